import { describe, expect, it } from 'vitest';
import { D } from './decimal';
import { billSavings, costWithoutSolar, exportedKwh, netMeteringCredit, selfUsedKwh } from './savings';

const d = (value: number | string) => new D(value);

describe('exportedKwh', () => {
  it.each([
    // The year's net excess (monthly × 12 × degradation factor), never above production.
    [1200, 12000, '1200'],
    [1194, 12000, '1194'],
    [24000, 12000, '12000'],
    [0, 12000, '0'],
  ])('%d kWh of net excess with %d kWh produced → %s exported', (excess, production, expected) => {
    expect(exportedKwh(d(excess), d(production)).toString()).toBe(expected);
  });
});

describe('selfUsedKwh', () => {
  it.each([
    // Production not exported, capped at consumption × 12.
    [12000, 12000, '12000'],
    [10800, 12000, '10800'],
    [15000, 12000, '12000'],
    [0, 12000, '0'],
  ])('%d kWh not exported, %d kWh used a year → %s', (home, consumption, expected) => {
    expect(selfUsedKwh(d(home), d(consumption)).toString()).toBe(expected);
  });

  it('never counts a kWh twice: self-used + exported ≤ production', () => {
    const production = d(12000);
    const exported = exportedKwh(d(3600), production);
    expect(selfUsedKwh(production.minus(exported), d(60000)).plus(exported).lte(production)).toBe(true);
  });
});

describe('bill arithmetic', () => {
  it.each([
    [10800, 0.15, '1620'],
    [12000, 0.1592, '1910.4'],
  ])('%d kWh at $%d → $%s saved', (kwh, rate, expected) => {
    expect(billSavings(d(kwh), d(rate)).toString()).toBe(expected);
  });

  it('credits exports at the export rate', () => {
    expect(netMeteringCredit(d(1200), d('0.08')).toString()).toBe('96');
  });

  it('costs annual consumption × rate without solar', () => {
    expect(costWithoutSolar(d(900 * 12), d('0.16')).toString()).toBe('1728');
  });
});
