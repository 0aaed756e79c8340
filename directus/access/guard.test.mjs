// Unit tests of the access guard on the real schema definitions (no server). The API suite proves the same
// rules end to end; these pin the query rewriting precisely and fail fast.

import { describe, expect, it } from 'vitest';
import { AccessDenied, audienceOf, guardQuery, guardWrite, relationOf } from './guard.mjs';
import { collections, relations, systemExtensions } from '../schema/index.mjs';
import { CONTENT_EDITOR_ROLE_ID, HOMEOWNER_ROLE_ID } from '../ids.mjs';

const USER = '11111111-1111-4111-8111-111111111111';

/** A Directus-like schema overview built from directus/schema/. */
const schema = {
  collections: Object.fromEntries(
    [...collections, ...systemExtensions].map((c) => {
      const names = c.fields.map((f) => f.field);
      if (c.collection === 'directus_users') names.push('id', 'email', 'first_name', 'last_name', 'password', 'role', 'status', 'token');
      const primary = c.fields.find((f) => f.schema?.is_primary_key)?.field ?? 'id';
      return [c.collection, { collection: c.collection, primary, fields: Object.fromEntries(names.map((n) => [n, { field: n }])) }];
    }),
  ),
  relations,
};

const query = (collection, q, audience = 'public', userId = null) => guardQuery({ collection, query: q, audience, userId, schema });
const denied = (fn) => expect(fn).toThrow(AccessDenied);

describe('audienceOf', () => {
  it.each([
    [null, 'system'],
    [{ admin: true, user: 'x' }, 'admin'],
    [{ admin: false, user: null, roles: [] }, 'public'],
    [{ admin: false, user: USER, roles: [HOMEOWNER_ROLE_ID] }, 'homeowner'],
    [{ admin: false, user: USER, roles: [CONTENT_EDITOR_ROLE_ID] }, 'editor'],
    [{ admin: false, user: USER, roles: ['some-other-role'] }, 'homeowner'],
  ])('%j is %s', (accountability, audience) => expect(audienceOf(accountability)).toBe(audience));
});

describe('relations', () => {
  it('knows both sides', () => {
    expect(relationOf(schema, 'installer', 'project_id')).toEqual({ kind: 'm2o', target: 'project' });
    expect(relationOf(schema, 'project', 'installer')).toEqual({ kind: 'o2m', target: 'installer' });
    expect(relationOf(schema, 'project', 'notes')).toBeNull();
  });
});

