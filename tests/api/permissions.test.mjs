// Permission probe: as a visitor and as a second homeowner, try to read or change the demo homeowner's data
// through every query feature Directus offers. No answer may contain any of the demo homeowner's private
// values, and nothing of theirs may change. Every answer is judged by the shared probe (helpers/probe.mjs).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, del, env, get, patch, post } from './helpers/http.mjs';
import { admin, demo, demoData, demoSnapshot, newHomeowner, removeHomeowners } from './helpers/fixtures.mjs';
import { createProbe, failures, judge } from './helpers/probe.mjs';
import { BUSINESS_CARD_FIELDS } from '../../directus/access/views.mjs';
import { CONTENT_EDITOR_ROLE_ID, HOMEOWNER_ROLE_ID } from '../../directus/ids.mjs';

let data;
let bob;
let demoRequest;
let before;

const enc = encodeURIComponent;
const probe = createProbe(() => data.secrets);

beforeAll(async () => {
  // The demo homeowner gets a property request too, so there is something to steal in every collection.
  const response = await post(
    '/items/property_requests',
    { status: 'pending_payment', postal_code: '80205', business_cid: [{ businesses_cid: 'atlas-dev-003' }] },
    { token: await demo() },
  );
  demoRequest = response.body.data.id;
  data = await demoData();
  bob = await newHomeowner('bob');
  before = await demoSnapshot(data.user);
});

afterAll(async () => {
  await call('DELETE', `/items/property_requests/${demoRequest}`, { token: await admin() });
  await removeHomeowners();
});

/** Read probes; every one is tried as a visitor and as Bob. */
function readProbes() {
  const P = data.shared.id;
  const U = data.user.id;
  const Q = data.quotes[0].id;
  const S = data.shared.short_UUID;
  const E = enc(data.user.email);
  const J = demoRequest;
  return [
    '/items/project',
    '/items/project?fields=*',
    '/items/project?fields=*.*',
    '/items/project?fields=*.*.*',
    '/items/project?fields=user_created.*',
    '/items/project?fields=installer.*',
    '/items/project?fields=user_created.email,installer.notes,installer.phone',
    `/items/project/${P}`,
    `/items/project/${P}?fields=*.*`,
    `/items/project?filter[user_created][email][_eq]=${E}`,
    `/items/project?filter[user_created][_eq]=${U}`,
    `/items/project?filter[id][_eq]=${P}`,
    `/items/project?filter[short_UUID][_eq]=${S}`,
    '/items/project?filter[shared][_eq]=true',
    '/items/project?filter[installer][_some][phone][_contains]=555',
    `/items/project?filter[_or][0][user_created][_eq]=${U}&filter[_or][1][id][_nnull]=true`,
    '/items/project?search=Larkspur',
    `/items/project?search=${E}`,
    '/items/project?sort=user_created.email',
    '/items/project?sort=-street_address&fields=street_address',
    '/items/project?aggregate[count]=*',
    '/items/project?aggregate[countDistinct]=user_created',
    '/items/project?aggregate[sum]=monthly_consumption_kwh',
    '/items/project?aggregate[max]=street_address',
    '/items/project?groupBy[]=user_created&aggregate[count]=*',
    '/items/project?groupBy[]=city&aggregate[count]=*',
    '/items/project?alias[q]=installer&fields=q.*',
    '/items/project?deep[installer][_filter][notes][_nnull]=true&fields=installer.*',
    '/items/project?meta=*',
    `/items/project?meta=filter_count&limit=0&filter[user_created][email][_eq]=${E}`,
    '/items/project?export=json',
    `/items/project/${P}?version=main`,
    '/items/installer',
    '/items/installer?fields=*,project_id.*',
    `/items/installer/${Q}`,
    `/items/installer?filter[project_id][_eq]=${P}`,
    `/items/installer?filter[project_id][user_created][email][_eq]=${E}`,
    '/items/installer?fields=project_id.user_created.email',
    '/items/installer?aggregate[count]=*',
    '/items/installer?search=555',
    '/items/installer?groupBy[]=project_id&aggregate[count]=*',
    '/items/property_requests',
    '/items/property_requests?fields=*.*',
    `/items/property_requests/${J}`,
    `/items/property_requests?filter[user_created][email][_eq]=${E}`,
    '/items/property_requests?filter[status][_eq]=pending_payment&fields=id,user_created.email,user_created.first_name',
    '/items/property_requests?aggregate[count]=*',
    '/items/property_requests_to_business_junction',
    `/items/property_requests_to_business_junction?filter[property_requests_id][_eq]=${J}`,
    '/items/property_requests_to_business_junction?fields=*,property_requests_id.*',
    '/users',
    '/users?fields=*',
    '/users?fields=*.*',
    `/users/${U}`,
    `/users?filter[email][_eq]=${E}`,
    '/users?search=demo',
    '/users?aggregate[count]=*',
    `/users?filter[id][_eq]=${U}&fields=email`,
    '/users?sort=email&fields=email',
    `/atlas/shared/${data.unshared.short_UUID}`,
  ];
}

