import { describe, expect, it } from 'vitest';
import { internalRateOfReturn } from './irr';

describe('internalRateOfReturn (yearly, percent)', () => {
  it.each([
    // −1,000 now, 1,100 in 12 months: 10 % a year.
    [-1000, [...new Array<number>(11).fill(0), 1100], 10],
    // −1,000 now, 1,000 back: 0 %.
    [-1000, [...new Array<number>(11).fill(0), 1000], 0],
    // −1,000 now, 500 back: −50 %.
    [-1000, [...new Array<number>(11).fill(0), 500], -50],
    // −1,000 now, 1,210 in 24 months: 10 % a year.
    [-1000, [...new Array<number>(23).fill(0), 1210], 10],
  ])('%d then %j → %d %%', (month0, flows, expected) => {
    expect(internalRateOfReturn(month0, flows)).toBeCloseTo(expected, 8);
  });

  it('a level monthly payback: 12 × 100 on 1,134.41 is 10 % a year, compounded monthly at 1.1^(1/12)', () => {
    const monthly = 1.1 ** (1 / 12) - 1;
    const price = (100 * (1 - (1 + monthly) ** -12)) / monthly;
    expect(internalRateOfReturn(-price, new Array<number>(12).fill(100))).toBeCloseTo(10, 8);
  });

  it.each([
    ['all positive (nothing invested)', 100, [10, 10]],
    ['all negative (nothing returned)', -100, [-10, -10]],
    ['all zero', 0, [0, 0]],
    // +1,000, −2,300, +1,320: NPV zero at 10 % and at 20 % (yearly steps): no single rate.
    ['two rates', 1000, [...new Array<number>(11).fill(0), -2300, ...new Array<number>(11).fill(0), 1320]],
  ])('none when %s', (_name, month0, flows) => {
    expect(internalRateOfReturn(month0, flows)).toBeNull();
  });
});
