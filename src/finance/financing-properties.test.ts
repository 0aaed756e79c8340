import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculate, type CalculatorInputLike } from './calculate';
import { D } from './decimal';
import { discountTable, presentValues } from './npv';
import { analyzeQuote, type ProposalData } from './quote-engine';
import { cents, nonFiniteNumbers, sumCents } from './test-support';

/** Property runs take seconds on a busy machine; the default 5 s is not a statement about speed. */
const SLOW = 60_000;

/**
 * Invariants of issue 11's model, on generated realistic quotes (fast-check): NPV as the field
 * defines it, IRR, both paybacks, LCOE and lease payments.
 */

const money = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((c) => c / 100);

/** A realistic owned system in the calculator's terms (cash; loans add their terms below). */
const system = fc
  .record({
    systemSize: fc.integer({ min: 30, max: 200 }).map((n) => n / 10),
    solarCost: money(8000, 80000),
    yieldPerKw: fc.integer({ min: 900, max: 1900 }),
    degradationRate: fc.integer({ min: 0, max: 100 }).map((n) => n / 100),
    systemLifetime: fc.integer({ min: 10, max: 35 }),
    incentiveShare: fc.integer({ min: 0, max: 40 }).map((p) => p / 100),
    incentiveMonth: fc.integer({ min: 0, max: 24 }),
    monthlyConsumption: fc.integer({ min: 300, max: 3000 }),
    electricityRate: fc.integer({ min: 60, max: 450 }).map((n) => n / 1000),
    rateIncrease: fc.integer({ min: 0, max: 60 }).map((n) => n / 10),
    includeOM: fc.boolean(),
    monthlyMaintenance: money(0, 60),
    yearlyBenefits: money(0, 600),
    yearlyBenefitDuration: fc.integer({ min: 0, max: 10 }),
  })
  .map(({ yieldPerKw, incentiveShare, ...rest }) => ({
    ...rest,
    year1Production: Math.round(rest.systemSize * yieldPerKw),
    solarIncentives: Math.floor(rest.solarCost * incentiveShare * 100) / 100,
    paymentMethod: 'cash',
  }));

/** The yearly effective rate (percent) of an APR compounded monthly: (1 + APR/12)^12 − 1. */
const effectiveAnnual = (apr: number): number => new D(1).plus(new D(apr).div(1200)).pow(12).minus(1).times(100).toNumber();

function resultOf(input: CalculatorInputLike) {
  const outcome = calculate(input);
  if (outcome.result === null) throw new Error(`no result: ${JSON.stringify(outcome.warnings)}`);
  return outcome.result;
}

describe('NPV', () => {
  it(
    'a loan at the discount rate is worth what paying cash is worth',
    () => {
      fc.assert(
        fc.property(
          system,
          fc.integer({ min: 0, max: 2000 }).map((n) => n / 100),
          fc.integer({ min: 1, max: 30 }),
          fc.constantFrom<boolean | null>(true, false, null),
          (input, apr, loanTerm, paydown) => {
            // Discounting monthly at the rate equivalent to the yearly one: a loan whose monthly rate is
            // APR/12 is discounted at exactly its own rate when the yearly rate is its effective rate.
            const discountRate = effectiveAnnual(apr);
            const common = { ...input, npvEnabled: true, discountRate };
            const cash = resultOf(common);
            const loan = resultOf({
              ...common,
              paymentMethod: 'loan',
              downPayment: 0,
              interestRate: apr,
              loanTerm,
              incentivePaydown: paydown,
            });
            // Each month's present value is rounded to the cent, and the level payment to the cent.
            const tolerance = loan.timeline.length * 0.01 + 0.5;
            expect(Math.abs(loan.netPresentValue - cash.netPresentValue)).toBeLessThanOrEqual(tolerance);
          },
        ),
        { numRuns: 150 },
      );
    },
    SLOW,
  );

  it(
    'equals the sum of the present-value column less the outlay, for every payment method',
    () => {
      const method = fc.constantFrom(
        { paymentMethod: 'cash' },
        { paymentMethod: 'loan', interestRate: 6.99, loanTerm: 20, downPayment: 1000, incentivePaydown: true },
        { paymentMethod: 'lease', leasePayment: 140, escalator: 2.9, agreementTerm: 20, downPayment: 500 },
        { paymentMethod: 'ppa', ppaRate: 0.13, escalator: 1.9, agreementTerm: 25, endOfTerm: 'buyout', buyoutPrice: 3000 },
      );
      fc.assert(
        fc.property(
          system,
          method,
          fc.integer({ min: 0, max: 120 }).map((n) => n / 10),
          (input, terms, discountRate) => {
            const result = resultOf({ ...input, ...terms, npvEnabled: true, discountRate });
            const outlay = -(cents(result.timeline[0]?.cumulativeCashFlow ?? 0) - cents(result.timeline[0]?.netCashFlow ?? 0));
            expect(cents(result.netPresentValue)).toBe(sumCents(result.timeline, (r) => r.presentValue ?? Number.NaN) - outlay);
            expect(result.netSavings).toBe(result.netPresentValue);
          },
        ),
        { numRuns: 120 },
      );
    },
    SLOW,
  );
});

