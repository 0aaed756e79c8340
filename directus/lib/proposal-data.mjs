// Checks of a quote's JSON columns, run by the atlas-hardening extension on every create and update:
// - proposal_data and trust: each key within the registry's bounds (directus/schema/projects.mjs
//   PROPOSAL_BOUNDS and TRUST_BOUNDS, the same bounds the forms show);
// - a monthly table (issue 25, the PDF import's monthly production): a list of 12 non-negative kWh figures,
//   January first;
// and of the project's 12 monthly kWh (monthly_usage_kwh, issue 23). A refused write names the column and
// the key.
//
// The bounds were a Directus field validation rule (a filter) until issue 26: Directus turns such a rule
// into a Joi schema on every write (some 120 alternatives for proposal_data's 41 keys), which was 15 % of a
// save's CPU. Here they are compiled once into plain checks with the same meaning: a key may be missing or
// null, and the column itself null; a number (or a numeric string, which Joi converted) must lie in its
// range; a choice must be one of its ids.

// The field registry is erasable-syntax TypeScript with no runtime imports: Node 22 runs it as it is.
import { MONTH_PRODUCTION_MAX, monthlyKwhProblem, QUOTE_FIELDS, storageOf } from '../../src/quote-fields/fields.ts';
import { PROPOSAL_BOUNDS, TRUST_BOUNDS } from '../schema/projects.mjs';

/** The rows of a write's payload: an object, or an array of them for a batch create. */
const rowsOf = (payload) => (Array.isArray(payload) ? payload : [payload]);

const figure = (n) => n.toLocaleString('en-US', { maximumFractionDigits: 6 });

/** A number as Joi's number() read it: a finite number, or a string holding one; otherwise NaN. */
function asNumber(value) {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/**
 * Compiles bounds ({ key: [min, max] | { _in: ids } }) of a JSON object column into a check of one value:
 * the first problem, naming the column and the key, or null.
 * @param {string} column
 * @param {Record<string, [number, number] | { _in: unknown[] }>} bounds
 * @returns {(value: unknown) => string | null}
 */
export function boundsCheck(column, bounds) {
  const checks = Object.entries(bounds).map(([key, bound]) => {
    if (Array.isArray(bound)) {
      const [min, max] = bound;
      const range = `from ${figure(min)} to ${figure(max)}`;
      return [
        key,
        (value) => {
          const n = asNumber(value);
          if (!Number.isFinite(n)) return `must be a number ${range}`;
          return n < min || n > max ? `must be ${range}` : null;
        },
      ];
    }
    const ids = new Set(bound._in);
    const listed = bound._in.map((id) => JSON.stringify(id)).join(', ');
    return [key, (value) => (ids.has(value) ? null : `must be one of ${listed}`)];
  });
  return (value) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'object' || Array.isArray(value))
      return `Validation failed for field "${column}": it must be an object of named values, or null.`;
    for (const [key, check] of checks) {
      const entry = value[key];
      if (entry === undefined || entry === null) continue;
      const problem = check(entry);
      if (problem) return `Validation failed for field "${column}": "${key}" ${problem} (it is ${JSON.stringify(entry)}).`;
    }
    return null;
  };
}

const QUOTE_BOUNDS = [
  ['proposal_data', boundsCheck('proposal_data', PROPOSAL_BOUNDS)],
  ['trust', boundsCheck('trust', TRUST_BOUNDS)],
];

/**
 * The first key of a quote create or update payload (an object, or an array of them for a batch create) that
 * is outside the bounds of proposal_data or trust, or null. Other collections pass.
 * @param {string} collection
 * @param {unknown} payload
 * @returns {string | null}
 */
export function quoteBoundsProblem(collection, payload) {
  if (collection !== 'installer') return null;
  for (const row of rowsOf(payload)) {
    if (!row || typeof row !== 'object') continue;
    for (const [column, check] of QUOTE_BOUNDS) {
      const problem = check(row[column]);
      if (problem) return problem;
    }
  }
  return null;
}

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
  for (const row of rowsOf(payload)) {
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
  for (const row of rowsOf(payload)) {
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
