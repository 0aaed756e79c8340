import { describe, expect, it } from 'vitest';
import { analyzeQuote } from '../../finance';
import {
  createQuoteDraft,
  draftKey,
  emptyQuoteForm,
  emptySettingsForm,
  fromProject,
  fromQuote,
  projectSettings,
  proposalInputs,
  toProjectPayload,
  toQuotePayload,
  validateEditor,
  validateSettings,
  validateStep,
  validateTab,
  type DraftStorage,
  type QuoteFormValues,
  type SettingsFormValues,
} from '.';

const settings: SettingsFormValues = { ...emptySettingsForm(), monthly_consumption: 900, current_rate: 0.16 };
const owned: QuoteFormValues = {
  ...emptyQuoteForm(),
  company_name: 'Sunny',
  system_size_kw: '8',
  solar_system_cost: '24000',
  year1_production_kwh: '11000',
};

describe('one default for the O&M escalation (issue 10)', () => {
  it('an empty escalation is what the engine assumed while typing, before and after saving', () => {
    const typed: SettingsFormValues = { ...settings, om_enabled: true, om_percent: 1, om_escalation: null };
    const saved = toProjectPayload(typed);
    expect(saved.om_and_insurance_escalation_percent).toBe(2);
    const before = analyzeQuote(projectSettings(typed), proposalInputs(owned));
    const after = analyzeQuote(projectSettings(fromProject({ id: 'p', ...saved })), proposalInputs(owned));
    expect(before.result?.metrics.payback).toBeDefined();
    expect(after.result?.metrics.roi).toBe(before.result?.metrics.roi);
    expect(after.result?.metrics.payback).toBe(before.result?.metrics.payback);
  });
});

describe('settings bounds from the registry', () => {
  it('the settings form refuses O&M or insurance above 10 %, as the engine and the backend do', () => {
    expect(validateSettings({ ...settings, om_enabled: true, om_percent: 12 })).toEqual({ om_percent: 'Must not exceed 10' });
    expect(validateSettings({ ...settings, insurance_enabled: true, insurance_percent: 10.5 })).toEqual({
      insurance_percent: 'Must not exceed 10',
    });
    // A disabled percent is not judged (it is saved as 0).
    expect(validateSettings({ ...settings, om_enabled: false, om_percent: 12 })).toEqual({});
    expect(validateSettings({ ...settings, system_lifetime: 41 })).toEqual({ system_lifetime: 'Must not exceed 40' });
  });
});

describe('quote bounds from the registry (issue 15: other costs ≤ $100k, yearly benefits ≤ $10k, battery ≤ 100 kWh)', () => {
  it('shows each message on its field’s tab and wizard step', () => {
    const form: QuoteFormValues = {
      ...owned,
      other_costs: '100001',
      battery_included: true,
      battery_cost: '9000',
      battery_capacity_kwh: '101',
      yearly_benefits: '10001',
      benefit_duration_years: '5',
    };
    expect(validateTab('system', form)).toEqual({ other_costs: 'Must not exceed 100,000', battery_capacity_kwh: 'Must not exceed 100' });
    expect(validateTab('financials', form)).toEqual({ yearly_benefits: 'Must not exceed 10,000' });
    expect(validateStep(3, form)).toMatchObject({ other_costs: 'Must not exceed 100,000', battery_capacity_kwh: 'Must not exceed 100' });
    expect(validateStep(4, form)).toEqual({ yearly_benefits: 'Must not exceed 10,000' });
  });

  it('judges the new finance fields by their bounds, only when shown', () => {
    const lease: QuoteFormValues = {
      ...owned,
      payment_method: 'lease',
      lease_monthly_payment: '150',
      agreement_term_years: '20.5',
      escalator_percent: '12',
    };
    expect(validateTab('financials', lease)).toEqual({
      escalator_percent: 'Must not exceed 10',
      agreement_term_years: 'Must be a whole number',
    });
    // The same values on a cash quote are hidden: not judged.
    expect(validateTab('financials', { ...lease, payment_method: 'cash' })).toEqual({});
  });

  it('asks a lease for its payment and term, a PPA for its rate and term, and a buyout for its price', () => {
    expect(validateEditor({ ...owned, payment_method: 'lease' })).toEqual({
      lease_monthly_payment: 'Monthly lease payment is required for a lease',
      agreement_term_years: 'Agreement term is required for a lease',
    });
    expect(validateStep(4, { ...owned, payment_method: 'ppa', end_of_term: 'buyout' })).toEqual({
      ppa_rate_per_kwh: 'PPA rate is required for a PPA',
      agreement_term_years: 'Agreement term is required for a PPA',
      buyout_price: 'Buyout price is required when you buy the system',
    });
  });
});

