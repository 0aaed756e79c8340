import { describe, expect, it } from 'vitest';
import { paybackYears } from './payback';

const months = (count: number, cents: number): number[] => new Array<number>(count).fill(cents);

describe('paybackYears', () => {
  it.each([
    // $1,000 outlay, $100 a month: the running total reaches 0 at the end of month 10.
    ['even months', 100000, months(24, 10000), 10 / 12],
    // $1,000 outlay, $300 a month: −100 after month 3, +200 after month 4 → 3 + 100/300 months.
    ['interpolated', 100000, months(6, 30000), (3 + 1 / 3) / 12],
    // $20,000 outlay, $150 a month: 133⅓ months = 11.11 years.
    ['cash example', 2000000, months(300, 15000), 133.3333333333333 / 12],
    ['no outlay, never negative', 0, months(12, 100), 0],
    ['never reached', 100000, months(5, 10000), null],
  ])('%s', (_name, outlay, flows, expected) => {
    const result = paybackYears(outlay, flows);
    if (expected === null) expect(result).toBeNull();
    else expect(result).toBeCloseTo(expected, 12);
  });

  it('uses the last crossing when the running total dips below zero again', () => {
    // −100, +50 (−50), +100 (+50), −200 (−150), +300 (+150): crosses in month 3, dips, crosses in month 5.
    const result = paybackYears(10000, [5000, 10000, -20000, 30000]);
    // Before month 5 (index 3) the total is −150 → 3 + 150/300 months.
    expect(result).toBeCloseTo(3.5 / 12, 12);
  });

  it('starts from zero for a zero-down loan whose first month is negative', () => {
    // 0, −50 (month 1), +50 → 0 in month 2: 1 + 50/100 months.
    expect(paybackYears(0, [-5000, 10000])).toBeCloseTo(1.5 / 12, 12);
  });
});
