import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../directus/api-error';

/** A failed call as src/directus/ answers it. */
const refused = (message: string) => new ApiError(message, { code: 'refused' });
import type { Project } from '../directus';

const api = vi.hoisted(() => ({ patchProject: vi.fn(), fetchProjects: vi.fn() }));
vi.mock('../directus', async (original) => ({ ...(await original<typeof import('../directus')>()), ...api }));

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

  it('reverts the flag and answers the error when enabling fails (the share menu says "Failed to enable sharing")', async () => {
    const error = refused('Failed to update project');
    api.patchProject.mockResolvedValue({ error });
    const result = await sharing.ensureShared(projects.projectStore('p1').get()!);
    expect(result.error).toBe(error);
    expect(result.data).toBeUndefined();
    expect(projects.projectStore('p1').get()?.shared).toBe(false);
  });

  it('turns sharing off optimistically and back on when that fails', async () => {
    api.patchProject.mockResolvedValueOnce({ data: { id: 'p1', shared: true } });
    await projects.updateProject('p1', { shared: true });
    api.patchProject.mockResolvedValueOnce({ error: refused('x') });
    const result = await sharing.setSharing(projects.projectStore('p1').get()!, false);
    expect(result.error?.message).toBe('x');
    expect(projects.projectStore('p1').get()?.shared).toBe(true);
  });
});

describe('share links', () => {
  it('carry the url in mailto and sms bodies', () => {
    expect(sharing.emailShareHref('https://a.b/shared/quotes/x')).toContain(encodeURIComponent('https://a.b/shared/quotes/x'));
    expect(sharing.textShareHref('https://a.b/shared/quotes/x')).toMatch(/^sms:/);
  });
});
