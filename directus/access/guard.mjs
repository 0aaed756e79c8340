// The access guard: applies the views of views.mjs to item queries and writes. Pure functions over a
// Directus schema overview, so they are unit-tested without a server (guard.test.mjs) and used by the
// atlas-hardening extension on every request.
//
// Reads: the query is rewritten before Directus runs it. Every field named anywhere (fields, filter, sort,
// aggregate, groupBy, alias, deep) must be readable in the view of the collection it belongs to, `*` expands
// to the readable fields only, relations may only lead into collections that have a view, the view's row
// filter is ANDed into the query and into `deep` for every nested list, and counts in `meta` (which Directus
// computes outside the query) are dropped. A query touching anything else is refused as a whole, with the
// same message whether the field is hidden or does not exist.
//
// Writes: payload keys must be writable, relations must be plain ids, foreign keys listed as `owned` must
// point at rows the user can read (and every other many-to-one at a row the user could read: nested reads
// follow stored keys without the target's row filter), updated or deleted keys must all be rows the user can read, and fields
// listed in `values` may only be set to those values, on rows that hold one of them.

import { PRIVATE_COLLECTIONS, views } from './views.mjs';
import { CONTENT_EDITOR_ROLE_ID } from '../ids.mjs';

/** A refusal; the extension turns it into Directus's 403 FORBIDDEN or 400 INVALID_PAYLOAD. */
export class AccessDenied extends Error {
  constructor(message, kind = 'forbidden') {
    super(message);
    this.name = 'AccessDenied';
    this.kind = kind;
  }
}

const denyField = (collection, field) =>
  new AccessDenied(`You don't have permission to access field "${field}" in collection "${collection}" or it does not exist.`);
const denyValue = (collection, field, allowed) =>
  new AccessDenied(
    `You can only set field "${field}" in collection "${collection}" to ${allowed.map((v) => `"${v}"`).join(' or ')}, and only while it has one of those values.`,
  );
const denyCollection = (collection) =>
  new AccessDenied(`You don't have permission to access collection "${collection}" or it does not exist.`);

/**
 * Who is asking: 'system' (Directus itself, no accountability), 'admin', 'editor' (Content Editor role),
 * 'public' (not signed in) or 'homeowner' (any other signed-in user: the strictest signed-in rules).
 * @param {object | null | undefined} accountability
 */
export function audienceOf(accountability) {
  if (!accountability) return 'system';
  if (accountability.admin === true) return 'admin';
  if (!accountability.user) return 'public';
  const roles = accountability.roles ?? (accountability.role ? [accountability.role] : []);
  if (roles.includes(CONTENT_EDITOR_ROLE_ID)) return 'editor';
  return 'homeowner';
}

/** The view an audience has on a collection, or null when Directus permissions alone decide. */
export function viewFor(audience, collection) {
  if (audience !== 'public' && audience !== 'homeowner') return null;
  const view = views[audience][collection];
  if (view) return view;
  if (audience === 'public' && PRIVATE_COLLECTIONS.includes(collection)) return { noRead: true };
  return null;
}

/** Replaces '$CURRENT_USER' in a filter with the user's id (or a value no row has, for visitors). */
export function bindUser(filter, userId) {
  if (filter === null || filter === undefined) return null;
  return JSON.parse(JSON.stringify(filter), (_key, value) =>
    value === '$CURRENT_USER' ? (userId ?? '00000000-0000-0000-0000-000000000000') : value,
  );
}

function and(...filters) {
  const present = filters.filter((f) => f && Object.keys(f).length > 0);
  if (present.length === 0) return null;
  if (present.length === 1) return present[0];
  return { _and: present };
}

/** 'm2o' / 'o2m' relation of a field, with the collection it leads to; null for plain fields. */
export function relationOf(schema, collection, field) {
  for (const relation of schema.relations) {
    if (relation.collection === collection && relation.field === field && relation.related_collection) {
      return { kind: 'm2o', target: relation.related_collection };
    }
    if (relation.related_collection === collection && relation.meta?.one_field === field) {
      return { kind: 'o2m', target: relation.collection };
    }
  }
  return null;
}

