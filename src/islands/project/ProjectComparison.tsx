import { useMemo, useState } from 'react';
import { isPhantomQuote } from '../../compare/phantom';
import { compareProjectQuotes, withGuides, WITHOUT_CREDIT_NOTE, type ComparedQuote } from '../../compare/quotes';
import type { Project, Quote } from '../../directus';
import { compareQuotes } from '../../finance/comparison';
import { activeQuotes, archivedQuotes, archiveQuote, isTempId, restoreQuote } from '../../stores/projects';
import { comparisonCsvRows, downloadCsv, toCsv } from '../cashflow/csv';
import { ComparisonView } from '../comparison/ComparisonView';
import { STATUS_TONES, statusLabel } from '../comparison/status';
import { Button, ButtonLink, Link } from '../ui/Button';
import { Switch } from '../ui/Checkbox';
import { Badge } from '../ui/Display';
import { InfoIcon } from '../ui/icons';
import { toast } from '../ui/Toaster';
import { ArchivedQuotes } from './ArchivedQuotes';
import { toastFailure, TOASTS } from '../app/failure';
import { detached } from '../app/detached';
import { useGuideData } from './guide-data';

function QuoteHeader({ project, quote, compared }: { project: Project; quote: Quote | undefined; compared: ComparedQuote }) {
  const id = compared.id;
  const name = compared.name;
  const saving = isTempId(id);
  const contact = quote ? [quote.domain, quote.email, quote.phone].filter(Boolean) : [];
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-1">
        <Link {...(saving ? {} : { href: `/quotes/${project.id}/edit/${id}` })} className="text-base font-semibold text-ink no-underline">
          {name}
        </Link>
        {/* Contacts and notes by click, tap or keyboard: a native popover (no hover-only card, no script). */}
        <button
          type="button"
          popoverTarget={`details-${id}`}
          aria-label={`${name} details`}
          className="-my-0.5 inline-flex h-6 w-6 shrink-0 cursor-pointer items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-ink focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          <InfoIcon />
        </button>
        <div
          id={`details-${id}`}
          popover="auto"
          role="dialog"
          aria-label={`${name} details`}
          className="cmp-popover m-auto w-[min(20rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-4 text-left text-sm font-normal text-slate-700 shadow-xl"
        >
          <div className="flex flex-col gap-2">
            <p className="font-semibold text-ink">{name}</p>
            {contact.length > 0 ? (
              <ul className="text-sm text-slate-700">
                {contact.map((c) => (
                  <li key={c} className="truncate">
                    {c}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">No contact details saved.</p>
            )}
            {quote?.notes && <p className="line-clamp-3 text-sm text-slate-600">{quote.notes}</p>}
          </div>
        </div>
      </div>
      <Badge tone={STATUS_TONES[quote?.status ?? 'researching'] ?? 'neutral'} className="self-start">
        {statusLabel(quote?.status)}
      </Badge>
      <div className="mt-1 flex gap-1">
        <ButtonLink
          href={`/quotes/${project.id}/edit/${id}`}
          variant="ghost"
          size="sm"
          className="-ml-2"
          isDisabled={saving}
          aria-label={`Edit ${name}`}
        >
          Edit
        </ButtonLink>
        <Button
          variant="ghost"
          size="sm"
          isDisabled={saving}
          aria-label={`Archive ${name}`}
          onPress={detached(async () => {
            const result = await archiveQuote(project.id, id);
            if (result.error !== undefined) return toastFailure(result.error, TOASTS.archiveQuote);
            toast.success(`${name} archived`, { action: { label: 'Undo', onClick: () => void undoArchive(project.id, id) } });
          })}
        >
          Archive
        </Button>
      </div>
    </div>
  );
}

/** The archived toast's Undo: restores the quote, and says so when that fails. */
async function undoArchive(projectId: string, quoteId: string): Promise<void> {
  const result = await restoreQuote(projectId, quoteId);
  if (result.error !== undefined) toastFailure(result.error, TOASTS.restoreQuote);
}

/** The project's quotes that are columns of the comparison: active, and not an abandoned empty draft. */
export function comparedQuotes(project: Project): Quote[] {
  return activeQuotes(project).filter((q) => !isPhantomQuote(q));
}

/**
 * The comparison part of the project page: the verdict, the chart, the table and the red flags of the
 * active quotes (src/compare/ computes them from the finance engine), and the archived quotes. A chunk of
 * its own, fetched while the project loads.
 */
export default function ProjectComparison({ project }: { project: Project }) {
  // Issue 22: one switch shows every figure as if the federal tax credit never arrives.
  const [withoutCredit, setWithoutCredit] = useState(false);
  // The project object changes whenever it or one of its quotes does: the comparison follows it.
  const { quotes, archivedRows } = useMemo(() => {
    const options = withoutCredit ? { withoutFederalCredit: true } : {};
    return {
      quotes: compareProjectQuotes(project, comparedQuotes(project), options),
      archivedRows: compareQuotes(project, archivedQuotes(project), options),
    };
  }, [project, withoutCredit]);
  const byId = new Map(project.installer.map((q) => [q.id, q]));
  const state = !project.country || project.country === 'USA' || project.country === 'US' ? project.state_province : null;
  const guide = useGuideData(comparedQuotes(project), state);
  const shown = useMemo(() => withGuides(quotes, guide.lookups), [quotes, guide.lookups]);
  return (
    <>
      {quotes.length > 0 && (
        <>
          <div className="no-print mb-2 flex flex-wrap items-center justify-between gap-3">
            <div>
              <Switch isSelected={withoutCredit} onChange={setWithoutCredit}>
                Without the federal tax credit
              </Switch>
              {withoutCredit && (
                <p className="mt-1 text-sm text-muted" role="status">
                  {WITHOUT_CREDIT_NOTE}
                </p>
              )}
            </div>
            {/* Every quote, archived ones marked, so the file is a complete record of the project's offers. */}
            <Button
              variant="secondary"
              size="sm"
              onPress={() =>
                downloadCsv(
                  'atlas-quote-comparison.csv',
                  toCsv(comparisonCsvRows([...quotes.map((q) => q.row), ...archivedRows], project.installer)),
                )
              }
            >
              Download CSV
            </Button>
          </div>
          <ComparisonView
            quotes={shown}
            caption="Your quotes compared"
            context={{ state, priceRange: guide.range ?? undefined }}
            renderHeader={(q) => <QuoteHeader project={project} quote={byId.get(q.id)} compared={q} />}
          />
        </>
      )}
      {archivedRows.length > 0 && (
        <section className="mt-8" aria-label="Archived quotes">
          <ArchivedQuotes projectId={project.id} rows={archivedRows} />
        </section>
      )}
    </>
  );
}
