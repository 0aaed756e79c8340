import { REFERENCE_YEAR, hourCalendar, type TimeZone } from '../calendar';
import { typicalLoad } from '../load-shape';
import { dayLabel, timeLabel, type Flow, type ReadFile } from './readings';
import { MONTH_NAMES } from '../../month-names';

/**
 * Readings → one year of hourly import and export kWh on the bill engine's hours (calendar.ts: the
 * h-th elapsed hour from local midnight on 1 January of the reference year), with a report of every
 * rule applied. The rules, each stated in the report when it applied:
 *
 * - Clock. Each reading is placed by its standard-time hour (a local clock with daylight saving is
 *   turned back an hour in summer), so every day has 24 hours: the file's 23-hour spring day and
 *   25-hour autumn day fit without adding or dropping a reading, and the engine's calendar puts the
 *   daylight-saving labels back for the tariff. On the autumn day the first 1 am is daylight time and
 *   the second standard time, in the file's order. A file that writes the skipped 2 am and never
 *   repeats 1 am keeps standard time all year, and is read that way.
 * - Year. The last 12 months in the file are used (from the day after the last reading's date, a
 *   year earlier); older readings are counted and left out. Each hour goes to the same date and hour
 *   of the reference year; 29 February has no place there and is counted.
 * - Sub-hourly readings are summed into their hour; an hour with some of its readings missing is
 *   scaled up to the whole hour.
 * - Duplicates (the same start twice for the same flow) keep the first reading.
 * - Negative values are energy sent out when the file gives net use; otherwise they are errors and,
 *   like values that are not numbers, leave their hour missing.
 * - Missing hours: in a month with readings on at least MIN_MEASURED_DAYS days, an hour without a
 *   reading takes that month's average for its hour of day. A month with fewer is extended: Atlas's
 *   typical residential shape at the home's average daily use over all the days measured, with no
 *   exports.
 */

export const MIN_MEASURED_DAYS = 7;
/** Interval lengths read, in minutes. */
const USUAL_MINUTES: readonly number[] = [5, 10, 15, 30, 60];
const HOUR = 3_600_000;

/** A count and the dates it happened on (as printed in the file), oldest first. */
export interface Counted {
  readonly count: number;
  readonly dates: readonly string[];
}

export interface GapRange {
  /** First missing hour, "2025-03-04 13:00" in standard time. */
  readonly from: string;
  readonly hours: number;
}

export interface IntervalReport {
  readonly format: ReadFile['format'];
  /** The interval length found, in minutes (60 = hourly). */
  readonly intervalMinutes: number;
  /** First and last reading used, "2025-03-04 13:15" (standard time). */
  readonly from: string;
  readonly to: string;
  /** Readings used (import and export), after duplicates and errors. */
  readonly readings: number;
  /** kWh measured in the year used (not counting filled or extended hours). */
  readonly measuredImportKwh: number;
  readonly measuredExportKwh: number;
  /** The clock read: local time with daylight saving, local standard time all year, or UTC instants with this offset. */
  readonly clock: 'daylight-saving' | 'standard' | 'utc';
  /** The standard-time offset used for UTC times (hours). */
  readonly standardOffsetHours: number;
  /** The 23-hour (spring) and 25-hour (autumn) days found in the file. */
  readonly shortDays: readonly string[];
  readonly longDays: readonly string[];
  /** Readings at 2 am on a spring-forward day, an hour the clock skips (added to the hour that follows). */
  readonly skippedClockReadings: Counted;
  /** Hours between the first and the last reading with no reading at all. */
  readonly gaps: { readonly hours: number; readonly ranges: readonly GapRange[] };
  /** Readings of another length than the file's interval (a meter changed mid-year), read for the minutes they cover. */
  readonly otherLengthReadings: Counted;
  /** Hours with only some of their sub-hourly readings (scaled up to the whole hour). */
  readonly incompleteHours: Counted;
  /** Repeated readings: `differing` of them had another value than the one kept. */
  readonly duplicates: Counted & { readonly differing: number };
  /** Negative values: sent out (net files) or errors (left missing). */
  readonly negative: Counted & { readonly readAs: 'export' | 'missing' };
  readonly nonNumeric: Counted & { readonly where: readonly string[] };
  readonly badTimes: { readonly count: number; readonly where: readonly string[] };
  readonly leapDayReadings: number;
  /** Readings before the 12 months used. */
  readonly older: { readonly count: number; readonly before: string } | null;
  /** Hours of measured months filled from the month's average day. */
  readonly filledHours: number;
  /** Months with too few days of data, extended by the stated rule. */
  readonly extension: { readonly months: readonly string[]; readonly averageDailyKwh: number; readonly rule: string } | null;
  readonly leftOut: readonly string[];
  /** Every finding as one sentence, in the order above, for the review. */
  readonly notes: readonly string[];
}

