import type { CompareQuoteInput } from './quotes';

/** A Colorado household: 900 kWh a month at $0.16, rising 3 % a year, 25-year lifetime. */
export const PROJECT = {
  monthly_consumption_kwh: 900,
  current_rate_per_kwh: 0.16,
  rate_increase_yearly_percent: 3,
  expected_system_lifetime_years: 25,
};

export function quote(
  id: string,
  name: string,
  proposal: Record<string, unknown>,
  extra: Partial<CompareQuoteInput> = {},
): CompareQuoteInput {
  return {
    id,
    company_name: name,
    proposal_data: { system_size_kw: 8, solar_system_cost: 24_000, year1_production_kwh: 11_000, payment_method: 'cash', ...proposal },
    ...extra,
  };
}

export const CASH = quote('cash', 'Sunny Cash Co', { workmanship_warranty: 25 });
export const LOAN = quote('loan', 'Loan Solar', {
  solar_system_cost: 27_000,
  payment_method: 'loan',
  down_payment: 0,
  interest_rate_percent: 6.99,
  loan_term_years: 20,
  workmanship_warranty: 10,
});
export const LEASE = quote('lease', 'Lease Power', {
  payment_method: 'lease',
  lease_monthly_payment: 95,
  escalator_percent: 2.9,
  agreement_term_years: 25,
  end_of_term: 'return',
});
