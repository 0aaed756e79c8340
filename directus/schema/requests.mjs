// Paid property requests (a homeowner asks Atlas to contact installers), their links to businesses, and
// the two lookup tables the request flow reads (accounts spec sections 3 and 4).

import {
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
  userCreated,
  uuidId,
} from './define.mjs';

export const REQUEST_STATUSES = ['pending', 'pending_payment', 'published', 'active'];

/**
 * The statuses a homeowner may give their own request (and may change it from): creating it, and starting a
 * payment. `active` comes only from the server's payment confirmation (extensions/atlas-payments).
 */
export const HOMEOWNER_REQUEST_STATUSES = ['pending', 'pending_payment'];

/** Fields only the server writes: the payment the provider reported, and its confirmation. */
export const PAYMENT_FIELDS = ['payment_completed_at', 'payment_reference', 'payment_received_at', 'payment_amount', 'payment_currency'];

export const propertyRequests = {
  collection: 'property_requests',
  meta: {
    icon: 'assignment',
    note: 'A homeowner request to contact installers. Orphaned: pending_payment for over an hour.',
    accountability: 'all',
  },
  fields: [
    uuidId(),
    string('status', { choices: REQUEST_STATUSES, required: true, default: 'pending' }),
    userCreated(),
    timestamp('date_created', { special: 'date-created' }),
    timestamp('date_updated', { special: 'date-updated' }),
    timestamp('payment_completed_at', { note: 'Set once by POST /atlas/payments/confirm, when the status becomes active.' }),
    string('payment_reference', { max: 255, note: "The payment provider's reference, recorded by the signed payment webhook." }),
    timestamp('payment_received_at', { note: 'When the signed payment webhook recorded the payment.' }),
    float('payment_amount', { min: 0, note: 'Amount the provider reported, in the currency below.' }),
    string('payment_currency', {
      max: 3,
      validation: patternRule('payment_currency', '^[A-Z]{3}$'),
      message: 'payment_currency must be a 3-letter currency code in capitals.',
    }),
    string('postal_code', { max: 16 }),
    json('details', { note: 'Whatever else the request form collects.' }),
    o2m('business_cid', { note: 'The businesses this request goes to.' }),
  ],
  relations: [relation('property_requests', 'user_created', 'directus_users', { onDelete: 'CASCADE' })],
};

export const requestBusinessLinks = {
  collection: 'property_requests_to_business_junction',
  meta: {
    icon: 'link',
    note: 'One business of a property request, with its contact status.',
    accountability: 'all',
  },
  fields: [
    uuidId(),
    m2o('property_requests_id', { type: 'uuid', required: true }),
    m2o('businesses_cid', { type: 'string', max: 64 }),
    string('business_status', { max: 64, default: 'pending', note: 'Free text; `contacting` stamps contacted_at.' }),
    timestamp('contacted_at', { note: 'Set by the contacted-at flow when business_status becomes contacting.' }),
    timestamp('date_created', { special: 'date-created' }),
  ],
  relations: [
    relation('property_requests_to_business_junction', 'property_requests_id', 'property_requests', {
      oneField: 'business_cid',
      onDelete: 'CASCADE',
    }),
    relation('property_requests_to_business_junction', 'businesses_cid', 'businesses'),
  ],
};

export const zipCounties = {
  collection: 'zip_counties',
  meta: { icon: 'map', note: 'ZIP code to county lookup.', accountability: 'all' },
  fields: [
    {
      field: 'zip',
      type: 'string',
      schema: { is_primary_key: true, max_length: 5, has_auto_increment: false },
      meta: {
        interface: 'input',
        validation: { zip: { _regex: '^[0-9]{5}$' } },
        validation_message: 'zip must be a 5-digit ZIP code.',
      },
    },
    string('county', { max: 120, required: true }),
    string('state', { max: 2, validation: patternRule('state', '^[A-Z]{2}$'), message: 'state must be a 2-letter code in capitals.' }),
  ],
  relations: [],
};

export const businessRanking = {
  collection: 'business_ranking',
  meta: { icon: 'leaderboard', note: 'Ranked businesses per county.', accountability: 'all' },
  fields: [
    integerId(),
    string('county', { max: 120, required: true }),
    string('state', { max: 2, validation: patternRule('state', '^[A-Z]{2}$'), message: 'state must be a 2-letter code in capitals.' }),
    json('ranking', { note: 'Ordered list of { cid, atlas_score }, best first.' }),
    integer('business_count', { min: 0 }),
    float('median_atlas_score', { min: 0, max: 10 }),
    text('notes'),
    timestamp('date_updated', { special: 'date-updated' }),
  ],
  relations: [],
};
