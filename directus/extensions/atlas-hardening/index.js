// atlas-hardening: Atlas's server-side rules that Directus settings alone cannot express.
//
//  - The access guard (directus/access/guard.mjs): row and field rules for visitors and homeowners on every
//    item query and write, because Directus 12 without a licence ignores permission rules.
//  - GraphQL is closed (404): Directus 12 always mounts it and nothing in Atlas uses it, so it would only be
//    a second query language to keep safe.
//  - `short_UUID` is generated on project create: 128 random bits, URL-safe; clients cannot set it.
//  - The site's rebuild webhook on content changes (rebuild.js).

import { randomBytes } from 'node:crypto';
import { AccessDenied, audienceOf, guardQuery, guardWrite } from '../../access/guard.mjs';
import { forbidden, invalidPayload, routeNotFound } from '../../lib/errors.mjs';
import { registerRebuildWebhook } from './rebuild.js';

/** A new share id: 16 random bytes as base64url, 22 characters. */
export function newShortId() {
  return randomBytes(16).toString('base64url');
}

function toDirectusError(error) {
  if (!(error instanceof AccessDenied)) return error;
  return error.kind === 'invalid' ? invalidPayload(error.message) : forbidden(error.message);
}

export default ({ filter, action, init }, { services, database, logger }) => {
  const { ItemsService } = services;

  /** Counts `keys` of `collection` matching `rows`, as Directus itself (no accountability: no guard). */
  const countVisible = (context) => async (collection, keys, rows) => {
    const primary = context.schema.collections[collection]?.primary;
    if (!primary) return 0;
    const service = new ItemsService(collection, { knex: context.database ?? database, schema: context.schema });
    const filterQuery = rows ? { _and: [{ [primary]: { _in: keys } }, rows] } : { [primary]: { _in: keys } };
    const found = await service.readByQuery({ filter: filterQuery, fields: [primary], limit: -1 });
    return found.length;
  };

  const onQuery = (collection) => (query, _meta, context) => {
    const audience = audienceOf(context.accountability);
    try {
      return guardQuery({ collection, query, audience, userId: context.accountability?.user, schema: context.schema });
    } catch (error) {
      throw toDirectusError(error);
    }
  };

  const onWrite = (verb, collectionOf) => async (payload, meta, context) => {
    const collection = collectionOf(meta);
    const audience = audienceOf(context.accountability);
    if (audience === 'system' || audience === 'admin') return payload;
    try {
      await guardWrite({
        action: verb,
        collection,
        payload: verb === 'delete' ? null : payload,
        keys: verb === 'delete' ? payload : (meta.keys ?? []),
        audience,
        userId: context.accountability?.user,
        schema: context.schema,
        countVisible: countVisible(context),
      });
    } catch (error) {
      throw toDirectusError(error);
    }
    return payload;
  };

  filter('items.query', (query, meta, context) => onQuery(meta.collection)(query, meta, context));
  filter('users.query', onQuery('directus_users'));
  for (const verb of ['create', 'update', 'delete']) {
    filter(`items.${verb}`, onWrite(verb, (meta) => meta.collection));
    filter(`users.${verb}`, onWrite(verb, () => 'directus_users'));
  }

  filter('project.items.create', (payload) => ({ ...payload, short_UUID: newShortId() }));

  init('routes.before', ({ app }) => {
    app.use('/graphql', (req, _res, next) => next(routeNotFound(req.originalUrl.split('?')[0])));
    app.use((req, _res, next) => {
      const audience = audienceOf(req.accountability);
      if (audience !== 'public' && audience !== 'homeowner') return next();
      // Bulk utilities (export, import, sort, revert, cache) are Data Studio tools. Nothing in Atlas needs
      // them outside the Studio, and a homeowner's export, run as one long read in a transaction, was seen
      // to stall the next write on SQLite for a minute: visitors and homeowners do not reach them at all.
      if (req.path === '/utils' || req.path.startsWith('/utils/')) return next(forbidden('Utilities are available in the Data Studio only.'));
      // Content versions bypass the item hooks; nothing in Atlas uses them.
      if (req.query?.version || req.body?.query?.version) return next(forbidden('Content versions are not available.'));
      // Counts are computed outside the item hooks, so they would ignore the guard's row rules. The
      // sanitized query is frozen by Directus: it is replaced, not changed.
      if (req.sanitizedQuery && 'meta' in req.sanitizedQuery) {
        const { meta: _meta, ...rest } = req.sanitizedQuery;
        req.sanitizedQuery = Object.freeze(rest);
      }
      if (req.body && typeof req.body === 'object' && req.body.query && typeof req.body.query === 'object') {
        const { meta: _meta, ...rest } = req.body.query;
        req.body.query = rest;
      }
      return next();
    });
  });

  registerRebuildWebhook({ filter, action }, { database, logger });
};
