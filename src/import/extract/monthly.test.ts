import { beforeAll, describe, expect, it } from 'vitest';
import { isTraced } from '../provenance';
import { fixtures, readFixture } from '../test-support/fixtures';
import type { Proposal, QuoteImport, TextDocument, TextLine } from '../types';
import { extractQuote } from './quote';
import { monthOf } from './layouts';

// Monthly production tables (issues 23 and 25; tests/fixtures/pdf/monthly.mjs): months as rows or as
// columns, with a consumption column or row beside the production one, thousands separators and "kWh"
// units; a table without all 12 months is not read.

const PRODUCTION = '612 748 1034 1196 1362 1418 1455 1380 1187 1002 1015 741';
const results = new Map<string, QuoteImport>();

beforeAll(async () => {
  const all = await fixtures();
  for (const name of ['monthly-rows', 'monthly-columns', 'monthly-eleven']) {
    const fixture = all.get(name);
    if (!fixture) throw new Error(`no fixture ${name}`);
    const read = await readFixture(fixture);
    if (!read.ok) throw new Error(`${name}: ${read.message}`);
    results.set(name, extractQuote(read.value));
  }
}, 60_000);

/** A line of a synthetic document: cells at their x, one line a row. */
const line = (n: number, cells: [string, number][]): TextLine => ({
  page: 1,
  line: n,
  text: cells.map(([t]) => t).join('  '),
  cells: cells.map(([text, x]) => ({ text, x0: x, x1: x + 40 })),
  size: 10,
  y: 700 - n * 14,
  column: 0,
  furniture: false,
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const proposal = (name: string, field: string): Proposal | undefined =>
  results.get(name)?.options[0]?.proposals.find((p) => p.field === field);

describe('monthly production tables', () => {
  it('reads months as rows, the production column and not the usage beside it, "1,034 kWh" as 1034', () => {
    const monthly = proposal('monthly-rows', 'monthly_production_kwh');
    expect(monthly).toMatchObject({ value: PRODUCTION, confidence: 'high', label: 'Solar production (kWh)', page: 1 });
    expect(monthly?.parts?.map((p) => p.text.split('  ')[0])).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    expect(monthly?.parts?.[2]?.text).toContain('1,034 kWh');
    expect(monthly && isTraced(monthly)).toBe(true);
    // The table's "Total" row is not the year's figure: the stated one is.
    expect(proposal('monthly-rows', 'year1_production_kwh')?.value).toBe('13150');
  });

  it('reads months as columns, the Generation row and not the Usage row above it', () => {
    const monthly = proposal('monthly-columns', 'monthly_production_kwh');
    // No year-1 figure to check the sum against: medium, ticked with "check this".
    expect(monthly).toMatchObject({ value: PRODUCTION, confidence: 'medium', label: 'Generation' });
    expect(monthly && isTraced(monthly)).toBe(true);
    expect(proposal('monthly-columns', 'year1_production_kwh')).toBeUndefined();
  });

  it('does not read a table with 11 months', () => {
    expect(results.get('monthly-eleven')?.options[0]?.proposals.map((p) => p.field)).not.toContain('monthly_production_kwh');
  });

  it('keeps a table whose sum is far from the stated year-1 production, at low confidence with a note', () => {
    const doc: TextDocument = {
      pageCount: 1,
      lines: [
        line(1, [
          ['Estimated annual production', 48],
          ['9,000 kWh', 300],
        ]),
        line(2, [
          ['Month', 48],
          ['Consumption', 200],
          ['kWh produced', 300],
        ]),
        ...MONTHS.map((m, i) =>
          line(3 + i, [
            [m, 48],
            ['900', 200],
            ['1,000', 300],
          ]),
        ),
      ],
    };
    const result = extractQuote(doc);
    const monthly = result.options[0]?.proposals.find((p) => p.field === 'monthly_production_kwh');
    expect(monthly).toMatchObject({ value: new Array(12).fill('1000').join(' '), confidence: 'low' });
    expect(result.notes.join(' ')).toContain('12,000 kWh, 33 % off the stated year-1 production of 9,000 kWh');
  });

  it('never reads a "Production (kWh)" row of month columns as the year-1 figure', () => {
    const x = (m: number) => 120 + m * 40;
    const doc: TextDocument = {
      pageCount: 1,
      lines: [
        line(1, [['Month', 48], ...MONTHS.map((m, i): [string, number] => [m, x(i)])]),
        line(2, [['Consumption', 48], ...MONTHS.map((_, i): [string, number] => ['1,100', x(i)])]),
        line(3, [['Production (kWh)', 48], ...MONTHS.map((_, i): [string, number] => [String(700 + i * 10), x(i)])]),
      ],
    };
    const proposals = extractQuote(doc).options[0]?.proposals ?? [];
    expect(proposals.find((p) => p.field === 'monthly_production_kwh')).toMatchObject({
      value: MONTHS.map((_, i) => String(700 + i * 10)).join(' '),
      label: 'Production (kWh)',
      line: 3,
    });
    expect(proposals.map((p) => p.field)).not.toContain('year1_production_kwh');
  });

  it('reads a bare "kWh" column under a "Monthly Energy Production" title, and not under another title', () => {
    const table = (title: string): TextDocument => ({
      pageCount: 1,
      lines: [
        line(1, [[title, 48]]),
        line(2, [
          ['Month', 48],
          ['kWh', 300],
        ]),
        ...MONTHS.map((m, i) =>
          line(3 + i, [
            [m, 48],
            [`${(1000 + i * 25).toLocaleString('en-US')} kWh`, 300],
          ]),
        ),
      ],
    });
    const monthly = (title: string) => extractQuote(table(title)).options[0]?.proposals.find((p) => p.field === 'monthly_production_kwh');
    expect(monthly('Monthly Energy Production')).toMatchObject({
      value: MONTHS.map((_, i) => String(1000 + i * 25)).join(' '),
      label: 'Monthly Energy Production',
      line: 1,
    });
    expect(monthly('Monthly Energy Usage')).toBeUndefined();
  });

  it('knows the months by their full and short names', () => {
    expect(['January', 'Sept', 'Sep.', 'dec', 'June', 'Jun'].map(monthOf)).toEqual([0, 8, 8, 11, 5, 5]);
    expect(['Total', 'Mayor', 'Month'].map(monthOf)).toEqual([-1, -1, -1]);
  });
});
