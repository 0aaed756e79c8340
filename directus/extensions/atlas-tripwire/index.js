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
// Reloads: when an admin toggles any extension, every instance reloads its extensions, and Directus
// unregisters every hook it registered for an extension before registering them again. A tripwire
// registered that way would be gone in that moment, together with the guard, and a query in between would
// not be narrowed. So the tripwire's listeners are put on Directus's process-wide emitter once per process,
// outside the extension lifecycle: they stay through every reload and refuse what the absent guard has not
// marked. Disabling this extension in the Data Studio still turns them off (they read its enabled flag).
//
// The refusal is 503 with a sentence saying why. Admins keep access, so they can enable the guard again;
// `npm run provision` does it too, and `node directus/drift.mjs` reports it.

import emitter from '@directus/api/emitter';
import { audienceOf } from '../../access/guard.mjs';
import { GUARD_EXTENSION, GUARD_INACTIVE_MESSAGE, guardMarks } from '../../access/tripwire.mjs';
import { views } from '../../access/views.mjs';
import { serviceUnavailable } from '../../lib/errors.mjs';

/** This extension's folder: its enabled flag switches the process-wide listeners on and off. */
const TRIPWIRE_EXTENSION = 'atlas-tripwire';

/** Collections whose writes the guard checks, with a per-collection event that runs after the guard's. */
const GUARDED_COLLECTIONS = [...new Set([...Object.keys(views.public), ...Object.keys(views.homeowner)])].filter(
  (c) => !c.startsWith('directus_'),
);

const RECHECK_MS = 2000;

/** One state per process: the listeners are installed once and read the latest database and logger. */
const STATE = Symbol.for('atlas.tripwire.state');

const isOn = (row) => row?.enabled === true || row?.enabled === 1 || row?.enabled === '1' || row?.enabled === 'true';

export default (_register, { database, logger }) => {
  const state = (globalThis[STATE] ??= { installed: false, known: null });
  state.database = database;
  state.logger = logger;
  state.known = null;
  if (state.installed) return;
  state.installed = true;
  const marks = guardMarks();

  /**
   * Whether the guard's and the tripwire's extensions are enabled, from Directus's own extension settings.
   * Read with the hook's own connection: inside a write's transaction, SQLite has no second one to give.
   */
  const settings = async (knex = state.database) => {
    if (state.known && Date.now() - state.known.at < RECHECK_MS) return state.known;
    const rows = await knex('directus_extensions')
      .select('folder', 'enabled')
      .whereIn('folder', [GUARD_EXTENSION, TRIPWIRE_EXTENSION])
      .where({ source: 'local' });
    const guard = isOn(rows.find((r) => r.folder === GUARD_EXTENSION));
    // A tripwire with no settings row yet (first start) is on.
    const tripwireRow = rows.find((r) => r.folder === TRIPWIRE_EXTENSION);
    const tripwire = tripwireRow === undefined || isOn(tripwireRow);
    if (!guard && state.known?.guard !== false)
      state.logger.error(`atlas: ${GUARD_EXTENSION} is not enabled: item access is closed for everyone but admins`);
    state.known = { guard, tripwire, at: Date.now() };
    return state.known;
  };
  emitter.onAction('extensions.load', () => {
    state.known = null;
  });

  const watched = (accountability) => {
    const audience = audienceOf(accountability);
    return audience !== 'system' && audience !== 'admin';
  };

  const onRead = async (records, meta, context) => {
    if (!watched(context.accountability)) return records;
    const { guard, tripwire } = await settings(context.database);
    if (!tripwire) return records;
    if (!marks.queries.has(meta.query) || !guard) throw serviceUnavailable(GUARD_INACTIVE_MESSAGE);
    return records;
  };
  emitter.onFilter('items.read', onRead);
  emitter.onFilter('users.read', onRead);

  // Per-collection write events run after every `items.*` filter, the guard's included, so the guard has
  // marked the write's context by then.
  const onWrite = async (payload, _meta, context) => {
    if (!watched(context.accountability)) return payload;
    const { guard, tripwire } = await settings(context.database);
    if (!tripwire) return payload;
    if (!marks.writes.has(context) || !guard) throw serviceUnavailable(GUARD_INACTIVE_MESSAGE);
    return payload;
  };
  for (const collection of GUARDED_COLLECTIONS) {
    for (const verb of ['create', 'update', 'delete']) emitter.onFilter(`${collection}.items.${verb}`, onWrite);
  }
  // Users have a single event per write, whose filters run in load order: the enabled flag decides.
  const onUserWrite = async (payload, _meta, context) => {
    if (!watched(context.accountability)) return payload;
    const { guard, tripwire } = await settings(context.database);
    if (tripwire && !guard) throw serviceUnavailable(GUARD_INACTIVE_MESSAGE);
    return payload;
  };
  for (const verb of ['create', 'update', 'delete']) emitter.onFilter(`users.${verb}`, onUserWrite);
};
