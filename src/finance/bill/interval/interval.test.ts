import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hourCalendar, timeZoneOf } from '../calendar';
import { importIntervalData, intervalSource, intervalToSettings, type IntervalYear } from './index';
import { espiXml, greenButtonCsv, localMidnight, readings, type Reading, type Wall } from './test-support';

// Every file here is generated (test-support.ts): made-up homes, known values, so each expected
// figure is worked from the generator's own rule.

const HOUR = 3_600_000;
const PACIFIC = timeZoneOf('CA'); // UTC−8 with daylight saving, as the engine keeps California
const LA = 'America/Los_Angeles';
const calendar = hourCalendar(PACIFIC);

/** A home that uses 1 kWh an hour, 2 kWh an hour from 4 pm to 9 pm on the wall clock. */
const evening = (wall: Wall): { importKwh: number } => ({ importKwh: wall.hour >= 16 && wall.hour < 21 ? 2 : 1 });

const ok = (outcome: ReturnType<typeof importIntervalData>): IntervalYear => {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
};
const sum = (values: ArrayLike<number>): number => Array.from(values).reduce((a, b) => a + b, 0);
/** The engine's hour index of a standard-time date and hour of the reference year. */
const indexOf = (month: number, day: number, stdHour: number): number =>
  (Date.UTC(2025, month, day) - Date.UTC(2025, 0, 1)) / HOUR + stdHour;

describe('Green Button CSV, hourly, a whole calendar year', () => {
  const rows = readings(localMidnight('2025-01-01', -8), localMidnight('2026-01-01', -8), 60, LA, evening);
  const year = ok(importIntervalData(greenButtonCsv(rows, 60), PACIFIC));

  it('reads every hour onto the engine’s hours, by the wall clock the tariff uses', () => {
    expect(rows).toHaveLength(8760);
    expect(year.importKwh).toHaveLength(calendar.hours);
    // The same year as the engine's reference year: each reading lands on its own elapsed hour, and the
    // evening use sits on the engine's 4–9 pm, summer and winter alike.
    expect(Array.from(year.importKwh)).toEqual(Array.from(calendar.hour, (local) => (local >= 16 && local < 21 ? 2 : 1)));
    expect(sum(year.importKwh)).toBe(365 * (19 + 10));
    expect(sum(year.exportKwh)).toBe(0);
  });

  it('reports the interval, the range and the daylight-saving days, and nothing else', () => {
    const { report } = year;
    expect(report.format).toBe('green-button-csv');
    expect(report.intervalMinutes).toBe(60);
    expect(report.readings).toBe(8760);
    expect(report.clock).toBe('daylight-saving');
    expect(report.shortDays).toEqual(['2025-03-09']);
    expect(report.longDays).toEqual(['2025-11-02']);
    expect(report.from).toBe('2025-01-01 00:00');
    expect(report.to).toBe('2025-12-31 23:00');
    expect(report.gaps.hours).toBe(0);
    expect(report.duplicates.count).toBe(0);
    expect(report.negative.count + report.nonNumeric.count + report.badTimes.count + report.filledHours).toBe(0);
    expect(report.extension).toBeNull();
    expect(report.notes[0]).toBe('8,760 hourly readings from 2025-01-01 00:00 to 2025-12-31 23:00 (standard time).');
    expect(report.notes[1]).toMatch(/daylight saving: 1 23-hour day \(2025-03-09\) and 1 25-hour day \(2025-11-02\)/);
    expect(intervalSource(report)).toBe('Your meter’s interval data (Green Button CSV, 2025-01-01 to 2025-12-31)');
  });

  it('fills the project field the bill engine reads, rounded to the watt-hour', () => {
    const { hourly_usage_kwh: hourly } = intervalToSettings(year);
    expect(hourly).toHaveLength(8760);
    expect(hourly.every((kwh) => kwh === 1 || kwh === 2)).toBe(true);
  });
});

