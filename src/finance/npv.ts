import { D, DiscountDecimal, ONE, type Dec } from './decimal';
import { roundTo } from './rounding';

/**
 * The factor that discounts one month at an annual rate: (1 + d)^(−1/12), computed at 40 digits
 * and carried at 20 (see {@link DiscountDecimal}); products with it stay at 20 digits.
 */
export function monthlyDiscountFactor(annualRatePercent: Dec | number): Dec {
  return new DiscountDecimal(ONE.plus(new D(annualRatePercent).div(100)).pow(new D(-1).div(12)));
}

/**
 * Present value of an amount received `months` after month 0, discounted at an annual rate
 * compounded yearly and applied monthly: amount × (1 + d)^(−months/12).
 */
export function presentValue(amount: Dec | number, annualRatePercent: Dec | number, months: number): Dec {
  return new D(amount).times(ONE.plus(new D(annualRatePercent).div(100)).pow(new D(-months).div(12)));
}

/**
 * The nominal rate (percent) from a real rate and inflation (percent), by the Fisher relation
 * (1 + real)(1 + inflation) − 1; NIST's PV2 example: 6 % real, 2 % inflation → 8.12 %.
 */
export function nominalRate(realPercent: number, inflationPercent: number): number {
  const nominal = ONE.plus(new D(realPercent).div(100))
    .times(ONE.plus(new D(inflationPercent).div(100)))
    .minus(ONE);
  return roundTo(nominal.times(100), 10);
}

/** Discount factors of one annual rate, shared by every run at that rate. */
export interface DiscountTable {
  /** factors[t] discounts month t + 1: (1 + d)^(−(t + 1)/12). */
  readonly factors: readonly Dec[];
  /** monthPrefix[k] = Σ_{m=1..k} (1 + d)^(−m/12), k = 0..12: a year's months, from its start. */
  readonly monthPrefix: readonly Dec[];
}

// Discount factors depend on the rate alone; memoising them is invisible to callers and saves two
// decimal operations per month of every NPV run. A handful of rates at a time is plenty.
const tables = new Map<string, { factors: Dec[]; monthPrefix: Dec[] }>();
const TABLE_LIMIT = 16;

/** The discount factors of `annualRatePercent` for at least `months` months. */
export function discountTable(annualRatePercent: number, months: number): DiscountTable {
  const key = String(annualRatePercent);
  let table = tables.get(key);
  if (table === undefined) {
    const step = monthlyDiscountFactor(annualRatePercent);
    const monthPrefix: Dec[] = [step.minus(step)];
    const factors: Dec[] = [];
    let factor = step;
    for (let m = 1; m <= 12; m += 1) {
      factors.push(factor);
      monthPrefix.push((monthPrefix[m - 1] ?? step).plus(factor));
      factor = factor.times(step);
    }
    if (tables.size >= TABLE_LIMIT) tables.delete(tables.keys().next().value ?? key);
    table = { factors, monthPrefix };
    tables.set(key, table);
  }
  const { factors } = table;
  const step = factors[0];
  while (factors.length < months && step !== undefined) factors.push((factors[factors.length - 1] ?? step).times(step));
  return table;
}

/**
 * Σ_m amount_m × (1 + d)^(−m/12) over one year's months, for amounts that are `base` cents a
 * month plus one leftover cent on each of the first `extra` months, paid in the first `active`
 * months only (the monthly split of rounding.ts). Costs two decimal operations instead of 24.
 */
export function yearWeight(table: DiscountTable, base: number, extra: number, active: number): Dec {
  const prefix = table.monthPrefix;
  const zero = prefix[0] ?? ONE.minus(ONE);
  if (active <= 0 || (base === 0 && extra === 0)) return zero;
  const whole = (prefix[Math.min(active, 12)] ?? zero).times(base);
  return extra > 0 ? whole.plus(prefix[Math.min(extra, active, 12)] ?? zero) : whole;
}

const roundHalfAway = (x: number): number => (x < 0 ? -Math.floor(-x + 0.5) : Math.floor(x + 0.5));
const floatFactors = new WeakMap<DiscountTable, number[]>();

/**
 * The present value of each month's net flow (integer cents, index 0 = month 1), rounded to the
 * cent: flow × (1 + d)^(−(t + 1)/12). The factors are the table's 20-digit decimals as doubles; a
 * product within reach of a half cent is redone in decimals, so every value is the exactly rounded one.
 */
export function presentValues(table: DiscountTable, flows: readonly number[]): number[] {
  let floats = floatFactors.get(table);
  if (floats === undefined || floats.length < flows.length) {
    floats = table.factors.map((factor) => factor.toNumber());
    floatFactors.set(table, floats);
  }
  const values = new Array<number>(flows.length);
  for (let t = 0; t < flows.length; t += 1) {
    const flow = flows[t] ?? 0;
    if (flow === 0) {
      values[t] = 0;
      continue;
    }
    const product = flow * (floats[t] ?? 0);
    const fraction = Math.abs(product) % 1;
    values[t] =
      Math.abs(fraction - 0.5) < 1e-6 + Math.abs(product) * 1e-14
        ? (table.factors[t] ?? ONE).times(flow).toDecimalPlaces(0, D.ROUND_HALF_UP).toNumber() + 0
        : roundHalfAway(product);
  }
  return values;
}
