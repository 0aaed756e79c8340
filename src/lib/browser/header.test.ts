import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_KEY, USER_KEY } from '../site';
import { verifySignedIn } from './header';

// The two browser objects the check touches, as plain stand-ins (unit tests run in Node).
const stored = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
  clear: () => stored.clear(),
});
const attributes = new Map<string, string>();
vi.stubGlobal('document', {
  documentElement: {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    removeAttribute: (name: string) => void attributes.delete(name),
    hasAttribute: (name: string) => attributes.has(name),
  },
});

const answer = (status: number) => vi.fn(async () => new Response(null, { status }));

describe('verifySignedIn: public pages check the stored sign-in flag with the server', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-auth');
  });

  it('asks nothing when this browser was never signed in', async () => {
    const fetcher = answer(200);
    await verifySignedIn(fetcher);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('refreshes the session from its cookie and keeps the signed-in header when the server knows it', async () => {
    localStorage.setItem(SIGNED_IN_KEY, '1');
    document.documentElement.setAttribute('data-auth', 'in');
    const fetcher = answer(200);
    await verifySignedIn(fetcher);
    expect(fetcher).toHaveBeenCalledWith(
      '/api/auth/refresh',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ mode: 'session' }) }),
    );
    expect(document.documentElement.getAttribute('data-auth')).toBe('in');
  });

  it('clears a stale flag when the server no longer knows the session', async () => {
    localStorage.setItem(SIGNED_IN_KEY, '1');
    localStorage.setItem(USER_KEY, '{"first_name":"A"}');
    document.documentElement.setAttribute('data-auth', 'in');
    await verifySignedIn(answer(401));
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(document.documentElement.hasAttribute('data-auth')).toBe(false);
  });

  it('keeps the header as it is when the server cannot be reached', async () => {
    localStorage.setItem(SIGNED_IN_KEY, '1');
    document.documentElement.setAttribute('data-auth', 'in');
    await verifySignedIn(vi.fn(async () => Promise.reject(new TypeError('offline'))));
    expect(document.documentElement.getAttribute('data-auth')).toBe('in');
    await verifySignedIn(answer(503));
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBe('1');
  });
});
