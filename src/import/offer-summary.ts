import { levelPayment } from '../finance/amortize';
import { D } from '../finance/decimal';
import type { ImportOption } from './types';

/**
 * What the review shows of an offer before its values (issue 25, "one offer at a time"): its headline
 * (price, payment, term) for the picker, and, when the document states a loan's payment, Atlas's own
 * level payment for the same amount, rate and term beside it. The check uses the engine's amortisation
 * (src/finance), so the figure is the one the quote's analysis will use.
 */

/** A difference larger than this (dollars a month) between the stated and computed payment is flagged. */
export const PAYMENT_TOLERANCE = 1;

export interface OfferHeadline {
  readonly price: number | null;
  readonly payment: number | null;
  readonly termYears: number | null;
}

export interface PaymentCheck {
  readonly stated: number;
  readonly computed: number;
  /** The amount the computed payment repays: the stated loan amount, or the price less the down payment. */
  readonly principal: number;
  readonly rate: number;
  readonly termYears: number;
  /** True when the two differ by more than `PAYMENT_TOLERANCE`. */
  readonly differs: boolean;
}

function numberOf(option: ImportOption, field: string): number | null {
  const p = option.proposals.find((q) => q.field === field);
  const n = p ? Number(p.value) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** The offer's headline figures, as the document states them (null where it does not). */
export function offerHeadline(option: ImportOption): OfferHeadline {
  return {
    price: numberOf(option, 'solar_system_cost') ?? numberOf(option, 'cash_price') ?? numberOf(option, 'loan_amount'),
    payment: numberOf(option, 'quoted_monthly_payment') ?? numberOf(option, 'lease_monthly_payment'),
    termYears: numberOf(option, 'loan_term_years') ?? numberOf(option, 'agreement_term_years'),
  };
}

/** "$35,490 · $228.68/mo · 25 yr": the picker's text for an offer, after its name. */
export function headlineText(option: ImportOption): string {
  const { price, payment, termYears } = offerHeadline(option);
  const money = (n: number, cents: boolean) =>
    n.toLocaleString('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: cents ? 2 : 0,
      minimumFractionDigits: cents ? 2 : 0,
    });
  return [
    price === null ? '' : money(price, false),
    payment === null ? '' : `${money(payment, true)}/mo`,
    termYears === null ? '' : `${termYears} yr`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The stated loan payment against Atlas's level payment for the same principal, rate and term; null when
 * the document does not state all of them (nothing is guessed to make the check).
 */
export function checkLoanPayment(option: ImportOption): PaymentCheck | null {
  const stated = numberOf(option, 'quoted_monthly_payment');
  const rate = numberOf(option, 'interest_rate_percent');
  const termYears = numberOf(option, 'loan_term_years');
  const amount = numberOf(option, 'loan_amount');
  const price = numberOf(option, 'solar_system_cost');
  const principal = amount ?? (price === null ? null : price - (numberOf(option, 'down_payment') ?? 0));
  if (stated === null || rate === null || termYears === null || principal === null || principal <= 0 || termYears <= 0) return null;
  const computed = Math.round(levelPayment(D(principal), D(rate), Math.round(termYears * 12)).toNumber() * 100) / 100;
  return { stated, computed, principal, rate, termYears, differs: Math.abs(computed - stated) > PAYMENT_TOLERANCE };
}
