import { describe, expect, it } from 'vitest';
import { CALCULATOR_V1_RULES, CALCULATOR_V2_RULES, formatLimit, resolveLimit, validateField } from './validation';

describe('the bounds tables (spec §5)', () => {
  it.each([
    ['systemSize', 0.1, 1000],
    ['solarCost', 0, 10_000_000],
    ['batteryCost', 0, 1_000_000],
    ['year1Production', 1, 5_000_000],
    ['degradationRate', 0, 5],
    ['systemLifetime', 1, 40],
    ['monthlyConsumption', 0, 100_000],
    ['electricityRate', 0, 2],
    ['interestRate', 0, 50],
    ['loanTerm', 1, 30],
  ] as const)('first calculator: %s from %d to %d', (name, min, max) => {
    expect(CALCULATOR_V1_RULES[name]).toMatchObject({ min, max });
  });

  it.each([
    ['otherCosts', 0, 100000],
    ['batteryCapacity', 0, 100],
    ['solarIncentives', 0, 'solarCost'],
    ['batteryIncentives', 0, 'batteryCost'],
    ['yearlyBenefits', 0, 10000],
    ['yearlyBenefitDuration', 0, 30],
    ['downPayment', 0, 'totalSystemCost'],
    ['monthlyNetExcess', 0, 10000],
    ['netMeteringRate', 0, 1],
    ['rateIncrease', 0, 10],
    ['netMeteringEscalation', -10, 10],
    ['monthlyInsurance', 0, 1000],
    ['monthlyMaintenance', 0, 1000],
    ['annualEscalation', 0, 10],
    ['discountRate', 0, 25],
  ] as const)('second calculator: %s from %d to %s', (name, min, max) => {
    expect(CALCULATOR_V2_RULES[name]).toMatchObject({ min, max });
  });
});

describe('validateField', () => {
  it.each([
    ['systemSize', '8.5', null],
    ['systemSize', '0.1', null],
    ['systemSize', '0.09', 'Must be at least 0.1'],
    ['systemSize', '1000.01', 'Must not exceed 1,000'],
    ['systemSize', 'eight', 'Must be a valid number'],
    ['systemSize', '', 'This field is required'],
    ['solarCost', 10_000_001, 'Must not exceed 10,000,000'],
    ['electricityRate', 2, null],
    ['electricityRate', 2.001, 'Must not exceed 2'],
    ['degradationRate', -0.1, 'Must be at least 0'],
    ['degradationRate', '', null],
    ['netMeteringEscalation', -10, null],
    ['netMeteringEscalation', -10.5, 'Must be at least -10'],
    ['discountRate', Number.NaN, 'Must be a valid number'],
    ['discountRate', Infinity, 'Must be a valid number'],
    ['notAField', 'anything', null],
  ])('%s = %j → %j', (name, value, expected) => {
    expect(validateField(name, value)).toBe(expected);
  });

  it.each([
    ['solarIncentives', 9000, { solarCost: 9000 }, null],
    ['solarIncentives', 9000.01, { solarCost: 9000 }, 'Must not exceed 9,000'],
    ['solarIncentives', 9000.01, {}, null],
    ['batteryIncentives', 5001, { batteryCost: '5000' }, 'Must not exceed 5,000'],
    ['downPayment', 30000, { solarCost: 24000, otherCosts: 1000, batteryIncluded: true, batteryCost: 5000 }, null],
    ['downPayment', 30000.01, { solarCost: 24000, otherCosts: 1000, batteryIncluded: true, batteryCost: 5000 }, 'Must not exceed 30,000'],
    ['downPayment', 25001, { solarCost: 24000, otherCosts: 1000, batteryIncluded: false, batteryCost: 5000 }, 'Must not exceed 25,000'],
    ['downPayment', 100, { totalSystemCost: 99.5 }, 'Must not exceed 99.5'],
    // The float sum 146070.87 + 0.11 + 26242.19 is 172313.16999999998; the bound is exact.
    ['downPayment', 172313.17, { solarCost: 146070.87, otherCosts: 0.11, batteryIncluded: true, batteryCost: 26242.19 }, null],
  ])('dynamic maximum: %s = %d with %j → %j', (name, value, context, expected) => {
    expect(validateField(name, value, context)).toBe(expected);
  });

  it('requires the loan fields only when financing', () => {
    expect(validateField('interestRate', '', {})).toBeNull();
    expect(validateField('interestRate', '', { paymentMethod: 'financing' })).toBe('This field is required');
    expect(validateField('loanTerm', null, { paymentMethod: 'loan' })).toBe('This field is required');
  });

  it('validates against the first calculator on request', () => {
    expect(validateField('otherCosts', 200000, {}, 'v1')).toBeNull();
    expect(validateField('otherCosts', 200000, {}, 'v2')).toBe('Must not exceed 100,000');
  });
});

describe('limits', () => {
  it.each([
    [10_000_000, '10,000,000'],
    [0.1, '0.1'],
    [-10, '-10'],
    [172313.17, '172,313.17'],
  ])('%d shows as %s', (limit, text) => {
    expect(formatLimit(limit)).toBe(text);
  });

  it('a dynamic limit is unknown until its inputs are', () => {
    expect(resolveLimit('solarCost', {})).toBeNull();
    expect(resolveLimit('totalSystemCost', { otherCosts: 5 })).toBeNull();
    expect(resolveLimit(1000, {})).toBe(1000);
  });
});
