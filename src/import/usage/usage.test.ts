import { describe, expect, it } from 'vitest';
import { USAGE_MESSAGES } from '../messages';
import { csvRows } from './csv';
import { usageToSettings } from './read-usage';
import { calendarMonths, parseDate, summariseUsage } from './usage';

const MONTHLY_KWH = [1052, 980, 870, 760, 700, 820, 1100, 1250, 1010, 800, 760, 950, 1000, 990];

/** The common monthly billing export, quoted numbers with separators and $ amounts. */
function monthlyExport(months: number): string {
  const lines = [
    'Name,Jamie Rivera',
    'Address,"12 Elm Street, Springfield"',
    'Account Number,1234567890',
    '',
    'TYPE,START DATE,END DATE,USAGE (kWh),COST,NOTES',
  ];
  for (let i = 0; i < months; i++) {
    const start = new Date(Date.UTC(2024, i, 5));
    const end = new Date(Date.UTC(2024, i + 1, 4));
    const kwh = MONTHLY_KWH[i % MONTHLY_KWH.length] ?? 0;
    lines.push(
      `Electric usage,${start.toISOString().slice(0, 10)},${end.toISOString().slice(0, 10)},"${kwh.toLocaleString('en-US')}",$${(kwh * 0.3).toFixed(2)},`,
    );
  }
  return lines.join('\r\n');
}

/** Green Button "Download My Data": hourly readings with costs, for whole months. */
function greenButtonHourly(fromMonth: number, months: number, startDay = 1): string {
  const lines = ['Name,Jamie Rivera', 'Service,Service 1', '', 'TYPE,DATE,START TIME,END TIME,USAGE,UNITS,COST,NOTES'];
  const start = Date.UTC(2024, fromMonth, startDay);
  const end = Date.UTC(2024, fromMonth + months, 1);
  for (let t = start; t < end; t += 3_600_000) {
    const d = new Date(t);
    const hour = d.getUTCHours();
    lines.push(
      `Electric usage,${d.toISOString().slice(0, 10)},${String(hour).padStart(2, '0')}:00,${String(hour).padStart(2, '0')}:59,1.25,kWh,$0.35,`,
    );
  }
  return lines.join('\n');
}

describe('csvRows', () => {
  it('reads quoted fields with commas, doubled quotes and CRLF, and drops a BOM', () => {
    expect(csvRows('\uFEFFa,"b, c","say ""hi"""\r\n1,"1,052",$3')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', '1,052', '$3'],
    ]);
  });

  it('guesses a semicolon or tab delimiter, and drops blank lines', () => {
    expect(csvRows('Date;kWh\n\n2024-01-05; 812\n')).toEqual([
      ['Date', 'kWh'],
      ['2024-01-05', '812'],
    ]);
    expect(csvRows('Date\tkWh\r\n2024-01-05\t812')).toEqual([
      ['Date', 'kWh'],
      ['2024-01-05', '812'],
    ]);
  });
});

describe('parseDate', () => {
  it.each([
    ['2024-03-05', '2024-03-05'],
    ['3/5/2024', '2024-03-05'],
    ['03/05/24', '2024-03-05'],
    ['Mar 2024', '2024-03-01'],
    ['March 5, 2024', '2024-03-05'],
  ])('%s', (text, iso) => {
    expect(parseDate(text)?.toISOString().slice(0, 10)).toBe(iso);
  });
  it('refuses a date that does not exist', () => {
    expect(parseDate('2024-02-31')).toBeNull();
  });
});

