import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculate, type CalculatorInputLike } from './calculate';
import { cents, nonFiniteNumbers, sumCents } from './test-support';

/** A cash purchase with flat rates and no degradation, so every figure can be worked by hand. */
const FLAT_CASH = {
  systemSize: 10,
  solarCost: 20000,
  year1Production: 12000,
  degradationRate: 0,
  systemLifetime: 25,
  monthlyConsumption: 1000,
  electricityRate: 0.15,
  rateIncrease: 0,
  paymentMethod: 'cash',
} as const;

describe('calculate: hand-worked cash purchase', () => {
  const { result, warnings, error } = calculate(FLAT_CASH);

  it('returns a result without errors', () => {
    expect(error).toBeUndefined();
    expect(result).not.toBeNull();
    expect(warnings.filter((w) => w.severity === 'error')).toEqual([]);
  });

  it.each([
    // 20,000 solar, nothing else.
    ['totalSystemCost', 20000],
    ['netInvestment', 20000],
    ['monthlyPayment', 0],
    ['totalInterest', 0],
    // 12,000 kWh × 25 years, no degradation.
    ['lifetimeProduction', 300000],
    // 12,000 kWh all used at home (cap 1,000 × 12) × $0.15 = $1,800 a year × 25.
    ['lifetimeSavings', 45000],
    // 1,000 × 12 × 0.15 × 25.
    ['lifetimeElectricalCost', 45000],
    ['totalValueFromSolar', 45000],
    ['systemCostWithOM', 20000],
    // 45,000 − 20,000.
    ['netSavings', 25000],
    ['netAnnualSavings', 1800],
    ['netMonthlySavings', 150],
    // 20,000 / 10,000 W.
    ['costPerWatt', 2],
    ['lifetimeOMCost', 0],
    // 25,000 / 20,000 × 100.
    ['roi', 125],
  ] as const)('%s = %d', (name, expected) => {
    expect(result?.[name]).toBe(expected);
  });

  it('lcoe = 20,000 / 300,000 kWh', () => {
    expect(result?.lcoe).toBeCloseTo(20000 / 300000, 12);
  });

  it('payback = 20,000 / 150 a month = 133⅓ months', () => {
    expect(result?.simplePayback).toBeCloseTo(133.33333333333334 / 12, 12);
  });

  it('has 300 monthly rows ending at the net savings', () => {
    const timeline = result?.timeline ?? [];
    expect(timeline).toHaveLength(300);
    expect(timeline[0]).toMatchObject({ year: 1, month: 1, savings: 150, loanPayment: 0, cumulativeCashFlow: -19850, presentValue: null });
    expect(timeline[299]).toMatchObject({ year: 25, month: 12, cumulativeCashFlow: 25000 });
  });
});

