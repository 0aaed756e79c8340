import { balanceAfterPayments, levelPayment } from './amortize';
import { D, ZERO, type Dec } from './decimal';
import { roundTo } from './rounding';

/**
 * How the loan sets its payment before the paydown:
 * - 'full': fully amortising on the whole principal (R1's loan); skipping the paydown changes nothing
 *   but the total paid;
 * - 'assumes-paydown': sized as if the paydown were already made (common on tax-credit loans); if
 *   it is not made by the paydown month, the balance is re-amortised and the payment rises.
 */
export type InitialPaymentBasis = 'full' | 'assumes-paydown';

export interface PaydownInput {
  readonly principal: number;
  readonly annualRatePercent: number;
  readonly termMonths: number;
  /** The lump sum (typically the tax credit) applied to the loan. */
  readonly paydown: number;
  /** Regular payments made before the paydown (R1: 15). */
  readonly paydownAfterPayments: number;
  readonly initialPaymentBasis?: InitialPaymentBasis;
}

/** What a loan with a lump-sum paydown costs, with and without the paydown; dollars to the cent. */
export interface PaydownPlan {
  readonly initialPayment: number;
  readonly balanceBeforePaydown: number;
  readonly balanceAfterPaydown: number;
  /** The payment re-amortised over the remaining months after the paydown. */
  readonly paymentAfterPaydown: number;
  /** All payments plus the paydown. */
  readonly totalPaid: number;
  readonly totalInterest: number;
  /** If the paydown is never made. */
  readonly withoutPaydown: {
    readonly paymentAfterPaydownMonth: number;
    readonly totalPaid: number;
    readonly totalInterest: number;
  };
}

const cents = (value: Dec): number => roundTo(value, 2);

/**
 * Re-amortises a loan after a lump-sum paydown, in exact arithmetic rounded once at the end (the
 * convention of lender disclosures and quote pages). R1: $36,809 at 6.99 % over 300 months →
 * $259.92; after 15 payments the balance is $36,097.78; paying down $9,948 and re-amortising over
 * 285 months → $188.29; $67,510.24 paid in all. `null` for inputs that do not describe a loan.
 */
export function paydownPlan(input: PaydownInput): PaydownPlan | null {
  const { principal, annualRatePercent, termMonths, paydown, paydownAfterPayments } = input;
  const valid =
    [principal, annualRatePercent, termMonths, paydown, paydownAfterPayments].every(Number.isFinite) &&
    principal > 0 &&
    annualRatePercent >= 0 &&
    annualRatePercent <= 100 &&
    Number.isInteger(termMonths) &&
    termMonths >= 1 &&
    termMonths <= 600 &&
    Number.isInteger(paydownAfterPayments) &&
    paydownAfterPayments >= 0 &&
    paydownAfterPayments < termMonths &&
    paydown >= 0;
  if (!valid) return null;
  const P = new D(principal);
  const rate = new D(annualRatePercent);
  const lump = new D(paydown);
  const k = paydownAfterPayments;
  const remaining = termMonths - k;
  const basis = input.initialPaymentBasis ?? 'full';
  const initial = levelPayment(basis === 'full' ? P : D.max(ZERO, P.minus(lump)), rate, termMonths);
  const before = balanceAfterPayments(P, rate, initial, k);
  // A paydown larger than the balance settles the loan; the excess is not paid.
  const applied = D.min(lump, D.max(ZERO, before));
  const after = before.minus(applied);
  const paymentAfter = after.gt(0) ? levelPayment(after, rate, remaining) : ZERO;
  const totalPaid = initial.times(k).plus(applied).plus(paymentAfter.times(remaining));
  const withoutPayment = basis === 'full' ? initial : levelPayment(before, rate, remaining);
  const withoutTotal = initial.times(k).plus(withoutPayment.times(remaining));
  return {
    initialPayment: cents(initial),
    balanceBeforePaydown: cents(before),
    balanceAfterPaydown: cents(after),
    paymentAfterPaydown: cents(paymentAfter),
    totalPaid: cents(totalPaid),
    totalInterest: cents(totalPaid.minus(P)),
    withoutPaydown: {
      paymentAfterPaydownMonth: cents(withoutPayment),
      totalPaid: cents(withoutTotal),
      totalInterest: cents(withoutTotal.minus(P)),
    },
  };
}
