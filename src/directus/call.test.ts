import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The session check is GET /users/me; the fake client answers it from `me`. */
const ME = vi.hoisted(() => Symbol('readMe'));
const fake = vi.hoisted(() => ({ me: vi.fn<() => Promise<unknown>>(), request: vi.fn() }));
vi.mock('@directus/sdk', async (original) => ({ ...(await original<typeof import('@directus/sdk')>()), readMe: () => ME }));
vi.mock('./client', () => ({
  client: () => ({ request: (command: unknown) => (command === ME ? fake.me() : fake.request(command)) }),
}));

const { customEndpoint } = await import('@directus/sdk');
const { call, callWithoutSession } = await import('./call');
const { onSessionExpired } = await import('./session-expiry');
const { ApiError } = await import('./api-error');

/** A Directus error as the SDK throws it. */
function directusError(status: number, code: string, message = 'Server says no') {
  return { errors: [{ message, extensions: { code } }], response: new Response(null, { status }) };
}

const forbidden = () => directusError(403, 'FORBIDDEN', "You don't have permission to access this.");
const noSession = () => directusError(401, 'INVALID_CREDENTIALS', 'Invalid user credentials.');

let log: ReturnType<typeof vi.spyOn>;
let expired: ReturnType<typeof vi.fn<() => void>>;
let stop: () => void;
beforeEach(() => {
  vi.clearAllMocks();
  log = vi.spyOn(console, 'error').mockImplementation(() => {});
  expired = vi.fn<() => void>();
  stop = onSessionExpired(expired);
  fake.me.mockResolvedValue({ id: 'u1' });
});
afterEach(() => {
  stop();
  log.mockRestore();
});

describe('call', () => {
  it('answers the data of a call that succeeds, and logs nothing', async () => {
    expect(await call('load thing', 'Failed to get thing', async () => 42)).toEqual({ data: 42 });
    expect(log).not.toHaveBeenCalled();
  });

  it('hands the session client to the request', async () => {
    fake.request.mockResolvedValue(['row']);
    const command = customEndpoint<string[]>({ path: '/rows' });
    expect(await call('load rows', 'f', (directus) => directus.request(command))).toEqual({ data: ['row'] });
    expect(fake.request).toHaveBeenCalledWith(command);
  });

  it('answers a failure as an ApiError with the server text, its code and its cause, logged once with the context', async () => {
    const cause = directusError(400, 'FAILED_VALIDATION', 'Value out of range');
    const result = await call('update project', 'Failed to update project', () => Promise.reject(cause));
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error).toMatchObject({ message: 'Value out of range', code: 'refused', status: 400 });
    expect(result.error?.cause).toBe(cause);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toBe('atlas: update project: Value out of range');
  });

  it("uses the spec's fallback text when the server gives none, and `network` when it cannot be reached", async () => {
    const result = await call('update project', 'Failed to update project', () => Promise.reject(new TypeError('fetch failed')));
    expect(result.error).toMatchObject({ message: 'Failed to update project', code: 'network' });
  });

  it('reads an expired token as session-expired at once, and tells the listeners', async () => {
    const result = await call('load projects', 'f', () => Promise.reject(directusError(401, 'TOKEN_EXPIRED', 'Token expired.')));
    expect(result.error?.code).toBe('session-expired');
    expect(fake.me).not.toHaveBeenCalled();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a deleted session cookie (403)', forbidden],
    ['a session ended in another tab (401)', noSession],
  ])('confirms %s with GET /users/me: session-expired, same text, same cause', async (_, failure) => {
    fake.me.mockRejectedValue(noSession());
    const cause = failure();
    const result = await call('update project', 'Failed to update project', () => Promise.reject(cause));
    expect(result.error).toMatchObject({ code: 'session-expired', message: cause.errors[0]!.message });
    expect(result.error?.cause).toBe(cause);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('keeps a forbidden call forbidden while the session is alive', async () => {
    const result = await call('update project', 'f', () => Promise.reject(forbidden()));
    expect(result.error?.code).toBe('forbidden');
    expect(fake.me).toHaveBeenCalledTimes(1);
    expect(expired).not.toHaveBeenCalled();
  });

  it('keeps a forbidden call forbidden when the check itself cannot reach the server', async () => {
    fake.me.mockRejectedValue(new TypeError('fetch failed'));
    expect((await call('update project', 'f', () => Promise.reject(forbidden()))).error?.code).toBe('forbidden');
    expect(expired).not.toHaveBeenCalled();
  });

  it('checks the session once for calls that fail together', async () => {
    fake.me.mockRejectedValue(noSession());
    const results = await Promise.all([1, 2, 3].map(() => call('x', 'f', () => Promise.reject(forbidden()))));
    expect(results.map((r) => r.error?.code)).toEqual(['session-expired', 'session-expired', 'session-expired']);
    expect(fake.me).toHaveBeenCalledTimes(1);
  });

  it('does not check the session for refusals that are about the value', async () => {
    await call('update project', 'f', () => Promise.reject(directusError(400, 'FAILED_VALIDATION')));
    expect(fake.me).not.toHaveBeenCalled();
  });
});

describe('callWithoutSession', () => {
  it('reports a wrong password as refused, never as an expired session', async () => {
    const result = await callWithoutSession('login', 'Failed to login. Please try again.', () => Promise.reject(noSession()));
    expect(result.error).toMatchObject({ code: 'refused', message: 'Invalid user credentials.', status: 401 });
    expect(fake.me).not.toHaveBeenCalled();
    expect(expired).not.toHaveBeenCalled();
  });

  it('answers the data of a call that succeeds', async () => {
    expect(await callWithoutSession('x', 'f', async () => 'ok')).toEqual({ data: 'ok' });
  });
});
