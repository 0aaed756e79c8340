import { readMe } from '@directus/sdk';
import { toApiError, type ApiError } from './api-error';
import { client } from './client';

const listeners = new Set<() => void>();

/**
 * Subscribes to "the signed-in session is gone": a call through the session client was refused and the
 * server no longer knows the session (it expired, or the homeowner signed out in another tab). The session
 * store listens and tells the screens; answers the unsubscribe function.
 */
export function onSessionExpired(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let checking: Promise<boolean> | null = null;

/**
 * Whether a refused call failed because the session is gone. Directus says so plainly only for an expired
 * token; a session cookie that was deleted makes the request anonymous (403 like any forbidden item) and a
 * session ended elsewhere answers 401 INVALID_CREDENTIALS. Those two are confirmed with GET /users/me, which
 * answers 401 exactly when nobody is signed in (one check at a time, however many calls failed together).
 * When it is gone, the listeners hear of it.
 */
export async function sessionLost(error: ApiError): Promise<boolean> {
  const lost = error.code === 'session-expired' || ((error.code === 'forbidden' || error.status === 401) && (await noSession()));
  if (lost) for (const listener of listeners) listener();
  return lost;
}

function noSession(): Promise<boolean> {
  checking ??= client()
    .request(readMe({ fields: ['id'] }))
    .then(
      () => false,
      (cause: unknown) => toApiError(cause, '').status === 401,
    )
    .finally(() => {
      checking = null;
    });
  return checking;
}
