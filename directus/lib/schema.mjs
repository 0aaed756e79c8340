// Schema as code: compares the running Directus's collections, fields and relations with
// directus/schema/ and, when provisioning, creates or corrects what differs.
//
// Why the collections/fields/relations endpoints rather than a /schema/apply snapshot: a snapshot records
// vendor-specific column types (varchar vs character varying, real vs float4, ...), so a snapshot taken on
// SQLite never diffs clean on PostgreSQL. Definitions name Directus types, and Directus maps them per vendor.
//
// Provisioning never drops anything: a field or collection that exists only in the database is reported as
// drift for a person to either delete or add to directus/schema/.

import { collections, relations, systemExtensions } from '../schema/index.mjs';
import { differingKeys } from './compare.mjs';

/**
 * Differences between the running schema and directus/schema/, in the order they can be fixed.
 * Each difference has `area`, `item`, `message` and, when it can be corrected safely, `fix(api)`.
 * @param {ReturnType<import('./client.mjs').createClient>} api an admin client
 */
export async function diffSchema(api) {
  const [liveCollections, liveFields, liveRelations] = await Promise.all([
    api.get('/collections'),
    api.get('/fields'),
    api.get('/relations'),
  ]);
  const differences = [];
  const add = (item, message, fix) => differences.push({ area: 'schema', item, message, fix });

  const collectionByName = new Map(liveCollections.map((c) => [c.collection, c]));
  const fieldsOf = (collection) => liveFields.filter((f) => f.collection === collection);

  for (const definition of collections) {
    const live = collectionByName.get(definition.collection);
    if (!live) {
      add(definition.collection, 'collection is missing', (client) =>
        client.post('/collections', {
          collection: definition.collection,
          meta: definition.meta,
          schema: {},
          fields: definition.fields,
        }),
      );
      continue;
    }
    const metaDiff = differingKeys(definition.meta, live.meta);
    if (metaDiff.length > 0) {
      add(definition.collection, `collection settings differ (${metaDiff.join('; ')})`, (client) =>
        client.patch(`/collections/${definition.collection}`, { meta: definition.meta }),
      );
    }
    diffFields(definition, fieldsOf(definition.collection), add, { reportExtra: true });
  }

  for (const definition of systemExtensions) {
    diffFields(definition, fieldsOf(definition.collection), add, { reportExtra: false });
  }

  const ours = new Set(collections.map((c) => c.collection));
  for (const live of liveCollections) {
    if (live.collection.startsWith('directus_') || ours.has(live.collection)) continue;
    add(live.collection, 'collection exists in the database but not in directus/schema/: delete it or define it there');
  }

  diffRelations(liveRelations, add, ours);
  return differences;
}

function diffFields(definition, liveFields, add, { reportExtra }) {
  const byName = new Map(liveFields.map((f) => [f.field, f]));
  for (const field of definition.fields) {
    const item = `${definition.collection}.${field.field}`;
    const live = byName.get(field.field);
    if (!live) {
      add(item, 'field is missing', (client) => client.post(`/fields/${definition.collection}`, field));
      continue;
    }
    if (!sameType(live.type, field.type)) {
      add(item, `type is ${live.type}, directus/schema/ says ${field.type}: migrate the data by hand`);
      continue;
    }
    const metaDiff = differingKeys(field.meta ?? {}, live.meta ?? {});
    const schemaDiff = field.schema ? differingKeys(field.schema, live.schema ?? {}, normalizeColumn) : [];
    if (metaDiff.length > 0 || schemaDiff.length > 0) {
      const body = {};
      if (metaDiff.length > 0) body.meta = field.meta;
      if (schemaDiff.length > 0) body.schema = field.schema;
      add(item, `field differs (${[...metaDiff, ...schemaDiff].join('; ')})`, (client) =>
        client.patch(`/fields/${definition.collection}/${field.field}`, body),
      );
    }
  }
  if (!reportExtra) return;
  const declared = new Set(definition.fields.map((f) => f.field));
  for (const live of liveFields) {
    if (declared.has(live.field)) continue;
    add(`${definition.collection}.${live.field}`, 'field exists in the database but not in directus/schema/: delete it or define it there');
  }
}

/**
 * SQLite has no timestamp or uuid column types: Directus reads a `timestamp` back as `dateTime` and a uuid
 * foreign key as `string` there, while PostgreSQL reports them as created.
 */
const SQLITE_READBACK = { timestamp: 'dateTime', uuid: 'string' };

function sameType(live, wanted) {
  return live === wanted || SQLITE_READBACK[wanted] === live;
}

/** Column properties as both database vendors report them. */
function normalizeColumn(key, value) {
  if (key === 'default_value' && typeof value === 'string') {
    // PostgreSQL may report a literal default with its cast, e.g. 'active'::character varying.
    const match = /^'(.*)'::[\w\s]+$/.exec(value);
    if (match) return match[1];
  }
  if (key === 'on_delete' && typeof value === 'string') return value.toUpperCase();
  if (key === 'has_auto_increment' || key === 'is_unique' || key === 'is_primary_key' || key === 'is_nullable') {
    return Boolean(value);
  }
  return value ?? null;
}

function diffRelations(liveRelations, add, ours) {
  const key = (r) => `${r.collection}.${r.field}`;
  const byKey = new Map(liveRelations.map((r) => [key(r), r]));
  for (const relation of relations) {
    const item = `${key(relation)} -> ${relation.related_collection}`;
    const live = byKey.get(key(relation));
    if (!live) {
      add(item, 'relation is missing', (client) => client.post('/relations', relation));
      continue;
    }
    if (live.related_collection !== relation.related_collection) {
      add(item, `relation points at ${live.related_collection}: fix it by hand`);
      continue;
    }
    const metaDiff = differingKeys(relation.meta, live.meta ?? {});
    const schemaDiff = differingKeys(relation.schema, live.schema ?? {}, normalizeColumn);
    if (metaDiff.length > 0 || schemaDiff.length > 0) {
      add(item, `relation differs (${[...metaDiff, ...schemaDiff].join('; ')})`, (client) =>
        client.patch(`/relations/${relation.collection}/${relation.field}`, {
          meta: relation.meta,
          ...(schemaDiff.length > 0 ? { schema: relation.schema } : {}),
        }),
      );
    }
  }
  const declared = new Set(relations.map(key));
  for (const live of liveRelations) {
    const mine = ours.has(live.collection) || ours.has(live.related_collection ?? '');
    if (!mine || declared.has(key(live))) continue;
    add(`${key(live)} -> ${live.related_collection}`, 'relation exists in the database but not in directus/schema/');
  }
}

/**
 * Creates or corrects the schema until it matches directus/schema/. Three passes (collections, fields,
 * relations) because fields can only be compared once their collection exists, and relations once both
 * ends exist.
 * @returns {Promise<{ applied: string[], remaining: { item: string, message: string }[] }>}
 */
export async function applySchema(api, { log = () => {} } = {}) {
  const applied = [];
  for (let pass = 0; pass < 3; pass++) {
    const fixable = (await diffSchema(api)).filter((d) => d.fix);
    if (fixable.length === 0) break;
    for (const difference of fixable) {
      log(`schema: ${difference.item}: ${difference.message}`);
      try {
        await difference.fix(api);
      } catch (error) {
        throw new Error(`schema: could not fix ${difference.item} (${difference.message})`, { cause: error });
      }
      applied.push(`${difference.item}: ${difference.message}`);
    }
  }
  const remaining = (await diffSchema(api)).map(({ item, message }) => ({ item, message }));
  return { applied, remaining };
}
