import { describe, expect, it } from 'vitest';
import { calculate } from './calculate';
import { formatPayback } from './format';
import { nominalRate } from './npv';
import { analyzeQuote, deriveProposalValues, type ProjectEnergySettings, type ProposalData } from './quote-engine';
import { cents, sumCents } from './test-support';

/**
 * Issue 11's model, rule by rule, through the entry points (analyzeQuote, calculate,
 * deriveProposalValues), with the reference file's worked examples R1–R3 to the cent.
 */

const PROJECT: ProjectEnergySettings = {
  monthly_consumption_kwh: 1100,
  current_rate_per_kwh: 0.2,
  rate_increase_yearly_percent: 3,
  expected_system_lifetime_years: 25,
};
const BEFORE_2026 = { installDate: '2025-07-15' } as const;

/** R1: EnergySage financed quote, $36,809 at 6.99 % over 300 months, $9,948 paid down after 15 payments. */
const R1: ProposalData = {
  system_size_kw: 13.2,
  solar_system_cost: 36809,
  year1_production_kwh: 17000,
  solar_incentives: 9948,
  payment_method: 'loan',
  down_payment: 0,
  interest_rate_percent: 6.99,
  loan_term_years: 25,
  incentive_month: 15,
  incentive_paydown: true,
  cash_price: 33161,
};

/** The standard amortisation payment, in plain floating point, as any textbook writes it. */
const textbookPayment = (principal: number, apr: number, months: number): number => {
  const r = apr / 1200;
  return r === 0 ? principal / months : (principal * r) / (1 - (1 + r) ** -months);
};

describe('R1: a loan as the lender bills it, through analyzeQuote, to the cent', () => {
  const { result, warnings } = analyzeQuote(PROJECT, R1, BEFORE_2026);
  const financing = result?.financing;

  it('$259.92 on the whole $36,809; $188.29 after $9,948 is paid down after 15 payments; $67,510.24 paid in all', () => {
    expect(financing?.kind).toBe('loan');
    expect(financing).toMatchObject({ principal: 36809, monthlyPayment: 259.92, paymentAfterPaydown: 188.29, totalPaid: 67510.24 });
    if (financing?.kind !== 'loan') throw new Error('not a loan');
    expect(financing.paydown).toEqual({ month: 15, amount: 9948, balanceBefore: 36097.78 });
    // Interest = total paid − the amount financed (the paydown repays principal).
    expect(financing.interest).toBe(30701.24);
  });

  it('dealer fee against the $33,161 cash price: $3,648, 11.0 % (shown beside the loan and as a warning)', () => {
    if (financing?.kind !== 'loan') throw new Error('not a loan');
    expect(financing.dealerFee?.markup).toBe(3648);
    expect(financing.dealerFee?.percentOfCashPrice).toBeCloseTo(11.0, 1);
    expect(warnings.map((w) => w.code)).toContain('DEALER_FEE');
  });

  it('the monthly rows show the payments, the lump sum in month 15 and the new payment from month 16', () => {
    const rows = result?.cashFlow ?? [];
    expect(rows.slice(0, 15).every((r) => r.loanPayment === 259.92)).toBe(true);
    expect(rows[14]).toMatchObject({ paydown: 9948, incentives: 9948 });
    expect(rows[15]?.loanPayment).toBe(188.29);
    expect(rows[299]?.balance).toBe(0);
    // Down payment + every payment + the paydown = total paid.
    expect(sumCents(rows, (r) => r.loanPayment + r.paydown)).toBe(6751024);
  });

  it('battery variant: $56,234, $15,198 after 15 payments → $397.09, $287.66, $103,136.82', () => {
    const battery = analyzeQuote(
      PROJECT,
      { ...R1, solar_system_cost: 56234, solar_incentives: 15198, cash_price: null },
      BEFORE_2026,
    ).result;
    expect(battery?.financing).toMatchObject({ monthlyPayment: 397.09, paymentAfterPaydown: 287.66, totalPaid: 103136.82 });
  });
});

