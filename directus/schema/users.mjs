// Extra fields on Directus's own users (accounts spec section 3, User). Registration sets email, password
// and names; the site then PATCHes the consent timestamps and the referral attribution.

import { integer, json, m2o, relation, string, timestamp } from './define.mjs';

export const USER_TYPES = ['homeowner', 'installer', 'staff'];

/** Fields added to `directus_users`; the rest of that collection belongs to Directus. */
export const userFields = {
  collection: 'directus_users',
  system: true,
  fields: [
    string('user_type', { choices: USER_TYPES, default: 'homeowner', max: 32, note: 'Set by staff, not by the user.' }),
    timestamp('terms_accepted', { note: 'When the user accepted the terms of service.' }),
    timestamp('privacy_accepted', { note: 'When the user accepted the privacy policy.' }),
    timestamp('newsletter_accepted', { note: 'When the user subscribed to updates.' }),
    m2o('id_of_code_used_in_referral', { note: 'Referral code the signup is attributed to.', template: '{{code}}' }),
    json('referral_source', { note: 'UTM fields, referred_by_code, pattern, landing_page, raw_url.' }),
    timestamp('first_known_visit'),
    // Which limit applies to the user's property requests (lib/introductions.mjs). Set by staff (or a
    // billing integration), never by the user: the plan a visitor picks at signup is only remembered by the site.
    string('plan', { choices: ['free', 'smart', 'pro'], default: 'free', max: 16, note: 'Set by staff, not by the user.' }),
    integer('free_limit', { min: 0, max: 1000, default: 2 }),
    integer('smart_limit', { min: 0, max: 1000, default: 2 }),
    integer('pro_limit', { min: 0, max: 1000, default: 3 }),
  ],
  relations: [relation('directus_users', 'id_of_code_used_in_referral', 'referral_codes')],
};
