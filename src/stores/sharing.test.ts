import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '../directus';

const api = vi.hoisted(() => ({ patchProject: vi.fn(), fetchProjects: vi.fn() }));
const toastError = vi.hoisted(() => vi.fn());
vi.mock('../directus', () => api);
vi.mock('sonner', () => ({ toast: { error: toastError } }));

const projects = await import('./projects');
const sharing = await import('./sharing');

const base = { id: 'p1', shared: false, short_UUID: 'AbCdEfGhIjKlMnOpQrStUv', installer: [] } as unknown as Project;

beforeEach(async () => {
  projects.resetProjectsForTests();
  vi.clearAllMocks();
  api.fetchProjects.mockResolvedValue({ data: [base] });
  await projects.loadProjects();
});

describe('links', () => {
  it('build the public and canonical links', () => {
    expect(sharing.sharedUrl('https://atlas.example/', 'abc')).toBe('https://atlas.example/shared/quotes/abc');
    expect(sharing.sharedCanonicalPath('abc')).toBe('/shared/abc');
  });
});

describe('ensureShared', () => {
  it('turns sharing on first and answers the id', async () => {
    api.patchProject.mockImplementation(async (_id, patch) => ({ data: { id: 'p1', ...patch } }));
    const result = await sharing.ensureShared(projects.projectStore('p1').get()!);
    expect(result.data).toBe('AbCdEfGhIjKlMnOpQrStUv');
    expect(api.patchProject).toHaveBeenCalledWith('p1', { shared: true });
    expect(projects.projectStore('p1').get()).toMatchObject({ shared: true });
  });

  it('does nothing when already shared', async () => {
    const result = await sharing.ensureShared({ ...base, shared: true, short_UUID: 'known' });
    expect(result).toEqual({ data: 'known' });
    expect(api.patchProject).not.toHaveBeenCalled();
  });

  it('toasts "Failed to enable sharing" and reverts when enabling fails', async () => {
    api.patchProject.mockResolvedValue({ error: 'Failed to update project' });
    const result = await sharing.ensureShared(projects.projectStore('p1').get()!);
    expect(result.error).toBeDefined();
    expect(toastError).toHaveBeenCalledWith('Failed to enable sharing');
    expect(projects.projectStore('p1').get()?.shared).toBe(false);
  });

  it('only logs when quiet (email and text sharing)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.patchProject.mockResolvedValue({ error: 'x' });
    await sharing.ensureShared(projects.projectStore('p1').get()!, { quiet: true });
    expect(toastError).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
    expect(projects.projectStore('p1').get()?.shared).toBe(false);
    log.mockRestore();
  });
});

describe('share links', () => {
  it('carry the url in mailto and sms bodies', () => {
    expect(sharing.emailShareHref('https://a.b/shared/quotes/x')).toContain(encodeURIComponent('https://a.b/shared/quotes/x'));
    expect(sharing.textShareHref('https://a.b/shared/quotes/x')).toMatch(/^sms:/);
  });
});