describe('Green Button CSV, 15 minutes, with import and export columns, another year', () => {
  // June 2024 to May 2025; a home with panels: 0.1 kWh a quarter at night, sending 0.3 kWh a quarter out at midday.
  const rows = readings(localMidnight('2024-06-01', -8), localMidnight('2025-06-01', -8), 15, LA, (wall) =>
    wall.hour >= 10 && wall.hour < 15 ? { importKwh: 0, exportKwh: 0.3 } : { importKwh: 0.1, exportKwh: 0 },
  );
  const year = ok(importIntervalData(greenButtonCsv(rows, 15, { exportColumn: true }), PACIFIC));

  it('sums four quarters into each hour and keeps every kWh of the file', () => {
    expect(year.report.intervalMinutes).toBe(15);
    expect(year.report.readings).toBe(2 * rows.length);
    expect(sum(year.importKwh)).toBeCloseTo(sum(rows.map((r) => r.importKwh)), 6);
    expect(sum(year.exportKwh)).toBeCloseTo(sum(rows.map((r) => r.exportKwh)), 6);
    // 15 July 2024, noon daylight time = 11 am standard time: 4 × 0.3 kWh out, nothing in.
    expect(year.exportKwh[indexOf(6, 15, 11)]).toBeCloseTo(1.2, 9);
    expect(year.importKwh[indexOf(6, 15, 11)]).toBe(0);
    // 15 January 2025, 9 am (standard time all winter): 4 × 0.1 kWh in.
    expect(year.importKwh[indexOf(0, 15, 9)]).toBeCloseTo(0.4, 9);
  });

  it('finds the 2024 autumn and 2025 spring changes, and says the home already sends power out', () => {
    expect(year.report.shortDays).toEqual(['2025-03-09']);
    expect(year.report.longDays).toEqual(['2024-11-03']);
    expect(year.report.gaps.hours).toBe(0);
    expect(year.report.notes.join(' ')).toMatch(/The meter sent 2,190 kWh to the grid: the home already makes power/);
  });
});

