/**
 * Numbers as documents print them: "$52,744", "-$10,573", "($10,573)", "13.2 kW", "16,500 kWh/yr",
 * "3.99%", "25-year", "300 months", "$0.139/kWh". Pure; no DOM.
 */

/** A number found in a text, with the unit printed right after it. */
export interface NumberToken {
  /** The number as printed, sign and currency included ("-$10,573"). */
  readonly raw: string;
  /** Its value, sign applied, separators removed. */
  readonly value: number;
  readonly currency: boolean;
  /** Lower-cased unit word that follows ("kw", "kwh", "%", "years", "w", "/mo"…), or "" when none. */
  readonly unit: string;
  readonly index: number;
  readonly end: number;
  /** True when this number starts a range ("11,000 – 12,500 kWh"), or ends one. */
  readonly inRange: boolean;
}

// A number: optional sign or opening parenthesis, optional $, digits with thousands separators (commas,
// or spaces when a currency sign makes them unambiguous), optional decimals.
const NUMBER =
  /(?<![\w.,])(?<sign>[-−–]\s?)?(?<paren>\()?(?<sign2>[-−–]\s?)?(?<cur>\$|US\$|USD\s?)?\s?(?<sign3>[-−–])?(?<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)(?<close>\))?/g;

// Units that can follow a number (longest first so "kwh" wins over "kw").
const UNIT =
  /^\s*(?:-\s*)?(kwh\s*\/\s*(?:yr|year)|kwh\/kw|kwhs?|mwh|kwp|kw[\s-]*(?:dc|ac)|kw|watts?|w(?:p|dc)?\b|%|percent|years?|yrs?\.?|months?|mos?\.?\b|\/\s*(?:mo|month)\b|\/\s*kwh|¢|cents?|\/\s*w\b|per\s+watt|per\s+kwh|per\s+month|panels?|modules?|units?|x\b)/i;

function normaliseUnit(unit: string): string {
  const u = unit.toLowerCase().replace(/\s+/g, ' ').trim().replace(/^- ?/, '');
  if (/^kwh ?\/ ?(yr|year)$/.test(u)) return 'kwh';
  if (/^kwh\/kw$/.test(u)) return 'kwh/kw';
  if (/^kwhs?$/.test(u)) return 'kwh';
  if (/^kw[\s-]*(dc|ac)$/.test(u)) return u.endsWith('ac') ? 'kwac' : 'kw';
  if (u === 'kwp') return 'kw';
  if (/^(watts?|w|wp|wdc)$/.test(u)) return 'w';
  if (/^(years?|yrs?\.?)$/.test(u)) return 'years';
  if (/^(months?|mos?\.?)$/.test(u)) return 'months';
  if (/^\/ ?(mo|month)$/.test(u) || u === 'per month') return '/mo';
  if (u === '/ kwh' || u === '/kwh' || u === 'per kwh') return '/kwh';
  if (u === '/ w' || u === '/w' || u === 'per watt') return '/w';
  if (u === 'percent') return '%';
  if (u === 'cents' || u === 'cent') return '¢';
  if (/^(panels?|modules?)$/.test(u)) return 'panels';
  if (/^units?$/.test(u)) return 'units';
  return u;
}

/** Collapses the odd spacing some PDF producers leave inside numbers ("$ 52, 744" → "$52,744"). */
function tidy(text: string): string {
  return text.replace(/(\d),\s(\d{3})(?!\d)/g, '$1,$2').replace(/\$\s+(?=\d)/g, '$');
}

/** Every number in `text`, left to right, with the unit printed after it. */
export function numberTokens(text: string): NumberToken[] {
  const clean = tidy(text);
  const tokens: NumberToken[] = [];
  for (const m of clean.matchAll(NUMBER)) {
    const g = m.groups ?? {};
    const digits = (g['num'] ?? '').replace(/,/g, '');
    let value = Number(digits);
    if (!Number.isFinite(value)) continue;
    const paren = g['paren'] !== undefined && g['close'] !== undefined;
    const sign = g['sign'] ?? g['sign2'] ?? g['sign3'];
    // A dash right after a letter or digit is a hyphen or a range ("Q.PEAK-400", "11,000-12,000"), not a sign.
    const before = clean.slice(0, m.index).trimEnd();
    const dashIsSign = sign !== undefined && !/[\w)]$/.test(before);
    if (paren || dashIsSign) value = -value;
    const end = m.index + m[0].length;
    const unitMatch = UNIT.exec(clean.slice(end));
    tokens.push({
      raw: m[0].trim(),
      value,
      currency: g['cur'] !== undefined,
      unit: unitMatch ? normaliseUnit(unitMatch[1] ?? '') : '',
      index: m.index,
      end: end + (unitMatch ? unitMatch[0].length : 0),
      inRange: false,
    });
  }
  // Ranges: "11,000 - 12,500 kWh", "$30,000 to $34,000".
  return tokens.map((token, i) => {
    const next = tokens[i + 1];
    const previous = tokens[i - 1];
    const joins = (a: NumberToken, b: NumberToken) => {
      const between = clean.slice(a.end, b.index);
      return a.value >= 0 && (/^\s*(?:[-–—]|to)\s*$/i.test(between) || (/^\s*$/.test(between) && /^[-−–—]/.test(b.raw)));
    };
    const inRange = (next !== undefined && joins(token, next)) || (previous !== undefined && joins(previous, token));
    return inRange ? { ...token, inRange, value: Math.abs(token.value) } : token;
  });
}

/** Writes a number the way the quote form takes it: no separators, no trailing zeros ("8.40" → "8.4"). */
export function formatNumber(value: number): string {
  if (Number.isInteger(value)) return String(value);
  return String(Number(value.toFixed(6)));
}

/** Writes dollars: whole dollars without decimals, otherwise cents ("185.27"). */
export function formatMoney(value: number): string {
  const cents = Math.round(Math.abs(value) * 100);
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/**
 * True when `value` (a number as the form writes it) is a number printed in `text`, directly or in a
 * unit the reader converts: watts for kW, MWh for kWh, months for years, cents for dollars. This is the
 * check every proposal passes: nothing is proposed that its source line does not show.
 */
export function numberAppearsIn(value: string, text: string): boolean {
  const target = Number(value);
  if (!Number.isFinite(target)) return false;
  const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  return numberTokens(text).some(({ value: printed }) => {
    const n = Math.abs(printed);
    return (
      close(n, Math.abs(target)) || close(n / 1000, target) || close(n * 1000, target) || close(n / 12, target) || close(n / 100, target)
    );
  });
}
