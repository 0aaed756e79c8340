import { useMemo } from 'react';
import type { Project, Quote } from '../../directus';
import { compareQuotes, type ComparisonRow } from '../../finance/comparison';
import { activeQuotes, archivedQuotes, archiveQuote, isTempId, restoreQuote } from '../../stores/projects';
import { comparisonCsvRows, downloadCsv, toCsv } from '../cashflow/csv';
import { ComparisonTable } from '../comparison/ComparisonTable';
import { STATUS_TONES, statusLabel } from '../comparison/status';
import { Button, ButtonLink, Link } from '../ui/Button';
import { Badge } from '../ui/Display';
import { toast } from '../ui/Toaster';
import { HoverCard } from '../ui/Tooltip';
import { ArchivedQuotes } from './ArchivedQuotes';
import { toastFailure, TOASTS } from '../app/failure';
import { detached } from '../app/detached';

function QuoteHeader({ project, quote, row }: { project: Project; quote: Quote | undefined; row: ComparisonRow }) {
  const id = String(row.id);
  const saving = isTempId(id);
  const contact = quote ? [quote.domain, quote.email, quote.phone].filter(Boolean) : [];
  return (
    <div className="flex flex-col gap-1.5">
      <HoverCard
        aria-label={`${row.companyName} details`}
        content={
          <div className="flex flex-col gap-2">
            <p className="font-semibold text-ink">{row.companyName}</p>
            <Badge tone={STATUS_TONES[quote?.status ?? 'researching'] ?? 'neutral'}>{statusLabel(quote?.status)}</Badge>
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
        }
      >
        <Link {...(saving ? {} : { href: `/quotes/${project.id}/edit/${id}` })} className="text-base font-semibold text-ink no-underline">
          {row.companyName}
        </Link>
      </HoverCard>
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
          aria-label={`Edit ${row.companyName}`}
        >
          Edit
        </ButtonLink>
        <Button
          variant="ghost"
          size="sm"
          isDisabled={saving}
          aria-label={`Archive ${row.companyName}`}
          onPress={detached(async () => {
            const result = await archiveQuote(project.id, id);
            if (result.error !== undefined) return toastFailure(result.error, TOASTS.archiveQuote);
            toast.success(`${row.companyName} archived`, { action: { label: 'Undo', onClick: () => void undoArchive(project.id, id) } });
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

/**
 * The comparison part of the project page: the finance engine's rows for the active quotes (table with
 * hover cards) and the archived quotes. A chunk of its own, fetched while the project loads.
 */
export default function ProjectComparison({ project }: { project: Project }) {
  // The project object changes whenever it or one of its quotes does: the comparison follows it.
  const { rows, archivedRows } = useMemo(
    () => ({ rows: compareQuotes(project, activeQuotes(project)), archivedRows: compareQuotes(project, archivedQuotes(project)) }),
    [project],
  );
  const byId = new Map(project.installer.map((q) => [q.id, q]));
  return (
    <>
      {rows.length > 0 && (
        <>
          <div className="no-print mb-2 flex justify-end">
            {/* Every quote, archived ones marked, so the file is a complete record of the project's offers. */}
            <Button
              variant="secondary"
              size="sm"
              onPress={() =>
                downloadCsv('atlas-quote-comparison.csv', toCsv(comparisonCsvRows([...rows, ...archivedRows], project.installer)))
              }
            >
              Download CSV
            </Button>
          </div>
          <ComparisonTable
            rows={rows}
            caption="Your quotes compared"
            renderHeader={(row) => <QuoteHeader project={project} quote={byId.get(String(row.id))} row={row} />}
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
