import { afterEach, describe, expect, it, vi } from 'vitest';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { LOGIN_LIMITS, createLoginThrottle, throttledMessage } from './login-throttle.mjs';

let prefix = 0;
/** A throttle on memory counters of its own. */
const fresh = (limits = LOGIN_LIMITS) =>
  createLoginThrottle({
    limits,
    limiter: (options) => new RateLimiterMemory({ ...options, keyPrefix: `t${prefix++}-${options.keyPrefix}` }),
  });

const attempts = async (throttle, who, n) => {
  const results = [];
  for (let i = 0; i < n; i++) results.push(await throttle.begin(who));
  return results;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('createLoginThrottle', () => {
  it('lets an address try an account five times, then makes it wait fifteen minutes', async () => {
    const throttle = fresh();
    const who = { address: '203.0.113.5', email: 'owner@example.com' };
    const results = await attempts(throttle, who, 6);
    expect(results.slice(0, 5).every((r) => r.allowed)).toBe(true);
    expect(results[5]).toEqual({ allowed: false, retryAfterSeconds: 15 * 60 });
  });

  it('counts the account without regard to letter case or spaces', async () => {
    const throttle = fresh();
    await attempts(throttle, { address: 'a', email: 'Owner@Example.com ' }, 5);
    expect((await throttle.begin({ address: 'a', email: 'owner@example.com' })).allowed).toBe(false);
  });

  it('never locks the account for another address', async () => {
    const throttle = fresh();
    await attempts(throttle, { address: 'attacker', email: 'owner@example.com' }, 20);
    expect((await throttle.begin({ address: 'owner-home', email: 'owner@example.com' })).allowed).toBe(true);
  });

  it('a successful sign-in gives its attempt back and starts the address and account afresh', async () => {
    const throttle = fresh();
    const who = { address: 'a', email: 'owner@example.com' };
    await attempts(throttle, who, 4);
    const right = await throttle.begin(who);
    await throttle.succeeded(right.attempt);
    expect((await attempts(throttle, who, 5)).every((r) => r.allowed)).toBe(true);
  });

  it('stops one address trying many accounts', async () => {
    const throttle = fresh();
    for (let i = 0; i < LOGIN_LIMITS.address.points; i++) await throttle.begin({ address: 'stuffer', email: `user${i}@example.com` });
    expect(await throttle.begin({ address: 'stuffer', email: 'next@example.com' })).toEqual({ allowed: false, retryAfterSeconds: 15 * 60 });
    expect((await throttle.begin({ address: 'someone-else', email: 'next@example.com' })).allowed).toBe(true);
  });

  it('slows many addresses guessing one account for a minute only', async () => {
    const throttle = fresh();
    for (let i = 0; i < LOGIN_LIMITS.account.points; i++) await throttle.begin({ address: `bot-${i}`, email: 'owner@example.com' });
    expect(await throttle.begin({ address: 'bot-new', email: 'owner@example.com' })).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('a refused attempt takes nothing from the other counters', async () => {
    const throttle = fresh({
      pair: { points: 1, duration: 60, blockDuration: 60 },
      address: { points: 3, duration: 60 },
      account: { points: 100, duration: 60 },
    });
    const who = { address: 'a', email: 'x@example.com' };
    await throttle.begin(who);
    for (let i = 0; i < 10; i++) expect((await throttle.begin(who)).allowed).toBe(false);
    // The address still has two attempts left for other accounts.
    expect((await throttle.begin({ address: 'a', email: 'y@example.com' })).allowed).toBe(true);
    expect((await throttle.begin({ address: 'a', email: 'z@example.com' })).allowed).toBe(true);
  });

  it('unblocks after the block expires', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const throttle = fresh({
      pair: { points: 1, duration: 1, blockDuration: 1 },
      address: { points: 100, duration: 60 },
      account: { points: 100, duration: 60 },
    });
    const who = { address: 'a', email: 'x@example.com' };
    await throttle.begin(who);
    const refused = await throttle.begin(who);
    expect(refused.allowed).toBe(false);
    vi.advanceTimersByTime(refused.retryAfterSeconds * 1000 + 50);
    expect((await throttle.begin(who)).allowed).toBe(true);
  });
});

describe('throttledMessage', () => {
  it('says how long to wait and names nobody', () => {
    expect(throttledMessage(900)).toBe('Too many sign-in attempts. Wait 15 minutes and try again, or reset your password.');
    expect(throttledMessage(30)).toBe('Too many sign-in attempts. Wait 1 minute and try again, or reset your password.');
  });
});