describe('R2 and R3: quote arithmetic', () => {
  it('R2: $35,244 for 13.2 kW → $2.67/W; battery $17,500 for 13.6 kWh → $1,287/kWh; $33,161 − $9,948 − $7,500 → $15,713', () => {
    const r2 = analyzeQuote(PROJECT, {
      system_size_kw: 13.2,
      solar_system_cost: 35244,
      year1_production_kwh: 17000,
      battery_included: true,
      battery_cost: 17500,
      battery_capacity_kwh: 13.6,
    }).result;
    expect(Math.round((r2?.metrics.costPerWattBeforeIncentives ?? 0) * 100) / 100).toBe(2.67);
    expect(Math.round(r2?.metrics.batteryCostPerKwh ?? 0)).toBe(1287);
    const net = analyzeQuote(PROJECT, {
      system_size_kw: 13.2,
      solar_system_cost: 33161,
      solar_incentives: 9948 + 7500,
      year1_production_kwh: 17000,
    });
    expect(net.result?.netInvestment).toBe(15713);
  });

  it('R3: $32,436 over 12 years at 5 % → $300.00; cash $30,720 → +5.6 %; 6 % real and 2 % inflation → 8.12 %', () => {
    const r3 = analyzeQuote(PROJECT, {
      system_size_kw: 10,
      solar_system_cost: 32436,
      year1_production_kwh: 13000,
      payment_method: 'loan',
      down_payment: 0,
      interest_rate_percent: 5,
      loan_term_years: 12,
      cash_price: 30720,
    }).result;
    expect(r3?.financing.monthlyPayment).toBe(300);
    if (r3?.financing.kind !== 'loan') throw new Error('not a loan');
    expect(r3.financing.dealerFee?.markup).toBe(1716);
    expect(r3.financing.dealerFee?.percentOfCashPrice).toBeCloseTo(5.6, 1);
    expect(nominalRate(6, 2)).toBe(8.12);
  });
});

