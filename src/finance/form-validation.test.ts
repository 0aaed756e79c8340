import { describe, expect, it } from 'vitest';
import { needsNetMeteringRateAssumption, validateQuoteForm, validateWizardStep, type QuoteForm } from './form-validation';

const VALID: QuoteForm = { company_name: 'Acme Solar', system_size_kw: 8, solar_system_cost: 24000, payment_method: 'cash' };

describe('validateQuoteForm (editor, spec §5)', () => {
  it('accepts a complete form', () => {
    expect(validateQuoteForm(VALID)).toEqual({});
  });

  it.each([
    [{ company_name: '' }, { company_name: 'Company name is required' }],
    [{ company_name: '   ' }, { company_name: 'Company name is required' }],
    [{ yearly_benefits: 500 }, { benefit_duration_years: 'Benefit duration is required when yearly benefits is filled' }],
    [{ benefit_duration_years: '5' }, { yearly_benefits: 'Yearly benefits is required when benefit duration is filled' }],
    [{ yearly_benefits: 500, benefit_duration_years: 5 }, {}],
    // Saved empties come back as 0: a zero pair is an empty pair.
    [{ yearly_benefits: 0, benefit_duration_years: null }, {}],
    [
      { payment_method: 'loan' },
      {
        down_payment: 'Down payment is required for loan financing',
        interest_rate_percent: 'Interest rate is required for loan financing',
        loan_term_years: 'Loan term is required for loan financing',
      },
    ],
    [{ payment_method: 'financing', down_payment: 0, interest_rate_percent: 0, loan_term_years: 20 }, {}],
    [
      { payment_method: 'loan', down_payment: 0, interest_rate_percent: 0, loan_term_years: 0 },
      { loan_term_years: 'Loan term is required for loan financing' },
    ],
    [{ payment_method: 'cash', down_payment: null }, {}],
    [{ monitoring_included: true }, { monitoring_brand: 'Monitoring brand is required when monitoring is enabled' }],
    [{ monitoring_included: true, monitoring_brand: 'Enphase' }, {}],
    [{ monitoring_included: false }, {}],
    [{ battery_included: true }, { battery_cost: 'Battery cost is required when battery is included' }],
    [{ battery_included: true, battery_cost: '0' }, { battery_cost: 'Battery cost is required when battery is included' }],
    [{ battery_included: true, battery_cost: 12000 }, {}],
  ])('%j → %j', (override, errors) => {
    expect(validateQuoteForm({ ...VALID, ...override })).toEqual(errors);
  });

  it('treats a missing form as empty', () => {
    expect(validateQuoteForm(null)).toEqual({ company_name: 'Company name is required' });
  });
});

describe('validateWizardStep (spec §5 "Wizard")', () => {
  it.each([
    [1, {}, {}],
    ['Property', {}, {}],
    // The pattern, literally: the field name with its first underscore replaced by a space.
    [2, {}, { company_name: 'company name is required' }],
    ['Installer', { company_name: 'Acme' }, {}],
    [3, {}, { system_size_kw: 'system size is required', solar_system_cost: 'solar cost is required' }],
    [3, { system_size_kw: '7.2', solar_system_cost: 0 }, { solar_system_cost: 'solar cost is required' }],
    ['System', { system_size_kw: 7.2, solar_system_cost: 21000 }, {}],
    [4, {}, {}],
  ] as const)('step %s with %j → %j', (step, form, errors) => {
    expect(validateWizardStep(step, form)).toEqual(errors);
  });
});

describe('needsNetMeteringRateAssumption', () => {
  it.each([
    [{}, { monthly_net_excess_kwh: 120 }, true],
    [{ net_metering_rate: null }, { monthly_net_excess_kwh: '120' }, true],
    [{ net_metering_rate: 0.08 }, { monthly_net_excess_kwh: 120 }, false],
    [{ net_metering_rate: 0 }, { monthly_net_excess_kwh: 120 }, false],
    [{}, { monthly_net_excess_kwh: 0 }, false],
    [{}, {}, false],
  ])('project %j, quote %j → %s', (project, proposal, expected) => {
    expect(needsNetMeteringRateAssumption(project, proposal)).toBe(expected);
  });
});
