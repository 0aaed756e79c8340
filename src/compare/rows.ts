import type { ComparisonMetrics } from '../finance/comparison';
import { DEFINITIONS } from '../finance/definitions';
import {
  DASH,
  formatCents,
  formatDollars,
  formatKwh,
  formatPayback,
  formatPercent,
  formatPerKwh,
  formatPerWatt,
  formatTonnes,
} from '../finance/format';
import type { BillResult } from '../finance/billed-quote';
import { cashAtSigning } from '../finance/outcome';
import { guideText } from './guide-match';
import { calculated, positive, type ComparedQuote, type WithMetrics } from './quotes';
import { IRR_MIN_OUTLAY_DOLLARS, IRR_MIN_OUTLAY_SHARE } from './thresholds';

/** Which way a row is better: lower for what you pay, higher for what you get. */
export type Better = 'lower' | 'higher';

export type RowGroup = 'money' | 'bill' | 'financing' | 'value' | 'equipment' | 'installer';

export const GROUP_LABELS: Readonly<Record<RowGroup, string>> = {
  money: 'Cost and savings',
  bill: 'Your bill in year 1',
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
  /**
   * Why this quote's figure cannot be compared on this row (a PPA has no purchase price, an IRR on almost
   * no outlay is no return): the row then gives no "Best", and says why. Default: the quote has no figure.
   */
  readonly whyNot?: (q: ComparedQuote) => string | null;
  /** A row reading the homeowner's own data (equipment, ratings): left out of the public shared view. */
  readonly private?: boolean;
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

/**
 * Cash needed at signing, before any incentive or credit arrives (finance/outcome.ts): the price (cash),
 * the down payment and any part the loan does not cover (loan), the prepayment (lease/PPA).
 */
export const upfront = fig((x, q) => cashAtSigning(q.result.financing, x.totalSystemCost));

/** What the system itself costs each month in year 1: the loan, lease or PPA payment; $0 when paid in cash. */
export const monthlyOutlay = fig((x) => (x.paymentKind === 'cash' ? 0 : x.monthlyPayment));

const AGREEMENT_NO_PRICE = (q: ComparedQuote): string | null =>
  calculated(q) && isAgreement(q.row.metrics)
    ? `${q.name} is a ${q.row.metrics.paymentKind === 'ppa' ? 'PPA' : 'lease'}: you pay for its power, not for the system, so it has no purchase price to set beside the others.`
    : null;
const NOT_OWNED = (q: ComparedQuote): string | null =>
  calculated(q) && isAgreement(q.row.metrics)
    ? `${q.name} is a ${q.row.metrics.paymentKind === 'ppa' ? 'PPA' : 'lease'}: you do not own the system, so it has no such figure.`
    : null;
const LOAN_ONLY = (q: ComparedQuote): string | null => (calculated(q) && !isLoan(q.row.metrics) ? `${q.name} has no loan.` : null);
const AGREEMENT_ONLY = (q: ComparedQuote): string | null =>
  calculated(q) && !isAgreement(q.row.metrics) ? `${q.name} is not a lease or PPA.` : null;

/** Year 1 as the utility bills it, when the project has a tariff and the quote could be billed. */
const billOf = (q: ComparedQuote): BillResult | null => q.result?.bill ?? null;
const billText = (q: ComparedQuote, show: (b: BillResult) => string): string => {
  const b = billOf(q);
  return b === null ? DASH : show(b);
};
const NOT_BILLED = (q: ComparedQuote): string | null =>
  billOf(q) === null ? `${q.name} could not be billed under your tariff (see its figures).` : null;

/** Too little paid at signing for a rate of return to mean anything (thresholds.ts). */
function smallOutlay(q: WithMetrics): boolean {
  const outlay = upfront(q) ?? 0;
  return outlay < Math.max(IRR_MIN_OUTLAY_DOLLARS, IRR_MIN_OUTLAY_SHARE * q.row.metrics.totalSystemCost);
}

/** Payback as the best mark compares it: never paying back is the worst, "Immediate" has nothing to pay back. */
function paybackValue(pick: (x: ComparisonMetrics) => number | null) {
  return fig((x) => {
    const years = pick(x);
    if (years === 0) return null;
    return years !== null && x.paybackShown ? years : Number.POSITIVE_INFINITY;
  });
}
const NOTHING_TO_PAY_BACK = (q: ComparedQuote): string | null =>
  calculated(q) && q.row.metrics.simplePayback === 0
    ? `${q.name} needs nothing at signing and is cash-positive from the first month: it has nothing to pay back, so payback cannot rank it against the others.`
    : null;

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
  whyNot?: (q: ComparedQuote) => string | null,
): CompareRow {
  return {
    id,
    label,
    group,
    better,
    definition,
    ...(advanced ? { advanced } : {}),
    ...(whyNot ? { whyNot } : {}),
    value: whyNot ? fig((x, q) => (whyNot(q) === null ? x[key] : null)) : fig((x) => x[key]),
    text: (q) => format(m(q)?.[key]),
  };
}

