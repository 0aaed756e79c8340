// Public content edited in the Data Studio: pages, local installer guides (with their SEO record and
// business links), businesses, referral codes, and the submissions of the site's two forms.
// Spec: accounts document sections 2-4.

import {
  boolean,
  float,
  integer,
  integerId,
  json,
  m2o,
  o2m,
  patternRule,
  relation,
  string,
  text,
  timestamp,
  uuidId,
  EMAIL_PATTERN,
} from './define.mjs';

export const PUBLISH_STATUSES = ['draft', 'published', 'archived'];
/** Only these guide links are shown (accounts spec section 4). */
export const LISTED_USAGE_TYPES = ['listed', 'featured'];
export const USAGE_TYPES = ['listed', 'featured', 'excluded', 'pending_review'];
export const FORM_TYPES = ['contact', 'installer_application'];

/**
 * The fields each public form may send in `form_submissions.payload`, with the most characters each may
 * hold (spec section 3 names the fields). Anyone may post a submission, so the atlas-forms extension refuses
 * any other key, any value that is not text and anything longer; the forms' inputs carry the same limits
 * (src/components/forms/Field.astro), so a person never meets the refusal.
 */
export const FORM_FIELDS = {
  contact: { firstName: 100, lastName: 100, email: 254, phone: 40, message: 5000, formType: 32 },
  installer_application: { companyName: 200, website: 300, contactName: 200, role: 100, email: 254, phone: 40, formType: 32 },
};

const publishStatus = () => string('status', { choices: PUBLISH_STATUSES, required: true, default: 'draft' });
const slugRule = (field) => ({ [field]: { _regex: '^[a-z0-9]+(-[a-z0-9]+)*$' } });

export const pages = {
  collection: 'pages',
  meta: {
    icon: 'article',
    note: 'Content pages served at /{slug} (about, methodology, terms, privacy, ...).',
    display_template: '{{title}}',
    accountability: 'all',
    archive_field: 'status',
    archive_value: 'archived',
    unarchive_value: 'draft',
  },
  fields: [
    integerId(),
    string('slug', {
      required: true,
      unique: true,
      max: 120,
      validation: slugRule('slug'),
      message: 'slug is lowercase words joined by hyphens, e.g. about or how-it-works.',
    }),
    publishStatus(),
    string('title', { required: true }),
    text('meta_description'),
    string('keywords'),
    string('canonical_url'),
    boolean('no_index'),
    boolean('no_follow'),
    string('og_title'),
    text('og_description'),
    string('og_image', { note: 'Absolute URL of the social preview image.' }),
    text('content', { html: true }),
    timestamp('date_created', { special: 'date-created' }),
    timestamp('date_updated', { special: 'date-updated', note: 'Shown as the last-updated date.' }),
  ],
  relations: [],
};

export const guideSeo = {
  collection: 'local_guides_seo',
  meta: {
    icon: 'travel_explore',
    note: 'SEO record of a local guide (the guide’s seo_id). Looked up by slug.',
    display_template: '{{slug}}',
    accountability: 'all',
  },
  fields: [
    integerId(),
    string('slug', {
      required: true,
      unique: true,
      max: 160,
      validation: slugRule('slug'),
      message: 'slug is lowercase words joined by hyphens.',
    }),
    string('title'),
    text('meta_description'),
    boolean('no_index'),
    boolean('no_follow'),
    string('og_title'),
    text('og_description'),
    string('og_type', { max: 32, default: 'website' }),
    json('schema_markup', { note: 'JSON-LD object embedded in the page.' }),
  ],
  relations: [],
};

export const localGuides = {
  collection: 'local_guides',
  meta: {
    icon: 'location_city',
    note: 'Local installer guide at /solar-installers/{country}/{state}/{locality}/{seo slug}.',
    display_template: '{{title}}',
    accountability: 'all',
    archive_field: 'status',
    archive_value: 'archived',
    unarchive_value: 'draft',
  },
  fields: [
    integerId(),
    string('title', { required: true }),
    text('hero_content', { html: true }),
    publishStatus(),
    string('country', {
      max: 3,
      required: true,
      validation: { country: { _regex: '^[A-Z]{2,3}$' } },
      message: 'country is the uppercase country code used in the URL, e.g. US.',
    }),
    string('state', {
      max: 60,
      required: true,
      validation: { state: { _regex: '^[a-z]+( [a-z]+)*$' } },
      message: 'state is the lowercase state name as in the URL, with spaces for hyphens (e.g. colorado).',
    }),
    string('locality', {
      max: 120,
      required: true,
      validation: { locality: { _regex: '^[a-z]+( [a-z]+)*$' } },
      message: 'locality is the lowercase place name as in the URL, with spaces for hyphens (e.g. fort collins).',
    }),
    m2o('seo_id', { template: '{{slug}}' }),
    o2m('local_guides_to_businesses'),
    timestamp('date_created', { special: 'date-created' }),
    timestamp('date_updated', { special: 'date-updated' }),
  ],
  relations: [relation('local_guides', 'seo_id', 'local_guides_seo')],
};