function schemaFields(schema, collection) {
  return Object.keys(schema.collections[collection]?.fields ?? {});
}

const FUNCTION = /^(\w+)\(([^()]+)\)$/;

/** The field a function applies to: `year(date_created)` -> date_created, `json(data, a.b)` -> data. */
function functionField(match) {
  return match[2].split(',')[0].trim();
}

class Walker {
  constructor({ audience, userId, schema }) {
    this.audience = audience;
    this.userId = userId;
    this.schema = schema;
  }

  view(collection) {
    const view = viewFor(this.audience, collection);
    // Relations may only lead into collections this audience has a view of.
    if (!view || view.noRead) throw denyCollection(collection);
    return view;
  }

  readable(collection) {
    const view = this.view(collection);
    const existing = schemaFields(this.schema, collection);
    return view.fields === '*' ? existing : view.fields.filter((f) => existing.includes(f));
  }

  assertReadable(collection, field) {
    if (!this.readable(collection).includes(field)) throw denyField(collection, field);
  }

  /**
   * A function over a field: `count(list)` counts every related row, whatever the list's row rules, so it is
   * refused for lists whose rows are narrowed.
   */
  assertFunction(collection, match) {
    const field = functionField(match);
    this.assertReadable(collection, field);
    const relation = relationOf(this.schema, collection, field);
    if (relation?.kind === 'o2m') {
      const target = this.view(relation.target);
      if (target.rows && !target.rowsFollowParent) throw denyField(collection, match[0]);
    }
  }

  /** Filters may also use the view's filter-only fields. */
  assertFilterable(collection, field) {
    if (this.view(collection).filterOnly?.includes(field)) return;
    this.assertReadable(collection, field);
  }

  rows(collection) {
    return bindUser(this.view(collection).rows ?? null, this.userId);
  }

  /** Expands `fields` into explicit readable paths; returns them and the nested list paths. */
  fields(collection, list, aliases = new Map(), prefix = '') {
    const out = [];
    const lists = [];
    const nested = new Map();
    // A list named without sub-fields still returns the related keys: its rows are narrowed like any list.
    const bareList = (name, relation) => {
      if (relation?.kind !== 'o2m') return;
      this.view(relation.target);
      lists.push({ path: `${prefix}${name}`, collection: relation.target });
    };
    const push = (name, rest, relation) => {
      if (!nested.has(name)) nested.set(name, { relation, rests: [] });
      nested.get(name).rests.push(rest);
    };
    for (const raw of list) {
      const [head, ...restParts] = String(raw).trim().split('.');
      const rest = restParts.join('.');
      if (head === '*') {
        for (const field of this.readable(collection)) {
          const relation = relationOf(this.schema, collection, field);
          if (rest && relation) push(field, rest, relation);
          else {
            out.push(prefix + field);
            bareList(field, relation);
          }
        }
        continue;
      }
      const fn = FUNCTION.exec(head);
      if (fn) {
        if (rest) throw denyField(collection, head);
        this.assertFunction(collection, fn);
        out.push(prefix + head);
        continue;
      }
      const field = aliases.get(head) ?? head;
      this.assertReadable(collection, field);
      const relation = relationOf(this.schema, collection, field);
      if (!rest) {
        out.push(prefix + head);
        bareList(head, relation);
        continue;
      }
      if (!relation) throw denyField(collection, `${head}.${rest}`);
      push(head, rest, relation);
    }
    for (const [name, { relation, rests }] of nested) {
      this.view(relation.target);
      const sub = this.fields(relation.target, rests, new Map(), `${prefix}${name}.`);
      out.push(...sub.paths);
      lists.push(...sub.lists);
      if (relation.kind === 'o2m') lists.push({ path: `${prefix}${name}`, collection: relation.target });
    }
    return { paths: [...new Set(out)], lists };
  }

