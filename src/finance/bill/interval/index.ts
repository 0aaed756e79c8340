import { hourCalendar, type TimeZone } from '../calendar';
import { intervalSourceLine, intervalSourceOf, MAX_INTERVAL_BYTES, type IntervalSource } from '../interval-source';
import { readIntervalCsv } from './csv';
import { readEspiXml } from './espi';
import { buildYear, type IntervalReport, type IntervalYear } from './year';

/**
 * The home's own meter data, read in the browser (nothing is uploaded): a Green Button "Download My
 * Data" CSV or ESPI XML, or a plain CSV of timestamps and kWh → a year of hourly import and export
 * kWh on the bill engine's hours, with a report of everything found and every rule applied. Pure:
 * text in, numbers and sentences out; the screens read the File and show the report for review.
 */

export { MIN_MEASURED_DAYS, type Counted, type GapRange, type IntervalReport, type IntervalYear } from './year';

export { MAX_INTERVAL_BYTES } from '../interval-source';

export type IntervalOutcome = { readonly ok: true; readonly value: IntervalYear } | { readonly ok: false; readonly message: string };

/**
 * Reads an interval-data file. `zone` is the home's clock (timeZoneOf(state, longitude), the one the
 * bill engine uses for the project, see billTimeZone): it decides daylight saving for local times
 * and, when the file does not state it, the offset for UTC times.
 */
export function importIntervalData(text: string, zone: TimeZone): IntervalOutcome {
  if (text.trim() === '') return { ok: false, message: 'This file is empty, so nothing was imported.' };
  if (text.length > MAX_INTERVAL_BYTES)
    return {
      ok: false,
      message: 'This file is larger than 40 MB, so it was not read: export a shorter period (the last 12 months is enough).',
    };
  if (text.slice(0, 4096).includes('\u0000'))
    return {
      ok: false,
      message:
        'This file is not text (it may be a spreadsheet or a ZIP archive): export the usage as CSV or Green Button XML, and unzip it first.',
    };
  const xml = /^\uFEFF?\s*</.test(text.slice(0, 1024));
  const read = xml ? readEspiXml(text) : readIntervalCsv(text);
  if (!read.ok) return read;
  return buildYear(read.value, zone);
}

/**
 * The project field an import fills (the registry's hourly_usage_kwh, read by billSetup): the hourly
 * imports rounded to the watt-hour, as a meter reads them.
 */
export function intervalToSettings(year: IntervalYear): { readonly hourly_usage_kwh: number[] } {
  return { hourly_usage_kwh: Array.from(year.importKwh, (kwh) => Math.round(kwh * 1000) / 1000) };
}

/**
 * Both project fields an import fills: the hours (intervalToSettings) and their provenance
 * (`interval_source`: the file's name, when it was imported, the report's findings and each month's kWh on
 * the engine's calendar for `zone`, the clock the file was read with).
 */
export function intervalToProject(
  year: IntervalYear,
  zone: TimeZone,
  file: string,
  importedAt: Date,
): { readonly hourly_usage_kwh: number[]; readonly interval_source: IntervalSource } {
  const { hourly_usage_kwh } = intervalToSettings(year);
  const calendar = hourCalendar(zone);
  const monthly = new Array<number>(12).fill(0);
  hourly_usage_kwh.forEach((kwh, h) => {
    const m = calendar.month[h] ?? 0;
    monthly[m] = (monthly[m] ?? 0) + kwh;
  });
  return { hourly_usage_kwh, interval_source: intervalSourceOf(year.report, monthly, file, importedAt) };
}

/** One line for the assumptions and the review: where the hourly use came from. */
export function intervalSource(report: IntervalReport): string {
  return intervalSourceLine({ format: report.format, from: report.from, to: report.to, extended_months: report.extension?.months ?? [] });
}
