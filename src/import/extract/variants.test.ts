import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '../messages';
import { isTraced } from '../provenance';
import { fixtures, readFixture, type Fixture } from '../test-support/fixtures';
import type { ImportOutcome, QuoteImport } from '../types';
import { importQuote } from './quote';

// Issue 25's layout variants (tests/fixtures/pdf/variants.mjs), scored field by field: a figure across a
// page break of a printout, a panel's watts as "455W", "455 W" and "0.455 kW", values in several text
// items, a company in a letterhead and a sentence, incentives on "Less:" lines, pages without text.

const VARIANTS = [
  'printout-page-break',
  'options-table-page-break',
  'units-455W',
  'units-455-space-W',
  'units-0.455-kW',
  'split-values',
  'letterhead-sentence',
  'letterhead-caps',
  'incentive-lines',
  'mixed-scan',
] as const;

const results = new Map<string, { fixture: Fixture; outcome: ImportOutcome<QuoteImport> }>();

beforeAll(async () => {
  const all = await fixtures();
  for (const name of VARIANTS) {
    const fixture = all.get(name);
    if (!fixture) throw new Error(`no fixture ${name}`);
    const read = await readFixture(fixture);
    if (!read.ok) throw new Error(`${name}: ${read.message}`);
    results.set(name, { fixture, outcome: importQuote(read.value) });
  }
  let found = 0;
  let expected = 0;
  for (const { fixture, outcome } of results.values())
    for (const option of fixture.expected ?? []) {
      const got = outcome.ok ? outcome.value.options.find((o) => option.label.test(o.label)) : undefined;
      for (const [field, value] of Object.entries(option.values)) {
        expected += 1;
        if (got?.proposals.some((p) => p.field === field && p.value === value)) found += 1;
      }
    }
  console.log(`import fixtures: variants     ${found}/${expected} fields`);
}, 60_000);

const options = (name: string) => {
  const outcome = results.get(name)?.outcome;
  if (!outcome?.ok) throw new Error(`${name}: not read`);
  return outcome.value;
};

describe('importQuote on the layout variants', () => {
  it.each(VARIANTS)('%s: every stated field, in the option it belongs to, traced to its line', (name) => {
    const entry = results.get(name);
    if (!entry) throw new Error(`no result for ${name}`);
    const result = options(name);
    for (const option of entry.fixture.expected ?? []) {
      const got = result.options.find((o) => option.label.test(o.label));
      expect(got, `${name}: an option matching ${option.label} among ${result.options.map((o) => o.label).join(' | ')}`).toBeDefined();
      const values = Object.fromEntries((got?.proposals ?? []).map((p) => [p.field, p.value]));
      const wanted = Object.fromEntries(Object.keys(option.values).map((field) => [field, values[field]]));
      expect(wanted, `${name} · ${got?.label}`).toEqual(option.values);
      for (const p of got?.proposals ?? []) expect(isTraced(p), `${name}: ${p.field} from "${p.text}"`).toBe(true);
    }
  });

  it('reads a panel of 455 W the same however its watts are written', () => {
    const watts = (name: string) => options(name).options[0]?.proposals.find((p) => p.field === 'panel_wattage');
    expect(watts('units-455W')?.text).toContain('455W');
    expect(watts('units-455-space-W')?.text).toContain('455 W');
    expect(watts('units-0.455-kW')?.text).toContain('0.455 kW');
    expect(['units-455W', 'units-455-space-W', 'units-0.455-kW'].map((n) => watts(n)?.value)).toEqual(['455', '455', '455']);
  });

  it('reads a label that ends a page with its figure at the top of the next, past the browser header', () => {
    const production = options('printout-page-break').options[0]?.proposals.find((p) => p.field === 'year1_production_kwh');
    expect(production).toMatchObject({ value: '10950', page: 2, label: 'Estimated annual production', confidence: 'medium' });
  });

  it('reads an option table that runs over the page break into the columns of page 1', () => {
    const result = options('options-table-page-break');
    const parts = (label: RegExp) =>
      result.options
        .find((o) => label.test(o.label))
        ?.proposals.find((p) => p.field === 'solar_incentives')
        ?.parts?.map((p) => [p.page, p.amount]);
    expect(parts(/^Solar only/)).toEqual([
      [1, '8736'],
      [2, '1000'],
    ]);
    expect(parts(/^Solar \+ battery/)).toEqual([
      [1, '13386'],
      [2, '1500'],
    ]);
  });

  it('takes a figure with its unit printed under it at medium confidence, from the figure’s line', () => {
    const production = options('split-values').options[0]?.proposals.find((p) => p.field === 'year1_production_kwh');
    expect(production?.confidence).toBe('medium');
    expect(production?.text).toContain('12,040');
  });

  it('names the installer from the sentence that agrees with the letterhead, never a maker or lender in it', () => {
    for (const [name, company] of [
      ['letterhead-sentence', 'Bluebird Solar Co.'],
      ['letterhead-caps', 'Helios Home Energy'],
    ] as const) {
      const proposal = options(name).options[0]?.proposals.find((p) => p.field === 'company_name');
      expect(proposal, name).toMatchObject({ value: company, confidence: 'high' });
      expect(proposal?.text, name).toMatch(/pleased to present|thank you for choosing/i);
    }
  });

  it('adds every "Less:" incentive line to the incentives, each listed, with the federal credit kept apart', () => {
    const proposals = options('incentive-lines').options[0]?.proposals ?? [];
    const incentives = proposals.find((p) => p.field === 'solar_incentives');
    expect(incentives?.parts?.map((part) => [part.amount, part.text.split('  ')[0]])).toEqual([
      ['9240', 'Less: Federal investment tax credit (30%)'],
      ['5000', 'Less: NY State solar equipment tax credit'],
      ['2200', 'Less: NYSERDA NY-Sun incentive'],
    ]);
    expect(proposals.find((p) => p.field === 'federal_credit_amount')?.value).toBe('9240');
    // The row "Net cost after incentives" is neither a price nor an incentive.
    expect(proposals.some((p) => p.value === '14360')).toBe(false);
  });

  it('names a page with no text, and the pages the values came from', () => {
    const result = options('mixed-scan');
    const pages = results.get('mixed-scan')?.fixture.imageOnlyPages;
    expect(pages).toEqual([2]);
    expect(result.notes[0]).toBe(
      'Page 2 has no text to read (a scanned or photographed page, or a blank one), so nothing on it was read: type what it states. The values below were found on page 1.',
    );
  });

  it('tells a document whose readable text gives no value but has pages without text as a scan, not an empty review', () => {
    const doc = {
      pageCount: 2,
      lines: [
        {
          page: 1,
          line: 1,
          text: 'Thank you',
          cells: [{ text: 'Thank you', x0: 48, x1: 90 }],
          size: 10,
          y: 700,
          column: 0,
          furniture: false,
        },
      ],
      pagesWithoutText: [2],
    };
    expect(importQuote(doc)).toEqual({ ok: false, code: 'no-text', message: IMPORT_MESSAGES['no-text'] });
    expect(importQuote({ ...doc, pagesWithoutText: [] })).toMatchObject({ ok: true, value: { options: [] } });
  });
});
