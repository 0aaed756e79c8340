import { atom, computed } from 'nanostores';
import * as api from '../directus';
import type { Result, User } from '../directus';

/**
 * `loading` until the first refresh answers; then `signed-in` or `signed-out`. `expired`: the homeowner was
 * signed in on this page and the server no longer knows the session (it ran out, or they signed out in
 * another tab). The page stays as it is, with everything typed, and `SessionExpiredNotice` asks them to sign
 * in again; once they have (in another tab), the status is `signed-in` again.
 */
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out' | 'expired';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
}

/** The session: who is signed in. Refreshed from the cookie once per page (spec section 4). */
export const $session = atom<SessionState>({ status: 'loading', user: null });
export const $user = computed($session, (s) => s.user);

/** localStorage keys the public site's header reads to show Dashboard/Login without a network call. */
export const SIGNED_IN_KEY = 'atlas:signed-in';
export const USER_KEY = 'atlas:user';

function remember(user: User | null): void {
  try {
    if (user) {
      localStorage.setItem(SIGNED_IN_KEY, '1');
      localStorage.setItem(USER_KEY, JSON.stringify({ first_name: user.first_name, last_name: user.last_name, email: user.email }));
    } else {
      localStorage.removeItem(SIGNED_IN_KEY);
      localStorage.removeItem(USER_KEY);
    }
  } catch {
    // Storage can be unavailable (private mode, blocked); the header then falls back to Login, which is harmless.
  }
}

/**
 * The signed-in user as this tab last read it, so the pages that follow within a short while (dashboard ->
 * project -> quote) need no GET /users/me of their own: the refresh on each page still proves the session.
 * Kept in sessionStorage (this tab only) with the time it was read; used only while the header's hint names
 * the same account (a sign-in as someone else in another tab changes it) and for TAB_USER_MAX_AGE_MS, so
 * limits or a name changed elsewhere show within that time.
 */
export const TAB_USER_KEY = 'atlas:tab-user';
export const TAB_USER_MAX_AGE_MS = 120_000;

function rememberInTab(user: User | null): void {
  try {
    if (user) sessionStorage.setItem(TAB_USER_KEY, JSON.stringify({ user, at: Date.now() }));
    else sessionStorage.removeItem(TAB_USER_KEY);
  } catch {
    // Without storage every page reads /users/me, as before.
  }
}

function tabUser(): User | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(TAB_USER_KEY) ?? 'null') as { user: User; at: number } | null;
    const header = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as { email?: string } | null;
    if (!kept || localStorage.getItem(SIGNED_IN_KEY) !== '1' || header?.email !== kept.user.email) return null;
    return Date.now() - kept.at < TAB_USER_MAX_AGE_MS ? kept.user : null;
  } catch {
    return null;
  }
}

function setUser(user: User | null): void {
  $session.set({ status: user ? 'signed-in' : 'signed-out', user });
  remember(user);
  rememberInTab(user);
}

/**
 * A call found the session gone (src/directus/ confirms it before saying so). The user stays known, so the
 * page keeps rendering what it had; the header's hint is cleared, which is also what lets this page notice
 * a sign-in in another tab (that tab writes the hint again, and the browser tells the others).
 */
function markExpired(): void {
  const { status, user } = $session.get();
  if (status !== 'signed-in') return;
  $session.set({ status: 'expired', user });
  remember(null);
}

api.onSessionExpired(markExpired);

/**
 * Another tab changed the sign-in hint. Set while this page's session has expired: someone signed in there,
 * so check who. Removed while signed in here: that tab signed out or found the session gone, so check too
 * (a page the homeowner is not looking at learns it before their next save fails).
 */
async function otherTabChanged(signedInThere: boolean): Promise<void> {
  const { status, user } = $session.get();
  if (signedInThere ? status !== 'expired' : status !== 'signed-in') return;
  const mine = generation;
  const me = await api.fetchCurrentUser();
  if (mine !== generation) return;
  if (me.error !== undefined) {
    if (me.error.code === 'session-expired') markExpired();
    return;
  }
  // The same homeowner: carry on where they were. Another account: this page shows the first one's data,
  // so it starts again as the account that is signed in now.
  if (me.data.id === user?.id) setUser(me.data);
  else window.location.reload();
}

let watchingOtherTabs = false;

/** Listens, once per page, for sign-ins and sign-outs in this browser's other tabs (the `storage` event). */
function watchOtherTabs(): void {
  if (watchingOtherTabs || typeof window === 'undefined') return;
  watchingOtherTabs = true;
  window.addEventListener('storage', (event: StorageEvent) => {
    // `key` is null when another tab cleared all of this site's storage.
    if (event.key === SIGNED_IN_KEY || event.key === null) void otherTabChanged(event.newValue === '1');
  });
}

let started: Promise<SessionState> | null = null;

/** Whether this browser says someone signed in here (the header's flag). */
export function hinted(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_KEY) === '1';
  } catch {
    return false;
  }
}
/** Bumped by every sign-in and sign-out, so a slower initial check cannot overwrite what came after it. */
let generation = 0;

/**
 * On load: POST /auth/refresh from the cookie, then GET /users/me, unless `reuseTabUser` and this tab read
 * the user moments ago (see TAB_USER_KEY): pages that show only who is signed in (project, quote) pass it;
 * pages that use the user's limits or plan read it fresh. Idempotent per page: every island calling it shares the one attempt. Later refreshes
 * happen 30 s before expiry (the SDK's timer).
 */
export function initSession({
  onlyIfHinted = false,
  reuseTabUser = false,
}: { onlyIfHinted?: boolean; reuseTabUser?: boolean } = {}): Promise<SessionState> {
  // Guest pages (login, signup) skip the refresh when this browser has no sign-in hint: a visitor with no
  // session would only get a 400 from /auth/refresh, and the form works either way.
  if (!started && onlyIfHinted && !hinted()) {
    setUser(null);
    return Promise.resolve($session.get());
  }
  watchOtherTabs();
  started ??= (async () => {
    const mine = generation;
    const restored = await api.restoreSession();
    const kept = restored && reuseTabUser ? tabUser() : null;
    const me = kept ? { data: kept } : restored ? await api.fetchCurrentUser() : null;
    if (mine === generation) setUser(me?.data ?? null);
    return $session.get();
  })();
  return started;
}

/** Signs in (with the one-time code when the account has two-factor authentication); on success the session holds the user. */
export async function login(email: string, password: string, otp?: string): Promise<Result<User>> {
  const result = await api.login(email, password, otp);
  if (result.data) {
    generation += 1;
    started = Promise.resolve({ status: 'signed-in', user: result.data });
    setUser(result.data);
  }
  return result;
}

/** Registers and signs in (the caller records consent and attribution afterwards). */
export async function signup(input: api.SignupInput): Promise<Result<User>> {
  const result = await api.signup(input);
  if (result.data) {
    generation += 1;
    started = Promise.resolve({ status: 'signed-in', user: result.data });
    setUser(result.data);
  }
  return result;
}

/** Signs out: the server session ends (a failure is only logged) and the local state is cleared. */
export async function logout(): Promise<void> {
  await api.logout();
  generation += 1;
  started = Promise.resolve({ status: 'signed-out', user: null });
  setUser(null);
}

/** For tests: forget the page's session attempt. */
export function resetSessionForTests(): void {
  started = null;
  generation += 1;
  $session.set({ status: 'loading', user: null });
}
