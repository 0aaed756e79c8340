import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from './decimal';
import { exactCents } from './exact-cents';

describe('exactCents', () => {
  it.each([
    [[12.5, 8], 1, 1, 2050],
    // Float addition says 1.0049999999999999; the decimal sum is 1.005 → $1.01.
    [[1, 0.005], 1, 1, 101],
    [[0.1, 0.2], 1, 1, 30],
    [[-1.005], 1, 1, -101],
    [[1e-7], 1, 1, 0],
    [[1.5e21], 1, 1, 1.5e23],
    // 0.5 % of $24,000 a year, per month: $10.
    [[24000], 5, 12000, 1000],
    [[Number.NaN, 2], 1, 1, 200],
    [[], 1, 1, 0],
  ])('%j × %d / %d → %d cents', (values, numerator, denominator, expected) => {
    expect(exactCents(values, numerator, denominator)).toBe(expected);
  });

  it('agrees with decimal.js on any amounts typed with up to 4 decimals', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e10, max: 1e10 }), { maxLength: 4 }), fc.integer({ min: 1, max: 7 }), (ten000ths, k) => {
        const values = ten000ths.map((n) => n / 10000);
        const exact = values
          .reduce((sum, v) => sum.plus(v), new D(0))
          .times(100)
          .times(k)
          .div(12);
        expect(exactCents(values, k, 12)).toBe(exact.toDecimalPlaces(0, D.ROUND_HALF_UP).toNumber() + 0);
      }),
    );
  });
});
