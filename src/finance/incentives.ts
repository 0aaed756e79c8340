import { INCENTIVES_EXCEED_COST } from './messages';
import type { ModelInput } from './model-input';
import { isOwned } from './payment-method';
import { dollarsToCents } from './rounding';
import type { Warning } from './warnings';

/**
 * The incentive check that makes a result invalid (spec §5), shared by the calculator and the quote
 * engine. Only an owned system counts incentives: on a lease or PPA they are not counted at all
 * (a warning says so), so they cannot exceed anything.
 */
export function incentivesIssue(model: ModelInput): Warning | null {
  if (!isOwned(model.paymentMethod)) return null;
  const battery = model.batteryIncluded ? model.batteryCost : 0;
  const incentives = dollarsToCents(model.solarIncentives) + (model.batteryIncluded ? dollarsToCents(model.batteryIncentives) : 0);
  const cost = dollarsToCents(model.solarCost) + dollarsToCents(model.otherCosts) + dollarsToCents(battery);
  return incentives > cost ? { severity: 'error', code: 'INCENTIVES_EXCEED_COST', message: INCENTIVES_EXCEED_COST } : null;
}
