import { describe, expect, it } from 'vitest';
import { D } from './decimal';
import { returnOnInvestment } from './roi';

const d = (value: number) => new D(value);

describe('returnOnInvestment', () => {
  it.each([
    // (benefits − true investment) / investment × 100.
    [45000, 20000, 20000, '125'],
    [30000, 35000, 25000, '-20'],
    [40000, 40000, 30000, '0'],
  ])('benefits %d, true investment %d, investment %d → %s %%', (benefits, trueInvestment, investment, expected) => {
    expect(returnOnInvestment(d(benefits), d(trueInvestment), d(investment))?.toString()).toBe(expected);
  });

  it('is undefined with nothing invested', () => {
    expect(returnOnInvestment(d(100), d(0), d(0))).toBeNull();
  });
});
