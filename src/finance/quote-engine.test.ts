import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyzeQuote,
  costOnlySummary,
  deriveProposalValues,
  isReadyForAnalysis,
  missingRequiredInputs,
  type ProjectEnergySettings,
  type ProposalData,
} from './quote-engine';
import { nonFiniteNumbers, sumCents } from './test-support';

/** Flat rates, no degradation, O&M 0.5 % + insurance 0.25 % of cost, not escalating: hand-workable. */
const PROJECT: ProjectEnergySettings = {
  monthly_consumption_kwh: 1000,
  current_rate_per_kwh: '0.15',
  rate_increase_yearly_percent: 0,
  expected_system_lifetime_years: 25,
  om_annual_percent: 0.5,
  insurance_annual_percent: 0.25,
  om_and_insurance_escalation_percent: 0,
};
const CASH: ProposalData = {
  system_size_kw: '10',
  solar_system_cost: '20000.00',
  other_costs: 0,
  year1_production_kwh: 12000,
  annual_degradation_percent: 0,
  payment_method: 'cash',
};

describe('analyzeQuote: hand-worked cash quote with O&M', () => {
  const { result, warnings, error } = analyzeQuote(PROJECT, CASH);

  it('runs without errors', () => {
    expect(error).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('costs: breakdown, installation fixed at 0', () => {
    expect(result?.systemCost).toEqual({ total: 20000, breakdown: { solar: 20000, installation: 0, other: 0, battery: 0 } });
    expect(result?.netInvestment).toBe(20000);
    expect(result?.financing).toMatchObject({
      method: 'cash',
      downPayment: 20000,
      principal: 0,
      interest: 0,
      totalInvestment: 20000,
      monthlyPayment: 0,
    });
  });

  it('O&M = cost × (0.5 % + 0.25 %) = $150 a year, $12.50 a month', () => {
    expect(result?.omCosts).toEqual({ enabled: true, monthlyYear1: 12.5, lifetime: 3750 });
    expect(result?.trueInvestment).toBe(23750);
  });

  it('benefits and metrics', () => {
    expect(result?.production).toMatchObject({ lifetime: 300000, year1: 12000 });
    expect(result?.grossBenefits).toEqual({
      billSavings: 45000,
      netMeteringCredits: 0,
      lifetimeSavings: 45000,
      yearlyBenefits: 0,
      total: 45000,
    });
    // 45,000 − 23,750.
    expect(result?.metrics.netSavings).toBe(21250);
    expect(result?.metrics.roi).toBe(106.25);
    // −20,000, then +150 − 12.50 = 137.50 a month.
    expect(result?.metrics.payback).toBeCloseTo(20000 / 137.5 / 12, 12);
    expect(result?.metrics.year1MonthlyCashFlow).toBe(137.5);
    expect(result?.metrics).toMatchObject({ npv: false, discountRate: 3, costPerWattBeforeIncentives: 2, costPerWattAfterIncentives: 2 });
    expect(result?.cashFlow).toHaveLength(300);
  });
});

describe('analyzeQuote: project settings', () => {
  it('defaults lifetime 25, degradation 0.5 %, rate increase 3 %, O&M escalation 2 %', () => {
    const { result } = analyzeQuote(
      { monthly_consumption_kwh: 1000, current_rate_per_kwh: 0.15, om_annual_percent: 1 },
      { ...CASH, annual_degradation_percent: null },
    );
    expect(result?.cashFlow).toHaveLength(300);
    expect(result?.production.yearly[1]).toBe(11940);
    // Year 2 savings: 11,940 × 0.1545 = 1,844.73; O&M: 200 × 1.02 = 204.
    expect(sumCents(result?.cashFlow.slice(12, 24) ?? [], (r) => r.savings)).toBe(184473);
    expect(sumCents(result?.cashFlow.slice(12, 24) ?? [], (r) => r.omCost)).toBe(20400);
  });

  it('leaves O&M out when both percents are 0 or missing', () => {
    const { result } = analyzeQuote({ monthly_consumption_kwh: 1000, current_rate_per_kwh: 0.15 }, CASH);
    expect(result?.omCosts).toEqual({ enabled: false, monthlyYear1: 0, lifetime: 0 });
  });

  it('takes the battery into the O&M base when it is included', () => {
    const { result } = analyzeQuote(PROJECT, { ...CASH, battery_included: true, battery_cost: 10000, battery_capacity_kwh: 13.5 });
    // (20,000 + 10,000) × 0.75 % = $225 a year.
    expect(result?.omCosts.monthlyYear1).toBe(18.75);
    expect(result?.systemCost.breakdown.battery).toBe(10000);
    expect(result?.metrics.batteryCostPerKwh).toBeCloseTo(10000 / 13.5, 10);
  });

  it('ignores battery figures when no battery is included', () => {
    const { result } = analyzeQuote(PROJECT, { ...CASH, battery_included: false, battery_cost: 10000, battery_incentives: 3000 });
    expect(result?.systemCost.total).toBe(20000);
    expect(result?.incentives.total).toBe(0);
  });

  it('credits net excess at the current rate when the project has no net-metering rate', () => {
    const withRate = analyzeQuote({ ...PROJECT, net_metering_rate: 0.05 }, { ...CASH, monthly_net_excess_kwh: 100 }).result;
    const without = analyzeQuote(PROJECT, { ...CASH, monthly_net_excess_kwh: 100 }).result;
    // 1,200 kWh a year × 25 years at 0.05 and at 0.15.
    expect(withRate?.grossBenefits.netMeteringCredits).toBe(1500);
    expect(without?.grossBenefits.netMeteringCredits).toBe(4500);
  });

  it('finances a loan quote: R1 principal $36,809 at 6.99 % over 25 years → $259.92', () => {
    const { result } = analyzeQuote(PROJECT, {
      ...CASH,
      solar_system_cost: 36809,
      payment_method: 'loan',
      down_payment: 0,
      interest_rate_percent: '6.99',
      loan_term_years: 25,
    });
    expect(result?.financing).toMatchObject({ method: 'financing', principal: 36809, monthlyPayment: 259.92, termMonths: 300 });
    expect(result?.financing.totalInvestment).toBe(36809 + (result?.financing.interest ?? 0));
    expect(result?.cashFlow[299]?.balance).toBe(0);
  });

  it('treats a saved "financing" like a "loan"', () => {
    const loan = { ...CASH, down_payment: 1000, interest_rate_percent: 5, loan_term_years: 10 };
    expect(analyzeQuote(PROJECT, { ...loan, payment_method: 'financing' }).result?.financing.monthlyPayment).toBe(
      analyzeQuote(PROJECT, { ...loan, payment_method: 'loan' }).result?.financing.monthlyPayment,
    );
  });
});

describe('analyzeQuote: failures give null results, never throws', () => {
  it.each([
    [PROJECT, { ...CASH, system_size_kw: null }, 'MISSING_REQUIRED_INPUT', 'System Size is required for the analysis'],
    [PROJECT, { ...CASH, solar_system_cost: 0 }, 'MISSING_REQUIRED_INPUT', 'System Cost is required for the analysis'],
    [{ ...PROJECT, current_rate_per_kwh: '' }, CASH, 'MISSING_REQUIRED_INPUT', 'Current Rate is required for the analysis'],
    [
      PROJECT,
      { ...CASH, payment_method: 'loan', loan_term_years: 20 },
      'MISSING_REQUIRED_INPUT',
      'Interest rate is required for the analysis',
    ],
    [PROJECT, { ...CASH, solar_incentives: 20000.01 }, 'INCENTIVES_EXCEED_COST', 'Incentives cannot exceed total system cost'],
    [PROJECT, { ...CASH, system_size_kw: 'ten' }, 'INVALID_NUMBER', 'System Size: Must be a valid number'],
    [PROJECT, { ...CASH, annual_degradation_percent: 7 }, 'ABOVE_MAX', 'Degradation: Must not exceed 5'],
    [{ ...PROJECT, expected_system_lifetime_years: 0 }, CASH, 'BELOW_MIN', 'System lifetime: Must be at least 1'],
  ])('%# → %s', (project, proposal, code, message) => {
    const outcome = analyzeQuote(project, proposal);
    expect(outcome.result).toBeNull();
    expect(outcome.warnings).toContainEqual(expect.objectContaining({ severity: 'error', code, message }));
    expect(outcome.error).toBe(message);
  });

  it('says data is missing when there is no project (sidebar: Unable to Calculate)', () => {
    expect(analyzeQuote(null, CASH).error).toBe('Missing required data for calculations');
  });

  it('reports a crash with the sidebar message and keeps the cause', () => {
    const hostile = Object.defineProperty({}, 'payment_method', {
      get: () => {
        throw new Error('boom');
      },
    }) as ProposalData;
    const outcome = analyzeQuote(PROJECT, hostile);
    expect(outcome.error).toBe('An error occurred while calculating metrics');
    expect(outcome.warnings[0]?.message).toContain('boom');
  });

  it('answers anything with a finite outcome', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (project, proposal) => {
        const outcome = analyzeQuote(project as ProjectEnergySettings, proposal as ProposalData);
        expect(nonFiniteNumbers(outcome)).toEqual([]);
        if (outcome.result === null) expect(outcome.error).toBeTypeOf('string');
      }),
      { numRuns: 300 },
    );
  });
});

