import { describe, expect, it } from 'vitest';
import { analyzeQuote, type ProposalData } from './quote-engine';

/*
 * Which incentives pay the loan down (issue 22): the federal credit (the default), all of them, or a typed
 * amount. The case is the issue's: a $36,790 loan at 7.99 % over 240 months, the incentives arriving in
 * month 18, the quote listing a $11,038 federal credit and a $7,500 state credit.
 *
 * Worked by hand (r = 0.0799 / 12 = 0.00665833…):
 *   level payment   A1 = 36,790 · r / (1 − (1 + r)^−240)                 = 307.4974  → $307.50
 *   balance after 18 payments  B = 36,790 · (1 + r)^18 − A1 · ((1 + r)^18 − 1) / r = 35,598.3005 → $35,598.30
 *   federal credit only: (B − 11,038) · r / (1 − (1 + r)^−222) = 24,560.30 · …  = 212.1514  → $212.15
 *     paid in all: 18 · A1 + 222 · 212.1514 + 11,038 = 5,534.95 + 47,097.60 + 11,038 → $63,670.56
 *   all incentives:      (B − 18,538) · r / (1 − (1 + r)^−222)                = 147.3665  → $147.37
 *     paid in all: 5,534.95 + 222 · 147.3665 + 18,538                          → $56,788.32
 *   a typed $5,000:      (B − 5,000) · r / (1 − (1 + r)^−222)                 = 264.3075  → $264.31
 *     paid in all: 5,534.95 + 222 · 264.3075 + 5,000                           → $69,211.21
 * The lender prints $307.50 and, after its month-18 paydown of the federal credit, $212.15: the federal
 * source gives both; paying the state credit down too (what Atlas did before) gave $147.37.
 */

const PROJECT = { monthly_consumption_kwh: 1000, current_rate_per_kwh: 0.2 };
const LOAN: ProposalData = {
  system_size_kw: 10,
  solar_system_cost: 36_790,
  year1_production_kwh: 13_000,
  payment_method: 'loan',
  down_payment: 0,
  interest_rate_percent: 7.99,
  loan_term_years: 20,
  solar_incentives: 18_538,
  federal_credit_amount: 11_038,
  state_credit_amount: 7_500,
  incentive_month: 18,
  incentive_paydown: true,
};

function run(change: Partial<Record<keyof ProposalData, unknown>>, options: { withoutFederalCredit?: boolean } = {}) {
  const outcome = analyzeQuote(PROJECT, { ...LOAN, ...change } as ProposalData, { installDate: '2025-06-01', ...options });
  const financing = outcome.result?.financing;
  if (financing?.kind !== 'loan') throw new Error(`no loan: ${outcome.error ?? ''} ${JSON.stringify(outcome.warnings)}`);
  const paydown = outcome.result?.assumptions.find((a) => a.code === 'INCENTIVE_PAYDOWN');
  return { outcome, loan: financing, paydown };
}

