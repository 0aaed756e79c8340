// Adversarial probe: beyond permissions.test.mjs, try every other route and query feature a visitor or a
// second homeowner could use to read or change the demo homeowner's data, or to escalate (role, system
// collections, content, flows, utilities). Each probe asserts there is no leak: it passes while the access
// guard (directus/access/guard.mjs) and Directus permissions hold, and fails when one opens. Every answer is
// judged by the shared probe (helpers/probe.mjs): status, JSON rows and fields, and text bodies.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, get, post } from './helpers/http.mjs';
import { admin, demo, demoData, demoSnapshot, newHomeowner, removeHomeowners } from './helpers/fixtures.mjs';
import { createProbe, failures, snapshot } from './helpers/probe.mjs';
import { HOMEOWNER_POLICY_ID, HOMEOWNER_ROLE_ID, PUBLIC_POLICY_ID, REFERRAL_FLOW_ID } from '../../directus/ids.mjs';

let data;
let bob;
let bobProject;
let bobRequest;
let demoRequest;
let demoLink;
let before;

const enc = encodeURIComponent;
const probe = createProbe(() => data.secrets);

/** Content and configuration a homeowner must not be able to change. */
async function snapshotShared() {
  const paths = [
    '/items/pages?fields=id,title,status&sort=id&limit=-1',
    '/items/businesses?fields=cid,name,status,atlas_score&sort=cid&limit=-1',
    '/items/referral_codes?fields=id,code,status,clicks&sort=id&limit=-1',
    '/settings?fields=public_registration,public_registration_role,auth_password_policy',
    `/policies/${HOMEOWNER_POLICY_ID}?fields=admin_access,app_access`,
    `/policies/${PUBLIC_POLICY_ID}?fields=admin_access,app_access`,
    '/permissions?fields=policy,collection,action&sort=id&limit=-1',
    '/flows?fields=id,status,trigger&sort=id',
  ];
  return snapshot(paths, await admin());
}

let beforeShared;

beforeAll(async () => {
  const created = await post(
    '/items/property_requests',
    { status: 'pending', postal_code: '80205', business_cid: [{ businesses_cid: 'atlas-dev-002' }] },
    { token: await demo() },
  );
  demoRequest = created.body.data.id;
  const links = await get(`/items/property_requests_to_business_junction?filter[property_requests_id][_eq]=${demoRequest}&fields=id`, {
    token: await admin(),
  });
  demoLink = links.body.data[0].id;
  data = await demoData();
  data.secrets.push(demoLink);
  bob = await newHomeowner('adversary');
  bobProject = (await post('/items/project', { country: 'USA', street_address: '1 Adversary Way' }, { token: bob.token })).body.data.id;
  await post('/items/installer', { project_id: bobProject, name: 'Adversary quote' }, { token: bob.token });
  bobRequest = (await post('/items/property_requests', { status: 'pending', postal_code: '80206' }, { token: bob.token })).body.data.id;
  before = await demoSnapshot(data.user);
  beforeShared = await snapshotShared();
});

afterAll(async () => {
  await call('DELETE', `/items/property_requests/${demoRequest}`, { token: await admin() });
  await removeHomeowners();
});