describe('daylight-saving days', () => {
  it('a 23-hour and a 25-hour day lose and add nothing, whatever year the file is from', () => {
    // Around the 2024 changes (10 March, 3 November), which are not the reference year's (9 March, 2 November).
    const spring = readings(localMidnight('2024-03-09', -8), localMidnight('2024-03-12', -8), 60, LA, (w) => ({
      importKwh: 1 + w.hour / 100,
    }));
    const autumn = readings(localMidnight('2024-11-02', -8), localMidnight('2024-11-05', -8), 60, LA, (w) => ({
      importKwh: 1 + w.hour / 100,
    }));
    expect(spring.filter((r) => r.wall.date === '2024-03-10')).toHaveLength(23);
    expect(autumn.filter((r) => r.wall.date === '2024-11-03')).toHaveLength(25);
    const text = greenButtonCsv([...spring, ...autumn], 60);
    const year = ok(importIntervalData(text, PACIFIC));
    expect(year.report.shortDays).toEqual(['2024-03-10']);
    expect(year.report.longDays).toEqual(['2024-11-03']);
    expect(year.report.duplicates.count).toBe(0);
    // The repeated 1 am: the first is daylight time (0 am standard), the second standard time (1 am).
    expect(year.importKwh[indexOf(10, 3, 0)]).toBeCloseTo(1.01, 9);
    expect(year.importKwh[indexOf(10, 3, 1)]).toBeCloseTo(1.01, 9);
    // The skipped 2 am: 1 am daylight-free and 3 am daylight time are standard 1 am and 2 am.
    expect(year.importKwh[indexOf(2, 10, 1)]).toBeCloseTo(1.01, 9);
    expect(year.importKwh[indexOf(2, 10, 2)]).toBeCloseTo(1.03, 9);
    // Every measured hour is where the file put it; the rest of the year is filled or extended, and said so.
    const measured = [...spring, ...autumn].reduce((s, r) => s + r.importKwh, 0);
    expect(year.report.measuredImportKwh).toBeCloseTo(measured, 6);
    // Six days in two months: every month is extended around the days measured.
    expect(year.report.extension?.months).toHaveLength(12);
  });

  it('a 2 am written on the spring-forward day of a daylight-saving file is added to the hour that follows, and reported', () => {
    const spring = readings(localMidnight('2025-03-08', -8), localMidnight('2025-03-11', -8), 60, LA, () => ({ importKwh: 1 }));
    const autumn = readings(localMidnight('2025-11-01', -8), localMidnight('2025-11-04', -8), 60, LA, () => ({ importKwh: 1 }));
    // The utility writes 24 rows on 9 March: a 2 am row holding 0.5 kWh the clock never showed.
    const at = spring.findIndex((r) => r.wall.date === '2025-03-09' && r.wall.hour === 3);
    const extra = spring[at];
    if (extra === undefined) throw new Error('no 3 am on 9 March');
    const rows = [
      ...spring.slice(0, at),
      { ...extra, wall: { ...extra.wall, hour: 2, time: '02:00' }, importKwh: 0.5 },
      ...spring.slice(at),
      ...autumn,
    ];
    const year = ok(importIntervalData(greenButtonCsv(rows, 60), PACIFIC));
    expect(year.report.clock).toBe('daylight-saving');
    expect(year.report.skippedClockReadings).toEqual({ count: 1, dates: ['2025-03-09'] });
    expect(year.report.duplicates.count).toBe(0);
    expect(year.importKwh[indexOf(2, 9, 2)]).toBe(1.5);
    expect(year.report.notes.join(' ')).toMatch(
      /1 reading at 2 am on a spring-forward day, an hour the clock skips \(2025-03-09\): added to the hour that follows/,
    );
  });

  it('a file kept in standard time all year is read that way', () => {
    // 2 am written on the spring-forward day and 1 am never repeated: the utility's clock ignores daylight saving.
    const rows = readings(localMidnight('2025-03-08', -8), localMidnight('2025-03-11', -8), 60, 'Etc/GMT+8', (w) => ({
      importKwh: w.hour,
    }));
    const year = ok(importIntervalData(greenButtonCsv(rows, 60), PACIFIC));
    expect(year.report.clock).toBe('standard');
    expect(year.report.notes[1]).toMatch(/standard time all year/);
    expect(year.importKwh[indexOf(2, 9, 2)]).toBe(2);
    expect(year.importKwh[indexOf(2, 10, 18)]).toBe(18);
  });

  it('a home without daylight saving (Arizona) keeps the clock as printed', () => {
    const rows = readings(localMidnight('2025-07-01', -7), localMidnight('2025-07-02', -7), 60, 'America/Phoenix', (w) => ({
      importKwh: w.hour,
    }));
    const year = ok(importIntervalData(greenButtonCsv(rows, 60), timeZoneOf('AZ')));
    expect(year.report.clock).toBe('standard');
    expect(year.importKwh[indexOf(6, 1, 17)]).toBe(17);
  });
});