describe('deriveProposalValues', () => {
  it('stores the hand-worked figures', () => {
    expect(deriveProposalValues(PROJECT, CASH)).toEqual({
      expected_net_savings: 21250,
      lifetime_monthly_payment: 0,
      lifetime_production_mwh: 300,
      net_investment: 20000,
      // 145.45 months.
      simple_payback: 12.12,
      roi_25_year: 106.25,
      total_system_cost: 20000,
      cost_per_watt_before_incentives: 2,
      cost_per_watt_after_incentives: 2,
      // Bills left (45,000 − 45,000) + true investment 23,750 − benefits 0.
      electricity_cost_with_solar: 23750,
      lifetime_savings: 45000,
      // (20,000 + 3,750 of O&M) / 300,000 kWh: LCOE counts O&M (issue 11).
      solar_kwh_cost_lcoe: 0.0792,
      year1_monthly_cashflow: 137.5,
      // 21,250 / 300 months.
      lifetime_monthly_cashflow: 70.83,
      // (45,000 − 23,750) / 45,000.
      savings_percentage: 47.22,
    });
  });

  it('keeps the cost figures of a draft the engine cannot analyse', () => {
    const values = deriveProposalValues({}, { system_size_kw: 13.2, solar_system_cost: 35244, solar_incentives: 10573.2 });
    // R2: $35,244 for 13.2 kW → $2.67/W.
    expect(values).toMatchObject({
      total_system_cost: 35244,
      net_investment: 24670.8,
      cost_per_watt_before_incentives: 2.67,
      expected_net_savings: null,
      simple_payback: null,
    });
    expect(values.cost_per_watt_after_incentives).toBeCloseTo(24670.8 / 13200, 4);
  });
});

