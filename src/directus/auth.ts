import { passwordRequest, passwordReset, readMe, registerUser, updateUser } from '@directus/sdk';
import { ApiError } from './api-error';
import { call, callWithoutSession, type Result } from './call';
import { anonymous, AUTH_MODE, client } from './client';
import { FALLBACK } from './errors';
import { DEFAULT_USER_LIMITS, type AtlasUserFields, type User } from './schema';

const USER_FIELDS = ['id', 'email', 'first_name', 'last_name', 'user_type'] as const;

function toUser(raw: Record<string, unknown>): User {
  const num = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
  const str = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    id: String(raw['id']),
    email: str(raw['email']) ?? '',
    first_name: str(raw['first_name']),
    last_name: str(raw['last_name']),
    user_type: str(raw['user_type']),
    free_limit: num(raw['free_limit'], DEFAULT_USER_LIMITS.free_limit),
    smart_limit: num(raw['smart_limit'], DEFAULT_USER_LIMITS.smart_limit),
    pro_limit: num(raw['pro_limit'], DEFAULT_USER_LIMITS.pro_limit),
  };
}

/** GET /users/me with the spec's fields. */
export function fetchCurrentUser(): Promise<Result<User>> {
  return call('read current user', FALLBACK.authRequired, async (directus) =>
    toUser(await directus.request(readMe({ fields: [...USER_FIELDS] }))),
  );
}

/**
 * POST /auth/refresh: restores the session from its cookie. Fails quietly for a
 * visitor who is not signed in; that is the normal signed-out case, not an error worth logging.
 */
export async function restoreSession(): Promise<boolean> {
  try {
    await client().refresh();
    return true;
  } catch {
    return false;
  }
}

/** POST /auth/login (session mode, see client.ts; `otp` when the account has two-factor authentication), then GET /users/me. */
export async function login(email: string, password: string, otp?: string): Promise<Result<User>> {
  const signedIn = await callWithoutSession('login', FALLBACK.login, () =>
    client().login({ email, password }, { mode: AUTH_MODE, ...(otp ? { otp } : {}) }),
  );
  return signedIn.error ? { error: signedIn.error } : fetchCurrentUser();
}

/**
 * Whether a refused sign-in asks for the one-time code of two-factor authentication (Directus answers
 * INVALID_OTP both when the code is missing and when it is wrong).
 */
export function needsOtp(error: ApiError): boolean {
  const cause = error.cause;
  if (typeof cause !== 'object' || cause === null || !('errors' in cause) || !Array.isArray(cause.errors)) return false;
  const first: unknown = cause.errors[0];
  return (
    typeof first === 'object' && first !== null && 'extensions' in first && (first.extensions as { code?: unknown })?.code === 'INVALID_OTP'
  );
}

/** Failures of a sign-out worth asking again: the server was busy or out of reach, not a refusal. */
const TRANSIENT: ReadonlySet<string> = new Set(['network', 'rate-limited', 'unknown']);

/**
 * POST /auth/logout; a failure is only logged (spec section 8), the local session is cleared anyway. The
 * session cookie is the server's to end, so a busy or unreachable server is asked up to three times: a
 * sign-out that silently failed would leave the session open on a shared computer.
 */
export async function logout(): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await callWithoutSession('logout', FALLBACK.logout, () => client().logout({ mode: AUTH_MODE }));
    if (result.error === undefined || !TRANSIENT.has(result.error.code)) break;
  }
  client().stopRefreshing();
}

export interface SignupInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * POST /users/register, then sign in. Directus answers a registration for a known address exactly like
 * a new one (it does not reveal who has an account), so a sign-in that fails right after registering
 * means the address was already taken: the spec's fallback text says so.
 */
export async function signup(input: SignupInput): Promise<Result<User>> {
  const registered = await callWithoutSession('register', FALLBACK.signup, () =>
    anonymous().request(registerUser(input.email, input.password, { first_name: input.firstName, last_name: input.lastName })),
  );
  if (registered.error) return { error: registered.error };
  const signedIn = await callWithoutSession('sign in after registering', FALLBACK.signup, () =>
    client().login({ email: input.email, password: input.password }, { mode: AUTH_MODE }),
  );
  if (signedIn.error) {
    const { status, cause } = signedIn.error;
    return { error: new ApiError(FALLBACK.signup, { code: 'refused', field: 'email', status, cause }) };
  }
  return fetchCurrentUser();
}

/** PATCH /users/{id} with the consent and attribution fields of spec section 3. */
export function updateUserFields(userId: string, fields: Partial<AtlasUserFields>): Promise<Result<true>> {
  return call('update user', FALLBACK.authRequired, async (directus) => {
    await directus.request(updateUser(userId, fields, { fields: ['id'] }));
    return true as const;
  });
}

/** POST /auth/password/request with the site's reset page as the link target. */
export function requestPasswordReset(email: string, resetUrl: string): Promise<Result<true>> {
  return callWithoutSession('request password reset', FALLBACK.passwordRequest, async () => {
    await anonymous().request(passwordRequest(email, resetUrl));
    return true as const;
  });
}

/** POST /auth/password/reset. */
export function resetPassword(token: string, password: string): Promise<Result<true>> {
  return callWithoutSession('reset password', FALLBACK.passwordReset, async () => {
    await anonymous().request(passwordReset(token, password));
    return true as const;
  });
}