export const guideBusinessLinks = {
  collection: 'local_guides_to_businesses',
  meta: {
    icon: 'link',
    note: 'A business in a guide. Only usage_type listed or featured is shown.',
    accountability: 'all',
  },
  fields: [
    integerId(),
    m2o('local_guides_id', { required: true, template: '{{title}}' }),
    m2o('businesses_cid', { type: 'string', max: 64, required: true, template: '{{name}}' }),
    string('usage_type', { choices: USAGE_TYPES, required: true, default: 'listed', max: 32 }),
    text('custom_blurb'),
  ],
  relations: [
    relation('local_guides_to_businesses', 'local_guides_id', 'local_guides', {
      oneField: 'local_guides_to_businesses',
      onDelete: 'CASCADE',
    }),
    relation('local_guides_to_businesses', 'businesses_cid', 'businesses', { onDelete: 'CASCADE' }),
  ],
};

export const businesses = {
  collection: 'businesses',
  meta: {
    icon: 'storefront',
    note: 'An installer business ranked in guides. Public readers see only the guide-card fields.',
    display_template: '{{name}}',
    accountability: 'all',
    archive_field: 'status',
    archive_value: 'archived',
    unarchive_value: 'draft',
  },
  fields: [
    {
      field: 'cid',
      type: 'string',
      schema: { is_primary_key: true, max_length: 64, has_auto_increment: false },
      meta: {
        interface: 'input',
        note: 'Stable business id (e.g. the maps CID).',
        validation: { cid: { _regex: '^[A-Za-z0-9_-]{1,64}$' } },
        validation_message: 'cid is letters, digits, hyphens or underscores.',
      },
    },
    string('name', { required: true }),
    string('site_company_insights_name'),
    string('site', { note: 'Website URL.' }),
    publishStatus(),
    float('atlas_score', { min: 0, max: 10, note: 'Atlas Score out of 10; empty means not scored (not listed).' }),
    json('ranking', { note: '{ atlas_score, rank, county }' }),
    float('rating', { min: 0, max: 5 }),
    integer('reviews', { min: 0 }),
    string('state', { max: 2, validation: patternRule('state', '^[A-Z]{2}$'), message: 'state is a 2-letter code in capitals.' }),
    string('site_company_insights_state', {
      max: 2,
      validation: patternRule('site_company_insights_state', '^[A-Z]{2}$'),
      message: 'site_company_insights_state is a 2-letter code in capitals.',
    }),
    integer('site_company_insights_founded_year', { min: 1800, max: 2100 }),
    json('score_breakdown', { note: 'details.review_quality.satisfaction_rate is shown on cards.' }),
    text('basic_content', {
      code: true,
      note: 'JSON text: { info: { coverage, metrics, services, trust, partners } }. Unreadable JSON shows a minimal card.',
    }),
    string('contact_email', {
      validation: patternRule('contact_email', EMAIL_PATTERN),
      message: 'contact_email must be an e-mail address.',
      note: 'Internal: never shown publicly.',
    }),
    text('internal_notes', { note: 'Internal: never shown publicly.' }),
    timestamp('date_created', { special: 'date-created' }),
    timestamp('date_updated', { special: 'date-updated' }),
  ],
  relations: [],
};

export const referralCodes = {
  collection: 'referral_codes',
  meta: {
    icon: 'redeem',
    note: 'Referral codes (/r/{code}). Public readers see id and code of published codes only.',
    display_template: '{{code}}',
    accountability: 'all',
  },
  fields: [
    integerId(),
    string('code', {
      required: true,
      unique: true,
      max: 64,
      validation: { code: { _regex: '^[A-Za-z0-9_-]{2,64}$' } },
      message: 'code is 2-64 letters, digits, hyphens or underscores.',
    }),
    publishStatus(),
    integer('clicks', { min: 0, required: true, default: 0, note: 'Counted by the referral-click flow.' }),
    string('partner_name', { note: 'Internal: who the code belongs to.' }),
    text('notes'),
    timestamp('date_created', { special: 'date-created' }),
  ],
  relations: [],
};

export const formSubmissions = {
  collection: 'form_submissions',
  meta: {
    icon: 'inbox',
    note: 'Contact and installer-application form submissions. Anyone may create (fields and lengths limited: FORM_FIELDS); only admins read; each new one is e-mailed to the support address.',
    accountability: 'all',
  },
  fields: [
    uuidId(),
    string('form_type', { choices: FORM_TYPES, required: true, max: 32 }),
    json('payload', {
      required: true,
      validation: { payload: { _nnull: true } },
      message: 'payload is the JSON object of the submitted form fields.',
    }),
    string('status', { choices: ['new', 'handled', 'spam'], required: true, default: 'new', max: 16 }),
    timestamp('date_created', { special: 'date-created' }),
  ],
  relations: [],
};