describe('loans: the principal is the amount financed', () => {
  // The issue's example: $22,800 at 6.99 % over 20 years, $0 down, $6,840 of incentives.
  const ISSUE: ProposalData = {
    system_size_kw: 8,
    solar_system_cost: 22800,
    year1_production_kwh: 11000,
    solar_incentives: 6840,
    payment_method: 'loan',
    down_payment: 0,
    interest_rate_percent: 6.99,
    loan_term_years: 20,
  };

  it('is total cost − down payment: incentives never shrink it at month 0 (the lender bills about $177, not $123.64)', () => {
    const { result } = analyzeQuote(PROJECT, ISSUE);
    const expected = Math.round(textbookPayment(22800, 6.99, 240) * 100) / 100;
    expect(result?.financing.principal).toBe(22800);
    expect(result?.financing.monthlyPayment).toBe(expected);
    expect(expected).toBeGreaterThan(176);
    expect(expected).toBeLessThan(177);
  });

  it.each([
    ['a stated loan amount', { loan_amount: 24000, down_payment: 0 }, 24000, 'LOAN_AMOUNT_ABOVE_COST'],
    ['total cost − down payment', { down_payment: 2800 }, 20000, null],
    [
      'a stated amount short of the cost (the gap is paid at installation)',
      { loan_amount: 20000, down_payment: 0 },
      20000,
      'LOAN_AMOUNT_SHORT',
    ],
  ] as const)('%s', (_name, change, principal, warning) => {
    const { result, warnings } = analyzeQuote(PROJECT, { ...ISSUE, ...change });
    expect(result?.financing.principal).toBe(principal);
    expect(result?.financing.monthlyPayment).toBe(Math.round(textbookPayment(principal, 6.99, 240) * 100) / 100);
    if (warning !== null) expect(warnings.map((w) => w.code)).toContain(warning);
  });

  it('a stated loan above the cost is a financing fee: counted with the interest, in what is paid for the system', () => {
    const { result } = analyzeQuote(PROJECT, { ...ISSUE, loan_amount: 24000 });
    if (result?.financing.kind !== 'loan') throw new Error('not a loan');
    expect(result.financing.financingFee).toBe(1200);
    expect(result.financing.totalInvestment).toBe(22800 - 6840 + result.financing.interest + 1200);
  });

  it('a gap between the stated loan and the cost is paid at installation', () => {
    const { result } = analyzeQuote(PROJECT, { ...ISSUE, loan_amount: 20000, incentive_month: 6 });
    if (result?.financing.kind !== 'loan') throw new Error('not a loan');
    expect(result.financing.shortfallPaidAtInstallation).toBe(2800);
    expect(result.cashFlow[0]?.cumulativeCashFlow).toBe(-2800 + (result.cashFlow[0]?.netCashFlow ?? 0));
  });

  it('incentives not said to pay down the loan are the homeowner’s cash when they arrive, listed as an assumption', () => {
    const { result } = analyzeQuote(PROJECT, { ...ISSUE, incentive_month: 12 });
    expect(result?.cashFlow[11]?.incentives).toBe(6840);
    expect(result?.cashFlow[11]?.paydown).toBe(0);
    expect(result?.financing.monthlyPayment).toBe(result?.cashFlow[40]?.loanPayment);
    expect(result?.assumptions).toContainEqual(expect.objectContaining({ code: 'INCENTIVE_PAYDOWN', source: 'default' }));
    expect(result?.assumptions).toContainEqual(expect.objectContaining({ code: 'INCENTIVE_TIMING', source: 'entered' }));
  });

  it.each([
    [true, 12, true],
    [false, 12, false],
    [null, 12, false],
    ['yes', 12, true],
    [true, 0, true],
  ] as const)('incentive_paydown %j at month %i → paid down: %j', (paydown, month, paidDown) => {
    const { result } = analyzeQuote(PROJECT, { ...ISSUE, incentive_paydown: paydown, incentive_month: month });
    if (result?.financing.kind !== 'loan') throw new Error('not a loan');
    expect(result.financing.paydown !== null).toBe(paidDown);
    if (paidDown) {
      // The balance then, less the lump, re-amortised over the months left.
      const before = result.financing.paydown?.balanceBefore ?? 0;
      const expected = Math.round(textbookPayment(before - 6840, 6.99, 240 - month) * 100) / 100;
      expect(Math.abs((result.financing.paymentAfterPaydown ?? 0) - expected)).toBeLessThanOrEqual(0.01);
      expect(result.financing.totalPaid).toBeCloseTo(
        result.financing.downPayment + sumCents(result.cashFlow, (r) => r.loanPayment) / 100 + 6840,
        2,
      );
    } else {
      expect(result.financing.paymentAfterPaydown).toBeNull();
    }
  });

  it('incentives arriving after the loan is repaid cannot pay it down: kept as cash, with a warning', () => {
    const { result, warnings } = analyzeQuote(PROJECT, { ...ISSUE, loan_term_years: 1, incentive_month: 18, incentive_paydown: true });
    expect(warnings.map((w) => w.code)).toContain('PAYDOWN_AFTER_LOAN');
    expect(result?.cashFlow[17]?.incentives).toBe(6840);
  });

  it('an unreadable incentive_paydown or a fractional incentive month is an error, not a guess', () => {
    expect(analyzeQuote(PROJECT, { ...ISSUE, incentive_paydown: 'maybe' }).warnings[0]?.code).toBe('INVALID_OPTION');
    expect(analyzeQuote(PROJECT, { ...ISSUE, incentive_month: 1.5 }).error).toBe('Incentive month: Must be a whole number');
  });

  it('checks the quote’s stated payment against the rate and term', () => {
    const ok = analyzeQuote(PROJECT, { ...ISSUE, quoted_monthly_payment: 177 }).warnings;
    const off = analyzeQuote(PROJECT, { ...ISSUE, quoted_monthly_payment: 123.64 }).warnings;
    expect(ok.map((w) => w.code)).not.toContain('QUOTED_PAYMENT_DIFFERS');
    expect(off.map((w) => w.code)).toContain('QUOTED_PAYMENT_DIFFERS');
  });

  it('cash: the price at installation, incentives when they arrive', () => {
    const { result } = analyzeQuote(PROJECT, { ...ISSUE, payment_method: 'cash', incentive_month: 4 });
    expect(result?.cashFlow[0]?.cumulativeCashFlow).toBe(-22800 + (result?.cashFlow[0]?.netCashFlow ?? 0));
    expect(result?.cashFlow[3]?.incentives).toBe(6840);
    expect(result?.netInvestment).toBe(15960);
  });
});

