import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from './api-error';

/** A Directus error as the SDK throws it: the errors list and the response. */
function directusError(code: string, message: string, status: number, extra: Record<string, unknown> = {}) {
  return { errors: [{ message, extensions: { code, ...extra } }], response: new Response(null, { status }) };
}

describe('toApiError', () => {
  it.each([
    ['TOKEN_EXPIRED', 401, 'session-expired'],
    ['INVALID_TOKEN', 401, 'session-expired'],
    ['FORBIDDEN', 403, 'forbidden'],
    ['ROUTE_NOT_FOUND', 404, 'not-found'],
    ['FAILED_VALIDATION', 400, 'refused'],
    ['INVALID_PAYLOAD', 400, 'refused'],
    ['REQUESTS_EXCEEDED', 429, 'rate-limited'],
    ['SERVICE_UNAVAILABLE', 503, 'network'],
  ])('maps Directus %s (%i) to %s, keeping the server text and the cause', (code, status, expected) => {
    const cause = directusError(code, 'Server says no', status);
    const error = toApiError(cause, 'Failed to update project');
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(expected);
    expect(error.message).toBe('Server says no');
    expect(error.status).toBe(status);
    expect(error.cause).toBe(cause);
  });

  it('falls back to the HTTP status for codes it does not know', () => {
    expect(toApiError(directusError('SOMETHING_NEW', 'x', 409), 'f').code).toBe('conflict');
    expect(toApiError(directusError('SOMETHING_NEW', 'x', 500), 'f').code).toBe('network');
    expect(toApiError(directusError('SOMETHING_NEW', 'x', 422), 'f').code).toBe('refused');
  });

  it('names the refused field when the server does', () => {
    const error = toApiError(directusError('FAILED_VALIDATION', 'Value is out of range', 400, { field: 'om_annual_percent' }), 'f');
    expect(error.field).toBe('om_annual_percent');
  });

  it('uses the fallback text when the server gives none', () => {
    expect(toApiError(directusError('FORBIDDEN', '   ', 403), 'Failed to get project').message).toBe('Failed to get project');
  });

  it('treats a failed fetch as a network failure and anything else as unknown, with the fallback text', () => {
    const offline = toApiError(new TypeError('fetch failed'), 'Failed to save');
    expect([offline.code, offline.message]).toEqual(['network', 'Failed to save']);
    const bug = toApiError(new RangeError('bad'), 'Failed to save');
    expect([bug.code, bug.message]).toEqual(['unknown', 'Failed to save']);
  });

  it('passes an ApiError through unchanged', () => {
    const original = new ApiError('Sign in again', { code: 'session-expired' });
    expect(toApiError(original, 'other')).toBe(original);
  });

  it("reads the SDK's request error of an endpoint that answers an errors list without a Directus code", () => {
    const missing = Object.assign(new Error('Project not found'), {
      errors: [{ message: 'Project not found' }],
      response: new Response(null, { status: 404 }),
    });
    expect(toApiError(missing, 'f')).toMatchObject({ code: 'not-found', message: 'Project not found', status: 404 });
  });

  it('keeps the fallback text for a text or HTML error body, with the kind its status says', () => {
    const proxy = Object.assign(new Error(''), { errors: '<html>Bad Gateway</html>', response: new Response(null, { status: 502 }) });
    expect(toApiError(proxy, 'Failed to get project')).toMatchObject({ code: 'network', message: 'Failed to get project', status: 502 });
  });
});

describe('needsOtp: a sign-in that asks for the one-time code', () => {
  it('is true for INVALID_OTP only', async () => {
    const { needsOtp } = await import('./auth');
    const refusal = (code: string) =>
      toApiError({ errors: [{ message: 'x', extensions: { code } }], response: new Response(null, { status: 401 }) }, 'f');
    expect(needsOtp(refusal('INVALID_OTP'))).toBe(true);
    expect(needsOtp(refusal('INVALID_CREDENTIALS'))).toBe(false);
    expect(needsOtp(new ApiError('offline', { code: 'network' }))).toBe(false);
  });
});
