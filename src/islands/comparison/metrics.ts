// Direct module imports, not the finance barrel: the barrel drags the whole engine into these pages.
import type { ComparisonMetrics, ComparisonRow } from '../../finance/comparison';
import { DEFINITIONS } from '../../finance/definitions';
import { DASH, formatDollars, formatPayback, formatPercent, formatPerKwh, formatPerWatt, formatThousands } from '../../finance/format';

export type ComparisonMode = 'basic' | 'advanced';

/** One line of the comparison table. */
export interface MetricLine {
  id: string;
  label: string;
  /** Plain-English definition shown in the line's hover card. */
  definition: string;
  format: (m: ComparisonMetrics) => string;
  /** Only in the Advanced view. */
  advanced?: boolean;
}

const kw = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })} kW`;
const perMonth = (value: number) => `${formatDollars(value)}/mo`;

/**
 * The lines of the comparison table, in order (spec: whole dollars, $/W with and without incentives,
 * per-kWh cost with 3 decimals, payback only up to 30 years).
 */
export const METRIC_LINES: readonly MetricLine[] = [
  {
    id: 'size',
    label: 'System size',
    definition: 'The DC size of the solar array in kilowatts, as quoted.',
    format: (m) => kw(m.systemSizeKw),
  },
  { id: 'cost', label: 'System cost', definition: DEFINITIONS.totalSystemCost, format: (m) => formatDollars(m.totalSystemCost) },
  { id: 'net', label: 'Net cost', definition: DEFINITIONS.netInvestment, format: (m) => formatDollars(m.netInvestment) },
  { id: 'cpw', label: 'Cost per watt', definition: DEFINITIONS.costPerWatt, format: (m) => formatPerWatt(m.costPerWattBeforeIncentives) },
  {
    id: 'cpw-net',
    label: 'Cost per watt after incentives',
    definition: DEFINITIONS.costPerWatt,
    format: (m) => formatPerWatt(m.costPerWattAfterIncentives),
  },
  {
    id: 'payback',
    label: 'Payback',
    definition: DEFINITIONS.simplePayback,
    format: (m) => formatPayback(m.simplePayback, 'comparison') ?? DASH,
  },
  { id: 'roi', label: 'Return on investment', definition: DEFINITIONS.roi, format: (m) => formatPercent(m.roi) },
  { id: 'net-savings', label: 'Lifetime net savings', definition: DEFINITIONS.netSavings, format: (m) => formatDollars(m.netSavings) },
  {
    id: 'y1',
    label: 'Year 1 monthly cash flow',
    definition: DEFINITIONS.netMonthlySavings,
    format: (m) => perMonth(m.year1MonthlyCashFlow),
  },
  {
    id: 'payment',
    label: 'Payment',
    definition: 'Paid in cash, or financed with a loan.',
    format: (m) => (m.paymentMethod === 'financing' ? 'Loan' : 'Cash'),
    advanced: true,
  },
  {
    id: 'loan',
    label: 'Monthly loan payment',
    definition: DEFINITIONS.monthlyPayment,
    format: (m) => (m.paymentMethod === 'financing' ? perMonth(m.monthlyPayment) : DASH),
    advanced: true,
  },
  {
    id: 'interest',
    label: 'Total interest',
    definition: DEFINITIONS.totalInterest,
    format: (m) => (m.paymentMethod === 'financing' ? formatDollars(m.totalInterest) : DASH),
    advanced: true,
  },
  {
    id: 'life-monthly',
    label: 'Lifetime monthly cash flow',
    definition: DEFINITIONS.lifetimeMonthlyCashFlow,
    format: (m) => perMonth(m.lifetimeMonthlyCashFlow),
    advanced: true,
  },
  {
    id: 'bill-savings',
    label: 'Lifetime bill savings',
    definition: DEFINITIONS.lifetimeSavings,
    format: (m) => formatDollars(m.lifetimeSavings),
    advanced: true,
  },
  { id: 'lcoe', label: 'Cost per solar kWh', definition: DEFINITIONS.lcoe, format: (m) => formatPerKwh(m.lcoe), advanced: true },
  {
    id: 'production',
    label: 'Lifetime production',
    definition: DEFINITIONS.lifetimeProduction,
    format: (m) => `${m.lifetimeProductionMwh.toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MWh`,
    advanced: true,
  },
  {
    id: 'savings-pct',
    label: 'Cost reduction vs. no solar',
    definition: DEFINITIONS.savingsPercentage,
    format: (m) => formatPercent(m.savingsPercentage),
    advanced: true,
  },
  {
    id: 'battery',
    label: 'Battery',
    definition: 'Whether the quote includes battery storage, and its capacity.',
    format: (m) => (m.batteryIncluded ? `Yes, ${m.batteryCapacityKwh.toLocaleString('en-US')} kWh` : 'No'),
    advanced: true,
  },
];

/** The lines of a view: Basic shows the core figures, Advanced all of them. */
export function linesFor(mode: ComparisonMode): readonly MetricLine[] {
  return mode === 'basic' ? METRIC_LINES.filter((l) => !l.advanced) : METRIC_LINES;
}

/** A cell's text: a dash for every line when the quote's metrics failed (spec section 8). */
export function cellText(line: MetricLine, row: ComparisonRow): string {
  return row.metrics ? line.format(row.metrics) : DASH;
}

export interface Highlight {
  label: string;
  value: string;
  quote: string;
}

/**
 * "At a glance" facts across quotes with metrics (k for thousands, spec: summary cards). Facts only:
 * which quote has the lowest net cost, shortest shown payback, largest lifetime net savings.
 */
export function highlights(rows: readonly ComparisonRow[]): Highlight[] {
  const ok = rows.filter((r): r is ComparisonRow & { metrics: ComparisonMetrics } => r.metrics !== null);
  if (ok.length < 2) return [];
  const out: Highlight[] = [];
  const cheapest = ok.reduce((a, b) => (b.metrics.netInvestment < a.metrics.netInvestment ? b : a));
  out.push({ label: 'Lowest net cost', value: formatThousands(cheapest.metrics.netInvestment), quote: cheapest.companyName });
  const paying = ok.filter((r) => r.metrics.paybackShown && r.metrics.simplePayback !== null);
  if (paying.length > 0) {
    const fastest = paying.reduce((a, b) => (b.metrics.simplePayback! < a.metrics.simplePayback! ? b : a));
    out.push({
      label: 'Shortest payback',
      value: formatPayback(fastest.metrics.simplePayback, 'comparison') ?? DASH,
      quote: fastest.companyName,
    });
  }
  const best = ok.reduce((a, b) => (b.metrics.netSavings > a.metrics.netSavings ? b : a));
  out.push({ label: 'Largest lifetime net savings', value: formatThousands(best.metrics.netSavings), quote: best.companyName });
  return out;
}
