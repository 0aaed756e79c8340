// Which request-business links a homeowner may create (installer introductions, accounts spec sections 3
// and 4). The access guard (access/views.mjs) already limits a link to the homeowner's own request, a
// readable (published) business and the statuses `pending` / `contacting`; this adds what a row rule cannot
// say: introductions are what the payment buys, so links are created only on a paid (`active`) request, at
// most once per business, and never more than the homeowner's largest plan limit (free/smart/pro_limit).
// Which plan the homeowner signed up with lives in their browser (signup context), so the screen applies
// that plan's limit and the server the largest one: nobody can buy one introduction and send ten.

/** Spec section 9: the limits when the user row has none. */
export const DEFAULT_LIMITS = { free_limit: 2, smart_limit: 2, pro_limit: 3 };

/** The largest number of businesses one request may go to for this user row. */
export function largestLimit(user) {
  const limits = ['free_limit', 'smart_limit', 'pro_limit'].map((key) => {
    const value = Number(user?.[key]);
    return Number.isInteger(value) && value >= 0 ? value : DEFAULT_LIMITS[key];
  });
  return Math.max(...limits);
}

/**
 * The refusal for creating `links` (payload rows) on one request, or null when they may be created.
 * @param {{ status: string } | undefined} request the request the links name (already proven the user's own)
 * @param {string[]} existingCids businesses the request already links
 * @param {string[]} newCids businesses of this write
 * @param {number} limit the user's largest limit
 */
export function introductionRefusal(request, existingCids, newCids, limit) {
  if (!request) return 'property_requests_id must be one of your own property_requests items.';
  if (request.status !== 'active') return 'Installers can be selected once the payment for this request is confirmed.';
  if (newCids.some((cid) => typeof cid !== 'string' || cid === '')) return 'businesses_cid is required.';
  const all = [...existingCids, ...newCids];
  if (new Set(all).size !== all.length) return 'This installer is already selected for this request.';
  if (all.length > limit) return `This request can go to at most ${limit} installers.`;
  return null;
}