describe('IRR', () => {
  it(
    'the NPV at the IRR is zero, to the cents of each month’s rounding',
    () => {
      let checked = 0;
      fc.assert(
        fc.property(system, fc.boolean(), (input, loan) => {
          const result = resultOf(loan ? { ...input, paymentMethod: 'loan', interestRate: 5.5, loanTerm: 15, downPayment: 3000 } : input);
          if (result.irr === null) return;
          checked += 1;
          const net = result.timeline.map((r) => cents(r.netCashFlow));
          const outlay = -(cents(result.timeline[0]?.cumulativeCashFlow ?? 0) - (net[0] ?? 0));
          const discountedAt = (rate: number) => presentValues(discountTable(rate, net.length), net);
          const npvAt = (rate: number) => discountedAt(rate).reduce((a, b) => a + b, 0) - outlay;
          const discounted = discountedAt(result.irr);
          const npvCents = npvAt(result.irr);
          // Each month rounds to the cent; at a deeply negative IRR the factors reach 1e11, so the
          // float solver's last bits count too (relative to the amounts discounted).
          const scale = discounted.reduce((a, b) => a + Math.abs(b), Math.abs(outlay));
          // The solver stops once its bracket is 1e-12 of a rate wide (irr.ts): at −85 % a year with
          // 19 years of flows the NPV moves by millions of cents across that width, so the rate's own
          // resolution is allowed too (a wrong root would still be far outside it).
          const width = 1e-10 * Math.max(1, Math.abs(result.irr) / 100);
          const resolution = Math.max(Math.abs(npvAt(result.irr + width) - npvCents), Math.abs(npvAt(result.irr - width) - npvCents));
          expect(Math.abs(npvCents)).toBeLessThanOrEqual(net.length + scale * 1e-12 + resolution);
        }),
        { numRuns: 120 },
      );
      expect(checked).toBeGreaterThan(60);
    },
    SLOW,
  );

  it('is none for a lease or PPA (not owned)', () => {
    const result = resultOf({ ...fc.sample(system, 1)[0], paymentMethod: 'lease', leasePayment: 100, agreementTerm: 20 });
    expect(result.irr).toBeNull();
  });
});

describe('paybacks', () => {
  it(
    'discounted payback is never shorter than simple payback when the homeowner pays first',
    () => {
      let checked = 0;
      fc.assert(
        fc.property(
          system,
          fc.constantFrom(
            {},
            { paymentMethod: 'loan', interestRate: 7.99, loanTerm: 20, downPayment: 2500, incentivePaydown: true },
            { paymentMethod: 'loan', interestRate: 3.99, loanTerm: 10, downPayment: 5000 },
          ),
          fc.integer({ min: 1, max: 100 }).map((n) => n / 10),
          (input, terms, discountRate) => {
            const result = resultOf({ ...input, ...terms, npvEnabled: true, discountRate });
            const simple = result.simplePayback;
            // The domain where the claim holds: the running total is never above zero before the
            // simple payback (money goes out before it comes back). See DEFINITIONS.discountedPayback.
            const months = simple === null ? result.timeline.length : Math.floor(simple * 12);
            if (result.timeline.slice(0, months).some((r) => r.cumulativeCashFlow > 0)) return;
            checked += 1;
            if (simple === null) {
              expect(result.discountedPayback).toBeNull();
            } else if (result.discountedPayback !== null) {
              expect(result.discountedPayback).toBeGreaterThanOrEqual(simple - 1e-9);
            }
          },
        ),
        { numRuns: 150 },
      );
      expect(checked).toBeGreaterThan(100);
    },
    SLOW,
  );
});

describe('LCOE', () => {
  it(
    'more O&M never lowers it',
    () => {
      fc.assert(
        fc.property(system, money(0, 100), money(0, 100), (input, a, b) => {
          const low = resultOf({ ...input, includeOM: true, monthlyMaintenance: Math.min(a, b) });
          const high = resultOf({ ...input, includeOM: true, monthlyMaintenance: Math.max(a, b) });
          expect(high.lcoe ?? 0).toBeGreaterThanOrEqual(low.lcoe ?? 0);
        }),
        { numRuns: 150 },
      );
    },
    SLOW,
  );
});

