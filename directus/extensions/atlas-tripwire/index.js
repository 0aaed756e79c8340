// atlas-tripwire: the access guard must fail closed.
//
// Visitors and homeowners are granted whole collections (Directus 12 without a licence drops permission
// rules) and the guard in atlas-hardening narrows them. If that guard were disabled in the Data Studio, or
// a read reached the database without passing it, everything would be readable. This extension, kept apart
// so that disabling the guard does not disable it, refuses item access for everyone but admins whenever:
//
//  - the guard's extension is not enabled (its row in directus_extensions, read at most every 2 s and
//    again whenever Directus reloads extensions), or
//  - a read's query, or a write's hook context, carries no mark of the guard (directus/access/tripwire.mjs).
//
// The refusal is 503 with a sentence saying why. Admins keep access, so they can enable the guard again;
// `npm run provision` does it too, and `node directus/drift.mjs` reports it.

import { audienceOf } from '../../access/guard.mjs';
import { GUARD_EXTENSION, GUARD_INACTIVE_MESSAGE, guardMarks } from '../../access/tripwire.mjs';
import { views } from '../../access/views.mjs';
import { serviceUnavailable } from '../../lib/errors.mjs';

/** Collections whose writes the guard checks, with a per-collection event that runs after the guard's. */
const GUARDED_COLLECTIONS = [...new Set([...Object.keys(views.public), ...Object.keys(views.homeowner)])].filter(
  (c) => !c.startsWith('directus_'),
);

const RECHECK_MS = 2000;

export default ({ filter, action }, { database, logger }) => {
  const marks = guardMarks();
  let known = null;

  /**
   * Whether the guard's extension is enabled, from Directus's own extension settings. Read with the hook's
   * own connection: inside a write's transaction, SQLite has no second one to give.
   */
  const guardEnabled = async (knex = database) => {
    if (known && Date.now() - known.at < RECHECK_MS) return known.enabled;
    const row = await knex('directus_extensions').select('enabled').where({ folder: GUARD_EXTENSION, source: 'local' }).first();
    const enabled = row?.enabled === true || row?.enabled === 1 || row?.enabled === '1' || row?.enabled === 'true';
    if (!enabled && known?.enabled !== false)
      logger.error(`atlas: ${GUARD_EXTENSION} is not enabled: item access is closed for everyone but admins`);
    known = { enabled, at: Date.now() };
    return enabled;
  };
  action('extensions.load', () => {
    known = null;
  });

  const watched = (accountability) => {
    const audience = audienceOf(accountability);
    return audience !== 'system' && audience !== 'admin';
  };

  const onRead = async (records, meta, context) => {
    if (!watched(context.accountability)) return records;
    if (!marks.queries.has(meta.query) || !(await guardEnabled(context.database))) throw serviceUnavailable(GUARD_INACTIVE_MESSAGE);
    return records;
  };
  filter('items.read', onRead);
  filter('users.read', onRead);

  // Per-collection write events run after every `items.*` filter, the guard's included, so the guard has
  // marked the write's context by then.
  const onWrite = async (payload, _meta, context) => {
    if (!watched(context.accountability)) return payload;
    if (!marks.writes.has(context) || !(await guardEnabled(context.database))) throw serviceUnavailable(GUARD_INACTIVE_MESSAGE);
    return payload;
  };
  for (const collection of GUARDED_COLLECTIONS) {
    for (const verb of ['create', 'update', 'delete']) filter(`${collection}.items.${verb}`, onWrite);
  }
  // Users have a single event per write, whose filters run in load order: the enabled flag decides.
  const onUserWrite = async (payload, _meta, context) => {
    if (watched(context.accountability) && !(await guardEnabled(context.database))) throw serviceUnavailable(GUARD_INACTIVE_MESSAGE);
    return payload;
  };
  for (const verb of ['create', 'update', 'delete']) filter(`users.${verb}`, onUserWrite);
};
