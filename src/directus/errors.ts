import { isDirectusError } from '@directus/sdk';

/** Data-layer fallback texts (spec section 8). */
export const FALLBACK = {
  authRequired: 'User must be authenticated',
  signup: 'Failed to create account. Email may already be registered.',
  login: 'Failed to login. Please try again.',
  passwordRequest: 'Failed to send password reset email',
  passwordReset: 'Failed to reset password',
  getProjects: 'Failed to get user projects',
  getProject: 'Failed to get project',
  createProject: 'Failed to create project',
  updateProject: 'Failed to update project',
  createQuote: 'Failed to create project quote',
  updateQuote: 'Failed to update project quote',
  createRequest: 'Failed to create property request',
  updateRequest: 'Failed to update property request',
  getRequests: 'Failed to get property requests',
} as const;

/**
 * The text to show for a failed call: the first message of a Directus errors list, else the fallback.
 * Network failures and programming errors get the fallback; their details go to the log.
 */
export function errorText(error: unknown, fallback: string): string {
  if (isDirectusError(error)) {
    const first = error.errors[0]?.message?.trim();
    if (first) return first;
  }
  return fallback;
}

/** The Directus error code of a failed call (e.g. INVALID_CREDENTIALS, FORBIDDEN), or null. */
export function errorCode(error: unknown): string | null {
  if (isDirectusError(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : null;
  }
  return null;
}

/** Logs a failed call with its context and returns the `{ error }` result (spec: "returned ... and logged"). */
export function fail(context: string, error: unknown, fallback: string): { error: string } {
  const text = errorText(error, fallback);
  console.error(`atlas: ${context}: ${text}`, error);
  return { error: text };
}