describe('gaps, duplicates and bad values are reported with counts and dates', () => {
  const from = localMidnight('2025-01-01', -8);
  const rows = readings(from, localMidnight('2026-01-01', -8), 60, LA, evening);

  it('a gap is counted, dated, and filled from the month’s average day', () => {
    // 4 to 9 pm on 10 February is missing: 5 hours.
    const kept = rows.filter((r) => !(r.wall.date === '2025-02-10' && r.wall.hour >= 16 && r.wall.hour < 21));
    const year = ok(importIntervalData(greenButtonCsv(kept, 60), PACIFIC));
    expect(year.report.gaps).toEqual({ hours: 5, ranges: [{ from: '2025-02-10 16:00', hours: 5 }] });
    expect(year.report.filledHours).toBe(5);
    // February's average 5 pm is 2 kWh, so the filled hours are what the home would have used.
    expect(year.importKwh[indexOf(1, 10, 17)]).toBe(2);
    expect(year.report.notes.join(' ')).toMatch(/5 hours missing in 1 gap \(2025-02-10 16:00, 5 hours\)/);
  });

  it('duplicates keep the first reading and say how many differed', () => {
    const doubled: Reading[] = [];
    for (const r of rows) {
      doubled.push(r);
      if (r.wall.date === '2025-04-02' && r.wall.hour < 3) doubled.push({ ...r, importKwh: r.wall.hour === 0 ? 9 : r.importKwh });
    }
    const year = ok(importIntervalData(greenButtonCsv(doubled, 60), PACIFIC));
    expect(year.report.duplicates).toEqual({ count: 3, dates: ['2025-04-02'], differing: 1 });
    // Midnight daylight time on 2 April is 11 pm standard time on 1 April: the first reading (1 kWh) is kept, not the 9.
    expect(year.importKwh[indexOf(3, 1, 23)]).toBe(1);
    expect(sum(year.importKwh)).toBe(365 * 29);
    expect(year.report.notes.join(' ')).toMatch(
      /3 duplicate readings \(2025-04-02\), 1 with a different value: the first of each is kept\./,
    );
  });

  it('negative and non-numeric values are errors in an import column: reported, their hours missing', () => {
    const text = greenButtonCsv(rows, 60, {
      exportColumn: true,
      cells: (r) =>
        r.wall.date === '2025-05-05' && r.wall.hour === 12
          ? ['Electric usage', r.wall.date, r.wall.time, '12:59', '-1.5', '0', '', '']
          : r.wall.date === '2025-05-06' && r.wall.hour < 2
            ? ['Electric usage', r.wall.date, r.wall.time, '', 'N/A', '0', '', '']
            : null,
    });
    const year = ok(importIntervalData(text, PACIFIC));
    expect(year.report.negative).toEqual({ count: 1, dates: ['2025-05-05'], readAs: 'missing' });
    expect(year.report.nonNumeric.count).toBe(2);
    expect(year.report.nonNumeric.dates).toEqual(['2025-05-06']);
    expect(year.report.nonNumeric.where[0]).toMatch(/^row \d+$/);
    expect(year.report.gaps.hours).toBe(3);
    expect(year.report.notes.join(' ')).toMatch(/1 negative value in a column that cannot be negative \(2025-05-05\)/);
  });

  it('in a single net column a negative value is energy sent out', () => {
    const text = greenButtonCsv(rows, 60, {
      cells: (r) =>
        r.wall.date === '2025-06-01' && r.wall.hour === 12
          ? ['Electric usage', r.wall.date, r.wall.time, '12:59', '-0.75', 'kWh', '', '']
          : null,
    });
    const year = ok(importIntervalData(text, PACIFIC));
    expect(year.report.negative.readAs).toBe('export');
    expect(year.exportKwh[indexOf(5, 1, 11)]).toBe(0.75);
    expect(year.importKwh[indexOf(5, 1, 11)]).toBe(0);
    expect(year.report.gaps.hours).toBe(0);
  });

  it('gas rows are left out and counted', () => {
    const text = greenButtonCsv(rows, 60, {
      cells: (r) =>
        r.wall.date === '2025-01-02' && r.wall.hour === 0
          ? ['Natural gas usage', r.wall.date, '00:00', '23:59', '2.1', 'therms', '', '']
          : null,
    });
    const year = ok(importIntervalData(text, PACIFIC));
    expect(year.report.leftOut).toEqual(['1 gas or water rows left out']);
    expect(year.report.gaps.hours).toBe(1);
  });
});