describe.each([
  ['a visitor', () => null],
  ['a second homeowner', () => bob.token],
])('as %s', (_who, token) => {
  it('no read probe returns any of the demo homeowner’s private data', async () => {
    // Visitors get no access at all to private collections (the shared route answers 404 Project not found).
    const findings = await probe.sendAll(readProbes(), { token: token(), expect: { status: token() ? 'no-server-error' : 'refused' } });
    expect(failures(findings)).toEqual([]);
  });

  it('aggregates count only the caller’s own rows', async () => {
    for (const collection of ['project', 'installer', 'property_requests', 'property_requests_to_business_junction']) {
      const response = await get(`/items/${collection}?aggregate[count]=*`, { token: token() });
      if (!token()) expect(response.status).toBe(403);
      else expect(Number(response.body.data[0].count)).toBe(0);
    }
    const users = await get('/users?aggregate[count]=*', { token: token() });
    if (!token()) expect(users.status).toBe(403);
    else expect(Number(users.body.data[0].count)).toBe(1);
  });

  it('SEARCH requests with a body query and keys reveal nothing, counts included', async () => {
    const probes = [
      ['/items/project', { query: { filter: { user_created: { email: { _eq: data.user.email } } }, fields: ['*'] } }],
      [
        '/items/project',
        {
          keys: [data.shared.id],
          query: { fields: ['*'], meta: 'filter_count', filter: { user_created: { email: { _eq: data.user.email } } } },
        },
      ],
      ['/items/installer', { query: { fields: ['*', 'project_id.*'], meta: '*' } }],
      ['/users', { query: { fields: ['email'], filter: { email: { _eq: data.user.email } }, meta: '*' } }],
    ];
    for (const [path, body] of probes) {
      const finding = await probe.send({ method: 'SEARCH', path, body }, { token: token() });
      expect(failures([finding])).toEqual([]);
      expect(finding.answer.body?.meta?.filter_count ?? 0).toBe(0);
    }
  });

  it('GraphQL is closed', async () => {
    const query = { query: '{ project { id street_address user_created { email } } }' };
    const findings = await probe.sendAll(
      ['/graphql', '/graphql/system'].map((path) => ({ method: 'POST', path, body: query })),
      { token: token(), expect: { status: 404 } },
    );
    expect(failures(findings)).toEqual([]);
  });

  it('export to a file reads through the same guard', async () => {
    // The export runs after the answer (204); what it can read is what the caller can read.
    const body = { format: 'json', query: { limit: -1 }, file: {} };
    const finding = await probe.send({ method: 'POST', path: '/utils/export/project', body }, { token: token() });
    expect(failures([finding])).toEqual([]);
  });

  it('the shared route shows the shared project without private fields, and nothing for the unshared one', async () => {
    const shared = await get(`/atlas/shared/${data.shared.short_UUID}`, { token: token() });
    const hidden = [
      ...[data.user.id, data.user.email, data.shared.street_address, data.shared.energy_provider, data.shared.notes],
      ...data.quotes.flatMap((quote) => [quote.email, quote.phone, quote.notes]),
    ];
    expect(failures([judge(shared, hidden, { status: 200 }, 'GET /atlas/shared/{shared}')])).toEqual([]);
    expect((await get(`/atlas/shared/${data.unshared.short_UUID}`, { token: token() })).status).toBe(404);
  });
});

