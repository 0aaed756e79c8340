import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  averageRating,
  createQuoteDraft,
  draftKey,
  emptyQuoteForm,
  emptySettingsForm,
  fromProject,
  fromQuote,
  parseTab,
  toProjectPayload,
  toQuotePayload,
  type DraftStorage,
  type ProjectRecord,
  type QuoteApi,
  type QuotePayload,
} from './quoteDraft';

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

function fakeApi(overrides: Partial<QuoteApi> = {}) {
  const calls: string[] = [];
  const payloads: QuotePayload[] = [];
  const api: QuoteApi = {
    createQuote: vi.fn(async (_projectId: string, payload: QuotePayload) => {
      calls.push('createQuote');
      payloads.push(payload);
      return { id: 'q-new' };
    }),
    updateQuote: vi.fn(async (_projectId: string, _quoteId: string, payload: QuotePayload) => {
      calls.push('updateQuote');
      payloads.push(payload);
    }),
    updateProject: vi.fn(async () => {
      calls.push('updateProject');
    }),
    markWizardDone: vi.fn(async () => {
      calls.push('markWizardDone');
    }),
    ...overrides,
  };
  return { api, calls, payloads };
}

const project: ProjectRecord = {
  id: 'p1',
  wizard_completed: false,
  installer: [],
  monthly_consumption_kwh: 900,
  current_rate_per_kwh: '0.16000',
};

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
});

type Store = ReturnType<typeof createQuoteDraft>;

function setup(apiOverrides: Partial<QuoteApi> = {}) {
  const store = createQuoteDraft({ storage, now: () => 1000 });
  const fake = fakeApi(apiOverrides);
  store.setApi(fake.api);
  return { store, ...fake };
}

