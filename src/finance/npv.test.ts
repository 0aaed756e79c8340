import { describe, expect, it } from 'vitest';
import { D } from './decimal';
import { roundTo } from './rounding';
import { monthlyDiscountFactor, nominalRate, presentValue } from './npv';

describe('presentValue', () => {
  it.each([
    // amount / (1 + d)^(months / 12).
    [1000, 3, 12, 970.87],
    [1000, 3, 24, 942.6],
    [1000, 3, 6, 985.329],
    [1000, 0, 120, 1000],
    [1000, 4, 240, 456.387],
  ])('$%d at %d %% after %i months → $%d', (amount, rate, months, expected) => {
    const places = String(expected).split('.')[1]?.length ?? 0;
    expect(roundTo(presentValue(amount, rate, months), places)).toBe(expected);
  });

  it('twelve monthly factors make one year (to the 20 digits the factor carries)', () => {
    const f = monthlyDiscountFactor(3);
    expect(new D(f).pow(12).minus(new D(1).div('1.03')).abs().lt('1e-18')).toBe(true);
  });
});

describe('nominalRate', () => {
  it.each([
    // R3: (1.06)(1.02) − 1 = 8.12 %.
    [6, 2, 8.12],
    [0, 2, 2],
    [4, 0, 4],
    [3, 2.5, 5.575],
  ])('%d %% real with %d %% inflation → %d %% nominal', (real, inflation, expected) => {
    expect(nominalRate(real, inflation)).toBe(expected);
  });
});
