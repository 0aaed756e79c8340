import * as api from '../directus';
import type { ApiError, Project, PropertyRequestView, RequestBusinessLink, Result, SelectionBusiness, User } from '../directus';
import { DEFAULT_USER_LIMITS } from '../directus';
import { PENDING_PAYMENT_KEY } from './payment';
import { planFrom, SIGNUP_CONTEXT_KEY, type SignupContext } from './signup';

// Installer introductions (accounts spec sections 3, 4 and 7): a property request for a project, its
// payment, and the selection of ranked installers that Atlas then contacts. The screens are
// src/islands/introductions/; the calls are in src/directus/requests.ts.

/** signup_context steps this flow records (spec section 3); `payment` is added by the payment-success page. */
export const REQUEST_STEP = 'property_request';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The signup context stored in session storage, or null. */
export function readSignupContext(storage: Storage | null = session()): SignupContext | null {
  try {
    const raw = storage?.getItem(SIGNUP_CONTEXT_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<SignupContext>) : null;
    if (!parsed || !Array.isArray(parsed.completed_steps)) return null;
    return {
      timestamp: typeof parsed.timestamp === 'string' ? parsed.timestamp : new Date().toISOString(),
      completed_steps: parsed.completed_steps.filter((s): s is string => typeof s === 'string'),
      plan: planFrom(parsed.plan),
      requestId: typeof parsed.requestId === 'string' ? parsed.requestId : null,
    };
  } catch {
    return null;
  }
}

/** Records a step (once) and the request in the signup context, creating the context if there is none. */
export function recordStep(step: string, requestId: string, storage: Storage | null = session(), now: Date = new Date()): SignupContext {
  const context = readSignupContext(storage) ?? { timestamp: now.toISOString(), completed_steps: [], plan: 'free', requestId: null };
  if (!context.completed_steps.includes(step)) context.completed_steps.push(step);
  context.requestId = requestId;
  try {
    storage?.setItem(SIGNUP_CONTEXT_KEY, JSON.stringify(context));
  } catch (error) {
    console.error('atlas: could not store the signup context', error);
  }
  return context;
}

/** The plan the homeowner signed up with (signup context), `free` by default. */
export function currentPlan(storage: Storage | null = session()): string {
  return readSignupContext(storage)?.plan ?? 'free';
}

/** How many installers a request on `plan` may go to: the user's limit, else 2 / 2 / 3 (spec sections 3 and 9). */
export function planLimit(user: Pick<User, 'free_limit' | 'smart_limit' | 'pro_limit'> | null, plan: string): number {
  const key = `${planFrom(plan)}_limit` as keyof typeof DEFAULT_USER_LIMITS;
  const value = user?.[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : DEFAULT_USER_LIMITS[key];
}

/** The request's address details, copied from the project when the request is created. */
export function requestDetailsOf(project: Project): api.RequestDetails {
  return {
    project_id: project.id,
    street_address: project.street_address ?? null,
    city: project.city ?? null,
    state_province: project.state_province ?? null,
    country: project.country ?? null,
  };
}

/** "Get introduced to installers": a new `pending` request with the project's address. */
export async function startIntroductions(project: Project): Promise<Result<PropertyRequestView>> {
  const created = await api.createPropertyRequest({ postal_code: project.postal_code?.trim() || null, details: requestDetailsOf(project) });
  if (created.data) recordStep(REQUEST_STEP, created.data.id);
  return created;
}

/**
 * Starts the checkout: the request becomes `pending_payment` (and stays so until the server confirms the
 * payment), and the browser remembers it as the pending payment. Answers the checkout address.
 */
export async function beginCheckout(requestId: string): Promise<Result<string>> {
  const updated = await api.updatePropertyRequest(requestId, { status: 'pending_payment' });
  if (updated.error) return { error: updated.error };
  try {
    session()?.setItem(PENDING_PAYMENT_KEY, JSON.stringify({ requestId }));
  } catch (error) {
    console.error('atlas: could not store the pending payment', error);
  }
  return { data: `/checkout/${encodeURIComponent(requestId)}` };
}

/** What the selection screen shows for a paid request. */
export type Candidates =
  | { kind: 'no-zip' }
  | { kind: 'no-county'; zip: string }
  | { kind: 'no-ranking'; zip: string; county: string }
  | { kind: 'ranked'; zip: string; county: string; businesses: SelectionBusiness[] };

/** A 5-digit US ZIP from a postal code ("80205-1234" gives "80205"), or null. */
export function zipOf(postalCode: string | null | undefined): string | null {
  const match = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(postalCode ?? '');
  return match ? match[1]! : null;
}

/**
 * The businesses ranked for the property's county: ZIP → zip_counties → business_ranking → businesses
 * (filter cid in the ranking), in the ranking's order; businesses that are not published (not readable)
 * are left out.
 */
export async function loadCandidates(postalCode: string | null): Promise<Result<Candidates>> {
  const zip = zipOf(postalCode);
  if (!zip) return { data: { kind: 'no-zip' } };
  const county = await api.findCounty(zip);
  if (county.error) return { error: county.error };
  if (!county.data) return { data: { kind: 'no-county', zip } };
  const ranking = await api.findRanking(county.data.county, county.data.state);
  if (ranking.error) return { error: ranking.error };
  if (!ranking.data || ranking.data.length === 0) return { data: { kind: 'no-ranking', zip, county: county.data.county } };
  const cids = ranking.data.map((entry) => entry.cid);
  const businesses = await api.fetchBusinesses(cids);
  if (businesses.error) return { error: businesses.error };
  const byCid = new Map(businesses.data.map((b) => [b.cid, b]));
  const ordered = cids.flatMap((cid) => {
    const business = byCid.get(cid);
    return business ? [business] : [];
  });
  if (ordered.length === 0) return { data: { kind: 'no-ranking', zip, county: county.data.county } };
  return { data: { kind: 'ranked', zip, county: county.data.county, businesses: ordered } };
}

/**
 * Sends the introductions: each chosen business is linked to the request (`pending`), then moved to
 * `contacting`, which has the server stamp contacted_at. Stops at the first failure; what was done stays
 * done, and the answer lists the links as they now are.
 */
export async function sendIntroductions(
  requestId: string,
  cids: readonly string[],
): Promise<{ links: RequestBusinessLink[]; error: ApiError | null }> {
  const links: RequestBusinessLink[] = [];
  for (const cid of cids) {
    const selected = await api.selectBusiness(requestId, cid);
    if (selected.error) return { links, error: selected.error };
    const contacted = await api.updateJunctionStatus(requestId, cid, 'contacting');
    if (contacted.error) return { links: [...links, selected.data], error: contacted.error };
    links.push(contacted.data);
  }
  return { links, error: null };
}

/** Words for a link's status, as the homeowner reads them. */
export function businessStatusLabel(status: string | null): string {
  switch (status) {
    case 'pending':
      return 'Selected';
    case 'contacting':
      return 'Introduction requested';
    case 'contacted':
      return 'Contacted';
    case 'declined':
      return 'Declined';
    default:
      return status ? status.replace(/_/g, ' ') : 'Selected';
  }
}
