import { D, type Dec } from './decimal';
import { escalatedSeries } from './escalation';

/**
 * Annual production for years 1..`years`: year 1 as quoted, then each year lower by the
 * degradation rate (year y = year1 × (1 − d)^(y−1)); production steps down once a year.
 */
export function yearlyProduction(year1Kwh: Dec | number, degradationPercent: Dec | number, years: number): Dec[] {
  return escalatedSeries(year1Kwh, new D(degradationPercent).neg(), years);
}

/** The sum of a list of decimals. */
export function total(values: readonly Dec[]): Dec {
  let sum = new D(0);
  for (const value of values) sum = sum.plus(value);
  return sum;
}
