import { describe, expect, it } from 'vitest';
import { D } from './decimal';
import { batteryCostPerKwh, costPerWatt, totalIncentives, totalSystemCost } from './cost';
import { roundTo } from './rounding';
import { formatDollars, formatPerWatt } from './format';

const d = (value: number) => new D(value);

describe('cost per watt and per kWh', () => {
  it.each([
    // R2: $35,244 for 13.2 kW → $2.67/W exactly (35,244 / 13,200).
    [35244, 13.2, 2.67],
    [24000, 8, 3],
    [20000, 0, null],
  ])('$%d for %d kW → %s $/W', (cost, kw, expected) => {
    expect(costPerWatt(cost, kw)).toBe(expected);
  });

  it.each([
    // R2: battery $17,500 for 13.6 kWh → $1,286.76/kWh, shown as $1,287.
    [17500, 13.6, 1286.76],
    [10000, 10, 1000],
    [10000, 0, null],
  ])('$%d battery of %d kWh → %s $/kWh', (cost, kwh, expected) => {
    const value = batteryCostPerKwh(cost, kwh);
    expect(value === null ? null : roundTo(d(value), 2)).toBe(expected);
  });
});

describe('R2 as shown', () => {
  it('$2.67/W and $1,287/kWh', () => {
    expect(formatPerWatt(costPerWatt(35244, 13.2))).toBe('$2.67/W');
    expect(formatDollars(batteryCostPerKwh(17500, 13.6))).toBe('$1,287');
  });
});

describe('totals', () => {
  it.each([
    [20000, 1000, 8000, true, '29000'],
    [20000, 1000, 8000, false, '21000'],
  ])('solar %d + other %d + battery %d (included %s) → %s', (solar, other, battery, included, expected) => {
    expect(totalSystemCost(d(solar), d(other), d(battery), included).toString()).toBe(expected);
  });

  it('battery incentives count only with a battery; R2: $9,948 + $7,500 off $33,161 leaves $15,713', () => {
    expect(
      d(33161)
        .minus(totalIncentives(d(9948 + 7500), d(3000), false))
        .toString(),
    ).toBe('15713');
    expect(totalIncentives(d(9948), d(3000), true).toString()).toBe('12948');
  });
});
