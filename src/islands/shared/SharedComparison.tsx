import type { ComparisonRow } from '../../finance/comparison';
import { ComparisonTable } from '../comparison/ComparisonTable';
import { STATUS_TONES, statusLabel } from '../comparison/status';
import { Badge } from '../ui/Display';

export interface SharedQuoteMeta {
  status: string | null;
  domain: string | null;
}

/**
 * The read-only comparison of the public shared view: rendered on the server (indexable) and hydrated
 * for the Basic/Advanced toggle and the definitions. No edit, contact or notes controls.
 */
export default function SharedComparison({ rows, meta }: { rows: ComparisonRow[]; meta: Record<string, SharedQuoteMeta> }) {
  return (
    <ComparisonTable
      rows={rows}
      caption="Shared quote comparison"
      renderHeader={(row) => {
        const m = meta[String(row.id)];
        return (
          <div className="flex flex-col gap-1.5">
            <span className="text-base font-semibold text-ink">{row.companyName}</span>
            {m?.domain && <span className="truncate text-xs font-normal text-muted">{m.domain}</span>}
            <Badge tone={STATUS_TONES[m?.status ?? 'researching'] ?? 'neutral'} className="self-start">
              {statusLabel(m?.status)}
            </Badge>
          </div>
        );
      }}
    />
  );
}
