import { D } from './decimal';
import type { DefinedFigure } from './definitions';
import { FEDERAL_CREDIT_EXPIRED } from './messages';
import { dollarsToCents } from './rounding';
import type { ModelRun } from './model';
import type { Warning } from './warnings';

/**
 * The last day of expenditures the residential clean energy credit (§25D) applies to (IRS fact
 * sheet FS-2025-05). An expenditure is made when the installation is completed.
 */
export const RESIDENTIAL_CREDIT_LAST_DAY = '2025-12-31';
/** The credit rate a quote would be counting (30 % for 2022–2025 installations). */
export const RESIDENTIAL_CREDIT_PERCENT = 30;
/** How close an incentive share must be to 30 % to be read as the credit (percentage points). */
export const CREDIT_MATCH_TOLERANCE_POINTS = 0.5;

export interface FederalCreditInput {
  /** Planned or actual completion date, 'YYYY-MM-DD' (or a Date, read in UTC). */
  readonly installDate: string | Date;
  /** Who owns the system: third-party ownership (lease, PPA) is claimed by the owner, not the homeowner. */
  readonly ownership: 'homeowner' | 'lease' | 'ppa';
  /** The federal credit percent the quote says it counts, when it says so. */
  readonly federalCreditPercent?: number;
  /** Otherwise: the quote's incentives and the cost they apply to, to recognise a 30 % credit. */
  readonly incentives?: number;
  readonly eligibleCost?: number;
}

function isoDate(value: string | Date): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? value.trim() : null;
}

/**
 * True when a quote counts the federal credit: it says so (any percent above 0), or its
 * incentives are 30 % of the eligible cost within half a point (R1: $9,948 of $33,161 = 30.0 %).
 */
export function countsFederalCredit(input: Pick<FederalCreditInput, 'federalCreditPercent' | 'incentives' | 'eligibleCost'>): boolean {
  const { federalCreditPercent, incentives, eligibleCost } = input;
  if (federalCreditPercent !== undefined) return Number.isFinite(federalCreditPercent) && federalCreditPercent > 0;
  if (incentives === undefined || eligibleCost === undefined) return false;
  if (!(Number.isFinite(incentives) && Number.isFinite(eligibleCost) && eligibleCost > 0 && incentives > 0)) return false;
  const share = new D(incentives).div(eligibleCost).times(100);
  return share.minus(RESIDENTIAL_CREDIT_PERCENT).abs().lte(CREDIT_MATCH_TOLERANCE_POINTS);
}

/**
 * True when a quote's incentives are the 30 % credit it does not state: all of them against the cash price
 * (or the system's total cost), or the solar incentives against the solar cost and other costs.
 */
export function incentivesAreCredit(input: {
  readonly incentives: number;
  readonly eligibleCost: number;
  readonly solarIncentives: number;
  readonly solarCost: number;
}): boolean {
  return (
    countsFederalCredit({ incentives: input.incentives, eligibleCost: input.eligibleCost }) ||
    countsFederalCredit({ incentives: input.solarIncentives, eligibleCost: input.solarCost })
  );
}

/**
 * A caution for a homeowner-owned system completed after 2025-12-31 whose quote still counts the
 * federal credit; `null` otherwise (including lease/PPA, whose owner's credit follows other rules,
 * and an unreadable date).
 */
export function federalCreditCaution(input: FederalCreditInput): Warning | null {
  if (input.ownership !== 'homeowner') return null;
  const date = isoDate(input.installDate);
  if (date === null || date <= RESIDENTIAL_CREDIT_LAST_DAY) return null;
  return countsFederalCredit(input) ? { severity: 'warning', code: 'FEDERAL_CREDIT_EXPIRED', message: FEDERAL_CREDIT_EXPIRED } : null;
}

/** The federal credit a quote counts, and the caution that travels with every figure using it. */
export interface FederalCreditFigures {
  /** The credit counted: as the quote prints it, or its incentives when they look like a 30 % credit; 0 when none. */
  readonly amount: number;
  readonly source: 'stated' | 'inferred' | null;
  /** The caution (also among the warnings) when the credit no longer applies to this installation; else `null`. */
  readonly caution: Warning | null;
  /** The figures that include the credit: show the caution beside each. */
  readonly affects: readonly DefinedFigure[];
}

const NO_CREDIT: FederalCreditFigures = { amount: 0, source: null, caution: null, affects: [] };

/**
 * The federal credit in a run: stated (`federal_credit_amount`), or inferred when the incentives are
 * 30 % of the eligible cost (the cash price when the quote gives one: R1's $9,948 is 30.0 % of
 * $33,161). Only an owned system counts incentives; a lease or PPA has none to caution about.
 */
export function federalCreditOf(run: ModelRun): FederalCreditFigures {
  const m = run.input;
  if (!run.owned || run.incentivesCents <= 0) return NO_CREDIT;
  const stated = m.federalCreditAmount !== null && m.federalCreditAmount > 0 ? m.federalCreditAmount : null;
  // Without a stated credit, the incentives the quote does not state as another kind may be it (issue 25).
  const other = dollarsToCents(m.nonFederalIncentives);
  const incentives = Math.max(0, run.incentivesCents - other) / 100;
  const solarIncentives = Math.max(0, dollarsToCents(m.solarIncentives) - other) / 100;
  const eligible = m.loan?.cashPrice ?? run.totalSystemCostCents / 100;
  const inferred =
    stated === null &&
    incentives > 0 &&
    incentivesAreCredit({ incentives, eligibleCost: eligible, solarIncentives, solarCost: m.solarCost + m.otherCosts });
  if (stated === null && !inferred) return NO_CREDIT;
  const affects: DefinedFigure[] = [
    'netInvestment',
    'costPerWatt',
    'simplePayback',
    'discountedPayback',
    'netSavings',
    'netPresentValue',
    'irr',
    'roi',
    'lcoe',
    'electricityCostWithSolar',
    'savingsPercentage',
    'lifetimeMonthlyCashFlow',
  ];
  if (run.loan?.paydownMonth !== null && run.loan !== null) affects.push('paymentAfterPaydown', 'totalPaid', 'totalInterest');
  const date = isoDate(m.installDate);
  const caution =
    date !== null && date > RESIDENTIAL_CREDIT_LAST_DAY
      ? ({ severity: 'warning', code: 'FEDERAL_CREDIT_EXPIRED', message: FEDERAL_CREDIT_EXPIRED } as const)
      : null;
  return { amount: stated ?? incentives, source: stated === null ? 'inferred' : 'stated', caution, affects };
}
