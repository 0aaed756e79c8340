import { priceRange } from '../../compare/local-range';
import type { ComparedQuote } from '../../compare/quotes';
import { ComparisonView } from '../comparison/ComparisonView';
import { STATUS_TONES, statusLabel } from '../comparison/status';
import { Badge } from '../ui/Display';

export interface SharedQuoteMeta {
  status: string | null;
  domain: string | null;
}

/** The shared view has no address: prices are checked against the national range, and the page says why. */
const SHARED_CONTEXT = { state: null, priceRange: priceRange(null, 'no-location') };

/**
 * The read-only comparison of the public shared view, rendered on the server only: the page ships no
 * JavaScript for it (the priority and Basic/Advanced choices are CSS over native radios, the definitions
 * native popovers). No edit, contact, notes, equipment or ratings: the shared view has none of them.
 */
export default function SharedComparison({ quotes, meta }: { quotes: readonly ComparedQuote[]; meta: Record<string, SharedQuoteMeta> }) {
  return (
    <ComparisonView
      quotes={quotes}
      caption="Shared quote comparison"
      privateRows={false}
      context={SHARED_CONTEXT}
      renderHeader={(q) => {
        const m = meta[q.id];
        return (
          <div className="flex flex-col gap-1.5">
            <span className="text-base font-semibold text-ink">{q.name}</span>
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
