import Papa from 'papaparse';
import { readDate, readDateTime, readNumber, readTime, type Flow, type RawReading, type ReadOutcome, type Unreadable } from './readings';

/**
 * Interval readings from a CSV: the Green Button "Download My Data" export (account lines such as
 * Name, Address, Account Number first; then TYPE, DATE, START TIME, END TIME, USAGE or IMPORT/EXPORT,
 * UNITS, COST, NOTES), and plain CSVs of a timestamp (or a date and an hour) and kWh, with or without a
 * header row. Gas rows and other units are left out and counted.
 */

interface Columns {
  readonly type: number;
  readonly date: number;
  readonly start: number;
  readonly end: number;
  readonly hour: number;
  readonly usage: number;
  readonly export: number;
  readonly units: number;
  /** kWh per unit of the usage columns, from a header such as "USAGE (Wh)". */
  readonly scale: number;
}

const NONE = -1;

function findColumns(cells: readonly string[]): Columns | null {
  const lower = cells.map((c) => c.trim().toLowerCase());
  const find = (pattern: RegExp, except?: RegExp): number => lower.findIndex((c) => pattern.test(c) && !(except?.test(c) ?? false));
  const exportLike = /export|received|generat|return|surplus|delivered to grid|\bout\b/;
  const notEnergy = /cost|charge|\$|amount|^units?$|^uom$|^type$|date|time|note|quality|status|rate|demand|kw\b(?!h)/;
  const type = find(/^type$/);
  const date = find(/^(?:(?:usage |read |interval |reading )?date|day)$/);
  const startAt = lower.findIndex(
    (c, i) =>
      i !== date && /start|timestamp|date ?time|interval|period|^time$|^from$|^read(?:ing)? time$|^date\b/.test(c) && !/\bend|^to$/.test(c),
  );
  const start = startAt === NONE ? date : startAt;
  const end = find(/^end|\bend\b|^to$/);
  const hour = find(/^(?:hour|hr|he|hour ending|hour beginning)\b/);
  const usage = find(
    /usage|consumption|import|kwh|energy|value|^use\b|^net\b|delivered|reading$/,
    new RegExp(`${exportLike.source}|${notEnergy.source}`),
  );
  const exported = find(exportLike, notEnergy);
  const units = find(/^units?$|^uom$/);
  if (usage === NONE && exported === NONE) return null;
  if (date === NONE && start === NONE) return null;
  // An account line ("Usage period, 01/01/2025 - 12/31/2025") names one column twice: not the table's header.
  const timeColumns = [date, start].filter((i) => i !== NONE);
  if (timeColumns.includes(usage) || timeColumns.includes(exported)) return null;
  const header = lower[usage === NONE ? exported : usage] ?? '';
  const scale = /\(wh\)|\bwh\b/.test(header) && !/kwh/.test(header) ? 0.001 : /mwh/.test(header) ? 1000 : 1;
  return { type, date, start, end, hour: hour === start || hour === date ? NONE : hour, usage, export: exported, units, scale };
}

/** A header-less file whose first row is a timestamp then a number. */
function headerless(row: readonly string[]): Columns | null {
  const [first, second] = row;
  if (first === undefined || second === undefined) return null;
  const value = readNumber(second);
  if (readDateTime(first) === null || value === null || Number.isNaN(value)) return null;
  return { type: NONE, date: NONE, start: 0, end: NONE, hour: NONE, usage: 1, export: NONE, units: NONE, scale: 1 };
}

const unitScale = (unit: string): number | null => {
  const u = unit.trim().toLowerCase();
  if (u === '' || u === 'kwh') return 1;
  if (u === 'wh') return 0.001;
  if (u === 'mwh') return 1000;
  return null;
};

