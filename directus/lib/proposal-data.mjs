// Checks of proposal_data that its field validation (a Directus filter rule, directus/schema/projects.mjs)
// cannot express: a monthly table (issue 25, the PDF import's monthly production) must be a list of 12
// non-negative kWh figures, January first. The atlas-hardening extension refuses a quote write holding
// anything else, with the message naming the key. The same for the project's 12 monthly kWh
// (monthly_usage_kwh, issue 23), a JSON column no filter rule checks.

// The field registry is erasable-syntax TypeScript with no runtime imports: Node 22 runs it as it is.
import { MONTH_PRODUCTION_MAX, monthlyKwhProblem, QUOTE_FIELDS, storageOf } from '../../src/quote-fields/fields.ts';

/** The proposal_data keys that hold 12 monthly figures, from the registry (kind `months`). */
export const MONTHLY_KEYS = Object.entries(QUOTE_FIELDS)
  .filter(([, def]) => def.kind === 'months' && storageOf(def).on === 'proposal_data')
  .map(([name]) => name);

/**
 * The first problem of a quote create or update payload's proposal_data (an object, or an array of them
 * for a batch create), or null. Other collections, and payloads without proposal_data, pass.
 * @param {string} collection
 * @param {unknown} payload
 * @returns {string | null}
 */
export function proposalDataProblem(collection, payload) {
  if (collection !== 'installer') return null;
  for (const row of Array.isArray(payload) ? payload : [payload]) {
    const data = row && typeof row === 'object' ? row.proposal_data : null;
    if (!data || typeof data !== 'object' || Array.isArray(data)) continue;
    for (const key of MONTHLY_KEYS) {
      const problem = monthlyKwhProblem(`proposal_data.${key}`, data[key]);
      if (problem) return problem;
    }
  }
  return null;
}

/**
 * Why a project create or update payload's `monthly_usage_kwh` is refused, or null: it must be 12 numbers
 * (not text) from 0 to 1,000,000 kWh, January first, or null. The hourly bill scales the typical day to it,
 * so anything else would be read as "no months" without a word. Other collections pass.
 * @param {string} collection
 * @param {unknown} payload
 * @returns {string | null}
 */
export function monthlyUsageProblem(collection, payload) {
  if (collection !== 'project') return null;
  const column = 'monthly_usage_kwh';
  for (const row of Array.isArray(payload) ? payload : [payload]) {
    if (!row || typeof row !== 'object' || !Object.hasOwn(row, column)) continue;
    const value = row[column];
    if (value === null) continue;
    if (!Array.isArray(value)) return `${column} must be a list of 12 monthly kWh figures, January first, or null.`;
    if (value.length === 12 && value.some((kwh) => typeof kwh !== 'number'))
      return `${column} must hold numbers from 0 to ${MONTH_PRODUCTION_MAX.toLocaleString('en-US')} kWh.`;
    const problem = monthlyKwhProblem(column, value);
    if (problem) return problem;
  }
  return null;
}
