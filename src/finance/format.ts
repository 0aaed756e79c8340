import { D } from './decimal';

/**
 * Display formatting (spec: whole dollars; k for thousands in summary cards; $/W with 2
 * decimals; per-kWh cost with 3 decimals; payback with 1 decimal). Pure string functions; ties
 * round half away from zero like the engine. A missing or non-finite value shows as a dash.
 */

export const DASH = '—';

/** The months as tables, charts and lists of twelve figures label them, January first. */
export const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The number's decimal digits rounded to `places`, e.g. (1234.5, 0) → '1235', (-0.004, 2) → '0.00'. */
function fixed(value: number, places: number): string {
  const text = new D(value).toDecimalPlaces(places, D.ROUND_HALF_UP).toFixed(places);
  // A value that rounds to zero reads as zero, not '-0.00'.
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

/** Inserts thousands separators into an unsigned decimal string. */
function group(unsigned: string): string {
  const [whole = '', part] = unsigned.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return part === undefined ? grouped : `${grouped}.${part}`;
}

function signed(text: string, prefix: string, suffix = ''): string {
  return text.startsWith('-') ? `-${prefix}${group(text.slice(1))}${suffix}` : `${prefix}${group(text)}${suffix}`;
}

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Whole dollars: 15713.4 → '$15,713'; negatives '-$1,234'. */
export function formatDollars(amount: number | null | undefined): string {
  return isNumber(amount) ? signed(fixed(amount, 0), '$') : DASH;
}

/** Dollars and cents: 259.9236 → '$259.92'. */
export function formatCents(amount: number | null | undefined): string {
  return isNumber(amount) ? signed(fixed(amount, 2), '$') : DASH;
}

/** Summary-card dollars: thousands as k with 1 decimal (15713 → '$15.7k'); under $1,000 whole dollars. */
export function formatThousands(amount: number | null | undefined): string {
  if (!isNumber(amount)) return DASH;
  if (Math.abs(Number(fixed(amount, 0))) < 1000) return formatDollars(amount);
  // Rounded once, from the amount itself: 15,749.60 is $15.7k, not $15.8k via $15,750.
  return signed(fixed(new D(amount).div(1000).toNumber(), 1), '$', 'k');
}

/** Dollars per watt, 2 decimals: 2.67 → '$2.67/W'. */
export function formatPerWatt(value: number | null | undefined): string {
  return isNumber(value) ? signed(fixed(value, 2), '$', '/W') : DASH;
}

/** Dollars per kWh, 3 decimals: 0.1234 → '$0.123'. */
export function formatPerKwh(value: number | null | undefined): string {
  return isNumber(value) ? signed(fixed(value, 3), '$') : DASH;
}

/** A percentage with `places` decimals: 11.0007 → '11.0%'. */
export function formatPercent(value: number | null | undefined, places = 1): string {
  return isNumber(value) ? `${signed(fixed(value, places), '')}%` : DASH;
}

/** kWh, whole: 16128.4 → '16,128 kWh'. */
export function formatKwh(value: number | null | undefined): string {
  return isNumber(value) ? `${signed(fixed(value, 0), '')} kWh` : DASH;
}

/** CO2 in tonnes with 1 decimal, from kilograms: 41_873 → '41.9 tonnes'. */
export function formatTonnes(kg: number | null | undefined): string {
  return isNumber(kg) ? `${signed(fixed(kg / 1000, 1), '')} tonnes` : DASH;
}

/** A grid emission factor, 3 decimals: 0.1791 → '0.179 kg CO₂e per kWh'. */
export function formatKgPerKwh(value: number | null | undefined): string {
  return isNumber(value) ? `${fixed(value, 3)} kg CO₂e per kWh` : DASH;
}

/** Where a payback figure is shown; each place has its own rule in the spec. */
export type PaybackContext = 'panel' | 'calculator' | 'comparison' | 'archived';

/** Above this many years a payback is not shown as a figure anywhere (spec §9). */
export const PAYBACK_DISPLAY_LIMIT_YEARS = 30;

/** How a payback of 0 reads: the running total is never negative, so there is nothing to pay back. */
export const IMMEDIATE_PAYBACK = 'Immediate';

/**
 * Payback in years with 1 decimal, by the rule of the place it is shown:
 * - panel: 'N/A' when missing or above 30 years;
 * - calculator: 'No Break Even' when missing or above 30 years;
 * - comparison: a dash unless at most 30 years;
 * - archived list: `null` (not shown) unless under 30 years.
 * A payback of exactly 0 is 'Immediate' everywhere. Decision (issue 11): the spec's calculator rule
 * also called 0 'No Break Even', written when a payback of 0 could only mean a missing figure; with
 * incentives received at installation or a $0-down loan that saves more than it costs from the first
 * month, 0 is a real answer (cash-positive from the start), and calling it 'No Break Even' said the
 * opposite of the truth.
 */
export function formatPayback(years: number | null | undefined, context: PaybackContext): string | null {
  const known = isNumber(years) && years >= 0;
  if (known && years === 0) return IMMEDIATE_PAYBACK;
  const figure = known ? `${fixed(years, 1)} years` : '';
  switch (context) {
    case 'panel':
      return known && years <= PAYBACK_DISPLAY_LIMIT_YEARS ? figure : 'N/A';
    case 'calculator':
      return known && years <= PAYBACK_DISPLAY_LIMIT_YEARS ? figure : 'No Break Even';
    case 'comparison':
      return known && years <= PAYBACK_DISPLAY_LIMIT_YEARS ? figure : DASH;
    case 'archived':
      return known && years < PAYBACK_DISPLAY_LIMIT_YEARS ? figure : null;
  }
}
