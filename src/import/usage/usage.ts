import { MAX_USAGE_BYTES, USAGE_MESSAGES } from '../messages';
import { MONTH_NAMES } from '../../finance/month-names';
import { csvRows } from './csv';

/**
 * A utility's usage export → the last 12 months of electricity use, the monthly average and the average
 * price paid per kWh. Reads the Green Button "Download My Data" CSV (account lines, then
 * `TYPE,DATE,START TIME,END TIME,USAGE,UNITS,COST`, hourly or 15-minute rows), the monthly billing export
 * (`TYPE,START DATE,END DATE,USAGE (kWh),COST`, quoted numbers with separators, `$` amounts) and
 * similar "date, kWh, cost" exports. Interval and daily rows are summed per calendar month; a billing
 * period counts for the month holding most of its days. Gas rows (therms, CCF) are left out. Pure.
 */

export interface UsageMonth {
  /** "2025-03". */
  readonly month: string;
  readonly kwh: number;
  /** Dollars, or null when the export has no cost for this month. */
  readonly cost: number | null;
}

export interface UsageSummary {
  /** The months used, oldest first: the last 12 complete months in the file (fewer if it has fewer). */
  readonly months: readonly UsageMonth[];
  readonly totalKwh: number;
  /** Rounded to whole kWh: what fills monthly consumption. */
  readonly monthlyAverageKwh: number;
  /** Total cost ÷ total kWh over the months used, rounded to 0.0001 $/kWh; null without costs. */
  readonly averageRate: number | null;
  /** A sentence for the review: which months, and how many when fewer than 12. */
  readonly note: string;
  /**
   * The project's 12 monthly kWh (whole kWh, January first, each month in its calendar place whatever
   * month the file starts in), or null when the file does not give 12 different calendar months.
   */
  readonly byCalendarMonth: readonly number[] | null;
  /** A sentence for the review: whether the 12 monthly kWh are filled, and why not. */
  readonly byMonthNote: string;
}

export type UsageOutcome = { readonly ok: true; readonly value: UsageSummary } | { readonly ok: false; readonly message: string };

interface Columns {
  readonly type: number;
  readonly start: number;
  readonly end: number;
  readonly usage: number;
  readonly units: number;
  readonly cost: number;
}

function findHeader(rows: readonly string[][]): { index: number; columns: Columns } | null {
  for (let i = 0; i < Math.min(rows.length, 60); i++) {
    const cells = (rows[i] ?? []).map((c) => c.toLowerCase());
    const find = (pattern: RegExp, except?: RegExp) => cells.findIndex((c) => pattern.test(c) && !(except?.test(c) ?? false));
    const usage = find(/usage|kwh|consumption|energy|^use\b/, /cost|charge|\$|amount|unit(?!s?\s*\()|type/);
    const start = find(/start|^date|bill(?:ing)? ?(?:date|period)|period|month|read date|^from/, /end|time/);
    if (usage < 0 || start < 0) continue;
    return {
      index: i,
      columns: {
        type: find(/^type$/),
        start,
        end: find(/end date|^end$|^to$|^through/),
        usage,
        units: find(/^units?$/),
        cost: find(/cost|charge|amount|\$|bill total/, /per|rate/),
      },
    };
  }
  return null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A date as utilities write it: 2025-03-04, 3/4/2025, 03/04/25, "Mar 2025", "2025-03". UTC days. */
export function parseDate(text: string): Date | null {
  const t = text.trim();
  let m = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?/.exec(t);
  if (m) return utc(Number(m[1]), Number(m[2]), Number(m[3] ?? 1));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2,4})/.exec(t);
  if (m) {
    const year = Number(m[3]);
    return utc(year < 100 ? 2000 + year : year, Number(m[1]), Number(m[2]));
  }
  m = /^([A-Za-z]{3})[a-z]*\.?\s+(?:(\d{1,2}),?\s+)?(\d{4})/.exec(t);
  if (m) {
    const month = MONTHS.indexOf((m[1] ?? '').toLowerCase()) + 1;
    if (month > 0) return utc(Number(m[3]), month, Number(m[2] ?? 1));
  }
  return null;
}

function utc(year: number, month: number, day: number): Date | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 ? date : null;
}

/** "1,052", "$312.45", "($5.00)", "-3.2" → number; "" → null. */
function parseAmount(text: string): number | null {
  const t = text.replace(/[$\s"]/g, '').replace(/,/g, '');
  if (t === '') return null;
  const negative = /^\(.*\)$/.test(t);
  const n = Number(t.replace(/[()]/g, ''));
  if (!Number.isFinite(n)) return null;
  return negative ? -n : n;
}

const monthKey = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
const daysIn = (key: string) => {
  const [y, m] = key.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, m ?? 1, 0)).getUTCDate();
};
const DAY = 86_400_000;