describe('fewer than 12 months', () => {
  it('extends the missing months by the stated rule and says which', () => {
    // 1 March to 31 May 2025 only, 24 kWh a day (evening shape aside, 29 kWh a day).
    const rows = readings(localMidnight('2025-03-01', -8), localMidnight('2025-06-01', -8), 60, LA, evening);
    const year = ok(importIntervalData(greenButtonCsv(rows, 60), PACIFIC));
    const { extension } = year.report;
    expect(extension?.months).toEqual(['January', 'February', 'June', 'July', 'August', 'September', 'October', 'November', 'December']);
    expect(extension?.averageDailyKwh).toBe(29);
    expect(extension?.rule).toMatch(/fewer than 7 days .* typical residential hourly shape, scaled to your average use .*29 kWh a day/);
    // Each extended month holds the average day × its days; the measured ones hold what was measured.
    const monthKwh = (m: number): number => sum(year.importKwh.slice(calendar.monthStart[m], calendar.monthStart[m + 1]));
    expect(monthKwh(0)).toBeCloseTo(29 * 31, 6);
    expect(monthKwh(1)).toBeCloseTo(29 * 28, 6);
    expect(monthKwh(3)).toBeCloseTo(29 * 30, 6);
    expect(sum(year.exportKwh)).toBe(0);
    expect(year.report.notes.at(-1)).toMatch(/^January, February, June, .* December: Months with readings on fewer than 7 days/);
    expect(intervalSource(year.report)).toMatch(/9 months extended$/);
  });

  it('uses the last 12 months of a longer file and counts what it left out', () => {
    const rows = readings(localMidnight('2024-01-01', -8), localMidnight('2025-07-01', -8), 60, LA, evening);
    const year = ok(importIntervalData(greenButtonCsv(rows, 60), PACIFIC));
    expect(year.report.from).toBe('2024-07-01 00:00');
    expect(year.report.older?.before).toBe('2024-07-01');
    expect(year.report.older?.count).toBe(rows.filter((r) => r.instant < localMidnight('2024-07-01', -8) + HOUR).length - 1);
    expect(year.report.extension).toBeNull();
    expect(year.report.leapDayReadings).toBe(0);
  });

  it('counts 29 February, which the bill year does not have', () => {
    const rows = readings(localMidnight('2024-02-01', -8), localMidnight('2024-04-01', -8), 60, LA, evening);
    const year = ok(importIntervalData(greenButtonCsv(rows, 60), PACIFIC));
    expect(year.report.leapDayReadings).toBe(24);
    expect(year.report.notes.join(' ')).toMatch(/24 hours of 29 February left out/);
  });
});

