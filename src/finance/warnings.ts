import { PLAUSIBLE } from './bounds';
import { D } from './decimal';
import { federalCreditOf } from './federal-credit';
import { formatCents, formatDollars, formatPercent, formatPerKwh } from './format';
import { dealerFeeOf, LOAN_GAP_TOLERANCE_DOLLARS } from './markup';
import { dollarsToCents } from './rounding';
import {
  NEGATIVE_ROI,
  dealerFee,
  downPaymentCapped,
  exportCapped,
  federalCreditAboveIncentives,
  incentivePartsAboveTotal,
  incentiveAfterAnalysis,
  incentivesNotCounted,
  interestHigh,
  lcoeHigh,
  loanAmountAboveCost,
  loanAmountShort,
  loanOutlivesSystem,
  paybackExceedsLifetime,
  paydownAboveIncentives,
  paydownAfterLoan,
  paymentsExceedSavings,
  productionHigh,
  quotedDiffers,
} from './messages';
import type { ModelRun } from './model';
import { formatLimit } from './validation';

export type WarningCode =
  | 'INVALID_NUMBER'
  | 'REQUIRED'
  | 'BELOW_MIN'
  | 'ABOVE_MAX'
  | 'INVALID_OPTION'
  | 'MISSING_REQUIRED_INPUT'
  | 'INCENTIVES_EXCEED_COST'
  | 'NEGATIVE_ROI'
  | 'PAYBACK_EXCEEDS_LIFETIME'
  | 'LCOE_HIGH'
  | 'INTEREST_HIGH'
  | 'PRODUCTION_HIGH'
  | 'EXPORT_CAPPED'
  | 'DOWN_PAYMENT_CAPPED'
  | 'LOAN_OUTLIVES_SYSTEM'
  | 'PRODUCTION_ABOVE_STATE_BAND'
  | 'PRODUCTION_BELOW_STATE_BAND'
  | 'FEDERAL_CREDIT_EXPIRED'
  | 'FEDERAL_CREDIT_ABOVE_INCENTIVES'
  | 'INCENTIVE_PARTS_ABOVE_TOTAL'
  | 'PAYDOWN_ABOVE_INCENTIVES'
  | 'INCENTIVES_NOT_COUNTED'
  | 'LOAN_AMOUNT_SHORT'
  | 'LOAN_AMOUNT_ABOVE_COST'
  | 'PAYDOWN_AFTER_LOAN'
  | 'INCENTIVE_AFTER_ANALYSIS'
  | 'QUOTED_PAYMENT_DIFFERS'
  | 'DEALER_FEE'
  | 'PAYMENTS_EXCEED_SAVINGS'
  | 'TARIFF_INVALID'
  | 'TARIFF_NOTE'
  | 'SAVINGS_CLAIM_HIGH'
  | 'NO_GRID_FACTOR'
  | 'ENGINE_FAILURE';

/** A warning or error shown with a result (errors in red); `field` names the input when there is one. */
export interface Warning {
  readonly severity: 'error' | 'warning';
  readonly code: WarningCode;
  readonly message: string;
  readonly field?: string;
}

/** What every engine entry point returns: a result or `null`, the warnings, and the error when `null`. */
export interface Outcome<Result> {
  readonly result: Result | null;
  readonly warnings: readonly Warning[];
  readonly error?: string;
}

/** Production above this many kWh per kW in year 1 is flagged (spec §5): the forms' soft bound too (bounds.ts). */
export const PRODUCTION_HIGH_KWH_PER_KW = PLAUSIBLE.productionPerKw.high;
/** Interest above this share of the principal is flagged (spec §5). */
export const INTEREST_HIGH_SHARE = 0.8;
/** LCOE above this multiple of the current electricity rate is flagged (spec §5). */
export const LCOE_HIGH_MULTIPLE = 2;