describe('leases', () => {
  it(
    'payments sum to the escalated series: each year 12 × the year-1 payment × (1 + escalator)^(year − 1), to the cent',
    () => {
      fc.assert(
        fc.property(
          system,
          money(20, 600),
          fc.integer({ min: 0, max: 50 }).map((n) => n / 10),
          fc.integer({ min: 1, max: 30 }),
          fc.constantFrom('return', 'renew', 'buyout'),
          (input, payment, escalator, term, endOfTerm) => {
            const result = resultOf({
              ...input,
              paymentMethod: 'lease',
              leasePayment: payment,
              escalator,
              agreementTerm: term,
              endOfTerm,
              buyoutPrice: 1000,
            });
            const years = endOfTerm === 'renew' ? Math.max(term, input.systemLifetime) : term;
            let expected = 0;
            for (let y = 0; y < years; y += 1) {
              expected +=
                12 *
                new D(payment)
                  .times(100)
                  .times(new D(1).plus(new D(escalator).div(100)).pow(y))
                  .toDecimalPlaces(0, D.ROUND_HALF_UP)
                  .toNumber();
            }
            expect(sumCents(result.timeline, (r) => r.agreementPayment)).toBe(expected);
            if (result.financing.kind !== 'lease') throw new Error('not a lease');
            expect(cents(result.financing.lifetimePayments)).toBe(expected);
          },
        ),
        { numRuns: 150 },
      );
    },
    SLOW,
  );
});

describe('hostile inputs give warnings or errors, never a throw or a NaN', () => {
  const hostileNumber = fc.oneof(
    fc.constantFrom(
      0,
      -1,
      -0.01,
      1e9,
      1e300,
      Number.NaN,
      Infinity,
      -Infinity,
      'NaN',
      'abc',
      '',
      ' ',
      '1e400',
      '-5',
      '0.0',
      '12,345.67',
      null,
    ),
    fc.double(),
    fc.integer(),
  );
  const FIELDS = [
    'system_size_kw',
    'solar_system_cost',
    'other_costs',
    'solar_incentives',
    'year1_production_kwh',
    'annual_degradation_percent',
    'down_payment',
    'interest_rate_percent',
    'loan_term_years',
    'loan_amount',
    'cash_price',
    'incentive_month',
    'federal_credit_amount',
    'lease_monthly_payment',
    'ppa_rate_per_kwh',
    'escalator_percent',
    'agreement_term_years',
    'buyout_price',
    'quoted_monthly_payment',
  ] as const;
  const base: ProposalData = { system_size_kw: 8, solar_system_cost: 24000, year1_production_kwh: 11000 };

  it(
    'for every payment method and any field set to a hostile value',
    () => {
      fc.assert(
        fc.property(
          fc.constantFrom('cash', 'loan', 'financing', 'lease', 'ppa', 'LOAN', 'swap', '', null),
          fc.dictionary(fc.constantFrom(...FIELDS), hostileNumber, { maxKeys: 6 }),
          fc.constantFrom(true, false, null, 'yes', 'perhaps'),
          fc.constantFrom('return', 'buyout', 'renew', 'melt', null),
          (method, fields, paydown, endOfTerm) => {
            const proposal = {
              ...base,
              payment_method: method,
              interest_rate_percent: 6,
              loan_term_years: 20,
              lease_monthly_payment: 100,
              ppa_rate_per_kwh: 0.1,
              agreement_term_years: 20,
              buyout_price: 1000,
              incentive_paydown: paydown,
              end_of_term: endOfTerm,
              ...fields,
            } as ProposalData;
            const outcome = analyzeQuote({ monthly_consumption_kwh: 900, current_rate_per_kwh: 0.16 }, proposal, { npvEnabled: true });
            expect(nonFiniteNumbers(outcome)).toEqual([]);
            if (outcome.result === null) {
              expect(outcome.warnings.some((w) => w.severity === 'error')).toBe(true);
              expect(outcome.error).toBeTypeOf('string');
            }
          },
        ),
        { numRuns: 400 },
      );
    },
    SLOW,
  );

  it.each([
    ['0 % interest', { payment_method: 'loan', interest_rate_percent: 0, loan_term_years: 20 }, null],
    [
      'a 30-year loan on a 10-year system',
      { payment_method: 'loan', interest_rate_percent: 7, loan_term_years: 30 },
      'LOAN_OUTLIVES_SYSTEM',
    ],
    ['incentives above the cost', { solar_incentives: 30000 }, 'INCENTIVES_EXCEED_COST'],
    ['a negative cost', { other_costs: -1 }, 'BELOW_MIN'],
    ['a negative required figure', { solar_system_cost: -1 }, 'MISSING_REQUIRED_INPUT'],
    ['NaN text', { solar_system_cost: 'NaN' }, 'INVALID_NUMBER'],
    ['a 40-year lease on a 10-year system', { payment_method: 'lease', lease_monthly_payment: 90, agreement_term_years: 40 }, null],
    ['a huge term', { payment_method: 'loan', interest_rate_percent: 7, loan_term_years: 3000 }, 'ABOVE_MAX'],
  ] as const)('%s', (_name, change, code) => {
    const outcome = analyzeQuote(
      { monthly_consumption_kwh: 900, current_rate_per_kwh: 0.16, expected_system_lifetime_years: 10 },
      { ...base, ...change },
    );
    expect(nonFiniteNumbers(outcome)).toEqual([]);
    if (code !== null) expect(outcome.warnings.map((w) => w.code)).toContain(code);
    else expect(outcome.result).not.toBeNull();
  });
});