  /** Checks every field a filter names, through relations. */
  filter(collection, filter) {
    if (filter === null || filter === undefined) return;
    if (typeof filter !== 'object' || Array.isArray(filter)) throw new AccessDenied('Invalid filter.', 'invalid');
    for (const [key, value] of Object.entries(filter)) {
      if (key === '_and' || key === '_or') {
        if (!Array.isArray(value)) throw new AccessDenied(`Invalid filter: ${key} takes a list.`, 'invalid');
        for (const part of value) this.filter(collection, part);
        continue;
      }
      const fn = FUNCTION.exec(key);
      const field = fn ? functionField(fn) : key;
      if (fn) this.assertFunction(collection, fn);
      else this.assertFilterable(collection, field);
      const relation = relationOf(this.schema, collection, field);
      if (!relation || fn) continue;
      this.view(relation.target);
      if (relation.kind === 'o2m' && !this.view(relation.target).rowsFollowParent && this.view(relation.target).rows) {
        // Filtering through a list whose rows are narrowed would test hidden rows.
        throw denyField(collection, field);
      }
      if (!value || typeof value !== 'object') continue;
      for (const [inner, innerValue] of Object.entries(value)) {
        if (inner === '_some' || inner === '_none') this.filter(relation.target, innerValue);
        else if (inner === '_and' || inner === '_or') this.filter(relation.target, { [inner]: innerValue });
        else if (inner.startsWith('_')) continue;
        else this.filter(relation.target, { [inner]: innerValue });
      }
    }
  }

  /** A sort path: plain fields, or many-to-one paths to readable fields. */
  sortPath(collection, path) {
    if (path === '?' || path === '') return;
    const parts = path.replace(/^-/, '').split('.');
    let current = collection;
    for (const [index, part] of parts.entries()) {
      const fn = FUNCTION.exec(part);
      const field = fn ? functionField(fn) : part;
      if (fn) this.assertFunction(current, fn);
      else this.assertReadable(current, field);
      if (index === parts.length - 1) return;
      const relation = relationOf(this.schema, current, field);
      if (!relation || relation.kind !== 'm2o') throw denyField(current, part);
      current = relation.target;
    }
  }

  /** Validates a user's `deep` and ANDs the row filters of every nested list into it. */
  deep(collection, deep, lists) {
    const out = deep && typeof deep === 'object' ? structuredClone(deep) : {};
    this.checkDeep(collection, out);
    const done = new Set();
    for (const { path, collection: target } of lists) {
      const rows = this.rows(target);
      // A list named both bare and with sub-fields (`*,list.*`) is one list: filter it once.
      if (!rows || done.has(path)) continue;
      done.add(path);
      let node = out;
      for (const part of path.split('.')) {
        node[part] = node[part] && typeof node[part] === 'object' ? node[part] : {};
        node = node[part];
      }
      node._filter = and(rows, node._filter);
    }
    return out;
  }

  checkDeep(collection, node) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '_filter') this.filter(collection, value);
      else if (key === '_sort') for (const s of [value].flat()) this.sortPath(collection, String(s));
      else if (key === '_limit' || key === '_offset' || key === '_page') continue;
      else if (key === '_search') {
        if (this.view(collection).fields !== '*') throw new AccessDenied(`Search is not available on collection "${collection}".`);
      } else if (key.startsWith('_')) throw new AccessDenied(`Unsupported deep option "${key}".`, 'invalid');
      else {
        this.assertReadable(collection, key);
        const relation = relationOf(this.schema, collection, key);
        if (!relation) throw denyField(collection, key);
        if (value && typeof value === 'object') this.checkDeep(relation.target, value);
      }
    }
  }
}