/** Reads through query features and routes permissions.test.mjs does not cover. */
function readProbes() {
  const P = data.shared.id;
  const U = data.user.id;
  const E = enc(data.user.email);
  const J = demoRequest;
  return [
    // Relational and dynamic filters.
    `/items/installer?filter[$FOLLOW(project,user_created)][_nnull]=true`,
    `/users?filter[$FOLLOW(project,user_created)][_some][street_address][_nnull]=true`,
    `/users?filter[$FOLLOW(property_requests,user_created)][_some][id][_eq]=${J}`,
    '/items/project?filter[user_created][_neq]=$CURRENT_USER',
    '/items/installer?filter[project_id][user_created][_neq]=$CURRENT_USER',
    `/items/project?filter[user_created][id][_eq]=${U}`,
    `/items/project?filter[user_created][_in]=${U},$CURRENT_USER`,
    `/items/project?filter=${enc(JSON.stringify({ _or: [{ id: { _eq: P } }, { user_created: { email: { _eq: data.user.email } } }] }))}`,
    `/items/project?filter[installer][_none][id][_null]=true`,
    `/items/project?filter[count(installer)][_gt]=0`,
    `/items/property_requests?filter[business_cid][_some][property_requests_id][_eq]=${J}`,
    `/items/property_requests_to_business_junction?filter[property_requests_id][user_created][email][_eq]=${E}`,
    // Nested reads back up and across relations.
    '/items/installer?fields=project_id.installer.*',
    '/items/installer?fields=project_id.user_created.*',
    '/items/property_requests?fields=business_cid.property_requests_id.*',
    '/items/property_requests_to_business_junction?fields=property_requests_id.business_cid.*',
    '/items/project?backlink=false&fields=installer.project_id.*',
    '/items/project?backlink=true&fields=*.*.*.*',
    '/users/me?fields=*.*.*',
    // deep, including attempts to replace the injected row filter.
    `/items/project?fields=installer.*&deep[installer][_filter][project_id][_eq]=${P}`,
    `/items/project?fields=installer.*&deep[installer][_filter][_or][0][id][_nnull]=true`,
    '/items/project?alias[q]=installer&fields=q.*&deep[q][_limit]=-1',
    `/items/installer?fields=project_id.installer.*&deep[project_id][installer][_filter][project_id][_eq]=${P}`,
    `/items/property_requests?fields=business_cid.*&deep[business_cid][_filter][property_requests_id][_eq]=${J}`,
    '/items/project?fields=installer.*&deep[installer][_search]=555',
    // Sorting, grouping and aggregates over functions and other fields.
    '/items/project?sort=-count(installer)&fields=id,count(installer)',
    '/items/project?groupBy[]=year(date_created)&aggregate[count]=*',
    '/items/installer?aggregate[min]=phone',
    '/items/installer?aggregate[max]=notes',
    '/items/installer?aggregate[countDistinct]=project_id',
    '/items/installer?groupBy[]=phone&aggregate[count]=*',
    '/items/property_requests?groupBy[]=user_created&aggregate[count]=*',
    '/users?aggregate[countDistinct]=email',
    '/users?groupBy[]=email&aggregate[count]=*',
    // Search, meta, export formats, versions.
    `/users?search=${enc('example.com')}`,
    `/users?filter[email][_contains]=demo`,
    `/users?filter[email][_starts_with]=d&fields=id`,
    '/users?filter[role][_nnull]=true&fields=id',
    '/items/installer?search=a',
    '/items/property_requests?search=80205',
    '/items/project?meta=total_count',
    '/items/installer?meta=filter_count,total_count',
    '/items/project?export=csv&limit=-1',
    '/items/installer?export=xml&limit=-1',
    '/items/property_requests?export=yaml&limit=-1',
    '/users?export=csv',
    `/items/project/${P}?version=draft`,
    `/items/project?versionRaw=true`,
    // System collections through /items and their own routes (revisions and activity hold item deltas).
    '/items/directus_users',
    '/items/directus_revisions',
    '/items/directus_activity',
    '/revisions?limit=-1',
    '/revisions?filter[collection][_eq]=project&fields=data,delta',
    '/activity?limit=-1',
    `/activity?filter[item][_eq]=${P}`,
    '/comments',
    '/versions',
    '/shares',
    '/notifications',
    '/presets',
    '/dashboards',
    '/panels',
    '/files',
    // /folders answers 500 to every non-admin (Directus mutates its frozen query): not probed here.
    '/settings',
    '/policies',
    '/roles',
    '/permissions',
    '/flows',
    '/operations',
    '/translations',
    // Custom endpoints.
    `/atlas/shared/${data.unshared.short_UUID}?fields=street_address`,
    `/atlas/shared/${enc(data.shared.short_UUID + "' OR '1'='1")}`,
    `/atlas/shared/${P}`,
  ];
}

