import type { ApiError, RequestBusinessLink, Result, SelectionBusiness } from '../directus';
import * as api from '../directus/requests';
import { PENDING_PAYMENT_KEY } from './payment';

// Installer introductions (accounts spec sections 3, 4 and 7), second part: the checkout, the businesses
// ranked for the property's county, and the introductions themselves (/select-installers/{requestId}).

function session(): Pick<Storage, 'setItem'> | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
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
