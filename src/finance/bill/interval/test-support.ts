/**
 * Generators of interval-data files for the unit tests: made-up homes, never a real homeowner's file.
 * Wall-clock times come from the platform's own time-zone database (Intl), independently of the
 * import's daylight-saving rule, so the tests check one against the other.
 */

const HOUR = 3_600_000;

export interface Wall {
  readonly date: string; // 2025-03-09
  readonly time: string; // 01:15
  readonly hour: number;
  readonly minute: number;
  readonly month: number; // 0–11
  readonly day: number;
  /** Saturday or Sunday. */
  readonly weekend: boolean;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The local wall clock of an instant in an IANA time zone. */
export function wallClock(instant: number, timeZone: string): Wall {
  let format = formats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    });
    formats.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(new Date(instant))) parts[part.type] = part.value;
  const hour = Number(parts.hour);
  const minute = Number(parts.minute);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
    hour,
    minute,
    month: Number(parts.month) - 1,
    day: Number(parts.day),
    weekend: parts.weekday === 'Sat' || parts.weekday === 'Sun',
  };
}

/** The instant of local midnight starting a date (standard offset given; every US change is at 2 am). */
export const localMidnight = (date: string, standardOffsetHours: number): number =>
  Date.parse(`${date}T00:00:00Z`) - standardOffsetHours * HOUR;

export interface Reading {
  readonly instant: number;
  readonly wall: Wall;
  readonly importKwh: number;
  readonly exportKwh: number;
}

/** Readings every `minutes` from `from` (inclusive) to `to` (exclusive), instants in ms. */
export function readings(
  from: number,
  to: number,
  minutes: number,
  timeZone: string,
  kwh: (wall: Wall, instant: number) => { readonly importKwh: number; readonly exportKwh?: number },
): Reading[] {
  const out: Reading[] = [];
  for (let t = from; t < to; t += minutes * 60_000) {
    const wall = wallClock(t, timeZone);
    const value = kwh(wall, t);
    out.push({ instant: t, wall, importKwh: value.importKwh, exportKwh: value.exportKwh ?? 0 });
  }
  return out;
}