describe('visitors', () => {
  it('read published rows with the public fields only', () => {
    const out = query('referral_codes', { fields: ['*'], filter: { code: { _eq: 'X' } } });
    expect(out.fields).toEqual(['id', 'code']);
    expect(out.filter).toEqual({ _and: [{ status: { _eq: 'published' } }, { code: { _eq: 'X' } }] });
  });

  it('may filter on a filter-only field without reading it', () => {
    expect(() => query('referral_codes', { filter: { status: { _eq: 'published' } } })).not.toThrow();
    denied(() => query('referral_codes', { fields: ['status'] }));
  });

  it.each([
    ['a hidden field', 'businesses', { fields: ['internal_notes'] }],
    ['a hidden field in a filter', 'businesses', { filter: { internal_notes: { _contains: 'x' } } }],
    ['a hidden field nested in a filter', 'businesses', { filter: { _or: [{ name: { _eq: 'a' } }, { contact_email: { _nnull: true } }] } }],
    ['a hidden sort', 'businesses', { sort: ['-contact_email'] }],
    ['a search over hidden text', 'businesses', { search: 'x' }],
    ['a sum of hidden numbers', 'referral_codes', { aggregate: { sum: ['clicks'] } }],
    ['a group by a hidden field', 'referral_codes', { group: ['clicks'] }],
    ['an alias of a hidden field', 'referral_codes', { alias: { c: 'clicks' }, fields: ['c'] }],
    [
      'a reverse-relation trick',
      'businesses',
      { filter: { '$FOLLOW(property_requests_to_business_junction,businesses_cid)': { _nnull: true } } },
    ],
    ['a function over a hidden field', 'referral_codes', { fields: ['count(clicks)'] }],
    ['a nested-only collection at the top', 'local_guides_to_businesses', {}],
    ['a private collection', 'project', {}],
    ['the users', 'directus_users', {}],
    ['form submissions', 'form_submissions', {}],
    [
      'a filter through narrowed links',
      'local_guides',
      { filter: { local_guides_to_businesses: { _some: { usage_type: { _eq: 'excluded' } } } } },
    ],
    [
      'a deep filter on hidden fields',
      'local_guides',
      {
        fields: ['local_guides_to_businesses.*'],
        deep: {
          local_guides_to_businesses: { _filter: { custom_blurb: { _nnull: true }, businesses_cid: { internal_notes: { _nnull: true } } } },
        },
      },
    ],
    ['content versions', 'pages', { version: 'draft' }],
    ['counting narrowed lists', 'local_guides', { fields: ['id', 'count(local_guides_to_businesses)'] }],
    ['filtering on the size of narrowed lists', 'local_guides', { filter: { 'count(local_guides_to_businesses)': { _gt: 10 } } }],
  ])('are refused %s', (_what, collection, q) => denied(() => query(collection, q)));

  it('expand nested wildcards to public fields, and narrow nested lists with deep filters', () => {
    const out = query('local_guides', {
      fields: ['*', 'seo_id.*', 'local_guides_to_businesses.*', 'local_guides_to_businesses.businesses_cid.*'],
    });
    expect(out.fields).toContain('local_guides_to_businesses.businesses_cid.name');
    expect(out.fields).not.toContain('local_guides_to_businesses.businesses_cid.internal_notes');
    expect(out.fields).toContain('seo_id.slug');
    expect(out.deep.local_guides_to_businesses._filter._and[0]).toEqual({ usage_type: { _in: ['listed', 'featured'] } });
    expect(out.filter).toEqual({ status: { _eq: 'published' } });
  });

  it('narrow lists named without sub-fields too (they return the related keys)', () => {
    for (const fields of [['id', 'local_guides_to_businesses'], ['*']]) {
      const out = query('local_guides', { fields });
      expect(out.fields).toContain('local_guides_to_businesses');
      expect(out.deep.local_guides_to_businesses._filter._and[0]).toEqual({ usage_type: { _in: ['listed', 'featured'] } });
    }
    const aliased = query('local_guides', { fields: ['links'], alias: { links: 'local_guides_to_businesses' } });
    expect(aliased.deep.links._filter._and[0]).toEqual({ usage_type: { _in: ['listed', 'featured'] } });
  });

  it('drop counts that Directus would compute without the row filter, and leave the input untouched', () => {
    const input = Object.freeze({ fields: ['slug'], meta: ['total_count'] });
    const out = query('pages', input);
    expect(out.meta).toBeUndefined();
    expect(input.meta).toEqual(['total_count']);
  });
});

describe('homeowners', () => {
  const own = (collection, q) => guardQuery({ collection, query: q, audience: 'homeowner', userId: USER, schema });

  it('read their own projects, quotes and requests with every field', () => {
    expect(own('project', {}).filter).toEqual({ user_created: { _eq: USER } });
    expect(own('installer', { filter: { id: { _eq: 'q' } } }).filter).toEqual({
      _and: [{ project_id: { user_created: { _eq: USER } } }, { id: { _eq: 'q' } }],
    });
    expect(own('property_requests_to_business_junction', {}).filter).toEqual({ property_requests_id: { user_created: { _eq: USER } } });
    expect(own('project', { fields: ['*'] }).fields).toContain('notes');
  });

  it('reach other users only as themselves, with the profile fields', () => {
    const out = own('project', { fields: ['user_created.*'] });
    expect(out.fields).toContain('user_created.email');
    expect(out.fields).not.toContain('user_created.password');
    expect(own('directus_users', {}).filter).toEqual({ id: { _eq: USER } });
    expect(() => own('directus_users', { fields: ['role'] })).toThrow(AccessDenied);
  });

  it('see content exactly as visitors do', () => {
    expect(own('businesses', { fields: ['*'] })).toEqual(query('businesses', { fields: ['*'] }));
  });

  it('may filter through and count their own quotes', () => {
    expect(() => own('project', { filter: { installer: { _some: { phone: { _contains: '555' } } } } })).not.toThrow();
    expect(own('project', { fields: ['id', 'count(installer)'] }).fields).toEqual(['id', 'count(installer)']);
  });
});

