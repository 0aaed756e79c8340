import { beforeAll, describe, expect, it } from 'vitest';
import { fixtures, readFixture, type Fixture } from '../test-support/fixtures';
import { IMPORT_FIELDS } from '../fields';
import { isTraced } from '../provenance';
import type { QuoteImport } from '../types';
import { extractQuote } from './quote';

// The extractors on every generated fixture (tests/fixtures/pdf/generate.mjs): each option a careful
// person would pick holds every value they would type, and nothing is proposed without its line.

const results = new Map<string, { fixture: Fixture; result: QuoteImport }>();

beforeAll(async () => {
  for (const [name, fixture] of await fixtures()) {
    if (fixture.error) continue;
    const read = await readFixture(fixture);
    if (!read.ok) throw new Error(`${name}: ${read.message}`);
    results.set(name, { fixture, result: extractQuote(read.value) });
  }
  // The per-layout score, for the report (fields found / expected).
  const score = new Map<string, { found: number; expected: number }>();
  for (const { fixture, result } of results.values()) {
    const s = score.get(fixture.layout) ?? { found: 0, expected: 0 };
    for (const option of fixture.expected ?? []) {
      const got = result.options.find((o) => option.label.test(o.label));
      for (const [field, value] of Object.entries(option.values)) {
        s.expected += 1;
        if (got?.proposals.some((p) => p.field === field && p.value === value)) s.found += 1;
      }
    }
    score.set(fixture.layout, s);
  }
  for (const [layout, s] of score) console.log(`import fixtures: ${layout.padEnd(12)} ${s.found}/${s.expected} fields`);
}, 60_000);

