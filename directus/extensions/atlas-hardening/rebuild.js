// The site's rebuild webhook: publishing, unpublishing or editing published content (pages, guides with
// their SEO record and business links, businesses) POSTs { collection, keys, event, guides? } to
// ATLAS_REBUILD_WEBHOOK_URL with the header x-atlas-webhook-secret: ATLAS_REBUILD_WEBHOOK_SECRET. `guides`
// (for guides, SEO records and business links) names the local guides whose pages show the change, before
// and after it, so the site can render just those (scripts/lib/rebuild-scope.mjs); a business's guides the
// site finds itself.
//
// A hook rather than a flow: "unpublish" and "delete a published item" need the state before the write,
// which a filter hook can read inside the write's transaction; the secret also stays out of flow logs, and
// the call to a site on localhost is not blocked by Directus's outbound IP deny list.

/** Collections whose published rows the site builds pages from. */
export const REBUILD_COLLECTIONS = ['pages', 'local_guides', 'local_guides_seo', 'local_guides_to_businesses', 'businesses'];

/**
 * How many of `keys` are (part of) published content right now, read with `knex`.
 * @param {import('knex').Knex} knex
 */
export async function countPublished(knex, collection, keys) {
  if (keys.length === 0) return 0;
  let query;
  if (collection === 'local_guides_to_businesses') {
    query = knex('local_guides_to_businesses as l')
      .join('local_guides as g', 'g.id', 'l.local_guides_id')
      .whereIn('l.id', keys)
      .andWhere('g.status', 'published');
  } else if (collection === 'local_guides_seo') {
    query = knex('local_guides').whereIn('seo_id', keys).andWhere('status', 'published');
  } else {
    const pk = collection === 'businesses' ? 'cid' : 'id';
    query = knex(collection).whereIn(pk, keys).andWhere('status', 'published');
  }
  const [row] = await query.count({ count: '*' });
  return Number(row?.count ?? 0);
}

/** Collections whose changes show on local guide pages the hook can name. */
const GUIDE_PARTS = new Set(['local_guides', 'local_guides_seo', 'local_guides_to_businesses']);

/**
 * The ids of the local guides that `keys` of `collection` belong to right now (published or not), read with
 * `knex`; empty for collections that are not part of a guide.
 * @param {import('knex').Knex} knex
 */
export async function guidesOf(knex, collection, keys) {
  if (keys.length === 0 || !GUIDE_PARTS.has(collection)) return [];
  if (collection === 'local_guides') return keys.map(Number);
  const rows =
    collection === 'local_guides_seo'
      ? await knex('local_guides').whereIn('seo_id', keys).select({ guide: 'id' })
      : await knex('local_guides_to_businesses').whereIn('id', keys).whereNotNull('local_guides_id').select({ guide: 'local_guides_id' });
  return rows.map((row) => Number(row.guide));
}

/**
 * Registers the filter and action hooks that call the webhook.
 * @param {{ filter: Function, action: Function }} hooks
 * @param {{ database: import('knex').Knex, logger: { warn: Function } }} context
 */
export function registerRebuildWebhook({ filter, action }, { database, logger }) {
  // Published-before state, from the filter hook (inside the transaction) to the action hook (after commit).
  const before = new Map();
  const remember = (key, value) => {
    before.set(key, { value, at: Date.now() });
    // Writes that failed after the filter never reach the action hook: forget them after a minute.
    for (const [k, entry] of before) if (Date.now() - entry.at > 60_000) before.delete(k);
  };
  const recall = (key) => {
    const entry = before.get(key);
    before.delete(key);
    return entry?.value ?? null;
  };
  const keyOf = (collection, keys) => `${collection}|${JSON.stringify([...keys].map(String).sort())}`;

  // Directus passes keys from URLs as strings; the webhook sends them as the site reads them.
  const typed = (collection, keys) => (collection === 'businesses' ? keys.map(String) : keys.map(Number));

  // Failures are logged at most once a minute: while the site is down (e.g. during the first provisioning)
  // every seeded item would otherwise log one.
  let lastWarning = 0;
  let suppressed = 0;
  const warn = (message) => {
    if (Date.now() - lastWarning < 60_000) {
      suppressed++;
      return;
    }
    logger.warn(suppressed > 0 ? `${message} (and ${suppressed} similar since the last warning)` : message);
    lastWarning = Date.now();
    suppressed = 0;
  };

  const send = (collection, keys, event, guides) => {
    const url = process.env.ATLAS_REBUILD_WEBHOOK_URL;
    const secret = process.env.ATLAS_REBUILD_WEBHOOK_SECRET;
    if (!url || !secret) {
      warn('atlas: ATLAS_REBUILD_WEBHOOK_URL or ATLAS_REBUILD_WEBHOOK_SECRET is not set: the site will not rebuild on publish');
      return;
    }
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-atlas-webhook-secret': secret },
      body: JSON.stringify({ collection, keys, event, ...(guides ? { guides } : {}) }),
      signal: AbortSignal.timeout(10_000),
    })
      .then((response) => {
        if (!response.ok) warn(`atlas: rebuild webhook answered ${response.status} for ${event} on ${collection}`);
      })
      .catch((error) => warn(`atlas: rebuild webhook ${url} failed (${error.message}); the site rebuilds on the next publish`));
  };

  // Changes arriving together (a batch import, a nested save) become one call per collection and event.
  const batches = new Map();
  const post = (collection, rawKeys, event, guides = []) => {
    const id = `${collection}|${event}`;
    const batch = batches.get(id) ?? { keys: new Set(), guides: new Set(), timer: null };
    for (const key of typed(collection, rawKeys)) batch.keys.add(key);
    for (const guide of guides) batch.guides.add(guide);
    if (!batch.timer) {
      batch.timer = setTimeout(() => {
        batches.delete(id);
        send(collection, [...batch.keys], event, GUIDE_PARTS.has(collection) ? [...batch.guides] : undefined);
      }, 250);
      batches.set(id, batch);
    }
  };

  for (const collection of REBUILD_COLLECTIONS) {
    // Before the write: whether the items are published, and the guides they belong to.
    const snapshot = async (knex, keys) => ({
      published: (await countPublished(knex, collection, keys)) > 0,
      guides: await guidesOf(knex, collection, keys),
    });
    filter(`${collection}.items.update`, async (payload, meta, context) => {
      remember(keyOf(collection, meta.keys), await snapshot(context.database ?? database, meta.keys));
      return payload;
    });
    filter(`${collection}.items.delete`, async (keys, _meta, context) => {
      remember(keyOf(collection, keys), await snapshot(context.database ?? database, keys));
      return keys;
    });
    action(`${collection}.items.create`, async (meta) => {
      if ((await countPublished(database, collection, [meta.key])) > 0)
        post(collection, [meta.key], 'create', await guidesOf(database, collection, [meta.key]));
    });
    action(`${collection}.items.update`, async (meta) => {
      const before = recall(keyOf(collection, meta.keys));
      if (before?.published || (await countPublished(database, collection, meta.keys)) > 0) {
        // A link or SEO record moved to another guide changes both pages.
        const after = await guidesOf(database, collection, meta.keys);
        post(collection, meta.keys, 'update', [...new Set([...(before?.guides ?? []), ...after])]);
      }
    });
    action(`${collection}.items.delete`, async (meta) => {
      const before = recall(keyOf(collection, meta.keys));
      if (before?.published) post(collection, meta.keys, 'delete', before.guides);
    });
  }
}