describe('calculate: financing', () => {
  // Issue 11: the loan is the amount financed, total cost − down payment; incentives never shrink
  // it at month 0. They are the homeowner's cash when they arrive, or a paydown when the quote says so.
  it('zero-interest loan: hand-worked payment, payback and savings (incentives kept as cash)', () => {
    // 20,000 − 2,000 down = 18,000 over 120 months at 0 % = $150 a month; $6,000 of incentives at installation.
    const { result } = calculate({
      ...FLAT_CASH,
      solarIncentives: 6000,
      paymentMethod: 'financing',
      downPayment: 2000,
      interestRate: 0,
      loanTerm: 10,
    });
    expect(result?.netInvestment).toBe(14000);
    expect(result?.monthlyPayment).toBe(150);
    expect(result?.totalInterest).toBe(0);
    expect(result?.financing).toMatchObject({ kind: 'loan', principal: 18000, totalPaid: 20000, paymentAfterPaydown: null });
    // −2,000 + 6,000 at month 0, then +150 − 150 = 0 a month: never negative, so Immediate (0).
    expect(result?.simplePayback).toBe(0);
    // 45,000 − 14,000; ROI 31,000 / 14,000.
    expect(result?.netSavings).toBe(31000);
    expect(result?.roi).toBeCloseTo((31000 / 14000) * 100, 10);
    expect(result?.timeline[0]).toMatchObject({ loanPayment: 150, principal: 150, interest: 0, balance: 17850, netCashFlow: 0 });
    expect(result?.timeline[120]).toMatchObject({ loanPayment: 0, balance: 0, netCashFlow: 150 });
  });

  it('zero-interest loan with the incentives paid down at installation: $100 a month after the paydown', () => {
    // The same loan, the $6,000 paid onto it at month 0: 12,000 re-amortised over 120 months.
    const { result } = calculate({
      ...FLAT_CASH,
      solarIncentives: 6000,
      paymentMethod: 'loan',
      downPayment: 2000,
      interestRate: 0,
      loanTerm: 10,
      incentivePaydown: true,
      incentiveMonth: 0,
    });
    expect(result?.monthlyPayment).toBe(150);
    expect(result?.financing).toMatchObject({ kind: 'loan', paymentAfterPaydown: 100, paydown: { month: 0, amount: 6000 } });
    // −2,000 at month 0, then +150 − 100 = +50 a month: 0 after 40 months.
    expect(result?.simplePayback).toBeCloseTo(40 / 12, 12);
    expect(result?.netSavings).toBe(31000);
    expect(result?.timeline[0]).toMatchObject({ loanPayment: 100, principal: 100, interest: 0, balance: 11900, netCashFlow: 50 });
  });

  it('R3 loan: $32,436 at 5 % over 12 years bills $300.00; interest ≈ 300 × 144 − 32,436', () => {
    const { result } = calculate({ ...FLAT_CASH, solarCost: 32436, paymentMethod: 'financing', interestRate: 5, loanTerm: 12 });
    expect(result?.monthlyPayment).toBe(300);
    // The billed $300.00 overpays the exact 299.9975 by 0.0025 a month; the last payment returns it
    // with interest, 0.0025 × ((1 + r)^144 − 1) / r ≈ $0.49. Interest rounding adds ≤ ½ cent a month.
    const r = 0.05 / 12;
    const expected = 299.9975 * 144 - 32436 - (0.0025 * ((1 + r) ** 144 - 1)) / r;
    expect(Math.abs((result?.totalInterest ?? 0) - expected)).toBeLessThanOrEqual(144 * 0.005);
  });

  it('counts loan payments in the cash flow and starts the running total at the down payment', () => {
    const { result } = calculate({ ...FLAT_CASH, paymentMethod: 'financing', downPayment: 5000, interestRate: 6.99, loanTerm: 20 });
    const first = result?.timeline[0];
    expect(first?.cumulativeCashFlow).toBe(-5000 + (first?.netCashFlow ?? 0));
    expect(first?.netCashFlow).toBe(150 - (first?.loanPayment ?? 0));
  });
});

