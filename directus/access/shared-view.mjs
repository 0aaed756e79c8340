// What the public shared view (/shared/quotes/{short id}) may show: exactly the fields of accounts spec
// section 7. Declared once, here: the atlas-shared endpoint reads exactly these fields server-side (visitors
// get no access to `project` or `installer` themselves), the site's types of the view are derived from them
// (src/directus/schema.ts, SharedProject and SharedQuote), the site checks share ids with the same pattern
// (src/directus/shared.ts), and the API suite pins the endpoint's answer to them (spec-calls.test.mjs).
// The `@type {const}` annotations keep the names as literal types for TypeScript.

import { TARIFF_BILL_FIELDS } from '../../src/finance/bill/tariff-fields.mjs';

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

/**
 * The hourly bill's inputs of a shared project (issue 23), given only to the site server (the request must
 * carry ATLAS_SITE_KEY, see the atlas-shared endpoint) so the shared page bills each quote as the owner's
 * page does. They are computed with on the server and never rendered: the tariff keeps only the fields the
 * bill reads (no utility, rate name or address of its page), and the place is cut to what the sun's position
 * and the time zone use (the ZIP code's first three digits and the state).
 */
export const SHARED_BILL_FIELDS = /** @type {const} */ ([
  'tariff',
  'monthly_usage_kwh',
  'hourly_usage_kwh',
  'postal_code',
  'state_province',
  'country',
]);

/** The name the shared page's bill sentences give the rate. */
export const SHARED_TARIFF_NAME = 'the homeowner’s rate';

/**
 * A project's bill inputs as the site server gets them: the tariff reduced to TARIFF_BILL_FIELDS and the
 * ZIP code to its first three digits (written as a five-digit code ending in 00, which the location
 * lookup reads by the same three digits). Anything else of the project is left out.
 * @param {Record<string, unknown>} project
 * @returns {{ tariff: Record<string, unknown> | null, monthly_usage_kwh: unknown, hourly_usage_kwh: unknown, postal_code: string | null, state_province: unknown, country: unknown }}
 */
export function sharedBillInputs(project) {
  const tariff = jsonValue(project.tariff);
  // The rate's own name can name the utility: the bill's sentences read "the homeowner's rate" instead.
  const kept =
    tariff && typeof tariff === 'object' && !Array.isArray(tariff)
      ? {
          name: SHARED_TARIFF_NAME,
          ...Object.fromEntries(TARIFF_BILL_FIELDS.filter((key) => key in tariff).map((key) => [key, tariff[key]])),
        }
      : null;
  const zip = typeof project.postal_code === 'string' ? project.postal_code.trim().slice(0, 5) : '';
  return {
    tariff: kept,
    monthly_usage_kwh: project.monthly_usage_kwh ?? null,
    hourly_usage_kwh: project.hourly_usage_kwh ?? null,
    postal_code: /^\d{5}$/.test(zip) ? `${zip.slice(0, 3)}00` : null,
    state_province: project.state_province ?? null,
    country: project.country ?? null,
  };
}

/**
 * Each quote's inverter as the engine reads it (type and warranty: when the owner's system needs a new
 * inverter, issue 23), keyed by quote id, for the site server only like the bill inputs: the quote's
 * `equipment` is not a field of the public view.
 * @param {Array<Record<string, unknown>>} quotes
 * @returns {Record<string, { type: unknown, warranty: unknown }>}
 */
export function sharedInverters(quotes) {
  /** @type {Record<string, { type: unknown, warranty: unknown }>} */
  const out = {};
  for (const quote of quotes) {
    const equipment = jsonValue(quote.equipment);
    const inverters = equipment && typeof equipment === 'object' ? /** @type {Record<string, unknown>} */ (equipment).inverters : null;
    if (!inverters || typeof inverters !== 'object') continue;
    const { type = null, warranty = null } = /** @type {Record<string, unknown>} */ (inverters);
    if (type !== null || warranty !== null) out[String(quote.id)] = { type, warranty };
  }
  return out;
}

/**
 * A JSON column's value: as Directus answers it (parsed), or parsed from its text (SQLite may hand it over as
 * text); null for text that is not JSON.
 * @param {unknown} value
 * @returns {unknown}
 */
function jsonValue(value) {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