describe('leases, PPAs and loans as the engine reads them', () => {
  const lease: QuoteFormValues = {
    ...owned,
    payment_method: 'lease',
    // Typed while the quote was a loan: hidden now, so never saved.
    interest_rate_percent: '6.99',
    loan_term_years: '20',
    incentive_paydown: true,
    down_payment: '500',
    lease_monthly_payment: '129.5',
    escalator_percent: '2.9',
    agreement_term_years: '25',
    end_of_term: 'renew',
  };

  it('saves only the chosen method’s fields, by the names the engine reads', () => {
    const data = toQuotePayload(lease, settings).proposal_data;
    expect(data).toMatchObject({
      payment_method: 'lease',
      down_payment: 500,
      lease_monthly_payment: 129.5,
      escalator_percent: 2.9,
      agreement_term_years: 25,
      end_of_term: 'renew',
      interest_rate_percent: null,
      loan_term_years: null,
      incentive_paydown: null,
      ppa_rate_per_kwh: null,
      buyout_price: null,
    });
    const result = analyzeQuote(projectSettings(settings), proposalInputs(lease)).result;
    expect(result?.financing.method).toBe('lease');
  });

  it('reads a saved lease back, and a saved financing as a loan', () => {
    const payload = toQuotePayload(lease, settings);
    const back = fromQuote({ id: 'q', ...payload });
    expect(back).toMatchObject({
      payment_method: 'lease',
      lease_monthly_payment: '129.5',
      end_of_term: 'renew',
      interest_rate_percent: '',
    });
    expect(fromQuote({ id: 'q', proposal_data: { payment_method: 'financing', incentive_paydown: true } })).toMatchObject({
      payment_method: 'loan',
      incentive_paydown: true,
    });
  });

  it('a PPA with incentives gets the engine’s warning that they are not counted', () => {
    const ppa: QuoteFormValues = {
      ...owned,
      payment_method: 'ppa',
      ppa_rate_per_kwh: '0.11',
      agreement_term_years: '25',
      solar_incentives: '5000',
    };
    const outcome = analyzeQuote(projectSettings(settings), proposalInputs(ppa));
    expect(outcome.warnings.map((w) => w.code)).toContain('INCENTIVES_NOT_COUNTED');
  });
});

class MemoryStorage implements DraftStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

describe('the inverter replacement (issue 23): the form, the payload and the stored figures agree', () => {
  const stringInverter: QuoteFormValues = { ...owned, inverter_type: 'string', inverter_warranty: '10', inverter_replacement_cost: '' };

  it('the panel (the form) and the saved derived values both charge $1,600 (0.20 $/W of 8 kW) in year 11', () => {
    const panel = analyzeQuote(projectSettings(settings), proposalInputs(stringInverter)).result;
    const without = analyzeQuote(projectSettings(settings), proposalInputs(owned)).result;
    expect(panel?.inverterReplacement).toEqual({ year: 11, cost: 1600 });
    const payload = toQuotePayload(stringInverter, settings);
    expect(payload.equipment['inverters']).toMatchObject({ type: 'string', warranty: 10 });
    expect(payload.proposal_data).toMatchObject({ inverter_replacement_cost: null, expected_net_savings: panel?.metrics.netSavings });
    expect(Math.round(((without?.metrics.netSavings ?? 0) - (panel?.metrics.netSavings ?? 0)) * 100)).toBe(160_000);
  });

  it('a lease saves no replacement cost (the owner replaces the inverter)', () => {
    const lease = { ...stringInverter, payment_method: 'lease', lease_monthly_payment: '100', agreement_term_years: '20' } as const;
    expect(toQuotePayload({ ...lease, inverter_replacement_cost: '900' }, settings).proposal_data['inverter_replacement_cost']).toBeNull();
  });
});

describe('the store', () => {
  it('setValues takes stored names (registry names, project columns) and reports the unknown ones', () => {
    const store = createQuoteDraft({ storage: new MemoryStorage() });
    store.init({ project: { id: 'p' } });
    store.setErrors({ loan_term_years: 'Loan term is required for loan financing' });
    const unknown = store.setValues({
      payment_method: 'financing',
      loan_term_years: 25,
      incentive_paydown: 'true',
      panel_brand: 'REC',
      monthly_consumption_kwh: '950',
      om_annual_percent: 0.5,
      mystery: 1,
    });
    const s = store.$quoteDraft.get();
    expect(unknown).toEqual(['mystery']);
    expect(s.form).toMatchObject({ payment_method: 'loan', loan_term_years: '25', incentive_paydown: true, panel_brand: 'REC' });
    expect(s.settings).toMatchObject({ monthly_consumption: 950, om_enabled: true, om_percent: 0.5 });
    expect(s.errors).toEqual({});
  });

  it('reads an older draft whose settings were kept as text', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      draftKey('p', null),
      JSON.stringify({
        v: 1,
        savedAt: 5,
        form: { company_name: 'Old' },
        settings: { monthly_consumption: '1200', om_enabled: true, om_percent: '1' },
      }),
    );
    const store = createQuoteDraft({ storage });
    store.init({ project: { id: 'p' } });
    const s = store.$quoteDraft.get();
    expect(s.recovered).toBe(true);
    expect(s.settings).toMatchObject({ monthly_consumption: 1200, om_enabled: true, om_percent: 1, system_lifetime: 25 });
    expect(s.form.company_name).toBe('Old');
  });
});