export interface IntervalYear {
  /** kWh bought from the grid in each hour of the reference year (8,760 values). */
  readonly importKwh: Float64Array;
  /** kWh sent to the grid in each hour (zeros when the file has none). */
  readonly exportKwh: Float64Array;
  readonly report: IntervalReport;
}

export type YearOutcome = { readonly ok: true; readonly value: IntervalYear } | { readonly ok: false; readonly message: string };

function nthSunday(year: number, month: number, n: number): number {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - first) % 7) + (n - 1) * 7;
}
/** The wall-clock instants (as Date.UTC of the printed time) of the US daylight-saving changes of a year. */
const changes = new Map<number, { readonly spring: number; readonly fall: number }>();
function change(year: number): { readonly spring: number; readonly fall: number } {
  let kept = changes.get(year);
  if (kept === undefined) {
    kept = { spring: Date.UTC(year, 2, nthSunday(year, 2, 2), 2), fall: Date.UTC(year, 10, nthSunday(year, 10, 1), 2) };
    changes.set(year, kept);
  }
  return kept;
}
const springForward = (year: number): number => change(year).spring;
const fallBack = (year: number): number => change(year).fall;
/** The year of a Date.UTC instant, without a Date (readings come by the ten thousand). */
const YEAR_MS = 365.2425 * 24 * HOUR;
let lastYear = { year: 1970, from: 0, to: 0 };
function yearOf(ms: number): number {
  if (ms >= lastYear.from && ms < lastYear.to) return lastYear.year; // readings come in order
  let y = Math.floor(ms / YEAR_MS) + 1970;
  if (Date.UTC(y, 0, 1) > ms) y -= 1;
  else if (Date.UTC(y + 1, 0, 1) <= ms) y += 1;
  lastYear = { year: y, from: Date.UTC(y, 0, 1), to: Date.UTC(y + 1, 0, 1) };
  return y;
}
/** Hours from 1 January to 1 March in a year that is not a leap year. */
const MARCH_HOUR = (31 + 28) * 24;
/** A numeric key of a flow and a start (ms fit in 2^52 with a bit to spare). */
const keyOf = (flow: Flow, ms: number): number => ms * 2 + (flow === 'export' ? 1 : 0);

function counted(dates: readonly number[]): Counted {
  return { count: dates.length, dates: [...new Set(dates.map((ms) => dayLabel(ms)))].sort() };
}

const plural = (n: number, word: string, many = `${word}s`): string => `${n.toLocaleString('en-US')} ${n === 1 ? word : many}`;
const listed = (items: readonly string[], most = 5): string =>
  items.length <= most ? items.join(', ') : `${items.slice(0, most).join(', ')} and ${items.length - most} more`;

interface Placed {
  /** Standard local time as Date.UTC ms. */
  readonly std: number;
  /** The date as the file prints it (for the report). */
  readonly label: number;
  readonly flow: Flow;
  readonly kwh: number;
  readonly minutes: number | null;
  readonly where: string;
  readonly skippedClock: boolean;
  /** The zero companion of a net reading (not a reading of the file). */
  readonly synthetic: boolean;
}

