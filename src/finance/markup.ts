import { D } from './decimal';
import { centsToDollars, dollarsToCents, roundTo } from './rounding';

/** What financing adds to a system's price when a quote shows both a cash and a financed price. */
export interface FinancingMarkup {
  /** Financed price − cash price: the dealer fee folded into the loan, in dollars. */
  readonly markup: number;
  /** Markup as a percentage of the cash price (R1: 11.0 %). */
  readonly percentOfCashPrice: number;
  /** Markup as a percentage of the financed price, the way lenders quote dealer fees (R1: 9.9 %). */
  readonly percentOfFinancedPrice: number;
}

/**
 * The implied financing markup (dealer fee) of a quote: financed price − cash price, in dollars and
 * as a share of each price. R1: cash $33,161, financed $36,809 → $3,648 = 11.0 % of cash.
 * `null` when either price is not a positive finite number.
 */
export function financingMarkup(cashPrice: number, financedPrice: number): FinancingMarkup | null {
  if (!(Number.isFinite(cashPrice) && Number.isFinite(financedPrice) && cashPrice > 0 && financedPrice > 0)) return null;
  const markupCents = dollarsToCents(financedPrice) - dollarsToCents(cashPrice);
  const markup = new D(markupCents).div(100);
  return {
    markup: centsToDollars(markupCents),
    percentOfCashPrice: roundTo(markup.div(cashPrice).times(100), 10),
    percentOfFinancedPrice: roundTo(markup.div(financedPrice).times(100), 10),
  };
}

/**
 * A dealer fee is worth a warning from this share of the cash price (2 %): below it the difference is
 * rounding or a small origination charge, and a warning would be noise. One threshold for the editor,
 * the side panel, the comparison and the red flags.
 */
export const DEALER_FEE_THRESHOLD_SHARE = 0.02;

/** A loan short of the cost by less than this is the lender rounding the amount financed: no warning. */
export const LOAN_GAP_TOLERANCE_DOLLARS = 50;

/** A loan's dealer fee under the one rule every screen uses. */
export interface DealerFeeFinding {
  /** Dollars the financing adds to the price: financed price above the cash price, plus any loan above the cost. */
  readonly amount: number;
  /** The same as a percentage of the cash price (the quote's cash price, else its system cost). */
  readonly percent: number;
  /** The price the fee is measured against. */
  readonly cashPrice: number;
  /** True when the fee reaches DEALER_FEE_THRESHOLD_SHARE of the cash price: warn and flag it. */
  readonly flagged: boolean;
}

/**
 * The dealer fee of a loan, one rule for every screen: the financed price above the quote's cash price
 * (when the quote gives one) plus any amount financed above the system cost less the down payment
 * (a fee the lender adds on top). `null` when there is neither. Shown as dollars and a percentage of the
 * cash price; flagged from DEALER_FEE_THRESHOLD_SHARE.
 */
export function dealerFeeOf(input: {
  readonly cashPrice: number | null;
  readonly financedPrice: number;
  readonly feeAboveCost: number;
}): DealerFeeFinding | null {
  const markup = input.cashPrice === null ? null : financingMarkup(input.cashPrice, input.financedPrice);
  const markupCents = markup === null ? 0 : Math.max(0, dollarsToCents(markup.markup));
  const feeCents = Math.max(0, dollarsToCents(input.feeAboveCost));
  const amountCents = markupCents + feeCents;
  if (amountCents <= 0) return null;
  const cashPrice = markup !== null && input.cashPrice !== null ? input.cashPrice : input.financedPrice;
  if (!(cashPrice > 0)) return null;
  const percent = roundTo(new D(amountCents).div(100).div(cashPrice).times(100), 10);
  return {
    amount: centsToDollars(amountCents),
    percent,
    cashPrice,
    flagged: amountCents >= Math.round(DEALER_FEE_THRESHOLD_SHARE * cashPrice * 100),
  };
}
