import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../directus/api-error';

/** A failed call as src/directus/ answers it. */
const refused = (message: string) => new ApiError(message, { code: 'refused' });

/** The listener the session store gives src/directus/ for "the session is gone". */
const expiry = vi.hoisted(() => ({ report: (): void => undefined }));
const api = vi.hoisted(() => ({
  restoreSession: vi.fn(),
  fetchCurrentUser: vi.fn(),
  login: vi.fn(),
  signup: vi.fn(),
  logout: vi.fn(),
  onSessionExpired: vi.fn((listener: () => void) => {
    expiry.report = listener;
    return () => undefined;
  }),
}));
vi.mock('../directus', async (original) => ({ ...(await original<typeof import('../directus')>()), ...api }));

/** The page, as far as the store uses it: other tabs' `storage` events, and a reload. */
const page = Object.assign(new EventTarget(), { location: { reload: vi.fn() } });
vi.stubGlobal('window', page);

const session = await import('./session');
const user = { id: 'u1', email: 'a@b.c', first_name: 'Ada', last_name: 'L', user_type: null, free_limit: 2, smart_limit: 2, pro_limit: 3 };

const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => void storage.set(k, v),
  removeItem: (k: string) => void storage.delete(k),
});

const tabStorage = new Map<string, string>();
vi.stubGlobal('sessionStorage', {
  getItem: (k: string) => tabStorage.get(k) ?? null,
  setItem: (k: string, v: string) => void tabStorage.set(k, v),
  removeItem: (k: string) => void tabStorage.delete(k),
});

beforeEach(() => {
  session.resetSessionForTests();
  storage.clear();
  tabStorage.clear();
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

  it('reads the user once for the pages that follow in this tab, while the header names the same account', async () => {
    api.restoreSession.mockResolvedValue(true);
    api.fetchCurrentUser.mockResolvedValue({ data: user });
    await session.initSession();
    // The next page of the same tab: the refresh still runs, /users/me does not.
    session.resetSessionForTests();
    await session.initSession({ reuseTabUser: true });
    expect(api.restoreSession).toHaveBeenCalledTimes(2);
    expect(api.fetchCurrentUser).toHaveBeenCalledTimes(1);
    expect(session.$session.get()).toEqual({ status: 'signed-in', user });
    // Another account signed in in another tab: the header names it, so this tab reads who it is.
    storage.set('atlas:user', JSON.stringify({ first_name: 'B', last_name: 'B', email: 'other@b.c' }));
    session.resetSessionForTests();
    await session.initSession({ reuseTabUser: true });
    expect(api.fetchCurrentUser).toHaveBeenCalledTimes(2);
  });

  it('reads the user fresh on pages that do not ask for the tab copy (limits, plan)', async () => {
    api.restoreSession.mockResolvedValue(true);
    api.fetchCurrentUser.mockResolvedValue({ data: user });
    await session.initSession();
    session.resetSessionForTests();
    await session.initSession();
    expect(api.fetchCurrentUser).toHaveBeenCalledTimes(2);
  });

  it('reads the user again once the tab copy is old, or when the refresh fails', async () => {
    api.restoreSession.mockResolvedValue(true);
    api.fetchCurrentUser.mockResolvedValue({ data: user });
    await session.initSession();
    const kept = JSON.parse(tabStorage.get(session.TAB_USER_KEY)!);
    tabStorage.set(session.TAB_USER_KEY, JSON.stringify({ ...kept, at: Date.now() - session.TAB_USER_MAX_AGE_MS - 1 }));
    session.resetSessionForTests();
    await session.initSession({ reuseTabUser: true });
    expect(api.fetchCurrentUser).toHaveBeenCalledTimes(2);
    api.restoreSession.mockResolvedValue(false);
    session.resetSessionForTests();
    await session.initSession({ reuseTabUser: true });
    expect(session.$session.get().status).toBe('signed-out');
    expect(tabStorage.has(session.TAB_USER_KEY)).toBe(false);
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
    api.login.mockResolvedValue({ error: refused('Invalid user credentials.') });
    const result = await session.login('a@b.c', 'bad');
    expect(result.error?.message).toBe('Invalid user credentials.');
    expect(session.$session.get().status).toBe('loading');
  });
});

/** What the browser tells this page when another tab changes the sign-in hint. */
function otherTab(newValue: string | null) {
  page.dispatchEvent(Object.assign(new Event('storage'), { key: session.SIGNED_IN_KEY, newValue }));
}

const expired = new ApiError('Invalid user credentials.', { code: 'session-expired', status: 401 });

describe('an expired session', () => {
  beforeEach(async () => {
    api.restoreSession.mockResolvedValue(false);
    await session.initSession();
    api.login.mockResolvedValue({ data: user });
    await session.login('a@b.c', 'pw');
  });

  it('is marked when a call finds the session gone: the user and the page stay, the header forgets the sign-in', () => {
    expiry.report();
    expect(session.$session.get()).toEqual({ status: 'expired', user });
    expect(storage.has(session.SIGNED_IN_KEY)).toBe(false);
  });

  it('is not reported for a visitor who was never signed in here', async () => {
    await session.logout();
    expiry.report();
    expect(session.$session.get().status).toBe('signed-out');
  });

  it('comes back when the homeowner signs in again in another tab', async () => {
    expiry.report();
    api.fetchCurrentUser.mockResolvedValue({ data: user });
    otherTab('1');
    await vi.waitFor(() => expect(session.$session.get()).toEqual({ status: 'signed-in', user }));
    expect(storage.get(session.SIGNED_IN_KEY)).toBe('1');
  });

  it('starts the page again when another account signed in there', async () => {
    expiry.report();
    api.fetchCurrentUser.mockResolvedValue({ data: { ...user, id: 'u2' } });
    otherTab('1');
    await vi.waitFor(() => expect(page.location.reload).toHaveBeenCalled());
    expect(session.$session.get().status).toBe('expired');
  });

  it('is noticed when another tab signs out, before the next save fails', async () => {
    api.fetchCurrentUser.mockResolvedValue({ error: expired });
    otherTab(null);
    await vi.waitFor(() => expect(session.$session.get()).toEqual({ status: 'expired', user }));
  });

  it('is not assumed when the hint goes but the session is alive', async () => {
    api.fetchCurrentUser.mockResolvedValue({ data: user });
    storage.delete(session.SIGNED_IN_KEY);
    otherTab(null);
    // The check answered: the header's hint is written back, and the page stays signed in.
    await vi.waitFor(() => expect(storage.get(session.SIGNED_IN_KEY)).toBe('1'));
    expect(session.$session.get()).toEqual({ status: 'signed-in', user });
  });
});
