import { createItem, readItems, readMe, updateItem } from '@directus/sdk';
import { ApiError } from './api-error';
import { call, type Result } from './call';
import { FALLBACK } from './errors';
import type { BusinessesRow, PropertyRequestsRow } from './schema.generated';

// Installer introductions (accounts spec sections 3, 4 and 7): a homeowner's property request, its links to
// businesses, and the lookups that find the businesses ranked for the property's county. Every call is a
// signed-in one: visitors can read none of these collections (directus/access/views.mjs).

/** The request fields the app reads. */
export const REQUEST_FIELDS = ['id', 'status', 'date_created', 'payment_completed_at', 'postal_code', 'details'] as const;

/** What a request keeps about where it comes from (the `details` JSON column). */
export interface RequestDetails {
  project_id?: string;
  street_address?: string | null;
  city?: string | null;
  state_province?: string | null;
  country?: string | null;
}

/** A property request as the app keeps it. */
export interface PropertyRequestView extends Pick<
  PropertyRequestsRow,
  'id' | 'status' | 'date_created' | 'payment_completed_at' | 'postal_code'
> {
  details: RequestDetails | null;
}

/** One business of a request (collection property_requests_to_business_junction). */
export interface RequestBusinessLink {
  id: string;
  businesses_cid: string;
  business_status: string | null;
  contacted_at: string | null;
}

/** A request pending payment for over an hour, with who created it (administrators only). */
export interface OrphanedRequest {
  id: string;
  date_created: string | null;
  postal_code: string | null;
  creator: { email: string | null; first_name: string | null; last_name: string | null } | null;
}

/** The business fields the selection cards read (the guide card's fields, which visitors may read too). */
export const SELECTION_BUSINESS_FIELDS = [
  'cid',
  'name',
  'site_company_insights_name',
  'site',
  'status',
  'atlas_score',
  'rating',
  'reviews',
  'state',
  'site_company_insights_state',
  'site_company_insights_founded_year',
  'score_breakdown',
  'basic_content',
] as const;

export type SelectionBusiness = Pick<BusinessesRow, (typeof SELECTION_BUSINESS_FIELDS)[number]>;

/** A ranking entry as business_ranking.ranking stores it: `{ cid, atlas_score, rank }`, best first. */
export interface RankingEntry {
  cid: string;
  atlas_score: number | null;
}