describe.each([
  ['a visitor', () => null],
  ['a second homeowner', () => bob.token],
])('as %s', (who, token) => {
  it('no read probe returns any of the demo homeowner’s private data', async () => {
    // Visitors are refused outright on private and system collections; elsewhere no answer is a server error.
    const privateOrSystem = /^\/(items\/(project|installer|property|directus)|users|revisions|activity)/;
    const requests = readProbes().map((path) => ({
      path,
      expect: { status: !token() && privateOrSystem.test(path) ? 'refused' : 'no-server-error' },
    }));
    expect(failures(await probe.sendAll(requests, { token: token() }))).toEqual([]);
  });

  it('system routes that hold deltas, comments, shares and settings stay closed', async () => {
    const paths = ['/revisions', '/activity', '/comments', '/versions', '/shares', '/settings', '/policies', '/flows', '/files'];
    const findings = await probe.sendAll(paths, { token: token(), expect: { status: 403 } });
    expect({ who, failures: failures(findings) }).toEqual({ who, failures: [] });
  });

  it('SEARCH bodies with deep filters, aliases and keys reveal nothing', async () => {
    const probes = [
      ['/items/installer', { keys: [data.quotes[0].id], query: { fields: ['*'] } }],
      ['/items/project', { query: { fields: ['q.*'], alias: { q: 'installer' }, deep: { q: { _filter: { id: { _nnull: true } } } } } }],
      ['/items/property_requests_to_business_junction', { query: { filter: { property_requests_id: { _eq: demoRequest } }, meta: '*' } }],
      ['/users', { keys: [data.user.id], query: { fields: ['*'] } }],
    ];
    const findings = await probe.sendAll(
      probes.map(([path, body]) => ({ method: 'SEARCH', path, body })),
      { token: token() },
    );
    expect(failures(findings)).toEqual([]);
  });

  it('exports of quotes, requests and users are refused and leak nothing', async () => {
    // Bulk utilities are closed to visitors and homeowners (atlas-hardening): an export once stalled the
    // next write on SQLite for a minute, and nothing outside the Data Studio needs one.
    const body = { format: 'csv', query: { limit: -1 }, file: {} };
    const findings = await probe.sendAll(
      ['installer', 'property_requests', 'project', 'directus_users'].map((c) => ({ method: 'POST', path: `/utils/export/${c}`, body })),
      { token: token(), expect: { status: 403 } },
    );
    expect(failures(findings)).toEqual([]);
  });

  it('utilities that change the system are refused', async () => {
    const attempts = [
      ['POST', '/utils/cache/clear', undefined],
      ['POST', '/utils/sort/project', { item: data.shared.id, to: data.unshared.id }],
      ['POST', '/utils/revert/1', undefined],
    ];
    // Sorting is refused before permissions are looked at: `project` has no sort field (400).
    const findings = await probe.sendAll(
      attempts.map(([method, path, body]) => ({ method, path, body })),
      { token: token(), expect: { status: [400, 403] } },
    );
    expect(failures(findings)).toEqual([]);
  });

  it('the referral flow counts published codes only and takes nothing but an id', async () => {
    const token0 = await admin();
    const codes = (await get('/items/referral_codes?fields=id,code,status,clicks&limit=-1', { token: token0 })).body.data;
    const draft = codes.find((c) => c.status !== 'published');
    const trigger = (body) => post(`/flows/trigger/${REFERRAL_FLOW_ID}`, body, { token: token() });
    expect((await trigger({ item_id: draft.id })).body).toEqual({ counted: false });
    for (const bad of [`${draft.id} OR 1=1`, { _gt: 0 }, -1]) expect((await trigger({ item_id: bad })).status).toBe(400);
    const after = (await get('/items/referral_codes?fields=id,clicks&limit=-1', { token: token0 })).body.data;
    expect(after.find((c) => c.id === draft.id).clicks).toBe(draft.clicks);
  });

  it('payments cannot be confirmed or recorded for someone else', async () => {
    const confirm = { method: 'POST', path: '/atlas/payments/confirm', body: { request_id: demoRequest } };
    const webhook = {
      method: 'POST',
      path: '/atlas/payments/webhook',
      body: { request_id: demoRequest, provider_reference: 'forged', amount: 1, currency: 'usd', status: 'paid' },
      headers: { 'x-atlas-signature': 'sha256=' + '0'.repeat(64) },
    };
    const findings = [
      await probe.send(confirm, { token: token(), expect: { status: token() ? 404 : 403 } }),
      await probe.send(webhook, { token: token(), expect: { status: [401, 503] } }),
    ];
    expect(failures(findings)).toEqual([]);
  });
});