describe('payloads (spec §3, §7)', () => {
  it('sends numbers as numbers, empty optional numbers as 0 or null', () => {
    const form = { ...emptyQuoteForm(), company_name: ' Sunny Co ', system_size_kw: '8', solar_system_cost: '24,000' };
    const payload = toQuotePayload(form, emptySettingsForm());
    expect(payload.name).toBe('Sunny Co');
    expect(payload.company_name).toBe('Sunny Co');
    expect(payload.proposal_data).toMatchObject({
      system_size_kw: 8,
      solar_system_cost: 24000,
      other_costs: 0,
      battery_cost: 0,
      annual_degradation_percent: null,
      interest_rate_percent: null,
      loan_term_years: null,
      payment_method: 'cash',
      battery_included: false,
      total_system_cost: 24000,
    });
    expect(payload.email).toBeNull();
  });

  it("names a quote without a company name 'DRAFT: No Company Name Provided'", () => {
    const payload = toQuotePayload({ ...emptyQuoteForm(), system_size_kw: '6' }, emptySettingsForm());
    expect(payload.name).toBe('DRAFT: No Company Name Provided');
    expect(payload.company_name).toBeNull();
  });

  it('stores the derived values the engine computes', () => {
    const settings = { ...emptySettingsForm(), monthly_consumption: 900, current_rate: 0.16 };
    const form = { ...emptyQuoteForm(), company_name: 'A', system_size_kw: '8', solar_system_cost: '24000', year1_production_kwh: '11000' };
    const data = toQuotePayload(form, settings).proposal_data;
    for (const key of [
      'simple_payback',
      'roi_25_year',
      'lifetime_savings',
      'solar_kwh_cost_lcoe',
      'year1_monthly_cashflow',
      'cost_per_watt_before_incentives',
    ]) {
      expect(typeof data[key]).toBe('number');
    }
    expect(data['cost_per_watt_before_incentives']).toBe(3);
  });

  it('Archived sets the archived flag; the installation stage only goes with Installer Chosen', () => {
    const base = { ...emptyQuoteForm(), company_name: 'A', sub_status: 'inspection' };
    expect(toQuotePayload({ ...base, status: 'archived' }, emptySettingsForm())).toMatchObject({ archived: true, sub_status: null });
    expect(toQuotePayload({ ...base, status: 'installer_chosen' }, emptySettingsForm())).toMatchObject({
      archived: false,
      sub_status: 'inspection',
    });
  });

  it('nests equipment and trust, with the average of the three ratings', () => {
    const form = {
      ...emptyQuoteForm(),
      panel_brand: 'REC',
      panel_count: '20',
      monitoring_included: true,
      monitoring_brand: 'Enphase',
      quality_rating: 5,
      value_rating: 4,
      trust_rating: 4,
      trust_points: ['NABCEP', ' '],
    };
    const payload = toQuotePayload(form, emptySettingsForm());
    expect(payload.equipment).toMatchObject({ panels: { brand: 'REC', count: 20 }, monitoring: { included: true, brand: 'Enphase' } });
    expect(payload.trust).toMatchObject({ average_rating: 4.33, trust_points: ['NABCEP'] });
    expect(averageRating({ quality_rating: 0, value_rating: 0, trust_rating: 0 })).toBe(0);
  });

  it('maps the settings form to the project fields; disabled O&M and insurance send 0', () => {
    const settings = {
      ...emptySettingsForm(),
      monthly_consumption: 900,
      current_rate: 0.16,
      om_enabled: false,
      om_percent: 1,
      insurance_enabled: true,
      insurance_percent: 0.5,
      om_escalation: 2,
    };
    expect(toProjectPayload(settings)).toEqual({
      monthly_consumption_kwh: 900,
      current_rate_per_kwh: 0.16,
      rate_increase_yearly_percent: null,
      energy_provider: null,
      net_metering_rate: null,
      net_metering_increase_yearly_percent: null,
      expected_system_lifetime_years: 25,
      om_annual_percent: 0,
      insurance_annual_percent: 0.5,
      om_and_insurance_escalation_percent: 2,
    });
  });

  it('reads saved records back into the form', () => {
    expect(fromProject({ id: 'p', om_annual_percent: '0.5', current_rate_per_kwh: '0.16000' })).toMatchObject({
      om_enabled: true,
      om_percent: 0.5,
      current_rate: 0.16,
      system_lifetime: 25,
      insurance_enabled: false,
    });
    const form = fromQuote({
      id: 'q',
      name: 'DRAFT: No Company Name Provided',
      company_name: null,
      archived: true,
      status: 'quote_received',
      proposal_data: { payment_method: 'financing', system_size_kw: '8.00', loan_term_years: null },
      trust: { quality_rating: 7 },
    });
    expect(form).toMatchObject({
      company_name: '',
      status: 'archived',
      payment_method: 'loan',
      system_size_kw: '8',
      loan_term_years: '',
      quality_rating: 5,
    });
  });

  it('reads the tab query parameter', () => {
    expect(parseTab('equipment')).toBe('equipment');
    expect(parseTab('Financials')).toBe('financials');
    expect(parseTab('nope')).toBe('installer');
    expect(parseTab(null)).toBe('installer');
  });
});