/**
 * Returns the query on `collection` rewritten for `audience`, or throws AccessDenied. The input is not
 * changed (Directus freezes it). `meta` is dropped here and, for requests, by the extension's middleware:
 * Directus computes those counts from the request's own query, outside the item hooks.
 * @param {{ collection: string, query: Record<string, any>, audience: string, userId?: string | null,
 *   schema: { collections: Record<string, any>, relations: any[] }, topLevel?: boolean }} options
 */
export function guardQuery({ collection, query: input, audience, userId = null, schema, topLevel = true }) {
  const view = viewFor(audience, collection);
  if (!view) return input;
  // The rewriting depends on the query's shape, not on who asks or on the filter's values: it is worked out
  // once per shape (with the user left as '$CURRENT_USER') and kept per schema overview. The filter is
  // checked on every call, and the user bound into the row rules on every call.
  const shapes = shapesOf(schema);
  const { filter, ...rest } = input;
  const key = JSON.stringify([audience, collection, topLevel, rest]);
  let template = shapes.get(key);
  if (!template) {
    template = deepFreeze(rewriteQuery({ collection, query: rest, audience, userId: '$CURRENT_USER', schema, topLevel, view }));
    if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value);
    shapes.set(key, template);
  }
  new Walker({ audience, userId, schema }).filter(collection, filter);
  const query = { ...template };
  if (template.deep) query.deep = bindUser(template.deep, userId);
  if (template.filter) query.filter = and(bindUser(template.filter, userId), filter);
  else if ('filter' in input) query.filter = filter;
  return query;
}

/** Rewritten query shapes kept per schema overview (a new overview, after a schema change, starts empty). */
const shapeCache = new WeakMap();
/** Enough for every screen's queries many times over; the oldest shape goes first. */
const MAX_SHAPES = 2000;

function shapesOf(schema) {
  let shapes = shapeCache.get(schema);
  if (!shapes) shapeCache.set(schema, (shapes = new Map()));
  return shapes;
}