describe('side panel readiness', () => {
  it('ticks each required input when above 0', () => {
    expect(
      missingRequiredInputs(
        { monthly_consumption_kwh: '900', current_rate_per_kwh: 0 },
        { system_size_kw: 8, solar_system_cost: null, year1_production_kwh: -5 },
      ),
    ).toEqual([
      { key: 'system_size_kw', label: 'System Size', ok: true },
      { key: 'solar_system_cost', label: 'System Cost', ok: false },
      { key: 'year1_production_kwh', label: 'Year 1 Production', ok: false },
      { key: 'monthly_consumption_kwh', label: 'Monthly Consumption', ok: true },
      { key: 'current_rate_per_kwh', label: 'Current Rate', ok: false },
    ]);
  });

  it('is ready only when all five are above 0', () => {
    expect(isReadyForAnalysis(PROJECT, CASH)).toBe(true);
    expect(isReadyForAnalysis(null, CASH)).toBe(false);
  });

  it('falls back to a cost-only summary with whatever is there', () => {
    // R2: cash $33,161 − incentives $9,948 − $7,500 → net $15,713.
    expect(costOnlySummary({ solar_system_cost: 33161, solar_incentives: 17448, system_size_kw: 'x' })).toEqual({
      totalSystemCost: 33161,
      netInvestment: 15713,
      costPerWattBeforeIncentives: null,
      costPerWattAfterIncentives: null,
    });
    expect(costOnlySummary(undefined).totalSystemCost).toBe(0);
  });
});

describe('analyzeQuote: without the federal credit (issue 22)', () => {
  const with30 = { ...CASH, solar_incentives: 6000 }; // 30 % of $20,000: read as the federal credit

  it('takes incentives that are the 30 % credit off every figure, and leaves others alone', () => {
    const counted = analyzeQuote(PROJECT, with30).result!;
    const without = analyzeQuote(PROJECT, with30, { withoutFederalCredit: true }).result!;
    expect(counted.netInvestment).toBe(14000);
    expect(without.netInvestment).toBe(20000);
    expect(without.metrics.netSavings).toBeCloseTo(counted.metrics.netSavings - 6000, 2);
    expect(without.incentives.total).toBe(0);
    // A $2,000 rebate is not the credit: it stays either way.
    const rebate = { ...CASH, solar_incentives: 2000 };
    expect(analyzeQuote(PROJECT, rebate, { withoutFederalCredit: true }).result!.netInvestment).toBe(18000);
  });

  it('takes a stated credit off and keeps the rest of the incentives', () => {
    const stated = { ...CASH, solar_incentives: 8000, federal_credit_amount: 6000 };
    expect(analyzeQuote(PROJECT, stated).result!.netInvestment).toBe(12000);
    expect(analyzeQuote(PROJECT, stated, { withoutFederalCredit: true }).result!.netInvestment).toBe(18000);
  });

  it('never touches a lease or a PPA (their owner claims the credit)', () => {
    const ppa: ProposalData = { ...CASH, payment_method: 'ppa', ppa_rate_per_kwh: 0.12, agreement_term_years: 25 };
    const a = analyzeQuote(PROJECT, ppa).result;
    const b = analyzeQuote(PROJECT, ppa, { withoutFederalCredit: true }).result;
    expect(b).toEqual(a);
  });
});
