import { D, type Dec } from './decimal';

/** Cost arithmetic of a system; inputs and outputs in dollars. */

/** Total cost = solar + other + battery (when included); installation is not a separate cost. */
export function totalSystemCost(solar: Dec, other: Dec, battery: Dec, batteryIncluded: boolean): Dec {
  return solar.plus(other).plus(batteryIncluded ? battery : 0);
}

/** Incentives counted against the cost: solar incentives, plus battery incentives when a battery is included. */
export function totalIncentives(solarIncentives: Dec, batteryIncentives: Dec, batteryIncluded: boolean): Dec {
  return solarIncentives.plus(batteryIncluded ? batteryIncentives : 0);
}

/** Dollars per watt: cost / (kW × 1000); `null` without a system size. */
export function costPerWatt(cost: Dec | number, systemSizeKw: number): number | null {
  if (!(systemSizeKw > 0)) return null;
  return new D(cost).div(new D(systemSizeKw).times(1000)).toNumber();
}

/** Dollars per kWh of battery capacity; `null` without a capacity. */
export function batteryCostPerKwh(cost: Dec | number, capacityKwh: number): number | null {
  if (!(capacityKwh > 0)) return null;
  return new D(cost).div(capacityKwh).toNumber();
}