describe('Green Button ESPI XML', () => {
  // March 2025, with its spring-forward day, every 15 minutes: 1 kWh an hour, 2 from 4 to 9 pm, 0.5 out at noon.
  const rows = readings(localMidnight('2025-03-01', -8), localMidnight('2025-04-01', -8), 15, LA, (wall) => ({
    importKwh: wall.hour >= 16 && wall.hour < 21 ? 0.5 : 0.25,
    exportKwh: wall.hour === 12 ? 0.125 : 0,
  }));

  it('reads delivered (flow 1) and received (flow 19) readings in Wh, by the reading types the entries link', () => {
    const year = ok(importIntervalData(espiXml(rows, 15, { received: true }), PACIFIC));
    expect(year.report.format).toBe('green-button-xml');
    expect(year.report.clock).toBe('utc');
    expect(year.report.intervalMinutes).toBe(15);
    expect(year.report.readings).toBe(2 * rows.length);
    expect(year.report.shortDays).toEqual(['2025-03-09']);
    expect(year.report.gaps.hours).toBe(0);
    const importByHour: number[] = [];
    const exportByHour: number[] = [];
    const wallHours: number[] = [];
    for (let h = calendar.monthStart[2] ?? 0; h < (calendar.monthStart[3] ?? 0); h += 1) {
      importByHour.push(year.importKwh[h] ?? -1);
      exportByHour.push(year.exportKwh[h] ?? -1);
      wallHours.push(calendar.hour[h] ?? -1);
    }
    expect(importByHour).toEqual(wallHours.map((hour) => (hour >= 16 && hour < 21 ? 2 : 1)));
    expect(exportByHour).toEqual(wallHours.map((hour) => (hour === 12 ? 0.5 : 0)));
  });

  it('applies powerOfTenMultiplier', () => {
    const year = ok(importIntervalData(espiXml(rows.slice(0, 96 * 7), 15, { powerOfTen: -3 }), PACIFIC));
    expect(year.importKwh[indexOf(2, 1, 0)]).toBe(1);
    expect(year.importKwh[indexOf(2, 1, 17)]).toBe(2);
  });

  it('reads a net reading type (flow 4): negative values are energy sent out', () => {
    const net = rows.slice(0, 96 * 10).map((r) => ({ ...r, importKwh: r.wall.hour === 12 ? -0.125 : r.importKwh }));
    const year = ok(importIntervalData(espiXml(net, 15, { flow: 4 }), PACIFIC));
    expect(year.report.negative).toMatchObject({ count: 40, readAs: 'export' });
    expect(year.exportKwh[indexOf(2, 2, 12)]).toBe(0.5);
    expect(year.importKwh[indexOf(2, 2, 12)]).toBe(0);
  });

  it('leaves gas readings out and counts them; names a clock other than the project’s', () => {
    const gas = importIntervalData(espiXml(rows.slice(0, 96), 15, { uom: 169 }), PACIFIC);
    expect(!gas.ok && gas.message).toMatch(/no electricity readings in kWh \(96 readings in unit code 169 \(not watt-hours\) left out\)/);
    const eastern = ok(importIntervalData(espiXml(rows.slice(0, 96 * 10), 15, { tzOffsetSeconds: -18000 }), PACIFIC));
    expect(eastern.report.standardOffsetHours).toBe(-5);
    expect(eastern.report.notes.join(' ')).toMatch(/The file’s clock is UTC−5, the project’s UTC−8/);
    // Placed by the file's clock: Pacific 4 pm is 7 pm Eastern.
    expect(eastern.importKwh[indexOf(2, 2, 19)]).toBe(2);
  });

  it('says what is wrong with an XML file it cannot use', () => {
    const cut = espiXml(rows.slice(0, 96), 15).slice(0, 4000);
    const broken = importIntervalData(cut, PACIFIC);
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.message).toMatch(/^This XML file cannot be read \(.+\): download the Green Button file again/);
    const account = importIntervalData(
      '<feed xmlns="http://www.w3.org/2005/Atom"><entry><content><RetailCustomer/></content></entry></feed>',
      PACIFIC,
    );
    expect(!account.ok && account.message).toMatch(/holds no interval readings \(no IntervalBlock\)/);
    const other = importIntervalData('<rss><channel/></rss>', PACIFIC);
    expect(!other.ok && other.message).toMatch(/its root element is <rss>/);
  });
});

describe('a plain CSV of timestamps and kWh', () => {
  it('reads ISO timestamps with an offset as instants', () => {
    const rows = readings(localMidnight('2025-01-01', -8), localMidnight('2025-01-15', -8), 60, LA, evening);
    const text = [
      'timestamp,kWh',
      ...rows.map((r) => `${new Date(r.instant - 8 * HOUR).toISOString().slice(0, 19)}-08:00,${r.importKwh}`),
    ].join('\n');
    const year = ok(importIntervalData(text, PACIFIC));
    expect(year.report.format).toBe('csv');
    expect(year.report.clock).toBe('utc');
    expect(year.importKwh[17]).toBe(2);
    expect(year.importKwh[15]).toBe(1);
  });

  it('reads a file without a header row, and a date with an hour-ending column', () => {
    const headerless = [
      ...Array.from({ length: 24 }, (_, h) => `2025-07-04 ${String(h).padStart(2, '0')}:00,${h === 17 ? 3.5 : 1}`),
      '2025-07-05 00:00,x',
    ].join('\n');
    const one = ok(importIntervalData(headerless, PACIFIC));
    expect(one.importKwh[indexOf(6, 4, 16)]).toBe(3.5);
    expect(one.report.nonNumeric.count).toBe(1);
    const hourEnding = ['Date,Hour,kWh', ...Array.from({ length: 24 }, (_, i) => `1/15/2025,${i + 1},${i + 1}`)].join('\n');
    const two = ok(importIntervalData(hourEnding, PACIFIC));
    expect(two.importKwh[indexOf(0, 15, 0)]).toBe(1);
    expect(two.importKwh[indexOf(0, 15, 23)]).toBe(24);
  });
});

