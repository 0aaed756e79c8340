// Flows as code. The rebuild webhook is a hook in atlas-hardening (see its rebuild.js for why), and the
// password-reset link is configuration (PASSWORD_RESET_URL_ALLOW_LIST in scripts/lib/directus.mjs), so two
// flows remain. Directus without a licence runs at most 5 active flows.

import { CONTACTED_AT_FLOW_ID, CONTACTED_AT_OPERATION_ID, REFERRAL_FLOW_ID, REFERRAL_OPERATION_ID } from '../ids.mjs';

/**
 * Runs inside Directus's script sandbox on every create or update of a request-business link: when the
 * payload sets business_status to contacting, contacted_at becomes the server's current time.
 */
const STAMP_CONTACTED_AT = `module.exports = function (data) {
  var payload = data.$trigger.payload;
  if (payload && payload.business_status === 'contacting') {
    return Object.assign({}, payload, { contacted_at: new Date().toISOString() });
  }
  return payload;
};`;

/** Each flow with its operations, first operation first. */
export const flows = [
  {
    id: REFERRAL_FLOW_ID,
    name: 'Referral click',
    icon: 'ads_click',
    color: null,
    description: 'POST /flows/trigger/{id} with { item_id }: counts one click on a published referral code.',
    status: 'active',
    trigger: 'webhook',
    // No activity log per click: clicks are anonymous and frequent.
    accountability: null,
    options: { method: 'POST', async: false, return: '$last', error_on_reject: true },
    operations: [
      {
        id: REFERRAL_OPERATION_ID,
        name: 'Count click',
        key: 'count_click',
        type: 'atlas-referral-click',
        position_x: 19,
        position_y: 1,
        options: { item_id: '{{$trigger.body.item_id}}' },
        resolve: null,
        reject: null,
      },
    ],
  },
  {
    id: CONTACTED_AT_FLOW_ID,
    name: 'Stamp contacted_at',
    icon: 'schedule',
    color: null,
    description: 'A request-business link whose business_status becomes contacting gets contacted_at = now.',
    status: 'active',
    trigger: 'event',
    accountability: null,
    options: {
      type: 'filter',
      scope: ['items.create', 'items.update'],
      collections: ['property_requests_to_business_junction'],
      return: '$last',
    },
    operations: [
      {
        id: CONTACTED_AT_OPERATION_ID,
        name: 'Stamp contacted_at',
        key: 'stamp',
        type: 'exec',
        position_x: 19,
        position_y: 1,
        options: { code: STAMP_CONTACTED_AT },
        resolve: null,
        reject: null,
      },
    ],
  },
];
