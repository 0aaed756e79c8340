import type { ComparisonMetrics } from '../finance/comparison';
import { DEFINITIONS } from '../finance/definitions';
import { DASH, formatCents, formatDollars, formatPayback, formatPercent, formatPerKwh, formatPerWatt } from '../finance/format';
import { guideText } from './guide-match';
import { calculated, positive, type ComparedQuote, type WithMetrics } from './quotes';

/** Which way a row is better: lower for what you pay, higher for what you get. */
export type Better = 'lower' | 'higher';

export type RowGroup = 'money' | 'financing' | 'value' | 'equipment' | 'installer';

export const GROUP_LABELS: Readonly<Record<RowGroup, string>> = {
  money: 'Cost and savings',
  financing: 'How you pay',
  value: 'Value over time',
  equipment: 'Equipment and warranties',
  installer: 'Installer',
};

/** One row of the comparison table. */
export interface CompareRow {
  readonly id: string;
  readonly label: string;
  /** Plain-English definition, one tap away beside the label. */
  readonly definition: string;
  readonly group: RowGroup;
  /** Shown only in the Advanced view. */
  readonly advanced?: boolean;
  readonly better?: Better;
  /** The number the best mark compares; `null` when the quote has none for this row. */
  readonly value?: (q: ComparedQuote) => number | null;
  /** The cell's text. */
  readonly text: (q: ComparedQuote) => string;
}

export const NOT_STATED = 'Not stated';

const m = (q: ComparedQuote): ComparisonMetrics | null => q.row.metrics;
/** A figure of a calculated quote, else `null`. */
const fig =
  (pick: (metrics: ComparisonMetrics, q: WithMetrics) => number | null) =>
  (q: ComparedQuote): number | null =>
    calculated(q) ? pick(q.row.metrics, q) : null;
const perMonth = (value: number | null) => (value === null ? DASH : `${formatCents(value)}/mo`);
const years = (value: number | null) =>
  value === null ? NOT_STATED : `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} years`;
const isLoan = (metrics: ComparisonMetrics) => metrics.paymentKind === 'loan';
const isAgreement = (metrics: ComparisonMetrics) => metrics.paymentKind === 'lease' || metrics.paymentKind === 'ppa';
const KIND_LABELS = { cash: 'Cash', loan: 'Loan', lease: 'Lease', ppa: 'PPA (pay per kWh)' } as const;

/** A warranty the quote's proposal states in years (the core form's fields), else `null`. */
export function warrantyYears(
  q: ComparedQuote,
  field: 'workmanship_warranty' | 'panel_performance_warranty' | 'roof_warranty',
): number | null {
  return positive(q.proposal[field]);
}

/** Dollars paid at installation: the price less incentives then (cash), the down payment (loan), the prepayment (lease/PPA). */
export const upfront = fig((_, q) => q.result.financing.downPayment);

type MetricKey = { [K in keyof ComparisonMetrics]: ComparisonMetrics[K] extends number | null ? K : never }[keyof ComparisonMetrics];

/** A row showing one engine figure as it is, its best mark on the same figure. */
function metricRow(
  id: string,
  label: string,
  group: RowGroup,
  better: Better,
  definition: string,
  key: MetricKey,
  format: (value: number | null | undefined) => string,
  advanced = false,
): CompareRow {
  return {
    id,
    label,
    group,
    better,
    definition,
    ...(advanced ? { advanced } : {}),
    value: fig((x) => x[key]),
    text: (q) => format(m(q)?.[key]),
  };
}

/** A warranty row: years, more is better, "Not stated" when the quote does not say. */
function warrantyRow(id: string, label: string, definition: string, pick: (q: ComparedQuote) => number | null): CompareRow {
  return { id, label, group: 'equipment', better: 'higher', definition, value: pick, text: (q) => years(pick(q)) };
}

/** The warranty rows: id, label, definition, and the years the quote states. */
const WARRANTY_ROWS: ReadonlyArray<readonly [string, string, string, (q: ComparedQuote) => number | null]> = [
  [
    'workmanship-warranty',
    'Workmanship warranty',
    'How long the installer stands behind the installation itself (leaks, wiring, mounting). Often 10–25 years; the most important warranty the installer, not a manufacturer, gives.',
    (q) => warrantyYears(q, 'workmanship_warranty'),
  ],
  [
    'panel-warranty',
    'Panel product warranty',
    'The panel maker’s warranty against defects, in years.',
    (q) => q.equipment.panelWarrantyYears,
  ],
  [
    'performance-warranty',
    'Panel performance warranty',
    'How long the panel maker guarantees a minimum output (often 25–30 years at about 80–90 % of the original).',
    (q) => warrantyYears(q, 'panel_performance_warranty'),
  ],
  [
    'inverter-warranty',
    'Inverter warranty',
    'The inverter maker’s warranty, in years (string inverters often 10–12, microinverters often 25).',
    (q) => q.equipment.inverterWarrantyYears,
  ],
  [
    'roof-warranty',
    'Roof penetration warranty',
    'How long the installer covers leaks where the mounts go through the roof.',
    (q) => warrantyYears(q, 'roof_warranty'),
  ],
];

