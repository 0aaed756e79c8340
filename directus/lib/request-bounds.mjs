// Bounds on what one request may ask of Directus (second adversarial review, findings 3 and 9). Directus
// itself parses any query it is given: a SEARCH with 100,000 sort keys (700 KB) returned 500 after blocking
// the event loop for 1.3 s and writing 7.5 MB to the log; `deep` nested 3,000 levels, JSON nested 5,000
// deep and 1e309 (Infinity) in a JSON field answered 500. The atlas-hardening extension checks every
// request against these bounds before Directus parses it, and answers 400 naming the bound.
//
// Every walk here is iterative, so hostile nesting cannot overflow the stack of the check itself.

/** The bounds. Atlas's own largest query reads about 40 fields and 3 sort keys; these leave room. */
export const QUERY_BOUNDS = {
  /** Entries of `fields` (comma-separated or an array). */
  fields: 200,
  /** Entries of `sort`. */
  sort: 10,
  /** Nodes (objects, arrays and values) of one `filter`, and of `deep` with its nested filters. */
  filterNodes: 250,
  /** Relational levels of `deep` (Directus itself reads at most MAX_RELATIONAL_DEPTH = 6). */
  deepLevels: 6,
  /** Entries of `groupBy`, and of `aggregate` and `alias` each. */
  other: 50,
  /** Characters of `search`. */
  search: 200,
};

/** How deep any JSON body may nest (objects and arrays); Atlas's deepest payload (a quote) is under 10. */
export const MAX_BODY_DEPTH = 32;

/** What an error message may echo of a request before it is cut (the answer and the log). */
export const MAX_ECHO = 1024;

/**
 * Nodes and nesting depth of a parsed JSON value, without recursion; stops counting past `stopAt` nodes.
 * @returns {{ nodes: number, depth: number, nonFinite: boolean }}
 */
export function measure(value, stopAt = Infinity) {
  let nodes = 0;
  let depth = 0;
  let nonFinite = false;
  const stack = [[value, 1]];
  while (stack.length > 0 && nodes <= stopAt) {
    const [item, level] = stack.pop();
    nodes++;
    if (level > depth) depth = level;
    if (typeof item === 'number' && !Number.isFinite(item)) nonFinite = true;
    if (item && typeof item === 'object') for (const child of Object.values(item)) stack.push([child, level + 1]);
  }
  return { nodes, depth, nonFinite };
}

/** Relational levels of a `deep` value: nested keys that do not start with `_` (those are its query parameters). */
function deepLevels(deep, stopAt) {
  let levels = 0;
  const stack = [[deep, 0]];
  let visited = 0;
  while (stack.length > 0 && visited++ < 10_000) {
    const [item, level] = stack.pop();
    if (level > levels) levels = level;
    if (levels > stopAt) break;
    if (!item || typeof item !== 'object' || Array.isArray(item)) continue;
    for (const [key, child] of Object.entries(item)) if (!key.startsWith('_')) stack.push([child, level + 1]);
  }
  return levels;
}

/** A query parameter as Directus would read it: JSON text parsed, anything else as given. */
function parsed(value) {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return value;
  try {
    return JSON.parse(trimmed);
  } catch {
    // Directus answers malformed JSON with its own 400.
    return undefined;
  }
}

/** Entries of a list parameter: `a,b,c`, or an array (of such strings). */
function entries(value) {
  if (value === undefined || value === null) return 0;
  if (Array.isArray(value)) return value.reduce((sum, item) => sum + (typeof item === 'string' ? item.split(',').length : 1), 0);
  if (typeof value === 'string') return value.split(',').length;
  if (typeof value === 'object') return Object.keys(value).length;
  return 1;
}

/**
 * Why a query (URL parameters, or the `query` of a SEARCH body) is too large, or null. One sentence naming
 * the parameter and its bound.
 * @param {Record<string, unknown> | undefined} query
 */
export function queryProblem(query) {
  if (!query || typeof query !== 'object') return null;
  const fields = parsed(query.fields);
  if (entries(fields) > QUERY_BOUNDS.fields) return `A query may name at most ${QUERY_BOUNDS.fields} fields.`;
  if (entries(parsed(query.sort)) > QUERY_BOUNDS.sort) return `A query may sort by at most ${QUERY_BOUNDS.sort} fields.`;
  for (const name of ['groupBy', 'aggregate', 'alias']) {
    const value = parsed(query[name]);
    const count =
      name === 'aggregate' && value && typeof value === 'object' ? measure(value, QUERY_BOUNDS.other).nodes - 1 : entries(value);
    if (count > QUERY_BOUNDS.other) return `A query may have at most ${QUERY_BOUNDS.other} ${name} entries.`;
  }
  if (typeof query.search === 'string' && query.search.length > QUERY_BOUNDS.search) {
    return `A search may be at most ${QUERY_BOUNDS.search} characters long.`;
  }
  const filter = parsed(query.filter);
  if (filter && typeof filter === 'object' && measure(filter, QUERY_BOUNDS.filterNodes).nodes > QUERY_BOUNDS.filterNodes) {
    return `A query filter may have at most ${QUERY_BOUNDS.filterNodes} conditions and values.`;
  }
  const deep = parsed(query.deep);
  if (deep && typeof deep === 'object') {
    if (deepLevels(deep, QUERY_BOUNDS.deepLevels) > QUERY_BOUNDS.deepLevels) {
      return `deep may nest at most ${QUERY_BOUNDS.deepLevels} relations.`;
    }
    if (measure(deep, QUERY_BOUNDS.filterNodes).nodes > QUERY_BOUNDS.filterNodes) {
      return `deep may have at most ${QUERY_BOUNDS.filterNodes} parameters and values.`;
    }
  }
  return null;
}

/** Why a parsed JSON body is refused, or null: nested too deep, or a number JSON cannot carry (1e309). */
export function bodyProblem(body) {
  if (!body || typeof body !== 'object') return null;
  const { depth, nonFinite } = measure(body);
  if (depth > MAX_BODY_DEPTH) return `The request body is nested more than ${MAX_BODY_DEPTH} levels deep.`;
  if (nonFinite) return 'The request body holds a number too large to store.';
  return null;
}

/** `text` cut to MAX_ECHO characters, saying how much was left out. */
export function clip(text) {
  if (typeof text !== 'string' || text.length <= MAX_ECHO) return text;
  return `${text.slice(0, MAX_ECHO)}… (${text.length - MAX_ECHO} more characters not shown)`;
}