describe('a second homeowner cannot change the demo homeowner’s data', () => {
  let bobProject;
  let bobQuote;
  beforeAll(async () => {
    bobProject = (await post('/items/project', { country: 'USA', street_address: '9 Probe Road' }, { token: bob.token })).body.data.id;
    bobQuote = (await post('/items/installer', { project_id: bobProject, name: 'Probe quote' }, { token: bob.token })).body.data.id;
  });

  it.each([
    ['update their project', () => ['PATCH', `/items/project/${data.shared.id}`, { notes: 'pwned' }], 403],
    ['batch-update their project by key', () => ['PATCH', '/items/project', { keys: [data.shared.id], data: { notes: 'pwned' } }], 403],
    ['update their quote', () => ['PATCH', `/items/installer/${data.quotes[0].id}`, { notes: 'pwned' }], 403],
    ['add a quote to their project', () => ['POST', '/items/installer', { project_id: data.shared.id, name: 'Injected' }], 403],
    ['move own quote into their project', () => ['PATCH', `/items/installer/${bobQuote}`, { project_id: data.shared.id }], 403],
    ['move their quote into own project', () => ['PATCH', `/items/project/${bobProject}`, { installer: [data.quotes[0].id] }], 403],
    [
      'update their quote through own project',
      () => [
        'PATCH',
        `/items/project/${bobProject}`,
        { installer: { create: [], update: [{ id: data.quotes[0].id, notes: 'pwned' }], delete: [] } },
      ],
      403,
    ],
    [
      'update their project through a quote',
      () => ['POST', '/items/installer', { project_id: { id: data.shared.id, notes: 'pwned' }, name: 'x' }],
      400,
    ],
    ['create a project in their name', () => ['POST', '/items/project', { street_address: 'x', user_created: data.user.id }], 403],
    ['hand own project to them', () => ['PATCH', `/items/project/${bobProject}`, { user_created: data.user.id }], 403],
    ['choose a share id', () => ['POST', '/items/project', { street_address: 'x', short_UUID: data.shared.short_UUID }], 403],
    ['change a share id', () => ['PATCH', `/items/project/${bobProject}`, { short_UUID: 'AAAAAAAAAAAAAAAAAAAAAA' }], 403],
    ['delete their project', () => ['DELETE', `/items/project/${data.shared.id}`, undefined], 403],
    ['delete their quote', () => ['DELETE', `/items/installer/${data.quotes[0].id}`, undefined], 403],
    ['delete their quote by keys', () => ['DELETE', '/items/installer', [data.quotes[0].id]], 403],
    ['update their property request', () => ['PATCH', `/items/property_requests/${demoRequest}`, { postal_code: '00000' }], 403],
    [
      'start a payment on their property request',
      () => ['PATCH', `/items/property_requests/${demoRequest}`, { status: 'pending_payment' }],
      403,
    ],
    ['confirm their payment', () => ['POST', '/atlas/payments/confirm', { request_id: demoRequest }], 404],
    [
      'link a business to their request',
      () => [
        'POST',
        '/items/property_requests_to_business_junction',
        { property_requests_id: demoRequest, businesses_cid: 'atlas-dev-004' },
      ],
      403,
    ],
    ['update their user', () => ['PATCH', `/users/${data.user.id}`, { first_name: 'pwned' }], 403],
    ['change own role', () => ['PATCH', '/users/me', { role: HOMEOWNER_ROLE_ID }], 403],
    ['change own e-mail', () => ['PATCH', '/users/me', { email: `taken-${Date.now()}@example.com` }], 403],
    ['change own limits', () => ['PATCH', '/users/me', { pro_limit: 999 }], 403],
    [
      'create a referral code through the user',
      () => ['PATCH', '/users/me', { id_of_code_used_in_referral: { code: 'MINE', status: 'published' } }],
      400,
    ],
    ['create a user', () => ['POST', '/users', { email: `new-${Date.now()}@example.com`, password: 'password1' }], 403],
  ])('%s: refused', async (_what, request, status) => {
    const [method, path, body] = request();
    const finding = await probe.send({ method, path, body }, { token: bob.token, expect: { status } });
    expect(failures([finding])).toEqual([]);
  });

  it('an update by query touches only own rows', async () => {
    const response = await patch(
      '/items/project',
      { query: { filter: { id: { _nnull: true } }, limit: -1 }, data: { notes: 'bulk' } },
      { token: bob.token },
    );
    expect(response.status).toBe(200);
    expect(response.body.data.map((p) => p.id)).toEqual([bobProject]);
  });

  // Issue 22: a quote can be deleted by its owner, one at a time; nobody else's, and not in a batch.
  it('deletes their own quote by its id, and only that', async () => {
    const token = bob.token;
    const keep = (await post('/items/installer', { project_id: bobProject, name: 'Kept Solar' }, { token })).body.data.id;
    const gone = (await post('/items/installer', { project_id: bobProject, name: 'Gone Solar' }, { token })).body.data.id;
    // A batch, even of their own quotes only, is refused before Directus runs it.
    expect((await call('DELETE', '/items/installer', { token, body: [gone] })).status).toBe(403);
    expect((await call('DELETE', '/items/installer', { token, body: { query: { filter: { id: { _eq: gone } } } } })).status).toBe(403);
    expect((await del(`/items/installer/${gone}`, { token })).status).toBe(204);
    const left = await get(`/items/installer?filter[project_id][_eq]=${bobProject}&fields=id&limit=-1`, { token: await admin() });
    expect(left.body.data.map((q) => q.id).sort()).toEqual([bobQuote, keep].sort());
  });

  it('cannot delete their quote through own project', async () => {
    const response = await patch(
      `/items/project/${bobProject}`,
      { installer: { create: [], update: [], delete: [data.quotes[0].id] } },
      { token: bob.token },
    );
    expect(response.status).toBeLessThan(500);
    const still = await get(`/items/installer?filter[id][_eq]=${data.quotes[0].id}&fields=id,project_id`, { token: await admin() });
    expect(still.body.data).toEqual([{ id: data.quotes[0].id, project_id: data.quotes[0].project_id }]);
  });

  it('visitors can change nothing', async () => {
    const attempts = [
      ['POST', '/items/project', { street_address: 'x' }],
      ['PATCH', `/items/project/${data.shared.id}`, { notes: 'pwned' }],
      ['POST', '/items/installer', { project_id: data.shared.id }],
      ['DELETE', `/items/installer/${data.quotes[0].id}`, undefined],
      ['POST', '/items/referral_codes', { code: 'FREE', status: 'published' }],
      ['PATCH', '/items/pages/1', { title: 'pwned' }],
      ['POST', '/items/businesses', { cid: 'x', name: 'x', status: 'published' }],
      ['PATCH', `/users/${data.user.id}`, { first_name: 'pwned' }],
    ];
    const findings = await probe.sendAll(
      attempts.map(([method, path, body]) => ({ method, path, body })),
      { expect: { status: 403 } },
    );
    expect(failures(findings)).toEqual([]);
  });

  it('after every probe the demo homeowner’s data is unchanged', async () => {
    expect(await demoSnapshot(data.user)).toBe(before);
  });
});

