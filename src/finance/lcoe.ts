import { D, ZERO, type Dec } from './decimal';

/**
 * Levelised cost of the solar kWh (dollars per kWh): max(0, investment − yearly benefits over
 * their duration) / lifetime production. Investment is what is paid for the system itself
 * (net investment plus loan interest); `null` without production.
 */
export function levelisedCost(investment: Dec, yearlyBenefitsTotal: Dec, lifetimeProductionKwh: Dec): Dec | null {
  if (!lifetimeProductionKwh.gt(0)) return null;
  return D.max(ZERO, investment.minus(yearlyBenefitsTotal)).div(lifetimeProductionKwh);
}
