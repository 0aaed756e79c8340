import { D, type Dec } from './decimal';
import { exactCents } from './exact-cents';

/**
 * Year-1 operations and maintenance (O&M plus insurance) of a quote, per the spec:
 * (solar + other + battery cost) × (O&M % + insurance %) / 100 a year, i.e. /12 a month.
 */
export function annualOMFromPercents(costBasis: Dec | number, omPercent: Dec | number, insurancePercent: Dec | number): Dec {
  return new D(costBasis).times(new D(omPercent).plus(insurancePercent)).div(100);
}

/**
 * The calculator's read-only monthly O&M: insurance + maintenance, rounded to cents (in dollars).
 * Decimal-free (exact-cents.ts), so the form shows the same figure before the engine has loaded.
 */
export function monthlyOMCost(monthlyInsurance: number, monthlyMaintenance: number): number {
  return exactCents([monthlyInsurance, monthlyMaintenance]) / 100;
}

/** The O&M hint: 0.5 % of a net system cost a year, per month, in dollars (spec §2). */
export function suggestedMonthlyOM(netSystemCost: number): number {
  return exactCents([netSystemCost], 5, 12000) / 100;
}