/** A quoted figure is "the same" as the computed one within a dollar or 1 % (a quote rounds to whole dollars). */
function differs(quoted: number | null, computed: number, tolerance: number): quoted is number {
  return quoted !== null && Math.abs(quoted - computed) > Math.max(tolerance, Math.abs(computed) * 0.01);
}

/** The spec's calculation warnings (§5) and the engine's own notes for a completed run, in a fixed order. */
export function resultWarnings(run: ModelRun): Warning[] {
  const m = run.input;
  const warnings: Warning[] = [];
  if (run.roi !== null && run.roi.lt(0)) {
    warnings.push({ severity: 'error', code: 'NEGATIVE_ROI', message: NEGATIVE_ROI });
  }
  if (!run.owned && run.netSavingsCents < 0) {
    warnings.push({
      severity: 'error',
      code: 'PAYMENTS_EXCEED_SAVINGS',
      message: paymentsExceedSavings(m.paymentMethod === 'ppa' ? 'PPA' : 'Lease'),
    });
  }
  if (run.paybackYears === null || run.paybackYears > run.analysisYears) {
    warnings.push({ severity: 'warning', code: 'PAYBACK_EXCEEDS_LIFETIME', message: paybackExceedsLifetime(run.analysisYears) });
  }
  if (run.lcoe !== null && m.electricityRate > 0 && run.lcoe.gt(new D(m.electricityRate).times(LCOE_HIGH_MULTIPLE))) {
    warnings.push({
      severity: 'warning',
      code: 'LCOE_HIGH',
      message: lcoeHigh(`${formatPerKwh(run.lcoe.toNumber())}/kWh`, `${formatPerKwh(m.electricityRate)}/kWh`),
    });
  }
  if (run.principalCents > 0 && run.totalInterestCents > run.principalCents * INTEREST_HIGH_SHARE) {
    const share = new D(run.totalInterestCents).div(run.principalCents).times(100).toDecimalPlaces(0, D.ROUND_HALF_UP);
    warnings.push({ severity: 'warning', code: 'INTEREST_HIGH', message: interestHigh(share.toString()) });
  }
  const kwhPerKw = new D(m.year1ProductionKwh).div(m.systemSizeKw);
  if (kwhPerKw.gt(PRODUCTION_HIGH_KWH_PER_KW)) {
    warnings.push({
      severity: 'warning',
      code: 'PRODUCTION_HIGH',
      message: productionHigh(formatLimit(kwhPerKw.toDecimalPlaces(0, D.ROUND_HALF_UP).toNumber())),
    });
  }
  if (run.exportCapped) warnings.push({ severity: 'warning', code: 'EXPORT_CAPPED', message: exportCapped });
  if (run.downPaymentCapped) warnings.push({ severity: 'warning', code: 'DOWN_PAYMENT_CAPPED', message: downPaymentCapped });
  if (run.loanMonths > m.lifetimeYears * 12) {
    warnings.push({
      severity: 'warning',
      code: 'LOAN_OUTLIVES_SYSTEM',
      message: loanOutlivesSystem(formatLimit(run.loanMonths / 12), m.lifetimeYears),
    });
  }
  warnings.push(...loanWarnings(run), ...incentiveWarnings(run));
  return warnings;
}

