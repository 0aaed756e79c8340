import { describe, expect, it } from 'vitest';
import { checkLoanPayment, headlineText } from './offer-summary';
import type { ImportOption, Proposal } from './types';

const option = (values: Record<string, string>): ImportOption => ({
  id: 'option-1',
  label: 'Loan',
  proposals: Object.entries(values).map(
    ([field, value], i) => ({ field, value, confidence: 'high', text: value, page: 1, line: i + 1 }) as Proposal,
  ),
});

describe('offer summary', () => {
  it('shows price, payment and term as the headline', () => {
    expect(headlineText(option({ solar_system_cost: '35490', quoted_monthly_payment: '228.68', loan_term_years: '25' }))).toBe(
      '$35,490 · $228.68/mo · 25 yr',
    );
  });

  it("agrees with a lender's payment computed on the same terms", () => {
    // The annuity formula, in floating point, as an independent reference: about $228.45 a month.
    const r = 5.99 / 1200;
    const reference = (35490 * r) / (1 - Math.pow(1 + r, -300));
    const check = checkLoanPayment(
      option({ loan_amount: '35490', interest_rate_percent: '5.99', loan_term_years: '25', quoted_monthly_payment: '228.68' }),
    );
    expect(check?.computed).toBeCloseTo(reference, 2);
    expect(check?.differs).toBe(false);
  });

  it('flags a stated payment more than $1 away from the one the terms give', () => {
    const check = checkLoanPayment(
      option({ loan_amount: '35490', interest_rate_percent: '5.99', loan_term_years: '25', quoted_monthly_payment: '199.00' }),
    );
    expect(check?.differs).toBe(true);
  });

  it('makes no check when a term is missing', () => {
    expect(checkLoanPayment(option({ loan_amount: '35490', interest_rate_percent: '5.99', quoted_monthly_payment: '228.68' }))).toBeNull();
  });
});
