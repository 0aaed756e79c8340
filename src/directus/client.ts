import { authentication, createDirectus, rest } from '@directus/sdk';
import type { Schema } from './schema';

/**
 * The browser reaches Directus through the site's own /api proxy (src/pages/api/[...path].ts), so the
 * refresh cookie Directus sets is first-party and CORS stays closed.
 */
export const API_PATH = '/api';

/** Spec section 9: the session is refreshed 30 seconds before the access token expires. */
export const MS_REFRESH_BEFORE_EXPIRES = 30_000;

function apiUrl(): string {
  if (typeof window === 'undefined') throw new Error('The signed-in client runs in the browser only; server code uses serverClient().');
  return new URL(API_PATH, window.location.origin).href;
}

/**
 * Directus's `session` mode: the session token itself is an httpOnly cookie sent with every request.
 * Not `cookie` mode (refresh token in a cookie, access token in memory), because there a refresh rotates
 * the token with no grace period: two refreshes racing with the same cookie (two tabs opened from the
 * dashboard, or a navigation that aborts a refresh in flight) leave the browser holding a token that no
 * longer exists, and the homeowner is signed out. Session mode hands every concurrent refresh the same
 * next token for SESSION_REFRESH_GRACE_PERIOD (10 s). Same calls as the spec's: /auth/login,
 * /auth/refresh and /auth/logout, with a mode.
 */
export const AUTH_MODE = 'session' as const;

function compose(url: string) {
  return createDirectus<Schema>(url)
    .with(rest({ credentials: 'include' }))
    .with(authentication(AUTH_MODE, { credentials: 'include', autoRefresh: true, msRefreshBeforeExpires: MS_REFRESH_BEFORE_EXPIRES }));
}

export type AtlasClient = ReturnType<typeof compose>;

let browserClient: AtlasClient | null = null;

/**
 * The one signed-in client: the session lives in an httpOnly cookie (never readable by scripts) and is
 * refreshed automatically 30 s before it expires. Composed once per page.
 */
export function client(): AtlasClient {
  browserClient ??= compose(apiUrl());
  return browserClient;
}

let anonymousClient: ReturnType<typeof composeAnonymous> | null = null;
function composeAnonymous(url: string) {
  return createDirectus<Schema>(url).with(rest({ credentials: 'include' }));
}

/**
 * A client without authentication for calls a signed-out visitor makes (register, password reset):
 * the authenticated one would first try a refresh that cannot succeed.
 */
export function anonymous() {
  anonymousClient ??= composeAnonymous(apiUrl());
  return anonymousClient;
}

/** A client for server-side code (the shared view): talks to DIRECTUS_URL directly, no session. */
export function serverClient(directusUrl: string) {
  return composeAnonymous(directusUrl);
}