/**
 * The rows, in order. Rows without `better` are facts, not contests (size, equipment names). A loan row
 * of a cash quote reads "—" and never takes part in the best mark.
 */
export const COMPARE_ROWS: readonly CompareRow[] = [
  {
    id: 'size',
    label: 'System size',
    group: 'money',
    definition: 'The DC size of the solar array in kilowatts, as quoted.',
    text: (q) => (calculated(q) ? `${q.row.metrics.systemSizeKw.toLocaleString('en-US', { maximumFractionDigits: 2 })} kW` : DASH),
  },
  metricRow('cost', 'System cost', 'money', 'lower', DEFINITIONS.totalSystemCost, 'totalSystemCost', formatDollars),
  metricRow('net', 'Net cost', 'money', 'lower', DEFINITIONS.netInvestment, 'netInvestment', formatDollars),
  {
    id: 'upfront',
    label: 'Paid up front',
    group: 'money',
    better: 'lower',
    definition:
      'What you pay at installation: the price less incentives received then (cash), the down payment (loan) or the prepayment (lease, PPA).',
    value: upfront,
    text: (q) => formatDollars(upfront(q)),
  },
  metricRow('cpw', 'Cost per watt', 'money', 'lower', DEFINITIONS.costPerWatt, 'costPerWattBeforeIncentives', formatPerWatt),
  metricRow(
    'cpw-net',
    'Cost per watt after incentives',
    'money',
    'lower',
    DEFINITIONS.costPerWattAfterIncentives,
    'costPerWattAfterIncentives',
    formatPerWatt,
  ),
  {
    id: 'payback',
    label: 'Payback',
    group: 'money',
    better: 'lower',
    definition: `${DEFINITIONS.simplePayback} "Immediate" means cash-positive from the first month.`,
    value: fig((x) => (x.paybackShown ? x.simplePayback : null)),
    text: (q) => (calculated(q) ? (formatPayback(q.row.metrics.simplePayback, 'comparison') ?? DASH) : DASH),
  },
  metricRow('net-savings', 'Lifetime net savings', 'money', 'higher', DEFINITIONS.netSavings, 'netSavings', formatDollars),
  {
    id: 'y1',
    label: 'Year 1 monthly cash flow',
    group: 'money',
    better: 'higher',
    definition: `${DEFINITIONS.netMonthlySavings} Bill savings minus any loan, lease or PPA payment: what stays in your pocket each month.`,
    value: fig((x) => x.year1MonthlyCashFlow),
    text: (q) => perMonth(m(q)?.year1MonthlyCashFlow ?? null),
  },
  metricRow('roi', 'Return on investment', 'money', 'higher', DEFINITIONS.roi, 'roi', formatPercent),

  {
    id: 'payment-kind',
    label: 'Payment',
    group: 'financing',
    advanced: true,
    definition: 'Paid in cash, with a loan, by a lease (a fixed monthly payment) or a PPA (a price per kWh produced).',
    text: (q) => (calculated(q) ? KIND_LABELS[q.row.metrics.paymentKind] : DASH),
  },
  {
    id: 'loan',
    label: 'Monthly loan payment',
    group: 'financing',
    advanced: true,
    better: 'lower',
    definition: `${DEFINITIONS.monthlyPayment} This is what the lender bills.`,
    value: fig((x) => (isLoan(x) ? x.monthlyPayment : null)),
    text: (q) => (calculated(q) && isLoan(q.row.metrics) ? perMonth(q.row.metrics.monthlyPayment) : DASH),
  },
  {
    id: 'after-paydown',
    label: 'Payment after paydown',
    group: 'financing',
    advanced: true,
    better: 'lower',
    definition: DEFINITIONS.paymentAfterPaydown,
    value: fig((x) => x.paymentAfterPaydown),
    text: (q) =>
      calculated(q) && isLoan(q.row.metrics)
        ? q.row.metrics.paymentAfterPaydown === null
          ? 'No paydown'
          : perMonth(q.row.metrics.paymentAfterPaydown)
        : DASH,
  },
  {
    id: 'agreement',
    label: 'Lease or PPA payment (year 1)',
    group: 'financing',
    advanced: true,
    better: 'lower',
    definition:
      'Lease: the year-1 monthly payment. PPA: the year-1 average (the price per kWh × each month’s production). Both rise each year by the escalator.',
    value: fig((x) => (isAgreement(x) ? x.monthlyPayment : null)),
    text: (q) => (calculated(q) && isAgreement(q.row.metrics) ? perMonth(q.row.metrics.monthlyPayment) : DASH),
  },
  {
    id: 'effective-rate',
    label: 'Effective price per kWh',
    group: 'financing',
    advanced: true,
    better: 'lower',
    definition: `${DEFINITIONS.effectiveRatePerKwh} Set beside the utility’s: ${DEFINITIONS.utilityRatePerKwh}`,
    value: fig((x) => x.effectiveRatePerKwh),
    text: (q) => {
      const x = m(q);
      if (!x || x.effectiveRatePerKwh === null) return DASH;
      return `${formatPerKwh(x.effectiveRatePerKwh)}/kWh (utility ${formatPerKwh(x.utilityRatePerKwh)})`;
    },
  },
  metricRow('total-paid', 'Total paid', 'financing', 'lower', DEFINITIONS.totalPaid, 'totalPaid', formatDollars, true),
  {
    id: 'interest',
    label: 'Total interest',
    group: 'financing',
    advanced: true,
    better: 'lower',
    definition: DEFINITIONS.totalInterest,
    value: fig((x) => (isLoan(x) ? x.totalInterest : null)),
    text: (q) => (calculated(q) && isLoan(q.row.metrics) ? formatDollars(q.row.metrics.totalInterest) : DASH),
  },
  {
    id: 'dealer-fee',
    label: 'Dealer fee',
    group: 'financing',
    advanced: true,
    better: 'lower',
    definition: DEFINITIONS.financingMarkup,
    value: fig((x) => x.dealerFee),
    text: (q) => {
      if (!calculated(q) || !isLoan(q.row.metrics)) return DASH;
      const fin = q.result.financing;
      if (fin.kind !== 'loan' || fin.dealerFee === null) return 'No cash price given';
      return fin.dealerFee.markup > 0
        ? `${formatDollars(fin.dealerFee.markup)} (${formatPercent(fin.dealerFee.percentOfCashPrice)})`
        : 'None';
    },
  },

  metricRow('npv', 'Net present value', 'value', 'higher', DEFINITIONS.netPresentValue, 'netPresentValue', formatDollars, true),
  {
    id: 'irr',
    label: 'Internal rate of return',
    group: 'value',
    advanced: true,
    better: 'higher',
    definition: DEFINITIONS.irr,
    value: fig((x) => x.irr),
    text: (q) => (calculated(q) ? (q.row.metrics.irr === null ? 'None' : `${formatPercent(q.row.metrics.irr)} a year`) : DASH),
  },
  {
    id: 'discounted-payback',
    label: 'Discounted payback',
    group: 'value',
    advanced: true,
    better: 'lower',
    definition: DEFINITIONS.discountedPayback,
    value: fig((x) => x.discountedPayback),
    text: (q) => (calculated(q) ? (formatPayback(q.row.metrics.discountedPayback, 'comparison') ?? DASH) : DASH),
  },
  metricRow(
    'bill-savings',
    'Lifetime bill savings',
    'value',
    'higher',
    DEFINITIONS.lifetimeSavings,
    'lifetimeSavings',
    formatDollars,
    true,
  ),
  {
    id: 'lcoe',
    label: 'Cost per solar kWh',
    group: 'value',
    advanced: true,
    better: 'lower',
    definition: DEFINITIONS.lcoe,
    value: fig((x) => x.lcoe),
    text: (q) => {
      const x = m(q);
      if (!x || x.lcoe === null) return DASH;
      return `${formatPerKwh(x.lcoe)}${x.lcoeIncludesFinancing ? ' (with financing)' : ''}`;
    },
  },
  {
    id: 'production',
    label: 'Lifetime production',
    group: 'value',
    advanced: true,
    definition: DEFINITIONS.lifetimeProduction,
    text: (q) =>
      calculated(q)
        ? `${q.row.metrics.lifetimeProductionMwh.toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MWh`
        : DASH,
  },
  metricRow(
    'savings-pct',
    'Cost reduction vs. no solar',
    'value',
    'higher',
    DEFINITIONS.savingsPercentage,
    'savingsPercentage',
    formatPercent,
    true,
  ),

  {
    id: 'panels',
    label: 'Panels',
    group: 'equipment',
    definition: 'Panel brand and model, with the wattage of one panel, as the quote states them.',
    text: (q) => (q.equipment.panel ? `${q.equipment.panel}${q.equipment.panelWatts ? `, ${q.equipment.panelWatts} W` : ''}` : NOT_STATED),
  },
  {
    id: 'inverter',
    label: 'Inverter',
    group: 'equipment',
    definition: 'Inverter type (microinverters, string, or power optimisers) and make.',
    text: (q) => [q.equipment.inverterType, q.equipment.inverter].filter(Boolean).join(': ') || NOT_STATED,
  },
  {
    id: 'battery',
    label: 'Battery',
    group: 'equipment',
    definition: 'Whether the quote includes battery storage, its capacity and make.',
    text: (q) =>
      calculated(q)
        ? q.row.metrics.batteryIncluded
          ? `${q.row.metrics.batteryCapacityKwh.toLocaleString('en-US')} kWh${q.equipment.battery ? `, ${q.equipment.battery}` : ''}`
          : 'None'
        : DASH,
  },
  ...WARRANTY_ROWS.map(([id, label, definition, pick]) => warrantyRow(id, label, definition, pick)),

  {
    id: 'rating',
    label: 'Your rating',
    group: 'installer',
    better: 'higher',
    definition: 'The average of the quality, value and trust stars you gave this installer (1–5). Only you see it.',
    value: (q) => q.trust.averageRating,
    text: (q) => (q.trust.averageRating === null ? 'Not rated' : `${q.trust.averageRating.toFixed(1)} of 5`),
  },
  {
    id: 'atlas-score',
    label: 'Atlas Score and reviews',
    group: 'installer',
    definition:
      'When this installer is a business in Atlas’s local guides: its Atlas Score (0–10, from its reviews, licensing, experience, warranties and transparency, graded against installers in its state) and its public star rating and number of reviews. Matched by the same website, or else by the same company name in your state; otherwise “Not in Atlas’s guides”. It describes the business, not this quote, and is not a recommendation.',
    text: (q) => (q.guide ? guideText(q.guide) : DASH),
  },
  {
    id: 'years-in-business',
    label: 'Years in business',
    group: 'installer',
    better: 'higher',
    definition: 'How long the installer has been in business, as you noted it.',
    value: (q) => q.trust.yearsInBusiness,
    text: (q) => (q.trust.yearsInBusiness === null ? NOT_STATED : `${q.trust.yearsInBusiness.toLocaleString('en-US')} years`),
  },
];

