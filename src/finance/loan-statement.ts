import { balanceAfterPayments, levelPayment, monthlyRate, type LoanColumns } from './amortize';
import { D, ZERO, type Dec } from './decimal';
import { decimalDollarsToCents } from './rounding';

/** A fixed-rate loan, optionally paid down by a lump sum (usually the incentives) after some payments. */
export interface LoanStatementInput {
  readonly principalCents: number;
  readonly annualRatePercent: number;
  /** The term, in whole months (≥ 1). */
  readonly months: number;
  /** The lump sum paid onto the loan, in cents; 0 for none. */
  readonly paydownCents: number;
  /** Regular payments made before the lump sum (0 = before the first payment); below `months`. */
  readonly paydownAfter: number;
}

/** The loan month by month (index 0 is the first payment), integer cents. */
export interface LoanStatement extends LoanColumns {
  /** The level payment sized on the whole loan, rounded to the cent. */
  readonly paymentCents: number;
  /** The payment re-amortised over the remaining months after the paydown; `null` without one. */
  readonly paymentAfterPaydownCents: number | null;
  /** The lump sum applied (never more than what is owed then); 0 without one. */
  readonly paydownAppliedCents: number;
  /** The balance just before the paydown as lender disclosures print it; `null` without one. */
  readonly balanceBeforePaydownCents: number | null;
  /** Balance after each month's payment (and the paydown, in its month). */
  readonly balance: readonly number[];
  /** The paydown column: the lump sum in the month it is paid (month `paydownAfter`; a paydown before any payment is not a row). */
  readonly paydown: readonly number[];
  readonly totalPaymentsCents: number;
  readonly totalInterestCents: number;
}

const EMPTY: LoanStatement = {
  paymentCents: 0,
  paymentAfterPaydownCents: null,
  paydownAppliedCents: 0,
  balanceBeforePaydownCents: null,
  payment: [],
  interest: [],
  principal: [],
  balance: [],
  paydown: [],
  totalPaymentsCents: 0,
  totalInterestCents: 0,
};

const roundHalfAway = (x: number): number => (x < 0 ? -Math.floor(-x + 0.5) : Math.floor(x + 0.5));

/**
 * One level-payment phase: `months` payments of `level` on `start` (dollars, exact). Returns the exact
 * interest of its first `k` payments (k = 1..months), in cents, as a float series and the decimal
 * fallback for a value too close to a half cent to round from a float.
 */
interface Phase {
  readonly start: Dec;
  readonly level: Dec;
  readonly months: number;
}

function cumulativeInterestExact(phase: Phase, rate: Dec, k: number): Dec {
  // Interest = payments − principal repaid: k·A − (start − balance after k payments).
  return phase.level.times(k).minus(phase.start.minus(balanceAfterPayments(phase.start, rate, phase.level, k)));
}

/**
 * A loan's statement, with the lender-disclosure totals (R1 to the cent): the exact amortisation,
 * rounded once. Each regular payment is the level payment rounded to the cent; the final payment
 * settles the rest, so the payments add up to the exact total (R1: $259.92 × 15, $9,948 paid down,
 * $188.29 × 284, then $189.08: $67,510.24 in all). The paydown re-amortises the balance the exact
 * schedule has then ($36,097.78 in R1), as lenders' disclosures do. Each month's interest is the
 * exact amortisation's interest, rounded so that the months add up to the exact total; principal
 * is payment minus interest, so the balance column is what the rounded payments leave.
 */