const endTime = (wall: Wall, minutes: number): string => {
  const end = wall.hour * 60 + wall.minute + minutes - 1;
  return `${String(Math.floor(end / 60) % 24).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
};

/** A Green Button "Download My Data" CSV: account lines, then TYPE, DATE, START TIME, END TIME, … */
export function greenButtonCsv(
  rows: readonly Reading[],
  minutes: number,
  options: { readonly exportColumn?: boolean; readonly cells?: (reading: Reading, i: number) => readonly string[] | null } = {},
): string {
  const head = [
    'Name,PAT SAMPLE',
    'Address,"1 EXAMPLE WAY, SPRINGFIELD CA 94103"',
    'Account Number,0000000000',
    'Service,Service 1',
    'Usage period,2025-01-01 to 2025-12-31',
    '',
    options.exportColumn === true
      ? 'TYPE,DATE,START TIME,END TIME,IMPORT (kWh),EXPORT (kWh),COST,NOTES'
      : 'TYPE,DATE,START TIME,END TIME,USAGE,UNITS,COST,NOTES',
  ];
  const body = rows.map((r, i) => {
    const custom = options.cells?.(r, i);
    if (custom !== undefined && custom !== null) return custom.join(',');
    const cost = `$${(r.importKwh * 0.3).toFixed(2)}`;
    return options.exportColumn === true
      ? [
          'Electric usage',
          r.wall.date,
          r.wall.time,
          endTime(r.wall, minutes),
          r.importKwh.toFixed(3),
          r.exportKwh.toFixed(3),
          cost,
          '',
        ].join(',')
      : ['Electric usage', r.wall.date, r.wall.time, endTime(r.wall, minutes), r.importKwh.toFixed(3), 'kWh', cost, ''].join(',');
  });
  return `${[...head, ...body].join('\r\n')}\r\n`;
}

/** A Green Button ESPI XML feed: one usage point, a delivered and (optionally) a received meter reading, one block a day. */
export function espiXml(
  rows: readonly Reading[],
  minutes: number,
  options: {
    readonly received?: boolean;
    readonly tzOffsetSeconds?: number;
    readonly powerOfTen?: number;
    /** The first meter reading's flowDirection (1 delivered, 4 net) and unit (72 = Wh). */
    readonly flow?: number;
    readonly uom?: number;
  } = {},
): string {
  const power = options.powerOfTen ?? 0;
  const base = 'https://utility.example/DataCustodian/espi/1_1/resource';
  const usagePoint = `${base}/RetailCustomer/9/UsagePoint/1`;
  const entry = (links: string, content: string): string =>
    `<entry><id>urn:uuid:${Math.abs(links.length * 7919 + content.length)}</id>${links}<title>Green Button</title><content>${content}</content><updated>2025-06-01T00:00:00Z</updated></entry>`;
  const link = (rel: string, href: string): string => `<link rel="${rel}" href="${href}" type="application/atom+xml"/>`;
  const readingType = (id: string, flow: number, uom = 72): string =>
    entry(
      link('self', `${base}/ReadingType/${id}`),
      `<espi:ReadingType><espi:accumulationBehaviour>4</espi:accumulationBehaviour><espi:commodity>1</espi:commodity><espi:dataQualifier>12</espi:dataQualifier><espi:flowDirection>${flow}</espi:flowDirection><espi:intervalLength>${minutes * 60}</espi:intervalLength><espi:kind>12</espi:kind><espi:phase>769</espi:phase><espi:powerOfTenMultiplier>${power}</espi:powerOfTenMultiplier><espi:timeAttribute>0</espi:timeAttribute><espi:uom>${uom}</espi:uom></espi:ReadingType>`,
    );
  const meterReading = (id: string, type: string): string =>
    entry(link('self', `${usagePoint}/MeterReading/${id}`) + link('related', `${base}/ReadingType/${type}`), '<espi:MeterReading/>');
  const blocks = (meter: string, value: (r: Reading) => number): string => {
    const byDay = new Map<number, Reading[]>();
    for (const r of rows) {
      const day = Math.floor(r.instant / 86_400_000);
      byDay.set(day, [...(byDay.get(day) ?? []), r]);
    }
    return [...byDay.values()]
      .map((list, i) =>
        entry(
          link('self', `${usagePoint}/MeterReading/${meter}/IntervalBlock/${i + 1}`) +
            link('up', `${usagePoint}/MeterReading/${meter}/IntervalBlock`),
          `<espi:IntervalBlock><espi:interval><espi:duration>${list.length * minutes * 60}</espi:duration><espi:start>${(list[0]?.instant ?? 0) / 1000}</espi:start></espi:interval>${list
            .map(
              (r) =>
                `<espi:IntervalReading><espi:timePeriod><espi:duration>${minutes * 60}</espi:duration><espi:start>${r.instant / 1000}</espi:start></espi:timePeriod><espi:value>${Math.round((value(r) * 1000) / 10 ** power)}</espi:value></espi:IntervalReading>`,
            )
            .join('')}</espi:IntervalBlock>`,
        ),
      )
      .join('\n');
  };
  const tz = options.tzOffsetSeconds ?? -28800;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?xml-stylesheet type="text/xsl" href="GreenButtonDataStyleSheet.xslt"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xmlns:espi="http://naesb.org/espi" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    '<id>urn:uuid:feed</id><title>Green Button Usage Feed</title><updated>2025-06-01T00:00:00Z</updated>',
    '<!-- generated for a test: not a real home -->',
    entry(
      link('self', `${base}/LocalTimeParameters/1`),
      `<espi:LocalTimeParameters><espi:dstEndRule>B40E2000</espi:dstEndRule><espi:dstOffset>3600</espi:dstOffset><espi:dstStartRule>360E2000</espi:dstStartRule><espi:tzOffset>${tz}</espi:tzOffset></espi:LocalTimeParameters>`,
    ),
    entry(
      link('self', usagePoint),
      '<espi:UsagePoint><espi:ServiceCategory><espi:kind>0</espi:kind></espi:ServiceCategory></espi:UsagePoint>',
    ),
    meterReading('1', '7'),
    readingType('7', options.flow ?? 1, options.uom ?? 72),
    ...(options.received === true ? [meterReading('2', '8'), readingType('8', 19)] : []),
    blocks('1', (r) => r.importKwh),
    ...(options.received === true ? [blocks('2', (r) => r.exportKwh)] : []),
    '</feed>',
  ].join('\n');
}
