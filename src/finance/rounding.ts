import { D, HUNDRED, type Dec } from './decimal';

/**
 * Named rounding rules. Money inside the engine is integer cents (exact in a JS number up to
 * 2^53 cents); every place a fraction of a cent can arise goes through one of these functions.
 */

/** Dollars (decimal) to integer cents, ties half away from zero. */
export function decimalDollarsToCents(dollars: Dec): number {
  return dollars.times(HUNDRED).toDecimalPlaces(0, D.ROUND_HALF_UP).toNumber();
}

/** An amount already in cents (decimal) to integer cents, ties half away from zero. */
export function roundCents(cents: Dec): number {
  return cents.toDecimalPlaces(0, D.ROUND_HALF_UP).toNumber();
}

/** A dollar amount given as a JS number to integer cents, ties half away from zero. */
export function dollarsToCents(dollars: number): number {
  return decimalDollarsToCents(new D(dollars));
}

/** Integer cents to dollars as a JS number (the nearest double to the exact decimal). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Integer cents to dollars as a decimal. */
export function centsToDecimal(cents: number): Dec {
  return new D(cents).div(HUNDRED);
}

/** A decimal rounded to `places` decimals, ties half away from zero, as a JS number. */
export function roundTo(value: Dec, places: number): number {
  return value.toDecimalPlaces(places, D.ROUND_HALF_UP).toNumber();
}

/**
 * Splits `total` integer cents into `parts` integer shares that differ by at most one cent and add
 * up to `total` exactly; the earlier shares take the leftover cents (largest-remainder allocation).
 */
export function allocate(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  const leftover = total - base * parts;
  const shares: number[] = [];
  for (let i = 0; i < parts; i += 1) shares.push(i < leftover ? base + 1 : base);
  return shares;
}

/** Share `index` (0-based) of {@link allocate}(total, parts), without building the array. */
export function allocatedShare(total: number, parts: number, index: number): number {
  const base = Math.floor(total / parts);
  return index < total - base * parts ? base + 1 : base;
}

/**
 * round(a × b / den) for integers, ties half away from zero, computed exactly: in plain numbers
 * while a × b stays within 2^53, in BigInt beyond. This is the monthly-interest hot path.
 */
export function mulDivRound(a: number, b: number, den: number): number {
  const product = a * b + 0; // + 0 turns -0 (a negative times 0) into 0
  if (Number.isSafeInteger(product)) {
    const negative = product < 0;
    const magnitude = negative ? -product : product;
    let quotient = Math.floor(magnitude / den);
    let remainder = magnitude - quotient * den;
    // The float division can be off by one either way; the remainder check makes it exact.
    if (remainder < 0) {
      quotient -= 1;
      remainder += den;
    } else if (remainder >= den) {
      quotient += 1;
      remainder -= den;
    }
    const rounded = remainder * 2 >= den ? quotient + 1 : quotient;
    // Never -0: it would print as '-$0' and fail Object.is checks.
    return negative && rounded !== 0 ? -rounded : rounded;
  }
  const big = BigInt(a) * BigInt(b);
  const negative = big < 0n;
  const magnitude = negative ? -big : big;
  const bigDen = BigInt(den);
  const rounded = (magnitude * 2n + bigDen) / (bigDen * 2n);
  return Number(negative && rounded !== 0n ? -rounded : rounded);
}
