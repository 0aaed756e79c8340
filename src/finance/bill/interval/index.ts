import type { TimeZone } from '../calendar';
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

/** The largest file read: a year of 15-minute ESPI XML with import and export is about 20 MB. */
export const MAX_INTERVAL_BYTES = 40 * 1024 * 1024;

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

/** One line for the assumptions and the review: where the hourly use came from. */
export function intervalSource(report: IntervalReport): string {
  const kind =
    report.format === 'green-button-xml' ? 'Green Button XML' : report.format === 'green-button-csv' ? 'Green Button CSV' : 'CSV';
  return `Your meter’s interval data (${kind}, ${report.from.slice(0, 10)} to ${report.to.slice(0, 10)})${report.extension !== null ? `, ${report.extension.months.length} month${report.extension.months.length === 1 ? '' : 's'} extended` : ''}`;
}
