/**
 * Reading numbers and flags from untrusted values: form fields (strings), Directus decimals
 * (strings), JSON numbers, or anything else. Never throws.
 */

export type Coerced = { readonly kind: 'missing' } | { readonly kind: 'invalid' } | { readonly kind: 'number'; readonly value: number };

const MISSING: Coerced = { kind: 'missing' };
const INVALID: Coerced = { kind: 'invalid' };
// Plain decimals with optional exponent; thousands may be grouped with commas ('12,345.67').
const NUMERIC = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?(?:e[+-]?\d+)?$/i;

/** A finite number, 'missing' (undefined, null, empty or blank text) or 'invalid' (anything else). */
export function coerceNumber(value: unknown): Coerced {
  if (value === undefined || value === null) return MISSING;
  if (typeof value === 'number') return Number.isFinite(value) ? { kind: 'number', value } : INVALID;
  if (typeof value === 'bigint') {
    const number = Number(value);
    return Number.isSafeInteger(number) ? { kind: 'number', value: number } : INVALID;
  }
  if (typeof value !== 'string') return INVALID;
  const text = value.trim();
  if (text === '') return MISSING;
  if (!NUMERIC.test(text) || !/\d/.test(text)) return INVALID;
  const number = Number(text.replaceAll(',', ''));
  return Number.isFinite(number) ? { kind: 'number', value: number } : INVALID;
}

/** A number, or `fallback` when the value is missing or not a number. */
export function numberOr(value: unknown, fallback: number): number {
  const coerced = coerceNumber(value);
  return coerced.kind === 'number' ? coerced.value : fallback;
}

/** True for true, 'true', 'yes', 'on', 1 and '1'; false for everything else. */
export function coerceBoolean(value: unknown): boolean {
  if (value === true || value === 1) return true;
  if (typeof value !== 'string') return false;
  return ['true', 'yes', 'on', '1'].includes(value.trim().toLowerCase());
}

/** True when a form value counts as filled: not missing and not blank. */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return !Number.isNaN(value);
  return true;
}
