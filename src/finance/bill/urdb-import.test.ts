import { describe, expect, it } from 'vitest';
import { flatTariff } from './tariff';
import { importUrdbJson } from './urdb-import';

describe('importUrdbJson', () => {
  it('unwraps the API’s one-rate answer and keeps the rate as it came', () => {
    const rate = { ...flatTariff(0.21), label: '5cc0', utility: 'Xcel', sector: 'Residential' };
    const { tariff, issues } = importUrdbJson(JSON.stringify({ items: [rate] }));
    expect(tariff).toEqual(rate);
    expect(issues).toEqual([]);
  });

  it('says what is wrong with a file of another format', () => {
    expect(importUrdbJson('name,rate\nTOU,0.3').issues[0]?.message).toMatch(/^This file is not JSON .*export the rate .* as JSON\.$/s);
    expect(importUrdbJson(JSON.stringify({ items: [{}, {}] })).issues[0]?.message).toBe(
      'The file holds 2 rates: export only the one on your bill.',
    );
    expect(importUrdbJson('[1]').issues[0]?.message).toMatch(/a list, not one rate/);
  });

  it('keeps a rate with a problem and names the problem', () => {
    const cents = flatTariff(28);
    const { tariff, issues } = importUrdbJson(JSON.stringify(cents));
    expect(tariff).toEqual(cents);
    expect(issues.some((issue) => /in cents/.test(issue.message))).toBe(true);
  });
});