describe('calculate: NPV (cross-checked with R5 Google Solar API assumptions)', () => {
  // 20-year life, 2.2 %/yr electricity increase, 4 % discount rate, 0.5 %/yr degradation.
  const input = {
    systemSize: 8,
    solarCost: 25000,
    year1Production: 10000,
    degradationRate: 0.5,
    systemLifetime: 20,
    monthlyConsumption: 1000,
    electricityRate: 0.15,
    rateIncrease: 2.2,
    npvEnabled: true,
    discountRate: 4,
  };
  const { result } = calculate(input);

  // Independent computation in plain floating point: each year's savings spread over its months,
  // each month discounted by 1.04^(−t/12).
  let nominal = 0;
  let present = 0;
  for (let year = 1; year <= 20; year += 1) {
    const yearly = 10000 * 0.995 ** (year - 1) * 0.15 * 1.022 ** (year - 1);
    nominal += yearly;
    for (let month = 1; month <= 12; month += 1) present += (yearly / 12) * 1.04 ** (-((year - 1) * 12 + month) / 12);
  }

  it('nominal lifetime savings within rounding of the closed sum', () => {
    expect(Math.abs((result?.lifetimeSavings ?? 0) - nominal)).toBeLessThanOrEqual(20 * 0.005);
  });

  it('total value from solar is the present value of savings', () => {
    // Against the closed sum: 20 yearly roundings (≤ ½ cent each) and the leftover cents of each
    // year's monthly split paid a few months early account for at most a dime.
    expect(Math.abs((result?.totalValueFromSolar ?? 0) - present)).toBeLessThanOrEqual(0.1);
    // Against the engine's own monthly savings column discounted month by month: to the cent.
    const discounted = (result?.timeline ?? []).reduce((sum, row, t) => sum + row.savings * 1.04 ** (-(t + 1) / 12), 0);
    expect(Math.abs((result?.totalValueFromSolar ?? 0) - discounted)).toBeLessThanOrEqual(0.005);
  });

  it('discounts credits and part-year benefits month by month too', () => {
    const mixed = calculate({
      ...input,
      monthlyNetExcess: 150,
      netMeteringRate: 0.07,
      yearlyBenefits: 333.33,
      yearlyBenefitDuration: 2.5,
      paymentMethod: 'financing',
      interestRate: 6,
      loanTerm: 15,
    }).result;
    const discounted = (mixed?.timeline ?? []).reduce(
      (sum, row, t) => sum + (row.savings + row.netMeteringCredit + row.yearlyBenefits) * 1.04 ** (-(t + 1) / 12),
      0,
    );
    expect(Math.abs((mixed?.totalValueFromSolar ?? 0) - discounted)).toBeLessThanOrEqual(0.005);
    // $333.33 a year = 12 × 27.77 + 9 leftover cents on months 1–9: two full years, then six
    // months of $27.78 in year 3.
    expect(sumCents(mixed?.timeline ?? [], (r) => r.yearlyBenefits)).toBe(2 * 33333 + 6 * 2778);
  });

  it('each row carries the present value of its net cash flow', () => {
    const row = result?.timeline[12];
    expect(row?.presentValue).toBeCloseTo((row?.netCashFlow ?? 0) * 1.04 ** (-13 / 12), 2);
  });

  it('net savings = the net present value: every flow discounted, less the outlay (issue 11)', () => {
    const presentValues = sumCents(result?.timeline ?? [], (r) => r.presentValue ?? 0);
    expect(cents(result?.netSavings ?? 0)).toBe(presentValues - 2500000);
    expect(result?.netPresentValue).toBe(result?.netSavings);
    // A cash outlay at month 0 is not discounted, so here it is still value − price, to a few cents of rounding.
    expect(Math.abs((result?.netSavings ?? 0) - ((result?.totalValueFromSolar ?? 0) - 25000))).toBeLessThanOrEqual(0.05);
  });
});

