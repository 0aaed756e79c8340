import { describe, expect, it } from 'vitest';
import { D } from './decimal';
import { levelisedCost } from './lcoe';

const d = (value: number) => new D(value);

describe('levelisedCost', () => {
  it.each([
    // max(0, investment − benefits) / lifetime kWh.
    [20000, 0, 300000, '0.06667'],
    [20000, 5000, 300000, '0.05'],
    [20000, 25000, 300000, '0'],
    [0, 0, 300000, '0'],
  ])('$%d invested, $%d benefits, %d kWh → $%s/kWh', (investment, benefits, kwh, expected) => {
    expect(levelisedCost(d(investment), d(benefits), d(kwh))?.toDecimalPlaces(5).toString()).toBe(expected);
  });

  it('is undefined without production', () => {
    expect(levelisedCost(d(1), d(0), d(0))).toBeNull();
  });
});