describe('wizard (spec §2)', () => {
  it('opens in wizard mode for a project whose wizard is not done, else the editor', () => {
    const { store } = setup();
    store.init({ project });
    expect(store.$quoteDraft.get()).toMatchObject({ mode: 'wizard', step: 1, furthestStep: 1, firstQuote: true });
    store.init({ project: { ...project, wizard_completed: true, installer: [{ id: 'q0' }] } });
    expect(store.$quoteDraft.get()).toMatchObject({ mode: 'editor', firstQuote: false });
  });

  it('chips go only up to the furthest step reached', async () => {
    const { store } = setup();
    store.init({ project });
    expect(store.goToStep(2)).toBe(false);
    await store.wizardContinue();
    expect(store.$quoteDraft.get().step).toBe(2);
    expect(store.goToStep(1)).toBe(true);
    expect(store.goToStep(2)).toBe(true);
    expect(store.goToStep(3)).toBe(false);
  });

  it('Continue validates the step, with a sentence naming the field, and does not advance', async () => {
    const { store, calls } = setup();
    store.init({ project });
    await store.wizardContinue();
    const outcome = await store.wizardContinue();
    // Issue 22: the spec's pattern read 'company name is required'; the message is a sentence now.
    expect(outcome).toEqual({ kind: 'invalid', errors: { company_name: 'Company name is required' } });
    expect(store.$quoteDraft.get().step).toBe(2);
    expect(calls).toEqual([]);
    store.setField('company_name', 'Sunny');
    expect(store.$quoteDraft.get().errors).toEqual({});
  });

  // Issue 22: Continue saved each step (the quote was created on leaving step 2, while the page said nothing
  // was saved). Now Continue saves nothing, and Save Quote creates the quote, then updates the project.
  it('Continue saves nothing; Save Quote creates the quote, saving quote then project', async () => {
    const { store, calls, payloads } = setup();
    store.init({ project });
    store.setSetting('monthly_consumption', 950);
    store.setField('notes', 'from the fair');
    expect(await store.wizardContinue()).toEqual({ kind: 'advanced', step: 2 });
    store.setField('company_name', 'Sunny Co');
    expect(await store.wizardContinue()).toEqual({ kind: 'advanced', step: 3 });
    store.setField('system_size_kw', '8');
    store.setField('solar_system_cost', '24000');
    expect(await store.wizardContinue()).toEqual({ kind: 'advanced', step: 4 });
    store.previousStep();
    store.previousStep();
    expect(calls).toEqual([]);
    expect(store.$quoteDraft.get().quoteId).toBeNull();
    expect(storage.getItem(draftKey('p1', null))).toContain('Sunny Co');
    store.goToStep(4);
    expect(await store.wizardContinue()).toEqual({ kind: 'completed', firstQuote: true });
    expect(calls).toEqual(['createQuote', 'updateProject', 'markWizardDone']);
    expect(payloads[0]).toMatchObject({ name: 'Sunny Co', notes: 'from the fair' });
    expect(store.$quoteDraft.get().quoteId).toBe('q-new');
    expect(storage.items.size).toBe(0);
  });

  it('a refused value leaves nothing stored (an 80 % loan is not saved as a cash draft)', async () => {
    const { store, calls } = setup();
    store.init({ project });
    store.setField('company_name', 'Sunny');
    store.setField('system_size_kw', '8');
    store.setField('solar_system_cost', '24000');
    for (let i = 0; i < 3; i += 1) await store.wizardContinue();
    store.setField('payment_method', 'loan');
    store.setField('interest_rate_percent', '80');
    expect(await store.wizardContinue()).toEqual({ kind: 'invalid', errors: { interest_rate_percent: 'Must not exceed 50' } });
    expect(await store.saveDraft()).toEqual({ ok: false, errors: { interest_rate_percent: 'Must not exceed 50' } });
    expect(calls).toEqual([]);
  });

  it('the Property step asks for the monthly consumption and the current rate', async () => {
    const { store, calls } = setup();
    store.init({ project: { id: 'p2', wizard_completed: false, installer: [] } });
    expect(await store.wizardContinue()).toEqual({
      kind: 'invalid',
      errors: { monthly_consumption: 'Monthly consumption is required', current_rate: 'Current rate is required' },
    });
    store.setSetting('monthly_consumption', 900);
    store.setSetting('current_rate', 0.16);
    expect(await store.wizardContinue()).toEqual({ kind: 'advanced', step: 2 });
    expect(calls).toEqual([]);
  });

  it('Save Quote checks every step again and names a field of a step already passed', async () => {
    const { store, calls } = setup();
    store.init({ project });
    store.setField('company_name', 'Sunny');
    store.setField('system_size_kw', '8');
    store.setField('solar_system_cost', '24000');
    for (let i = 0; i < 3; i += 1) await store.wizardContinue();
    // As an import or the step chips might: a step passed loses its value, and a field no step shows is out of bounds.
    store.setField('company_name', '');
    store.setField('panel_count', '200000');
    const outcome = await store.wizardContinue();
    expect(outcome.kind).toBe('invalid');
    expect(Object.keys(outcome.kind === 'invalid' ? outcome.errors : {})).toEqual(['company_name', 'panel_count']);
    expect(store.$quoteDraft.get().step).toBe(4);
    expect(calls).toEqual([]);
  });

  it('Save and Return to Project saves a draft without its required fields', async () => {
    const { store, calls, payloads } = setup();
    store.init({ project });
    store.setField('phone', '303 555 0100');
    expect(await store.saveDraft()).toEqual({ ok: true });
    expect(calls).toEqual(['createQuote']);
    expect(payloads[0]?.name).toBe('DRAFT: No Company Name Provided');
  });

  it('does not save when nothing changed', async () => {
    const { store, calls } = setup();
    store.init({ project });
    await store.wizardContinue();
    expect(calls).toEqual([]);
  });

  it('asks about the net metering rate when leaving System with a net excess and no rate', async () => {
    const { store } = setup();
    store.init({ project });
    store.setField('company_name', 'Sunny');
    await store.wizardContinue();
    await store.wizardContinue();
    store.setField('system_size_kw', '8');
    store.setField('solar_system_cost', '24000');
    store.setField('monthly_net_excess_kwh', '100');
    expect(await store.wizardContinue()).toEqual({ kind: 'net-metering' });
    expect(await store.wizardContinue({ assumeNetMetering: true })).toEqual({ kind: 'advanced', step: 4 });
  });

  it('a failed Save Quote does not complete and keeps the draft', async () => {
    const { store } = setup({
      updateProject: async () => {
        throw new Error('offline');
      },
    });
    store.init({ project });
    store.setSetting('current_rate', 0.2);
    store.setField('company_name', 'Sunny');
    store.setField('system_size_kw', '8');
    store.setField('solar_system_cost', '24000');
    for (let i = 0; i < 3; i += 1) await store.wizardContinue();
    const outcome = await store.wizardContinue();
    expect(outcome.kind).toBe('save-failed');
    expect(store.$quoteDraft.get().step).toBe(4);
    expect(storage.getItem(draftKey('p1', 'q-new'))).toContain('"current_rate":0.2');
  });

  it('the last step saves, then marks the wizard done', async () => {
    const { store, calls } = setup();
    store.init({ project });
    store.goToStep(1);
    store.setField('company_name', 'Sunny');
    store.setField('system_size_kw', '8');
    store.setField('solar_system_cost', '24000');
    for (let i = 0; i < 3; i += 1) await store.wizardContinue();
    store.setField('payment_method', 'loan');
    expect(await store.wizardContinue()).toEqual({ kind: 'completed', firstQuote: true });
    // One save, at the end (the step saves of before issue 22 created the quote, then updated it).
    expect(calls).toEqual(['createQuote', 'markWizardDone']);
  });

  it('Add New Quote resets to an empty quote on the Installer step', async () => {
    const { store } = setup();
    store.init({ project });
    store.setField('company_name', 'Sunny');
    await store.save();
    store.startNewQuote();
    expect(store.$quoteDraft.get()).toMatchObject({ quoteId: null, step: 2, furthestStep: 2, mode: 'wizard', firstQuote: false });
    expect(store.$quoteDraft.get().form.company_name).toBe('');
    expect(store.$dirty.get()).toBe(false);
  });

  it('a new quote’s wizard stays a wizard after a reload, also once the project’s wizard is done', async () => {
    const done = { ...project, wizard_completed: true, installer: [{ id: 'q0', company_name: 'First' }] };
    const first = setup().store;
    first.init({ project: done });
    expect(first.$quoteDraft.get().mode).toBe('editor');
    first.startNewQuote();
    first.setField('company_name', 'Second Solar');
    await first.wizardContinue();
    const reopened = setup().store;
    reopened.init({ project: done });
    expect(reopened.$quoteDraft.get()).toMatchObject({ mode: 'wizard', step: 3, recovered: true });
    reopened.discardRecovered();
    expect(reopened.$quoteDraft.get()).toMatchObject({ mode: 'wizard', step: 1, furthestStep: 1 });
    expect(reopened.$quoteDraft.get().form.company_name).toBe('');
  });
});

