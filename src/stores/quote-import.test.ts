import { describe, expect, it } from 'vitest';
import type { Project, Quote } from '../directus';
import { $projects } from './projects';
import { applyImportedValues, importedBefore, importReviewed, toDraftValues } from './quote-import';
import { proposalInputs } from './quote-draft/mapping';
import { createQuoteDraft, emptySettingsForm, fromQuote, toQuotePayload, type DraftStorage } from './quoteDraft';

// The import's one write into the quote draft: through the draft's own setter, nothing saved, only the
// names given touched, and a value the stored quote refuses today held back.

function draftWith(company = '', email = '') {
  const items = new Map<string, string>();
  const storage: DraftStorage = {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
  const draft = createQuoteDraft({ storage, now: () => 0 });
  draft.init({ project: { id: 'p1', monthly_consumption_kwh: 900, current_rate_per_kwh: 0.15 }, mode: 'wizard' });
  if (company) draft.setField('company_name', company);
  if (email) draft.setField('email', email);
  return draft;
}

describe('applyImportedValues', () => {
  it('fills the named fields as the form holds them and leaves the rest as typed', () => {
    const draft = draftWith('Typed Co', 'typed@example.com');
    const done = applyImportedValues(
      {
        company_name: 'Sunny Day Solar',
        system_size_kw: '13.2',
        battery_included: 'true',
        monitoring_included: 'false',
        payment_method: 'loan',
        interest_rate_percent: '3.99',
      },
      draft,
    );
    const form = draft.$quoteDraft.get().form;
    expect(form).toMatchObject({
      company_name: 'Sunny Day Solar',
      email: 'typed@example.com',
      system_size_kw: '13.2',
      battery_included: true,
      monitoring_included: false,
      payment_method: 'loan',
      interest_rate_percent: '3.99',
    });
    expect(done.applied).toEqual([
      'company_name',
      'system_size_kw',
      'battery_included',
      'monitoring_included',
      'payment_method',
      'interest_rate_percent',
    ]);
    expect(done.unhomed).toEqual([]);
  });

  it('saves nothing: the draft is dirty until the homeowner saves', () => {
    const draft = draftWith();
    expect(draft.$dirty.get()).toBe(false);
    applyImportedValues({ system_size_kw: '8.4' }, draft);
    expect(draft.$dirty.get()).toBe(true);
    expect(draft.$quoteDraft.get().saved.form.system_size_kw).toBe('');
  });

  it('fills the finance fields of a loan: lender, amount, quoted payments and the paydown', () => {
    const draft = draftWith();
    const done = applyImportedValues({ lender_name: 'GoodLeap', quoted_monthly_payment: '278.20', incentive_paydown: 'true' }, draft);
    expect(done.applied).toEqual(['lender_name', 'quoted_monthly_payment', 'incentive_paydown']);
    expect(done.unhomed).toEqual([]);
    expect(draft.$quoteDraft.get().form).toMatchObject({
      lender_name: 'GoodLeap',
      // Numbers are kept as the form writes them (the registry's mapping drops trailing zeros).
      quoted_monthly_payment: '278.2',
      incentive_paydown: true,
    });
  });

  it('takes a lease with its payment, and reports a name the form has no field for', () => {
    const draft = draftWith();
    draft.setField('payment_method', 'loan');
    const done = applyImportedValues({ payment_method: 'lease', lease_monthly_payment: '118.40', no_such_field: '1' }, draft);
    expect(done.held).toEqual([]);
    expect(done.unhomed).toEqual(['no_such_field']);
    expect(draft.$quoteDraft.get().form).toMatchObject({ payment_method: 'lease', lease_monthly_payment: '118.4' });
  });

  it('holds back a payment method the form does not offer, and keeps the typed one', () => {
    const draft = draftWith();
    draft.setField('payment_method', 'loan');
    const done = applyImportedValues({ payment_method: 'barter' }, draft);
    expect(done.held).toEqual(['payment_method']);
    expect(draft.$quoteDraft.get().form.payment_method).toBe('loan');
  });
});

describe('a monthly production table (issues 23, 25)', () => {
  const MONTHS = [612, 748, 1034, 1196, 1362, 1418, 1455, 1380, 1187, 1002, 1015, 741];

  it('reaches the draft as the import writes it and is saved in proposal_data as 12 numbers', () => {
    const draft = draftWith();
    const done = applyImportedValues({ monthly_production_kwh: MONTHS.join(' ') }, draft);
    expect(done).toMatchObject({ applied: ['monthly_production_kwh'], unhomed: [], held: [] });
    const form = draft.$quoteDraft.get().form;
    expect(form.monthly_production_kwh).toBe(MONTHS.join(' '));
    const payload = toQuotePayload(form, emptySettingsForm());
    expect(payload.proposal_data['monthly_production_kwh']).toEqual(MONTHS);
    // The engine's view of the typed quote reads it as saved, and a saved quote opens with it.
    expect((proposalInputs(form) as Record<string, unknown>)['monthly_production_kwh']).toEqual(MONTHS);
    expect(fromQuote({ id: 'q1', proposal_data: { monthly_production_kwh: MONTHS } }).monthly_production_kwh).toBe(MONTHS.join(' '));
  });

  it('is saved as null when cleared, and anything but 12 figures is no table', () => {
    const draft = draftWith();
    applyImportedValues({ monthly_production_kwh: MONTHS.slice(1).join(' ') }, draft);
    expect(draft.$quoteDraft.get().form.monthly_production_kwh).toBe('');
    applyImportedValues({ monthly_production_kwh: MONTHS.join(' ') }, draft);
    draft.setField('monthly_production_kwh', '');
    expect(toQuotePayload(draft.$quoteDraft.get().form, emptySettingsForm()).proposal_data['monthly_production_kwh']).toBeNull();
    expect(fromQuote({ id: 'q1', proposal_data: { monthly_production_kwh: [...MONTHS.slice(1), -1] } }).monthly_production_kwh).toBe('');
  });
});

describe('toDraftValues', () => {
  it('trims text and turns flags into booleans', () => {
    expect(toDraftValues({ panel_brand: ' REC ', battery_included: 'false' })).toEqual({
      values: { panel_brand: 'REC', battery_included: false },
      held: [],
    });
  });
});

describe('a document imported before (issue 22)', () => {
  const FP = `sha256:${'a'.repeat(64)}`;
  function projectWithImported() {
    const quote = (id: string, extra: Partial<Quote> = {}): Quote => ({
      id,
      project_id: 'p1',
      name: id,
      company_name: id,
      status: 'researching',
      sub_status: null,
      email: null,
      phone: null,
      domain: null,
      notes: null,
      archived: false,
      proposal_data: { system_size_kw: 8 },
      ...extra,
    });
    const project = {
      id: 'p1',
      monthly_consumption_kwh: 900,
      current_rate_per_kwh: 0.15,
      installer: [quote('Other Solar'), quote('Sunny Day Solar', { import_fingerprint: FP })],
    } as unknown as Project;
    $projects.set({ status: 'ready', error: null, list: [project] });
    return project;
  }

  it('is found by its fingerprint among the project’s other quotes', () => {
    projectWithImported();
    const draft = draftWith();
    expect(importedBefore(FP, draft)).toEqual({ id: 'Sunny Day Solar', name: 'Sunny Day Solar', archived: false });
    expect(importedBefore(`sha256:${'b'.repeat(64)}`, draft)).toBeNull();
    expect(importedBefore(undefined, draft)).toBeNull();
  });

  it('"Add as a new quote" fills the form and keeps the fingerprint for the save', () => {
    projectWithImported();
    const draft = draftWith();
    importReviewed({ company_name: 'Sunny Day Solar', system_size_kw: '9' }, { fingerprint: FP }, draft);
    expect(draft.$quoteDraft.get()).toMatchObject({ quoteId: null, importFingerprint: FP });
    expect(draft.$quoteDraft.get().form.system_size_kw).toBe('9');
  });

  it('"Update the existing quote" opens that quote and fills it, saving nothing', () => {
    projectWithImported();
    const draft = draftWith('Typed Co');
    importReviewed({ system_size_kw: '9.6' }, { fingerprint: FP, into: 'Sunny Day Solar' }, draft);
    const state = draft.$quoteDraft.get();
    expect(state).toMatchObject({ quoteId: 'Sunny Day Solar', mode: 'editor', importFingerprint: FP });
    expect(state.form).toMatchObject({ company_name: 'Sunny Day Solar', system_size_kw: '9.6' });
    expect(state.saved.form.system_size_kw).toBe('8');
    // The quote the form has open is not "imported before" itself.
    expect(importedBefore(FP, draft)).toBeNull();
  });
});