describe('files that cannot be read get one clear sentence', () => {
  const message = (text: string): string => {
    const outcome = importIntervalData(text, PACIFIC);
    return outcome.ok ? '' : outcome.message;
  };

  it.each([
    ['', /^This file is empty/],
    ['Hello,world\nthis is,not usage\n', /found no table of times and kWh .* DATE, START TIME and USAGE/],
    ['PK\u0003\u0004\u0000\u0000binary', /not text .* ZIP archive/],
    [
      'DATE,USAGE\n2025-01-01,30\n2025-01-02,31\n2025-01-03,29\n',
      /one reading every 1 day, not hourly or shorter: .* monthly usage instead/,
    ],
    [
      'TYPE,START DATE,END DATE,USAGE (kWh),COST\nElectric usage,2025-01-03,2025-02-02,612,$180.20\nElectric usage,2025-02-03,2025-03-04,580,$171.02\n',
      /one reading a month \(it is a billing history\)/,
    ],
    ['timestamp,kWh\n2025-01-01 00:00,1\n2025-01-01 01:00,1\n', /readings for only 2 hours of the year used, .* at least a whole day/],
    ['DATE,USAGE\nsoon,3\nlater,4\n', /None of the times in this file could be read \(row 2: “soon”\)/],
    [
      'DATE,START TIME,USAGE\n2025-01-01,00:00,abc\n2025-01-01,01:00,def\n',
      /None of the 2 kWh values in this file is a number \(row 2 holds something else\)/,
    ],
  ])('%j', (text, expected) => {
    expect(message(text)).toMatch(expected);
  });
});

describe('a meter that changed its interval', () => {
  it('reads hourly readings in a 15-minute file for the hour they cover, and says so', () => {
    // January 2025 hourly, then February every 15 minutes; 1 kWh an hour throughout, no lengths stated.
    const hourly = readings(localMidnight('2025-01-01', -8), localMidnight('2025-02-01', -8), 60, LA, () => ({ importKwh: 1 }));
    const quarters = readings(localMidnight('2025-02-01', -8), localMidnight('2025-03-01', -8), 15, LA, () => ({ importKwh: 0.25 }));
    const text = ['timestamp,kWh', ...[...hourly, ...quarters].map((r) => `${r.wall.date} ${r.wall.time},${r.importKwh}`)].join('\n');
    const year = ok(importIntervalData(text, PACIFIC));
    expect(year.report.intervalMinutes).toBe(15);
    expect(year.report.otherLengthReadings.count).toBe(hourly.length);
    expect(year.report.incompleteHours.count).toBe(0);
    expect(year.importKwh[indexOf(0, 10, 5)]).toBe(1);
    expect(year.importKwh[indexOf(1, 10, 5)]).toBe(1);
    expect(year.report.notes.join(' ')).toMatch(
      /744 readings of another length than 15 minutes .*: each counts for the minutes it covers\./,
    );
  });

  it('a missing quarter is a gap in its hour, scaled up, not a longer reading', () => {
    const quarters = readings(localMidnight('2025-02-01', -8), localMidnight('2025-03-01', -8), 15, LA, () => ({ importKwh: 0.25 }));
    const kept = quarters.filter((r) => !(r.wall.date === '2025-02-14' && r.wall.time === '08:30'));
    const year = ok(importIntervalData(greenButtonCsv(kept, 15).replace(/,\d\d:\d\d,(?=[\d.]+,kWh)/g, ',,'), PACIFIC));
    expect(year.report.incompleteHours).toEqual({ count: 1, dates: ['2025-02-14'] });
    expect(year.report.otherLengthReadings.count).toBe(0);
    expect(year.importKwh[indexOf(1, 14, 8)]).toBe(1);
  });
});