describe('calculate: degradation, escalation, net metering, benefits, O&M', () => {
  it('degrades production yearly and escalates the rate yearly', () => {
    const { result } = calculate({ ...FLAT_CASH, degradationRate: 0.5, rateIncrease: 3, systemLifetime: 2 });
    const rows = result?.timeline ?? [];
    // Year 1: 12,000 × 0.15 = 1,800 → 150/month. Year 2: 11,940 kWh × 0.1545 = 1,844.73.
    expect(sumCents(rows.slice(0, 12), (r) => r.savings)).toBe(180000);
    expect(sumCents(rows.slice(12), (r) => r.savings)).toBe(184473);
    expect(rows[12]?.production).toBeCloseTo(11940 / 12, 9);
    // Cost without solar: 1,800 + 1,854.
    expect(result?.lifetimeElectricalCost).toBe(3654);
  });

  it('credits net excess at the net-metering rate and does not count it as self-used', () => {
    // 100 kWh/month exported: 1,200 × 0.08 = $96 credit; self-used 10,800 × 0.15 = $1,620.
    const { result } = calculate({ ...FLAT_CASH, systemLifetime: 1, monthlyNetExcess: 100, netMeteringRate: 0.08 });
    expect(result?.lifetimeSavings).toBe(1716);
    expect(sumCents(result?.timeline ?? [], (r) => r.netMeteringCredit)).toBe(9600);
  });

  it('defaults the net-metering rate to the current rate', () => {
    const { result } = calculate({ ...FLAT_CASH, systemLifetime: 1, monthlyNetExcess: 100 });
    // 10,800 × 0.15 + 1,200 × 0.15.
    expect(result?.lifetimeSavings).toBe(1800);
  });

  it('escalates the export credit by the net-metering escalation', () => {
    const { result } = calculate({
      ...FLAT_CASH,
      systemLifetime: 2,
      monthlyNetExcess: 100,
      netMeteringRate: 0.1,
      netMeteringEscalation: -10,
    });
    // Year 1: 1,200 × 0.10 = 120; year 2: 1,200 × 0.09 = 108.
    expect(sumCents(result?.timeline ?? [], (r) => r.netMeteringCredit)).toBe(22800);
  });

  it('pays yearly benefits for their duration, capped by the lifetime', () => {
    const three = calculate({ ...FLAT_CASH, yearlyBenefits: 600, yearlyBenefitDuration: 3 }).result;
    expect(sumCents(three?.timeline ?? [], (r) => r.yearlyBenefits)).toBe(180000);
    expect(three?.totalValueFromSolar).toBe(45000 + 1800);
    const capped = calculate({ ...FLAT_CASH, systemLifetime: 2, yearlyBenefits: 600, yearlyBenefitDuration: 30 }).result;
    expect(sumCents(capped?.timeline ?? [], (r) => r.yearlyBenefits)).toBe(120000);
  });

  it('lcoe subtracts the yearly benefits over their duration', () => {
    const { result } = calculate({ ...FLAT_CASH, yearlyBenefits: 1000, yearlyBenefitDuration: 5 });
    expect(result?.lcoe).toBeCloseTo((20000 - 5000) / 300000, 12);
  });

  it('escalates O&M yearly from insurance + maintenance', () => {
    // $15/month in year 1 → $180; year 2 × 1.02 → $183.60.
    const { result } = calculate({
      ...FLAT_CASH,
      systemLifetime: 2,
      includeOM: true,
      monthlyInsurance: 10,
      monthlyMaintenance: 5,
      annualEscalation: 2,
    });
    expect(result?.lifetimeOMCost).toBe(363.6);
    expect(result?.timeline[0]?.omCost).toBe(15);
    expect(result?.timeline[12]?.omCost).toBe(15.3);
    expect(result?.systemCostWithOM).toBe(20363.6);
  });

  it('escalates the monthly O&M as shown, rounded to cents', () => {
    // $10.004 + $0.004 shows as $10.01 a month: $120.12 a year.
    const { result } = calculate({ ...FLAT_CASH, systemLifetime: 1, includeOM: true, monthlyInsurance: 10.004, monthlyMaintenance: 0.004 });
    expect(result?.lifetimeOMCost).toBe(120.12);
  });

  it('ignores O&M inputs when O&M is excluded', () => {
    const { result } = calculate({ ...FLAT_CASH, includeOM: false, monthlyInsurance: 10 });
    expect(result?.lifetimeOMCost).toBe(0);
  });
});