/** A warranty row: years, more is better, "Not stated" when the quote does not say. */
function warrantyRow(
  id: string,
  label: string,
  definition: string,
  pick: (q: ComparedQuote) => number | null,
  isPrivate: boolean,
): CompareRow {
  return {
    id,
    label,
    group: 'equipment',
    better: 'higher',
    definition,
    value: pick,
    text: (q) => years(pick(q)),
    whyNot: (q) => (pick(q) === null ? `${q.name} does not state it.` : null),
    ...(isPrivate ? { private: true } : {}),
  };
}

/** The warranty rows: id, label, definition, and the years the quote states. */
const WARRANTY_ROWS: ReadonlyArray<readonly [string, string, string, (q: ComparedQuote) => number | null, boolean]> = [
  [
    'workmanship-warranty',
    'Workmanship warranty',
    'How long the installer stands behind the installation itself (leaks, wiring, mounting). Often 10–25 years; the most important warranty the installer, not a manufacturer, gives.',
    (q) => warrantyYears(q, 'workmanship_warranty'),
    false,
  ],
  [
    'panel-warranty',
    'Panel product warranty',
    'The panel maker’s warranty against defects, in years.',
    (q) => q.equipment.panelWarrantyYears,
    true,
  ],
  [
    'performance-warranty',
    'Panel performance warranty',
    'How long the panel maker guarantees a minimum output (often 25–30 years at about 80–90 % of the original).',
    (q) => warrantyYears(q, 'panel_performance_warranty'),
    false,
  ],
  [
    'inverter-warranty',
    'Inverter warranty',
    'The inverter maker’s warranty, in years (string inverters often 10–12, microinverters often 25).',
    (q) => q.equipment.inverterWarrantyYears,
    true,
  ],
  [
    'roof-warranty',
    'Roof penetration warranty',
    'How long the installer covers leaks where the mounts go through the roof.',
    (q) => warrantyYears(q, 'roof_warranty'),
    false,
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
  // The headline rows: figures every way to pay has, so each compares like with like.
  {
    id: 'upfront',
    label: 'Cash needed at signing',
    group: 'money',
    better: 'lower',
    definition:
      'What you pay before any incentive or tax credit arrives: the whole price (cash), the down payment plus any part the loan does not cover (loan), or the prepayment (lease, PPA). Credits come later, at tax time, and are never counted here.',
    value: upfront,
    text: (q) => formatDollars(upfront(q)),
  },
  {
    ...metricRow('total-paid', 'Total paid over the lifetime', 'money', 'lower', DEFINITIONS.totalPaid, 'totalPaid', formatDollars),
  },
  metricRow('net-savings', 'Lifetime net savings', 'money', 'higher', DEFINITIONS.netSavings, 'netSavings', formatDollars),
  {
    id: 'outlay',
    label: 'Monthly outlay in year 1',
    group: 'money',
    better: 'lower',
    definition:
      'What you pay each month in year 1 for the system itself: the loan payment, the lease payment or the PPA bill (its year-1 average); $0 when paid in cash. Your remaining utility bill is not in it.',
    value: monthlyOutlay,
    text: (q) => perMonth(monthlyOutlay(q)),
  },
  {
    id: 'y1',
    label: 'Year 1 monthly cash flow',
    group: 'money',
    better: 'higher',
    definition: `${DEFINITIONS.netMonthlySavings} Bill savings minus any loan, lease or PPA payment: what stays in your pocket each month.`,
    value: fig((x) => x.year1MonthlyCashFlow),
    text: (q) => perMonth(m(q)?.year1MonthlyCashFlow ?? null),
  },
  {
    id: 'payback',
    label: 'Payback',
    group: 'money',
    better: 'lower',
    definition: `${DEFINITIONS.simplePayback} "Immediate" means cash-positive from the first month, with nothing to pay back: it takes no "Best".`,
    value: paybackValue((x) => x.simplePayback),
    whyNot: NOTHING_TO_PAY_BACK,
    text: (q) => (calculated(q) ? (formatPayback(q.row.metrics.simplePayback, 'comparison') ?? DASH) : DASH),
  },

  // Year 1 as the utility bills it (issue 23): only with a tariff on the project (visibleRows).
  {
    id: 'bill-before',
    label: 'Bill without solar',
    group: 'bill',
    definition: DEFINITIONS.billBefore,
    text: (q) => billText(q, (b) => formatDollars(b.before)),
  },
  {
    id: 'bill-after',
    label: 'Bill with this system',
    group: 'bill',
    better: 'lower',
    definition: DEFINITIONS.billAfter,
    value: (q) => billOf(q)?.after ?? null,
    whyNot: NOT_BILLED,
    text: (q) => billText(q, (b) => formatDollars(b.after)),
  },
  {
    id: 'bill-savings-y1',
    label: 'Bill savings',
    group: 'bill',
    better: 'higher',
    definition: DEFINITIONS.billSavings,
    value: (q) => billOf(q)?.savings ?? null,
    whyNot: NOT_BILLED,
    text: (q) => billText(q, (b) => formatDollars(b.savings)),
  },
  {
    id: 'self-consumption',
    label: 'Production used at home',
    group: 'bill',
    definition: DEFINITIONS.selfConsumptionShare,
    text: (q) => billText(q, (b) => `${formatPercent(b.selfConsumptionPercent, 0)} (${formatKwh(b.kwh.production - b.kwh.exported)})`),
  },
  {
    id: 'export-earnings',
    label: 'What exports earn',
    group: 'bill',
    definition: DEFINITIONS.exportEarnings,
    text: (q) => billText(q, (b) => `${formatDollars(b.exportEarnings)} for ${formatKwh(b.kwh.exported)}`),
  },
  {
    id: 'battery-shift',
    label: 'Battery shifts',
    group: 'bill',
    definition: DEFINITIONS.batteryShift,
    text: (q) =>
      billText(q, (b) =>
        b.battery === null ? 'No battery' : `${formatKwh(b.battery.shiftedKwh)}, worth ${formatDollars(b.battery.value)}`,
      ),
  },

  metricRow(
    'cost',
    'System cost',
    'money',
    'lower',
    DEFINITIONS.totalSystemCost,
    'totalSystemCost',
    formatDollars,
    false,
    AGREEMENT_NO_PRICE,
  ),
  metricRow('net', 'Net cost', 'money', 'lower', DEFINITIONS.netInvestment, 'netInvestment', formatDollars, false, AGREEMENT_NO_PRICE),
  metricRow(
    'cpw',
    'Cost per watt',
    'money',
    'lower',
    DEFINITIONS.costPerWatt,
    'costPerWattBeforeIncentives',
    formatPerWatt,
    false,
    AGREEMENT_NO_PRICE,
  ),
  metricRow(
    'cpw-net',
    'Cost per watt after incentives',
    'money',
    'lower',
    DEFINITIONS.costPerWattAfterIncentives,
    'costPerWattAfterIncentives',
    formatPerWatt,
    false,
    AGREEMENT_NO_PRICE,
  ),
  metricRow('roi', 'Return on investment', 'money', 'higher', DEFINITIONS.roi, 'roi', formatPercent, false, NOT_OWNED),

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
    whyNot: LOAN_ONLY,
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
    whyNot: LOAN_ONLY,
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
    whyNot: AGREEMENT_ONLY,
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
    whyNot: AGREEMENT_ONLY,
    value: fig((x) => x.effectiveRatePerKwh),
    text: (q) => {
      const x = m(q);
      if (!x || x.effectiveRatePerKwh === null) return DASH;
      return `${formatPerKwh(x.effectiveRatePerKwh)}/kWh (utility ${formatPerKwh(x.utilityRatePerKwh)})`;
    },
  },
  {
    id: 'interest',
    label: 'Total interest',
    group: 'financing',
    advanced: true,
    better: 'lower',
    definition: DEFINITIONS.totalInterest,
    whyNot: LOAN_ONLY,
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
    // The one dealer-fee rule (finance/markup.ts), as the editor and the red flags read it.
    value: (q) => {
      const fin = q.result?.financing;
      if (fin?.kind !== 'loan') return null;
      if (fin.fee !== null) return fin.fee.amount;
      return fin.dealerFee === null ? null : 0;
    },
    whyNot: (q) => {
      const fin = q.result?.financing;
      if (!fin) return null;
      if (fin.kind !== 'loan') return `${q.name} has no loan.`;
      return fin.fee === null && fin.dealerFee === null ? `${q.name} gives no cash price to measure a fee against.` : null;
    },
    text: (q) => {
      if (!calculated(q) || !isLoan(q.row.metrics)) return DASH;
      const fin = q.result.financing;
      if (fin.kind !== 'loan') return DASH;
      if (fin.fee !== null)
        return `${formatDollars(fin.fee.amount)} (${formatPercent(fin.fee.percent)})${fin.fee.flagged ? '' : ', under 2 %'}`;
      return fin.dealerFee === null ? 'No cash price given' : 'None';
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
    value: fig((x, q) => (smallOutlay(q) ? null : x.irr)),
    whyNot: (q) => {
      if (!calculated(q)) return null;
      if (isAgreement(q.row.metrics)) return NOT_OWNED(q);
      return smallOutlay(q)
        ? `${q.name} needs only ${formatDollars(upfront(q))} at signing: a rate of return on almost nothing paid in is not a return to compare.`
        : null;
    },
    text: (q) => (calculated(q) ? (q.row.metrics.irr === null ? 'None' : `${formatPercent(q.row.metrics.irr)} a year`) : DASH),
  },
  {
    id: 'discounted-payback',
    label: 'Discounted payback',
    group: 'value',
    advanced: true,
    better: 'lower',
    definition: DEFINITIONS.discountedPayback,
    value: paybackValue((x) => x.discountedPayback),
    whyNot: NOTHING_TO_PAY_BACK,
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
    whyNot: NOT_OWNED,
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
  // A fact, like lifetime production (it is that production times the one factor of the home's state), so it
  // is not marked. Only with a grid factor for the state (visibleRows); the assumption lines say why there is none.
  {
    id: 'co2',
    label: 'CO₂ avoided over the lifetime',
    group: 'value',
    advanced: true,
    definition: DEFINITIONS.co2Avoided,
    text: (q) => formatTonnes(m(q)?.co2AvoidedKg),
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
    private: true,
    text: (q) => (q.equipment.panel ? `${q.equipment.panel}${q.equipment.panelWatts ? `, ${q.equipment.panelWatts} W` : ''}` : NOT_STATED),
  },
  {
    id: 'inverter',
    label: 'Inverter',
    group: 'equipment',
    definition: 'Inverter type (microinverters, string, or power optimisers) and make.',
    private: true,
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
  ...WARRANTY_ROWS.map(([id, label, definition, pick, isPrivate]) => warrantyRow(id, label, definition, pick, isPrivate)),

  {
    id: 'rating',
    label: 'Your rating',
    group: 'installer',
    better: 'higher',
    definition: 'The average of the quality, value and trust stars you gave this installer (1–5). Only you see it.',
    private: true,
    whyNot: (q) => (q.trust.averageRating === null ? `You have not rated ${q.name}.` : null),
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
    private: true,
    whyNot: (q) => (q.trust.yearsInBusiness === null ? `${q.name}'s years in business are not noted.` : null),
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

/** Whether a row can give a "Best", and if not, why (one sentence for the homeowner). */
export interface RowStanding {
  readonly best: BestMark | null;
  /** Why the row gives no "Best" although it ranks (a quote without a comparable figure); `null` otherwise. */
  readonly noBest: string | null;
}

/** Values equal to the cent (or to 0.0005 for rates) are the same value; never paying back equals itself. */
const same = (a: number, b: number) => a === b || Math.abs(a - b) < 0.005;

/**
 * The best mark of a row, like with like: given only when every compared quote has a comparable value
 * on it (a PPA's $0 system cost is no price, an IRR on almost no outlay is no return). Otherwise
 * `noBest` names the first quote that cannot be compared and why. No mark either when the row has no
 * direction, there is only one quote, or every quote has the same value.
 */
export function rowStanding(row: CompareRow, quotes: readonly ComparedQuote[]): RowStanding {
  if (!row.better || !row.value || quotes.length < 2) return { best: null, noBest: null };
  const values: Array<{ id: string; v: number }> = [];
  for (const q of quotes) {
    if (!calculated(q) && row.id !== 'rating' && row.id !== 'years-in-business' && row.group !== 'equipment') {
      return { best: null, noBest: `No “Best”: ${q.name}’s figures cannot be calculated yet.` };
    }
    const v = row.value(q);
    if (v === null || Number.isNaN(v)) {
      const why = row.whyNot?.(q) ?? `${q.name} has no figure here.`;
      return { best: null, noBest: `No “Best”: ${why}` };
    }
    values.push({ id: q.id, v });
  }
  const numbers = values.map((x) => x.v);
  const best = row.better === 'lower' ? Math.min(...numbers) : Math.max(...numbers);
  const worst = row.better === 'lower' ? Math.max(...numbers) : Math.min(...numbers);
  if (!Number.isFinite(best) || same(best, worst)) return { best: null, noBest: null };
  return {
    best: {
      ids: new Set(values.filter((x) => same(x.v, best)).map((x) => x.id)),
      why: row.better === 'lower' ? 'Lowest: lower is better here' : 'Highest: higher is better here',
    },
    noBest: null,
  };
}

/** The quotes holding a row's best value (rowStanding's mark); `null` when the row gives none. */
export function bestOf(row: CompareRow, quotes: readonly ComparedQuote[]): BestMark | null {
  return rowStanding(row, quotes).best;
}

/**
 * The rows a view shows: only rows some quote has something for. The public shared view (`privateRows`
 * false) leaves out the rows reading the homeowner's own equipment notes and ratings.
 */
export function visibleRows(quotes: readonly ComparedQuote[], privateRows = true): readonly CompareRow[] {
  return COMPARE_ROWS.filter((row) => {
    if (row.private && !privateRows) return false;
    if (row.id === 'agreement' || row.id === 'effective-rate') return quotes.some((q) => calculated(q) && isAgreement(q.row.metrics));
    if (row.id === 'atlas-score') return quotes.some((q) => q.guide !== undefined);
    if (row.id === 'battery-shift') return quotes.some((q) => billOf(q)?.battery);
    if (row.id === 'co2') return quotes.some((q) => calculated(q) && q.row.metrics.co2AvoidedKg !== null);
    if (row.group === 'bill') return quotes.some((q) => billOf(q) !== null);
    if (['loan', 'after-paydown', 'interest', 'dealer-fee'].includes(row.id))
      return quotes.some((q) => calculated(q) && isLoan(q.row.metrics));
    return true;
  });
}
