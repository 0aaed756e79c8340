import { niceTicks, scales, type Frame } from '../../compare/chart';
import { formatDollars, MONTH_ABBREVIATIONS as MONTHS } from '../../finance/format';
import { DollarGrid } from './DollarGrid';
import type { BillColumn } from '../comparison/BillTable';
import { seriesColor } from './palette';

const FRAME: Frame = { width: 720, height: 260, left: 56, right: 12, top: 12, bottom: 32 };
/** The bill without solar is grey, every system after it takes the series colours (as in the cash-flow chart). */
const BEFORE_COLOR = '#94a3b8';

/**
 * Year 1's bill month by month as grouped bars: the bill without solar, then with each system, one group a
 * month. Hand-written SVG with no script, like the cash-flow chart, so the shared page draws it on the server
 * and the quote panel in its island; the table beside it holds the same figures in words. A month whose
 * bill is a credit draws below the $0 line.
 */
export function BillBars({ columns, id }: { columns: readonly BillColumn[]; id: string }) {
  if (columns.length === 0) return null;
  const values = columns.flatMap((c) => c.months.map((v) => v ?? 0));
  const ticks = niceTicks(Math.min(0, ...values), Math.max(1, ...values), 4);
  const low = Math.min(0, ticks[0] ?? 0);
  const high = Math.max(...values, ticks[ticks.length - 1] ?? 1);
  const plotW = FRAME.width - FRAME.left - FRAME.right;
  const { y } = scales(FRAME, 12, low, high);
  const group = plotW / 12;
  const bar = Math.max(2, (group * 0.8) / columns.length);
  const summary = columns.map((c) => `${c.label}: ${formatDollars(c.year)} in year 1`).join('; ');
  const color = (c: BillColumn, i: number) => (c.id === 'before' ? BEFORE_COLOR : seriesColor(i - (columns[0]?.id === 'before' ? 1 : 0)));
  return (
    <figure className="flex flex-col gap-2">
      <div className="overflow-x-auto">
        <svg
          viewBox={`0 0 ${FRAME.width} ${FRAME.height}`}
          className="h-auto w-full min-w-[30rem]"
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          data-testid="bill-chart"
        >
          <title id={`${id}-title`}>Year 1 bill by month, without solar and with each system</title>
          <desc id={`${id}-desc`}>{summary}.</desc>
          <DollarGrid frame={FRAME} ticks={ticks} y={y} />
          {MONTHS.map((name, m) => (
            <g key={name}>
              {columns.map((c, i) => {
                const v = c.months[m] ?? 0;
                const x = FRAME.left + m * group + group * 0.1 + i * bar;
                return (
                  <rect
                    key={c.id}
                    x={x.toFixed(1)}
                    y={Math.min(y(v), y(0)).toFixed(1)}
                    width={(bar - 1).toFixed(1)}
                    height={Math.max(0.5, Math.abs(y(v) - y(0))).toFixed(1)}
                    fill={color(c, i)}
                    data-series={c.id}
                  />
                );
              })}
              <text
                x={FRAME.left + m * group + group / 2}
                y={FRAME.height - FRAME.bottom + 18}
                textAnchor="middle"
                fontSize={12}
                fill="#475569"
              >
                {name}
              </text>
            </g>
          ))}
          <line x1={FRAME.left} x2={FRAME.width - FRAME.right} y1={y(0)} y2={y(0)} stroke="#0f172a" strokeWidth={1} />
        </svg>
      </div>
      <figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
          {columns.map((c, i) => (
            <li key={c.id} className="flex min-w-0 items-center gap-1.5">
              <span aria-hidden="true" className="inline-block h-2.5 w-2.5 shrink-0 rounded-sm" style={{ background: color(c, i) }} />
              <span className="[overflow-wrap:anywhere]">{c.label}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
