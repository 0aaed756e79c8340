import type { BarDatum } from '../../compare/chart';
import { formatDollars } from '../../finance/format';

/**
 * Net cost and lifetime net savings of each quote as bars drawn with CSS (no script, no chart library):
 * the value is written beside each bar, so the bar length is only a picture of the text.
 */
export function CostSavingsBars({ data }: { data: readonly BarDatum[] }) {
  const scale = Math.max(1, ...data.flatMap((d) => [Math.abs(d.netCost), Math.abs(d.netSavings)]));
  const width = (v: number) => `${Math.max(1, (Math.abs(v) / scale) * 100)}%`;
  return (
    <div className="flex flex-col gap-3" data-testid="cost-savings-bars">
      <ul className="flex flex-col gap-3">
        {data.map((d) => (
          <li key={d.id} className="min-w-0">
            <p className="truncate text-sm font-semibold text-ink">{d.name}</p>
            <dl className="mt-1 grid grid-cols-[5.5rem_1fr] items-center gap-x-2 gap-y-1 text-xs sm:grid-cols-[7rem_1fr]">
              <dt className="text-muted">Net cost</dt>
              <dd className="flex min-w-0 items-center gap-2">
                <span className="min-w-0 flex-1" aria-hidden="true">
                  <span
                    className="block h-3 rounded-sm bg-slate-500 print:border print:border-slate-700"
                    style={{ width: width(d.netCost) }}
                  />
                </span>
                <span className="w-20 shrink-0 text-right font-medium tabular-nums text-ink">{formatDollars(d.netCost)}</span>
              </dd>
              <dt className="text-muted">Lifetime net savings</dt>
              <dd className="flex min-w-0 items-center gap-2">
                <span className="min-w-0 flex-1" aria-hidden="true">
                  <span
                    className={`block h-3 rounded-sm print:border print:border-slate-700 ${d.netSavings < 0 ? 'bg-red-400' : 'bg-brand-500'}`}
                    style={{ width: width(d.netSavings) }}
                  />
                </span>
                <span className="w-20 shrink-0 text-right font-medium tabular-nums text-ink">{formatDollars(d.netSavings)}</span>
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
