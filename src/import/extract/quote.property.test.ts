import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_KINDS } from '../fields';
import { buildDocument, type TextRun } from '../layout/lines';
import { isTraced } from '../provenance';
import { extractQuote } from './quote';

// Property: whatever a document says, a value is only proposed with a source line that shows it. The
// documents are random pages of labels, figures, equipment and prose, laid out in one or two columns.

const LABELS = [
  'System size',
  'System Size:',
  'Year 1 production estimate',
  'Estimated Annual Production:',
  'Upfront cash price',
  'Total System Cost:',
  'Gross system price',
  'Less: Federal ITC',
  'State rebate',
  'Battery price',
  'APR',
  'Term',
  'Monthly payment',
  'Payment after paydown',
  'Loan amount',
  'Lender:',
  'Workmanship warranty',
  'Panels',
  'Inverter',
  'Battery',
  'Monitoring:',
  'Quote from',
  'Solar only',
  'Solar + battery',
  'Option 2',
];
const VALUES = fc.oneof(
  fc.integer({ min: 1, max: 99_999 }).map((n) => `$${n.toLocaleString('en-US')}`),
  fc.integer({ min: 1, max: 99_999 }).map((n) => `-$${n.toLocaleString('en-US')}`),
  fc.double({ min: 0.5, max: 40, noNaN: true }).map((n) => `${n.toFixed(2)} kW`),
  fc.integer({ min: 1000, max: 40_000 }).map((n) => `${n.toLocaleString('en-US')} kWh`),
  fc.double({ min: 0, max: 30, noNaN: true }).map((n) => `${n.toFixed(2)}%`),
  fc.integer({ min: 1, max: 40 }).map((n) => `${n} years`),
  fc.integer({ min: 1, max: 60 }).map((n) => `${n} x REC Alpha Pure-R ${300 + n} W`),
  fc.constantFrom(
    'Enphase IQ8M microinverters',
    '2 x Tesla Powerwall 3',
    'GoodLeap',
    'Sunny Day Solar',
    'Enphase Enlighten',
    '11,000 - 12,500 kWh',
    'n/a',
  ),
);
const LINE = fc.oneof(
  fc.tuple(fc.constantFrom(...LABELS), VALUES).map(([l, v]) => [l, v] as const),
  fc.tuple(fc.constantFrom(...LABELS), VALUES).map(([l, v]) => [`${l} ${v}`] as const),
  fc.lorem({ maxCount: 8 }).map((t) => [t] as const),
);

function runsOf(lines: readonly (readonly string[])[], twoColumns: boolean): { width: number; height: number; runs: TextRun[] }[] {
  const pages: { width: number; height: number; runs: TextRun[] }[] = [];
  let runs: TextRun[] = [];
  let top = 60;
  let column = 0;
  for (const cells of lines) {
    if (top > 740) {
      if (twoColumns && column === 0) column = 1;
      else {
        pages.push({ width: 612, height: 792, runs });
        runs = [];
        column = 0;
      }
      top = 60;
    }
    cells.forEach((str, i) => runs.push({ str, x: 40 + column * 300 + i * 150, y: 792 - top, width: str.length * 5, size: 10 }));
    top += 16;
  }
  pages.push({ width: 612, height: 792, runs });
  return pages;
}

/** An independent check of "the line shows the number": its digits, separators aside, in a unit read. */
function showsNumber(value: string, text: string): boolean {
  const target = Number(value);
  const printed = [...text.matchAll(/\d[\d,]*(?:\.\d+)?|\.\d+/g)].map((m) => Number(m[0].replace(/,/g, '')));
  return printed.some((n) => [n, n / 1000, n * 1000, n / 12, n / 100].some((x) => Math.abs(x - target) < 1e-6 * Math.max(1, target)));
}

describe('extractQuote (property)', () => {
  it('proposes a value only with a source line that contains it', () => {
    fc.assert(
      fc.property(fc.array(LINE, { minLength: 1, maxLength: 90 }), fc.boolean(), (lines, twoColumns) => {
        const result = extractQuote(buildDocument(runsOf(lines, twoColumns)));
        for (const option of result.options) {
          for (const p of option.proposals) {
            expect(isTraced(p)).toBe(true);
            const kind = FIELD_KINDS[p.field];
            if (p.parts) for (const part of p.parts) expect(showsNumber(String(Math.abs(Number(part.amount))), part.text)).toBe(true);
            else if (kind === 'money' || kind === 'number' || kind === 'integer')
              expect(showsNumber(p.value, p.text), `${p.field}=${p.value} in "${p.text}"`).toBe(true);
            else if (kind === 'text')
              expect(p.text.toLowerCase().replace(/\s+/g, ' ')).toContain(p.value.toLowerCase().replace(/\s+/g, ' '));
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('never proposes a value from a range', () => {
    const doc = buildDocument(
      runsOf(
        [
          ['Year 1 production estimate', '11,000 - 12,500 kWh'],
          ['System size', '8 - 9 kW'],
        ],
        false,
      ),
    );
    const fields = extractQuote(doc).options.flatMap((o) => o.proposals.map((p) => p.field));
    expect(fields).not.toContain('year1_production_kwh');
    expect(fields).not.toContain('system_size_kw');
  });
});
