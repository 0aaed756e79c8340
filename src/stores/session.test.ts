import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ restoreSession: vi.fn(), fetchCurrentUser: vi.fn(), login: vi.fn(), signup: vi.fn(), logout: vi.fn() }));
vi.mock('../directus', () => api);

const session = await import('./session');
const user = { id: 'u1', email: 'a@b.c', first_name: 'Ada', last_name: 'L', user_type: null, free_limit: 2, smart_limit: 2, pro_limit: 3 };

const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => void storage.set(k, v),
  removeItem: (k: string) => void storage.delete(k),
});

beforeEach(() => {
  session.resetSessionForTests();
  storage.clear();
  vi.clearAllMocks();
});

describe('session', () => {
  it('starts loading, then signs in from the refresh cookie and tells the header', async () => {
    api.restoreSession.mockResolvedValue(true);
    api.fetchCurrentUser.mockResolvedValue({ data: user });
    expect(session.$session.get().status).toBe('loading');
    await session.initSession();
    expect(session.$session.get()).toEqual({ status: 'signed-in', user });
    expect(storage.get('atlas:signed-in')).toBe('1');
    expect(JSON.parse(storage.get('atlas:user')!)).toEqual({ first_name: 'Ada', last_name: 'L', email: 'a@b.c' });
  });

  it('is signed out when the refresh fails, and asks only once per page', async () => {
    storage.set('atlas:signed-in', '1');
    api.restoreSession.mockResolvedValue(false);
    await Promise.all([session.initSession(), session.initSession()]);
    expect(api.restoreSession).toHaveBeenCalledTimes(1);
    expect(session.$session.get().status).toBe('signed-out');
    expect(storage.has('atlas:signed-in')).toBe(false);
  });

  it('logs in and out', async () => {
    api.login.mockResolvedValue({ data: user });
    await session.login('a@b.c', 'pw');
    expect(session.$session.get().status).toBe('signed-in');
    await session.logout();
    expect(api.logout).toHaveBeenCalled();
    expect(session.$session.get()).toEqual({ status: 'signed-out', user: null });
    expect(storage.size).toBe(0);
  });

  it('keeps the visitor signed out when login fails', async () => {
    api.login.mockResolvedValue({ error: 'Invalid user credentials.' });
    const result = await session.login('a@b.c', 'bad');
    expect(result.error).toBe('Invalid user credentials.');
    expect(session.$session.get().status).toBe('loading');
  });
});