function loanWarnings(run: ModelRun): Warning[] {
  const loan = run.loan;
  const terms = run.input.loan;
  if (loan === null || terms === null) return [];
  const warnings: Warning[] = [];
  // A gap of a few dollars is the lender rounding the amount financed: no warning (LOAN_GAP_TOLERANCE_DOLLARS).
  if (loan.gapCents >= LOAN_GAP_TOLERANCE_DOLLARS * 100)
    warnings.push({ severity: 'warning', code: 'LOAN_AMOUNT_SHORT', message: loanAmountShort(formatCents(loan.gapCents / 100)) });
  if (loan.paydownAfterLoan) warnings.push({ severity: 'warning', code: 'PAYDOWN_AFTER_LOAN', message: paydownAfterLoan });
  if (loan.paydownCapped && terms.paydownAmount !== null) {
    warnings.push({
      severity: 'warning',
      code: 'PAYDOWN_ABOVE_INCENTIVES',
      message: paydownAboveIncentives(formatDollars(terms.paydownAmount), formatDollars(run.incentivesCents / 100)),
      field: 'incentive_paydown_amount',
    });
  }
  // One dealer-fee rule (markup.ts): the financed price above the cash price plus a loan above the cost,
  // one warning, from 2 % of the cash price.
  const fee = dealerFeeOf({
    cashPrice: terms.cashPrice,
    financedPrice: run.totalSystemCostCents / 100,
    feeAboveCost: loan.feeCents / 100,
  });
  if (fee !== null && fee.flagged) {
    warnings.push({
      severity: 'warning',
      code: loan.feeCents > 0 && terms.cashPrice === null ? 'LOAN_AMOUNT_ABOVE_COST' : 'DEALER_FEE',
      message:
        terms.cashPrice === null
          ? loanAmountAboveCost(formatDollars(fee.amount), formatPercent(fee.percent))
          : dealerFee(formatDollars(fee.amount), formatPercent(fee.percent), formatDollars(fee.cashPrice)),
    });
  }
  const statement = loan.statement;
  const checks: [string, number | null, number | null, number][] = [
    ['a monthly payment', terms.quotedMonthlyPayment, statement.paymentCents / 100, 1],
    [
      'a payment after the paydown',
      terms.quotedPaymentAfterPaydown,
      statement.paymentAfterPaydownCents === null ? null : statement.paymentAfterPaydownCents / 100,
      1,
    ],
    ['a total paid', terms.quotedTotalPaid, loan.totalPaidCents / 100, 10],
  ];
  for (const [what, quoted, computed, tolerance] of checks) {
    if (computed !== null && differs(quoted, computed, tolerance)) {
      warnings.push({
        severity: 'warning',
        code: 'QUOTED_PAYMENT_DIFFERS',
        message: quotedDiffers(what, formatCents(quoted), formatCents(computed)),
      });
    }
  }
  return warnings;
}

function incentiveWarnings(run: ModelRun): Warning[] {
  const m = run.input;
  const warnings: Warning[] = [];
  if (!run.owned && (run.incentivesEnteredCents > 0 || m.yearlyBenefits > 0)) {
    warnings.push({
      severity: 'warning',
      code: 'INCENTIVES_NOT_COUNTED',
      message: incentivesNotCounted(m.paymentMethod === 'ppa' ? 'PPA' : 'lease'),
    });
  }
  if (run.incentiveMonthCapped) {
    warnings.push({ severity: 'warning', code: 'INCENTIVE_AFTER_ANALYSIS', message: incentiveAfterAnalysis(run.incentiveMonth) });
  }
  const federalCents = m.federalCreditAmount === null ? 0 : dollarsToCents(m.federalCreditAmount);
  const partsCents = federalCents + dollarsToCents(m.nonFederalIncentives);
  if (run.owned && m.federalCreditAmount !== null && federalCents > run.incentivesCents) {
    warnings.push({ severity: 'warning', code: 'FEDERAL_CREDIT_ABOVE_INCENTIVES', message: federalCreditAboveIncentives });
  } else if (run.owned && partsCents > run.incentivesCents) {
    // The parts of the incentives (issue 25) are parts of the total entered, never more.
    warnings.push({
      severity: 'warning',
      code: 'INCENTIVE_PARTS_ABOVE_TOTAL',
      message: incentivePartsAboveTotal(formatDollars(partsCents / 100), formatDollars(run.incentivesCents / 100)),
    });
  }
  const credit = federalCreditOf(run);
  if (credit.caution !== null) warnings.push(credit.caution);
  return warnings;
}

/** True when any value inside (objects, arrays) is a non-finite number. The last line of defence. */
export function hasNonFinite(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) if (hasNonFinite(value[i])) return true;
    return false;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) if (Object.hasOwn(record, key) && hasNonFinite(record[key])) return true;
  return false;
}
