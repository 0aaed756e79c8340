import { axisDollars, type Frame } from '../../compare/chart';

/** A chart's horizontal grid: one light line across the plot at each tick, its dollars written at the left. */
export function DollarGrid({ frame, ticks, y }: { frame: Frame; ticks: readonly number[]; y: (dollars: number) => number }) {
  return (
    <>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={frame.left} x2={frame.width - frame.right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" strokeWidth={1} />
          <text x={frame.left - 8} y={y(t) + 4} textAnchor="end" fontSize={12} fill="#475569">
            {axisDollars(t)}
          </text>
        </g>
      ))}
    </>
  );
}
