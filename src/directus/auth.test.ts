import { beforeEach, describe, expect, it, vi } from 'vitest';

// Signing out: the server ends the session cookie, so a busy server is asked again; a refusal is not.
const fake = vi.hoisted(() => ({ logout: vi.fn<() => Promise<unknown>>(), stopRefreshing: vi.fn() }));
vi.mock('./client', async (original) => ({
  ...(await original<typeof import('./client')>()),
  client: () => ({ logout: fake.logout, stopRefreshing: fake.stopRefreshing }),
}));

const { logout } = await import('./auth');

/** A Directus error as the SDK throws it. */
function directusError(status: number, code: string, message = 'Server says no') {
  return { errors: [{ message, extensions: { code } }], response: new Response(null, { status }) };
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('logout', () => {
  it('asks a busy server again until the session is ended', async () => {
    fake.logout
      .mockRejectedValueOnce(directusError(503, 'SERVICE_UNAVAILABLE', 'Under pressure'))
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockResolvedValueOnce(undefined);
    await logout();
    expect(fake.logout).toHaveBeenCalledTimes(3);
    expect(fake.stopRefreshing).toHaveBeenCalledTimes(1);
  });

  it('gives up after three tries, and does not repeat a refusal', async () => {
    fake.logout.mockRejectedValue(directusError(503, 'SERVICE_UNAVAILABLE', 'Under pressure'));
    await logout();
    expect(fake.logout).toHaveBeenCalledTimes(3);
    fake.logout.mockReset();
    fake.logout.mockRejectedValue(directusError(400, 'INVALID_PAYLOAD', 'The refresh token is required'));
    await logout();
    expect(fake.logout).toHaveBeenCalledTimes(1);
  });
});
