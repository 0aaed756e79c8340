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
