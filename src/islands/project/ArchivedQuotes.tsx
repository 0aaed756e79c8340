import { useState } from 'react';
import type { ComparisonRow } from '../../finance/comparison';
import { formatDollars, formatPayback, formatPercent } from '../../finance/format';
import { restoreQuote } from '../../stores/projects';
import { toastFailure, TOASTS } from '../app/failure';
import { Button } from '../ui/Button';
import { Disclosure } from '../ui/Disclosure';
import { Badge } from '../ui/Display';
import { detached } from '../app/detached';

function ArchivedQuote({ projectId, row }: { projectId: string; row: ComparisonRow }) {
  const [pending, setPending] = useState(false);
  const m = row.metrics;
  // Spec: payback shown only when under 30 years in this list.
  const payback = m ? formatPayback(m.simplePayback, 'archived') : null;
  const facts: Array<[string, string]> = m
    ? [
        ['System size', `${m.systemSizeKw.toLocaleString('en-US', { maximumFractionDigits: 2 })} kW`],
        ['System cost', formatDollars(m.totalSystemCost)],
        ['Net cost', formatDollars(m.netInvestment)],
        ...(payback ? ([['Payback', payback]] as Array<[string, string]>) : []),
        ['ROI', formatPercent(m.roi)],
      ]
    : [];
  return (
    <li className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
      <div className="min-w-0">
        <div className="flex items-center gap-2">
          <span className="truncate font-semibold text-ink">{row.companyName}</span>
          <Badge>Archived</Badge>
        </div>
        {facts.length > 0 ? (
          <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
            {facts.map(([k, v]) => (
              <div key={k} className="flex gap-1">
                <dt>{k}:</dt>
                <dd className="font-medium tabular-nums text-slate-800">{v}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="mt-1 text-sm text-muted">Figures not available for this quote.</p>
        )}
      </div>
      <Button
        variant="secondary"
        size="sm"
        isPending={pending}
        aria-label={`Restore ${row.companyName}`}
        onPress={detached(async () => {
          setPending(true);
          const result = await restoreQuote(projectId, String(row.id));
          setPending(false);
          if (result.error !== undefined) toastFailure(result.error, TOASTS.restoreQuote);
        })}
      >
        Restore
      </Button>
    </li>
  );
}

/** The collapsible Archived Quotes section with a Restore button per quote. */
export function ArchivedQuotes({ projectId, rows }: { projectId: string; rows: readonly ComparisonRow[] }) {
  if (rows.length === 0) return null;
  return (
    <Disclosure title={(open) => `${open ? 'Hide' : 'Show'} Archived Quotes (${rows.length})`} level={2}>
      <ul className="flex flex-col gap-2">
        {rows.map((row) => (
          <ArchivedQuote key={String(row.id)} projectId={projectId} row={row} />
        ))}
      </ul>
    </Disclosure>
  );
}