/** The best mark of one row: which quotes hold the best value, and why it is best. */
export interface BestMark {
  readonly ids: ReadonlySet<string>;
  /** "Lowest: lower is better for a cost" and the like. */
  readonly why: string;
}

/**
 * The quotes holding a row's best value. `null` when the row has no direction, fewer than two quotes
 * have a value, or every quote has the same value (nothing to choose).
 */
export function bestOf(row: CompareRow, quotes: readonly ComparedQuote[]): BestMark | null {
  if (!row.better || !row.value) return null;
  const values = quotes
    .map((q) => ({ id: q.id, v: row.value!(q) }))
    .filter((x): x is { id: string; v: number } => x.v !== null && Number.isFinite(x.v));
  if (values.length < 2) return null;
  const pick = row.better === 'lower' ? Math.min : Math.max;
  const best = pick(...values.map((x) => x.v));
  const worst = (row.better === 'lower' ? Math.max : Math.min)(...values.map((x) => x.v));
  // Values equal to the cent (or to 0.0005 for rates) are the same value.
  const same = (a: number, b: number) => Math.abs(a - b) < 0.005;
  if (same(best, worst)) return null;
  return {
    ids: new Set(values.filter((x) => same(x.v, best)).map((x) => x.id)),
    why: row.better === 'lower' ? 'Lowest: lower is better here' : 'Highest: higher is better here',
  };
}

/** The rows a view shows: only rows some quote has something for, and Advanced rows only in Advanced. */
export function visibleRows(quotes: readonly ComparedQuote[]): readonly CompareRow[] {
  return COMPARE_ROWS.filter((row) => {
    if (row.id === 'agreement' || row.id === 'effective-rate') return quotes.some((q) => calculated(q) && isAgreement(q.row.metrics));
    if (row.id === 'atlas-score') return quotes.some((q) => q.guide !== undefined);
    if (['loan', 'after-paydown', 'interest', 'dealer-fee'].includes(row.id))
      return quotes.some((q) => calculated(q) && isLoan(q.row.metrics));
    return true;
  });
}
