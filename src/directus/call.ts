import { ApiError, toApiError } from './api-error';
import { client, type AtlasClient } from './client';
import { sessionLost } from './session-expiry';

/**
 * What every `src/directus/` call answers: the data, or the failure as an ApiError whose `message` is the
 * text to show (the server's first message, else the spec's fallback) and whose `code` says what kind of
 * failure it was (CONTRACTS.md §1). A call never throws.
 */
export type Result<T> = { data: T; error?: undefined } | { error: ApiError; data?: undefined };

function failed(context: string, error: ApiError): { error: ApiError } {
  // Logged here once, with what was being done; callers above only decide what the screen says.
  console.error(`atlas: ${context}: ${error.message}`, error.cause ?? error);
  return { error };
}

/**
 * One call a signed-in homeowner makes, through the session client:
 *
 * ```ts
 * export function fetchThing(id: string): Promise<Result<Thing>> {
 *   return call('load thing', FALLBACK.getThing, (directus) => directus.request(readItem('thing', id, { fields: [...] })));
 * }
 * ```
 *
 * `context` names the call in the log; `fallback` is the spec's text when the server gives none. When the
 * call was refused because the session is gone (expired, or signed out in another tab), the error's code is
 * `session-expired` and the session store hears of it (see `onSessionExpired`).
 */
export async function call<T>(context: string, fallback: string, request: (directus: AtlasClient) => Promise<T>): Promise<Result<T>> {
  try {
    return { data: await request(client()) };
  } catch (cause) {
    const error = toApiError(cause, fallback);
    return failed(context, (await sessionLost(error)) ? asSessionExpired(error) : error);
  }
}

/**
 * One call that needs no session: signing in, registering, password reset, public lookups, the server's
 * shared view. Same answer as `call`, but a refusal is reported as it is (a wrong password is not an
 * expired session).
 */
export async function callWithoutSession<T>(context: string, fallback: string, request: () => Promise<T>): Promise<Result<T>> {
  try {
    return { data: await request() };
  } catch (cause) {
    return failed(context, toApiError(cause, fallback));
  }
}

function asSessionExpired(error: ApiError): ApiError {
  if (error.code === 'session-expired') return error;
  return new ApiError(error.message, { code: 'session-expired', field: error.field, status: error.status, cause: error.cause });
}
