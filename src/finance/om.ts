import { D, type Dec } from './decimal';
import { dollarsToCents } from './rounding';

/**
 * Year-1 operations and maintenance (O&M plus insurance) of a quote, per the spec:
 * (solar + other + battery cost) × (O&M % + insurance %) / 100 a year, i.e. /12 a month.
 */
export function annualOMFromPercents(costBasis: Dec | number, omPercent: Dec | number, insurancePercent: Dec | number): Dec {
  return new D(costBasis).times(new D(omPercent).plus(insurancePercent)).div(100);
}

/** The calculator's read-only monthly O&M: insurance + maintenance, rounded to cents (in dollars). */
export function monthlyOMCost(monthlyInsurance: number, monthlyMaintenance: number): number {
  return dollarsToCents(new D(monthlyInsurance).plus(monthlyMaintenance).toNumber()) / 100;
}
