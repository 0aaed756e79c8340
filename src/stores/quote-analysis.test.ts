import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillProjectInputs } from '../finance/bill/setup';

// The engine entry point every figure goes through: counted, not replaced.
const runs = vi.hoisted(() => ({ count: 0 }));
vi.mock('../finance/model', async (original) => {
  const actual = await original<typeof import('../finance/model')>();
  return {
    ...actual,
    runModel: (...args: Parameters<typeof actual.runModel>) => {
      runs.count += 1;
      return actual.runModel(...args);
    },
  };
});

const { atom } = await import('nanostores');
const { ANALYSIS_PAUSE_MS, createQuoteAnalysis, $quoteBillInputs, setQuoteBillInputs } = await import('./quote-analysis');
const { flatTariff } = await import('../finance/bill/tariff');
const { createQuoteDraft, projectSettings, proposalInputs } = await import('./quoteDraft');
const { analyzeQuote, batteryIncrement, quoteSensitivity } = await import('../finance');

const project = {
  id: 'p1',
  wizard_completed: true,
  installer: [],
  monthly_consumption_kwh: 900,
  current_rate_per_kwh: 0.16,
};

function typeInto(draft: ReturnType<typeof createQuoteDraft>, text: string) {
  for (let i = 1; i <= text.length; i += 1) {
    draft.setField('solar_system_cost', text.slice(0, i));
    vi.advanceTimersByTime(50);
  }
}

function openDraft(battery = false) {
  const draft = createQuoteDraft({ storage: null });
  draft.init({ project, mode: 'editor' });
  draft.setField('system_size_kw', '8');
  draft.setField('year1_production_kwh', '11000');
  draft.setField('solar_system_cost', '24000');
  if (battery) {
    draft.setField('battery_included', true);
    draft.setField('battery_cost', '9000');
    draft.setField('battery_capacity_kwh', '13.5');
  }
  return draft;
}

beforeEach(() => {
  vi.useFakeTimers();
  runs.count = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the quote analysis: one debounced store', () => {
  it('before: what the old page and panel ran on every keystroke (analysis, five scenarios, the battery twice)', () => {
    const s = openDraft(true).$quoteDraft.get();
    runs.count = 0;
    analyzeQuote(projectSettings(s.settings), proposalInputs(s.form), { npvEnabled: false });
    quoteSensitivity(projectSettings(s.settings), proposalInputs(s.form));
    batteryIncrement(projectSettings(s.settings), proposalInputs(s.form));
    expect(runs.count).toBe(8);
  });

  it('runs the model 0 times while typing and once per pause', () => {
    const draft = openDraft();
    const $analysis = createQuoteAnalysis({ draft: draft.$quoteDraft, npv: atom(false) });
    const stop = $analysis.listen(() => {});
    expect(runs.count).toBe(1); // opened: at once
    expect($analysis.get()?.outcome.result?.systemCost.total).toBe(24000);

    runs.count = 0;
    typeInto(draft, '30000');
    expect(runs.count).toBe(0);
    expect($analysis.get()?.outcome.result?.systemCost.total).toBe(24000);

    vi.advanceTimersByTime(ANALYSIS_PAUSE_MS);
    expect(runs.count).toBe(1);
    expect($analysis.get()?.outcome.result?.systemCost.total).toBe(30000);

    // A second burst, a second pause: one more run.
    typeInto(draft, '31000');
    vi.advanceTimersByTime(ANALYSIS_PAUSE_MS);
    expect(runs.count).toBe(2);
    stop();
  });

  it('changes that are not inputs (saving, errors, tab) run nothing', () => {
    const draft = openDraft();
    const $analysis = createQuoteAnalysis({ draft: draft.$quoteDraft, npv: atom(false) });
    const stop = $analysis.listen(() => {});
    runs.count = 0;
    draft.setErrors({ company_name: 'Required' });
    draft.$quoteDraft.setKey('saving', true);
    draft.$quoteDraft.setKey('tab', 'system');
    vi.advanceTimersByTime(ANALYSIS_PAUSE_MS * 2);
    expect(runs.count).toBe(0);
    stop();
  });

  it('the NPV switch and "Add New Quote" are answered at once', () => {
    const draft = openDraft();
    const $npv = atom(false);
    const $analysis = createQuoteAnalysis({ draft: draft.$quoteDraft, npv: $npv });
    const stop = $analysis.listen(() => {});
    $npv.set(true);
    expect($analysis.get()?.npvEnabled).toBe(true);
    expect($analysis.get()?.outcome.result?.metrics.npv).toBe(true);
    draft.$quoteDraft.setKey('quoteId', 'q1');
    draft.startNewQuote();
    expect($analysis.get()?.outcome.result).toBeNull();
    stop();
  });

  it('a battery quote adds its own comparison (with and without), still nothing while typing', () => {
    const draft = openDraft(true);
    const $analysis = createQuoteAnalysis({ draft: draft.$quoteDraft, npv: atom(false) });
    const stop = $analysis.listen(() => {});
    expect($analysis.get()?.battery?.netCost).toBe(9000);
    runs.count = 0;
    typeInto(draft, '25000');
    expect(runs.count).toBe(0);
    vi.advanceTimersByTime(ANALYSIS_PAUSE_MS);
    expect(runs.count).toBe(3);
    stop();
  });

  it('runs nothing once nobody listens (after nanostores’ unmount delay)', () => {
    const draft = openDraft();
    const $analysis = createQuoteAnalysis({ draft: draft.$quoteDraft, npv: atom(false) });
    const stop = $analysis.listen(() => {});
    stop();
    vi.advanceTimersByTime(2000);
    runs.count = 0;
    draft.setField('solar_system_cost', '1');
    vi.advanceTimersByTime(ANALYSIS_PAUSE_MS * 10);
    expect(runs.count).toBe(0);
  });

  it('bills the quote under the project’s tariff when the page hands it over, at once and only when it changes', () => {
    const draft = openDraft();
    const $bill = atom<BillProjectInputs | null>(null);
    const $analysis = createQuoteAnalysis({ draft: draft.$quoteDraft, npv: atom(false), bill: $bill });
    const stop = $analysis.listen(() => {});
    expect($analysis.get()?.outcome.result?.bill ?? null).toBeNull();
    runs.count = 0;
    $bill.set({ tariff: flatTariff(0.16), postal_code: '80205', state_province: 'CO' });
    expect(runs.count).toBe(1);
    const bill = $analysis.get()?.outcome.result?.bill;
    // The draft's 900 kWh a month at $0.16: $144.00 a month without solar, $1,728.00 in year 1.
    expect(bill?.before).toBe(1728);
    expect($analysis.get()?.outcome.result?.assumptions.find((a) => a.code === 'SAVINGS_MODEL')?.value).toMatch(
      /^Hour by hour, as Flat rate/,
    );
    stop();
  });

  it('setQuoteBillInputs keeps the store as it is for the same project fields', () => {
    const tariff = flatTariff(0.2);
    setQuoteBillInputs({ tariff, postal_code: '80205', state_province: 'CO' });
    const first = $quoteBillInputs.get();
    setQuoteBillInputs({ tariff, postal_code: '80205', state_province: 'CO' });
    expect($quoteBillInputs.get()).toBe(first);
    setQuoteBillInputs({ tariff: flatTariff(0.2), postal_code: '80205', state_province: 'CO' });
    expect($quoteBillInputs.get()).not.toBe(first);
    setQuoteBillInputs(null);
    expect($quoteBillInputs.get()).toBeNull();
  });
});