describe('editor (spec §2, §5)', () => {
  const quote = {
    id: 'q1',
    company_name: 'Sunny',
    status: 'quote_received',
    proposal_data: { system_size_kw: 8, solar_system_cost: 24000, payment_method: 'cash' },
  };
  const done = { ...project, wizard_completed: true, installer: [quote] };

  it('detects unsaved changes against the last saved snapshot', async () => {
    const { store } = setup();
    store.init({ project: done, quote });
    expect(store.$dirty.get()).toBe(false);
    store.setField('notes', 'x');
    expect(store.$dirty.get()).toBe(true);
    store.setField('notes', '');
    expect(store.$dirty.get()).toBe(false);
    store.setField('notes', 'call back');
    await store.save();
    expect(store.$dirty.get()).toBe(false);
  });

  // Each kind of value the form and the settings hold: a change is unsaved, the change undone is not.
  it.each([
    ['text', (s: Store) => s.setField('notes', 'x'), (s: Store) => s.setField('notes', '')],
    ['choice', (s: Store) => s.setField('payment_method', 'loan'), (s: Store) => s.setField('payment_method', 'cash')],
    ['flag', (s: Store) => s.setField('battery_included', true), (s: Store) => s.setField('battery_included', false)],
    ['rating', (s: Store) => s.setField('quality_rating', 4), (s: Store) => s.setField('quality_rating', 0)],
    ['list', (s: Store) => s.setField('trust_points', ['Local']), (s: Store) => s.setField('trust_points', [])],
    ['setting number', (s: Store) => s.setSetting('monthly_consumption', 1200), (s: Store) => s.setSetting('monthly_consumption', 900)],
    ['setting emptied', (s: Store) => s.setSetting('monthly_consumption', null), (s: Store) => s.setSetting('monthly_consumption', 900)],
    ['setting flag', (s: Store) => s.setSetting('om_enabled', true), (s: Store) => s.setSetting('om_enabled', false)],
    ['setting text', (s: Store) => s.setSetting('energy_provider', 'PG&E'), (s: Store) => s.setSetting('energy_provider', '')],
  ])('an edited %s is an unsaved change until it is undone', (_kind, edit, undo) => {
    const { store } = setup();
    store.init({ project: done, quote });
    expect(store.$dirty.get()).toBe(false);
    edit(store);
    expect(store.$dirty.get()).toBe(true);
    undo(store);
    expect(store.$dirty.get()).toBe(false);
  });

  it('does not offer a stored draft that equals the saved quote as recovered', () => {
    const first = setup().store;
    first.init({ project: done, quote });
    const { form, settings } = first.$quoteDraft.get().saved;
    // As the browser keeps it: through JSON.
    storage.setItem(draftKey('p1', 'q1'), JSON.stringify({ v: 1, savedAt: 5, form, settings, step: 2, furthestStep: 2 }));
    const reopened = setup().store;
    reopened.init({ project: done, quote });
    expect(reopened.$quoteDraft.get().recovered).toBe(false);
    expect(reopened.$dirty.get()).toBe(false);
  });

  it('Continue validates the tab, moves on and saves in the background', async () => {
    const { store, calls } = setup();
    store.init({ project: done, quote, tab: 'financials' });
    store.setField('payment_method', 'loan');
    const blocked = store.editorContinue();
    expect(blocked).toEqual({
      moved: false,
      errors: {
        down_payment: 'Down payment is required for loan financing',
        interest_rate_percent: 'Interest rate is required for loan financing',
        loan_term_years: 'Loan term is required for loan financing',
      },
    });
    store.setField('down_payment', '0');
    store.setField('interest_rate_percent', '0');
    store.setField('loan_term_years', '20');
    const moved = store.editorContinue();
    expect(moved.moved).toBe(true);
    expect(store.$quoteDraft.get().tab).toBe('equipment');
    if (moved.moved) expect(await moved.save).toEqual({ ok: true });
    expect(calls).toEqual(['updateQuote']);
  });

  it('a new quote in the editor is created by Save and Go Back, never by Continue in the background', async () => {
    const { store, calls } = setup();
    store.init({ project: done, mode: 'editor' });
    store.setField('company_name', 'Sunny');
    const moved = store.editorContinue();
    expect(moved.moved).toBe(true);
    if (moved.moved) expect(await moved.save).toEqual({ ok: true });
    expect(calls).toEqual([]);
    expect(await store.saveAll()).toEqual({ ok: true });
    expect(calls).toEqual(['createQuote']);
  });

  it('changing tab saves in the background in edit mode', async () => {
    const { store, calls } = setup();
    store.init({ project: done, quote });
    store.setField('email', 'a@b.co');
    expect(await store.selectTab('system')).toEqual({ ok: true });
    expect(calls).toEqual(['updateQuote']);
  });

  it('a background save never sends a quote that fails the editor’s rules; the draft keeps it', async () => {
    const { store, calls } = setup();
    store.init({ project: done, quote });
    store.setField('company_name', '');
    expect(store.selectTab('system')).toBeNull();
    expect(calls).toEqual([]);
    expect(JSON.parse(storage.getItem(draftKey('p1', 'q1')) ?? '{}').form.company_name).toBe('');
  });

  it('Save and Go Back shows every editor message', async () => {
    const { store } = setup();
    store.init({ project: done, quote });
    store.setField('company_name', ' ');
    store.setField('yearly_benefits', '500');
    store.setField('monitoring_included', true);
    store.setField('battery_included', true);
    const result = await store.saveAll();
    expect(result).toEqual({
      ok: false,
      errors: {
        company_name: 'Company name is required',
        benefit_duration_years: 'Benefit duration is required when yearly benefits is filled',
        monitoring_brand: 'Monitoring brand is required when monitoring is enabled',
        battery_cost: 'Battery cost is required when battery is included',
      },
    });
  });

  it('a failed save sets the form-level error and keeps the draft', async () => {
    const { store } = setup({
      updateQuote: async () => {
        throw new Error('offline');
      },
    });
    store.init({ project: done, quote });
    store.setField('notes', 'keep me');
    const result = await store.saveAll();
    expect(result.ok).toBe(false);
    expect(store.$quoteDraft.get().formError).toBe('Failed to save quote');
    expect(store.$dirty.get()).toBe(true);
    expect(JSON.parse(storage.getItem(draftKey('p1', 'q1')) ?? '{}').form.notes).toBe('keep me');
  });

  it('saves one after another: an update never overtakes the create', async () => {
    const order: string[] = [];
    let release: (() => void) | null = null;
    const { store } = setup({
      createQuote: () =>
        new Promise((resolve) => {
          release = () => {
            order.push('created');
            resolve({ id: 'q9' });
          };
        }),
      updateQuote: async (_p, id) => {
        order.push(`update ${id}`);
      },
    });
    store.init({ project: done, mode: 'editor' });
    store.setField('company_name', 'A');
    const first = store.save();
    await vi.waitFor(() => expect(release).not.toBeNull());
    store.setField('company_name', 'AB');
    const second = store.save();
    (release as unknown as () => void)();
    await Promise.all([first, second]);
    expect(order).toEqual(['created', 'update q9']);
  });
});

