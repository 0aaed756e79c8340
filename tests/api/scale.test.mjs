// The scale configuration: on PostgreSQL + Redis two Directus instances share one database, cache, rate
// limiter and synchronisation bus. A write through one instance is read back through the other, and a
// cached read is invalidated on both when the data changes. On SQLite the same checks run against the one
// instance.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env, get, patch, post } from './helpers/http.mjs';
import { admin, newHomeowner, removeHomeowners } from './helpers/fixtures.mjs';

const [first, second] = env.urls.length > 1 ? env.urls : [env.urls[0], env.urls[0]];
let dana;

beforeAll(async () => {
  dana = await newHomeowner('scale');
});
afterAll(removeHomeowners);

describe(`instances (${env.backend}, ${env.urls.length} URL(s))`, () => {
  it('the scale run really has two instances', () => {
    expect(env.urls.length).toBe(env.backend === 'postgres-redis' ? 2 : 1);
  });

  it('a project written through one instance is read back through the other', async () => {
    const created = await post(
      '/items/project',
      { country: 'USA', street_address: '5 Cross Instance Way', state_province: 'CO' },
      { token: dana.token, url: first },
    );
    expect(created.status).toBe(200);
    const read = await get(`/items/project/${created.body.data.id}?fields=street_address,short_UUID`, { token: dana.token, url: second });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ street_address: '5 Cross Instance Way', short_UUID: created.body.data.short_UUID });

    const updated = await patch(`/items/project/${created.body.data.id}`, { shared: true }, { token: dana.token, url: second });
    expect(updated.status).toBe(200);
    const shared = await get(`/atlas/shared/${created.body.data.short_UUID}`, { url: first });
    expect(shared.status).toBe(200);
  });

  it('cached public reads are invalidated on every instance when content changes', async () => {
    const token = await admin();
    const path = '/items/pages?filter[slug][_eq]=terms&fields=id,title';
    // Warm the cache on both instances.
    const [page] = (await get(path, { url: first })).body.data;
    await get(path, { url: second });

    const title = `Terms of Service (${Date.now()})`;
    expect((await patch(`/items/pages/${page.id}`, { title }, { token, url: first })).status).toBe(200);
    for (const url of [second, first]) expect((await get(path, { url })).body.data[0].title).toBe(title);

    expect((await patch(`/items/pages/${page.id}`, { title: 'Terms of Service' }, { token, url: second })).status).toBe(200);
    for (const url of [first, second]) expect((await get(path, { url })).body.data[0].title).toBe('Terms of Service');
  });

  it('a session started on one instance works on the other', async () => {
    const me = await get('/users/me?fields=email', { token: dana.token, url: second });
    expect(me.body.data.email).toBe(dana.email);
  });
});
