// atlas-hardening: Atlas's server-side rules that Directus settings alone cannot express.
//
//  - The access guard (directus/access/guard.mjs): row and field rules for visitors and homeowners on every
//    item query and write, because Directus 12 without a licence ignores permission rules. Every query and
//    write it checks is marked for its tripwire (extension atlas-tripwire, directus/access/tripwire.mjs).
//  - Closed routes (directus/access/routes.mjs), matched the way Express routes them (any letter case, a
//    trailing slash): utilities, the API description, folders, GraphQL.
//  - Sign-in throttling per address and account, with expiry, instead of Directus's suspending counter
//    (directus/lib/login-throttle.mjs).
//  - Common passwords refused wherever a password is set (directus/lib/passwords.mjs).
//  - No stack traces in error answers unless Directus runs with NODE_ENV=development.
//  - `short_UUID` is generated on project create: 128 random bits, URL-safe; clients cannot set it.
//  - The site's rebuild webhook on content changes (rebuild.js).
//  - Bounds on every request before Directus parses it (lib/request-bounds.mjs): query size, body nesting,
//    numbers JSON cannot carry, malformed URL encoding; error messages clipped to a few KB.
//  - Visitor and homeowner text cleaned of control characters and bounded per field (lib/text-input.mjs).
//  - Conditional quote saves: a homeowner's PATCH carrying the date_updated it read is refused with 409
//    when the quote changed since (lib/conditional-write.mjs).

import { randomBytes } from 'node:crypto';
import { AccessDenied, audienceOf, guardQuery, guardWrite } from '../../access/guard.mjs';
import { closedRoute, isBatchDelete, isLogin } from '../../access/routes.mjs';
import { guardMarks } from '../../access/tripwire.mjs';
import { conflict, forbidden, invalidPayload, invalidQuery, routeNotFound, tooManyRequests } from '../../lib/errors.mjs';
import { creationRefusal, deletionRefusal, planLimit, updateRefusal } from '../../lib/introductions.mjs';
import { createLoginThrottle, throttledMessage } from '../../lib/login-throttle.mjs';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../lib/passwords.mjs';
import { bodyProblem, clip, queryProblem } from '../../lib/request-bounds.mjs';
import { CONFLICT_MESSAGE, conditionalWrite, sameMoment } from '../../lib/conditional-write.mjs';
import { monthlyUsageProblem, proposalDataProblem, quoteBoundsProblem } from '../../lib/proposal-data.mjs';
import { cleanPayload } from '../../lib/text-input.mjs';
import { registerRebuildWebhook } from './rebuild.js';

/** A new share id: 16 random bytes as base64url, 22 characters. */
export function newShortId() {
  return randomBytes(16).toString('base64url');
}

function toDirectusError(error) {
  if (!(error instanceof AccessDenied)) return error;
  return error.kind === 'invalid' ? invalidPayload(error.message) : forbidden(error.message);
}