describe('payment methods', () => {
  it('an unknown payment method is an error, never cash', () => {
    const outcome = analyzeQuote(PROJECT, { ...R1, payment_method: 'rent-to-own' });
    expect(outcome.result).toBeNull();
    expect(outcome.error).toBe('Payment method: Must be cash, loan, lease or PPA');
    expect(
      calculate({ systemSize: 8, solarCost: 1, year1Production: 1, monthlyConsumption: 1, electricityRate: 0.1, paymentMethod: 'x' })
        .warnings[0],
    ).toMatchObject({
      code: 'INVALID_OPTION',
      field: 'paymentMethod',
    });
  });

  it('empty is cash (the form default); "financing" is a loan; case and spaces do not matter', () => {
    expect(analyzeQuote(PROJECT, { ...R1, payment_method: '' }).result?.financing.kind).toBe('cash');
    expect(analyzeQuote(PROJECT, { ...R1, payment_method: ' Financing ' }).result?.financing.kind).toBe('loan');
    expect(
      analyzeQuote(PROJECT, { ...R1, payment_method: 'PPA', ppa_rate_per_kwh: 0.12, agreement_term_years: 20 }).result?.financing.kind,
    ).toBe('ppa');
  });

  it('analyzeQuote(p, q, null) works', () => {
    expect(analyzeQuote(PROJECT, R1, null).result?.financing.monthlyPayment).toBe(259.92);
  });
});

describe('leases and PPAs', () => {
  const LEASE: ProposalData = {
    system_size_kw: 8,
    year1_production_kwh: 11000,
    annual_degradation_percent: 0,
    payment_method: 'lease',
    lease_monthly_payment: 120,
    escalator_percent: 2.9,
    agreement_term_years: 20,
    down_payment: 1000,
    solar_incentives: 5000,
  };

  it('payments escalate once a year for the term; prepayment at signing; no system price needed', () => {
    const { result } = analyzeQuote(PROJECT, LEASE);
    const rows = result?.cashFlow ?? [];
    expect(rows).toHaveLength(240);
    let expected = 0;
    for (let y = 0; y < 20; y += 1) expected += 12 * Math.round(120 * 1.029 ** y * 100);
    expect(sumCents(rows, (r) => r.agreementPayment)).toBe(expected);
    expect(rows[12]?.agreementPayment).toBe(123.48);
    expect(result?.financing).toMatchObject({ kind: 'lease', prepayment: 1000, monthlyPayment: 120, totalPaid: 1000 + expected / 100 });
    expect(rows[0]?.cumulativeCashFlow).toBe(-1000 + (rows[0]?.netCashFlow ?? 0));
  });

  it('incentives are the owner’s: not counted, with a warning; no ROI, LCOE or IRR of ownership', () => {
    const { result, warnings } = analyzeQuote(PROJECT, LEASE);
    expect(result?.incentives).toMatchObject({ total: 0, notCounted: 5000 });
    expect(warnings.map((w) => w.code)).toContain('INCENTIVES_NOT_COUNTED');
    expect(result?.metrics).toMatchObject({ roi: null, lcoe: null, irr: null });
    expect(result?.federalCredit.caution).toBeNull();
  });

  it('net savings = bill savings − payments − prepayment; effective $/kWh beside the utility’s', () => {
    const { result } = analyzeQuote(PROJECT, LEASE);
    if (result?.financing.kind !== 'lease') throw new Error('not a lease');
    expect(result.metrics.netSavings).toBeCloseTo(result.grossBenefits.lifetimeSavings - result.financing.totalPaid, 2);
    expect(result.financing.effectiveRatePerKwh).toBeCloseTo(result.financing.totalPaid / 220000, 10);
    expect(result.financing.utilityYear1RatePerKwh).toBe(0.2);
    expect(result.metrics.year1MonthlyCashFlow).toBeCloseTo((11000 * 0.2 - 1440) / 12, 2);
  });

  it('end of term: returned (the default, an assumption), bought out, or renewed', () => {
    const returned = analyzeQuote(PROJECT, LEASE).result;
    expect(returned?.assumptions).toContainEqual(expect.objectContaining({ code: 'END_OF_TERM', source: 'default' }));
    expect(returned?.system.analysisYears).toBe(20);
    const bought = analyzeQuote(PROJECT, { ...LEASE, end_of_term: 'buyout', buyout_price: 4000 }).result;
    expect(bought?.cashFlow).toHaveLength(300);
    expect(bought?.cashFlow[239]?.buyout).toBe(4000);
    expect(bought?.cashFlow[240]?.agreementPayment).toBe(0);
    expect(bought?.cashFlow[260]?.savings).toBeGreaterThan(0);
    const renewed = analyzeQuote(PROJECT, { ...LEASE, end_of_term: 'renew' }).result;
    expect(renewed?.cashFlow[260]?.agreementPayment).toBe(Math.round(120 * 1.029 ** 21 * 100) / 100);
    expect(analyzeQuote(PROJECT, { ...LEASE, end_of_term: 'buyout' }).error).toBe('Buyout price is required for the analysis');
    expect(analyzeQuote(PROJECT, { ...LEASE, end_of_term: 'keep' }).error).toBe('End of term: Must be return, buyout or renew');
  });

  it('PPA: the year’s rate × the year’s production, escalated yearly', () => {
    const { result } = analyzeQuote(PROJECT, {
      ...LEASE,
      payment_method: 'ppa',
      lease_monthly_payment: null,
      ppa_rate_per_kwh: 0.12,
      escalator_percent: 2,
      annual_degradation_percent: 0.5,
    });
    const rows = result?.cashFlow ?? [];
    expect(sumCents(rows.slice(0, 12), (r) => r.agreementPayment)).toBe(132000);
    // Year 2: 10,945 kWh × $0.1224.
    expect(sumCents(rows.slice(12, 24), (r) => r.agreementPayment)).toBe(Math.round(10945 * 0.1224 * 100));
    if (result?.financing.kind !== 'ppa') throw new Error('not a PPA');
    expect(result.financing.year1EffectiveRatePerKwh).toBeCloseTo(0.12, 10);
  });

  it('a lease or PPA needs its payment (or rate) and term', () => {
    expect(analyzeQuote(PROJECT, { ...LEASE, lease_monthly_payment: null }).error).toBe('Lease payment is required for the analysis');
    expect(analyzeQuote(PROJECT, { ...LEASE, agreement_term_years: null }).error).toBe('Agreement term is required for the analysis');
  });
});

