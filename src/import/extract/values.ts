import { formatMoney, formatNumber, numberTokens, type NumberToken } from '../numbers';
import type { Confidence } from '../types';

/**
 * Value readers: each takes the text that follows a label (or the cell beside or below it) and returns
 * the value as the form writes it, or null when that text does not state one. A reader never fills in a
 * unit the text does not print unless the label itself names it (`unitFromLabel`), and then says so
 * with a lower confidence. Ranges ("11,000–12,500 kWh") are not values: nothing is proposed.
 */

export interface Read {
  readonly value: string;
  readonly confidence: Confidence;
  /** Where the value starts in the text read: a value far into a cell is weaker evidence. */
  readonly index: number;
}

export type ValueReader = (text: string, unitFromLabel: boolean) => Read | null;

const firstUsable = (text: string, accept: (t: NumberToken) => boolean): NumberToken | null => {
  for (const token of numberTokens(text)) {
    if (token.inRange) return null;
    if (accept(token)) return token;
  }
  return null;
};

/** kW of a system: "8.40 kW DC", "13.2kW", "8,400 W" (watts of a whole system are converted). */
export const readKw: ValueReader = (text, unitFromLabel) => {
  const t = firstUsable(
    text,
    (x) => x.value > 0 && (x.unit === 'kw' || (x.unit === 'w' && x.value >= 1000) || (x.unit === '' && unitFromLabel)),
  );
  if (!t) return null;
  const kw = t.unit === 'w' ? t.value / 1000 : t.value;
  if (kw <= 0 || kw > 1000) return null;
  return { value: formatNumber(kw), confidence: t.unit === '' ? 'medium' : 'high', index: t.index };
};

/** kWh: "16,500 kWh", "16,500 kWh/yr", "16.5 MWh". */
export const readKwh: ValueReader = (text, unitFromLabel) => {
  const t = firstUsable(
    text,
    (x) => x.value > 0 && (x.unit === 'kwh' || x.unit === 'mwh' || (x.unit === '' && unitFromLabel && !x.currency)),
  );
  if (!t) return null;
  const kwh = t.unit === 'mwh' ? t.value * 1000 : t.value;
  return { value: formatNumber(kwh), confidence: t.unit === '' ? 'medium' : 'high', index: t.index };
};

/** Dollars: "$52,744", "-$10,573", "($10,573)", "52,744.00". Never a price per watt or per kWh. */
export const readMoney: ValueReader = (text, unitFromLabel) => {
  const t = firstUsable(
    text,
    (x) =>
      (x.currency || (unitFromLabel && x.unit === '' && (x.value >= 100 || /\.\d\d$/.test(x.raw)))) &&
      x.unit !== '/w' &&
      x.unit !== '/kwh' &&
      x.unit !== '%',
  );
  if (!t) return null;
  return { value: formatMoney(t.value), confidence: t.currency ? 'high' : 'medium', index: t.index };
};

/** A signed amount (incentives print "-$10,573" or "($10,573)"): the absolute value is returned. */
export const readAmount: ValueReader = readMoney;

/** A monthly payment: dollars, "/mo" allowed. */
export const readPayment: ValueReader = (text, unitFromLabel) => {
  const t = firstUsable(
    text,
    (x) => (x.currency || (unitFromLabel && x.unit === '' && x.value > 0)) && x.unit !== '/w' && x.unit !== '/kwh' && x.unit !== '%',
  );
  if (!t || t.value <= 0) return null;
  return { value: formatMoney(t.value), confidence: t.currency ? 'high' : 'medium', index: t.index };
};

/** A percentage: "3.99%", "3.99 % APR", "2.9 percent". */
export const readPercent: ValueReader = (text, unitFromLabel) => {
  const t = firstUsable(text, (x) => !x.currency && x.value >= 0 && x.value < 100 && (x.unit === '%' || (x.unit === '' && unitFromLabel)));
  if (!t) return null;
  return { value: formatNumber(t.value), confidence: t.unit === '%' ? 'high' : 'medium', index: t.index };
};

