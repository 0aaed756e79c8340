// Row and field rules for visitors (the Public policy) and homeowners, enforced by the atlas-hardening
// extension (directus/access/guard.mjs) on every item query and write.
//
// Why not Directus permission rules: Directus 12 without a licence ("Core") ignores every permission that
// carries an item filter, a field list, validation or presets (custom_permission_rules_enabled is off), so
// a permission can only grant a whole collection. The policies in policies.mjs therefore grant whole
// collections for the actions each audience may use, and these views narrow them to rows and fields. With a
// licence the same rules could move into Directus permissions; the API tests pin the behaviour either way.
//
// A view: `rows` is a Directus filter every row must match ('$CURRENT_USER' is the signed-in user);
// `fields` is the readable field list or '*'; `filterOnly` fields may be filtered on but are not returned;
// `nestedOnly` means readable only inside its parent;
// `rowsFollowParent` means the rows are exactly those reachable from visible parents, so filtering through
// the parent relation cannot reveal hidden rows. Write rules: `create`/`update` allowed, `writable` (allow
// list) or `readonly` (deny list) of payload keys, `owned` foreign keys that must point at rows the user
// can see, `values` fields the user may set only to the listed values and, on update, only on rows whose
// current value is one of them (so a value outside the list can neither be reached nor left).

import { LISTED_USAGE_TYPES } from '../schema/content.mjs';
import { HOMEOWNER_REQUEST_STATUSES, PAYMENT_FIELDS } from '../schema/requests.mjs';

const published = { status: { _eq: 'published' } };
const SYSTEM_MANAGED = ['id', 'user_created', 'date_created', 'date_updated'];

/** Fields a guide card and the guide page use (accounts spec section 2, Local guide page). */
export const BUSINESS_CARD_FIELDS = [
  'cid',
  'name',
  'site_company_insights_name',
  'site',
  'status',
  'atlas_score',
  'ranking',
  'rating',
  'reviews',
  'state',
  'site_company_insights_state',
  'site_company_insights_founded_year',
  'score_breakdown',
  'basic_content',
];

/** What anyone may read: published content, and nothing private. */
const contentViews = {
  pages: {
    rows: published,
    fields: [
      'id',
      'slug',
      'status',
      'title',
      'meta_description',
      'keywords',
      'canonical_url',
      'no_index',
      'no_follow',
      'og_title',
      'og_description',
      'og_image',
      'content',
      'date_created',
      'date_updated',
    ],
  },
  local_guides: {
    rows: published,
    fields: [
      'id',
      'title',
      'hero_content',
      'status',
      'country',
      'state',
      'locality',
      'seo_id',
      'local_guides_to_businesses',
      'date_updated',
    ],
  },
  local_guides_seo: {
    nestedOnly: true,
    rows: null,
    fields: ['id', 'slug', 'title', 'meta_description', 'no_index', 'no_follow', 'og_title', 'og_description', 'og_type', 'schema_markup'],
  },
  local_guides_to_businesses: {
    nestedOnly: true,
    rows: {
      _and: [
        { usage_type: { _in: LISTED_USAGE_TYPES } },
        // One condition per relational filter: Directus does not read _and inside a relation.
        { businesses_cid: published },
        { businesses_cid: { atlas_score: { _nnull: true } } },
        { local_guides_id: published },
      ],
    },
    fields: ['id', 'usage_type', 'custom_blurb', 'businesses_cid', 'local_guides_id'],
  },
  businesses: { rows: published, fields: BUSINESS_CARD_FIELDS },
  // Lookups filter on status too (spec section 7); it is not returned, and the rows are published anyway.
  referral_codes: { rows: published, fields: ['id', 'code'], filterOnly: ['status'] },
  form_submissions: { noRead: true, create: true, writable: ['form_type', 'payload'] },
};

const own = { user_created: { _eq: '$CURRENT_USER' } };

/** A homeowner's own data. */
const homeownerViews = {
  project: {
    rows: own,
    fields: '*',
    create: true,
    update: true,
    readonly: [...SYSTEM_MANAGED, 'short_UUID'],
  },
  // A homeowner may delete their own quotes (issue 22), one at a time by its id: a batch delete (DELETE
  // /items/installer with keys or a query) is refused before Directus routes it (routes.mjs, isBatchDelete).
  installer: {
    rows: { project_id: own },
    rowsFollowParent: true,
    fields: '*',
    create: true,
    update: true,
    delete: true,
    readonly: SYSTEM_MANAGED,
    owned: { project_id: 'project' },
  },
  // Payments: the status moves to `active`, and the payment fields are written, only by the server (the
  // signed provider webhook and POST /atlas/payments/confirm in extensions/atlas-payments). A homeowner
  // creates a request as `pending` or `pending_payment` and may switch between those two (starting a
  // payment), but cannot reach `active` or `published`, nor change the status of a request that has left them.
  property_requests: {
    rows: own,
    fields: '*',
    create: true,
    update: true,
    readonly: [...SYSTEM_MANAGED, ...PAYMENT_FIELDS],
    values: { status: HOMEOWNER_REQUEST_STATUSES },
  },
  // Installer introductions: a homeowner links businesses to their own request (`pending`) and asks for the
  // introduction (`contacting`); contacted_at is stamped by the server's contacted-at flow, never sent.
  // business_status stays free text (spec section 4); once per business, within the limit, and `contacting`
  // only on a paid request are checked by the atlas-hardening extension (lib/introductions.mjs).
  property_requests_to_business_junction: {
    rows: { property_requests_id: own },
    rowsFollowParent: true,
    fields: '*',
    create: true,
    update: true,
    readonly: [...SYSTEM_MANAGED, 'contacted_at'],
    owned: { property_requests_id: 'property_requests' },
  },
  directus_users: {
    rows: { id: { _eq: '$CURRENT_USER' } },
    fields: [
      'id',
      'email',
      'first_name',
      'last_name',
      'user_type',
      'terms_accepted',
      'privacy_accepted',
      'newsletter_accepted',
      'id_of_code_used_in_referral',
      'referral_source',
      'first_known_visit',
      'plan',
      'free_limit',
      'smart_limit',
      'pro_limit',
    ],
    update: true,
    writable: [
      'first_name',
      'last_name',
      'terms_accepted',
      'privacy_accepted',
      'newsletter_accepted',
      'id_of_code_used_in_referral',
      'referral_source',
      'first_known_visit',
    ],
  },
};

/**
 * Collections whose rows belong to a user. For visitors they are closed entirely (Directus grants them
 * nothing either); the guard refuses them too, so a mistaken permission cannot open them.
 */
export const PRIVATE_COLLECTIONS = Object.keys(homeownerViews);

/** Views per audience. Editors and admins have none: Directus permissions alone apply to them. */
export const views = {
  public: { ...contentViews },
  homeowner: { ...contentViews, ...homeownerViews },
};
