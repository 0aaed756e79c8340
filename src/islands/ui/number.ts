// Reading and writing the text of a NumberField (NumberField.tsx), for US English. Pure functions,
// unit-tested in number.test.ts. Why not react-aria's own parser: see NumberField.tsx.

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

// US English as people write it: optional minus or parentheses, an optional "$", digits grouped by commas in
// threes (or not grouped at all), an optional decimal part, an optional "%".
const WRITTEN = /^(\d{1,3}(,\d{3})+|\d+)?(\.\d*)?$/;

/**
 * The number typed text stands for, or null when it cannot be read: grouping commas, a currency sign, a
 * percent sign and spaces are allowed; a leading minus or parentheses make it negative; with
 * `style: 'percent'` "12" and "12%" are 0.12. Text that is not written as a number is refused rather than
 * guessed at: "1,5" (a comma that is not grouping thousands), "1e3", "12abc", "1.2.3".
 */
export function parseNumber(text: string, options?: Intl.NumberFormatOptions): number | null {
  let body = text.trim();
  let negative = false;
  if (/^\(.*\)$/.test(body)) {
    negative = true;
    body = body.slice(1, -1).trim();
  }
  if (body.startsWith('-')) {
    negative = !negative;
    body = body.slice(1).trim();
  }
  body = body.replace(/^\$\s*/, '');
  if (body.startsWith('-')) {
    negative = !negative;
    body = body.slice(1);
  }
  body = body.replace(/\s*%$/, '').replace(/\s+/g, '');
  if (!/\d/.test(body) || !WRITTEN.test(body)) return null;
  let n = Number(body.replace(/,/g, ''));
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

/** ArrowUp/ArrowDown (PageUp/PageDown: `direction` ±10): the value that many steps up or down (from min when empty). */
export function stepNumber(n: number | null, direction: number, rules: NumberRules = {}): number {
  const step = rules.step ?? 1;
  const start = n ?? (Number.isFinite(rules.minValue ?? NaN) ? (rules.minValue as number) : 0);
  return commitNumber(n === null ? start : start + direction * step, rules) ?? start;
}