/** Years: "25 years", "25-year", "25 yrs", "300 months" (whole years only). */
export const readYears: ValueReader = (text, unitFromLabel) => {
  const t = firstUsable(
    text,
    (x) =>
      !x.currency &&
      x.value > 0 &&
      (x.unit === 'years' || (x.unit === 'months' && x.value % 12 === 0) || (x.unit === '' && unitFromLabel && Number.isInteger(x.value))),
  );
  if (!t) return null;
  const years = t.unit === 'months' ? t.value / 12 : t.value;
  if (!Number.isInteger(years) || years > 99) return null;
  return { value: String(years), confidence: t.unit === '' ? 'medium' : 'high', index: t.index };
};

/** Months: "month 18", "18 months". */
export const readMonths: ValueReader = (text) => {
  const m = /\bmonth\s+(\d{1,3})\b/i.exec(text) ?? /\b(\d{1,3})\s*(?:months?|mos?\b)/i.exec(text);
  if (!m?.[1]) return null;
  return { value: String(Number(m[1])), confidence: 'high', index: m.index };
};

/** A count: "30", "(30)", "30 panels", "30 x". */
export const readCount: ValueReader = (text, unitFromLabel) => {
  const t = firstUsable(
    text,
    (x) =>
      !x.currency &&
      Number.isInteger(x.value) &&
      x.value > 0 &&
      x.value < 10000 &&
      (x.unit === '' || x.unit === 'panels' || x.unit === 'units' || x.unit === 'x') &&
      (unitFromLabel || x.unit !== ''),
  );
  if (!t) return null;
  return { value: String(t.value), confidence: 'high', index: t.index };
};

/** Watts of one panel as printed in watts or kilowatts ("455 W" → 455, "0.455 kW" → 455); null when not a panel's size. */
export function panelWatts(token: Pick<NumberToken, 'value' | 'unit' | 'currency'>, unitFromLabel = false): number | null {
  if (token.currency) return null;
  const watts = token.unit === 'kw' ? Math.round(token.value * 1e6) / 1e3 : token.value;
  return watts >= 50 && watts <= 1000 && (token.unit === 'w' || token.unit === 'kw' || (token.unit === '' && unitFromLabel)) ? watts : null;
}

/** Watts of one panel: "400 W", "400W", "400-watt", "400 Wp", "0.4 kW". */
export const readWatts: ValueReader = (text, unitFromLabel) => {
  const t = firstUsable(text, (x) => panelWatts(x, unitFromLabel) !== null);
  const watts = t ? panelWatts(t, unitFromLabel) : null;
  if (!t || watts === null) return null;
  return { value: formatNumber(watts), confidence: t.unit === '' ? 'medium' : 'high', index: t.index };
};

/** $/kWh: "$0.139/kWh", "13.9¢/kWh", "13.9 cents per kWh". */
export const readRate: ValueReader = (text, unitFromLabel) => {
  const t = firstUsable(
    text,
    (x) => x.value > 0 && (x.unit === '/kwh' || x.unit === '¢' || (unitFromLabel && x.unit === '' && x.value < 1)),
  );
  if (!t) return null;
  const dollars = t.unit === '¢' ? t.value / 100 : t.value;
  if (dollars > 2) return null;
  return { value: formatNumber(dollars), confidence: t.unit === '' ? 'medium' : 'high', index: t.index };
};

/** Plain text (a lender, a monitoring platform): the cell as printed, trimmed of separators. */
export const readText: ValueReader = (text) => {
  const value = text
    .replace(/^[\s:–—=-]+/, '')
    .replace(/[\s:;,.–—-]+$/, '')
    .trim();
  if (value === '' || !/[A-Za-z]/.test(value) || value.length > 80) return null;
  return { value, confidence: 'high', index: 0 };
};