export default ({ filter, action, init }, { services, database, getSchema, logger }) => {
  const { ItemsService } = services;
  const marks = guardMarks();
  const throttle = createLoginThrottle();

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
    let guarded;
    try {
      // A copy even where the guard changes nothing, so the mark belongs to this query alone.
      guarded = { ...guardQuery({ collection, query, audience, userId: context.accountability?.user, schema: context.schema }) };
    } catch (error) {
      throw toDirectusError(error);
    }
    marks.queries.add(guarded);
    return guarded;
  };

  const onWrite = (verb, collectionOf) => async (payload, meta, context) => {
    const collection = collectionOf(meta);
    const audience = audienceOf(context.accountability);
    if (audience === 'system') return payload;
    if (audience === 'admin') {
      // The bounds of a quote's proposal_data and trust hold for editors in the Studio too, as the field
      // validation rule they replace did (lib/proposal-data.mjs).
      const adminProblem = verb === 'delete' ? null : quoteBoundsProblem(collection, payload);
      if (adminProblem) throw invalidPayload(adminProblem);
      return payload;
    }
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
    // The hook context is one object per write, shared by every filter of that write: the tripwire reads it.
    marks.writes.add(context);
    if (verb === 'delete') return payload;
    const cleaned = cleanPayload(collection, payload);
    if (cleaned.problem) throw invalidPayload(cleaned.problem);
    // proposal_data's and trust's bounds, then what no bound can say: a monthly table is 12 figures (issue 25).
    const boundsProblem = quoteBoundsProblem(collection, cleaned.payload);
    if (boundsProblem) throw invalidPayload(boundsProblem);
    const proposalProblem = proposalDataProblem(collection, cleaned.payload);
    if (proposalProblem) throw invalidPayload(proposalProblem);
    // The project's 12 monthly kWh (issue 23): a JSON column, so no filter rule checks it either.
    const usageProblem = monthlyUsageProblem(collection, cleaned.payload);
    if (usageProblem) throw invalidPayload(usageProblem);
    return cleaned.payload;
  };

  filter('items.query', (query, meta, context) => onQuery(meta.collection)(query, meta, context));
  filter('users.query', onQuery('directus_users'));
  for (const verb of ['create', 'update', 'delete']) {
    filter(
      `items.${verb}`,
      onWrite(verb, (meta) => meta.collection),
    );
    filter(
      `users.${verb}`,
      onWrite(verb, () => 'directus_users'),
    );
  }

  filter('project.items.create', (payload) => ({ ...payload, short_UUID: newShortId() }));

  // Introductions (lib/introductions.mjs): a homeowner links each business once, within their plan's
  // limit, and moves a link to `contacting` only on a paid request and only once; a link's request and
  // business are fixed. Nested links created or changed with their request arrive here too, one
  // write at a time, inside the same transaction. The request row is locked while its links are counted
  // (PostgreSQL; SQLite has a single writer), so parallel selections cannot pass the limit together.
  const JUNCTION = 'property_requests_to_business_junction';
  const isHomeowner = (context) => audienceOf(context.accountability) === 'homeowner';
  /** The links named by `keys`, with their request's status. */
  const currentLinks = (knex, keys) =>
    knex(`${JUNCTION} as link`)
      .leftJoin('property_requests as request', 'request.id', 'link.property_requests_id')
      .whereIn('link.id', keys)
      .select(
        'link.property_requests_id',
        'link.businesses_cid',
        'link.business_status',
        'link.contacted_at',
        'request.status as request_status',
      );

  filter(`${JUNCTION}.items.create`, async (payload, _meta, context) => {
    if (!isHomeowner(context)) return payload;
    const knex = context.database ?? database;
    const userId = context.accountability.user;
    const requestId = payload?.property_requests_id;
    const select = knex('property_requests')
      .select('status')
      .where({ id: typeof requestId === 'string' ? requestId : null, user_created: userId });
    if (knex.client.config.client !== 'sqlite3') select.forUpdate();
    const request = await select.first();
    const existing = await knex(JUNCTION)
      .select('businesses_cid')
      .where({ property_requests_id: typeof requestId === 'string' ? requestId : null });
    const user = await knex('directus_users').select('plan', 'free_limit', 'smart_limit', 'pro_limit').where({ id: userId }).first();
    const refusal = creationRefusal(
      request,
      existing.map((row) => row.businesses_cid),
      [payload],
      planLimit(user),
    );
    if (refusal) throw invalidPayload(refusal);
    return payload;
  });
  filter(`${JUNCTION}.items.update`, async (payload, meta, context) => {
    if (!isHomeowner(context)) return payload;
    const links = await currentLinks(context.database ?? database, meta.keys ?? []);
    const refusal = updateRefusal(payload, links);
    if (refusal) throw invalidPayload(refusal);
    return payload;
  });
  filter(`${JUNCTION}.items.delete`, async (keys, _meta, context) => {
    if (!isHomeowner(context)) return keys;
    const refusal = deletionRefusal(await currentLinks(context.database ?? database, Array.isArray(keys) ? keys : []));
    if (refusal) throw invalidPayload(refusal);
    return keys;
  });

  // Wherever a password is set: registration, profile, reset (Directus runs it as an update), the Studio.
  const refuseCommonPassword = (payload) => {
    if (payload && typeof payload === 'object' && isCommonPassword(payload.password)) throw invalidPayload(COMMON_PASSWORD_MESSAGE);
    return payload;
  };
  filter('users.create', refuseCommonPassword);
  filter('users.update', refuseCommonPassword);

  // Directus adds stack traces to errors when it runs with NODE_ENV=development; anywhere else they would
  // tell a caller about the server's code and paths.
  // Messages that echo a request (a field name, a value) are clipped to a few KB, so a hostile request is
  // not copied back whole into the answer.
  filter('request.error', (errors) => {
    if (!Array.isArray(errors)) return errors;
    return errors.map((error) => {
      if (!error || typeof error !== 'object') return error;
      // The message and any text in its extensions (`reason` repeats the message).
      const details =
        error.extensions && typeof error.extensions === 'object'
          ? Object.fromEntries(Object.entries(error.extensions).map(([key, value]) => [key, clip(value)]))
          : error.extensions;
      const clipped = { ...error, message: clip(error.message), ...(details ? { extensions: details } : {}) };
      if (process.env.NODE_ENV === 'development' || !details || !('stack' in details)) return clipped;
      const { stack: _stack, ...extensions } = details;
      return { ...clipped, extensions };
    });
  });

  // Before Directus's logger and its own parsing (review findings 3 and 9): a path that is not valid URL
  // encoding (`/items/%ff`), and URL queries past the bounds, are answered 400 here.
  init('middlewares.before', ({ app }) => {
    app.use((req, _res, next) => {
      try {
        decodeURIComponent(req.path);
      } catch {
        return next(invalidQuery('The address is not valid URL encoding.'));
      }
      let problem;
      try {
        problem = queryProblem(req.query);
      } catch {
        problem = 'The query could not be read.';
      }
      return next(problem ? invalidQuery(problem) : undefined);
    });
  });

  init('routes.before', ({ app }) => {
    // Parsed JSON bodies, and the query of a SEARCH body, before any controller reads them.
    app.use((req, _res, next) => {
      const problem = bodyProblem(req.body);
      if (problem) return next(invalidPayload(problem));
      const queryInBody = req.body && typeof req.body === 'object' ? queryProblem(req.body.query) : null;
      return next(queryInBody ? invalidQuery(queryInBody) : undefined);
    });
    app.use((req, _res, next) => {
      if (audienceOf(req.accountability) !== 'homeowner' || !isBatchDelete(req.method, req.path)) return next();
      return next(forbidden('Delete one item at a time, by its id.'));
    });
    app.use(async (req, _res, next) => {
      if (audienceOf(req.accountability) !== 'homeowner') return next();
      const condition = conditionalWrite(req.method, req.path, req.body);
      if (!condition) return next();
      try {
        // Read as Directus answers it, without the guard: the write that follows is guarded as usual.
        const schema = req.schema ?? (await getSchema());
        const service = new ItemsService(condition.collection, { knex: database, schema });
        const own = { _and: [{ id: { _eq: condition.id } }, { project_id: { user_created: { _eq: req.accountability.user } } }] };
        const [row] = await service.readByQuery({ filter: own, fields: ['date_updated'], limit: 1 });
        // An unknown or someone else's quote goes on to the guard, which answers as for any other write.
        if (row && !sameMoment(condition.expected, row.date_updated)) return next(conflict(CONFLICT_MESSAGE));
        delete req.body.date_updated;
        return next();
      } catch (error) {
        return next(error);
      }
    });
    app.use(async (req, res, next) => {
      if (!isLogin(req.method, req.path)) return next();
      const address = req.accountability?.ip ?? req.ip ?? 'unknown';
      let outcome;
      try {
        outcome = await throttle.begin({ address, email: req.body?.email });
      } catch (error) {
        return next(error);
      }
      if (!outcome.allowed) {
        res.set('Retry-After', String(outcome.retryAfterSeconds));
        return next(tooManyRequests(throttledMessage(outcome.retryAfterSeconds)));
      }
      res.once('finish', () => {
        if (res.statusCode >= 200 && res.statusCode < 300) {
          throttle.succeeded(outcome.attempt).catch((error) => logger.warn(`atlas: sign-in throttle: ${error.message}`));
        }
      });
      return next();
    });
    app.use((req, _res, next) => {
      const audience = audienceOf(req.accountability);
      const closed = closedRoute(req.path, audience);
      if (closed) return next(closed.status === 404 ? routeNotFound(req.path) : forbidden(closed.message));
      if (audience !== 'public' && audience !== 'homeowner') return next();
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

  registerRebuildWebhook({ filter, action }, { database, logger, services, getSchema });
};
