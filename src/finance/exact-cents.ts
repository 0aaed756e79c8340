/**
 * Exact cents from a few amounts without decimal.js, so the calculator form can show its own
 * figures (the monthly O&M sum, the O&M hint) before the engine has loaded, by the engine's rule.
 * Each number is read as its shortest decimal text (as decimal.js reads a number: 0.1 is exactly
 * 0.1), the amounts are added as scaled integers, and the result is rounded to the cent half away
 * from zero, exactly.
 */

interface Scaled {
  readonly digits: bigint;
  /** The value is digits × 10^−scale. */
  readonly scale: number;
}

function scaled(value: number): Scaled {
  // String() gives the shortest round-trip text: '12.345', '1e-7', '1.5e+21'.
  const [mantissa = '0', exponentText] = String(Math.abs(value)).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  let digits = BigInt(whole + fraction);
  let scale = fraction.length - (exponentText === undefined ? 0 : Number(exponentText));
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { digits: value < 0 ? -digits : digits, scale };
}

/**
 * Σ values × numerator / denominator in integer cents, rounded half away from zero, exactly. Non-finite
 * values count as 0 (the form shows its own message for them). `numerator` and `denominator` are
 * positive integers: exactCents([insurance, maintenance]) is the monthly O&M sum; exactCents([net], 5, 12000)
 * is 0.5 % of a net cost a year, per month.
 */
export function exactCents(values: readonly number[], numerator = 1, denominator = 1): number {
  const parts = values.filter(Number.isFinite).map(scaled);
  const scale = parts.reduce((max, part) => Math.max(max, part.scale), 0);
  let sum = 0n;
  for (const part of parts) sum += part.digits * 10n ** BigInt(scale - part.scale);
  const top = sum * 100n * BigInt(numerator);
  const bottom = 10n ** BigInt(scale) * BigInt(denominator);
  const magnitude = top < 0n ? -top : top;
  const rounded = (magnitude * 2n + bottom) / (bottom * 2n);
  return Number(top < 0n ? -rounded : rounded);
}
