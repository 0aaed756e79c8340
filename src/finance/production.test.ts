import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { total, yearlyProduction } from './production';

describe('yearlyProduction', () => {
  it.each([
    // 10,000 × 0.995^(y−1): 10,000; 9,950; 9,900.25; 9,850.74875.
    [10000, 0.5, [10000, 9950, 9900.25, 9850.74875]],
    [12000, 0, [12000, 12000, 12000]],
    // 8,000 × 0.98^(y−1).
    [8000, 2, [8000, 7840, 7683.2]],
    [5000, 5, [5000, 4750, 4512.5, 4286.875]],
  ])('%d kWh degrading %d %% a year → %j', (year1, degradation, expected) => {
    expect(yearlyProduction(year1, degradation, expected.length).map((kwh) => kwh.toNumber())).toEqual(expected);
  });

  it('25 years at 0.5 % sum to the geometric series 10,000 × (1 − 0.995^25) / 0.005', () => {
    const expected = (10000 * (1 - 0.995 ** 25)) / 0.005;
    expect(total(yearlyProduction(10000, 0.5, 25)).toNumber()).toBeCloseTo(expected, 6);
  });

  it('more degradation never raises production, in any year or in total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 40 }),
        (year1, a, b, years) => {
          const [low, high] = a <= b ? [a / 100, b / 100] : [b / 100, a / 100];
          const less = yearlyProduction(year1, low, years);
          const more = yearlyProduction(year1, high, years);
          more.forEach((kwh, y) => expect(kwh.lte(less[y] ?? 0)).toBe(true));
          expect(total(more).lte(total(less))).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