describe('rewriting kept per query shape', () => {
  const OTHER = '22222222-2222-4222-8222-222222222222';
  const as = (userId, q) => guardQuery({ collection: 'project', query: q, audience: 'homeowner', userId, schema });
  const shape = (id) => ({ fields: ['id', 'installer.*'], filter: { id: { _eq: id } }, limit: 1 });

  it('binds each caller into the row rules of a shape another caller used first', () => {
    const first = as(USER, shape('a'));
    const second = as(OTHER, shape('b'));
    expect(first.filter).toEqual({ _and: [{ user_created: { _eq: USER } }, { id: { _eq: 'a' } }] });
    expect(second.filter).toEqual({ _and: [{ user_created: { _eq: OTHER } }, { id: { _eq: 'b' } }] });
    expect(JSON.stringify(second.deep)).toContain(OTHER);
    expect(JSON.stringify(second.deep)).not.toContain(USER);
    expect(second.fields).toEqual(first.fields);
  });

  it('still checks the filter of every call', () => {
    as(USER, shape('a'));
    expect(() => as(USER, { ...shape('a'), filter: { user_created: { password: { _nnull: true } } } })).toThrow(AccessDenied);
  });

  it('cannot be changed by a caller', () => {
    const out = as(USER, shape('a'));
    expect(() => out.fields.push('user_created.password')).toThrow(TypeError);
    expect(as(USER, shape('a')).fields).not.toContain('user_created.password');
  });
});