export function buildYear(file: ReadFile, zone: TimeZone): YearOutcome {
  const offsetHours = file.standardOffsetHours ?? zone.standardOffsetHours;
  // 1. Values: numbers, negative values, net readings split into import and export.
  const nonNumeric: RawLike[] = [];
  const negative: RawLike[] = [];
  const valued: RawLike[] = [];
  for (const r of file.readings) {
    const label = file.clock === 'utc' ? r.start + offsetHours * HOUR : r.start;
    if (!Number.isFinite(r.kwh)) nonNumeric.push({ ...r, label });
    else if (r.kwh < 0) {
      negative.push({ ...r, label });
      if (file.net) {
        valued.push({ ...r, label, kwh: 0, synthetic: true });
        valued.push({ ...r, label, flow: 'export', kwh: -r.kwh });
      }
    } else {
      valued.push({ ...r, label });
      if (file.net && r.flow === 'import') valued.push({ ...r, label, flow: 'export', kwh: 0, synthetic: true });
    }
  }
  if (valued.length === 0) {
    const first = nonNumeric[0] ?? null;
    const badTime = file.badTimes[0] ?? null;
    return {
      ok: false,
      message:
        first !== null
          ? `None of the ${plural(nonNumeric.length, 'kWh value')} in this file is a number (${first.where} holds something else): check that it is the usage export.`
          : badTime !== null
            ? `None of the times in this file could be read (${badTime.where}: “${badTime.text}”): Atlas reads dates such as 2025-03-04 or 3/4/2025 with times such as 13:15 or 1:15 PM.`
            : negative.length > 0
              ? `Every kWh value in this file is negative (${plural(negative.length, 'reading')}): check that it is the usage export.`
              : `This file has no electricity readings in kWh${file.leftOut.length > 0 ? ` (${file.leftOut.join('; ')})` : ''}: choose the electricity usage export.`,
    };
  }

  // 2. The clock: every reading to its standard-time hour.
  let clock: IntervalReport['clock'] = 'utc';
  const shortDays: string[] = [];
  const longDays: string[] = [];
  const placed: Placed[] = [];
  if (file.clock === 'utc') {
    for (const r of valued)
      placed.push({
        std: r.start + offsetHours * HOUR,
        label: r.label,
        flow: r.flow,
        kwh: r.kwh,
        minutes: r.minutes,
        where: r.where,
        skippedClock: false,
        synthetic: r.synthetic === true,
      });
    const years = new Set(valued.map((r) => yearOf(r.label)));
    if (zone.observesDst) {
      const [lo, hi] = range(valued.map((r) => r.label));
      for (const y of [...years].sort()) {
        if (springForward(y) >= lo && springForward(y) <= hi) shortDays.push(dayLabel(springForward(y)));
        if (fallBack(y) >= lo && fallBack(y) <= hi) longDays.push(dayLabel(fallBack(y)));
      }
    }
  } else {
    const years = [...new Set(valued.map((r) => yearOf(r.start)))].sort();
    const inSkipped = (ms: number): boolean => ms >= springForward(yearOf(ms)) && ms < springForward(yearOf(ms)) + HOUR;
    const inRepeat = (ms: number): boolean => ms >= fallBack(yearOf(ms)) - HOUR && ms < fallBack(yearOf(ms));
    const seen = new Map<number, number>();
    let repeats = 0;
    let skippedWritten = 0;
    for (const r of valued) {
      if (inSkipped(r.start)) skippedWritten += 1;
      if (inRepeat(r.start)) {
        const key = keyOf(r.flow, r.start);
        const n = (seen.get(key) ?? 0) + 1;
        seen.set(key, n);
        if (n === 2) repeats += 1;
      }
    }
    clock = zone.observesDst && !(skippedWritten > 0 && repeats === 0) ? 'daylight-saving' : 'standard';
    const occurrences = new Map<number, number>();
    for (const r of valued) {
      let std = r.start;
      let skippedClock = false;
      if (clock === 'daylight-saving') {
        const y = yearOf(r.start);
        if (r.start >= springForward(y) + HOUR && r.start < fallBack(y) - HOUR) std -= HOUR;
        else if (inRepeat(r.start)) {
          const key = keyOf(r.flow, r.start);
          const n = (occurrences.get(key) ?? 0) + 1;
          occurrences.set(key, n);
          if (n === 1) std -= HOUR;
        } else if (inSkipped(r.start)) skippedClock = true;
      }
      placed.push({
        std,
        label: r.label,
        flow: r.flow,
        kwh: r.kwh,
        minutes: r.minutes,
        where: r.where,
        skippedClock,
        synthetic: r.synthetic === true,
      });
    }
    if (clock === 'daylight-saving') {
      const [lo, hi] = range(valued.map((r) => r.start));
      for (const y of years) {
        const spring = springForward(y);
        if (spring - 2 * HOUR >= lo && spring + 22 * HOUR <= hi) shortDays.push(dayLabel(spring));
        const autumn = fallBack(y);
        if (autumn - 2 * HOUR >= lo && autumn + 22 * HOUR <= hi && [...seen].some(([k, n]) => n >= 2 && yearOf(Math.floor(k / 2)) === y))
          longDays.push(dayLabel(autumn));
      }
    }
  }
  const skippedClock = placed.filter((p) => p.skippedClock && !p.synthetic);

  // 3. The interval length: the stated one most often, else the commonest step between readings.
  const primary: Flow = placed.some((p) => p.flow === 'import') ? 'import' : 'export';
  const stated = placed.filter((p) => p.flow === primary && p.minutes !== null).map((p) => Math.round(p.minutes ?? 0));
  const starts = [...new Set(placed.filter((p) => p.flow === primary).map((p) => p.std))].sort((a, b) => a - b);
  const steps = starts.slice(1).map((s, i) => Math.round((s - (starts[i] ?? s)) / 60_000));
  const minutes = mode(stated.length > 0 ? stated : steps) ?? 60;
  if (minutes > 60) {
    const every =
      minutes >= 20 * 1440
        ? 'one reading a month (it is a billing history)'
        : minutes >= 1440
          ? `one reading every ${plural(Math.round(minutes / 1440), 'day')}`
          : `one reading every ${plural(minutes, 'minute')}`;
    return {
      ok: false,
      message: `This file has ${every}, not hourly or shorter: Atlas needs interval data by the hour or the quarter hour for the hour-by-hour bill. Import it as monthly usage instead, or download the hourly or 15-minute data.`,
    };
  }
  if (minutes <= 0 || 60 % minutes !== 0) {
    return {
      ok: false,
      message: `This file’s readings are ${plural(minutes, 'minute')} apart, which does not divide an hour: Atlas reads 5-, 15-, 30- or 60-minute interval data.`,
    };
  }

  // 4. Duplicates, then each reading's length (stated, else the step to the next reading when it is a
  // usual interval, else the file's interval), then hours: kWh and the minutes of the hour covered.
  const kept = new Map<number, Placed>();
  const used: Placed[] = [];
  const duplicateDates: number[] = [];
  let differing = 0;
  for (const p of placed) {
    const key = keyOf(p.flow, p.std);
    const first = kept.get(key);
    if (first !== undefined && !p.skippedClock && !first.skippedClock) {
      if (!p.synthetic) {
        duplicateDates.push(p.label);
        if (Math.abs(first.kwh - p.kwh) > 1e-9) differing += 1;
      }
      continue;
    }
    if (first === undefined) kept.set(key, p);
    used.push(p);
  }
  const sums = new Map<number, { imp: number; exp: number; covImp: number; covExp: number }>();
  const otherLength: number[] = [];
  for (const flow of ['import', 'export'] as const) {
    const list = used.filter((p) => p.flow === flow).sort((a, b) => a.std - b.std);
    list.forEach((p, i) => {
      // Without a stated length, a reading in a run of steady steps of another usual length (hourly
      // readings in a 15-minute file) is that long; a lone longer step is a gap, not a longer reading.
      const before = i > 0 ? Math.round((p.std - (list[i - 1]?.std ?? p.std)) / 60_000) : null;
      const after = i + 1 < list.length ? Math.round(((list[i + 1]?.std ?? p.std) - p.std) / 60_000) : null;
      const steady = (before ?? after) === (after ?? before) ? (before ?? after ?? minutes) : minutes;
      const length = p.skippedClock ? 0 : Math.min(60, p.minutes ?? (USUAL_MINUTES.includes(steady) ? steady : minutes));
      if (!p.synthetic && !p.skippedClock && flow === primary && length !== minutes) otherLength.push(p.label);
      const hour = Math.floor(p.std / HOUR) * HOUR;
      const sum = sums.get(hour) ?? { imp: 0, exp: 0, covImp: 0, covExp: 0 };
      if (flow === 'import') {
        sum.imp += p.kwh;
        sum.covImp += length;
      } else {
        sum.exp += p.kwh;
        sum.covExp += length;
      }
      sums.set(hour, sum);
    });
  }

  // 5. The year: the 12 months ending with the last reading's date.
  const hours = [...sums.keys()].sort((a, b) => a - b);
  const lastHour = hours[hours.length - 1] ?? 0;
  const lastDate = new Date(lastHour);
  const windowStart = Date.UTC(lastDate.getUTCFullYear() - 1, lastDate.getUTCMonth(), lastDate.getUTCDate() + 1);
  const calendar = hourCalendar(zone);
  const size = calendar.hours;
  const importKwh = new Float64Array(size);
  const exportKwh = new Float64Array(size);
  const measured = new Uint8Array(size);
  const hasExport = placed.some((p) => p.flow === 'export');
  const refStart = Date.UTC(REFERENCE_YEAR, 0, 1);
  // The same date and hour of the reference year (not a leap year): 29 February has no place.
  const indexOf = (std: number): number | null => {
    const year = yearOf(std);
    const hour = Math.floor((std - lastYear.from) / HOUR);
    const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    if (!leap || hour < MARCH_HOUR) return hour;
    return hour < MARCH_HOUR + 24 ? null : hour - 24;
  };
  let older = 0;
  let leapDay = 0;
  let measuredImport = 0;
  let measuredExport = 0;
  const incomplete: number[] = [];
  for (const hour of hours) {
    if (hour < windowStart) {
      older += 1;
      continue;
    }
    const index = indexOf(hour);
    const sum = sums.get(hour);
    if (sum === undefined) continue;
    if (index === null || index >= size) {
      leapDay += 1;
      continue;
    }
    const count = primary === 'import' ? sum.covImp : sum.covExp;
    if (count === 0) continue; // only an export (or import) reading: the primary flow is missing
    if (count < 60) incomplete.push(hour);
    const scaleImport = sum.covImp > 0 && sum.covImp < 60 ? 60 / sum.covImp : 1;
    const scaleExport = sum.covExp > 0 && sum.covExp < 60 ? 60 / sum.covExp : 1;
    importKwh[index] = sum.imp * scaleImport;
    exportKwh[index] = sum.exp * scaleExport;
    measuredImport += sum.imp;
    measuredExport += sum.exp;
    measured[index] = 1;
  }
  const olderReadings = used.filter((p) => !p.synthetic && p.std < windowStart).length;
  const readingsInYear = used.filter((p) => !p.synthetic && p.std >= windowStart && indexOf(p.std) !== null).length;

  // 6. Gaps: hours between the first and last reading used with no reading of the primary flow.
  const firstUsed = hours.find((h) => h >= windowStart) ?? lastHour;
  const gapRanges: GapRange[] = [];
  let gapHours = 0;
  let run = 0;
  let runStart = 0;
  for (let h = firstUsed; h <= lastHour + HOUR; h += HOUR) {
    const sum = sums.get(h);
    const missing = h <= lastHour && (sum === undefined || (primary === 'import' ? sum.covImp : sum.covExp) === 0);
    if (missing) {
      if (run === 0) runStart = h;
      run += 1;
      gapHours += 1;
    } else if (run > 0) {
      gapRanges.push({ from: timeLabel(runStart), hours: run });
      run = 0;
    }
  }

  // 7. Fill and extend.
  const measuredDays: Set<number>[] = Array.from({ length: 12 }, () => new Set<number>());
  const monthOf = (index: number): number => new Date(refStart + index * HOUR).getUTCMonth();
  let dailyTotal = 0;
  let measuredHours = 0;
  for (let i = 0; i < size; i += 1) {
    if (measured[i] !== 1) continue;
    measuredDays[monthOf(i)]?.add(Math.floor(i / 24));
    dailyTotal += importKwh[i] ?? 0;
    measuredHours += 1;
  }
  if (measuredHours < 24) {
    return {
      ok: false,
      message: `This file has readings for only ${plural(measuredHours, 'hour')} of the year used, too few to stand for the home’s use: Atlas needs at least a whole day, and a year is best.`,
    };
  }
  const averageDaily = measuredHours > 0 ? (dailyTotal / measuredHours) * 24 : 0;
  const extendedMonths: number[] = [];
  for (let m = 0; m < 12; m += 1) if ((measuredDays[m]?.size ?? 0) < MIN_MEASURED_DAYS) extendedMonths.push(m);
  const typical =
    extendedMonths.length > 0
      ? typicalLoad(
          calendar,
          calendar.daysInMonth.map((days) => averageDaily * days),
        )
      : new Float64Array(0);
  let filledHours = 0;
  for (let m = 0; m < 12; m += 1) {
    const from = (Date.UTC(REFERENCE_YEAR, m, 1) - refStart) / HOUR;
    const to = (Date.UTC(REFERENCE_YEAR, m + 1, 1) - refStart) / HOUR;
    const extended = extendedMonths.includes(m);
    const byHour = Array.from({ length: 24 }, () => ({ imp: 0, exp: 0, n: 0 }));
    let all = { imp: 0, exp: 0, n: 0 };
    for (let i = from; i < to; i += 1) {
      if (measured[i] !== 1) continue;
      const slot = byHour[i % 24];
      if (slot === undefined) continue;
      slot.imp += importKwh[i] ?? 0;
      slot.exp += exportKwh[i] ?? 0;
      slot.n += 1;
      all = { imp: all.imp + (importKwh[i] ?? 0), exp: all.exp + (exportKwh[i] ?? 0), n: all.n + 1 };
    }
    for (let i = from; i < to; i += 1) {
      if (measured[i] === 1) continue;
      if (extended) {
        importKwh[i] = typical[i] ?? 0;
        exportKwh[i] = 0;
        continue;
      }
      const slot = byHour[i % 24];
      const source = slot !== undefined && slot.n > 0 ? slot : all;
      importKwh[i] = source.n > 0 ? source.imp / source.n : 0;
      exportKwh[i] = source.n > 0 ? source.exp / source.n : 0;
      filledHours += 1;
    }
  }

  // 8. The report.
  const from = timeLabel(firstUsed);
  const to = timeLabel(lastHour + HOUR - minutes * 60_000);
  const report: Omit<IntervalReport, 'notes'> = {
    format: file.format,
    intervalMinutes: minutes,
    from,
    to,
    readings: readingsInYear,
    measuredImportKwh: round(measuredImport, 3),
    measuredExportKwh: round(measuredExport, 3),
    clock,
    standardOffsetHours: offsetHours,
    shortDays,
    longDays,
    skippedClockReadings: counted(skippedClock.map((p) => p.label)),
    gaps: { hours: gapHours, ranges: gapRanges },
    otherLengthReadings: counted(otherLength),
    incompleteHours: counted(incomplete),
    duplicates: { ...counted(duplicateDates), differing },
    negative: { ...counted(negative.map((r) => r.label)), readAs: file.net ? 'export' : 'missing' },
    nonNumeric: { ...counted(nonNumeric.map((r) => r.label)), where: nonNumeric.slice(0, 10).map((r) => r.where) },
    badTimes: { count: file.badTimes.length, where: file.badTimes.slice(0, 10).map((b) => `${b.where}: “${b.text}”`) },
    leapDayReadings: leapDay,
    older: older > 0 ? { count: olderReadings, before: dayLabel(windowStart) } : null,
    filledHours,
    extension:
      extendedMonths.length > 0
        ? {
            months: extendedMonths.map((m) => MONTH_NAMES[m] ?? ''),
            averageDailyKwh: round(averageDaily, 2),
            rule: `Months with readings on fewer than ${MIN_MEASURED_DAYS} days are extended with Atlas’s typical residential hourly shape, scaled to your average use over the days measured (${round(averageDaily, 2)} kWh a day) and with no exports; your bills’ monthly kWh would be closer for those months.`,
          }
        : null,
    leftOut: file.leftOut,
  };
  return {
    ok: true,
    value: {
      importKwh,
      exportKwh,
      report: { ...report, notes: notes(report, hasExport, zone.observesDst, file.standardOffsetHours, zone.standardOffsetHours) },
    },
  };
}

