// Sign-in throttling: slows a password guesser down without handing anyone a way to lock an account.
//
// Directus's own attempt counter (settings.auth_login_attempts) never expires and suspends the user, who
// then cannot even reset their password: 25 wrong passwords from anyone locked any account, the admin's
// included. It is switched off (policies.mjs) and replaced by three counters that all expire:
//
//   address + account   5 attempts in 15 minutes, then that address waits 15 minutes for that account
//   address             30 attempts in 15 minutes (many accounts: credential stuffing), then 15 minutes
//   account             50 attempts in 15 minutes from any addresses, then 1 minute: a distributed guesser
//                       is slowed to a crawl, while the owner waits at most a minute
//
// Every attempt takes a point before Directus checks the password (so a burst of parallel guesses cannot
// slip through before the first failure is counted); a successful sign-in gives them back and clears its
// address + account counter. Nothing is ever suspended. The refusal is the same whether or not the account
// exists, and accounts are keyed by a hash of the address, not the address itself.

import { createHash } from 'node:crypto';
import { createLimiter } from './limiters.mjs';

/** The three counters, as described above. */
export const LOGIN_LIMITS = {
  pair: { points: 5, duration: 15 * 60, blockDuration: 15 * 60 },
  address: { points: 30, duration: 15 * 60, blockDuration: 15 * 60 },
  account: { points: 50, duration: 15 * 60, blockDuration: 60 },
};

/** What a refused sign-in reads, whichever counter refused it (it names no account or address). */
export function throttledMessage(retryAfterSeconds) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or reset your password.`;
}

const accountKey = (email) =>
  createHash('sha256')
    .update(
      String(email ?? '')
        .trim()
        .toLowerCase(),
    )
    .digest('base64url')
    .slice(0, 22);

/** Whether a rate-limiter-flexible rejection is "out of points" (anything else is a store failure). */
const isRefusal = (error) => error && typeof error === 'object' && typeof error.msBeforeNext === 'number' && !(error instanceof Error);

/**
 * @param {{ limiter?: typeof createLimiter, limits?: typeof LOGIN_LIMITS }} [options]
 */
export function createLoginThrottle({ limiter = createLimiter, limits = LOGIN_LIMITS } = {}) {
  const counters = {
    pair: limiter({ ...limits.pair, keyPrefix: 'login-pair' }),
    address: limiter({ ...limits.address, keyPrefix: 'login-address' }),
    account: limiter({ ...limits.account, keyPrefix: 'login-account' }),
  };
  const keysOf = ({ address, email }) => {
    const account = accountKey(email);
    return { pair: `${address}|${account}`, address: String(address), account };
  };

  return {
    /**
     * Takes one attempt for this address and account. Resolves `{ allowed: true, attempt }` to pass to
     * `succeeded`, or `{ allowed: false, retryAfterSeconds }`.
     * @param {{ address: string, email: unknown }} who
     */
    async begin(who) {
      const keys = keysOf(who);
      const taken = [];
      for (const name of ['pair', 'address', 'account']) {
        try {
          await counters[name].consume(keys[name]);
          taken.push(name);
        } catch (error) {
          if (!isRefusal(error)) throw new Error('the sign-in throttle could not count an attempt', { cause: error });
          // The attempt does not happen: the counters it already took from get their point back.
          await Promise.all(taken.map((done) => counters[done].reward(keys[done])));
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
        }
      }
      return { allowed: true, attempt: keys };
    },

    /** The password was right: the attempt is given back and this address + account starts afresh. */
    async succeeded(attempt) {
      await Promise.all([
        counters.pair.delete(attempt.pair),
        counters.address.reward(attempt.address),
        counters.account.reward(attempt.account),
      ]);
    },
  };
}
