import { linePath, niceTicks, scales, type CashFlowChartData, type Frame } from '../../compare/chart';
import { formatDollars, formatPayback } from '../../finance/format';
import { DollarGrid } from './DollarGrid';
import { seriesColor, seriesDash } from './palette';

const FRAME: Frame = { width: 720, height: 340, left: 64, right: 16, top: 16, bottom: 40 };

/**
 * Cumulative cash flow of every quote over the lifetime on one hand-written SVG chart: the no-solar line
 * at $0, one line per quote (colour and dash pattern), its break-even point marked. Renders on the server
 * as it does in the browser (no script), scales to any width, prints in greyscale. The same figures follow
 * as a table for screen readers and anyone who prefers numbers.
 */
export function CashFlowLines({ data, id = 'cashflow' }: { data: CashFlowChartData; id?: string }) {
  const ticks = niceTicks(data.min, data.max);
  const low = Math.min(data.min, ticks[0] ?? data.min);
  const high = Math.max(data.max, ticks[ticks.length - 1] ?? data.max);
  const { x, y } = scales(FRAME, data.years, low, high);
  const yearStep = data.years > 20 ? 5 : data.years > 10 ? 2 : 1;
  const yearTicks = Array.from({ length: Math.floor(data.years / yearStep) + 1 }, (_, i) => i * yearStep);
  const summary = data.series
    .map((s) => {
      const end = s.values[s.values.length - 1] ?? 0;
      const even =
        s.breakEvenYears === null
          ? 'never breaks even'
          : `breaks even ${s.breakEvenYears === 0 ? 'at once' : `after ${formatPayback(s.breakEvenYears, 'comparison')}`}`;
      return `${s.name} starts at ${formatDollars(s.values[0])}, ${even} and ends at ${formatDollars(end)}`;
    })
    .join('; ');
  return (
    <figure className="flex flex-col gap-3">
      {/* On a phone the chart keeps a readable size and scrolls sideways inside its card. */}
      <div className="relative overflow-x-auto" role="region" aria-label="Cash-flow chart" tabIndex={0}>
        <svg
          viewBox={`0 0 ${FRAME.width} ${FRAME.height}`}
          className="h-auto w-full min-w-[34rem]"
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          data-testid="cashflow-chart"
        >
          <title id={`${id}-title`}>{`Cumulative cash flow of each quote over ${data.years} years`}</title>
          <desc id={`${id}-desc`}>{summary}.</desc>
          <DollarGrid frame={FRAME} ticks={ticks} y={y} />
          {yearTicks.map((yr) => (
            <text key={yr} x={x(yr)} y={FRAME.height - FRAME.bottom + 18} textAnchor="middle" fontSize={12} fill="#475569">
              {yr}
            </text>
          ))}
          <text x={(FRAME.left + FRAME.width - FRAME.right) / 2} y={FRAME.height - 4} textAnchor="middle" fontSize={12} fill="#475569">
            Years after installation
          </text>
          {/* No solar: every figure is against keeping the utility bill, so it is the $0 line. */}
          <line x1={FRAME.left} x2={FRAME.width - FRAME.right} y1={y(0)} y2={y(0)} stroke="#0f172a" strokeWidth={1.5} />
          <text x={FRAME.width - FRAME.right - 4} y={y(0) - 6} textAnchor="end" fontSize={12} fontWeight={600} fill="#0f172a">
            No solar ($0)
          </text>
          {data.series.map((s, i) => (
            <path
              key={s.id}
              d={linePath(s.values.map((v, yr) => [x(yr), y(v)] as const))}
              fill="none"
              stroke={seriesColor(i)}
              strokeWidth={2.5}
              strokeDasharray={seriesDash(i) || undefined}
              strokeLinejoin="round"
              data-series={s.name}
            />
          ))}
          {data.series.map((s, i) =>
            s.breakEvenYears === null || s.breakEvenYears > data.years ? null : (
              <g key={`${s.id}-even`} data-break-even={s.name}>
                <circle cx={x(s.breakEvenYears)} cy={y(0)} r={6} fill="white" stroke={seriesColor(i)} strokeWidth={2.5} />
                <text
                  x={x(s.breakEvenYears)}
                  y={y(0) + 20 + (i % 3) * 13}
                  textAnchor="middle"
                  fontSize={11}
                  fill={seriesColor(i)}
                  fontWeight={600}
                >
                  {s.breakEvenYears === 0 ? 'Immediate' : `${s.breakEvenYears.toFixed(1)} y`}
                </text>
              </g>
            ),
          )}
        </svg>
      </div>
      <figcaption>
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700" aria-label="Chart legend">
          {data.series.map((s, i) => (
            <li key={s.id} className="flex items-center gap-2">
              <svg width="32" height="10" aria-hidden="true">
                <line x1="0" x2="32" y1="5" y2="5" stroke={seriesColor(i)} strokeWidth={3} strokeDasharray={seriesDash(i) || undefined} />
              </svg>
              {s.name}
            </li>
          ))}
          <li className="flex items-center gap-2">
            <svg width="32" height="10" aria-hidden="true">
              <line x1="0" x2="32" y1="5" y2="5" stroke="#0f172a" strokeWidth={1.5} />
            </svg>
            No solar
          </li>
          <li className="flex items-center gap-2">
            <svg width="14" height="14" aria-hidden="true">
              <circle cx="7" cy="7" r="5" fill="white" stroke="#475569" strokeWidth={2} />
            </svg>
            Break-even point
          </li>
        </ul>
        <p className="mt-1 text-xs text-muted">
          Running total of every payment and saving against staying on the utility bill, not discounted. Above the line, the quote has paid
          for itself.
        </p>
      </figcaption>
      <details className="cmp-print-open rounded-lg border border-slate-200 bg-white">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-ink">Show the chart as a table</summary>
        <div className="relative max-h-96 overflow-auto" role="region" aria-label="Cumulative cash flow by year, scrolls" tabIndex={0}>
          <table className="w-full border-collapse text-sm tabular-nums">
            <caption className="sr-only">Cumulative cash flow by year, each quote</caption>
            <thead className="sticky top-0 bg-slate-50">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  Year
                </th>
                {data.series.map((s) => (
                  <th key={s.id} scope="col" className="px-3 py-2 text-right font-semibold">
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: data.years + 1 }, (_, yr) => (
                <tr key={yr} className="border-t border-slate-100">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {yr === 0 ? 'At installation' : yr}
                  </th>
                  {data.series.map((s) => (
                    <td key={s.id} className="px-3 py-1.5 text-right">
                      {formatDollars(s.values[yr])}
                    </td>
                  ))}
                </tr>
              ))}
              <tr className="border-t border-slate-200">
                <th scope="row" className="px-3 py-1.5 text-left font-semibold">
                  Break-even
                </th>
                {data.series.map((s) => (
                  <td key={s.id} className="px-3 py-1.5 text-right font-semibold">
                    {s.breakEvenYears === null ? 'Never' : (formatPayback(s.breakEvenYears, 'comparison') ?? 'After 30 years')}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
