// Which request-business links a homeowner may create or move to `contacting` (installer introductions,
// accounts spec sections 3 and 4). The access guard (access/views.mjs) already limits a link to the
// homeowner's own request and a readable (published) business; this adds what a row rule cannot say:
//  - a request goes to each business once, and to no more businesses than the limit of the homeowner's
//    plan: `directus_users.plan` (free by default, set by staff, never by the homeowner) picks free_limit,
//    smart_limit or pro_limit. The plan in the browser's signup context is only what the screen shows;
//  - `contacting` (the introduction itself, which stamps contacted_at) is what the payment buys: a link
//    moves to it only on a paid (`active`) request;
//  - a link's request and business are fixed once it is created (a moved link would carry a paid
//    introduction to another request or installer), and a contacted link is never contacted again (each
//    move to `contacting` stamps contacted_at anew) nor deleted (a deleted link would free a place under
//    the limit for another paid introduction). Otherwise business_status stays free text (spec section 4):
//    after the introduction the homeowner may record `replied` and the like.

/** Spec section 9: the limits when the user row has none. */
export const DEFAULT_LIMITS = { free_limit: 2, smart_limit: 2, pro_limit: 3 };

/** The status that asks Atlas to introduce the homeowner (and stamps contacted_at). */
export const CONTACTING = 'contacting';

/** The plans a user row may carry; anything else counts as the default, `free`. */
export const PLANS = ['free', 'smart', 'pro'];

/** How many businesses one request may go to for this user row: the limit of the user's own plan. */
export function planLimit(user) {
  const plan = PLANS.includes(user?.plan) ? user.plan : 'free';
  const key = `${plan}_limit`;
  const value = user?.[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : DEFAULT_LIMITS[key];
}

export const UNPAID_MESSAGE = 'Installers can be contacted once the payment for this request is confirmed.';

/**
 * The refusal for creating links to `newCids` on one request, or null when they may be created.
 * @param {{ status: string } | undefined} request the request the links name (null when it is not the user's)
 * @param {Array<string | null>} existingCids businesses the request already links
 * @param {Array<{ businesses_cid?: unknown, business_status?: unknown }>} rows the links of this write
 * @param {number} limit the limit of the user's plan (planLimit)
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

/** Fields of a link that are fixed once it is created. */
export const FIXED_LINK_FIELDS = ['property_requests_id', 'businesses_cid'];

export const CONTACTED_MESSAGE = 'This installer has already been contacted for this request.';

/** Whether a link has had its introduction (contacted_at is stamped with it). */
const contacted = (link) => link.business_status === CONTACTING || Boolean(link.contacted_at);

/**
 * The refusal for a homeowner's update of existing links, or null when it may go ahead.
 * @param {Record<string, unknown>} payload the update (the same for every key)
 * @param {Array<{ property_requests_id: string, businesses_cid: string | null, business_status: string | null, contacted_at: unknown, request_status: string }>} links
 *   the current links the update names, with their request's status
 */
export function updateRefusal(payload, links) {
  if (!payload || typeof payload !== 'object') return null;
  for (const field of FIXED_LINK_FIELDS) {
    // Sending the current value back is harmless; any other value is a move.
    if (field in payload && links.some((link) => link[field] !== payload[field])) {
      return `${field} cannot be changed once the installer is selected; select the installer on the other request instead.`;
    }
  }
  if (payload.business_status !== CONTACTING) return null;
  if (links.some(contacted)) return CONTACTED_MESSAGE;
  if (links.some((link) => link.request_status !== 'active')) return UNPAID_MESSAGE;
  return null;
}

/** The refusal for a homeowner deleting links, or null. A contacted link is what a payment bought. */
export function deletionRefusal(links) {
  return links.some(contacted) ? CONTACTED_MESSAGE : null;
}