export function loanStatement(input: LoanStatementInput): LoanStatement {
  const { principalCents, annualRatePercent, months } = input;
  if (!(months >= 1 && principalCents > 0)) return EMPTY;
  const rate = new D(annualRatePercent);
  const r = monthlyRate(rate);
  const P = new D(principalCents).div(100);
  const A1 = levelPayment(P, rate, months);
  const hasPaydown = input.paydownCents > 0 && input.paydownAfter >= 0 && input.paydownAfter < months;
  const k = hasPaydown ? input.paydownAfter : months;
  const phases: Phase[] = [{ start: P, level: A1, months: k }];
  let applied = ZERO;
  let settles = false;
  let before: Dec | null = null;
  let A2: Dec | null = null;
  if (hasPaydown) {
    before = balanceAfterPayments(P, rate, A1, k);
    applied = D.min(new D(input.paydownCents).div(100), D.max(ZERO, before));
    const after = before.minus(applied);
    settles = !after.gt(0);
    A2 = after.gt(0) ? levelPayment(after, rate, months - k) : ZERO;
    phases.push({ start: after, level: A2, months: after.gt(0) ? months - k : 0 });
  }
  let exactTotal = ZERO;
  for (const phase of phases) exactTotal = exactTotal.plus(phase.level.times(phase.months));
  const targetCents = decimalDollarsToCents(exactTotal);
  const appliedCents = decimalDollarsToCents(applied);

  const payment: number[] = new Array<number>(months).fill(0);
  const interest: number[] = new Array<number>(months).fill(0);
  const principal: number[] = new Array<number>(months).fill(0);
  const balance: number[] = new Array<number>(months).fill(0);
  const paydown: number[] = new Array<number>(months).fill(0);
  const rf = annualRatePercent / 1200;
  const growth = 1 + rf;
  const zeroRate = r.isZero();
  let owed = principalCents;
  let paid = 0;
  let month = 0;
  // The cumulative exact interest of the phases before, and its rounding so far.
  let interestBefore = ZERO;
  let roundedBefore = 0;
  if (hasPaydown && k === 0) owed -= Math.min(appliedCents, owed);
  phases: for (const [index, phase] of phases.entries()) {
    const levelCents = decimalDollarsToCents(phase.level);
    const levelFloat = phase.level.times(100).toNumber();
    const baseFloat = interestBefore.times(100).toNumber();
    // The principal part of level payments grows geometrically: p_j = (A − S·r)(1 + r)^(j − 1).
    // Multiplied out in floats it carries no cancellation, so the interest A − p_j is exact to far
    // below a cent; a cumulative value within reach of a half cent is recomputed in decimals.
    let part = phase.level.minus(phase.start.times(r)).times(100).toNumber();
    let cumulative = 0;
    for (let j = 1; j <= phase.months; j += 1, month += 1) {
      if (!zeroRate) cumulative += levelFloat - part;
      part *= growth;
      const total = baseFloat + cumulative;
      const width = 1e-6 + Math.abs(total) * 1e-13 * (month + 1);
      const rounded =
        !zeroRate && Math.abs((Math.abs(total) % 1) - 0.5) < width
          ? decimalDollarsToCents(interestBefore.plus(cumulativeInterestExact(phase, rate, j)))
          : roundHalfAway(total);
      let monthInterest = rounded - roundedBefore;
      roundedBefore = rounded;
      let monthPayment = levelCents;
      if (month === months - 1) {
        // The final payment settles the rest: the exact total less what was paid. Its interest is
        // then the exact final interest give or take a cent, never below zero.
        monthInterest = Math.max(0, targetCents - paid - owed);
        monthPayment = owed + monthInterest;
      } else if (monthPayment - monthInterest >= owed) {
        // Rounding has repaid the loan a month early: this payment settles it.
        monthPayment = owed + monthInterest;
      }
      const monthPrincipal = monthPayment - monthInterest;
      owed -= monthPrincipal;
      paid += monthPayment;
      payment[month] = monthPayment;
      interest[month] = monthInterest;
      principal[month] = monthPrincipal;
      if (hasPaydown && index === 0 && j === k) {
        // A lump sum that settles the loan pays what is owed by then, rounding included.
        const lump = settles ? owed : Math.min(appliedCents, owed);
        paydown[month] = lump;
        owed -= lump;
      }
      balance[month] = owed;
      // Repaid (early by rounding, or by the paydown): the remaining months stay zero.
      if (owed === 0) break phases;
    }
    // The exact interest of the whole phase, for the next one's running total: payments less the
    // principal they repaid (the balance before the paydown is already known exactly).
    if (index === 0 && before !== null) interestBefore = A1.times(k).minus(P.minus(before));
  }
  let totalInterestCents = 0;
  for (const value of interest) totalInterestCents += value;
  return {
    paymentCents: decimalDollarsToCents(A1),
    paymentAfterPaydownCents: A2 === null ? null : decimalDollarsToCents(A2),
    paydownAppliedCents: hasPaydown ? (k === 0 ? Math.min(appliedCents, principalCents) : (paydown[k - 1] ?? 0)) : 0,
    balanceBeforePaydownCents: before === null ? null : decimalDollarsToCents(before),
    payment,
    interest,
    principal,
    balance,
    paydown,
    totalPaymentsCents: paid,
    totalInterestCents,
  };
}
