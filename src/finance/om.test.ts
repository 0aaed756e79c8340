import { describe, expect, it } from 'vitest';
import { annualOMFromPercents, monthlyOMCost } from './om';

describe('annualOMFromPercents', () => {
  it.each([
    // (solar + other + battery) × (O&M % + insurance %) / 100.
    [30000, 0.5, 0.25, '225'],
    [45000, 1, 0, '450'],
    [45000, 0, 0, '0'],
    [24000, 0.5, 0.5, '240'],
  ])('$%d at %d %% O&M + %d %% insurance → $%s a year', (cost, om, insurance, expected) => {
    expect(annualOMFromPercents(cost, om, insurance).toString()).toBe(expected);
  });

  it('is cost × percent / 100 / 12 a month (spec §9): $30,000 at 0.75 % → $18.75', () => {
    expect(annualOMFromPercents(30000, 0.5, 0.25).div(12).toString()).toBe('18.75');
  });
});

describe('monthlyOMCost (calculator, read-only sum)', () => {
  it.each([
    [10, 5, 15],
    [10.004, 0.001, 10.01],
    [0.1, 0.2, 0.3],
    [0, 0, 0],
  ])('$%d + $%d → $%d', (insurance, maintenance, expected) => {
    expect(monthlyOMCost(insurance, maintenance)).toBe(expected);
  });
});
