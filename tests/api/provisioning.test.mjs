// Backend as code: provisioning twice changes nothing, and the drift check fails as soon as the running
// Directus differs from directus/ (and passes again once provisioning has repaired it).

import { describe, expect, it } from 'vitest';
import { call, env, get, patch, post, writeUrl } from './helpers/http.mjs';
import { admin } from './helpers/fixtures.mjs';
import { provision } from '../../directus/provision.mjs';
import { checkDrift } from '../../directus/drift.mjs';
import { collections } from '../../directus/schema/index.mjs';
import { CONTENT_EDITOR_POLICY_ID, HOMEOWNER_POLICY_ID, PUBLIC_POLICY_ID, REFERRAL_FLOW_ID } from '../../directus/ids.mjs';

const options = () => ({ url: writeUrl, admin: env.admin, demo: env.demo, seedDemo: true, siteUrl: env.siteUrl, log: () => {} });

/** Everything provisioning manages, as the API reports it, plus the row count of every collection. */
async function state() {
  const token = await admin();
  const read = async (path) => {
    const response = await get(path, { token, url: writeUrl });
    if (response.status !== 200) throw new Error(`GET ${path} failed: ${response.text}`);
    return response.body.data;
  };
  const snapshot = await read('/schema/snapshot');
  const counts = {};
  for (const { collection } of collections) counts[collection] = (await read(`/items/${collection}?aggregate[count]=*`))[0].count;
  counts.users = (await read('/users?aggregate[count]=*'))[0].count;
  const policies = [PUBLIC_POLICY_ID, HOMEOWNER_POLICY_ID, CONTENT_EDITOR_POLICY_ID].join(',');
  const settings = await read(
    '/settings?fields=project_name,project_url,public_registration,public_registration_role,public_registration_verify_email,auth_password_policy',
  );
  return {
    snapshot: { collections: snapshot.collections, fields: snapshot.fields, relations: snapshot.relations },
    roles: await read('/roles?limit=-1&sort=id&fields=id,name,icon,description,parent'),
    policies: await read('/policies?limit=-1&sort=id&fields=id,name,admin_access,app_access,enforce_tfa,ip_access'),
    access: await read('/access?limit=-1&sort=id&fields=id,role,user,policy'),
    permissions: await read(
      `/permissions?limit=-1&sort=id&fields=id,policy,collection,action,fields,permissions,validation,presets&filter[policy][_in]=${policies}`,
    ),
    flows: await read('/flows?limit=-1&sort=id&fields=id,name,status,trigger,accountability,options,operation'),
    operations: await read('/operations?limit=-1&sort=id&fields=id,flow,key,type,options,resolve,reject'),
    extensions: (await read('/extensions')).map((e) => [e.meta.folder, e.meta.enabled]).sort(),
    settings,
    counts,
  };
}

describe('provisioning', () => {
  it('running it again changes nothing', async () => {
    const before = await state();
    const result = await provision(options());
    expect(result.changes).toEqual([]);
    expect(result.siteEnv).toMatchObject({ ATLAS_REFERRAL_FLOW_ID: REFERRAL_FLOW_ID });
    expect(await state()).toEqual(before);
  });

  it('without seedDemo it creates no demo homeowner (production)', async () => {
    const email = `not-seeded-${Date.now()}@example.com`;
    const result = await provision({ ...options(), demo: { email, password: 'irrelevant' }, seedDemo: false });
    expect(result.changes).toEqual([]);
    const users = await get(`/users?filter[email][_eq]=${encodeURIComponent(email)}`, { token: await admin(), url: writeUrl });
    expect(users.body.data).toEqual([]);
  });

  it('the drift check finds no difference between the running Directus and directus/', async () => {
    expect(await checkDrift({ url: writeUrl, admin: env.admin, siteUrl: env.siteUrl })).toEqual([]);
  });

  it('the drift check reports changed fields, grants, flows and settings; provisioning repairs them', async () => {
    const token = await admin();
    const changes = [
      await patch('/fields/project/country', { meta: { validation: null } }, { token }),
      await post('/permissions', { policy: PUBLIC_POLICY_ID, collection: 'project', action: 'read', fields: ['*'] }, { token }),
      await patch(`/flows/${REFERRAL_FLOW_ID}`, { status: 'inactive' }, { token }),
      await patch('/settings', { public_registration_verify_email: true }, { token }),
    ];
    expect(changes.map((c) => c.status)).toEqual([200, 200, 200, 200]);

    const drift = await checkDrift({ url: writeUrl, admin: env.admin, siteUrl: env.siteUrl });
    const items = drift.map((d) => d.item);
    expect(items).toContain('project.country');
    expect(items).toContain('Public: read project');
    expect(items).toContain('flow Referral click');
    expect(items).toContain('settings');
    expect(drift.every((d) => d.fixable)).toBe(true);

    // Even with a stray grant, the access guard keeps visitors out of projects.
    expect((await get('/items/project?limit=1', { url: writeUrl })).status).toBe(403);

    const repair = await provision(options());
    expect(repair.changes.length).toBeGreaterThanOrEqual(4);
    expect(await checkDrift({ url: writeUrl, admin: env.admin, siteUrl: env.siteUrl })).toEqual([]);
    expect((await post('/items/project', { country: 'usa' }, { token })).status).toBe(400);
  });

  it('a field or collection made by hand in the Studio is reported, not silently dropped', async () => {
    const token = await admin();
    const created = await post('/fields/pages', { field: `studio_extra_${Date.now()}`, type: 'string' }, { token });
    expect(created.status).toBe(200);
    const field = created.body.data.field;
    const drift = await checkDrift({ url: writeUrl, admin: env.admin, siteUrl: env.siteUrl });
    expect(drift).toContainEqual(expect.objectContaining({ item: `pages.${field}`, fixable: false }));
    expect((await call('DELETE', `/fields/pages/${field}`, { token })).status).toBe(204);
    expect(await checkDrift({ url: writeUrl, admin: env.admin, siteUrl: env.siteUrl })).toEqual([]);
  });
});