describe('bounds shared with the calculator, and the email format', () => {
  it('stops numbers the server would refuse, with the calculator’s messages', async () => {
    const { store, calls } = setup();
    store.init({ project });
    await store.wizardContinue();
    store.setField('company_name', 'Sunny');
    store.setField('email', 'not-an-email');
    expect(await store.wizardContinue()).toEqual({ kind: 'invalid', errors: { email: 'Please enter a valid email' } });
    store.setField('email', 'sales@sunny.example');
    await store.wizardContinue();
    store.setField('system_size_kw', '8');
    store.setField('solar_system_cost', '24000');
    store.setField('other_costs', '150000');
    store.setField('monthly_net_excess_kwh', '20000');
    expect(await store.wizardContinue()).toEqual({
      kind: 'invalid',
      errors: { other_costs: 'Must not exceed 100,000', monthly_net_excess_kwh: 'Must not exceed 10,000' },
    });
    // Issue 22: the wizard saves nothing before Save Quote (it created the quote on leaving step 2).
    expect(calls).toEqual([]);
  });

  it('the editor checks incentives against the cost they reduce, and skips switched-off sections', async () => {
    const { store } = setup();
    store.init({ project: { ...project, wizard_completed: true } });
    store.setField('company_name', 'Sunny');
    store.setField('solar_system_cost', '20000');
    store.setField('solar_incentives', '25000');
    store.setField('battery_cost', '9999999');
    store.setField('interest_rate_percent', '80');
    expect(store.editorContinue()).toEqual({ moved: true, save: expect.any(Promise) });
    expect(await store.saveAll()).toEqual({ ok: false, errors: { solar_incentives: 'Must not exceed 20,000' } });
  });
});

