// What the public shared view (/shared/quotes/{short id}) may show: exactly the fields of accounts spec
// section 7. Declared once, here: the atlas-shared endpoint reads exactly these fields server-side (visitors
// get no access to `project` or `installer` themselves), the site's types of the view are derived from them
// (src/directus/schema.ts, SharedProject and SharedQuote), the site checks share ids with the same pattern
// (src/directus/shared.ts), and the API suite pins the endpoint's answer to them (spec-calls.test.mjs).
// The `@type {const}` annotations keep the names as literal types for TypeScript.

/** Project fields of the shared view: the energy assumptions, no address, provider, notes or contacts. */
export const SHARED_PROJECT_FIELDS = /** @type {const} */ ([
  'id',
  'monthly_consumption_kwh',
  'current_rate_per_kwh',
  'rate_increase_yearly_percent',
  'net_metering_rate',
  'net_metering_increase_yearly_percent',
  'expected_system_lifetime_years',
  'short_UUID',
  'om_annual_percent',
  'insurance_annual_percent',
  'om_and_insurance_escalation_percent',
]);

/** Quote fields of the shared view: no e-mail, phone or notes. */
export const SHARED_QUOTE_FIELDS = /** @type {const} */ (['id', 'status', 'name', 'domain', 'proposal_data', 'project_id']);

/**
 * The one order of a project's quote columns, on the project page (src/directus/projects.ts, a deep sort of
 * the quotes) and on the shared page (the atlas-shared endpoint): oldest first, and the id breaks a tie of
 * two quotes saved in the same second, so the columns never swap between two loads.
 */
export const QUOTE_ORDER = /** @type {const} */ (['date_created', 'id']);

/** Share ids are 22 base64url characters (128 bits); anything else cannot exist. */
export const SHORT_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
