import { D, ONE, type Dec } from './decimal';

/**
 * Year-by-year values of a quantity that changes by `percent` a year, stepping once a year:
 * year 1 is `start`, year y is start × (1 + percent/100)^(y−1). Built by repeated
 * multiplication, each step correctly rounded, so a larger `percent` never yields a smaller value
 * (for a non-negative start) and each year costs one decimal operation.
 */
export function escalatedSeries(start: Dec | number, percent: Dec | number, years: number): Dec[] {
  const step = ONE.plus(new D(percent).div(100));
  const unchanged = step.eq(ONE);
  const values: Dec[] = [];
  let value = new D(start);
  for (let year = 1; year <= years; year += 1) {
    values.push(value);
    if (!unchanged) value = value.times(step);
  }
  return values;
}

/** The factors (1 + percent/100)^(y−1) for years 1..`years`. */
export function yearlyFactors(percent: Dec | number, years: number): Dec[] {
  return escalatedSeries(ONE, percent, years);
}