describe('extractQuote on the fixtures', () => {
  it('reads every readable fixture', () => {
    expect(results.size).toBeGreaterThanOrEqual(8);
  });

  it.each([
    'marketplace-loan',
    'marketplace-battery',
    'marketplace-split-pages',
    'design-aurora-loan',
    'design-two-column',
    'design-sunpower-paydown',
    'marketplace-lease-ppa',
    'marketplace-cards',
    'design-opensolar-options',
    'other-letter',
    'big-20-pages',
    'owner-locked',
    'marketplace-printout',
  ])('%s: every expected value, in the option it belongs to', (name) => {
    const entry = results.get(name);
    expect(entry, name).toBeDefined();
    if (!entry) return;
    for (const option of entry.fixture.expected ?? []) {
      const got = entry.result.options.find((o) => option.label.test(o.label));
      expect(
        got,
        `${name}: an option matching ${option.label} among ${entry.result.options.map((o) => o.label).join(' | ')}`,
      ).toBeDefined();
      const values = Object.fromEntries((got?.proposals ?? []).map((p) => [p.field, p.value]));
      const wanted = Object.fromEntries(Object.keys(option.values).map((field) => [field, values[field]]));
      expect(wanted, `${name} · ${got?.label}`).toEqual(option.values);
    }
  });

  it('reads every field the import proposes in at least one fixture layout', () => {
    const read = new Set<string>();
    for (const { fixture, result } of results.values()) {
      for (const option of fixture.expected ?? []) {
        const got = result.options.find((o) => option.label.test(o.label));
        for (const [field, value] of Object.entries(option.values))
          if (got?.proposals.some((p) => p.field === field && p.value === value)) read.add(field);
      }
    }
    expect(IMPORT_FIELDS.filter((field) => !read.has(field))).toEqual([]);
  });

  it('proposes only registry field names, each traced to a line that shows it', () => {
    for (const [name, { result }] of results) {
      for (const option of result.options) {
        for (const proposal of option.proposals) {
          expect(IMPORT_FIELDS, name).toContain(proposal.field);
          expect(isTraced(proposal), `${name}: ${proposal.field}=${proposal.value} from "${proposal.text}"`).toBe(true);
          expect(proposal.page).toBeGreaterThanOrEqual(1);
          expect(proposal.line).toBeGreaterThanOrEqual(1);
        }
        expect(new Set(option.proposals.map((p) => p.field)).size, `${name}: one proposal per field`).toBe(option.proposals.length);
      }
    }
  });

  it('offers one option per system and way to pay', () => {
    expect(results.get('marketplace-loan')?.result.options.map((o) => o.label)).toEqual([
      'Cash purchase',
      'Loan: GoodLeap, 25 years at 3.99% APR',
      'Loan: Mosaic, 20 years at 5.49% APR',
    ]);
    expect(results.get('marketplace-battery')?.result.options.map((o) => o.label)).toEqual(['Solar only', 'Solar + battery']);
  });

  it('a solar-only option carries nothing of the battery', () => {
    const solar = results.get('marketplace-battery')?.result.options.find((o) => o.label === 'Solar only');
    expect(solar?.proposals.filter((p) => p.field.startsWith('battery_') && p.field !== 'battery_included')).toEqual([]);
  });

  it('leaves unstated fields absent rather than guessing', () => {
    const letter = results.get('other-letter')?.result.options[0]?.proposals.map((p) => p.field) ?? [];
    // The letter never states a production figure with a label, a loan, or a battery.
    expect(letter).not.toContain('interest_rate_percent');
    expect(letter).not.toContain('battery_included');
    expect(letter).not.toContain('federal_credit_amount');
  });

  // Issue 25: a marketplace page printed from the browser, with its buttons, navigation and banners.
  it('takes no value from a line of interface text (buttons, navigation, banners, marketing)', () => {
    const entry = results.get('marketplace-printout');
    const interfaceText = /contact installer|message installer|show more|select this|apply for|sign out|cookie|limited time|expires/i;
    for (const option of entry?.result.options ?? [])
      for (const proposal of option.proposals) {
        expect(proposal.value, `${option.label}: ${proposal.field}`).not.toMatch(interfaceText);
        // The source line may hold a button beside the value, but is never a line of interface text alone.
        expect(proposal.text.split(/\s{2,}/)[0], `${option.label}: ${proposal.field}`).not.toMatch(interfaceText);
      }
    const company = entry?.result.options[0]?.proposals.find((p) => p.field === 'company_name');
    expect(company?.value).toBe('Bright Harbor Solar');
  });

  it('leaves a model empty rather than filling it with prose or a neighbouring label', () => {
    for (const [name, { result }] of results)
      for (const option of result.options)
        for (const p of option.proposals.filter((q) => q.field.endsWith('_model')))
          expect(p.value, `${name}: ${p.field}`).not.toMatch(/\b(?:offers?|improved|aesthetics|warranty|number of)\b/i);
  });

  it('gives each loan the amount and payment of its own system, and the battery flag of that system', () => {
    const options = results.get('marketplace-printout')?.result.options ?? [];
    const value = (label: RegExp, field: string) =>
      options.find((o) => label.test(o.label))?.proposals.find((p) => p.field === field)?.value;
    expect(value(/^Solar only · Loan/, 'loan_amount')).toBe('35490');
    expect(value(/^Solar only · Loan/, 'battery_included')).toBe('false');
    expect(value(/^Solar only · Loan/, 'battery_capacity_kwh')).toBeUndefined();
    expect(value(/^Solar \+ battery · Loan/, 'loan_amount')).toBe('58990');
    expect(value(/^Solar \+ battery · Loan/, 'quoted_monthly_payment')).toBe('380.10');
  });

  it('multiplies a per-unit battery size by the count, listing the unit line once per unit', () => {
    const option = results.get('marketplace-printout')?.result.options.find((o) => /battery · Cash/.test(o.label));
    const capacity = option?.proposals.find((p) => p.field === 'battery_capacity_kwh');
    expect(capacity?.value).toBe('15');
    expect(capacity?.parts?.length).toBe(3);
    expect(capacity?.confidence).toBe('medium');
  });
});