describe('visitors', () => {
  it('list guide links only as far as they are listed, even when naming the list bare', async () => {
    const token = await admin();
    const all = (await get('/items/local_guides_to_businesses?fields=id&limit=-1', { token })).body.data.map((l) => l.id);
    const listed = (await get('/items/local_guides?fields=local_guides_to_businesses.id&limit=-1')).body.data.flatMap((g) =>
      g.local_guides_to_businesses.map((l) => l.id),
    );
    expect(listed.length).toBeLessThan(all.length);
    for (const fields of ['local_guides_to_businesses', '*', 'id,links']) {
      const response = await get(
        `/items/local_guides?fields=${fields}&limit=-1${fields.includes('links') ? '&alias[links]=local_guides_to_businesses' : ''}`,
      );
      expect(response.status).toBe(200);
      const ids = response.body.data.flatMap((g) => g.local_guides_to_businesses ?? g.links);
      expect({ fields, hidden: ids.filter((id) => !listed.includes(id)) }).toEqual({ fields, hidden: [] });
    }
  });

  it('cannot write content, flows, settings or users', async () => {
    const attempts = [
      ['POST', '/items/form_submissions', { form_type: 'contact', payload: {}, status: 'handled' }],
      ['PATCH', '/items/referral_codes/1', { clicks: 100000 }],
      ['PATCH', '/settings', { public_registration_role: null }],
      ['POST', '/users', { email: `anon-${Date.now()}@example.com`, password: 'password1', role: HOMEOWNER_ROLE_ID }],
      ['POST', '/shares', { collection: 'project', item: data.shared.id }],
      ['POST', '/flows', { name: 'x', trigger: 'webhook', status: 'active' }],
    ];
    const findings = await probe.sendAll(
      attempts.map(([method, path, body]) => ({ method, path, body })),
      { expect: { status: 403 } },
    );
    expect(failures(findings)).toEqual([]);
  });
});

