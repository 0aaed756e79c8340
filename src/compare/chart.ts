import { calculated, type ComparedQuote } from './quotes';

/** One quote's line: cumulative cash flow at the start (after what is paid at installation) and at the end of each year. */
export interface CashFlowSeries {
  readonly id: string;
  readonly name: string;
  /** values[0]: right after installation; values[y]: at the end of year y. Dollars, not discounted. */
  readonly values: readonly number[];
  /** The engine's simple payback in years (0 = Immediate); `null` when it never breaks even. */
  readonly breakEvenYears: number | null;
}

export interface CashFlowChartData {
  readonly years: number;
  readonly series: readonly CashFlowSeries[];
  readonly min: number;
  readonly max: number;
}

/**
 * The cumulative cash flow of every calculated quote, year by year, from the engine's monthly rows. The
 * no-solar line is zero: every figure is money gained or spent against keeping the utility bill.
 */
export function cashFlowChart(quotes: readonly ComparedQuote[]): CashFlowChartData | null {
  const series: CashFlowSeries[] = [];
  for (const q of quotes) {
    if (!calculated(q) || q.result.cashFlow.length === 0) continue;
    const rows = q.result.cashFlow;
    const first = rows[0]!;
    const values = [first.cumulativeCashFlow - first.netCashFlow];
    for (let end = 11; end < rows.length; end += 12) values.push(rows[end]!.cumulativeCashFlow);
    if (rows.length % 12 !== 0) values.push(rows[rows.length - 1]!.cumulativeCashFlow);
    series.push({ id: q.id, name: q.name, values, breakEvenYears: q.row.metrics.simplePayback });
  }
  if (series.length === 0) return null;
  const all = series.flatMap((s) => s.values);
  return {
    years: Math.max(...series.map((s) => s.values.length - 1)),
    series,
    min: Math.min(0, ...all),
    max: Math.max(0, ...all),
  };
}

/** Round tick values spanning [min, max]: 1, 2 or 5 × a power of ten apart, about `count` of them. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!(max > min)) return [min];
  const raw = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((f) => f * power).find((s) => s >= raw) ?? 10 * power;
  const ticks: number[] = [];
  for (let v = Math.floor(min / step) * step; v <= max + step / 2; v += step) ticks.push(Math.round(v / step) * step);
  return ticks;
}

/** Axis labels in thousands: -12000 → "-$12k", 500 → "$500". */
export function axisDollars(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs >= 1000) return `${sign}$${(abs / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })}k`;
  return `${sign}$${abs.toLocaleString('en-US')}`;
}

export interface Frame {
  readonly width: number;
  readonly height: number;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** Maps years and dollars to SVG coordinates within the frame's plot area. */
export function scales(frame: Frame, years: number, low: number, high: number) {
  const plotW = frame.width - frame.left - frame.right;
  const plotH = frame.height - frame.top - frame.bottom;
  const span = high - low || 1;
  return {
    x: (year: number) => frame.left + (year / Math.max(1, years)) * plotW,
    y: (dollars: number) => frame.top + (1 - (dollars - low) / span) * plotH,
  };
}

/** An SVG path through the points, rounded to 0.1 px. */
export function linePath(points: ReadonlyArray<readonly [number, number]>): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ');
}

/** One quote's bars: net cost and lifetime net savings. */
export interface BarDatum {
  readonly id: string;
  readonly name: string;
  readonly netCost: number;
  readonly netSavings: number;
}

export function barData(quotes: readonly ComparedQuote[]): BarDatum[] {
  return quotes
    .filter(calculated)
    .map((q) => ({ id: q.id, name: q.name, netCost: q.row.metrics.netInvestment, netSavings: q.row.metrics.netSavings }));
}