export function readIntervalCsv(text: string): ReadOutcome {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy', delimitersToGuess: [',', '\t', ';', '|'] });
  const rows = parsed.data.map((row) => row.map((cell) => cell.trim()));
  let headerIndex = NONE;
  let columns: Columns | null = null;
  for (let i = 0; i < Math.min(rows.length, 60) && columns === null; i += 1) {
    const row = rows[i] ?? [];
    columns = headerless(row);
    if (columns !== null) {
      headerIndex = i - 1;
      break;
    }
    columns = findColumns(row);
    if (columns !== null) headerIndex = i;
  }
  if (columns === null) {
    return {
      ok: false,
      message:
        rows.length === 0
          ? 'This file is empty, so nothing was imported.'
          : 'Atlas found no table of times and kWh in this file: it needs a column of dates or times and a column of kWh (the Green Button “Download My Data” CSV has DATE, START TIME and USAGE). Choose your utility’s interval-data export.',
    };
  }
  const c = columns;
  const header = headerIndex >= 0 ? (rows[headerIndex] ?? []) : [];
  const greenButton = c.type !== NONE || (c.date !== NONE && c.start !== NONE && /start time/i.test(header[c.start] ?? ''));
  const hourEnding =
    c.hour !== NONE &&
    (/ending|^he$/i.test(header[c.hour] ?? '') || rows.slice(headerIndex + 1).some((row) => (row[c.hour] ?? '').trim() === '24'));

  const readings: RawReading[] = [];
  const badTimes: Unreadable[] = [];
  const skipped = new Map<string, number>();
  const skip = (what: string): void => {
    skipped.set(what, (skipped.get(what) ?? 0) + 1);
  };
  let utc = 0;
  let wall = 0;
  let exportRows = 0;
  for (let i = headerIndex + 1; i < rows.length; i += 1) {
    const row = rows[i] ?? [];
    const where = `row ${i + 1}`;
    const cell = (index: number): string => (index === NONE ? '' : (row[index] ?? ''));
    if (row.every((value) => value === '')) continue;
    const type = cell(c.type).toLowerCase();
    const unit = cell(c.units);
    if (/gas|water|therm/.test(type) || /therm|ccf|gal|m3|cubic/i.test(unit)) {
      skip('gas or water rows');
      continue;
    }
    const perUnit = unitScale(unit);
    if (perUnit === null) {
      skip(`rows in ${unit} (not kWh)`);
      continue;
    }
    // The time: a date and a time in two columns, a date and an hour number, or one timestamp.
    let start: { ms: number; utc: boolean } | null = null;
    const startText = cell(c.start).split(/\s+to\s+|\s+-\s+(?=\d)/i)[0] ?? '';
    if (c.date !== NONE && c.hour !== NONE) {
      const day = readDate(cell(c.date));
      const h = Number(cell(c.hour));
      if (day !== null && cell(c.hour) !== '' && Number.isInteger(h) && h >= (hourEnding ? 1 : 0) && h <= (hourEnding ? 24 : 23))
        start = { ms: day.ms + (h - (hourEnding ? 1 : 0)) * 3_600_000, utc: false };
    } else if (c.date !== NONE && c.start !== c.date) {
      const day = readDate(cell(c.date));
      const time = readTime(startText);
      start = time !== null && day !== null ? { ms: day.ms + time, utc: false } : readDateTime(startText);
    } else start = readDateTime(startText);
    if (start === null) {
      // A trailing total or a note is not a reading; a row with a number in it and no time is reported.
      const text = [cell(c.date), c.start === c.date ? '' : cell(c.start)].filter((t) => t !== '').join(' ');
      const energy = cell(c.usage === NONE ? c.export : c.usage);
      if (energy !== '' && !/total|sum/i.test(row.join(' '))) badTimes.push({ where, text: text === '' ? '(empty)' : text });
      continue;
    }
    const at = start;
    if (at.utc) utc += 1;
    else wall += 1;
    let minutes: number | null = null;
    if (c.end !== NONE) {
      const endText = cell(c.end);
      const endTime = readTime(endText) ?? readTime(endText.split(/[T\s]/).slice(1).join(' '));
      if (endTime !== null) {
        const startOfDay = ((at.ms % 86_400_000) + 86_400_000) % 86_400_000;
        let span = Math.round((endTime - startOfDay) / 60_000);
        if (span <= 0) span += 24 * 60;
        // Green Button prints the last minute of the interval (00:00–00:14 is 15 minutes).
        minutes = span % 5 === 4 ? span + 1 : span;
      }
    }
    const exportRow = /export|received|generat|return/.test(type);
    if (exportRow) exportRows += 1;
    const add = (index: number, flow: Flow): void => {
      if (index === NONE) return;
      const value = readNumber(cell(index));
      if (value === null) return;
      readings.push({ start: at.ms, minutes, flow, kwh: value * perUnit * c.scale, where });
    };
    add(c.usage, exportRow ? 'export' : 'import');
    add(c.export, 'export');
  }
  if (utc > 0 && wall > 0) {
    return {
      ok: false,
      message: `Some times in this file carry a UTC offset (${utc} rows) and others do not (${wall} rows), so Atlas cannot tell which clock they follow: export the file again with one kind of timestamp.`,
    };
  }
  return {
    ok: true,
    value: {
      format: greenButton ? 'green-button-csv' : 'csv',
      clock: utc > 0 ? 'utc' : 'wall',
      readings,
      standardOffsetHours: null,
      badTimes,
      leftOut: [...skipped].map(([what, count]) => `${count} ${what} left out`),
      net: c.export === NONE && exportRows === 0 && !/import|delivered/i.test(header[c.usage] ?? ''),
    },
  };
}