describe('NPV, IRR, paybacks, LCOE', () => {
  const CASH: ProposalData = { system_size_kw: 8, solar_system_cost: 24000, year1_production_kwh: 11000, solar_incentives: 0 };

  it('NPV is computed whether or not NPV mode is on; with it on, net savings is the NPV and ROI follows its sign', () => {
    const off = analyzeQuote(PROJECT, CASH).result;
    const on = analyzeQuote(PROJECT, CASH, { npvEnabled: true }).result;
    expect(off?.metrics.netPresentValue).toBe(on?.metrics.netPresentValue);
    expect(on?.metrics.netSavings).toBe(on?.metrics.netPresentValue);
    expect(Math.sign(on?.metrics.roi ?? 0)).toBe(Math.sign(on?.metrics.netPresentValue ?? 0));
  });

  it('a financed quote with a positive NPV is never flagged "Negative ROI" in NPV mode', () => {
    const { result, warnings } = analyzeQuote(PROJECT, R1, { npvEnabled: true, ...BEFORE_2026 });
    expect(result?.metrics.netPresentValue).toBeGreaterThan(0);
    expect(warnings.map((w) => w.code)).not.toContain('NEGATIVE_ROI');
  });

  it('IRR of a cash purchase: the rate at which the NPV is zero (checked by discounting at it)', () => {
    const result = analyzeQuote(PROJECT, CASH).result;
    const irr = result?.metrics.irr ?? null;
    expect(irr).not.toBeNull();
    const rows = result?.cashFlow ?? [];
    const npv = rows.reduce((sum, r, t) => sum + r.netCashFlow * (1 + (irr ?? 0) / 100) ** (-(t + 1) / 12), -24000);
    expect(Math.abs(npv)).toBeLessThan(0.01);
  });

  it('payback 0 means cash-positive from the first month: "Immediate", never "No Break Even"', () => {
    const { result } = analyzeQuote(PROJECT, {
      ...CASH,
      payment_method: 'loan',
      down_payment: 0,
      interest_rate_percent: 0,
      loan_term_years: 30,
    });
    expect(result?.metrics.payback).toBe(0);
    expect(formatPayback(result?.metrics.payback, 'calculator')).toBe('Immediate');
  });

  it('LCOE counts O&M, is undiscounted, and says when it includes financing', () => {
    const withOM = analyzeQuote({ ...PROJECT, om_annual_percent: 1 }, CASH).result;
    // (24,000 + 25 years of $240 rising 2 %) / lifetime production.
    const om = Array.from({ length: 25 }, (_, y) => Math.round(240 * 1.02 ** y * 100)).reduce((a, b) => a + b, 0) / 100;
    expect(withOM?.metrics.lcoe).toBeCloseTo((24000 + om) / (withOM?.production.lifetime ?? 1), 12);
    expect(withOM?.metrics.lcoeIncludesFinancing).toBe(false);
    expect(analyzeQuote(PROJECT, R1).result?.metrics.lcoeIncludesFinancing).toBe(true);
  });
});