interface RawLike {
  readonly synthetic?: boolean;
  readonly start: number;
  readonly label: number;
  readonly minutes: number | null;
  readonly flow: Flow;
  readonly kwh: number;
  readonly where: string;
}

/** The lowest and highest value (a loop: a year of 5-minute readings is too many arguments for Math.min). */
function range(values: readonly number[]): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of values) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  return [lo, hi];
}

function mode(values: readonly number[]): number | null {
  const counts = new Map<number, number>();
  for (const v of values) if (v > 0) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: number | null = null;
  let top = 0;
  for (const [v, n] of counts)
    if (n > top || (n === top && best !== null && v < best)) {
      best = v;
      top = n;
    }
  return best;
}

const round = (n: number, places: number): number => Math.round(n * 10 ** places) / 10 ** places;

const sign = (hours: number): string => `${hours >= 0 ? '+' : '−'}${Math.abs(hours)}`;

function notes(
  r: Omit<IntervalReport, 'notes'>,
  hasExport: boolean,
  observesDst: boolean,
  fileOffset: number | null,
  projectOffset: number,
): string[] {
  const out: string[] = [];
  const length = r.intervalMinutes === 60 ? 'hourly' : `${r.intervalMinutes}-minute`;
  out.push(`${plural(r.readings, `${length} reading`)} from ${r.from} to ${r.to} (standard time).`);
  if (r.clock === 'daylight-saving') {
    const days = [
      r.shortDays.length > 0 ? `${plural(r.shortDays.length, '23-hour day')} (${listed(r.shortDays)})` : '',
      r.longDays.length > 0 ? `${plural(r.longDays.length, '25-hour day')} (${listed(r.longDays)})` : '',
    ].filter((s) => s !== '');
    out.push(
      `The file keeps local time with daylight saving${days.length > 0 ? `: ${days.join(' and ')}` : ''}. Each reading is placed by its standard-time hour, so no reading is added or dropped on those days.`,
    );
  } else if (r.clock === 'standard' && !observesDst) {
    out.push('The home’s clock has no daylight saving: the file is read in standard time all year.');
  } else if (r.clock === 'standard') {
    out.push(
      'The file keeps standard time all year (it has a 2 am on the spring-forward day and no second 1 am in autumn), and is read that way.',
    );
  } else {
    out.push(`The file’s times are UTC; they are placed in local standard time (UTC${sign(r.standardOffsetHours)}).`);
    if (fileOffset !== null && fileOffset !== projectOffset)
      out.push(
        `The file’s clock is UTC${sign(fileOffset)}, the project’s UTC${sign(projectOffset)}: readings are placed by the file’s own clock, the one the home lives by.`,
      );
  }
  if (r.skippedClockReadings.count > 0)
    out.push(
      `${plural(r.skippedClockReadings.count, 'reading')} at 2 am on a spring-forward day, an hour the clock skips (${listed(r.skippedClockReadings.dates)}): added to the hour that follows.`,
    );
  if (r.older !== null) out.push(`${plural(r.older.count, 'reading')} before ${r.older.before} left out: the last 12 months are used.`);
  if (r.leapDayReadings > 0) out.push(`${plural(r.leapDayReadings, 'hour')} of 29 February left out (the bill year has 365 days).`);
  if (r.gaps.hours > 0)
    out.push(
      `${plural(r.gaps.hours, 'hour')} missing in ${plural(r.gaps.ranges.length, 'gap')} (${listed(r.gaps.ranges.map((g) => `${g.from}, ${plural(g.hours, 'hour')}`))}).`,
    );
  if (r.otherLengthReadings.count > 0)
    out.push(
      `${plural(r.otherLengthReadings.count, 'reading')} of another length than ${r.intervalMinutes} minutes (${listed(r.otherLengthReadings.dates)}): each counts for the minutes it covers.`,
    );
  if (r.incompleteHours.count > 0)
    out.push(
      `${plural(r.incompleteHours.count, 'hour')} had only some of ${r.intervalMinutes}-minute readings (${listed(r.incompleteHours.dates)}): scaled up to the whole hour.`,
    );
  if (r.duplicates.count > 0)
    out.push(
      `${plural(r.duplicates.count, 'duplicate reading')} (${listed(r.duplicates.dates)})${r.duplicates.differing > 0 ? `, ${r.duplicates.differing} with a different value` : ''}: the first of each is kept.`,
    );
  if (r.negative.count > 0)
    out.push(
      r.negative.readAs === 'export'
        ? `${plural(r.negative.count, 'negative reading')} (${listed(r.negative.dates)}): read as energy sent to the grid.`
        : `${plural(r.negative.count, 'negative value')} in a column that cannot be negative (${listed(r.negative.dates)}): left out and their hours treated as missing.`,
    );
  if (r.nonNumeric.count > 0)
    out.push(
      `${plural(r.nonNumeric.count, 'value')} that ${r.nonNumeric.count === 1 ? 'is' : 'are'} not a number (${listed(r.nonNumeric.dates)}; ${listed(r.nonNumeric.where, 3)}): left out and their hours treated as missing.`,
    );
  if (r.badTimes.count > 0)
    out.push(`${plural(r.badTimes.count, 'row')} with a time Atlas cannot read (${listed(r.badTimes.where, 3)}): left out.`);
  for (const line of r.leftOut) out.push(`${line.charAt(0).toUpperCase()}${line.slice(1)}.`);
  if (r.filledHours > 0)
    out.push(`${plural(r.filledHours, 'hour')} without a reading take the average of the same hour of the day in their month.`);
  if (r.extension !== null) out.push(`${listed(r.extension.months, 12)}: ${r.extension.rule}`);
  if (hasExport && r.measuredExportKwh > 0)
    out.push(
      `The meter sent ${round(r.measuredExportKwh, 0).toLocaleString('en-US')} kWh to the grid: the home already makes power, so the imports are what it bought, not all it used. The bills are computed on the imports.`,
    );
  return out;
}
