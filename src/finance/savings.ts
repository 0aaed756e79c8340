import type { Dec } from './decimal';

/**
 * Energy and bill arithmetic of one year. No double counting: a kWh is either used at home
 * (valued at the retail rate) or exported (credited at the net-metering rate), never both.
 * Rates may be in dollars or cents per kWh; the amounts come out in the same unit.
 */

/**
 * kWh exported in a year: the year's net excess (monthly net excess × 12, degraded like
 * production), never more than the year's production.
 */
export function exportedKwh(yearNetExcessKwh: Dec, productionKwh: Dec): Dec {
  return yearNetExcessKwh.lt(productionKwh) ? yearNetExcessKwh : productionKwh;
}

/** kWh used at home in a year: production not exported, capped at annual consumption (monthly × 12). */
export function selfUsedKwh(productionNotExportedKwh: Dec, annualConsumptionKwh: Dec): Dec {
  return productionNotExportedKwh.gt(annualConsumptionKwh) ? annualConsumptionKwh : productionNotExportedKwh;
}

/** A year's bill avoided: self-used kWh × that year's retail rate. */
export function billSavings(selfUsed: Dec, yearRate: Dec): Dec {
  return selfUsed.times(yearRate);
}

/** A year's net-metering credit: exported kWh × that year's export rate. */
export function netMeteringCredit(exported: Dec, yearExportRate: Dec): Dec {
  return exported.times(yearExportRate);
}

/** The bill without solar: annual consumption × the rate (or × the sum of several years' rates). */
export function costWithoutSolar(annualConsumptionKwh: Dec, rate: Dec): Dec {
  return annualConsumptionKwh.times(rate);
}