describe('calculate: warnings (spec §5)', () => {
  it('flags negative ROI as an error but keeps the result', () => {
    const { result, warnings } = calculate({ ...FLAT_CASH, solarCost: 100000 });
    expect(result).not.toBeNull();
    expect(warnings).toContainEqual({
      severity: 'error',
      code: 'NEGATIVE_ROI',
      message: 'Negative ROI - system costs exceed lifetime benefits',
    });
    expect(warnings.map((w) => w.code)).toContain('PAYBACK_EXCEEDS_LIFETIME');
  });

  it('flags an LCOE above twice the grid rate', () => {
    // 100,000 / 300,000 kWh = $0.333 > 2 × $0.15.
    const { warnings } = calculate({ ...FLAT_CASH, solarCost: 100000 });
    expect(warnings.find((w) => w.code === 'LCOE_HIGH')?.message).toBe(
      'Solar cost per kWh ($0.333/kWh) is more than twice the current electricity rate ($0.150/kWh)',
    );
    expect(calculate(FLAT_CASH).warnings.map((w) => w.code)).not.toContain('LCOE_HIGH');
  });

  it('flags total interest above 80 % of the principal with its share', () => {
    // 9 % over 20 years: 240 × P·r/(1 − (1 + r)^−240) / P − 1 = 115.9 % → 116 %.
    const r = 0.09 / 12;
    const share = Math.round(((240 * r) / (1 - (1 + r) ** -240)) * 100 - 100);
    const { warnings } = calculate({ ...FLAT_CASH, paymentMethod: 'financing', interestRate: 9, loanTerm: 20 });
    expect(warnings).toContainEqual({
      severity: 'warning',
      code: 'INTEREST_HIGH',
      message: `Total interest (${share}% of principal) is very high`,
    });
    // 7 % over 20 years: 86 % — above the 80 % line, below 100 %.
    const r7 = 0.07 / 12;
    const share7 = Math.round(((240 * r7) / (1 - (1 + r7) ** -240)) * 100 - 100);
    expect(share7).toBe(86);
    const seven = calculate({ ...FLAT_CASH, paymentMethod: 'financing', interestRate: 7, loanTerm: 20 });
    expect(seven.warnings.find((w) => w.code === 'INTEREST_HIGH')?.message).toBe('Total interest (86% of principal) is very high');
    const modest = calculate({ ...FLAT_CASH, paymentMethod: 'financing', interestRate: 5, loanTerm: 10 });
    expect(modest.warnings.map((w) => w.code)).not.toContain('INTEREST_HIGH');
  });

  it('flags production above 2,200 kWh per kW', () => {
    const { warnings } = calculate({ ...FLAT_CASH, year1Production: 23000 });
    expect(warnings).toContainEqual({
      severity: 'warning',
      code: 'PRODUCTION_HIGH',
      message: 'Production estimate (2,300 kWh per kW) seems high for most locations',
    });
    expect(calculate({ ...FLAT_CASH, year1Production: 22000 }).warnings.map((w) => w.code)).not.toContain('PRODUCTION_HIGH');
  });

  it('warns when a loan outlives the system and keeps the payments going', () => {
    const { result, warnings } = calculate({ ...FLAT_CASH, systemLifetime: 5, paymentMethod: 'financing', interestRate: 5, loanTerm: 10 });
    expect(warnings.map((w) => w.code)).toContain('LOAN_OUTLIVES_SYSTEM');
    expect(result?.timeline).toHaveLength(120);
    expect(result?.timeline[119]?.savings).toBe(0);
    expect(result?.timeline[119]?.balance).toBe(0);
  });

  it('caps exports at production and says so', () => {
    const { result, warnings } = calculate({ ...FLAT_CASH, systemLifetime: 1, monthlyNetExcess: 2000 });
    expect(warnings.map((w) => w.code)).toContain('EXPORT_CAPPED');
    // All 12,000 kWh exported at the current rate: 1,800.
    expect(result?.lifetimeSavings).toBe(1800);
  });
});