describe('other utilities’ CSV layouts', () => {
  const day = readings(localMidnight('2025-07-01', -8), localMidnight('2025-07-03', -8), 15, LA, (wall) =>
    wall.hour === 13 ? { importKwh: 0, exportKwh: 0.5 } : { importKwh: 0.25, exportKwh: 0 },
  );

  it('consumption and generation columns, a duration instead of an end time', () => {
    const text = [
      'Meter Number,Date,Start Time,Duration,Consumption,Generation,Net',
      ...day.map((r) => ['00000001', r.wall.date, r.wall.time, '15', r.importKwh, r.exportKwh, r.importKwh - r.exportKwh].join(',')),
    ].join('\n');
    const year = ok(importIntervalData(text, PACIFIC));
    expect(year.report.format).toBe('green-button-csv');
    expect(year.importKwh[indexOf(6, 1, 9)]).toBe(1);
    expect(year.exportKwh[indexOf(6, 1, 12)]).toBe(2); // 1 pm daylight time is noon standard time
    expect(year.report.negative.count).toBe(0);
  });

  it('a "from … to …" period column and spreadsheet-style dates with AM/PM', () => {
    const usDate = (date: string): string => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}/${date.slice(0, 4)}`;
    const clock12 = (wall: Wall): string =>
      `${wall.hour % 12 === 0 ? 12 : wall.hour % 12}:${String(wall.minute).padStart(2, '0')}:00 ${wall.hour < 12 ? 'AM' : 'PM'}`;
    const text = [
      'Energy consumption time period,Usage(Real energy in kilowatt-hours),Reading quality',
      ...day.map((r) => `"${usDate(r.wall.date)} ${clock12(r.wall)} to ${usDate(r.wall.date)} ${clock12(r.wall)}",${r.importKwh},""`),
    ].join('\n');
    const year = ok(importIntervalData(text, PACIFIC));
    expect(year.report.intervalMinutes).toBe(15);
    expect(year.importKwh[indexOf(6, 1, 0)]).toBe(1); // 1 am daylight time
    expect(year.importKwh[indexOf(6, 1, 12)]).toBe(0);
    expect(year.report.badTimes.count).toBe(0);
  });
});

describe('property: every reading is counted once, as used, missing or duplicate', () => {
  // January 2025, hourly, a different kWh each hour so a misplaced reading shows.
  const rows = readings(localMidnight('2025-01-01', -8), localMidnight('2025-02-01', -8), 60, LA, (wall) => ({
    importKwh: wall.day + wall.hour / 100,
  }));

  it('gaps and duplicates are reported exactly, and the kWh measured are the file’s kept readings', () => {
    const interior = fc.integer({ min: 1, max: rows.length - 2 });
    fc.assert(
      fc.property(fc.uniqueArray(interior, { maxLength: 20 }), fc.uniqueArray(interior, { maxLength: 20 }), (removed, doubled) => {
        const gone = new Set(removed);
        const twice = doubled.filter((i) => !gone.has(i));
        const file: Reading[] = [];
        rows.forEach((r, i) => {
          if (gone.has(i)) return;
          file.push(r);
          if (twice.includes(i)) file.push({ ...r, importKwh: r.importKwh + 5 });
        });
        const { report, importKwh } = ok(importIntervalData(greenButtonCsv(file, 60), PACIFIC));
        expect(report.gaps.hours).toBe(gone.size);
        expect(report.filledHours).toBe(gone.size);
        expect(report.duplicates.count).toBe(twice.length);
        expect(report.duplicates.differing).toBe(twice.length);
        const kept = rows.filter((_, i) => !gone.has(i));
        expect(report.measuredImportKwh).toBeCloseTo(
          kept.reduce((total, r) => total + Number(r.importKwh.toFixed(3)), 0),
          6,
        );
        // Each kept reading is on its own hour: the standard-time hour of its instant.
        for (const r of kept.slice(0, 50)) {
          const std = new Date(r.instant - 8 * HOUR);
          expect(importKwh[indexOf(std.getUTCMonth(), std.getUTCDate(), std.getUTCHours())]).toBeCloseTo(r.importKwh, 9);
        }
      }),
      { numRuns: 12 },
    );
  });
});