/** Freezes a kept rewriting all the way down, so no caller can change what the next request gets. */
function deepFreeze(value) {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The rewriting of guardQuery for one query without its filter (see there). */
function rewriteQuery({ collection, query: input, audience, userId, schema, topLevel, view }) {
  const query = { ...input };
  if (view.noRead || (topLevel && view.nestedOnly)) throw denyCollection(collection);
  const walker = new Walker({ audience, userId, schema });

  if (query.version || query.versionRaw) throw new AccessDenied('Content versions are not available.');
  delete query.meta;

  const aliases = new Map();
  for (const [name, target] of Object.entries(query.alias ?? {})) {
    if (schemaFields(schema, collection).includes(name)) throw new AccessDenied(`Alias "${name}" shadows a field.`, 'invalid');
    walker.assertReadable(collection, String(target));
    aliases.set(name, String(target));
  }

  const requested = Array.isArray(query.fields) && query.fields.length > 0 ? query.fields : ['*'];
  const { paths, lists } = walker.fields(collection, requested, aliases);
  if (paths.length === 0) throw denyCollection(collection);
  query.fields = paths;

  for (const sort of query.sort ?? []) walker.sortPath(collection, String(sort));
  for (const [fn, fields] of Object.entries(query.aggregate ?? {})) {
    for (const field of [fields].flat()) {
      if (field === '*' && (fn === 'count' || fn === 'countAll')) continue;
      walker.assertReadable(collection, String(field));
    }
  }
  for (const group of query.group ?? query.groupBy ?? []) {
    const fn = FUNCTION.exec(String(group));
    if (fn) walker.assertFunction(collection, fn);
    else walker.assertReadable(collection, String(group));
    // PostgreSQL cannot group by a json column (it has no equality for json): Directus answered 500.
    if (!fn && schema.collections[collection]?.fields?.[String(group)]?.type === 'json') {
      throw new AccessDenied(
        `groupBy cannot use "${group}": it holds JSON. Group by a plain field, or by json(${group}, path).`,
        'invalid',
      );
    }
  }
  if (query.search && view.fields !== '*') {
    throw new AccessDenied(`Search is not available on collection "${collection}": filter on a field instead.`);
  }

  // Lists are keyed by the name used in `fields` (an alias when aliased), as Directus applies `deep`.
  query.deep = walker.deep(collection, query.deep, lists);
  if (Object.keys(query.deep).length === 0) delete query.deep;

  const rows = walker.rows(collection);
  if (rows) query.filter = rows;
  return query;
}

/**
 * Checks a create, update or delete on `collection` for `audience`; throws AccessDenied when refused.
 * `countVisible(collection, keys, rowsFilter)` counts how many of `keys` match the filter in the database
 * (inside the write's transaction).
 * @param {{ action: 'create' | 'update' | 'delete', collection: string, payload?: Record<string, any> | null,
 *   keys?: (string | number)[], audience: string, userId?: string | null,
 *   schema: { collections: Record<string, any>, relations: any[] },
 *   countVisible: (collection: string, keys: (string | number)[], rows: object | null) => Promise<number> }} options
 */
export async function guardWrite({ action, collection, payload, keys = [], audience, userId = null, schema, countVisible }) {
  const view = viewFor(audience, collection);
  if (!view) return;
  const allowed = action === 'create' ? view.create : action === 'update' ? view.update : view.delete;
  if (!allowed) throw denyCollection(collection);

  if (payload && typeof payload === 'object') {
    for (const [field, value] of Object.entries(payload)) {
      if (view.writable && !view.writable.includes(field)) throw denyField(collection, field);
      if (view.readonly?.includes(field)) throw denyField(collection, field);
      const relation = relationOf(schema, collection, field);
      if (relation?.kind === 'm2o' && value !== null && typeof value === 'object') {
        throw new AccessDenied(`${field} must be the id of an existing item, not an object.`, 'invalid');
      }
    }
    for (const [field, allowedValues] of Object.entries(view.values ?? {})) {
      if (field in payload && !allowedValues.includes(payload[field])) throw denyValue(collection, field, allowedValues);
    }
    for (const [field, target] of Object.entries(view.owned ?? {})) {
      if (!(field in payload) || payload[field] === null) continue;
      const rows = bindUser(viewFor(audience, target)?.rows ?? null, userId);
      if ((await countVisible(target, [payload[field]], rows)) !== 1) {
        // The same answer for "not yours" and "does not exist": no probing of other users' ids.
        throw new AccessDenied(`${field} must be one of your own ${target} items.`);
      }
    }
    // Every other many-to-one must point at a row the user can read too: a nested read follows the stored
    // key without the target's row filter, so linking a hidden row (a draft business, an unpublished
    // referral code) would make it readable.
    for (const [field, value] of Object.entries(payload)) {
      if (view.owned?.[field] || value === null || value === undefined) continue;
      const relation = relationOf(schema, collection, field);
      if (relation?.kind !== 'm2o') continue;
      const target = viewFor(audience, relation.target);
      if (!target || target.noRead) throw denyField(collection, field);
      const rows = bindUser(target.rows ?? null, userId);
      if (rows && (await countVisible(relation.target, [value], rows)) !== 1) {
        throw new AccessDenied(`${field} must be the id of a ${relation.target} item you can read.`);
      }
    }
  }

  if (action !== 'create' && keys.length > 0) {
    const rows = bindUser(view.rows ?? null, userId);
    if (rows && (await countVisible(collection, [...new Set(keys)], rows)) !== new Set(keys).size) {
      throw new AccessDenied(`You don't have permission to access this.`);
    }
    // A value outside `values` cannot be left either: the rows must hold an allowed value now.
    if (action === 'update' && payload && typeof payload === 'object') {
      for (const [field, allowedValues] of Object.entries(view.values ?? {})) {
        if (!(field in payload)) continue;
        const current = and(rows, { [field]: { _in: allowedValues } });
        if ((await countVisible(collection, [...new Set(keys)], current)) !== new Set(keys).size) {
          throw denyValue(collection, field, allowedValues);
        }
      }
    }
  }
}
