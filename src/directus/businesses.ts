import { readItems } from '@directus/sdk';
import { call, type Result } from './call';
import { FALLBACK } from './errors';
import type { BusinessesRow } from './schema.generated';

// The comparison's reads of Atlas's guide businesses: only published, scored businesses (those the guides
// list) and only their public card fields (BUSINESS_CARD_FIELDS, what the access guard lets anyone read).

/** The public fields the comparison's Atlas Score row and its matching read (all in BUSINESS_CARD_FIELDS: businesses.test.ts). */
export const GUIDE_BUSINESS_FIELDS = [
  'cid',
  'name',
  'site_company_insights_name',
  'site',
  'state',
  'site_company_insights_state',
  'atlas_score',
  'rating',
  'reviews',
] as const;

export type GuideBusinessRow = Pick<BusinessesRow, (typeof GUIDE_BUSINESS_FIELDS)[number]>;

/** At most this many candidates per lookup: the match is exact, candidates only narrow the read. */
const MAX_CANDIDATES = 200;
/** At most this many prices for a state's range (the first by id: a stable sample). */
const MAX_PRICES = 500;

const LISTED = [{ status: { _eq: 'published' as const } }, { atlas_score: { _nnull: true as const } }];

/**
 * GET /items/businesses: the published, scored businesses whose name contains one of `words` or whose
 * website contains one of `hosts` (case-insensitive). Candidates for src/compare/guide-match.ts, which
 * decides the match.
 */
export function findGuideBusinesses(words: readonly string[], hosts: readonly string[]): Promise<Result<GuideBusinessRow[]>> {
  const any = [
    ...words.flatMap((w) => [{ name: { _icontains: w } }, { site_company_insights_name: { _icontains: w } }]),
    ...hosts.map((h) => ({ site: { _icontains: h } })),
  ];
  if (any.length === 0) return Promise.resolve({ data: [] });
  return call('read guide businesses', FALLBACK.getBusinesses, (directus) =>
    directus.request(
      readItems('businesses', {
        fields: [...GUIDE_BUSINESS_FIELDS],
        filter: { _and: [...LISTED, { _or: any }] },
        sort: ['cid'],
        limit: MAX_CANDIDATES,
      }),
    ),
  );
}

/** GET /items/businesses in a state (two-letter code): the `basic_content` of its published, scored businesses. */
export function fetchGuideContentInState(state: string): Promise<Result<Array<{ basic_content: string | null }>>> {
  return call('read guide prices', FALLBACK.getBusinesses, (directus) =>
    directus.request(
      readItems('businesses', {
        fields: ['basic_content'],
        filter: { _and: [...LISTED, { state: { _eq: state.toUpperCase() } }] },
        sort: ['cid'],
        limit: MAX_PRICES,
      }),
    ),
  );
}
