import { describe, expect, it } from 'vitest';
import { calculate } from './calculate';
import { cashFlowTableYears, yearlyCashFlows } from './cash-flow-table';

describe('cashFlowTableYears (years 1–5, every 5th, the last)', () => {
  it.each([
    [25, [1, 2, 3, 4, 5, 10, 15, 20, 25]],
    [27, [1, 2, 3, 4, 5, 10, 15, 20, 25, 27]],
    [40, [1, 2, 3, 4, 5, 10, 15, 20, 25, 30, 35, 40]],
    [12, [1, 2, 3, 4, 5, 10, 12]],
    [3, [1, 2, 3]],
    [1, [1]],
    [0, []],
    [Number.NaN, []],
  ])('lifetime %d → %j', (lifetime, years) => {
    expect(cashFlowTableYears(lifetime)).toEqual(years);
  });
});

describe('yearlyCashFlows', () => {
  const { result } = calculate({
    systemSize: 10,
    solarCost: 20000,
    year1Production: 12000,
    degradationRate: 0,
    systemLifetime: 3,
    monthlyConsumption: 1000,
    electricityRate: 0.15,
    rateIncrease: 0,
    paymentMethod: 'financing',
    interestRate: 0,
    loanTerm: 2,
  });
  const years = yearlyCashFlows(result?.timeline ?? []);

  it('sums each year of monthly rows', () => {
    // $1,800 savings a year; $20,000 over 24 months at 0 % = $833.33 (the last $833.41).
    expect(years.map((y) => y.year)).toEqual([1, 2, 3]);
    expect(years[0]).toMatchObject({ savings: 1800, loanPayment: 9999.96, principal: 9999.96, interest: 0, netCashFlow: -8199.96 });
    expect(years[1]).toMatchObject({ loanPayment: 10000.04, endBalance: 0, cumulativeCashFlow: -16400 });
    expect(years[2]).toMatchObject({ loanPayment: 0, netCashFlow: 1800, cumulativeCashFlow: -14600, presentValue: null });
    expect(years[0]?.production).toBeCloseTo(12000, 9);
  });

  it('has the same totals as the result', () => {
    const total = years.reduce((sum, y) => sum + Math.round(y.savings * 100), 0) / 100;
    expect(total).toBe(result?.lifetimeSavings);
    expect(years.at(-1)?.cumulativeCashFlow).toBe(result?.netSavings);
  });
});
