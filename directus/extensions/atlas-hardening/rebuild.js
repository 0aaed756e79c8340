// The site's rebuild webhook: publishing, unpublishing or editing published content (pages, guides with
// their SEO record and business links, businesses) POSTs { collection, keys, event, guides? } to
// ATLAS_REBUILD_WEBHOOK_URL with the header x-atlas-webhook-secret: ATLAS_REBUILD_WEBHOOK_SECRET. `guides`
// (for guides, SEO records and business links) names the local guides whose pages show the change, before
// and after it, so the site can render just those (scripts/lib/rebuild-scope.mjs); a business's guides the
// site finds itself.
//
// The Studio shows when a change is live: the site answers each call with a ticket (and the id of its worker
// process), and one loop here reads the site's status (GET on the same address) twice a second while any
// ticket waits, until the ticket is live or failed; then whoever saved the change gets a Directus notification
// ("Live on the site: …", with the seconds since saving). Notifications are created through Directus's
// ItemsService, so its data cache (Redis, shared by every instance) is purged as for any other write, and
// the Studio's next read sees them; not through NotificationsService, which would also send an e-mail for
// every publish.
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

/** How long a ticket is waited for: a full build at 50,000 guides takes a few minutes on a busy machine. */
export const LIVE_WAIT_MS = 15 * 60_000;

/** The notification's subject: what changed, and whether and how soon it went live. */
export function liveSubject(outcome, { collection, keys, event, seconds }) {
  const what = `${collection} ${keys.slice(0, 3).join(', ')}${keys.length > 3 ? ', …' : ''} (${event})`;
  return outcome === 'live'
    ? `Live on the site: ${what}, ${seconds.toFixed(1)} s after saving`
    : `Not live yet: ${what}. The site could not publish it; the previous version still shows and the next publish tries again.`;
}

/**
 * Registers the filter and action hooks that call the webhook.
 * @param {{ filter: Function, action: Function }} hooks
 * @param {{ database: import('knex').Knex, logger: { warn: Function }, services?: { ItemsService: any }, getSchema?: () => Promise<any> }} context
 */
export function registerRebuildWebhook({ filter, action }, { database, logger, services, getSchema }) {
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

  /** Leaves `users` a notification that the change is live (or failed), through Directus's own service. */
  const notify = async (outcome, { collection, keys, event, users, savedAt }) => {
    if (users.length === 0 || !services?.ItemsService || !getSchema) return;
    const subject = liveSubject(outcome, { collection, keys, event, seconds: (Date.now() - savedAt) / 1000 });
    const notifications = new services.ItemsService('directus_notifications', { schema: await getSchema(), accountability: null });
    await notifications.createMany(
      users.map((recipient) => ({ recipient, subject: subject.slice(0, 255), message: subject, collection, item: String(keys[0]) })),
    );
  };

  /** Tickets waiting to go live: { url, secret, worker, ticket, until, change }. One loop reads the status. */
  const waiting = [];
  let watching = false;
  const watch = async () => {
    if (watching) return;
    watching = true;
    try {
      while (waiting.length > 0) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const { url, secret } = waiting[0];
        const status = await fetch(url, { headers: { 'x-atlas-webhook-secret': secret }, signal: AbortSignal.timeout(5_000) })
          .then((response) => (response.ok ? response.json() : null))
          .catch(() => null);
        for (const entry of [...waiting]) {
          let outcome = null;
          if (status && entry.url === url) {
            // A restarted site hands out tickets from 1 again: its status says nothing of this one.
            if (entry.worker && status.worker && status.worker !== entry.worker) outcome = 'unknown';
            else if (status.liveThrough >= entry.ticket) outcome = 'live';
            else if (status.failedThrough >= entry.ticket) outcome = 'failed';
          }
          if (!outcome && Date.now() > entry.until) outcome = 'unknown';
          if (!outcome) continue;
          waiting.splice(waiting.indexOf(entry), 1);
          if (outcome !== 'unknown')
            await notify(outcome, entry.change).catch((error) =>
              warn(
                `atlas: could not tell the Studio that ${entry.change.collection} ${entry.change.keys[0]} is ${outcome} (${error.message})`,
              ),
            );
        }
      }
    } finally {
      watching = false;
    }
  };

  const send = (collection, keys, event, guides, { users = [], savedAt = Date.now() } = {}) => {
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
      .then(async (response) => {
        if (!response.ok) return warn(`atlas: rebuild webhook answered ${response.status} for ${event} on ${collection}`);
        const answer = await response.json().catch(() => null);
        const ticket = Number(answer?.ticket);
        if (!Number.isInteger(ticket) || ticket <= 0 || users.length === 0) return;
        waiting.push({
          url,
          secret,
          worker: typeof answer.worker === 'string' ? answer.worker : null,
          ticket,
          until: Date.now() + LIVE_WAIT_MS,
          change: { collection, keys, event, users, savedAt },
        });
        void watch();
      })
      .catch((error) => warn(`atlas: rebuild webhook ${url} failed (${error.message}); the site rebuilds on the next publish`));
  };

  // Changes arriving together (a batch import, a nested save) become one call per collection and event.
  const batches = new Map();
  const post = (collection, rawKeys, event, guides = [], user = null) => {
    const id = `${collection}|${event}`;
    const batch = batches.get(id) ?? { keys: new Set(), guides: new Set(), users: new Set(), savedAt: Date.now(), timer: null };
    for (const key of typed(collection, rawKeys)) batch.keys.add(key);
    for (const guide of guides) batch.guides.add(guide);
    if (user) batch.users.add(user);
    if (!batch.timer) {
      batch.timer = setTimeout(() => {
        batches.delete(id);
        send(collection, [...batch.keys], event, GUIDE_PARTS.has(collection) ? [...batch.guides] : undefined, {
          users: [...batch.users],
          savedAt: batch.savedAt,
        });
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
    // Who saved the change hears when it is live (a change Directus made itself has no one to tell).
    action(`${collection}.items.create`, async (meta, context) => {
      if ((await countPublished(database, collection, [meta.key])) > 0)
        post(collection, [meta.key], 'create', await guidesOf(database, collection, [meta.key]), context?.accountability?.user);
    });
    action(`${collection}.items.update`, async (meta, context) => {
      const before = recall(keyOf(collection, meta.keys));
      if (before?.published || (await countPublished(database, collection, meta.keys)) > 0) {
        // A link or SEO record moved to another guide changes both pages.
        const after = await guidesOf(database, collection, meta.keys);
        post(collection, meta.keys, 'update', [...new Set([...(before?.guides ?? []), ...after])], context?.accountability?.user);
      }
    });
    action(`${collection}.items.delete`, async (meta, context) => {
      const before = recall(keyOf(collection, meta.keys));
      if (before?.published) post(collection, meta.keys, 'delete', before.guides, context?.accountability?.user);
    });
  }
}
