import { D, ONE, type Dec } from './decimal';
import { decimalDollarsToCents, mulDivRound } from './rounding';

/** The monthly rate of an annual percentage rate: 6.99 → 0.005825. */
export function monthlyRate(annualRatePercent: Dec): Dec {
  return annualRatePercent.div(1200);
}

/**
 * The exact level monthly payment that repays `principal` over `months` at `annualRatePercent`:
 * P·r / (1 − (1 + r)^−n), or P / n at zero interest. Unrounded; round at the boundary.
 */
export function levelPayment(principal: Dec, annualRatePercent: Dec, months: number): Dec {
  const r = monthlyRate(annualRatePercent);
  if (r.isZero()) return principal.div(months);
  return principal.times(r).div(ONE.minus(ONE.plus(r).pow(-months)));
}

/**
 * The exact balance left after `paid` level payments of `payment` (closed form, unrounded):
 * P·(1 + r)^k − pmt·((1 + r)^k − 1) / r. This is the figure a lender's disclosure prints.
 */
export function balanceAfterPayments(principal: Dec, annualRatePercent: Dec, payment: Dec, paid: number): Dec {
  const r = monthlyRate(annualRatePercent);
  if (r.isZero()) return principal.minus(payment.times(paid));
  const growth = ONE.plus(r).pow(paid);
  return principal.times(growth).minus(payment.times(growth.minus(ONE)).div(r));
}

/** A loan's month columns in integer cents; index 0 is the first payment. */
export interface LoanColumns {
  readonly payment: readonly number[];
  readonly interest: readonly number[];
  /** Payment minus interest. */
  readonly principal: readonly number[];
  /** Balance after each payment. */
  readonly balance: readonly number[];
}

/** A month-by-month loan statement in integer cents; index 0 is the first payment. */
export interface AmortizationSchedule extends LoanColumns {
  /** The regular payment: the exact level payment rounded to the cent. */
  readonly paymentCents: number;
  readonly totalInterestCents: number;
}

/** Interest of one month in cents for a balance in cents: exact, ties half away from zero. */
function interestCalculator(annualRatePercent: number): (balanceCents: number) => number {
  // APR in millionths of a percent makes the hot loop integer arithmetic; rates with more
  // decimals than that (never typed by a person) take the decimal path.
  const scaled = new D(annualRatePercent).times(1_000_000);
  if (scaled.isInteger() && Number.isSafeInteger(scaled.toNumber())) {
    const numerator = scaled.toNumber();
    // Bound once: a module binding read on every month costs a lookup under some module runners.
    const mulDiv = mulDivRound;
    return (balanceCents) => mulDiv(balanceCents, numerator, 1_200_000_000);
  }
  const r = monthlyRate(new D(annualRatePercent));
  return (balanceCents) => new D(balanceCents).times(r).toDecimalPlaces(0, D.ROUND_HALF_UP).toNumber();
}

/**
 * The statement schedule of a fixed-rate loan, as a lender bills it: a level payment rounded to
 * the cent, each month's interest rounded to the cent on the running balance, and the last
 * payment trued up so the balance ends at exactly zero. The principal column therefore adds up
 * to the loan to the cent. (A lender's disclosure instead rounds the closed form once; the two
 * differ by cents, e.g. R1's balance after 15 payments: $36,097.78 disclosed, $36,097.83 billed.)
 */
export function amortizationSchedule(principalCents: number, annualRatePercent: number, months: number): AmortizationSchedule {
  const paymentCents = decimalDollarsToCents(levelPayment(new D(principalCents).div(100), new D(annualRatePercent), months));
  const interestOf = interestCalculator(annualRatePercent);
  const payment: number[] = [];
  const interest: number[] = [];
  const principal: number[] = [];
  const balance: number[] = [];
  let owed = principalCents;
  let totalInterestCents = 0;
  for (let month = 1; month <= months; month += 1) {
    const monthInterest = owed === 0 ? 0 : interestOf(owed);
    const due = owed + monthInterest;
    // The last payment, or an earlier one that would overpay, settles exactly what is owed.
    const paid = month === months || due <= paymentCents ? due : paymentCents;
    owed = due - paid;
    totalInterestCents += monthInterest;
    payment.push(paid);
    interest.push(monthInterest);
    principal.push(paid - monthInterest);
    balance.push(owed);
  }
  return { paymentCents, payment, interest, principal, balance, totalInterestCents };
}