describe('writes', () => {
  const write = (options) =>
    guardWrite({
      audience: 'homeowner',
      userId: USER,
      schema,
      countVisible: async (_c, keys) => keys.filter((k) => k !== 'theirs').length,
      ...options,
    });

  it('refuse system-managed and server-set fields', async () => {
    await expect(write({ action: 'create', collection: 'project', payload: { user_created: 'x' } })).rejects.toThrow(AccessDenied);
    await expect(write({ action: 'update', collection: 'project', payload: { short_UUID: 'x' }, keys: ['mine'] })).rejects.toThrow(
      AccessDenied,
    );
    await expect(write({ action: 'update', collection: 'directus_users', payload: { role: 'x' }, keys: ['mine'] })).rejects.toThrow(
      AccessDenied,
    );
  });

  it('refuse foreign keys to rows the user cannot see, and keys that are not theirs', async () => {
    await expect(write({ action: 'create', collection: 'installer', payload: { project_id: 'theirs' } })).rejects.toThrow(
      /your own project/,
    );
    await expect(write({ action: 'update', collection: 'installer', payload: { notes: 'x' }, keys: ['mine', 'theirs'] })).rejects.toThrow(
      AccessDenied,
    );
    await expect(
      write({ action: 'create', collection: 'installer', payload: { project_id: 'mine', name: 'ok' } }),
    ).resolves.toBeUndefined();
  });

  it('refuse links to rows the user cannot read (a nested read would follow them without the row filter)', async () => {
    // 'hidden' is a row outside the target's row rules (a draft business, an unpublished referral code).
    const seen = [];
    const countVisible = async (collection, keys, rows) => {
      seen.push([collection, rows]);
      return keys.filter((k) => !(rows && k === 'hidden')).length;
    };
    const link = (collection, payload, keys = []) =>
      guardWrite({
        action: keys.length ? 'update' : 'create',
        collection,
        payload,
        keys,
        audience: 'homeowner',
        userId: USER,
        schema,
        countVisible,
      });
    await expect(
      link('property_requests_to_business_junction', { property_requests_id: 'mine', businesses_cid: 'hidden' }),
    ).rejects.toThrow(/businesses item you can read/);
    await expect(link('property_requests_to_business_junction', { businesses_cid: 'hidden' }, ['mine'])).rejects.toThrow(AccessDenied);
    await expect(link('directus_users', { id_of_code_used_in_referral: 'hidden' }, [USER])).rejects.toThrow(
      /referral_codes item you can read/,
    );
    await expect(
      link('property_requests_to_business_junction', { property_requests_id: 'mine', businesses_cid: 'atlas-dev-001' }),
    ).resolves.toBeUndefined();
    await expect(link('directus_users', { id_of_code_used_in_referral: null }, [USER])).resolves.toBeUndefined();
    expect(seen).toContainEqual(['businesses', { status: { _eq: 'published' } }]);
  });

  it('refuse nested objects in place of ids, and actions the view does not allow', async () => {
    await expect(write({ action: 'create', collection: 'installer', payload: { project_id: { id: 'mine' } } })).rejects.toThrow(
      /must be the id/,
    );
    await expect(write({ action: 'delete', collection: 'project', keys: ['mine'] })).rejects.toThrow(AccessDenied);
    // Quotes may be deleted (issue 22), only the user's own.
    await expect(write({ action: 'delete', collection: 'installer', keys: ['mine'] })).resolves.toBeUndefined();
    await expect(write({ action: 'delete', collection: 'installer', keys: ['theirs'] })).rejects.toThrow(AccessDenied);
    await expect(write({ action: 'delete', collection: 'installer', keys: ['mine', 'theirs'] })).rejects.toThrow(AccessDenied);
    await expect(
      guardWrite({ action: 'delete', collection: 'installer', keys: ['mine'], audience: 'public', schema, countVisible: async () => 1 }),
    ).rejects.toThrow(AccessDenied);
    await expect(
      guardWrite({
        action: 'create',
        collection: 'form_submissions',
        payload: { form_type: 'contact', payload: {}, status: 'handled' },
        audience: 'public',
        schema,
      }),
    ).rejects.toThrow(AccessDenied);
  });

  it('leave the payment to the server: no active status, no payment fields, no leaving a paid status', async () => {
    // Rows 'paid' is active; every other row of the user is pending.
    const rowsHold = async (_c, keys, rows) => {
      const statusRule = JSON.stringify(rows ?? {}).includes('"status"');
      return keys.filter((k) => k !== 'theirs' && !(statusRule && k === 'paid')).length;
    };
    const request = (options) =>
      guardWrite({ audience: 'homeowner', userId: USER, schema, collection: 'property_requests', countVisible: rowsHold, ...options });
    await expect(request({ action: 'create', payload: { status: 'pending', postal_code: '80205' } })).resolves.toBeUndefined();
    await expect(request({ action: 'create', payload: { status: 'pending_payment' } })).resolves.toBeUndefined();
    await expect(request({ action: 'update', payload: { status: 'pending_payment' }, keys: ['mine'] })).resolves.toBeUndefined();
    for (const status of ['active', 'published', null, 'ACTIVE']) {
      await expect(request({ action: 'create', payload: { status } })).rejects.toThrow(/only set field "status"/);
      await expect(request({ action: 'update', payload: { status }, keys: ['mine'] })).rejects.toThrow(/only set field "status"/);
    }
    for (const field of ['payment_completed_at', 'payment_reference', 'payment_received_at', 'payment_amount', 'payment_currency']) {
      await expect(request({ action: 'update', payload: { [field]: null }, keys: ['mine'] })).rejects.toThrow(AccessDenied);
      await expect(request({ action: 'create', payload: { [field]: null } })).rejects.toThrow(AccessDenied);
    }
    // A paid (active) request cannot be moved back, but its other fields stay editable.
    await expect(request({ action: 'update', payload: { status: 'pending' }, keys: ['paid'] })).rejects.toThrow(/only set field "status"/);
    await expect(request({ action: 'update', payload: { status: 'pending' }, keys: ['mine', 'paid'] })).rejects.toThrow(AccessDenied);
    await expect(request({ action: 'update', payload: { postal_code: '80206' }, keys: ['paid'] })).resolves.toBeUndefined();
  });

  it('leave editors, admins and Directus itself to Directus permissions', async () => {
    for (const audience of ['editor', 'admin', 'system']) {
      await expect(guardWrite({ action: 'delete', collection: 'project', keys: ['x'], audience, schema })).resolves.toBeUndefined();
    }
  });
});

describe('groupBy on a JSON field', () => {
  it('is refused with a sentence, as PostgreSQL cannot group by json (Directus answered 500); a plain field still groups', () => {
    const project = schema.collections.project;
    const typed = {
      ...schema,
      collections: {
        ...schema.collections,
        project: { ...project, fields: { ...project.fields, tariff: { field: 'tariff', type: 'json' } } },
      },
    };
    const group = (field) => () =>
      guardQuery({
        collection: 'project',
        query: { groupBy: [field], aggregate: { count: '*' } },
        audience: 'homeowner',
        userId: USER,
        schema: typed,
      });
    expect(group('tariff')).toThrow(/groupBy cannot use "tariff": it holds JSON/);
    expect(group('city')).not.toThrow();
  });
});
