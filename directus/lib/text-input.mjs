// Text that visitors and homeowners write (second adversarial review, finding 9): a 100,000-character
// company name holding U+202E (right-to-left override) and NUL was stored. The atlas-hardening extension
// passes every visitor and homeowner write through cleanPayload(): control characters and bidirectional
// overrides are removed from every string (in JSON fields too), and a string longer than its column
// (varchar length from directus/schema, else TEXT_MAX) is refused with a message naming the field.
//
// Why strip rather than refuse the characters: they arrive in pasted text (a quote PDF) without the
// homeowner seeing them, and they have no meaning in Atlas's fields. Tab, line feed and carriage return
// stay (notes and messages have lines). Passwords are never changed: they are compared, not shown.

import { collections, systemExtensions } from '../schema/index.mjs';

/** The longest string a text column or a string inside a JSON field may hold. */
export const TEXT_MAX = 20_000;

/** C0 and C1 controls except tab, line feed and carriage return; DEL; bidirectional embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** `text` without control characters or bidirectional overrides. */
export function stripControls(text) {
  return text.replace(UNSAFE, '');
}

/** Directus's own user columns Atlas lets people write (varchar lengths of directus_users). */
const SYSTEM_LIMITS = { directus_users: { first_name: 50, last_name: 50, email: 128 } };

/** Fields never rewritten (a password is compared as typed). */
const UNTOUCHED = new Set(['password']);

/**
 * Collections whose lengths their own hook checks with a message naming the form's field (atlas-forms:
 * `"message" is longer than 5000 characters`); here they are only cleaned.
 */
const OWN_LENGTH_RULES = new Set(['form_submissions']);

/** collection → field → longest string, from the schema definitions. */
const LIMITS = (() => {
  const limits = structuredClone(SYSTEM_LIMITS);
  for (const definition of [...collections, ...systemExtensions]) {
    const fields = (limits[definition.collection] ??= {});
    for (const field of definition.fields) {
      if (field.type === 'string' && field.schema?.max_length) fields[field.field] = field.schema.max_length;
    }
  }
  return limits;
})();

/** The longest string `field` of `collection` may hold. */
export function maxLength(collection, field) {
  return LIMITS[collection]?.[field] ?? TEXT_MAX;
}

/**
 * The payload with control characters removed from every string, or the first problem: a string longer than
 * its field allows. Objects and arrays (JSON fields, nested relational items) are copied, not changed in place.
 * @param {string} collection
 * @param {unknown} payload a create or update payload (an object, or an array of them for a batch create)
 * @returns {{ payload: unknown, problem: string | null }}
 */
export function cleanPayload(collection, payload) {
  let problem = null;
  const clean = (value, field, topLevel) => {
    if (problem) return value;
    if (typeof value === 'string') {
      const stripped = stripControls(value);
      const limit = OWN_LENGTH_RULES.has(collection) ? Infinity : topLevel ? maxLength(collection, field) : TEXT_MAX;
      if (stripped.length > limit) problem = `"${field}" may be at most ${limit} characters long.`;
      return stripped;
    }
    if (Array.isArray(value)) return value.map((item) => clean(item, field, false));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, clean(item, field, false)]));
    }
    return value;
  };
  const cleanRow = (row) => {
    if (!row || typeof row !== 'object' || Array.isArray(row)) return row;
    return Object.fromEntries(
      Object.entries(row).map(([field, value]) => [field, UNTOUCHED.has(field) ? value : clean(value, field, true)]),
    );
  };
  const result = Array.isArray(payload) ? payload.map(cleanRow) : cleanRow(payload);
  return { payload: result, problem };
}
