import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../directus/api-error';
import type { Project, Quote } from '../directus';

const api = vi.hoisted(() => ({
  fetchProjects: vi.fn(),
  fetchProject: vi.fn(),
  insertProject: vi.fn(),
  patchProject: vi.fn(),
  insertQuote: vi.fn(),
  patchQuote: vi.fn(),
  // The quote as the server holds it, read before each update to merge over (none here: nothing to merge).
  fetchQuote: vi.fn(() => Promise.resolve({ data: null })),
  removeQuote: vi.fn(),
}));
vi.mock('../directus', async (original) => ({ ...(await original<typeof import('../directus')>()), ...api }));

const { $quoteSaveFailure, closeQuotePage, deleteOpenQuote, openQuotePage, quotePageUrl, startQuoteForm } = await import('./quote-page');
const { createQuoteDraft } = await import('./quoteDraft');
const projects = await import('./projects');

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const quote = (id: string, extra: Partial<Quote> = {}): Quote => ({
  id,
  project_id: 'p1',
  name: 'Sunny',
  company_name: 'Sunny',
  status: 'researching',
  sub_status: null,
  email: null,
  phone: null,
  domain: null,
  notes: null,
  archived: false,
  proposal_data: { system_size_kw: 8, solar_system_cost: 24000 },
  ...extra,
});

const project = (extra: Partial<Project> = {}): Project => ({
  id: 'p1',
  status: 'active',
  archived: false,
  date_created: null,
  street_address: '1 Main St',
  city: 'Denver',
  state_province: 'CO',
  postal_code: '80202',
  country: 'USA',
  energy_provider: null,
  monthly_consumption_kwh: 900,
  current_rate_per_kwh: 0.15,
  rate_increase_yearly_percent: 3,
  net_metering_rate: null,
  net_metering_increase_yearly_percent: null,
  expected_system_lifetime_years: 25,
  om_annual_percent: 0,
  insurance_annual_percent: 0,
  om_and_insurance_escalation_percent: 0,
  notes: null,
  shared: false,
  short_UUID: null,
  wizard_completed: true,
  installer: [quote('q1')],
  ...extra,
});

beforeEach(() => {
  projects.resetProjectsForTests();
  $quoteSaveFailure.set(null);
  for (const fn of Object.values(api)) fn.mockReset();
});

async function openedDraft(storage = new MemoryStorage()) {
  const draft = createQuoteDraft({ storage, now: () => 1 });
  api.fetchProject.mockResolvedValue({ data: project() });
  await openQuotePage('p1', {}, draft);
  const loaded = projects.projectStore('p1').get();
  if (loaded === undefined) throw new Error('project not loaded');
  expect(startQuoteForm(loaded, { routeQuoteId: 'q1', tab: 'installer' }, draft)).toBe('ready');
  return draft;
}

describe('the quote page path: draft → projects store → src/directus → back', () => {
  it('deleting the open quote removes it from the project and its draft from this browser (issue 22)', async () => {
    const storage = new MemoryStorage();
    const draft = await openedDraft(storage);
    draft.setField('phone', '555-0100');
    expect(storage.items.size).toBe(1);
    api.removeQuote.mockResolvedValueOnce({ error: new ApiError('Failed to delete project quote', { code: 'network' }) });
    expect((await deleteOpenQuote(draft)).error?.code).toBe('network');
    expect(
      projects
        .projectStore('p1')
        .get()
        ?.installer.map((q) => q.id),
    ).toEqual(['q1']);
    expect(draft.$quoteDraft.get().quoteId).toBe('q1');
    api.removeQuote.mockResolvedValueOnce({ data: null });
    expect(await deleteOpenQuote(draft)).toEqual({ data: null });
    expect(api.removeQuote).toHaveBeenLastCalledWith('q1');
    expect(projects.projectStore('p1').get()?.installer).toEqual([]);
    expect(storage.items.size).toBe(0);
    expect(draft.$quoteDraft.get().status).toBe('empty');
  });

  it('saves through the projects store with no binding in the island', async () => {
    const draft = await openedDraft();
    api.patchQuote.mockResolvedValue({ data: quote('q1', { company_name: 'Brighter' }) });
    draft.setField('company_name', 'Brighter');
    const result = await draft.save();
    expect(result).toEqual({ ok: true });
    expect(api.patchQuote).toHaveBeenCalledWith('q1', expect.objectContaining({ company_name: 'Brighter' }));
    expect($quoteSaveFailure.get()).toBeNull();
  });

  it('a refused value reaches the page as the ApiError: code, field and the server’s reason', async () => {
    const draft = await openedDraft();
    const refused = new ApiError('Value has to be less than or equal to "100000".', { code: 'refused', field: 'proposal_data' });
    api.patchQuote.mockResolvedValue({ error: refused });
    draft.setField('company_name', 'Brighter');
    const result = await draft.save();
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toBe(refused);
    expect($quoteSaveFailure.get()).toMatchObject({ code: 'refused', field: 'proposal_data', message: refused.message });
    // What was typed stays.
    expect(draft.$quoteDraft.get().form.company_name).toBe('Brighter');
  });

  it('an expired session reads differently from a refused value, and the next good save clears it', async () => {
    const draft = await openedDraft();
    api.patchQuote.mockResolvedValueOnce({ error: new ApiError('Token expired.', { code: 'session-expired', status: 401 }) });
    draft.setField('notes', 'Call back Monday');
    await draft.save();
    expect($quoteSaveFailure.get()?.code).toBe('session-expired');
    expect(draft.$quoteDraft.get().form.notes).toBe('Call back Monday');
    api.patchQuote.mockResolvedValueOnce({ data: quote('q1', { notes: 'Call back Monday' }) });
    expect(await draft.save()).toEqual({ ok: true });
    expect($quoteSaveFailure.get()).toBeNull();
  });

  it('a quote the project does not have is "missing"; leaving the page empties the form', async () => {
    const draft = await openedDraft();
    const loaded = projects.projectStore('p1').get()!;
    expect(startQuoteForm(loaded, { routeQuoteId: 'nope', tab: 'installer' }, draft)).toBe('missing');
    closeQuotePage(draft);
    expect(draft.$quoteDraft.get().status).toBe('empty');
  });
});

describe('quotePageUrl: the address reopens what the page shows', () => {
  // Issue 22: the wizard saves only at its end, so it needs no quote id to carry on; /new?quote={id} is gone.
  it('an editor quote keeps its id and tab; the wizard is /new, its quote saved or not', () => {
    expect(quotePageUrl('p1', { quoteId: 'q1', mode: 'editor', tab: 'system' })).toBe('/quotes/p1/edit/q1?tab=system');
    expect(quotePageUrl('p1', { quoteId: 'q1', mode: 'wizard', tab: 'installer' })).toBe('/quotes/p1/new');
  });

  it('after "Add New Quote" (no id yet) the address is plain /new: a reload does not reopen the previous quote', async () => {
    const draft = await openedDraft();
    draft.startNewQuote();
    expect(quotePageUrl('p1', draft.$quoteDraft.get(), '?quote=q1&tab=system')).toBe('/quotes/p1/new');
  });

  it('keeps the tester switch', () => {
    expect(quotePageUrl('p1', { quoteId: null, mode: 'wizard', tab: 'installer' }, '?tester=testing')).toBe(
      '/quotes/p1/new?tester=testing',
    );
  });
});
