// Which request-business links a homeowner may create or move to `contacting` (installer introductions,
// accounts spec sections 3 and 4). The access guard (access/views.mjs) already limits a link to the
// homeowner's own request and a readable (published) business; this adds what a row rule cannot say:
//  - a request goes to each business once, and to no more businesses than the homeowner's largest plan
//    limit (free/smart/pro_limit). Which plan they signed up with lives in their browser (signup context),
//    so the screen applies that plan's limit and the server the largest one;
//  - `contacting` (the introduction itself, which stamps contacted_at) is what the payment buys: a link
//    moves to it only on a paid (`active`) request.

/** Spec section 9: the limits when the user row has none. */
export const DEFAULT_LIMITS = { free_limit: 2, smart_limit: 2, pro_limit: 3 };

/** The status that asks Atlas to introduce the homeowner (and stamps contacted_at). */
export const CONTACTING = 'contacting';

/** The largest number of businesses one request may go to for this user row. */
export function largestLimit(user) {
  const limits = ['free_limit', 'smart_limit', 'pro_limit'].map((key) => {
    const value = user?.[key];
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : DEFAULT_LIMITS[key];
  });
  return Math.max(...limits);
}

export const UNPAID_MESSAGE = 'Installers can be contacted once the payment for this request is confirmed.';

/**
 * The refusal for creating links to `newCids` on one request, or null when they may be created.
 * @param {{ status: string } | undefined} request the request the links name (null when it is not the user's)
 * @param {Array<string | null>} existingCids businesses the request already links
 * @param {Array<{ businesses_cid?: unknown, business_status?: unknown }>} rows the links of this write
 * @param {number} limit the user's largest limit
 */
export function creationRefusal(request, existingCids, rows, limit) {
  if (!request) return 'property_requests_id must be one of your own property_requests items.';
  const newCids = rows.map((row) => row?.businesses_cid);
  if (newCids.some((cid) => typeof cid !== 'string' || cid === '')) return 'businesses_cid is required.';
  const all = [...existingCids.filter(Boolean), ...newCids];
  if (new Set(all).size !== all.length) return 'This installer is already selected for this request.';
  if (all.length > limit) return `This request can go to at most ${limit} installers.`;
  if (request.status !== 'active' && rows.some((row) => row?.business_status === CONTACTING)) return UNPAID_MESSAGE;
  return null;
}
