// Renders the TypeScript row types of Atlas's collections from the definitions in this folder, so the app's
// typed SDK client (src/directus/) reads and writes exactly what the backend defines: field names, value
// types, choices and nullability. The output is committed as src/directus/schema.generated.ts;
// src/directus/schema.test.ts fails when that file differs from what this renders.
//
//   node directus/schema/typescript.mjs    rewrite src/directus/schema.generated.ts after changing a definition
//
// Why generated and committed rather than written by hand: the hand-written types had to be kept in step
// with these definitions by eye. Why not inferred by TypeScript from the .mjs files directly: the field
// builders return plain objects whose names and types TypeScript widens to `string`, so the types would say
// nothing. A committed file also shows every backend change to the app as a reviewable diff.

import { fileURLToPath } from 'node:url';
import { readFile, writeFile } from 'node:fs/promises';
import { collections, systemExtensions } from './index.mjs';

/** Where the rendered types live. */
export const GENERATED_FILE = fileURLToPath(new URL('../../src/directus/schema.generated.ts', import.meta.url));

/** The command that rewrites the file (named in the drift test's failure). */
export const GENERATE_COMMAND = 'node directus/schema/typescript.mjs';

/** Directus field types and the TypeScript type of their values as the REST API returns them. */
const VALUE_TYPES = {
  uuid: 'string',
  string: 'string',
  text: 'string',
  integer: 'number',
  float: 'number',
  boolean: 'boolean',
  // Directus answers timestamps as ISO 8601 strings.
  timestamp: 'string',
  // JSON columns hold whatever was written; the app narrows the shapes it relies on (src/directus/schema.ts).
  json: 'unknown',
};

/** `local_guides_seo` -> `LocalGuidesSeoRow`. */
export function rowTypeName(collection) {
  return `${pascalCase(collection)}Row`;
}

/** The interface name of a definition: `…Row` for Atlas's collections, `…Fields` for fields on a system one. */
function typeName(definition) {
  return definition.system ? `${pascalCase(definition.collection)}Fields` : rowTypeName(definition.collection);
}

function pascalCase(name) {
  return name
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

function primaryKeyType(definition) {
  const key = definition.fields.find((field) => field.schema?.is_primary_key);
  if (!key) throw new Error(`directus/schema: collection ${definition.collection} has no primary key field.`);
  return valueType(definition.collection, key);
}

function valueType(collection, field) {
  const type = VALUE_TYPES[field.type];
  if (!type) {
    throw new Error(
      `directus/schema: ${collection}.${field.field} has type ${field.type}, which ${GENERATE_COMMAND} cannot render yet: add it to VALUE_TYPES.`,
    );
  }
  const choices = field.meta?.options?.choices;
  if (type === 'string' && Array.isArray(choices) && choices.length > 0) {
    return choices.map((choice) => JSON.stringify(choice.value)).join(' | ');
  }
  return type;
}

function fieldType(definition, field, byCollection, allRelations) {
  if (field.type === 'alias') {
    // One-to-many: the rows of another collection whose foreign key points here.
    const many = allRelations.find((r) => r.related_collection === definition.collection && r.meta?.one_field === field.field);
    if (!many) throw new Error(`directus/schema: ${definition.collection}.${field.field} is an alias without a relation naming it.`);
    return `${rowTypeName(many.collection)}[]`;
  }
  let type = valueType(definition.collection, field);
  // Many-to-one onto an Atlas collection: the key, or the row when a query asks for its fields (the SDK's
  // convention for relations). Keys onto Directus's own collections (users) stay plain keys.
  const one = allRelations.find((r) => r.collection === definition.collection && r.field === field.field);
  if (one && byCollection.has(one.related_collection)) {
    type = `${primaryKeyType(byCollection.get(one.related_collection))} | ${rowTypeName(one.related_collection)}`;
  }
  // `unknown` (JSON) already includes null.
  const nullable = field.schema?.is_nullable !== false && !field.schema?.is_primary_key && type !== 'unknown';
  return nullable ? `${type} | null` : type;
}

function docComment(text, indent = '') {
  return text ? `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n` : '';
}

/**
 * The TypeScript source of the row types, formatted like the rest of the tree.
 * @param {{ collections: object[], systemExtensions: object[] }} [definitions] the schema (default: this folder's)
 */
export async function renderSchemaTypes(definitions = { collections, systemExtensions }) {
  const { collections: tables, systemExtensions: extensions } = definitions;
  const byCollection = new Map(tables.map((definition) => [definition.collection, definition]));
  const allRelations = [...tables, ...extensions].flatMap((definition) => definition.relations);
  const render = (definition) => {
    const fields = definition.fields.map(
      (field) => `${docComment(field.meta?.note, '  ')}  ${field.field}: ${fieldType(definition, field, byCollection, allRelations)};\n`,
    );
    const note = definition.meta?.note ?? `Atlas's fields on Directus's \`${definition.collection}\`.`;
    return `${docComment(note)}export interface ${typeName(definition)} {\n${fields.join('')}}\n`;
  };
  const all = [...tables, ...extensions];
  const parts = [
    `// Generated by \`${GENERATE_COMMAND}\` from directus/schema/*.mjs (the backend as code): do not edit by hand.\n` +
      `// src/directus/schema.test.ts fails when this file and the definitions differ; run the command to update it.\n`,
    ...all.map(render),
    `/** Every Atlas collection as @directus/sdk expects a schema: collection name -> its rows (fields, for a system one). */\n` +
      `export interface AtlasSchema {\n${all.map((d) => `  ${d.collection}: ${typeName(d)}${d.system ? '' : '[]'};\n`).join('')}}\n`,
  ];
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(GENERATED_FILE)) ?? {};
  return prettier.format(parts.join('\n'), { ...options, filepath: GENERATED_FILE });
}

/** Whether the committed file matches the definitions (used by the drift test). */
export async function generatedFileIsCurrent() {
  const [expected, actual] = await Promise.all([renderSchemaTypes(), readFile(GENERATED_FILE, 'utf8').catch(() => '')]);
  return { current: expected === actual, expected, actual };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await writeFile(GENERATED_FILE, await renderSchemaTypes());
  console.log(`wrote ${GENERATED_FILE}`);
}