describe('calculate: invalid input', () => {
  it.each([
    [{ systemSize: 0.05 }, 'systemSize', 'BELOW_MIN', 'Must be at least 0.1'],
    [{ systemSize: 'abc' }, 'systemSize', 'INVALID_NUMBER', 'Must be a valid number'],
    [{ systemSize: undefined }, 'systemSize', 'REQUIRED', 'This field is required'],
    [{ solarCost: 10_000_001 }, 'solarCost', 'ABOVE_MAX', 'Must not exceed 10,000,000'],
    [{ electricityRate: 2.5 }, 'electricityRate', 'ABOVE_MAX', 'Must not exceed 2'],
    [{ systemLifetime: 41 }, 'systemLifetime', 'ABOVE_MAX', 'Must not exceed 40'],
    [{ solarIncentives: 20000.01 }, 'solarIncentives', 'ABOVE_MAX', 'Must not exceed 20,000'],
    [{ netMeteringEscalation: -11 }, 'netMeteringEscalation', 'BELOW_MIN', 'Must be at least -10'],
    [{ paymentMethod: 'barter' }, 'paymentMethod', 'INVALID_OPTION', 'Must be cash, loan, lease or PPA'],
    [{ paymentMethod: 'lease', agreementTerm: 20 }, 'leasePayment', 'REQUIRED', 'This field is required'],
    [{ paymentMethod: 'ppa', ppaRate: 0.12 }, 'agreementTerm', 'REQUIRED', 'This field is required'],
    [{ paymentMethod: 'ppa', ppaRate: 0.12, agreementTerm: 20.5 }, 'agreementTerm', 'INVALID_NUMBER', 'Must be a whole number'],
    [{ paymentMethod: 'loan', interestRate: 5, loanTerm: 10, incentiveMonth: 121 }, 'incentiveMonth', 'ABOVE_MAX', 'Must not exceed 120'],
    [{ paymentMethod: 'financing', interestRate: 5 }, 'loanTerm', 'REQUIRED', 'This field is required'],
    [
      { paymentMethod: 'financing', interestRate: 5, loanTerm: 10, downPayment: 20001 },
      'downPayment',
      'ABOVE_MAX',
      'Must not exceed 20,000',
    ],
    [{ batteryIncluded: true, batteryCost: 5000, batteryIncentives: 6000 }, 'batteryIncentives', 'ABOVE_MAX', 'Must not exceed 5,000'],
    [{ npvEnabled: true, discountRate: 26 }, 'discountRate', 'ABOVE_MAX', 'Must not exceed 25'],
  ])('%j → %s %s', (override, field, code, message) => {
    const outcome = calculate({ ...FLAT_CASH, ...override });
    expect(outcome.result).toBeNull();
    expect(outcome.warnings).toContainEqual({ severity: 'error', code, message, field });
    expect(outcome.error).toMatch(new RegExp(`${message}$`));
  });

  it('prefixes the error with the field label', () => {
    expect(calculate({ ...FLAT_CASH, systemSize: 0 }).error).toBe('System size: Must be at least 0.1');
  });

  it('ignores the inputs of a switched-off section', () => {
    const outcome = calculate({ ...FLAT_CASH, batteryIncluded: false, batteryCost: 'garbage', interestRate: -5, discountRate: 99 });
    expect(outcome.result).not.toBeNull();
  });

  it('reads numbers typed as text, thousands separators included', () => {
    const text = calculate({ ...FLAT_CASH, solarCost: '20,000', electricityRate: ' 0.15 ', systemSize: '10' });
    expect(text.result?.netSavings).toBe(calculate(FLAT_CASH).result?.netSavings);
  });

  it.each([null, undefined, 42, 'text', [], {}])('answers %j with errors, not a throw', (input) => {
    const outcome = calculate(input);
    expect(outcome.result).toBeNull();
    expect(outcome.error).toBeTypeOf('string');
  });

  it('survives an input whose getters throw', () => {
    const hostile = Object.defineProperty({}, 'systemSize', {
      enumerable: true,
      get: () => {
        throw new Error('boom');
      },
    });
    const outcome = calculate(hostile);
    expect(outcome.result).toBeNull();
    expect(outcome.warnings[0]?.code).toBe('ENGINE_FAILURE');
  });
});

