// Reading and writing the text of a NumberField (NumberField.tsx): what react-aria's number parser did for
// US English, in a few lines. Pure functions, unit-tested in number.test.ts.

export interface NumberRules {
  minValue?: number | undefined;
  maxValue?: number | undefined;
  step?: number | undefined;
  formatOptions?: Intl.NumberFormatOptions | undefined;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(options: Intl.NumberFormatOptions | undefined): Intl.NumberFormat {
  const key = JSON.stringify(options ?? {});
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.NumberFormat('en-US', options)));
  return f;
}

/** The text a value shows: formatted (grouping, currency sign), empty for null. */
export function formatNumber(value: number | null | undefined, options?: Intl.NumberFormatOptions): string {
  return value === null || value === undefined || Number.isNaN(value) ? '' : formatter(options).format(value);
}

/**
 * The number typed text stands for, or null when it holds none: grouping commas, currency and percent signs
 * and spaces are ignored; a leading minus or parentheses make it negative; with `style: 'percent'` "12"
 * and "12%" are 0.12.
 */
export function parseNumber(text: string, options?: Intl.NumberFormatOptions): number | null {
  const trimmed = text.trim();
  const negative = /^\(.*\)$/.test(trimmed) || /^[^\d.]*-/.test(trimmed);
  const digits = trimmed.replace(/[^\d.]/g, '');
  if (!/\d/.test(digits) || (digits.match(/\./g) ?? []).length > 1) return null;
  let n = Number(digits);
  if (!Number.isFinite(n)) return null;
  if (negative) n = -n;
  if (options?.style === 'percent') n /= 100;
  return n;
}

/** Decimal places of a number as written (0.001 → 3), to round float noise after snapping. */
function places(n: number): number {
  const s = String(n);
  const e = s.match(/e-(\d+)$/);
  if (e) return Number(e[1]);
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
}

/**
 * The value a field commits for a number: kept within min and max, snapped to the step (counted from min,
 * as react-aria does), and rounded as the field will show it.
 */
export function commitNumber(n: number | null, rules: NumberRules = {}): number | null {
  if (n === null || Number.isNaN(n)) return null;
  const { minValue = -Infinity, maxValue = Infinity, step, formatOptions } = rules;
  let v = Math.min(maxValue, Math.max(minValue, n));
  if (step !== undefined && step > 0) {
    const base = Number.isFinite(minValue) ? minValue : 0;
    v = base + Math.round((v - base) / step) * step;
    v = Number(v.toFixed(Math.max(places(step), places(base))));
    if (v > maxValue) v -= step;
    if (v < minValue) v += step;
  }
  const shown = parseNumber(formatNumber(v, formatOptions), formatOptions);
  return shown ?? v;
}

/** ArrowUp/ArrowDown: the value one step up or down (from min when empty). */
export function stepNumber(n: number | null, direction: 1 | -1, rules: NumberRules = {}): number {
  const step = rules.step ?? 1;
  const start = n ?? (Number.isFinite(rules.minValue ?? NaN) ? (rules.minValue as number) : 0);
  return commitNumber(n === null ? start : start + direction * step, rules) ?? start;
}
