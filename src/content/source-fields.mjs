// The fields the site reads of each collection, as the public role: the build (src/content/directus-source.ts)
// and the scoped publish (scripts/lib/rebuild-content.mjs) ask Directus for the same ones. Plain JavaScript,
// so the site server's rebuild worker imports it as it is.

/** Items per request: the backend's QUERY_LIMIT_MAX. */
export const PAGE_SIZE = 500;

/** A guide with its SEO record and its business links. */
export const GUIDE_FIELDS = [
  '*',
  'seo_id.*',
  'local_guides_to_businesses.id',
  'local_guides_to_businesses.usage_type',
  'local_guides_to_businesses.custom_blurb',
  'local_guides_to_businesses.businesses_cid',
].join(',');

/** Query parameters of published guides (every link of each, up to PAGE_SIZE). */
export const GUIDE_QUERY = { fields: GUIDE_FIELDS, 'deep[local_guides_to_businesses][_limit]': String(PAGE_SIZE) };

/** Every field the public may read of a content page. */
export const PAGE_QUERY = { fields: '*' };

/** Every field the public may read of a business (the card fields, date_updated when exposed). */
export const BUSINESS_QUERY = { fields: '*' };
