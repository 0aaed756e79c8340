import { describe, expect, it } from 'vitest';
import { calculate } from '../../finance/calculate';
import { EXAMPLE_VALUES, INITIAL_EXTRA_INPUTS, INITIAL_FLAGS, INITIAL_VALUES } from '../../stores/calculator';
import { calculatorExtras, lifetimeComparison, systemSnapshot } from './figures';

const values = { ...INITIAL_VALUES.v2, ...EXAMPLE_VALUES };

describe('figures from a result and the engine extras', () => {
  const base = { ...values, ...INITIAL_FLAGS };

  it('with solar = without solar − net savings when nothing is discounted', () => {
    const result = calculate({ ...base, yearlyBenefits: '300', yearlyBenefitDuration: '10' }).result;
    if (result === null) throw new Error('no result');
    const comparison = lifetimeComparison(result);
    expect(comparison.withoutSolar).toBe(result.lifetimeElectricalCost);
    expect(Math.round(comparison.withSolar * 100)).toBe(Math.round((result.lifetimeElectricalCost - result.netSavings) * 100));
    expect(comparison.totalValue).toBe(result.totalValueFromSolar);
    expect(comparison.costReduction).toBeCloseTo(((comparison.withoutSolar - comparison.withSolar) / comparison.withoutSolar) * 100, 1);
    expect(comparison.lifetimeMonthly).toBeCloseTo(result.netSavings / 300, 2);
  });

  it('judges the battery on its own against the same inputs without it', () => {
    const input = { ...base, batteryIncluded: true, batteryCost: '12000', batteryCapacity: '13.5', batteryIncentives: '2000' };
    const result = calculate(input).result;
    const extras = calculatorExtras(input, result, INITIAL_EXTRA_INPUTS);
    expect(extras.battery?.addedNetCost).toBe(10000);
    expect(extras.battery?.withoutBattery.totalSystemCost).toBe(24000);
    expect(extras.sensitivity).toHaveLength(5);
  });

  it('shows the financing markup against a quoted cash price (R1: 11.0 %)', () => {
    const input = { ...base, solarCost: '36809', solarIncentives: '9948', paymentMethod: 'financing' as const, interestRate: '6.99', loanTerm: '25' };
    const result = calculate(input).result;
    const extras = calculatorExtras(input, result, { cashPrice: '33161', paydownAfterPayments: '15' });
    expect(extras.markup?.markup).toBe(3648);
    expect(extras.markup?.percentOfCashPrice).toBeCloseTo(11, 1);
    expect(extras.paydown).toMatchObject({ principal: 36809, paydown: 9948, afterPayments: 15 });
    expect(extras.paydown?.withoutPaydown.paymentAfterPaydownMonth).toBeGreaterThan(extras.paydown?.initialPayment ?? Infinity);
  });

  it('has no extras without a result, and no loan extras for cash', () => {
    expect(calculatorExtras(null, null, INITIAL_EXTRA_INPUTS)).toEqual({ sensitivity: null, battery: null, markup: null, paydown: null });
    const result = calculate(base).result;
    const extras = calculatorExtras(base, result, { cashPrice: '20000', paydownAfterPayments: '15' });
    expect(extras.markup).toBeNull();
    expect(extras.paydown).toBeNull();
  });
});

describe('System Snapshot', () => {
  it('size, degradation, production and $/W before and after incentives; battery $/kWh', () => {
    const input = { ...values, solarIncentives: '8000', batteryCost: '13500', batteryCapacity: '13.5', batteryIncentives: '4050', ...INITIAL_FLAGS, batteryIncluded: true };
    const result = calculate(input).result;
    if (result === null) throw new Error('no result');
    expect(systemSnapshot(input, result)).toEqual({
      sizeKw: 8,
      degradationPercent: 0.5,
      lifetimeProductionMwh: Math.round(result.lifetimeProduction / 100) / 10,
      year1ProductionKwh: 11000,
      costPerWattBefore: 3,
      costPerWattAfter: 2,
      battery: { capacityKwh: 13.5, costPerKwh: 1000, costPerKwhAfter: 700 },
    });
  });
});
