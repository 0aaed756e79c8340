import { describe, expect, it } from 'vitest';
import { calculate } from '../../finance/calculate';
import { lifetimeCostComparison } from '../../finance/cost-comparison';
import { EXAMPLE_VALUES, INITIAL_CHOICES, INITIAL_FLAGS, INITIAL_VALUES, toEngineInput } from '../../stores/calculator';
import { calculatorExtras, systemSnapshot } from './figures';

const values = { ...INITIAL_VALUES.v2, ...EXAMPLE_VALUES };

describe('figures from a result and the engine extras', () => {
  const base = { ...values, ...INITIAL_FLAGS };

  // Issue 10: the calculator's own lifetimeComparison gave way to the engine's lifetimeCostComparison.
  it('with solar = without solar − net savings when nothing is discounted', () => {
    const result = calculate({ ...base, yearlyBenefits: '300', yearlyBenefitDuration: '10' }).result;
    if (result === null) throw new Error('no result');
    const comparison = lifetimeCostComparison(result);
    expect(comparison.withoutSolar).toBe(result.lifetimeElectricalCost);
    expect(Math.round(comparison.withSolar * 100)).toBe(Math.round((result.lifetimeElectricalCost - result.netSavings) * 100));
    expect(comparison.costReductionPercent).toBeCloseTo(
      ((comparison.withoutSolar - comparison.withSolar) / comparison.withoutSolar) * 100,
      1,
    );
    expect(result.lifetimeMonthlyCashFlow).toBeCloseTo(result.netSavings / 300, 2);
  });

  it('judges the battery on its own against the same inputs without it (the engine’s battery increment)', () => {
    const input = { ...base, batteryIncluded: true, batteryCost: '12000', batteryCapacity: '13.5', batteryIncentives: '2000' };
    const result = calculate(input).result;
    const extras = calculatorExtras(input, result);
    expect(extras.battery?.netCost).toBe(10000);
    expect(extras.battery?.cost).toBe(12000);
    expect(extras.battery?.solarOnlyPayback).toBe(calculate({ ...base }).result?.simplePayback);
    expect(extras.sensitivity).toHaveLength(5);
  });

  it('the loan’s dealer fee and paydown come from the engine (R1: 11.0 %; $259.92 then $188.29)', () => {
    const input = toEngineInput(
      'v2',
      {
        ...values,
        solarCost: '36809',
        solarIncentives: '9948',
        interestRate: '6.99',
        loanTerm: '25',
        downPayment: '0',
        cashPrice: '33161',
        incentiveMonth: '15',
      },
      { ...INITIAL_FLAGS, paymentMethod: 'financing' },
      { ...INITIAL_CHOICES, incentivePaydown: 'yes' },
    );
    const result = calculate(input).result;
    if (result?.financing.kind !== 'loan') throw new Error('not a loan');
    expect(result.financing.dealerFee?.markup).toBe(3648);
    expect(result.financing.dealerFee?.percentOfCashPrice).toBeCloseTo(11, 1);
    expect(result.financing).toMatchObject({ principal: 36809, monthlyPayment: 259.92, paymentAfterPaydown: 188.29, totalPaid: 67510.24 });
  });

  it('has no extras without a result, and no battery extra without a battery', () => {
    expect(calculatorExtras(null, null)).toEqual({ sensitivity: null, battery: null });
    const result = calculate(base).result;
    expect(calculatorExtras(base, result).battery).toBeNull();
  });
});

describe('System Snapshot', () => {
  it('size, degradation, production and $/W before and after incentives; battery $/kWh', () => {
    const input = {
      ...values,
      solarIncentives: '8000',
      batteryCost: '13500',
      batteryCapacity: '13.5',
      batteryIncentives: '4050',
      ...INITIAL_FLAGS,
      batteryIncluded: true,
    };
    const result = calculate(input).result;
    if (result === null) throw new Error('no result');
    expect(systemSnapshot(result)).toEqual({
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
