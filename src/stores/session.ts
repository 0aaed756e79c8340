import { atom, computed } from 'nanostores';
import * as api from '../directus';
import type { Result, User } from '../directus';

/** `loading` until the first refresh answers; then `signed-in` or `signed-out`. */
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

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

function setUser(user: User | null): void {
  $session.set({ status: user ? 'signed-in' : 'signed-out', user });
  remember(user);
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
 * On load: POST /auth/refresh from the cookie, then GET /users/me. Idempotent per page: every island
 * calling it shares the one attempt. Later refreshes happen 30 s before expiry (the SDK's timer).
 */
export function initSession({ onlyIfHinted = false }: { onlyIfHinted?: boolean } = {}): Promise<SessionState> {
  // Guest pages (login, signup) skip the refresh when this browser has no sign-in hint: a visitor with no
  // session would only get a 400 from /auth/refresh, and the form works either way.
  if (!started && onlyIfHinted && !hinted()) {
    setUser(null);
    return Promise.resolve($session.get());
  }
  started ??= (async () => {
    const mine = generation;
    const restored = await api.restoreSession();
    const me = restored ? await api.fetchCurrentUser() : null;
    if (mine === generation) setUser(me?.data ?? null);
    return $session.get();
  })();
  return started;
}

/** Signs in; on success the session holds the user. */
export async function login(email: string, password: string): Promise<Result<User>> {
  const result = await api.login(email, password);
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
  $session.set({ status: 'loading', user: null });
}
