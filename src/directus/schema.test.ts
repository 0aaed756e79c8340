import { describe, expect, it } from 'vitest';
import { collections, systemExtensions } from '../../directus/schema/index.mjs';
import { GENERATE_COMMAND, generatedFileIsCurrent, renderSchemaTypes } from '../../directus/schema/typescript.mjs';
import { PROJECT_FIELDS } from './schema';

// The drift test between the backend as code (directus/schema/*.mjs) and the types the app's SDK client is
// built on (schema.generated.ts, read through schema.ts). Any difference in a collection or field name, a
// value type, a choice list or nullability fails here; TypeScript then points at every use in the app.

/** A deep copy of the schema definitions, with one field changed by `change`. */
function withField(collection: string, field: string, change: (definition: Record<string, unknown>) => void) {
  const copy = structuredClone({ collections, systemExtensions }) as {
    collections: Array<{ collection: string; fields: Array<Record<string, unknown>> }>;
    systemExtensions: Array<{ collection: string; fields: Array<Record<string, unknown>> }>;
  };
  const definition = [...copy.collections, ...copy.systemExtensions].find((c) => c.collection === collection);
  const target = definition?.fields.find((f) => f['field'] === field);
  if (!target) throw new Error(`no field ${collection}.${field} in directus/schema`);
  change(target);
  return copy;
}

/** The rendered type of one field of one interface. */
function typeOf(source: string, typeName: string, field: string): string | undefined {
  const body = source.slice(source.indexOf(`export interface ${typeName} {`));
  return new RegExp(`\\n\\s*${field}:\\s*([^;]+);`)
    .exec(body.slice(0, body.indexOf('\n}')))?.[1]
    ?.replace(/\s+/g, ' ')
    .trim();
}

describe('the typed schema', () => {
  it(`matches directus/schema (after changing a definition, run: ${GENERATE_COMMAND})`, async () => {
    const { current, expected, actual } = await generatedFileIsCurrent();
    if (!current) expect(actual, `src/directus/schema.generated.ts is out of date: run ${GENERATE_COMMAND}`).toBe(expected);
    expect(current).toBe(true);
  });

  it('carries names, value types, choices, relations and nullability from the definitions', async () => {
    const source = await renderSchemaTypes();
    expect(typeOf(source, 'ProjectRow', 'id')).toBe('string');
    expect(typeOf(source, 'ProjectRow', 'country')).toBe('string');
    expect(typeOf(source, 'ProjectRow', 'monthly_consumption_kwh')).toBe('number | null');
    expect(typeOf(source, 'ProjectRow', 'shared')).toBe('boolean');
    expect(typeOf(source, 'ProjectRow', 'status')).toBe("'active' | 'archived'");
    expect(typeOf(source, 'ProjectRow', 'installer')).toBe('InstallerRow[]');
    expect(typeOf(source, 'InstallerRow', 'project_id')).toBe('string | ProjectRow');
    expect(typeOf(source, 'InstallerRow', 'proposal_data')).toBe('unknown');
    expect(typeOf(source, 'DirectusUsersFields', 'id_of_code_used_in_referral')).toBe('number | ReferralCodesRow | null');
  });

  it.each([
    ['a field made required', withField('installer', 'name', (f) => (f['schema'] = { ...(f['schema'] as object), is_nullable: false }))],
    ['a field renamed', withField('project', 'energy_provider', (f) => (f['field'] = 'utility'))],
    ['a field retyped', withField('project', 'expected_system_lifetime_years', (f) => (f['type'] = 'string'))],
    [
      'a choice added',
      withField('installer', 'status', (f) => {
        const meta = f['meta'] as { options: { choices: Array<{ text: string; value: string }> } };
        meta.options.choices.push({ text: 'lost', value: 'lost' });
      }),
    ],
  ])('fails on %s', async (_, definitions) => {
    expect(await renderSchemaTypes(definitions)).not.toBe(await renderSchemaTypes());
  });

  it('names a type it cannot render instead of guessing', async () => {
    await expect(renderSchemaTypes(withField('project', 'city', (f) => (f['type'] = 'geometry')))).rejects.toThrow(
      /project\.city.*geometry/,
    );
  });

  it('reads only project fields the backend defines', () => {
    const defined = collections.find((c) => c.collection === 'project')!.fields.map((f) => f.field);
    expect(defined).toEqual(expect.arrayContaining([...PROJECT_FIELDS]));
  });
});
