// atlas-shared-cache: the site servers keep each shared page (/shared/{id}) rendered once and serve that
// copy until the view changes (scripts/lib/serve/shared-cache.mjs). This hook tells them it changed: after
// every committed create, update or delete of a project or a quote (sharing turned off, archived, an
// assumption or a quote edited), the share ids it touched get a new version in Redis
// (directus/lib/shared-versions.mjs), which each site server compares on every hit.
//
// The share ids are read twice: before the write (inside its transaction, so a deleted quote or a quote
// moved to another project still names the project it left) and after it. The bump happens after the
// commit: bumping earlier would let a site render the old rows under the new version.
//
// Without Redis (one Directus on SQLite, development) there is nothing to tell: the site server then keeps
// a rendered page for two seconds only (README, "Shared pages").

import Redis from 'ioredis';
import { bumpSharedVersions } from '../../lib/shared-versions.mjs';

const COLLECTIONS = ['project', 'installer'];

/** Share ids of the projects behind `keys` of `collection`, read with `knex` (a transaction or the pool). */
export async function shareIdsOf(knex, collection, keys) {
  const ids = [...keys].filter((k) => k !== null && k !== undefined);
  if (ids.length === 0) return [];
  const rows =
    collection === 'project'
      ? await knex('project').whereIn('id', ids).select('short_UUID')
      : await knex('installer as i').join('project as p', 'p.id', 'i.project_id').whereIn('i.id', ids).select('p.short_UUID');
  return rows.map((r) => r.short_UUID).filter(Boolean);
}

export default ({ filter, action }, { database, logger }) => {
  const url = process.env.REDIS;
  if (!url) return;
  const namespace = process.env.ATLAS_REDIS_NAMESPACE ?? 'atlas';
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true });
  redis.on('error', () => {});

  // Share ids read before a write, until its action hook (after the commit) bumps them.
  const before = new Map();
  const keyOf = (collection, keys) => `${collection}|${[...keys].map(String).sort().join(',')}`;
  const remember = (key, ids) => {
    const now = Date.now();
    const entry = before.get(key);
    before.set(key, { ids: [...(entry?.ids ?? []), ...ids], at: now });
    // A write that failed after its filter never reaches the action hook: forget it after a minute.
    for (const [k, e] of before) if (now - e.at > 60_000) before.delete(k);
  };
  const recall = (key) => {
    const entry = before.get(key);
    before.delete(key);
    return entry?.ids ?? [];
  };

  const bump = async (ids) => {
    if (ids.length === 0) return;
    try {
      if (redis.status === 'wait') await redis.connect();
      await bumpSharedVersions(redis, namespace, ids);
    } catch (error) {
      // The site servers also drop a rendered page after a minute whatever Redis says (shared-cache.mjs).
      logger.warn(`atlas: shared pages of ${ids.length} project(s) could not be marked changed in Redis: ${error.message}`);
    }
  };

  for (const collection of COLLECTIONS) {
    for (const event of ['update', 'delete']) {
      filter(`${collection}.items.${event}`, async (payload, meta, context) => {
        const keys = event === 'delete' ? (Array.isArray(payload) ? payload : (meta.keys ?? [])) : (meta.keys ?? []);
        try {
          remember(keyOf(collection, keys), await shareIdsOf(context.database ?? database, collection, keys));
        } catch (error) {
          logger.warn(`atlas: could not read the share ids a ${collection} ${event} touches: ${error.message}`);
        }
        return payload;
      });
    }

    action(`${collection}.items.create`, async ({ key }) => {
      // A new project has a new share id nobody has asked for; a new quote changes its project's view.
      if (collection === 'installer') await bump(await shareIdsOf(database, collection, [key]).catch(() => []));
    });
    action(`${collection}.items.update`, async ({ keys }) => {
      const ids = recall(keyOf(collection, keys ?? []));
      await bump([...ids, ...(await shareIdsOf(database, collection, keys ?? []).catch(() => []))]);
    });
    action(`${collection}.items.delete`, async ({ keys, payload }) => {
      await bump(recall(keyOf(collection, keys ?? payload ?? [])));
    });
  }
};
