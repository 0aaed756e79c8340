// What a publish changes, and whether a scoped publish can make it live (scripts/lib/rebuild.mjs): pure
// functions, so the decisions are tested on their own (rebuild-scope.test.mjs).
//
// A scoped publish renders again only the pages an edit shows on, with the bundle of the last full build
// (scripts/lib/site-renderer.mjs), and swaps those files into the served build (scripts/lib/rebuild-swap.mjs).
// Everything it cannot scope goes to the full incremental build, with the reason in the log:
//
//   scoped   a content page or a guide edited, published, unpublished, deleted or moved to another address:
//            its page rendered at its new address, the page at its previous address removed (so that address
//            answers 404), its sitemap entry added or removed (none while it is marked noindex); for a guide,
//            also its state's page (added with the state's first guide, removed with its last) and
//            /installers. A business edited, published, unpublished or deleted: every guide page that lists
//            it, their states' pages and /installers. A guide's SEO record or business link changed: the
//            guides the backend names. A content page's previous address is the one the renderer's build
//            (or its last scoped publish) has for the page's id.
//   full     an edit touching more than MAX_SCOPED_PAGES pages, a webhook without a collection (a manual
//            rebuild), the first build after the server starts, a content page whose new address belongs to
//            one of the site's own routes, two items published at one address (the full build names them),
//            and any failure of the scoped publish itself

/** Collections the backend's hook reports (directus/extensions/atlas-hardening/rebuild.js). */
export const COLLECTIONS = ['pages', 'local_guides', 'local_guides_seo', 'local_guides_to_businesses', 'businesses'];
export const EVENTS = ['create', 'update', 'delete'];
/** Beyond this many pages a full incremental build (which reuses unchanged pages) is about as quick. */
export const MAX_SCOPED_PAGES = 5000;
/** Keys per webhook call: the hook batches a bulk import into one call per collection and event. */
export const MAX_KEYS = 1000;

/** The installer directory lists the first guides of every state and the installers they rank. */
export const DIRECTORY_PATH = '/installers';

/**
 * The state directory page that lists a guide: /solar-installers/{country}/{state} of its address
 * /solar-installers/{country}/{state}/{locality}/{slug} (src/content/slug.ts statePath).
 */
export const stateDirectoryOf = (guidePath) => guidePath.split('/').slice(0, 4).join('/');

const isGuideId = (v) => Number.isInteger(v) && v > 0;
/** A business key: text of 1 to 255 characters, none of them a control character. */
const isCid = (v) => typeof v === 'string' && v.length > 0 && v.length <= 255 && [...v].every((c) => c >= ' ' && c !== '\u007f');

/**
 * Reads a webhook body. `{}` (or an empty body) asks for a full rebuild; anything else must be what the hook
 * sends: { collection, keys, event, guides? }, where guides are the ids of the local guides the change shows on.
 * Returns { change } or { error } (a sentence naming what is wrong).
 */
