import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_KEY } from '../site';
import { verifySignedIn } from './header';

// The two browser objects the check touches, as plain stand-ins (unit tests run in Node), in place before
// header.ts is imported.
vi.hoisted(() => {
  const stored = new Map<string, string>();
  const attributes = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
    clear: () => stored.clear(),
  });
  vi.stubGlobal('document', {
    documentElement: {
      dataset: new Proxy({}, { get: (_t, name: string) => attributes.get(`data-${name}`) }),
      getAttribute: (name: string) => attributes.get(name) ?? null,
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
      // As the DOM does: forcing an attribute on keeps its value.
      toggleAttribute: (name: string, on: boolean) =>
        void (on ? attributes.set(name, attributes.get(name) ?? '') : attributes.delete(name)),
      removeAttribute: (name: string) => void attributes.delete(name),
      hasAttribute: (name: string) => attributes.has(name),
    },
  });
});

const answer = (status: number) => vi.fn(async () => new Response(null, { status }));
/** Lets the answer's promise chain run to its end (one turn of the event loop: no timing involved). */
const settled = () => new Promise((resolve) => setImmediate(resolve));
const respond = (fetcher: ReturnType<typeof vi.fn>) => vi.stubGlobal('fetch', fetcher);

describe('verifySignedIn: public pages check the stored sign-in flag with the server', () => {
  // The page head sets data-auth from the stored flag before any script runs (src/layouts/Base.astro).
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-auth');
  });

  it('asks nothing when this browser was never signed in', async () => {
    const fetcher = answer(200);
    localStorage.removeItem(SIGNED_IN_KEY);
    respond(fetcher);
    verifySignedIn();
    await settled();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('refreshes the session from its cookie and keeps the signed-in header when the server knows it', async () => {
    localStorage.setItem(SIGNED_IN_KEY, '1');
    document.documentElement.setAttribute('data-auth', 'in');
    const fetcher = answer(200);
    respond(fetcher);
    verifySignedIn();
    await settled();
    expect(fetcher).toHaveBeenCalledWith('/api/auth/refresh', expect.objectContaining({ method: 'POST', body: '{"mode":"session"}' }));
    expect(document.documentElement.getAttribute('data-auth')).toBe('in');
  });

  it('clears a stale flag when the server no longer knows the session', async () => {
    localStorage.setItem(SIGNED_IN_KEY, '1');
    document.documentElement.setAttribute('data-auth', 'in');
    respond(answer(401));
    verifySignedIn();
    await settled();
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBeNull();
    expect(document.documentElement.hasAttribute('data-auth')).toBe(false);
  });

  it('keeps the header as it is when the server cannot be reached', async () => {
    localStorage.setItem(SIGNED_IN_KEY, '1');
    document.documentElement.setAttribute('data-auth', 'in');
    respond(vi.fn(async () => Promise.reject(new TypeError('offline'))));
    verifySignedIn();
    await settled();
    expect(document.documentElement.getAttribute('data-auth')).toBe('in');
    respond(answer(503));
    verifySignedIn();
    await settled();
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBe('1');
  });
});
