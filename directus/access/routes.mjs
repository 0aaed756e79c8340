// Directus routes Atlas closes, and the route matching they need. Pure, unit-tested in routes.test.mjs and
// used by the atlas-hardening extension before Directus routes a request.
//
// Match routes the way Express does: Directus mounts its routers with Express's defaults, which ignore
// letter case (`/UTILS/export` reaches the utils router) and a trailing slash. A check that compares the
// path as written would let `/Utils/import/installer` through, so paths are compared in lower case, with
// percent-escapes of letters undone and trailing slashes dropped, segment by segment.

/**
 * @typedef {'public' | 'homeowner' | 'editor' | 'admin' | 'system'} Audience
 * @typedef {{ prefix: string, closedTo: Audience[], status: 403 | 404, message: string }} ClosedRoute
 */

/** @type {ClosedRoute[]} */
export const CLOSED_ROUTES = [
  // Bulk utilities (export, import, sort, revert, cache) are Data Studio tools. Nothing in Atlas needs them
  // outside the Studio, and a homeowner's export, run as one long read in a transaction, was seen to stall
  // the next write on SQLite for a minute: visitors and homeowners do not reach them at all.
  { prefix: '/utils', closedTo: ['public', 'homeowner'], status: 403, message: 'Utilities are available in the Data Studio only.' },
  // The API description lists every collection and field name, private ones included.
  {
    prefix: '/server/specs',
    closedTo: ['public', 'homeowner', 'editor'],
    status: 403,
    message: 'The API description is available to administrators only.',
  },
  // Atlas keeps no files in folders for anyone but administrators (a visitor's call answered 500).
  {
    prefix: '/folders',
    closedTo: ['public', 'homeowner', 'editor'],
    status: 403,
    message: 'Folders are available to administrators only.',
  },
  // Nothing in Atlas uses GraphQL: it would only be a second query language to keep safe.
  { prefix: '/graphql', closedTo: ['public', 'homeowner', 'editor', 'admin', 'system'], status: 404, message: '' },
];

/** Undoes percent-escapes where it can (a malformed escape is kept as written). */
function decode(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    // Express would not route a malformed escape anywhere either; keeping it as is errs towards matching.
    return segment;
  }
}

/**
 * The path as Express routes it: lower case, escapes undone, empty segments from a trailing slash gone.
 * `/UTILS/Import/installer/` → `/utils/import/installer`.
 */
export function routedPath(path) {
  const segments = String(path).split('?')[0].split('/').map(decode);
  while (segments.length > 1 && segments.at(-1) === '') segments.pop();
  return segments.join('/').toLowerCase() || '/';
}

/** Whether `path` is `prefix` or below it, compared as Express routes. */
export function matchesRoute(path, prefix) {
  const routed = routedPath(path);
  return routed === prefix || routed.startsWith(`${prefix}/`);
}

/** The closed route `path` falls under for `audience`, or null when the request may go on. */
export function closedRoute(path, audience) {
  return CLOSED_ROUTES.find((route) => route.closedTo.includes(audience) && matchesRoute(path, route.prefix)) ?? null;
}

/** Whether a request is a sign-in with a password: POST /auth/login or /auth/login/{provider}. */
export function isLogin(method, path) {
  return method === 'POST' && matchesRoute(path, '/auth/login');
}

/**
 * Whether a request deletes several items at once: DELETE on a collection (`/items/{collection}`, keys or
 * a query in the body) rather than on one item (`/items/{collection}/{id}`). Homeowners may delete only
 * their own quotes, one by one: a batch would delete whatever their own rows a query matched, which no
 * screen asks for.
 */
export function isBatchDelete(method, path) {
  return String(method).toUpperCase() === 'DELETE' && /^\/items\/[^/]+$/.test(routedPath(path));
}

/**
 * A path in upper, lower, mixed and title case, each with and without a trailing slash: the spellings a
 * test of a closed route must try, because Express routes them all to the same place.
 */
export function caseVariants(path) {
  const mixed = [...path].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join('');
  const title = path.replace(/\/(\w)/g, (_m, c) => `/${c.toUpperCase()}`);
  return [...new Set([path, path.toUpperCase(), path.toLowerCase(), mixed, title])].flatMap((p) => [p, `${p}/`]);
}