describe('a second homeowner', () => {
  it.each([
    ['batch-update their quote by array', () => ['PATCH', '/items/installer', [{ id: data.quotes[0].id, notes: 'pwned' }]]],
    [
      'batch-update their request by keys',
      () => ['PATCH', '/items/property_requests', { keys: [demoRequest], data: { postal_code: '00000' } }],
    ],
    ['delete their quotes by query', () => ['DELETE', '/items/installer', { query: { filter: { id: { _nnull: true } } } }]],
    ['delete their project by keys', () => ['DELETE', '/items/project', [data.shared.id]]],
    ['create a project that adopts their quote', () => ['POST', '/items/project', { street_address: 'x', installer: [data.quotes[0].id] }]],
    [
      'create a project that edits their quote',
      () => ['POST', '/items/project', { street_address: 'x', installer: [{ id: data.quotes[0].id, notes: 'pwned' }] }],
    ],
    [
      'update their quote through own project (object form)',
      () => ['PATCH', `/items/project/${bobProject}`, { installer: [{ id: data.quotes[0].id, notes: 'pwned' }] }],
    ],
    ['move their request link to own request', () => ['PATCH', `/items/property_requests/${bobRequest}`, { business_cid: [demoLink] }]],
    [
      'update their request link through own request',
      () => [
        'PATCH',
        `/items/property_requests/${bobRequest}`,
        { business_cid: { create: [], update: [{ id: demoLink, business_status: 'contacting' }], delete: [] } },
      ],
    ],
    [
      'update their request link directly',
      () => ['PATCH', `/items/property_requests_to_business_junction/${demoLink}`, { business_status: 'contacting' }],
    ],
    [
      'create a request link with a nested request',
      () => [
        'POST',
        '/items/property_requests_to_business_junction',
        { property_requests_id: { id: demoRequest, postal_code: '0' }, businesses_cid: 'atlas-dev-001' },
      ],
    ],
    [
      'create a request link that creates a business',
      () => [
        'POST',
        '/items/property_requests_to_business_junction',
        { property_requests_id: bobRequest, businesses_cid: { cid: 'pwned', name: 'x', status: 'published' } },
      ],
    ],
    [
      'link own request to an unpublished business',
      () => [
        'POST',
        '/items/property_requests_to_business_junction',
        { property_requests_id: bobRequest, businesses_cid: 'atlas-dev-draft-001' },
      ],
    ],
    [
      'link own request to an archived business through the request',
      () => ['POST', '/items/property_requests', { status: 'pending', business_cid: [{ businesses_cid: 'atlas-dev-archived-001' }] }],
    ],
    ['create a request already paid', () => ['POST', '/items/property_requests', { status: 'active', payment_reference: 'x' }]],
    ['create a request owned by them', () => ['POST', '/items/property_requests', { status: 'pending', user_created: data.user.id }]],
    ['set own role', () => ['PATCH', '/users/me', { role: 'admin' }]],
    ['set own policies', () => ['PATCH', '/users/me', { policies: { create: [{ policy: HOMEOWNER_POLICY_ID }] } }]],
    ['set own status', () => ['PATCH', '/users/me', { status: 'suspended' }]],
    ['set own static token', () => ['PATCH', '/users/me', { token: 'adversary-static-token' }]],
    ['set own id', () => ['PATCH', '/users/me', { id: data.user.id }]],
    ['set own provider', () => ['PATCH', '/users/me', { provider: 'default', external_identifier: data.user.email }]],
    ['batch-update users by keys', () => ['PATCH', '/users', { keys: [data.user.id], data: { first_name: 'pwned' } }]],
    ['delete their user', () => ['DELETE', `/users/${data.user.id}`, undefined]],
    ['delete own user', () => ['DELETE', '/users/me', undefined]],
    ['attribute own signup to an unpublished referral code', () => ['PATCH', '/users/me', { id_of_code_used_in_referral: 5 }]],
    ['edit a page', () => ['PATCH', '/items/pages/1', { title: 'pwned' }]],
    ['publish a business', () => ['PATCH', '/items/businesses/atlas-dev-draft-001', { status: 'published' }]],
    ['count clicks', () => ['PATCH', '/items/referral_codes/1', { clicks: 100000 }]],
    ['create a referral code', () => ['POST', '/items/referral_codes', { code: 'MINE', status: 'published' }]],
    ['change the ranking lookup', () => ['POST', '/items/business_ranking', { cid: 'x' }]],
    ['comment on their project', () => ['POST', '/comments', { collection: 'project', item: data.shared.id, comment: 'hi' }]],
    ['share their project', () => ['POST', '/shares', { collection: 'project', item: data.shared.id, role: HOMEOWNER_ROLE_ID }]],
    ['version their project', () => ['POST', '/versions', { collection: 'project', item: data.shared.id, key: 'x', name: 'x' }]],
    ['save a preset', () => ['POST', '/presets', { collection: 'project', user: data.user.id, filter: {} }]],
    ['notify them', () => ['POST', '/notifications', { recipient: data.user.id, subject: 'x' }]],
    ['create a dashboard', () => ['POST', '/dashboards', { name: 'x' }]],
    ['import a file from a URL', () => ['POST', '/files/import', { url: 'http://169.254.169.254/latest/meta-data/' }]],
    ['change settings', () => ['PATCH', '/settings', { public_registration_role: null }]],
    ['grant itself admin', () => ['PATCH', `/policies/${HOMEOWNER_POLICY_ID}`, { admin_access: true }]],
    [
      'grant itself a permission',
      () => ['POST', '/permissions', { policy: HOMEOWNER_POLICY_ID, collection: 'directus_revisions', action: 'read' }],
    ],
    ['create a role', () => ['POST', '/roles', { name: 'x' }]],
    ['create a flow', () => ['POST', '/flows', { name: 'x', trigger: 'webhook', status: 'active' }]],
    ['activate a flow', () => ['PATCH', `/flows/${REFERRAL_FLOW_ID}`, { status: 'inactive' }]],
    ['create a collection', () => ['POST', '/collections', { collection: 'pwned', schema: {} }]],
    ['add a field', () => ['POST', '/fields/project', { field: 'pwned', type: 'string' }]],
    ['change a relation', () => ['PATCH', '/relations/installer/project_id', { schema: { on_delete: 'SET NULL' } }]],
  ])('%s: refused', async (_what, request) => {
    const [method, path, body] = request();
    const finding = await probe.send({ method, path, body }, { token: bob.token, expect: { status: 'refused' } });
    expect(failures([finding])).toEqual([]);
  });

  it('removing quotes from own project leaves theirs alone', async () => {
    const body = { installer: { create: [], update: [], delete: [data.quotes[0].id] } };
    const finding = await probe.send({ method: 'PATCH', path: `/items/project/${bobProject}`, body }, { token: bob.token });
    expect(failures([finding])).toEqual([]);
  });

  it('an update by query on quotes, users or links touches only own rows', async () => {
    const everything = { filter: { id: { _nnull: true } }, limit: -1 };
    const options = { token: bob.token, expect: { status: 200 } };
    const quotes = await probe.send(
      { method: 'PATCH', path: '/items/installer', body: { query: everything, data: { notes: 'bulk' } } },
      options,
    );
    const users = await probe.send({ method: 'PATCH', path: '/users', body: { query: everything, data: { first_name: 'Bulk' } } }, options);
    const links = await probe.send(
      {
        method: 'PATCH',
        path: '/items/property_requests_to_business_junction',
        body: { query: { limit: -1 }, data: { business_status: 'contacting' } },
      },
      options,
    );
    expect(failures([quotes, users, links])).toEqual([]);
    expect(users.answer.body.data.map((u) => u.id)).toEqual([bob.id]);
  });

  it('an import cannot create or update their rows', async () => {
    const attempts = [
      ['project', [{ id: data.shared.id, notes: 'pwned' }]],
      ['project', [{ street_address: 'x', user_created: data.user.id }]],
      ['installer', [{ id: data.quotes[0].id, notes: 'pwned' }]],
      ['installer', [{ project_id: data.shared.id, name: 'Injected' }]],
    ];
    for (const [collection, rows] of attempts) {
      const form = new FormData();
      form.append('file', new Blob([JSON.stringify(rows)], { type: 'application/json' }), 'rows.json');
      // What the request itself sent may come back in the error; anything else of theirs is a leak.
      const sent = data.secrets.filter((s) => JSON.stringify(rows).includes(String(s)));
      const finding = await probe.send(
        { method: 'POST', path: `/utils/import/${collection}`, body: form },
        { token: bob.token, expect: { status: 'refused', allow: sent, inErrors: true } },
      );
      expect(failures([finding])).toEqual([]);
    }
  });

  it('still has its own role and can still use its own data', async () => {
    const me = await get('/users/me?fields=id,email', { token: bob.token });
    expect(me.body.data.email).toBe(bob.email);
    const role = await get(`/users/${bob.id}?fields=role,status`, { token: await admin() });
    expect(role.body.data).toEqual({ role: HOMEOWNER_ROLE_ID, status: 'active' });
    const mine = await get('/items/project?fields=id', { token: bob.token });
    expect(mine.body.data.map((p) => p.id)).toContain(bobProject);
  });

  it('after every probe the demo homeowner’s data, content and configuration are unchanged', async () => {
    expect(await demoSnapshot(data.user)).toBe(before);
    expect(await snapshotShared()).toBe(beforeShared);
  });
});
