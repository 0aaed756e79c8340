/**
 * What went wrong with a call, in the words a screen needs to choose what to say (STYLE.md habit 13):
 * - `session-expired`: the sign-in ran out; sign in again, nothing typed is lost;
 * - `forbidden`: this account may not do that (or the item is not theirs);
 * - `not-found`: no such item for this account;
 * - `refused`: the server refused a value (`field` names it when the server says which);
 * - `conflict`: someone changed the item since it was read (the caller decides: keep mine / take theirs);
 * - `rate-limited`: too many requests; try again in a moment;
 * - `network`: the server could not be reached or failed (5xx); retrying later may work;
 * - `unknown`: anything else (a programming error); details are in the log.
 */
export type ApiErrorCode = 'session-expired' | 'forbidden' | 'not-found' | 'refused' | 'conflict' | 'rate-limited' | 'network' | 'unknown';

/**
 * A failed call, as it travels from `src/directus/` through the stores to the screen: the text to show
 * (`message`: the server's first message when it gave one, else the spec's fallback text), what kind of
 * failure it was (`code`), the refused field when known, and the original error (`cause`).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  /** The field the server refused, for `refused` (e.g. `proposal_data`, `email`). */
  readonly field: string | null;
  /** The HTTP status when there was a response. */
  readonly status: number | null;

  constructor(message: string, options: { code: ApiErrorCode; field?: string | null; status?: number | null; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.code = options.code;
    this.field = options.field ?? null;
    this.status = options.status ?? null;
  }
}

/** Directus error codes (`errors[0].extensions.code`) and the kind of failure each is. */
const CODE_OF: Readonly<Record<string, ApiErrorCode>> = {
  TOKEN_EXPIRED: 'session-expired',
  INVALID_TOKEN: 'session-expired',
  FORBIDDEN: 'forbidden',
  ROUTE_NOT_FOUND: 'not-found',
  INVALID_PAYLOAD: 'refused',
  INVALID_QUERY: 'refused',
  FAILED_VALIDATION: 'refused',
  RECORD_NOT_UNIQUE: 'refused',
  VALUE_TOO_LONG: 'refused',
  VALUE_OUT_OF_RANGE: 'refused',
  NOT_NULL_VIOLATION: 'refused',
  CONTAINS_NULL_VALUES: 'refused',
  INVALID_FOREIGN_KEY: 'refused',
  INVALID_CREDENTIALS: 'refused',
  INVALID_OTP: 'refused',
  REQUESTS_EXCEEDED: 'rate-limited',
  SERVICE_UNAVAILABLE: 'network',
};

function statusCode(status: number | null): ApiErrorCode {
  if (status === null) return 'network';
  if (status === 401) return 'session-expired';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409 || status === 412) return 'conflict';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'network';
  if (status >= 400) return 'refused';
  return 'unknown';
}

/** The first entry of an errors list, when the thrown value carries one (Directus's, or an endpoint's own). */
function firstError(error: object): { message: string; extensions: Record<string, unknown> } | null {
  const errors = 'errors' in error ? error.errors : null;
  const first: unknown = Array.isArray(errors) ? errors[0] : null;
  if (typeof first !== 'object' || first === null) return null;
  const message = 'message' in first && typeof first.message === 'string' ? first.message : '';
  const extensions = 'extensions' in first && typeof first.extensions === 'object' && first.extensions !== null ? first.extensions : {};
  return { message, extensions: { ...extensions } };
}

/**
 * Any thrown value as an ApiError. The SDK throws a request error carrying the HTTP response and, when the
 * body was JSON, its errors list: the first message is the text, its Directus code (else the HTTP status)
 * the kind. Atlas's own endpoints and the site's /api proxy answer errors lists without a Directus code,
 * and a text or HTML body has no list at all (its status still says what kind; the fallback is the text).
 * A failed fetch (TypeError) is `network`; anything else keeps `fallback` as its text and `unknown` as its
 * code. An ApiError passes through unchanged.
 */
export function toApiError(error: unknown, fallback: string): ApiError {
  if (error instanceof ApiError) return error;
  if (typeof error === 'object' && error !== null && ('errors' in error || 'response' in error)) {
    const response = 'response' in error && error.response instanceof Response ? error.response : null;
    const first = firstError(error);
    if (response || first) {
      const status = response?.status ?? null;
      const directusCode = typeof first?.extensions['code'] === 'string' ? first.extensions['code'] : null;
      const code = (directusCode !== null ? CODE_OF[directusCode] : undefined) ?? statusCode(status);
      const field = typeof first?.extensions['field'] === 'string' ? first.extensions['field'] : null;
      const text = first?.message.trim();
      return new ApiError(text ? text : fallback, { code, field, status, cause: error });
    }
  }
  if (error instanceof TypeError) return new ApiError(fallback, { code: 'network', cause: error });
  return new ApiError(fallback, { code: 'unknown', cause: error });
}