export function parseWebhook(text) {
  let body;
  try {
    body = JSON.parse(text === '' ? '{}' : text);
  } catch {
    return { error: 'the body is not JSON' };
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { error: 'the body must be a JSON object' };
  if (Object.keys(body).length === 0) return { change: { collection: null } };
  const { collection, keys, event, guides } = body;
  if (!COLLECTIONS.includes(collection)) return { error: `collection must be one of ${COLLECTIONS.join(', ')}` };
  if (!EVENTS.includes(event)) return { error: `event must be one of ${EVENTS.join(', ')}` };
  if (!Array.isArray(keys) || keys.length === 0 || keys.length > MAX_KEYS)
    return { error: `keys must be a list of 1 to ${MAX_KEYS} item keys` };
  const validKey = collection === 'businesses' ? isCid : isGuideId;
  if (!keys.every(validKey))
    return { error: `keys of ${collection} must be ${collection === 'businesses' ? 'business cids (text)' : 'positive whole numbers'}` };
  if (guides !== undefined && (!Array.isArray(guides) || guides.length > MAX_KEYS || !guides.every(isGuideId)))
    return { error: `guides must be a list of at most ${MAX_KEYS} guide ids (positive whole numbers)` };
  return { change: { collection, keys: [...new Set(keys)], event, ...(guides ? { guides: [...new Set(guides)] } : {}) } };
}

/** A short description of a change for the log and the status. */
export function describeChange(change) {
  if (!change.collection) return 'requested';
  const keys = change.keys.slice(0, 5).join(',') + (change.keys.length > 5 ? ',…' : '');
  return `${change.collection} ${change.event} ${keys}`;
}

/**
 * Decides, before reading any content, whether a batch of changes can be published scoped.
 * Returns { scoped: true, pages: ids, guides: ids, businesses: cids } or { scoped: false, reason }.
 * @param {Array<{ collection: string | null, keys?: Array<string|number>, event?: string, guides?: number[] }>} changes
 * @param {{ renderer: boolean }} state whether the served build has a renderer (its build process is running)
 */
export function scopeChanges(changes, { renderer }) {
  if (changes.length === 0) return { scoped: false, reason: 'requested' };
  const pages = new Set();
  const guides = new Set();
  const businesses = new Set();
  for (const change of changes) {
    if (!change.collection) return { scoped: false, reason: 'a full rebuild was requested' };
    if (change.collection === 'pages') {
      for (const id of change.keys) pages.add(id);
      continue;
    }
    if (change.collection === 'local_guides') for (const id of change.keys) guides.add(id);
    else if (change.collection === 'businesses') for (const cid of change.keys) businesses.add(cid);
    else if (!change.guides) return { scoped: false, reason: `the ${change.collection} change does not name the guides it affects` };
    for (const id of change.guides ?? []) guides.add(id);
  }
  if (!renderer)
    return {
      scoped: false,
      reason: 'the served build has no running renderer (the first publish since the server started, or its renderer stopped)',
    };
  const items = pages.size + guides.size + businesses.size;
  if (items > MAX_KEYS) return { scoped: false, reason: `${items} items changed at once` };
  return { scoped: true, pages: [...pages], guides: [...guides], businesses: [...businesses] };
}

/** Whether an item at `ref` ({ path, noIndex } or null) has a sitemap entry: published and not noindex. */
const listed = (ref) => Boolean(ref && !ref.noIndex);

/**
 * From what the changed items do to the site (src/content/queries.ts applyContentChanges) to the files a
 * scoped publish writes and removes. Returns { full: reason } when it cannot be scoped, else
 * { render: paths, remove: paths, sitemap: { add: paths, remove: paths }, pages: paths } where `pages` are the
 * rendered content pages' addresses (the renderer checks that the content page route answers them). Every
 * removed page also leaves the sitemap.
 * @param {{
 *   pages?: Array<{ id: string, before: { path: string, noIndex: boolean } | null, after: { path: string, noIndex: boolean } | null }>,
 *   guides: Array<{ id: string, before: { path: string, noIndex: boolean } | null, after: { path: string, noIndex: boolean } | null }>,
 *   states?: Array<{ path: string, before: number, after: number }>,
 *   businesses: Array<{ cid: string, guides: string[] }>,
 * }} applied
 */
export function planScopedRender(applied) {
  const render = new Set();
  const remove = new Set();
  const sitemapAdd = new Set();
  const sitemapRemove = new Set();
  const contentPages = new Set();
  /** Renders the item at its address now, removes it from the one it left, and keeps its sitemap entry right. */
  const move = ({ before, after }) => {
    if (after) render.add(after.path);
    if (before && before.path !== after?.path) remove.add(before.path);
    if (listed(before) && (!listed(after) || before.path !== after.path)) sitemapRemove.add(before.path);
    if (listed(after) && (!listed(before) || before.path !== after.path)) sitemapAdd.add(after.path);
  };
  for (const change of applied.pages ?? []) {
    move(change);
    if (change.after) contentPages.add(change.after.path);
  }
  const guidePages = new Set();
  for (const change of applied.guides) {
    move(change);
    for (const ref of [change.before, change.after]) if (ref) guidePages.add(ref.path);
  }
  for (const { guides } of applied.businesses) for (const path of guides) guidePages.add(path);
  for (const path of guidePages) if (!remove.has(path)) render.add(path);
  // An address left by one item and taken by another is rendered, not removed.
  for (const path of render) remove.delete(path);
  if (guidePages.size > 0) {
    // The state pages that list the guides: one appears with its first guide and goes with its last.
    const states = new Map((applied.states ?? []).map((state) => [state.path, state]));
    for (const path of guidePages) {
      const statePath = stateDirectoryOf(path);
      const state = states.get(statePath);
      if (state && state.after === 0) {
        remove.add(statePath);
        sitemapRemove.add(statePath);
      } else {
        render.add(statePath);
        if (state && state.before === 0) sitemapAdd.add(statePath);
      }
    }
    render.add(DIRECTORY_PATH);
  }
  if (render.size + remove.size > MAX_SCOPED_PAGES) return { full: `the change touches ${render.size + remove.size} pages` };
  for (const path of remove) sitemapRemove.add(path);
  return {
    render: [...render],
    remove: [...remove],
    sitemap: { add: [...sitemapAdd], remove: [...sitemapRemove] },
    pages: [...contentPages],
  };
}