/** Reads a usage export. */
export function summariseUsage(text: string): UsageOutcome {
  if (text.trim() === '') return { ok: false, message: USAGE_MESSAGES.empty };
  if (text.length > MAX_USAGE_BYTES) return { ok: false, message: USAGE_MESSAGES.tooLarge };
  const rows = csvRows(text);
  const header = findHeader(rows);
  if (!header) return { ok: false, message: USAGE_MESSAGES.notCsv };
  const { columns } = header;
  const kwh = new Map<string, number>();
  const cost = new Map<string, number>();
  const costMissing = new Set<string>();
  const days = new Map<string, Set<number>>();
  let periods = 0;
  const rowsPerMonth = new Map<string, number>();
  for (const row of rows.slice(header.index + 1)) {
    const type = columns.type >= 0 ? (row[columns.type] ?? '').toLowerCase() : '';
    const units = columns.units >= 0 ? (row[columns.units] ?? '').toLowerCase() : '';
    if (/gas|water|therm/.test(type) || /therm|ccf|gal/.test(units)) continue;
    const start = parseDate(row[columns.start] ?? '');
    const usage = parseAmount(row[columns.usage] ?? '');
    if (!start || usage === null) continue;
    const end = columns.end >= 0 ? parseDate(row[columns.end] ?? '') : null;
    let key = monthKey(start);
    const span = end ? Math.round((end.getTime() - start.getTime()) / DAY) : 0;
    if (end && span >= 20) {
      // A billing period: the month holding most of its days.
      periods += 1;
      key = monthKey(new Date(start.getTime() + (span / 2) * DAY));
      const covered = days.get(key) ?? new Set<number>();
      for (let d = 1; d <= daysIn(key); d++) covered.add(d);
      days.set(key, covered);
    } else {
      const covered = days.get(key) ?? new Set<number>();
      covered.add(start.getUTCDate());
      days.set(key, covered);
    }
    rowsPerMonth.set(key, (rowsPerMonth.get(key) ?? 0) + 1);
    kwh.set(key, (kwh.get(key) ?? 0) + usage);
    const c = columns.cost >= 0 ? parseAmount(row[columns.cost] ?? '') : null;
    if (c === null) costMissing.add(key);
    else cost.set(key, (cost.get(key) ?? 0) + c);
  }
  const keys = [...kwh.keys()].sort();
  if (keys.length === 0 || [...kwh.values()].every((v) => v <= 0)) return { ok: false, message: USAGE_MESSAGES.noUsage };
  // A first or last month the readings cover only in part (an export that starts or ends mid-month)
  // would pull the average down: it is left out, unless it is all there is.
  // One row a month with only a bill date ("Bill Date, kWh, Amount Due") is a monthly bill, not a reading.
  const monthlyRows = keys.length >= 2 && [...rowsPerMonth.values()].every((n) => n === 1);
  const complete = (key: string) => periods > 0 || monthlyRows || (days.get(key)?.size ?? 0) >= daysIn(key) - 1;
  let used = keys.filter((key, i) => complete(key) || (i !== 0 && i !== keys.length - 1));
  if (used.length === 0) used = keys;
  used = used.slice(-12);
  const months: UsageMonth[] = used.map((month) => ({
    month,
    kwh: round(kwh.get(month) ?? 0, 3),
    cost: costMissing.has(month) ? null : round(cost.get(month) ?? 0, 2),
  }));
  const totalKwh = round(
    months.reduce((s, m) => s + m.kwh, 0),
    3,
  );
  const allCosts = months.every((m) => m.cost !== null) && columns.cost >= 0;
  const totalCost = months.reduce((s, m) => s + (m.cost ?? 0), 0);
  const averageRate = allCosts && totalKwh > 0 && totalCost > 0 ? round(totalCost / totalKwh, 4) : null;
  const first = months[0]?.month ?? '';
  const last = months[months.length - 1]?.month ?? '';
  const range = `${label(first)} to ${label(last)}`;
  const note =
    months.length >= 12
      ? `Uses the last 12 months in the file: ${range}.`
      : `The file has ${months.length} complete month${months.length === 1 ? '' : 's'} (${range}), not 12: the average is over those ${months.length}.`;
  const byCalendarMonth = calendarMonths(months);
  const byMonthNote =
    byCalendarMonth !== null
      ? 'Fills your 12 monthly kWh, each month in its place (January first).'
      : months.length < 12
        ? `Your 12 monthly kWh are left as they are: the file has ${months.length} month${months.length === 1 ? '' : 's'}, not 12.`
        : 'Your 12 monthly kWh are left as they are: the file’s last 12 months skip some calendar months.';
  return {
    ok: true,
    value: { months, totalKwh, monthlyAverageKwh: Math.round(totalKwh / months.length), averageRate, note, byCalendarMonth, byMonthNote },
  };
}

/**
 * Months read from a file ("2025-03" …) → 12 whole kWh, January first: March's kWh goes third whatever
 * month the file starts in. Null unless the months are 12 different calendar months (fewer months, or a
 * file with a gap whose last 12 hold the same month twice, leave the typed months alone).
 */
export function calendarMonths(months: readonly UsageMonth[]): number[] | null {
  const out = new Array<number | null>(12).fill(null);
  for (const { month, kwh } of months) {
    const m = Number(month.slice(5, 7)) - 1;
    if (!(m >= 0 && m < 12) || out[m] !== null) return null;
    out[m] = Math.round(kwh);
  }
  return out.every((kwh) => kwh !== null) ? out : null;
}

function label(key: string): string {
  const [y, m] = key.split('-').map(Number);
  return `${MONTH_NAMES[(m ?? 1) - 1] ?? ''} ${y}`;
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
