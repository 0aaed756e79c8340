import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from './decimal';
import { allocate, allocatedShare, centsToDollars, dollarsToCents, mulDivRound, roundTo, decimalDollarsToCents } from './rounding';

describe('decimalDollarsToCents / dollarsToCents', () => {
  it.each([
    ['259.923587', 25992],
    ['0.005', 1],
    ['0.0049999', 0],
    ['-0.005', -1],
    ['-2.675', -268],
    ['1.115', 112],
    ['36097.7818', 3609778],
  ])('%s dollars → %i cents (ties away from zero)', (dollars, cents) => {
    expect(decimalDollarsToCents(new D(dollars))).toBe(cents);
  });

  it.each([
    [0.1 + 0.2, 30],
    [2.675, 268],
    [1.005, 101],
    [33161, 3316100],
  ])('the number %d reads as its shortest decimal → %i cents', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it('cents back to dollars are the nearest double of the decimal', () => {
    expect(centsToDollars(3609778)).toBe(36097.78);
    expect(centsToDollars(-1)).toBe(-0.01);
  });

  it('roundTo rounds half away from zero at any place', () => {
    expect(roundTo(new D('8.1249999'), 3)).toBe(8.125);
    expect(roundTo(new D('0.0005'), 3)).toBe(0.001);
    expect(roundTo(new D('-0.0005'), 3)).toBe(-0.001);
  });
});

describe('allocate', () => {
  it.each([
    [100, 3, [34, 33, 33]],
    [12, 12, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]],
    [5, 12, [1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]],
    [-5, 4, [-1, -1, -1, -2]],
    [0, 2, [0, 0]],
  ])('%i cents in %i parts → %j', (total, parts, shares) => {
    expect(allocate(total, parts)).toEqual(shares);
  });

  it('always adds back to the total, shares within one cent of each other', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 1, max: 60 }), (total, parts) => {
        const shares = allocate(total, parts);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
        shares.forEach((share, index) => expect(allocatedShare(total, parts, index)).toBe(share));
      }),
      { numRuns: 300 },
    );
  });
});

describe('mulDivRound', () => {
  it.each([
    [3680900, 6_990_000, 1_200_000_000, 21441], // $36,809 at 6.99 %: 21,441.2425 cents of interest
    [1, 1, 2, 1],
    [-1, 1, 2, -1],
    [5, 1, 10, 1],
    [4, 1, 10, 0],
  ])('round(%i × %i / %i) = %i', (a, b, den, expected) => {
    expect(mulDivRound(a, b, den)).toBe(expected);
  });

  it('agrees with exact BigInt rounding, inside and beyond 2^53', () => {
    const exact = (a: bigint, b: bigint, den: bigint): bigint => {
      const p = a * b;
      const m = p < 0n ? -p : p;
      const q = (2n * m + den) / (2n * den);
      return p < 0n ? -q : q;
    };
    fc.assert(
      fc.property(fc.integer({ min: -2e9, max: 2e9 }), fc.integer({ min: 0, max: 1e8 }), fc.integer({ min: 1, max: 2e9 }), (a, b, den) => {
        expect(mulDivRound(a, b, den)).toBe(Number(exact(BigInt(a), BigInt(b), BigInt(den))));
      }),
      { numRuns: 500 },
    );
  });
});