describe('assumptions and the federal credit caution', () => {
  it('lists every assumed value, marked as assumed', () => {
    const { result } = analyzeQuote({ monthly_consumption_kwh: 900, current_rate_per_kwh: 0.16 }, { ...R1, monthly_net_excess_kwh: 50 });
    const assumed = (result?.assumptions ?? []).filter((a) => a.source === 'default').map((a) => a.code);
    expect(assumed).toEqual(
      expect.arrayContaining([
        'LIFETIME',
        'DEGRADATION',
        'RATE_INCREASE',
        'EXPORT_RATE',
        'EXPORT_ESCALATION',
        'DISCOUNT_RATE',
        'INSTALL_DATE',
      ]),
    );
    expect(result?.assumptions.find((a) => a.code === 'EXPORT_RATE')?.value).toBe('Same as the retail rate ($0.160/kWh)');
    expect(result?.assumptions.find((a) => a.code === 'RATE_INCREASE')?.value).toBe('3% a year');
  });

  it('a 2026 installation counting a 30 % credit carries the caution, with the figures it affects', () => {
    const after = analyzeQuote(PROJECT, R1, { installDate: '2026-03-01' });
    expect(after.warnings.map((w) => w.code)).toContain('FEDERAL_CREDIT_EXPIRED');
    expect(after.result?.federalCredit).toMatchObject({ amount: 9948, source: 'inferred' });
    expect(after.result?.federalCredit.affects).toEqual(
      expect.arrayContaining(['netInvestment', 'simplePayback', 'netPresentValue', 'paymentAfterPaydown']),
    );
    const before = analyzeQuote(PROJECT, R1, BEFORE_2026);
    expect(before.warnings.map((w) => w.code)).not.toContain('FEDERAL_CREDIT_EXPIRED');
    const stated = analyzeQuote(PROJECT, { ...R1, solar_incentives: 12000, federal_credit_amount: 7000 }, { installDate: '2026-03-01' });
    expect(stated.result?.federalCredit).toMatchObject({ amount: 7000, source: 'stated' });
  });
});

describe('a draft never stores a negative net cost or $/W', () => {
  it.each([
    [{ solar_system_cost: 10000, solar_incentives: 15000 }],
    [{ solar_system_cost: 10000, other_costs: 0, solar_incentives: 10000.01 }],
  ])('%j', (change) => {
    const derived = deriveProposalValues(PROJECT, { system_size_kw: 5, year1_production_kwh: 6000, ...change });
    expect(derived.net_investment).toBeGreaterThanOrEqual(0);
    expect(derived.cost_per_watt_after_incentives ?? 0).toBeGreaterThanOrEqual(0);
  });
});

describe('issue 15: Lifetime Monthly when the loan outlives the system', () => {
  it('is net savings over the lifetime’s months, not the loan’s', () => {
    const { result } = calculate({
      systemSize: 8,
      solarCost: 24000,
      year1Production: 11000,
      systemLifetime: 20,
      monthlyConsumption: 900,
      electricityRate: 0.16,
      paymentMethod: 'financing',
      interestRate: 6,
      loanTerm: 30,
    });
    expect(result?.timeline).toHaveLength(360);
    expect(result?.lifetimeMonthlyCashFlow).toBe(Math.round(cents(result?.netSavings ?? 0) / 240) / 100);
  });
});

describe('lease amounts are exact decimals, never float products', () => {
  it('rounds an escalated payment that lands on half a cent away from zero, and needs no system price', () => {
    // Year 2: 13,500 cents × 1.029 = 13,891.5 cents exactly → $138.92.
    const rows = calculate({
      systemSize: 8,
      year1Production: 11000,
      monthlyConsumption: 900,
      electricityRate: 0.2,
      paymentMethod: 'lease',
      leasePayment: 135,
      escalator: 2.9,
      agreementTerm: 2,
    }).result?.timeline;
    expect(rows?.[12]?.agreementPayment).toBe(138.92);
  });
});
