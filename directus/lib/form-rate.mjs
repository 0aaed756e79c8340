// How often public forms may be stored and mailed (second adversarial review, finding 10: twenty anonymous
// contact submissions sent at once were all stored and all e-mailed to the support inbox). Anyone may post
// a form, so two limits stand between a script and the inbox, without a third-party captcha:
//  - per address: FORM_RATE.perAddress submissions in FORM_RATE.windowSeconds (a person sends one or two);
//  - for everyone together: FORM_RATE.global in the same window, so many addresses cannot flood it either.
// Only submissions that would be stored count; refusals cost nothing to anyone. Past a limit the answer is
// 429 with a message saying when to try again. The counters live in Redis when Directus has one
// (lib/limiters.mjs), so every instance shares them.
//
// And a honeypot: the forms carry a field people never see (`website_url`, src/components/forms/FormShell.astro).
// The page itself sends nothing when it is filled; a script posting the payload with it filled is refused
// here too, and an empty one is dropped before the row is stored.

import { createLimiter } from './limiters.mjs';

export const FORM_RATE = { perAddress: 5, global: 60, windowSeconds: 600 };

/** The honeypot field of the public forms. */
export const HONEYPOT_FIELD = 'website_url';

export const HONEYPOT_MESSAGE = 'This submission was refused: a field meant to stay empty was filled in.';

/** The refusal when a limit is reached, naming when to try again. */
export function rateMessage(retryAfterSeconds) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many messages were sent just now. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * The payload without an empty honeypot, or a problem when the honeypot holds anything.
 * @param {unknown} payload the submission's `payload`
 * @returns {{ payload: unknown, problem: string | null }}
 */
export function withoutHoneypot(payload) {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload) || !Object.hasOwn(payload, HONEYPOT_FIELD)) {
    return { payload, problem: null };
  }
  const { [HONEYPOT_FIELD]: trap, ...rest } = payload;
  if (trap !== '' && trap !== null) return { payload, problem: HONEYPOT_MESSAGE };
  return { payload: rest, problem: null };
}

/**
 * The two limits. `take(address)` answers null when a submission may be stored (and counts it), else the
 * seconds until one may.
 * @param {{ perAddress?: number, global?: number, windowSeconds?: number }} [rate]
 * @param {Parameters<typeof createLimiter>[1]} [store]
 */
export function createFormRate(rate = FORM_RATE, store = undefined) {
  const { perAddress, global, windowSeconds } = { ...FORM_RATE, ...rate };
  const byAddress = createLimiter({ points: perAddress, duration: windowSeconds, keyPrefix: 'forms:address' }, store);
  const everyone = createLimiter({ points: global, duration: windowSeconds, keyPrefix: 'forms:global' }, store);
  const refusal = (error) => {
    // A limiter's own refusal carries msBeforeNext; anything else is a failure of the store.
    if (error && typeof error === 'object' && 'msBeforeNext' in error) return Math.ceil(error.msBeforeNext / 1000);
    throw error;
  };
  return {
    async take(address) {
      try {
        await byAddress.consume(address || 'unknown');
      } catch (error) {
        return refusal(error);
      }
      try {
        await everyone.consume('all');
      } catch (error) {
        return refusal(error);
      }
      return null;
    },
  };
}
