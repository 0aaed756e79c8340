import { savingsClaimAbove, SAVINGS_CLAIM_QUESTION, type BillResult } from '../finance/billed-quote';
import { formatCents } from '../finance/format';
import type { RedFlag } from './red-flags';

/**
 * The red flag of a quote whose own year-1 savings claim is more than 15 % above what Atlas finds by billing
 * the home hour by hour under its tariff (the engine's one rule, `savingsClaimAbove`), with the question to
 * send the installer. Its own small module: the quote form's side panel shows it without the comparison.
 */
export function savingsClaimFlag(proposal: object, bill: BillResult | null | undefined): RedFlag | null {
  if (bill === null || bill === undefined) return null;
  const claim = savingsClaimAbove(proposal, bill.savings);
  if (claim === null) return null;
  return {
    code: 'SAVINGS_CLAIM_HIGH',
    title: 'Savings claim above your bill',
    detail: `The quote claims ${formatCents(claim.claimed)} of bill savings in year 1, ${claim.overPercent}% above the ${formatCents(claim.atlas)} Atlas finds by billing your use hour by hour under ${bill.tariffName}.`,
    question: `Your quote claims ${formatCents(claim.claimed)} of bill savings in year 1, but billing my use hour by hour under ${bill.tariffName} gives ${formatCents(claim.atlas)}. ${SAVINGS_CLAIM_QUESTION}`,
    rowId: 'bill-savings-y1',
  };
}
