import { describe, expect, it } from 'vitest';
import { CASH, PROJECT, quote } from './fixtures.test-support';
import { priceRange, type PriceRange } from './local-range';
import { compareProjectQuotes, type CompareQuoteInput } from './quotes';
import { redFlags, type RedFlagCode } from './red-flags';

const codes = (quotes: CompareQuoteInput[], index = 0, state?: string, range?: PriceRange) => {
  const compared = compareProjectQuotes(PROJECT, quotes, { installDate: '2026-06-01' });
  return redFlags(compared[index]!, compared, { state: state ?? null, priceRange: range });
};
const has = (flags: ReturnType<typeof codes>, code: RedFlagCode) => flags.find((f) => f.code === code);
const WARRANTED = { workmanship_warranty: 10 };

describe('red flags, each with a question for the installer', () => {
  it('a clean quote raises none', () => {
    expect(codes([CASH])).toEqual([]);
  });

  it('production above the state norm fires; within it does not', () => {
    const high = codes([quote('a', 'A', { ...WARRANTED, year1_production_kwh: 16_000 })], 0, 'CO');
    const flag = has(high, 'PRODUCTION_ABOVE_NORM');
    expect(flag?.detail).toMatch(/2,000 kWh per kW in year 1, above the 1,783 .* in CO/);
    expect(flag?.question).toMatch(/guarantee that production in writing\?$/);
    expect(flag?.rowId).toBe('production');
    expect(has(codes([quote('a', 'A', { ...WARRANTED, year1_production_kwh: 12_000 })], 0, 'CO'), 'PRODUCTION_ABOVE_NORM')).toBeUndefined();
  });

  it('without a known state, production 15 % above the other quotes for the same roof fires', () => {
    const others = [quote('b', 'B', WARRANTED), quote('c', 'C', WARRANTED)];
    expect(has(codes([quote('a', 'A', { ...WARRANTED, year1_production_kwh: 13_000 }), ...others]), 'PRODUCTION_ABOVE_NORM')?.title).toBe(
      'Production above the other quotes',
    );
    expect(
      has(codes([quote('a', 'A', { ...WARRANTED, year1_production_kwh: 12_000 }), ...others]), 'PRODUCTION_ABOVE_NORM'),
    ).toBeUndefined();
  });

  it('a financed price above the cash price fires with the implied fee', () => {
    const loan = { ...WARRANTED, payment_method: 'loan', interest_rate_percent: 3.99, loan_term_years: 10, down_payment: 0 };
    const flag = has(codes([quote('a', 'A', { ...loan, solar_system_cost: 26_640, cash_price: 24_000 })]), 'DEALER_FEE');
    // Wording changed with issue 22's one dealer-fee rule (same figures, one sentence everywhere).
    expect(flag?.detail).toBe('Financing adds $2,640 (11.0% of the $24,000 cash price): a dealer fee folded into the loan.');
    expect(flag?.question).toMatch(/^Financing adds \$2,640 to your cash price\./);
    expect(has(codes([quote('a', 'A', { ...loan, cash_price: 24_000 })]), 'DEALER_FEE')).toBeUndefined();
  });

  it('one dealer-fee rule: a loan above the cost is flagged as the editor warns it; a $1 difference is not', () => {
    const loan = { ...WARRANTED, payment_method: 'loan', interest_rate_percent: 7.99, loan_term_years: 20, down_payment: 0 };
    // The editor's "counted as a financing fee": the stated loan is $3,648 above the cost, no cash price given.
    const above = has(codes([quote('a', 'A', { ...loan, solar_system_cost: 33_161, loan_amount: 36_809 })]), 'DEALER_FEE');
    expect(above?.detail).toBe('Financing adds $3,648 (11.0% of the $33,161 cash price): a dealer fee folded into the loan.');
    // $1 over the cash price: under 2 %, no flag.
    expect(has(codes([quote('a', 'A', { ...loan, solar_system_cost: 24_001, cash_price: 24_000 })]), 'DEALER_FEE')).toBeUndefined();
  });

  it('a federal credit counted for a 2026 installation fires; none counted does not', () => {
    const flag = has(codes([quote('a', 'A', { ...WARRANTED, solar_incentives: 7_200 })]), 'EXPIRED_TAX_CREDIT');
    expect(flag?.question).toMatch(/ended for home systems installed after 2025/);
    expect(has(codes([quote('a', 'A', { ...WARRANTED, solar_incentives: 1_000 })]), 'EXPIRED_TAX_CREDIT')).toBeUndefined();
  });

  it('a price per watt outside $2.00–$4.50 fires, high and low; inside does not', () => {
    expect(has(codes([quote('a', 'A', { ...WARRANTED, solar_system_cost: 40_000 })]), 'PRICE_PER_WATT_OUTSIDE_RANGE')?.title).toBe(
      'Price per watt well above the usual range',
    );
    expect(has(codes([quote('a', 'A', { ...WARRANTED, solar_system_cost: 12_000 })]), 'PRICE_PER_WATT_OUTSIDE_RANGE')?.detail).toBe(
      '$1.50/W before incentives, outside the usual range: the national $2.00/W–$4.50/W of US home systems.',
    );
    expect(has(codes([quote('a', 'A', { ...WARRANTED, solar_system_cost: 30_000 })]), 'PRICE_PER_WATT_OUTSIDE_RANGE')).toBeUndefined();
  });

  it('against the local range from the guides: $4.00/W fires in a state whose installers charge about $3, not nationally', () => {
    const local = priceRange('CO', [2.7, 2.8, 2.9, 3.0, 3.1, 3.2, 3.3]);
    const pricey = quote('a', 'A', { ...WARRANTED, solar_system_cost: 32_000 });
    const flag = has(codes([pricey], 0, 'CO', local), 'PRICE_PER_WATT_OUTSIDE_RANGE');
    expect(flag?.detail).toBe(
      '$4.00/W before incentives, outside the usual range: $2.34/W–$3.73/W, from 7 installers’ typical prices in Atlas’s CO guides.',
    );
    expect(flag?.question).toMatch(/what most home systems near you cost/);
    expect(has(codes([pricey], 0, 'CO'), 'PRICE_PER_WATT_OUTSIDE_RANGE')).toBeUndefined();
    // Too few prices for the state: the national range, and the flag says why.
    const few = priceRange('CO', [2.7, 2.8]);
    const cheap = has(codes([quote('a', 'A', { ...WARRANTED, solar_system_cost: 12_000 })], 0, 'CO', few), 'PRICE_PER_WATT_OUTSIDE_RANGE');
    expect(cheap?.detail).toMatch(
      /the national \$2\.00\/W–\$4\.50\/W of US home systems \(Atlas’s guides hold only 2 installer prices for CO; a local range needs 5\)\.$/,
    );
  });

  it('a missing workmanship warranty fires, also on a quote that cannot be calculated', () => {
    expect(has(codes([quote('a', 'A', {})]), 'NO_WORKMANSHIP_WARRANTY')?.question).toMatch(/How many years is your workmanship warranty/);
    expect(codes([quote('a', 'A', { system_size_kw: 0 })]).map((f) => f.code)).toEqual(['NO_WORKMANSHIP_WARRANTY']);
    expect(has(codes([quote('a', 'A', WARRANTED)]), 'NO_WORKMANSHIP_WARRANTY')).toBeUndefined();
  });

  it('a quoted loan payment not matching the rate and term fires; a matching one does not', () => {
    // $24,000 at 6.99 % over 20 years is $185.93 a month.
    const loan = { ...WARRANTED, payment_method: 'loan', interest_rate_percent: 6.99, loan_term_years: 20, down_payment: 0 };
    const flag = has(codes([quote('a', 'A', { ...loan, quoted_monthly_payment: 129.99 })]), 'LOAN_PAYMENT_MISMATCH');
    expect(flag?.detail).toBe('The quote says $129.99 a month; $24,000 at 6.99% over 20 years is $185.93.');
    expect(flag?.rowId).toBe('loan');
    expect(has(codes([quote('a', 'A', { ...loan, quoted_monthly_payment: 186 })]), 'LOAN_PAYMENT_MISMATCH')).toBeUndefined();
  });

  it('interest above 80 % of the amount financed fires; a short loan does not', () => {
    const loan = { ...WARRANTED, payment_method: 'loan', down_payment: 0 };
    const flag = has(
      codes([quote('a', 'A', { ...loan, interest_rate_percent: 7.99, loan_term_years: 25 })]),
      'INTEREST_ABOVE_PRINCIPAL_SHARE',
    );
    expect(flag?.detail).toMatch(/^\$[\d,]+ of interest on \$24,000 financed \(\d+%\)\.$/);
    expect(
      has(codes([quote('a', 'A', { ...loan, interest_rate_percent: 5, loan_term_years: 10 })]), 'INTEREST_ABOVE_PRINCIPAL_SHARE'),
    ).toBeUndefined();
  });
});