describe('published content is all visitors can read', () => {
  it.each([
    ['draft pages', '/items/pages?filter[status][_eq]=draft', 'empty'],
    ['draft local guides', '/items/local_guides?filter[status][_neq]=published', 'empty'],
    ['unpublished businesses', '/items/businesses?filter[cid][_in]=atlas-dev-draft-001,atlas-dev-archived-001', 'empty'],
    ['internal business fields', '/items/businesses?fields=internal_notes', 403],
    ['filtering on internal business fields', '/items/businesses?filter[internal_notes][_contains]=Fictional', 403],
    ['sorting on internal business fields', '/items/businesses?sort=contact_email', 403],
    ['searching businesses (would match hidden text)', '/items/businesses?search=Fictional', 403],
    ['referral code clicks', '/items/referral_codes?fields=clicks', 403],
    ['summing referral clicks', '/items/referral_codes?aggregate[sum]=clicks', 403],
    ['filtering on referral clicks', '/items/referral_codes?filter[clicks][_gt]=0', 403],
    ['unpublished referral codes', '/items/referral_codes?filter[code][_in]=NOTYET,SPRING2024', 'empty'],
    ['guide links directly', '/items/local_guides_to_businesses', 403],
    ['guide SEO records directly', '/items/local_guides_seo', 403],
    [
      'filtering guides through hidden links',
      '/items/local_guides?filter[local_guides_to_businesses][_some][usage_type][_eq]=excluded',
      403,
    ],
    [
      'deep filters on hidden fields',
      '/items/local_guides?fields=local_guides_to_businesses.*&deep[local_guides_to_businesses][_filter][businesses_cid][internal_notes][_nnull]=true',
      403,
    ],
    ['form submissions', '/items/form_submissions', 403],
    ['ZIP lookups (signed-in request flow only)', '/items/zip_counties', 403],
  ])('%s: not readable', async (_what, path, expected) => {
    const finding = await probe.send(path, { expect: expected === 'empty' ? { status: 200, rows: 'none' } : { status: expected } });
    expect(failures([finding])).toEqual([]);
  });

  it('wildcards expand to the public fields only', async () => {
    const businesses = await get('/items/businesses?fields=*&limit=5');
    for (const business of businesses.body.data) expect(Object.keys(business).sort()).toEqual([...BUSINESS_CARD_FIELDS].sort());
    const codes = await get('/items/referral_codes?fields=*.*&limit=-1');
    expect(codes.body.data.every((c) => Object.keys(c).sort().join() === 'code,id')).toBe(true);
    expect(codes.body.data.map((c) => c.code).sort()).toEqual(['DENVERHOMES', 'FRONTRANGE', 'SUNSHINE']);
    const pages = await get('/items/pages?fields=slug&limit=-1');
    expect(pages.body.data.map((p) => p.slug).sort()).toEqual(['about', 'methodology', 'privacy', 'terms']);
  });

  it('public counts equal the published rows', async () => {
    const token = await admin();
    const visible = await get('/items/businesses?aggregate[count]=*');
    const published = await get('/items/businesses?aggregate[count]=*&filter[status][_eq]=published', { token });
    expect(Number(visible.body.data[0].count)).toBe(Number(published.body.data[0].count));
    const all = await get('/items/businesses?aggregate[count]=*', { token });
    expect(Number(all.body.data[0].count)).toBeGreaterThan(Number(published.body.data[0].count));
  });

  it('a homeowner sees content exactly as a visitor does', async () => {
    for (const path of ['/items/businesses?fields=*&limit=3', '/items/referral_codes?limit=-1', '/items/pages?fields=slug&sort=slug']) {
      const asVisitor = await get(path);
      const asHomeowner = await get(path, { token: bob.token });
      expect(asHomeowner.body).toEqual(asVisitor.body);
    }
    expect((await get('/items/businesses?fields=internal_notes', { token: bob.token })).status).toBe(403);
  });

  it('the demo and admin sessions see what they should', async () => {
    const mine = await get('/items/project?fields=id', { token: await demo() });
    expect(mine.body.data.map((p) => p.id).sort()).toEqual(data.projects.map((p) => p.id).sort());
    const all = await get(`/items/project?fields=id&filter[user_created][_eq]=${data.user.id}`, { token: await admin() });
    expect(all.body.data).toHaveLength(data.projects.length);
    expect(env.urls.length).toBeGreaterThan(0);
  });
});

describe('content editors', () => {
  it('manage content, including unpublished items and internal fields, and nothing private', async () => {
    const editor = await newHomeowner('editor', CONTENT_EDITOR_ROLE_ID);
    const drafts = await get('/items/pages?filter[status][_eq]=draft&fields=slug', { token: editor.token });
    expect(drafts.body.data.map((p) => p.slug)).toContain('press');
    expect((await get('/items/businesses?fields=internal_notes&limit=1', { token: editor.token })).status).toBe(200);
    const [code] = (await get('/items/referral_codes?filter[code][_eq]=NOTYET&fields=id,clicks', { token: editor.token })).body.data;
    expect((await patch(`/items/referral_codes/${code.id}`, { partner_name: 'Edited by an editor' }, { token: editor.token })).status).toBe(
      200,
    );

    for (const path of [
      '/items/project',
      '/items/installer',
      '/items/property_requests',
      '/items/form_submissions',
      `/users/${data.user.id}`,
    ]) {
      const response = await get(path, { token: editor.token });
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
    }
    expect((await patch(`/items/project/${data.shared.id}`, { notes: 'pwned' }, { token: editor.token })).status).toBe(403);
  });
});