const anyValue = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(
    Number.NaN,
    Infinity,
    -Infinity,
    0,
    -0,
    1e308,
    -1e308,
    5e-324,
    '',
    ' ',
    'NaN',
    '1e400',
    '12,345.6',
    'abc',
    null,
    undefined,
  ),
  fc.string({ maxLength: 8 }),
  fc.boolean(),
  fc.constant({}),
);
const FIELDS = [
  'systemSize',
  'solarCost',
  'otherCosts',
  'batteryIncluded',
  'batteryCost',
  'batteryCapacity',
  'year1Production',
  'degradationRate',
  'systemLifetime',
  'solarIncentives',
  'batteryIncentives',
  'yearlyBenefits',
  'yearlyBenefitDuration',
  'paymentMethod',
  'downPayment',
  'interestRate',
  'loanTerm',
  'monthlyConsumption',
  'monthlyNetExcess',
  'electricityRate',
  'netMeteringRate',
  'rateIncrease',
  'netMeteringEscalation',
  'includeOM',
  'monthlyInsurance',
  'monthlyMaintenance',
  'annualEscalation',
  'npvEnabled',
  'discountRate',
  'loanAmount',
  'cashPrice',
  'incentiveMonth',
  'incentivePaydown',
  'federalCreditAmount',
  'leasePayment',
  'ppaRate',
  'escalator',
  'agreementTerm',
  'endOfTerm',
  'buyoutPrice',
  'installDate',
] as const;
const garbageInput = fc.record(Object.fromEntries(FIELDS.map((name) => [name, anyValue])), { requiredKeys: [] });

const amount = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);
const share = fc.integer({ min: 0, max: 100 }).map((p) => p / 100);
/** Inputs inside every bound of the second calculator, dynamic maxima included. */
const validInput = fc
  .record({
    systemSize: fc.integer({ min: 1, max: 10000 }).map((n) => n / 10),
    solarCost: amount(200_000),
    otherCosts: amount(100_000),
    batteryIncluded: fc.boolean(),
    batteryCost: amount(60_000),
    batteryCapacity: fc.integer({ min: 0, max: 100 }),
    year1Production: fc.integer({ min: 1, max: 60_000 }),
    degradationRate: fc.integer({ min: 0, max: 500 }).map((n) => n / 100),
    systemLifetime: fc.integer({ min: 1, max: 40 }),
    solarIncentiveShare: share,
    batteryIncentiveShare: share,
    yearlyBenefits: amount(10_000),
    yearlyBenefitDuration: fc.integer({ min: 0, max: 30 }),
    financing: fc.boolean(),
    downShare: share,
    interestRate: fc.integer({ min: 0, max: 5000 }).map((n) => n / 100),
    loanTerm: fc.integer({ min: 1, max: 30 }),
    monthlyConsumption: fc.integer({ min: 0, max: 5000 }),
    monthlyNetExcess: fc.integer({ min: 0, max: 2000 }),
    electricityRate: fc.integer({ min: 0, max: 2000 }).map((n) => n / 1000),
    netMeteringRate: fc.option(
      fc.integer({ min: 0, max: 1000 }).map((n) => n / 1000),
      { nil: undefined },
    ),
    rateIncrease: fc.integer({ min: 0, max: 100 }).map((n) => n / 10),
    netMeteringEscalation: fc.option(
      fc.integer({ min: -100, max: 100 }).map((n) => n / 10),
      { nil: undefined },
    ),
    includeOM: fc.boolean(),
    monthlyInsurance: amount(1000),
    monthlyMaintenance: amount(1000),
    annualEscalation: fc.integer({ min: 0, max: 100 }).map((n) => n / 10),
    npvEnabled: fc.boolean(),
    discountRate: fc.integer({ min: 0, max: 250 }).map((n) => n / 10),
  })
  .map(({ solarIncentiveShare, batteryIncentiveShare, downShare, financing, netMeteringRate, netMeteringEscalation, ...rest }) => {
    const total = rest.solarCost + rest.otherCosts + (rest.batteryIncluded ? rest.batteryCost : 0);
    return {
      ...rest,
      ...(netMeteringRate === undefined ? {} : { netMeteringRate }),
      ...(netMeteringEscalation === undefined ? {} : { netMeteringEscalation }),
      paymentMethod: financing ? 'financing' : 'cash',
      solarIncentives: Math.floor(rest.solarCost * solarIncentiveShare * 100) / 100,
      batteryIncentives: Math.floor(rest.batteryCost * batteryIncentiveShare * 100) / 100,
      downPayment: Math.floor(total * downShare * 100) / 100,
    };
  });

