// Conditional saves of a quote (second adversarial review, finding 5). Two tabs edit one quote; tab 2 reads
// it, tab 1 saves a new cost, then tab 2's save arrives: the server accepted the whole form and tab 1's cost
// was lost, because the merge in the browser compared against a read taken before the other save.
//
// So a homeowner's PATCH /items/installer/{id} may carry the quote's `date_updated` as it read it: a
// precondition, not a value (homeowners never write date_updated). The atlas-hardening extension compares
// it with the stored one before the write: equal, the field is removed and the save goes ahead; different,
// the answer is 409 and nothing is written, and the browser merges over a fresh read (its conflict dialog
// asks where both changed one field). A save without it is unconditional, as before.
//
// The check and the write are two statements: a save landing between them is not caught. The window is a
// few milliseconds, against the seconds between a read and a save that the review exploited.

/** The collections whose saves may be conditional, with the path a single-item PATCH takes. */
const CONDITIONAL = /^\/items\/(installer)\/([^/]+)\/?$/i;

export const CONFLICT_MESSAGE = 'This quote was changed elsewhere since it was read; nothing was saved.';

/**
 * The collection and id of a single-item PATCH that carries a precondition, or null.
 * @param {string} method
 * @param {string} path the request path as sent (escapes in the id undone here)
 * @param {unknown} body
 */
export function conditionalWrite(method, path, body) {
  if (method !== 'PATCH' || !body || typeof body !== 'object' || Array.isArray(body) || !Object.hasOwn(body, 'date_updated')) return null;
  const match = CONDITIONAL.exec(path);
  if (!match) return null;
  let id = match[2];
  try {
    id = decodeURIComponent(id);
  } catch {
    return null;
  }
  return { collection: match[1].toLowerCase(), id, expected: body.date_updated };
}

/** Whether two date_updated values name the same moment (formats differ between databases), null equal to null. */
export function sameMoment(expected, stored) {
  if (expected === null || expected === undefined || expected === '') return stored === null || stored === undefined;
  if (stored === null || stored === undefined) return false;
  const a = Date.parse(String(expected));
  const b = stored instanceof Date ? stored.getTime() : Date.parse(String(stored));
  return !Number.isNaN(a) && a === b;
}