describe('summariseUsage', () => {
  it('monthly export: the last 12 of 14 billing periods, their average and the average $/kWh', () => {
    const out = summariseUsage(monthlyExport(14));
    if (!out.ok) throw new Error(out.message);
    const last12 = MONTHLY_KWH.slice(2, 14);
    expect(out.value.months).toHaveLength(12);
    expect(out.value.totalKwh).toBe(last12.reduce((a, b) => a + b, 0));
    expect(out.value.monthlyAverageKwh).toBe(Math.round(last12.reduce((a, b) => a + b, 0) / 12));
    expect(out.value.averageRate).toBe(0.3);
    expect(out.value.note).toMatch(/last 12 months/);
    // March 2024 to February 2025, each in its calendar place: January and February are the file's last two.
    const byMonth = [1000, 990, 870, 760, 700, 820, 1100, 1250, 1010, 800, 760, 950];
    expect(out.value.byCalendarMonth).toEqual(byMonth);
    expect(out.value.byMonthNote).toMatch(/Fills your 12 monthly kWh/);
    expect(usageToSettings(out.value)).toEqual({
      monthly_consumption: String(out.value.monthlyAverageKwh),
      current_rate: '0.3',
      monthly_usage: byMonth,
    });
  });

  it('a bill history starting in March fills the 12 months January first', () => {
    const lines = ['Bill Date,Days,kWh,Amount Due'];
    // March 2025 (830 kWh) to February 2026 (940 kWh), 10 kWh more each month.
    for (let i = 3; i <= 14; i++) lines.push(`${((i - 1) % 12) + 1}/15/${i <= 12 ? 2025 : 2026},30,${800 + i * 10},`);
    const out = summariseUsage(lines.join('\n'));
    if (!out.ok) throw new Error(out.message);
    expect(out.value.months[0]?.month).toBe('2025-03');
    expect(out.value.byCalendarMonth).toEqual([930, 940, 830, 840, 850, 860, 870, 880, 890, 900, 910, 920]);
    expect(usageToSettings(out.value).monthly_usage).toEqual([930, 940, 830, 840, 850, 860, 870, 880, 890, 900, 910, 920]);
  });

  it('12 months that are not 12 calendar months (a gap of a year) leave the monthly kWh alone', () => {
    const lines = ['Bill Date,kWh'];
    for (const year of [2024, 2025]) for (let m = 1; m <= 6; m++) lines.push(`${m}/15/${year},${900 + m}`);
    const out = summariseUsage(lines.join('\n'));
    if (!out.ok) throw new Error(out.message);
    expect(out.value.months).toHaveLength(12);
    expect(out.value.byCalendarMonth).toBeNull();
    expect(out.value.byMonthNote).toMatch(/left as they are: the file’s last 12 months skip some calendar months/);
    expect(usageToSettings(out.value)).not.toHaveProperty('monthly_usage');
  });

  it('calendarMonths rounds to whole kWh and needs every month once', () => {
    const year = Array.from({ length: 12 }, (_, i) => ({ month: `2025-${String(i + 1).padStart(2, '0')}`, kwh: 100.4 + i, cost: null }));
    expect(calendarMonths(year)).toEqual([100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111]);
    expect(calendarMonths(year.slice(1))).toBeNull();
  });

  it('fewer than 12 months says how many were used', () => {
    const out = summariseUsage(monthlyExport(7));
    if (!out.ok) throw new Error(out.message);
    expect(out.value.months).toHaveLength(7);
    expect(out.value.note).toMatch(/7 complete months/);
    expect(out.value.byCalendarMonth).toBeNull();
    expect(out.value.byMonthNote).toBe('Your 12 monthly kWh are left as they are: the file has 7 months, not 12.');
    expect(usageToSettings(out.value)).not.toHaveProperty('monthly_usage');
  });

  it('Green Button hourly data: summed per month, a partial first month left out', () => {
    const out = summariseUsage(greenButtonHourly(0, 3, 15));
    if (!out.ok) throw new Error(out.message);
    // January starts on the 15th (partial): February and March are used.
    expect(out.value.months.map((m) => m.month)).toEqual(['2024-02', '2024-03']);
    expect(out.value.months[0]?.kwh).toBe(29 * 24 * 1.25);
    expect(out.value.months[1]?.kwh).toBe(31 * 24 * 1.25);
    expect(out.value.averageRate).toBe(0.28);
  });

  it('leaves gas rows out and reads a plain "Date, kWh, Cost" export without costs', () => {
    const text = ['TYPE,DATE,USAGE,UNITS,COST', 'Natural gas usage,2024-01-01,30,therms,$40.00', 'Electric usage,2024-01-01,900,kWh,'].join(
      '\n',
    );
    const out = summariseUsage(text);
    if (!out.ok) throw new Error(out.message);
    expect(out.value.totalKwh).toBe(900);
    expect(out.value.averageRate).toBeNull();
  });

  it('a bill history with one bill date a month ("Bill Date, Days, kWh, Amount Due")', () => {
    const lines = ['Bill Date,Days,kWh,Amount Due'];
    for (let m = 1; m <= 12; m++)
      lines.push(`${m}/15/2025,30,"${(800 + m * 10).toLocaleString('en-US')}","$${((800 + m * 10) * 0.25).toFixed(2)}"`);
    const out = summariseUsage(lines.join('\n'));
    if (!out.ok) throw new Error(out.message);
    expect(out.value.months).toHaveLength(12);
    expect(out.value.monthlyAverageKwh).toBe(865);
    expect(out.value.averageRate).toBe(0.25);
  });

  it.each([
    ['', USAGE_MESSAGES.empty],
    ['hello,world\n1,2', USAGE_MESSAGES.notCsv],
    ['TYPE,DATE,USAGE,UNITS,COST\nNatural gas usage,2024-01-01,30,therms,$40.00', USAGE_MESSAGES.noUsage],
  ])('bad input %#: one sentence', (text, message) => {
    expect(summariseUsage(text)).toEqual({ ok: false, message });
  });
});
