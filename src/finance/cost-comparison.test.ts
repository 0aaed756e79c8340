import { describe, expect, it } from 'vitest';
import { calculate } from './calculate';
import { costReductionPercent, costWithSolarCents, lifetimeCostComparison } from './cost-comparison';

describe('cost with and without solar', () => {
  it.each([
    // bills 45,000, saved 45,000, true investment 23,750, no benefits → 23,750; (45,000 − 23,750) / 45,000.
    [4500000, 4500000, 2375000, 0, 2375000, 47.2222222222],
    // bills 50,000, saved 40,000, paid 30,000, benefits 2,000 → 38,000; 24 %.
    [5000000, 4000000, 3000000, 200000, 3800000, 24],
    // Solar costing more than it saves: a negative reduction.
    [1000000, 500000, 1000000, 0, 1500000, -50],
  ])('bills %i, saved %i, paid %i, benefits %i → %i cents, %d %%', (bills, saved, paid, benefits, withSolar, percent) => {
    expect(costWithSolarCents(bills, saved, paid, benefits)).toBe(withSolar);
    expect(costReductionPercent(bills, withSolar)).toBeCloseTo(percent, 8);
  });

  it('has no reduction without a bill to reduce', () => {
    expect(costReductionPercent(0, 100)).toBeNull();
  });

  it('reads the calculator result: bars and Cost Reduction', () => {
    const { result } = calculate({
      systemSize: 10,
      solarCost: 20000,
      year1Production: 12000,
      degradationRate: 0,
      monthlyConsumption: 1000,
      electricityRate: 0.15,
      rateIncrease: 0,
      yearlyBenefits: 400,
      yearlyBenefitDuration: 5,
    });
    if (result === null) throw new Error('no result');
    // Bills 45,000, all saved; paid 20,000; benefits 2,000 → 18,000 with solar; 60 % less.
    expect(lifetimeCostComparison(result)).toEqual({ withoutSolar: 45000, withSolar: 18000, costReductionPercent: 60 });
  });
});
