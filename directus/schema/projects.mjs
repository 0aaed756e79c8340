// Projects (one per property) and their quotes (collection `installer`, as the spec names it).
// Spec: accounts document section 3 (Project, Quote), quotes document sections 3 and 5 (proposal_data and
// the calculator bounds).

import {
  boolean,
  float,
  integer,
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
  EMAIL_PATTERN,
} from './define.mjs';
// The field registry is erasable-syntax TypeScript with no runtime imports: Node 22 runs it as it is.
import { QUOTE_FIELDS, storageOf, STORED_PAYMENT_METHODS } from '../../src/quote-fields/fields.ts';
import { BILL_SETTING_FIELDS, SETTING_FIELDS } from '../../src/quote-fields/settings.ts';

export const QUOTE_STATUSES = ['researching', 'quote_requested', 'quote_received', 'installer_chosen', 'archived', 'draft'];
export const QUOTE_SUB_STATUSES = [
  'site_survey',
  'design_engineering',
  'permitting_interconnection',
  'installation',
  'inspection',
  'permission_to_operate',
];
export { STORED_PAYMENT_METHODS as PAYMENT_METHODS };

/**
 * Bounds of the entered proposal values and trust figures, read from the field registry
 * (src/quote-fields/fields.ts, the same bounds the forms show). A number the form saves as 0 when empty
 * (`emptyAs: 0`) is accepted down to 0 even where the form's minimum is higher (system size 0.1, production
 * 1), because drafts store a not-yet-entered number as 0. Choices accept their ids (payment method also the
 * older 'financing'). Cross-field limits (incentives up to the cost, down payment up to the total) cannot be
 * expressed as field rules; the forms and the finance engine report them. Derived values (payback, ROI,
 * cash flow, ...) may legitimately be negative and are not bounded. `src/quote-fields/fields.test.ts` pins
 * these rules to the registry.
 */
export function registryBounds(on) {
  const bounds = {};
  for (const [name, def] of Object.entries(QUOTE_FIELDS)) {
    if (storageOf(def).on !== on) continue;
    if (name === 'payment_method') bounds[name] = { _in: [...STORED_PAYMENT_METHODS] };
    else if (def.kind === 'choice') bounds[name] = { _in: def.choices.map((choice) => choice.id) };
    else if (def.kind === 'flag') bounds[name] = { _in: [true, false] };
    else if (typeof def.min === 'number' && typeof def.max === 'number') {
      bounds[name] = [def.emptyAs === 0 ? Math.min(0, def.min) : def.min, def.max];
    }
  }
  return bounds;
}

export const PROPOSAL_BOUNDS = registryBounds('proposal_data');

/** Star ratings are 0-5 (the average too); counts are non-negative (quotes spec section 3, trust). */
export const TRUST_BOUNDS = { ...registryBounds('trust'), average_rating: [0, 5] };

/** A project energy setting's column, bounded as the registry says (src/quote-fields/fields.ts). */
function setting(name) {
  const def = SETTING_FIELDS[name];
  if (def.kind === 'text') return string(def.column, { max: def.max });
  const options = { min: def.min, max: def.max, ...(def.columnDefault ? { default: def.default } : {}) };
  return def.integer ? integer(def.column, options) : float(def.column, options);
}

export const project = {
  collection: 'project',
  meta: {
    icon: 'solar_power',
    note: 'A homeowner property with its energy settings; quotes are in `installer`.',
    display_template: '{{street_address}}, {{city}}',
    accountability: 'all',
    archive_field: 'archived',
    archive_value: 'true',
    unarchive_value: 'false',
  },
  fields: [
    uuidId(),
    string('status', { choices: ['active', 'archived'], required: true, default: 'active' }),
    boolean('archived'),
    userCreated(),
    timestamp('date_created', { special: 'date-created' }),
    timestamp('date_updated', { special: 'date-updated' }),
    string('street_address', { note: 'For countries without structured addresses, the whole address.' }),
    string('city', { max: 120 }),
    string('state_province', {
      max: 2,
      validation: patternRule('state_province', '^[A-Za-z]{2}$'),
      message: 'state_province must be a 2-letter state or province code.',
    }),
    string('postal_code', { max: 16 }),
    string('country', {
      max: 3,
      required: true,
      default: 'USA',
      validation: { country: { _regex: '^[A-Z]{3}$' } },
      message: 'country must be a 3-letter ISO 3166 code in capitals, e.g. USA.',
    }),
    setting('energy_provider'),
    setting('monthly_consumption'),
    setting('current_rate'),
    setting('rate_increase'),
    setting('net_metering_rate'),
    setting('net_metering_escalation'),
    setting('system_lifetime'),
    setting('om_percent'),
    setting('insurance_percent'),
    setting('om_escalation'),
    // The hourly bill model's inputs (issue 23): JSON, as the registry declares them.
    ...Object.values(BILL_SETTING_FIELDS).map((def) => json(def.column, { note: def.hint })),
    text('notes'),
    boolean('shared', { note: 'Public sharing of /shared/quotes/{short_UUID}.' }),
    string('short_UUID', {
      max: 32,
      unique: true,
      readonly: true,
      note: 'Share id: 128 random bits, generated by the server on create (atlas-hardening).',
    }),
    boolean('wizard_completed'),
    o2m('installer', { note: 'The quotes of this project.' }),
  ],
  // Deleting an account deletes its projects and, through them, the quotes (privacy policy).
  relations: [relation('project', 'user_created', 'directus_users', { onDelete: 'CASCADE' })],
};

export const installer = {
  collection: 'installer',
  meta: {
    icon: 'request_quote',
    note: 'An installer quote inside a project.',
    display_template: '{{name}}',
    accountability: 'all',
    archive_field: 'archived',
    archive_value: 'true',
    unarchive_value: 'false',
  },
  fields: [
    uuidId(),
    m2o('project_id', { type: 'uuid', required: true, template: '{{street_address}}' }),
    string('name', { note: 'Company name as shown in comparisons.' }),
    string('company_name'),
    string('status', { choices: QUOTE_STATUSES, default: 'researching' }),
    string('sub_status', { choices: QUOTE_SUB_STATUSES }),
    string('email', {
      validation: patternRule('email', EMAIL_PATTERN),
      message: 'email must be an e-mail address.',
    }),
    string('phone', { max: 40 }),
    string('domain'),
    text('notes'),
    boolean('archived'),
    // Bounded by PROPOSAL_BOUNDS and TRUST_BOUNDS, checked by the atlas-hardening extension on every write
    // (directus/lib/proposal-data.mjs), not by a field validation rule: Directus built a Joi schema from that
    // rule on every write, 15 % of a save's CPU (issue 26). `validation: null` clears the rule where an older
    // provisioning set it (the drift check compares it).
    json('proposal_data', { validation: null }),
    json('equipment'),
    json('trust', { validation: null }),
    // Issue 22: the proposal document last imported into the quote, as a fingerprint of its text (computed in
    // the browser, src/import/fingerprint.ts), so importing it again offers to update this quote. Private
    // like the contacts: not a field of the shared view.
    string('import_fingerprint', {
      max: 71,
      validation: patternRule('import_fingerprint', '^sha256:[0-9a-f]{64}$'),
      message: 'import_fingerprint must be sha256: and 64 lower-case hex digits.',
      note: 'SHA-256 of the text of the proposal PDF last imported into this quote.',
    }),
    timestamp('date_created', { special: 'date-created' }),
    timestamp('date_updated', { special: 'date-updated' }),
  ],
  relations: [relation('installer', 'project_id', 'project', { oneField: 'installer', onDelete: 'CASCADE' })],
};
