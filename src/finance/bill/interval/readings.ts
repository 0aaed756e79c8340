/**
 * What each file reader hands to the year builder: readings as the file states them, before any
 * daylight-saving, gap or duplicate rule is applied, and what the reader already found wrong.
 */

/** Which way the energy went through the meter: delivered to the home, or received from it. */
export type Flow = 'import' | 'export';

export interface RawReading {
  /**
   * The start, as milliseconds: for a 'wall' clock, Date.UTC of the local date and time as printed
   * (daylight saving not yet resolved); for a 'utc' clock, the instant.
   */
  readonly start: number;
  /** The stated length in minutes, when the file states one. */
  readonly minutes: number | null;
  readonly flow: Flow;
  /** kWh; NaN when the value was not a number (reported, never summed). */
  readonly kwh: number;
  /** Where in the file, for the report: "row 12", "reading 40". */
  readonly where: string;
}

/** A value the reader could not use, by where it was. */
export interface Unreadable {
  readonly where: string;
  readonly text: string;
}

export interface ReadFile {
  readonly format: 'green-button-csv' | 'green-button-xml' | 'csv';
  /** 'wall' = local clock time as printed; 'utc' = instants (ESPI, or timestamps with an offset). */
  readonly clock: 'wall' | 'utc';
  readonly readings: readonly RawReading[];
  /** The file's own standard-time offset from UTC in hours (ESPI LocalTimeParameters), when stated. */
  readonly standardOffsetHours: number | null;
  /** Rows whose time could not be read. */
  readonly badTimes: readonly Unreadable[];
  /** Rows or readings left out on purpose (gas, another unit), one sentence each with a count. */
  readonly leftOut: readonly string[];
  /**
   * True when one column or reading type holds net use (import − export): a negative value is then
   * energy the home sent out, not an error.
   */
  readonly net: boolean;
}

export type ReadOutcome = { readonly ok: true; readonly value: ReadFile } | { readonly ok: false; readonly message: string };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function ymd(year: number, month: number, day: number): number | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const ms = Date.UTC(year, month - 1, day);
  return new Date(ms).getUTCMonth() === month - 1 ? ms : null;
}

/** A date as utilities print it: 2025-03-04, 2025/03/04, 3/4/2025, 03/04/25, 4-Mar-2025, Mar 4, 2025. Date.UTC ms of the day. */
export function readDate(text: string): { readonly ms: number; readonly rest: string } | null {
  const t = text.trim();
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})/.exec(t);
  if (m) {
    const ms = ymd(Number(m[1]), Number(m[2]), Number(m[3]));
    return ms === null ? null : { ms, rest: t.slice(m[0].length) };
  }
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2,4})/.exec(t);
  if (m) {
    const year = Number(m[3]);
    const ms = ymd(year < 100 ? 2000 + year : year, Number(m[1]), Number(m[2]));
    return ms === null ? null : { ms, rest: t.slice(m[0].length) };
  }
  m = /^(\d{1,2})[- ]([A-Za-z]{3})[a-z]*[- ](\d{4})/.exec(t);
  if (m) {
    const ms = ymd(Number(m[3]), MONTHS.indexOf((m[2] ?? '').toLowerCase()) + 1, Number(m[1]));
    return ms === null ? null : { ms, rest: t.slice(m[0].length) };
  }
  m = /^([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})/.exec(t);
  if (m) {
    const ms = ymd(Number(m[3]), MONTHS.indexOf((m[1] ?? '').toLowerCase()) + 1, Number(m[2]));
    return ms === null ? null : { ms, rest: t.slice(m[0].length) };
  }
  return null;
}

/** A time of day: 00:15, 0:15, 00:15:00, 12:15 AM, 1:15 pm, 1 PM. Milliseconds from midnight. */
export function readTime(text: string): number | null {
  const m = /^(\d{1,2})(?::(\d{2}))?(?::(\d{2})(?:\.\d+)?)?\s*([ap]\.?m\.?)?$/i.exec(text.trim());
  if (!m || (m[2] === undefined && m[4] === undefined)) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  const second = Number(m[3] ?? 0);
  const meridiem = m[4]?.toLowerCase().replace(/\./g, '');
  if (meridiem !== undefined) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  if (hour > 24 || minute > 59 || second > 59 || (hour === 24 && (minute > 0 || second > 0))) return null;
  return ((hour * 60 + minute) * 60 + second) * 1000;
}

/**
 * A date with a time ("2025-03-04 13:15", "2025-03-04T13:15:00-08:00", "3/4/2025 1:15 PM"). With an
 * offset or Z the result is an instant (`utc: true`), else the local clock as printed.
 */
export function readDateTime(text: string): { readonly ms: number; readonly utc: boolean } | null {
  const date = readDate(text);
  if (date === null) return null;
  let rest = date.rest.replace(/^[T\s,]+/, '');
  if (rest === '') return { ms: date.ms, utc: false };
  let offsetMs: number | null = null;
  const zone = /(?:Z|([+-])(\d{2}):?(\d{2}))$/.exec(rest);
  if (zone && /\d/.test(rest.slice(0, zone.index))) {
    offsetMs = zone[1] === undefined ? 0 : (zone[1] === '-' ? -1 : 1) * (Number(zone[2]) * 60 + Number(zone[3])) * 60_000;
    rest = rest.slice(0, zone.index);
  }
  const time = readTime(rest);
  if (time === null) return null;
  return offsetMs === null ? { ms: date.ms + time, utc: false } : { ms: date.ms + time - offsetMs, utc: true };
}

/** "1,052.5", "(3.2)", "-0.4", "0.25 kWh" → number; anything else → NaN; "" → null. */
export function readNumber(text: string): number | null {
  const t = text
    .replace(/[\s"$]/g, '')
    .replace(/,(?=\d{3}(?:\D|$))/g, '')
    .replace(/k?wh$/i, '');
  if (t === '') return null;
  const negative = /^\(.*\)$/.test(t);
  const n = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i.test(t.replace(/[()]/g, '')) ? Number(t.replace(/[()]/g, '')) : NaN;
  return negative ? -n : n;
}

/** "2025-03-04" of a Date.UTC day (for the report). */
export const dayLabel = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
/** "2025-03-04 13:15" (for the report). */
export const timeLabel = (ms: number): string => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
