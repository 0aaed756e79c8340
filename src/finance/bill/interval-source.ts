import type { IntervalReport } from './interval/year';

/*
 * Where a project's hourly use came from (issue 23): the provenance of an interval-data import, kept
 * beside the hours (`interval_source` beside `hourly_usage_kwh`) so the review can be shown again and the
 * assumption line names the file. Small on purpose: the report's sentences and counts, no readings.
 * Imports nothing at run time, so the screens read it without loading the CSV or XML readers.
 */

export type IntervalFormat = IntervalReport['format'];

/** The largest interval-data file read: a year of 15-minute ESPI XML with import and export is about 20 MB. */
export const MAX_INTERVAL_BYTES = 40 * 1024 * 1024;

/** The stored provenance of an interval-data import (the project's `interval_source`). */
export interface IntervalSource {
  /** The file's name as the homeowner chose it (the file itself is never uploaded). */
  readonly file: string;
  /** When it was imported, ISO 8601. */
  readonly imported_at: string;
  readonly format: IntervalFormat;
  /** First and last reading used, "2025-03-04 13:15" (standard time). */
  readonly from: string;
  readonly to: string;
  readonly interval_minutes: number;
  /** kWh bought from the grid in each month of the year used, January first (extended months included). */
  readonly monthly_kwh: readonly number[];
  /** Months extended by the stated rule (names), and the rule; empty and null when none. */
  readonly extended_months: readonly string[];
  readonly extension_rule: string | null;
  /** Daylight-saving days found: 23-hour (spring) and 25-hour (autumn). */
  readonly short_days: readonly string[];
  readonly long_days: readonly string[];
  readonly gap_hours: number;
  /** Hours of measured months without a reading (a gap, an hour lost to the clock), filled from the month's average day. */
  readonly filled_hours: number;
  readonly duplicates: number;
  readonly measured_import_kwh: number;
  readonly measured_export_kwh: number;
  /** Every finding as one sentence, in the report's order. */
  readonly notes: readonly string[];
  /**
   * The assumption line of the bills computed on these hours (intervalSourceLine, as of the import): the
   * engine shows it as it is, so the quote pages do not load this module.
   */
  readonly summary: string;
}

const FORMAT_NAMES: Readonly<Record<IntervalFormat, string>> = {
  'green-button-csv': 'Green Button CSV',
  'green-button-xml': 'Green Button XML',
  csv: 'CSV',
};

/** The provenance to store for an import: the report's findings, the file's name and the moment. */
export function intervalSourceOf(report: IntervalReport, monthlyKwh: readonly number[], file: string, importedAt: Date): IntervalSource {
  const extended = report.extension?.months ?? [];
  return {
    file,
    imported_at: importedAt.toISOString(),
    format: report.format,
    from: report.from,
    to: report.to,
    interval_minutes: report.intervalMinutes,
    monthly_kwh: monthlyKwh.map((kwh) => Math.round(kwh * 10) / 10),
    extended_months: extended,
    extension_rule: report.extension?.rule ?? null,
    short_days: report.shortDays,
    long_days: report.longDays,
    gap_hours: report.gaps.hours,
    filled_hours: report.filledHours,
    duplicates: report.duplicates.count,
    measured_import_kwh: report.measuredImportKwh,
    measured_export_kwh: report.measuredExportKwh,
    notes: report.notes,
    summary: intervalSourceLine({ format: report.format, from: report.from, to: report.to, extended_months: extended, file }),
  };
}

const isText = (value: unknown): value is string => typeof value === 'string';
const texts = (value: unknown): readonly string[] => (Array.isArray(value) ? value.filter(isText) : []);
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);

/**
 * A stored provenance read back (JSON from Directus, or its text); `null` when there is none or it is
 * not one (never throws). Missing lists read as empty, missing counts as 0.
 */
export function readIntervalSource(value: unknown): IntervalSource | null {
  let v = value;
  if (isText(v)) {
    try {
      v = JSON.parse(v) as unknown;
    } catch {
      return null;
    }
  }
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  const format = o['format'];
  if (!isText(o['file']) || !isText(o['imported_at']) || !isText(o['from']) || !isText(o['to'])) return null;
  if (format !== 'green-button-csv' && format !== 'green-button-xml' && format !== 'csv') return null;
  const monthly = Array.isArray(o['monthly_kwh']) ? o['monthly_kwh'].map(count) : [];
  const extended = texts(o['extended_months']);
  return {
    file: o['file'],
    imported_at: o['imported_at'],
    format,
    from: o['from'],
    to: o['to'],
    interval_minutes: count(o['interval_minutes']),
    monthly_kwh: monthly.length === 12 ? monthly : [],
    extended_months: extended,
    extension_rule: isText(o['extension_rule']) ? o['extension_rule'] : null,
    short_days: texts(o['short_days']),
    long_days: texts(o['long_days']),
    gap_hours: count(o['gap_hours']),
    filled_hours: count(o['filled_hours']),
    duplicates: count(o['duplicates']),
    measured_import_kwh: count(o['measured_import_kwh']),
    measured_export_kwh: count(o['measured_export_kwh']),
    notes: texts(o['notes']),
    summary: isText(o['summary'])
      ? o['summary']
      : intervalSourceLine({ format, from: o['from'], to: o['to'], extended_months: extended, file: o['file'] }),
  };
}

/**
 * One line for the assumptions and the review: where the hourly use came from ("Your meter’s interval
 * data (Green Button CSV, 2025-01-01 to 2025-12-31), 2 months extended; from meter.csv").
 */
export function intervalSourceLine(
  source: Pick<IntervalSource, 'format' | 'from' | 'to' | 'extended_months'> & { readonly file?: string },
): string {
  const n = source.extended_months.length;
  const extended = n > 0 ? `, ${n} month${n === 1 ? '' : 's'} extended` : '';
  const file = source.file === undefined || source.file === '' ? '' : `; from ${source.file}`;
  return `Your meter’s interval data (${FORMAT_NAMES[source.format]}, ${source.from.slice(0, 10)} to ${source.to.slice(0, 10)})${extended}${file}`;
}