describe('calculate: properties', () => {
  it('the finiteness check itself finds what it must', () => {
    expect(nonFiniteNumbers({ a: [1, Number.NaN], b: { c: Infinity }, d: 2 })).toEqual(['$.a[1] = NaN', '$.b.c = Infinity']);
  });

  it('never throws and never returns a non-finite number, for any input', () => {
    fc.assert(
      fc.property(fc.oneof(garbageInput, fc.anything()), (input) => {
        const outcome = calculate(input as CalculatorInputLike);
        expect(nonFiniteNumbers(outcome)).toEqual([]);
        if (outcome.result === null) {
          expect(outcome.error).toBeTypeOf('string');
          expect(outcome.warnings.some((w) => w.severity === 'error')).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('never throws and never returns a non-finite number, for any input under every payment method', () => {
    fc.assert(
      fc.property(garbageInput, fc.constantFrom('cash', 'loan', 'financing', 'lease', 'ppa'), (input, paymentMethod) => {
        const outcome = calculate({ ...(input as CalculatorInputLike), paymentMethod });
        expect(nonFiniteNumbers(outcome)).toEqual([]);
        if (outcome.result === null) expect(outcome.error).toBeTypeOf('string');
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('answers every in-bounds input with a consistent result', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const { result, error } = calculate(input);
        expect(error).toBeUndefined();
        if (result === null) throw new Error('no result for a valid input');
        expect(nonFiniteNumbers(result)).toEqual([]);
        const rows = result.timeline;
        const last = rows[rows.length - 1];
        // The columns add up to the totals.
        expect(sumCents(rows, (r) => r.savings + r.netMeteringCredit)).toBe(cents(result.lifetimeSavings));
        expect(sumCents(rows, (r) => r.omCost)).toBe(cents(result.lifetimeOMCost));
        expect(sumCents(rows, (r) => r.interest)).toBe(cents(result.totalInterest));
        expect(last?.balance).toBe(0);
        // Undiscounted, the running total ends at the net savings.
        if (input.npvEnabled !== true) expect(cents(last?.cumulativeCashFlow ?? 0)).toBe(cents(result.netSavings));
        if (result.simplePayback !== null) {
          expect(result.simplePayback).toBeGreaterThanOrEqual(0);
          expect(result.simplePayback).toBeLessThanOrEqual(rows.length / 12);
        }
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('a higher electricity rate never lowers savings', () => {
    fc.assert(
      fc.property(validInput, fc.integer({ min: 0, max: 2000 }), (input, other) => {
        const [low, high] = [Math.min(input.electricityRate, other / 1000), Math.max(input.electricityRate, other / 1000)];
        const a = calculate({ ...input, electricityRate: low }).result;
        const b = calculate({ ...input, electricityRate: high }).result;
        expect(b?.lifetimeSavings).toBeGreaterThanOrEqual(a?.lifetimeSavings ?? Infinity);
        expect(b?.lifetimeElectricalCost).toBeGreaterThanOrEqual(a?.lifetimeElectricalCost ?? Infinity);
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('more degradation never raises lifetime production', () => {
    fc.assert(
      fc.property(validInput, fc.integer({ min: 0, max: 500 }), (input, other) => {
        const [low, high] = [Math.min(input.degradationRate, other / 100), Math.max(input.degradationRate, other / 100)];
        const a = calculate({ ...input, degradationRate: low }).result;
        const b = calculate({ ...input, degradationRate: high }).result;
        expect(b?.lifetimeProduction).toBeLessThanOrEqual(a?.lifetimeProduction ?? -Infinity);
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
