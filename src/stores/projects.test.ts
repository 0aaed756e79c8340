import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../directus/api-error';

/** A failed call as src/directus/ answers it. */
const refused = (message: string) => new ApiError(message, { code: 'refused' });
import type { Project, Quote } from '../directus';

const api = vi.hoisted(() => ({
  fetchProjects: vi.fn(),
  fetchProject: vi.fn(),
  insertProject: vi.fn(),
  patchProject: vi.fn(),
  insertQuote: vi.fn(),
  patchQuote: vi.fn(),
  removeQuote: vi.fn(),
}));
vi.mock('../directus', async (original) => ({ ...(await original<typeof import('../directus')>()), ...api }));

const store = await import('./projects');

function project(id: string, extra: Partial<Project> = {}): Project {
  return {
    id,
    status: 'active',
    archived: false,
    date_created: null,
    street_address: '1 Main St',
    city: 'Denver',
    state_province: 'CO',
    postal_code: '80202',
    country: 'USA',
    energy_provider: 'Xcel',
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
    wizard_completed: false,
    installer: [],
    ...extra,
  };
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
  proposal_data: null,
  ...extra,
});

/** A promise the test settles by hand, to look at the optimistic state in between. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  store.resetProjectsForTests();
  vi.clearAllMocks();
});

describe('loading', () => {
  it('fills the list and marks it ready', async () => {
    api.fetchProjects.mockResolvedValue({ data: [project('p1'), project('p2')] });
    const pending = store.loadProjects();
    expect(store.$projects.get().status).toBe('loading');
    await pending;
    expect(store.$projects.get()).toMatchObject({ status: 'ready', error: null });
    expect(store.$projects.get().list.map((p) => p.id)).toEqual(['p1', 'p2']);
  });

  it('keeps the error text for the dashboard', async () => {
    api.fetchProjects.mockResolvedValue({ error: refused('Failed to get user projects') });
    await store.loadProjects();
    expect(store.$projects.get()).toMatchObject({ status: 'error', error: { message: 'Failed to get user projects' } });
  });

  it('reports a project the user cannot see as missing', async () => {
    api.fetchProject.mockResolvedValue({ data: null });
    await store.loadProject('other');
    expect(store.$projectLoads.get()['other']).toEqual({ status: 'missing' });
  });

  it('puts a single loaded project in the list', async () => {
    api.fetchProject.mockResolvedValue({ data: project('p9') });
    await store.loadProject('p9');
    expect(store.projectStore('p9').get()?.id).toBe('p9');
    expect(store.$projectLoads.get()['p9']).toEqual({ status: 'ready' });
  });
});

describe('optimistic project updates', () => {
  beforeEach(async () => {
    api.fetchProjects.mockResolvedValue({ data: [project('p1'), project('p2')] });
    await store.loadProjects();
  });

  it('shows the change at once and keeps it on success', async () => {
    const d = deferred<unknown>();
    api.patchProject.mockReturnValue(d.promise);
    const pending = store.updateProject('p1', { monthly_consumption_kwh: 1200 });
    expect(store.projectStore('p1').get()?.monthly_consumption_kwh).toBe(1200);
    d.resolve({ data: { id: 'p1' } });
    await pending;
    expect(store.projectStore('p1').get()?.monthly_consumption_kwh).toBe(1200);
  });

  it('rolls back only the changed fields on failure and answers the error unchanged, for the island to show', async () => {
    const error = refused('Failed to update project');
    api.patchProject.mockResolvedValue({ error });
    const result = await store.updateProject('p1', { monthly_consumption_kwh: 1200, energy_provider: 'Other' });
    expect(result.error).toBe(error);
    expect(result.error?.message).toBe('Failed to update project');
    expect(result.data).toBeUndefined();
    expect(store.projectStore('p1').get()).toMatchObject({ monthly_consumption_kwh: 900, energy_provider: 'Xcel' });
  });

  it('rolls back a failed archive and keeps the kind of failure (an expired session reads differently)', async () => {
    const expired = new ApiError("You don't have permission to access this.", { code: 'session-expired', status: 403 });
    api.patchProject.mockResolvedValue({ error: expired });
    const result = await store.archiveProject('p2');
    expect(result.error?.code).toBe('session-expired');
    expect(store.projectStore('p2').get()?.archived).toBe(false);
    expect((await store.markWizardDone('p1')).error).toBe(expired);
    expect(store.projectStore('p1').get()?.wizard_completed).toBe(false);
  });

  it('archives and restores', async () => {
    api.patchProject.mockResolvedValue({ data: { id: 'p1' } });
    await store.archiveProject('p1');
    expect(store.projectStore('p1').get()?.archived).toBe(true);
    await store.restoreProject('p1');
    expect(store.projectStore('p1').get()?.archived).toBe(false);
    expect(api.patchProject).toHaveBeenLastCalledWith('p1', { archived: false });
  });

  it('takes fields the server decided (a generated share id)', async () => {
    api.patchProject.mockResolvedValue({ data: { id: 'p1', shared: true, short_UUID: 'server-id' } });
    await store.updateProject('p1', { shared: true });
    expect(store.projectStore('p1').get()).toMatchObject({ shared: true, short_UUID: 'server-id' });
  });
});

describe('optimistic quotes', () => {
  beforeEach(async () => {
    api.fetchProjects.mockResolvedValue({ data: [project('p1', { installer: [quote('q1'), quote('q2', { archived: true })] })] });
    await store.loadProjects();
  });

  it('splits active and archived quotes', () => {
    const p = store.projectStore('p1').get();
    expect(store.activeQuotes(p).map((q) => q.id)).toEqual(['q1']);
    expect(store.archivedQuotes(p).map((q) => q.id)).toEqual(['q2']);
  });

  it('adds a new quote under a temporary id, then swaps in the server id', async () => {
    const d = deferred<unknown>();
    api.insertQuote.mockReturnValue(d.promise);
    const pending = store.createQuote('p1', { company_name: 'Bright' });
    const during = store.projectStore('p1').get()!.installer;
    expect(during).toHaveLength(3);
    expect(store.isTempId(during[2]!.id)).toBe(true);
    expect(during[2]).toMatchObject({ company_name: 'Bright', project_id: 'p1' });
    d.resolve({ data: quote('q3', { company_name: 'Bright' }) });
    const result = await pending;
    expect(result.data?.id).toBe('q3');
    const after = store.projectStore('p1').get()!.installer;
    expect(after.map((q) => q.id)).toEqual(['q1', 'q2', 'q3']);
  });

  it('removes the temporary quote when creating fails', async () => {
    api.insertQuote.mockResolvedValue({ error: refused('Failed to create project quote') });
    const result = await store.createQuote('p1', { company_name: 'Bright' });
    expect(result.error?.message).toBe('Failed to create project quote');
    expect(
      store
        .projectStore('p1')
        .get()!
        .installer.map((q) => q.id),
    ).toEqual(['q1', 'q2']);
  });

  it('archives and restores quotes, rolling back on failure', async () => {
    api.patchQuote.mockResolvedValueOnce({ data: quote('q1', { archived: true }) });
    await store.archiveQuote('p1', 'q1');
    expect(store.activeQuotes(store.projectStore('p1').get())).toHaveLength(0);
    api.patchQuote.mockResolvedValueOnce({ error: refused('nope') });
    const failed = await store.restoreQuote('p1', 'q2');
    expect(failed.error?.message).toBe('nope');
    expect(store.archivedQuotes(store.projectStore('p1').get()).map((q) => q.id)).toEqual(['q1', 'q2']);
  });

  it('deletes a quote at once, and puts it back in its place when the server refuses', async () => {
    const d = deferred<unknown>();
    api.removeQuote.mockReturnValueOnce(d.promise);
    const pending = store.deleteQuote('p1', 'q1');
    expect(
      store
        .projectStore('p1')
        .get()!
        .installer.map((q) => q.id),
    ).toEqual(['q2']);
    d.resolve({ data: null });
    expect((await pending).error).toBeUndefined();
    expect(api.removeQuote).toHaveBeenCalledWith('q1');
    api.removeQuote.mockResolvedValueOnce({ error: refused('Failed to delete project quote') });
    const failed = await store.deleteQuote('p1', 'q2');
    expect(failed.error?.message).toBe('Failed to delete project quote');
    expect(
      store
        .projectStore('p1')
        .get()!
        .installer.map((q) => q.id),
    ).toEqual(['q2']);
  });
});

describe('restoring a quote archived through the editor’s status field', () => {
  beforeEach(async () => {
    api.fetchProjects.mockResolvedValue({
      data: [
        project('p1', {
          installer: [quote('q1', { archived: true, status: 'archived' }), quote('q2', { archived: true, status: 'quote_received' })],
        }),
      ],
    });
    await store.loadProjects();
    api.patchQuote.mockReset();
  });

  it('makes it active: archived false and the status no longer Archived, so the next edit does not archive it again', async () => {
    api.patchQuote.mockResolvedValueOnce({ data: quote('q1', { archived: false, status: store.RESTORED_QUOTE_STATUS }) });
    await store.restoreQuote('p1', 'q1');
    expect(api.patchQuote).toHaveBeenCalledWith('q1', { archived: false, status: 'researching' });
    const restored = store
      .projectStore('p1')
      .get()!
      .installer.find((q) => q.id === 'q1');
    expect(restored).toMatchObject({ archived: false, status: 'researching' });
  });

  it('keeps any other status as it was', async () => {
    api.patchQuote.mockResolvedValueOnce({ data: quote('q2', { archived: false, status: 'quote_received' }) });
    await store.restoreQuote('p1', 'q2');
    expect(api.patchQuote).toHaveBeenCalledWith('q2', { archived: false });
  });
});
