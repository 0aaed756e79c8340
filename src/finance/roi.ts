import type { Dec } from './decimal';

/**
 * Return on investment in percent: (benefits − true investment) / investment × 100, where true
 * investment adds loan interest and O&M to the net investment, and investment is what is paid
 * for the system (net investment plus interest). `null` when nothing is invested.
 */
export function returnOnInvestment(benefits: Dec, trueInvestment: Dec, investment: Dec): Dec | null {
  if (!investment.gt(0)) return null;
  return benefits.minus(trueInvestment).div(investment).times(100);
}
