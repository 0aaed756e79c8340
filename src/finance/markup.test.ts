import { describe, expect, it } from 'vitest';
import { DEALER_FEE_THRESHOLD_SHARE, dealerFeeOf, financingMarkup } from './markup';
import { analyzeQuote } from './quote-engine';

describe('financingMarkup', () => {
  it.each([
    // R1: $33,161 cash, $36,809 financed → $3,648 = 11.0 % of the cash price (9.9 % of the financed).
    [33161, 36809, 3648, 11.0, 9.9],
    // R3: $30,720 cash; 12-year loan price $32,436 (+5.6 %); 0 % one-year price $31,744 (+3.3 %).
    [30720, 32436, 1716, 5.6, 5.3],
    [30720, 31744, 1024, 3.3, 3.2],
    [20000, 20000, 0, 0, 0],
  ])('cash $%d, financed $%d → $%d, %d %% of cash, %d %% of financed', (cash, financed, markup, ofCash, ofFinanced) => {
    const result = financingMarkup(cash, financed);
    expect(result?.markup).toBe(markup);
    expect(Number(result?.percentOfCashPrice.toFixed(1))).toBe(ofCash);
    expect(Number(result?.percentOfFinancedPrice.toFixed(1))).toBe(ofFinanced);
  });

  it('R1 exactly: 3,648 / 33,161 = 11.0007…%', () => {
    expect(financingMarkup(33161, 36809)?.percentOfCashPrice).toBeCloseTo((3648 / 33161) * 100, 8);
  });

  it.each([
    [0, 100],
    [-5, 100],
    [100, Number.NaN],
    [Infinity, 100],
  ])('is undefined for cash %d and financed %d', (cash, financed) => {
    expect(financingMarkup(cash, financed)).toBeNull();
  });
});

describe('dealerFeeOf: one rule, one threshold', () => {
  it('adds the financed price above the cash price and a loan above the cost, in dollars and percent of the cash price', () => {
    expect(dealerFeeOf({ cashPrice: 33_161, financedPrice: 36_809, feeAboveCost: 0 })).toEqual({
      amount: 3648,
      percent: expect.closeTo((3648 / 33_161) * 100, 8) as number,
      cashPrice: 33_161,
      flagged: true,
    });
    const both = dealerFeeOf({ cashPrice: 30_000, financedPrice: 31_000, feeAboveCost: 500 });
    expect(both?.amount).toBe(1500);
    expect(both?.percent).toBe(5);
    // Without a cash price, a loan above the cost is measured against the cost.
    expect(dealerFeeOf({ cashPrice: null, financedPrice: 33_161, feeAboveCost: 3648 })?.cashPrice).toBe(33_161);
  });

  it('flags from 2 % of the cash price, not below; nothing at all without a fee', () => {
    expect(DEALER_FEE_THRESHOLD_SHARE).toBe(0.02);
    expect(dealerFeeOf({ cashPrice: 20_000, financedPrice: 20_400, feeAboveCost: 0 })?.flagged).toBe(true);
    expect(dealerFeeOf({ cashPrice: 20_000, financedPrice: 20_399, feeAboveCost: 0 })?.flagged).toBe(false);
    expect(dealerFeeOf({ cashPrice: 20_000, financedPrice: 20_000, feeAboveCost: 0 })).toBeNull();
    expect(dealerFeeOf({ cashPrice: null, financedPrice: 20_000, feeAboveCost: 0 })).toBeNull();
  });

  it('a $1 gap gets no warning at all, never two contradictory ones', () => {
    const base = { system_size_kw: 8, solar_system_cost: 24_001, year1_production_kwh: 11_000, payment_method: 'loan' };
    const { warnings } = analyzeQuote(
      { monthly_consumption_kwh: 900, current_rate_per_kwh: 0.16 },
      { ...base, interest_rate_percent: 5, loan_term_years: 20, down_payment: 0, loan_amount: 24_000, cash_price: 24_000 },
    );
    const codes = warnings.map((w) => w.code);
    expect(codes).not.toContain('LOAN_AMOUNT_SHORT');
    expect(codes).not.toContain('DEALER_FEE');
    expect(codes).not.toContain('LOAN_AMOUNT_ABOVE_COST');
  });

  it('a fee the editor warns about is the one the quote financing carries', () => {
    const { result, warnings } = analyzeQuote(
      { monthly_consumption_kwh: 900, current_rate_per_kwh: 0.16 },
      {
        system_size_kw: 8,
        solar_system_cost: 33_161,
        year1_production_kwh: 11_000,
        payment_method: 'loan',
        interest_rate_percent: 7.99,
        loan_term_years: 20,
        down_payment: 0,
        loan_amount: 36_809,
      },
    );
    if (result?.financing.kind !== 'loan') throw new Error('not a loan');
    expect(result.financing.fee?.amount).toBe(3648);
    expect(result.financing.fee?.flagged).toBe(true);
    expect(warnings.filter((w) => w.code === 'LOAN_AMOUNT_ABOVE_COST' || w.code === 'DEALER_FEE')).toHaveLength(1);
  });
});