describe('the paydown source (issue 22), on the issue’s loan', () => {
  it('the federal credit (the default): $307.50, then $212.15 after the month-18 paydown of $11,038; the state credit is cash', () => {
    const { loan, paydown } = run({ incentive_paydown_source: 'federal' });
    expect(loan.monthlyPayment).toBe(307.5);
    expect(loan.paydown).toEqual({ month: 18, amount: 11_038, balanceBefore: 35_598.3 });
    expect(loan.paymentAfterPaydown).toBe(212.15);
    expect(loan.totalPaid).toBe(63_670.56);
    expect(loan.incentivesKept).toBe(7_500);
    expect(loan.paydownSource).toBe('federal');
    expect(paydown).toEqual({
      code: 'INCENTIVE_PAYDOWN',
      label: 'Incentives and the loan',
      value: 'The federal tax credit: $11,038 is paid onto the loan when it arrives; the other $7,500 of incentives is your cash',
      source: 'entered',
    });
  });

  it('all incentives: $18,538 paid down, then $147.37', () => {
    const { loan, paydown } = run({ incentive_paydown_source: 'all' });
    expect(loan.paydown).toEqual({ month: 18, amount: 18_538, balanceBefore: 35_598.3 });
    expect(loan.paymentAfterPaydown).toBe(147.37);
    expect(loan.totalPaid).toBe(56_788.32);
    expect(loan.incentivesKept).toBe(0);
    expect(paydown?.value).toBe('All incentives: $18,538 is paid onto the loan when it arrives');
  });

  it('a typed amount: $5,000 paid down, then $264.31; the other $13,538 is cash', () => {
    const { loan, paydown } = run({ incentive_paydown_source: 'amount', incentive_paydown_amount: 5000 });
    expect(loan.paydown).toEqual({ month: 18, amount: 5000, balanceBefore: 35_598.3 });
    expect(loan.paymentAfterPaydown).toBe(264.31);
    expect(loan.totalPaid).toBe(69_211.21);
    expect(loan.incentivesKept).toBe(13_538);
    expect(paydown?.value).toBe(
      'The amount you typed: $5,000 is paid onto the loan when it arrives; the other $13,538 of incentives is your cash',
    );
  });

  it('not said: the federal credit, listed as assumed', () => {
    const said = run({ incentive_paydown_source: 'federal' });
    const unsaid = run({});
    expect(unsaid.loan).toEqual(said.loan);
    expect(unsaid.paydown).toEqual({ ...said.paydown, source: 'default' });
  });

  it('a federal credit not typed but the state credit typed: the rest of the incentives is the credit', () => {
    const { loan, paydown } = run({ federal_credit_amount: null });
    expect(loan.paydown?.amount).toBe(11_038);
    expect(loan.paymentAfterPaydown).toBe(212.15);
    expect(paydown?.value).toMatch(
      /^The federal tax credit, taken as the incentives not entered as another kind: \$11,038 is paid onto the loan/,
    );
  });

  it('a typed amount above the incentives pays them all, with a warning', () => {
    const { outcome, loan } = run({ incentive_paydown_source: 'amount', incentive_paydown_amount: 20_000 });
    expect(loan.paydown?.amount).toBe(18_538);
    expect(loan.paymentAfterPaydown).toBe(147.37);
    expect(outcome.warnings).toContainEqual({
      severity: 'warning',
      code: 'PAYDOWN_ABOVE_INCENTIVES',
      message: 'The paydown amount ($20,000) is more than the incentives ($18,538); only they pay the loan down',
      field: 'incentive_paydown_amount',
    });
  });

  it('the view without the federal credit takes the federal field off: nothing pays the loan down, the state credit stays cash', () => {
    const { loan, paydown } = run({ incentive_paydown_source: 'federal' }, { withoutFederalCredit: true });
    expect(loan.paydown).toBeNull();
    expect(loan.paymentAfterPaydown).toBeNull();
    expect(loan.monthlyPayment).toBe(307.5);
    expect(loan.incentivesKept).toBe(7_500);
    expect(paydown?.value).toBe('The federal tax credit: left out here, so nothing pays the loan down');
    // Paying all incentives down, the view pays the state credit alone.
    const all = run({ incentive_paydown_source: 'all' }, { withoutFederalCredit: true });
    expect(all.loan.paydown?.amount).toBe(7_500);
  });

  it('a quote that names neither source nor parts is analysed exactly as before: all its incentives pay the loan down', () => {
    const legacy = run({ federal_credit_amount: null, state_credit_amount: null });
    const all = run({ incentive_paydown_source: 'all' });
    expect(legacy.loan).toEqual({ ...all.loan, paydownSource: 'federal' });
    expect(legacy.outcome.result?.metrics).toEqual(all.outcome.result?.metrics);
    expect(legacy.outcome.result?.cashFlow).toEqual(all.outcome.result?.cashFlow);
    expect(legacy.paydown?.value).toBe(
      'The federal tax credit, taken as all the incentives (the quote does not split them): $18,538 is paid onto the loan when it arrives',
    );
  });

  it('refuses a source it does not know and asks for the amount it needs', () => {
    const unknown = analyzeQuote(PROJECT, { ...LOAN, incentive_paydown_source: 'state' });
    expect(unknown.result).toBeNull();
    expect(unknown.warnings).toContainEqual(
      expect.objectContaining({
        code: 'INVALID_OPTION',
        field: 'incentive_paydown_source',
        message: expect.stringMatching(/^What pays the loan down: /),
      }),
    );
    const missing = analyzeQuote(PROJECT, { ...LOAN, incentive_paydown_source: 'amount' });
    expect(missing.warnings).toContainEqual(
      expect.objectContaining({
        code: 'MISSING_REQUIRED_INPUT',
        field: 'incentive_paydown_amount',
        message: 'Paydown amount is required for the analysis',
      }),
    );
  });

  it('without a paydown the source is not read, and the parts never exceed the incentives unnoticed', () => {
    const off = analyzeQuote(PROJECT, { ...LOAN, incentive_paydown: false, incentive_paydown_source: 'nonsense' });
    expect(off.result).not.toBeNull();
    const over = analyzeQuote(PROJECT, { ...LOAN, solar_incentives: 15_000 });
    expect(over.warnings.map((w) => w.code)).toContain('INCENTIVE_PARTS_ABOVE_TOTAL');
  });
});