function asDetails(value: unknown): RequestDetails | null {
  if (typeof value === 'string') {
    try {
      return asDetails(JSON.parse(value));
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
}

function toView(row: Pick<PropertyRequestsRow, (typeof REQUEST_FIELDS)[number]>): PropertyRequestView {
  return { ...row, details: asDetails(row.details) };
}

/** The user's plan and limits as the server holds them (directus_users; the plan is set by staff). */
export interface PlanRow {
  plan: string | null;
  free_limit: number | null;
  smart_limit: number | null;
  pro_limit: number | null;
}

/**
 * GET /users/me for the plan and its limits: what the server enforces when installers are chosen, so what
 * the introduction screens show (the plan in the browser's signup context is only what was asked for).
 */
export function fetchPlan(): Promise<Result<PlanRow>> {
  return call('read plan', FALLBACK.authRequired, async (directus) => {
    const row = (await directus.request(readMe({ fields: ['plan', 'free_limit', 'smart_limit', 'pro_limit'] }))) as Record<string, unknown>;
    const num = (value: unknown) => (typeof value === 'number' ? value : null);
    return {
      plan: typeof row['plan'] === 'string' ? row['plan'] : null,
      free_limit: num(row['free_limit']),
      smart_limit: num(row['smart_limit']),
      pro_limit: num(row['pro_limit']),
    };
  });
}

/** POST /items/property_requests: a new request (`status: pending`) for a property. */
export function createPropertyRequest(input: {
  postal_code: string | null;
  details: RequestDetails;
}): Promise<Result<PropertyRequestView>> {
  return call('create property request', FALLBACK.createRequest, async (directus) =>
    toView(await directus.request(createItem('property_requests', { status: 'pending', ...input }, { fields: [...REQUEST_FIELDS] }))),
  );
}

/**
 * PATCH /items/property_requests/{id}: the homeowner may only move a request between `pending` and
 * `pending_payment` (starting a checkout); `active` comes from the server's payment confirmation.
 */
export function updatePropertyRequest(id: string, patch: { status: 'pending' | 'pending_payment' }): Promise<Result<PropertyRequestView>> {
  return call('update property request', FALLBACK.updateRequest, async (directus) =>
    toView(await directus.request(updateItem('property_requests', id, patch, { fields: [...REQUEST_FIELDS] }))),
  );
}

/** GET /items/property_requests filtered by user_created = the user, newest first. */
export function fetchPropertyRequests(userId: string): Promise<Result<PropertyRequestView[]>> {
  return call('load property requests', FALLBACK.getRequests, async (directus) =>
    (
      await directus.request(
        readItems('property_requests', {
          fields: [...REQUEST_FIELDS],
          filter: { user_created: { _eq: userId } },
          sort: ['-date_created'],
          limit: -1,
        }),
      )
    ).map(toView),
  );
}

/**
 * One request by id (GET /items/property_requests filtered by id, limit 1). `data: null` when there is no
 * such request for this user: another homeowner's request reads exactly like a missing one.
 */
export function fetchPropertyRequest(id: string): Promise<Result<PropertyRequestView | null>> {
  return call('load property request', FALLBACK.getRequests, async (directus) => {
    const [first] = await directus.request(
      readItems('property_requests', { fields: [...REQUEST_FIELDS], filter: { id: { _eq: id } }, limit: 1 }),
    );
    return first ? toView(first) : null;
  });
}

/** Spec section 4 and 9: a request in pending_payment for longer than an hour is orphaned. */
export const ORPHANED_AFTER_MS = 60 * 60 * 1000;

/**
 * GET /items/property_requests, orphaned variant (administrators): status pending_payment, created over an
 * hour before `now`, no payment recorded by the provider's webhook, with the creator's e-mail and names.
 */
export function fetchOrphanedRequests(now: Date = new Date()): Promise<Result<OrphanedRequest[]>> {
  const before = new Date(now.getTime() - ORPHANED_AFTER_MS).toISOString();
  return call('load orphaned requests', FALLBACK.getOrphanedRequests, async (directus) => {
    const rows = await directus.request(
      readItems('property_requests', {
        fields: ['id', 'date_created', 'postal_code', { user_created: ['email', 'first_name', 'last_name'] }],
        filter: { status: { _eq: 'pending_payment' }, date_created: { _lt: before }, payment_received_at: { _null: true } },
        sort: ['date_created'],
        limit: -1,
      }),
    );
    return rows.map((row) => ({
      id: row.id,
      date_created: row.date_created,
      postal_code: row.postal_code,
      creator:
        row.user_created && typeof row.user_created === 'object'
          ? {
              email: row.user_created.email ?? null,
              first_name: row.user_created.first_name ?? null,
              last_name: row.user_created.last_name ?? null,
            }
          : null,
    }));
  });
}

const LINK_FIELDS = ['id', 'businesses_cid', 'business_status', 'contacted_at'] as const;

function cidOf(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && 'cid' in value) return cidOf(value.cid);
  return '';
}

function toLink(row: {
  id: string;
  businesses_cid: unknown;
  business_status: string | null;
  contacted_at: string | null;
}): RequestBusinessLink {
  return {
    id: row.id,
    // A business id read plainly, or through the relation when the query expanded it ({ cid }).
    businesses_cid: cidOf(row.businesses_cid),
    business_status: row.business_status,
    contacted_at: row.contacted_at,
  };
}

/** GET /items/property_requests_to_business_junction filtered by request id: the businesses of a request. */
export function fetchRequestBusinesses(requestId: string): Promise<Result<RequestBusinessLink[]>> {
  return call('load request businesses', FALLBACK.getRequests, async (directus) =>
    (
      await directus.request(
        readItems('property_requests_to_business_junction', {
          fields: [...LINK_FIELDS],
          filter: { property_requests_id: { _eq: requestId } },
          sort: ['date_created'],
          limit: -1,
        }),
      )
    ).map(toLink),
  );
}

/** POST /items/property_requests_to_business_junction: selects a business for a paid request (`pending`). */
export function selectBusiness(requestId: string, cid: string): Promise<Result<RequestBusinessLink>> {
  return call('select business', FALLBACK.updateJunctionStatus, async (directus) =>
    toLink(
      await directus.request(
        createItem(
          'property_requests_to_business_junction',
          { property_requests_id: requestId, businesses_cid: cid, business_status: 'pending' },
          { fields: [...LINK_FIELDS] },
        ),
      ),
    ),
  );
}

/**
 * GET the link of one request and business (limit 1), then PATCH its business_status. `contacting` has the
 * server stamp contacted_at (the contacted-at flow); the answer carries the stamp. A missing link is the
 * error "Junction record not found".
 */
export function updateJunctionStatus(
  requestId: string,
  cid: string,
  status: 'pending' | 'contacting',
): Promise<Result<RequestBusinessLink>> {
  return call('update junction status', FALLBACK.updateJunctionStatus, async (directus) => {
    const [link] = await directus.request(
      readItems('property_requests_to_business_junction', {
        fields: ['id'],
        filter: { property_requests_id: { _eq: requestId }, businesses_cid: { _eq: cid } },
        limit: 1,
      }),
    );
    if (!link) throw new ApiError(FALLBACK.junctionNotFound, { code: 'not-found' });
    return toLink(
      await directus.request(
        updateItem('property_requests_to_business_junction', link.id, { business_status: status }, { fields: [...LINK_FIELDS] }),
      ),
    );
  });
}

/** GET /items/zip_counties filtered by zip, limit 1: the county, or null for a ZIP Atlas does not know. */
export function findCounty(zip: string): Promise<Result<{ county: string; state: string | null } | null>> {
  return call('read county', FALLBACK.getCounty, async (directus) => {
    const [row] = await directus.request(
      readItems('zip_counties', { fields: ['county', 'state'], filter: { zip: { _eq: zip } }, limit: 1 }),
    );
    return row ? { county: row.county, state: row.state } : null;
  });
}

function rankingEntries(value: unknown): RankingEntry[] {
  let list = value;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const { cid, atlas_score: score } = entry as Record<string, unknown>;
    if (typeof cid !== 'string' || cid === '') return [];
    return [{ cid, atlas_score: typeof score === 'number' && Number.isFinite(score) ? score : null }];
  });
}

/** GET /items/business_ranking filtered by county, limit 1: the ranked businesses, best first, or null. */
export function findRanking(county: string, state: string | null): Promise<Result<RankingEntry[] | null>> {
  return call('read ranking', FALLBACK.getRankings, async (directus) => {
    const [row] = await directus.request(
      readItems('business_ranking', {
        fields: ['ranking'],
        filter: state ? { county: { _eq: county }, state: { _eq: state } } : { county: { _eq: county } },
        limit: 1,
      }),
    );
    return row ? rankingEntries(row.ranking) : null;
  });
}

/** GET /items/businesses filtered by cid in a list (only published ones are readable). */
export function fetchBusinesses(cids: readonly string[]): Promise<Result<SelectionBusiness[]>> {
  if (cids.length === 0) return Promise.resolve({ data: [] });
  return call('read businesses', FALLBACK.getBusinesses, (directus) =>
    directus.request(readItems('businesses', { fields: [...SELECTION_BUSINESS_FIELDS], filter: { cid: { _in: [...cids] } }, limit: -1 })),
  );
}