describe('nothing typed is lost', () => {
  const quote = { id: 'q1', company_name: 'Sunny', proposal_data: { system_size_kw: 8 } };
  const done = { ...project, wizard_completed: true, installer: [quote] };

  it('keeps every change in the browser until the server confirms it', async () => {
    const { store } = setup();
    store.init({ project: done, quote });
    expect(storage.items.size).toBe(0);
    store.setField('phone', '555-0100');
    expect(storage.getItem(draftKey('p1', 'q1'))).toContain('555-0100');
    await store.save();
    expect(storage.items.size).toBe(0);
  });

  it('brings back what was typed after a closed tab, flagged as recovered', () => {
    const first = setup().store;
    first.init({ project: done, quote });
    first.setField('phone', '555-0100');
    first.setSetting('current_rate', 0.21);
    const reopened = setup().store;
    reopened.init({ project: done, quote });
    const state = reopened.$quoteDraft.get();
    expect(state).toMatchObject({ recovered: true, recoveredAt: 1000 });
    expect(state.form.phone).toBe('555-0100');
    expect(state.settings.current_rate).toBe(0.21);
    expect(reopened.$dirty.get()).toBe(true);
  });

  it('brings back a wizard draft with its step, and discarding returns to the saved quote', async () => {
    const first = setup().store;
    first.init({ project });
    first.setSetting('monthly_consumption', 1200);
    await first.wizardContinue();
    const reopened = setup().store;
    reopened.init({ project });
    expect(reopened.$quoteDraft.get()).toMatchObject({ recovered: true, step: 2 });
    expect(reopened.$quoteDraft.get().settings.monthly_consumption).toBe(1200);
    reopened.discardRecovered();
    expect(reopened.$quoteDraft.get().settings.monthly_consumption).toBe(900);
    expect(reopened.$quoteDraft.get().step).toBe(1);
    expect(storage.items.size).toBe(0);
  });

  it('moves a new quote’s draft to the quote’s own key once it is created', async () => {
    const { store } = setup({
      updateProject: async () => {
        throw new Error('offline');
      },
    });
    store.init({ project });
    store.setField('company_name', 'Sunny');
    store.setSetting('current_rate', 0.3);
    await store.save();
    expect(storage.getItem(draftKey('p1', null))).toBeNull();
    expect(storage.getItem(draftKey('p1', 'q-new'))).toContain('"current_rate":0.3');
  });

  it('an imported document’s fingerprint is saved with the quote once, and kept in the draft until then', async () => {
    const { store, payloads } = setup();
    store.init({ project: done, quote });
    store.setImportFingerprint('sha256:abc');
    expect(store.$dirty.get()).toBe(true);
    expect(storage.getItem(draftKey('p1', 'q1'))).toContain('"fingerprint":"sha256:abc"');
    const reopened = setup();
    reopened.store.init({ project: done, quote });
    expect(reopened.store.$quoteDraft.get()).toMatchObject({ recovered: true, importFingerprint: 'sha256:abc' });
    await store.save();
    expect(payloads.at(-1)?.import_fingerprint).toBe('sha256:abc');
    expect(store.$quoteDraft.get().importFingerprint).toBeNull();
    store.setField('phone', '555-0100');
    await store.save();
    expect(payloads.at(-1)).not.toHaveProperty('import_fingerprint');
  });

  it('opening another quote for an update keeps the settings as typed and drops the new quote’s draft', () => {
    const { store } = setup();
    store.init({ project: done });
    store.setField('company_name', 'New one');
    store.setSetting('current_rate', 0.22);
    expect(storage.getItem(draftKey('p1', null))).not.toBeNull();
    store.openQuote(done, quote);
    const state = store.$quoteDraft.get();
    expect(state).toMatchObject({ quoteId: 'q1', mode: 'editor', tab: 'installer' });
    expect(state.form.company_name).toBe('Sunny');
    expect(state.settings.current_rate).toBe(0.22);
    expect(state.saved.settings.current_rate).toBe(0.16);
    expect(storage.getItem(draftKey('p1', null))).toBeNull();
  });

  it('ignores a corrupt draft', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storage.setItem(draftKey('p1', null), '{not json');
    const { store } = setup();
    store.init({ project });
    expect(store.$quoteDraft.get().recovered).toBe(false);
  });

  it('keeps working when storage is unavailable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken: DraftStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = createQuoteDraft({ storage: broken });
    store.setApi(fakeApi().api);
    store.init({ project });
    store.setField('company_name', 'Sunny');
    expect(await store.save()).toEqual({ ok: true });
  });
});
