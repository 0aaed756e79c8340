/**
 * The hours of one year in a tariff's local time. A utility bills by the clock on the wall, so each
 * elapsed hour is labelled with its local month, hour of day and weekday/weekend, with daylight
 * saving applied: the spring-forward day has 23 hours (local 2 am never happens), the fall-back day 25
 * (local 1 am happens twice). The year is the 8,760 elapsed hours from local midnight on 1 January of
 * a fixed, non-leap reference year, so every analysis shares the same calendar.
 */

/** The reference year: not a leap year; 1 January 2025 is a Wednesday. */
export const REFERENCE_YEAR = 2025;

/** Where the clock is: the standard-time offset from UTC and whether daylight saving is observed. */
export interface TimeZone {
  /** Hours from UTC in standard time (Pacific −8, Eastern −5). */
  readonly standardOffsetHours: number;
  /** True where the US daylight-saving rule applies (every state but Arizona and Hawaii). */
  readonly observesDst: boolean;
}

/** One year of hours; index h is the h-th elapsed hour from local midnight on 1 January. */
export interface HourCalendar {
  readonly zone: TimeZone;
  readonly hours: number;
  /** Local month 0–11 of each hour. */
  readonly month: Uint8Array;
  /** Local hour of day 0–23 of each hour. */
  readonly hour: Uint8Array;
  /** 1 on Saturdays and Sundays (local), else 0. */
  readonly weekend: Uint8Array;
  /** Local day of the year, 0-based. */
  readonly day: Uint16Array;
  /** UTC milliseconds at the middle of each hour (for the sun's position). */
  readonly midUtcMs: Float64Array;
  /** The first hour index of each month, and `hours` at index 12. */
  readonly monthStart: readonly number[];
  /** Number of local days in each month. */
  readonly daysInMonth: readonly number[];
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The day of the month of the n-th Sunday (n ≥ 1) of a month (UTC calendar arithmetic). */
function nthSunday(year: number, month: number, n: number): number {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - first) % 7) + (n - 1) * 7;
}

const cache = new Map<string, HourCalendar>();

/**
 * The calendar of the reference year in a time zone, built once per zone and kept (a calendar is
 * read-only). US rule since 2007: daylight time from 2 am on the second Sunday of March to 2 am on
 * the first Sunday of November.
 */
export function hourCalendar(zone: TimeZone, year: number = REFERENCE_YEAR): HourCalendar {
  const key = `${zone.standardOffsetHours}|${zone.observesDst}|${year}`;
  const kept = cache.get(key);
  if (kept !== undefined) return kept;
  const offsetMs = zone.standardOffsetHours * HOUR_MS;
  const startUtc = Date.UTC(year, 0, 1) - offsetMs;
  const endUtc = Date.UTC(year + 1, 0, 1) - offsetMs;
  const hours = Math.round((endUtc - startUtc) / HOUR_MS);
  const dstFrom = zone.observesDst ? Date.UTC(year, 2, nthSunday(year, 2, 2), 2) - offsetMs : Infinity;
  // Fall back at 2 am daylight time, which is 1 am standard time.
  const dstTo = zone.observesDst ? Date.UTC(year, 10, nthSunday(year, 10, 1), 1) - offsetMs : -Infinity;
  const month = new Uint8Array(hours);
  const hour = new Uint8Array(hours);
  const weekend = new Uint8Array(hours);
  const day = new Uint16Array(hours);
  const midUtcMs = new Float64Array(hours);
  const monthStart: number[] = [];
  const yearStartLocal = Date.UTC(year, 0, 1);
  for (let h = 0; h < hours; h += 1) {
    const utc = startUtc + h * HOUR_MS;
    const local = utc + offsetMs + (utc >= dstFrom && utc < dstTo ? HOUR_MS : 0);
    const date = new Date(local);
    const m = date.getUTCMonth();
    month[h] = m;
    hour[h] = date.getUTCHours();
    const weekday = date.getUTCDay();
    weekend[h] = weekday === 0 || weekday === 6 ? 1 : 0;
    day[h] = Math.floor((local - yearStartLocal) / DAY_MS);
    midUtcMs[h] = utc + HOUR_MS / 2;
    if (monthStart.length === m) monthStart.push(h);
  }
  monthStart.push(hours);
  const daysInMonth = Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(year, m + 1, 0)).getUTCDate());
  const calendar: HourCalendar = { zone, hours, month, hour, weekend, day, midUtcMs, monthStart, daysInMonth };
  cache.set(key, calendar);
  return calendar;
}

/**
 * The main time zone of each US state (standard offset, daylight saving). States split between two
 * zones take the zone most of their people live in; a home in the other part is off by an hour in
 * its TOU schedule, which the methodology states.
 */
const STATE_ZONES: Readonly<Record<string, TimeZone>> = (() => {
  const zones: Record<string, TimeZone> = {};
  const put = (offset: number, dst: boolean, states: string): void => {
    for (const state of states.split(' ')) zones[state] = { standardOffsetHours: offset, observesDst: dst };
  };
  put(-5, true, 'CT DE DC FL GA IN KY ME MD MA MI NH NJ NY NC OH PA RI SC VT VA WV');
  put(-6, true, 'AL AR IL IA KS LA MN MS MO NE ND OK SD TN TX WI');
  put(-7, true, 'CO ID MT NM UT WY');
  put(-7, false, 'AZ');
  put(-8, true, 'CA NV OR WA');
  put(-9, true, 'AK');
  put(-10, false, 'HI');
  put(-4, false, 'PR VI');
  return zones;
})();

/**
 * The time zone of a home: from its state when known, else from its longitude (15° an hour, with
 * daylight saving), else US Pacific time (the default stated in the assumptions).
 */
export function timeZoneOf(state: string | null | undefined, longitude?: number | null): TimeZone {
  const known = typeof state === 'string' ? STATE_ZONES[state.trim().toUpperCase()] : undefined;
  if (known !== undefined) return known;
  if (typeof longitude === 'number' && Number.isFinite(longitude))
    return { standardOffsetHours: Math.round(longitude / 15), observesDst: true };
  return { standardOffsetHours: -8, observesDst: true };
}
