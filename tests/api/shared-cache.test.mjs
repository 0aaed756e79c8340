// The shared-page cache across two site servers (issue 16): each server keeps its rendered copy of a shared
// page (scripts/lib/serve/shared-cache.mjs), and the owner's changes reach both within 5 s: a quote edited,
// sharing turned off (404) and on again, the project archived. Each "site server" here is the real cache
// in front of a render that reads the real atlas-shared endpoint, each through a different Directus instance
// on the scale configuration; the Astro page itself is rendered by the browser suite (app-projects.spec.ts).
//
// On PostgreSQL + Redis the copies follow the versions the atlas-shared-cache hook writes into Redis (the
// same namespace as Directus); on SQLite without Redis they are kept 2 s.

import http from 'node:http';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedCache, sharedIdOf } from '../../scripts/lib/serve/shared-cache.mjs';
import { sharedVersionsKey } from '../../directus/lib/shared-versions.mjs';
import { newHomeowner, removeHomeowners } from './helpers/fixtures.mjs';
import { del, env, patch, post } from './helpers/http.mjs';

const redisUrl = process.env.ATLAS_REDIS_URL || null;
const namespace = process.env.ATLAS_REDIS_NAMESPACE || 'atlas';
const VISIBLE_WITHIN = { timeout: 5_000, interval: 100 };

const redisClients = [];
const servers = [];

/** One site server: the shared-page cache over a render of the atlas-shared endpoint of `directusUrl`. */
async function siteServer(directusUrl) {
  let redis = null;
  if (redisUrl) {
    redis = new Redis(redisUrl, { enableOfflineQueue: true, maxRetriesPerRequest: 1 });
    redisClients.push(redis);
  }
  const cache = createSharedCache({ redis, namespace });
  let renders = 0;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://site');
    const render = async (target) => {
      renders++;
      const answer = await fetch(`${directusUrl}/atlas/shared/${encodeURIComponent(sharedIdOf(url.pathname))}`);
      const view = answer.status === 200 ? (await answer.json()).data : null;
      target.writeHead(view ? 200 : answer.status, { 'content-type': 'text/html; charset=utf-8' });
      target.end(
        view
          ? `<h1>${view.project.monthly_consumption_kwh} kWh</h1>${view.quotes.map((q) => `<h2>${q.name}</h2>`).join('')}`
          : '<h1>Project Not Found</h1>',
      );
    };
    cache.serve(req, res, { shortId: sharedIdOf(url.pathname), key: url.pathname, render, fallback: () => render(res) });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const base = `http://127.0.0.1:${server.address().port}`;
  const get = async (path) => {
    const response = await fetch(`${base}${path}`);
    return { status: response.status, cache: response.headers.get('x-atlas-cache'), html: await response.text() };
  };
  return { get, renders: () => renders, stats: () => cache.stats() };
}

describe(`shared pages kept by two site servers (${env.backend})`, () => {
  let owner;
  let projectId;
  let quoteId;
  let path;
  let sites;

  beforeAll(async () => {
    owner = await newHomeowner('shared-cache');
    const project = await post('/items/project', { country: 'USA', monthly_consumption_kwh: 910, shared: true }, { token: owner.token });
    expect(project.status).toBe(200);
    projectId = project.body.data.id;
    path = `/shared/${project.body.data.short_UUID}`;
    const quote = await post(
      '/items/installer',
      { project_id: projectId, name: 'Alpenglow Solar', proposal_data: { system_size_kw: 8, solar_system_cost: 24000 } },
      { token: owner.token },
    );
    expect(quote.status).toBe(200);
    quoteId = quote.body.data.id;
    sites = [await siteServer(env.urls[0]), await siteServer(env.urls.at(-1))];
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    for (const redis of redisClients) redis.disconnect();
    await removeHomeowners();
  });

  it('renders once and serves the copy after', async () => {
    for (const site of sites) {
      const first = await site.get(path);
      expect(first.status).toBe(200);
      expect(first.html).toContain('Alpenglow Solar');
      const second = await site.get(path);
      expect(second.cache).toBe('hit');
      expect(second.html).toBe(first.html);
      expect(site.renders()).toBe(1);
    }
  });

  it("shows the owner's quote edit on both servers within 5 s", async () => {
    const edited = await patch(`/items/installer/${quoteId}`, { name: 'Bristlecone Energy' }, { token: owner.token });
    expect(edited.status).toBe(200);
    for (const site of sites) await expect.poll(async () => (await site.get(path)).html, VISIBLE_WITHIN).toContain('Bristlecone Energy');
    if (redisUrl) {
      // The hook replaced the share id's version; the new copy is then served from the cache again.
      const redis = redisClients[0];
      expect(await redis.hget(sharedVersionsKey(namespace), path.split('/').pop())).toMatch(/^[A-Za-z0-9_-]{12}$/);
      for (const site of sites) expect((await site.get(path)).cache).toBe('hit');
    }
  });

  it('shows a project setting changed by the owner within 5 s', async () => {
    expect((await patch(`/items/project/${projectId}`, { monthly_consumption_kwh: 1234 }, { token: owner.token })).status).toBe(200);
    for (const site of sites) await expect.poll(async () => (await site.get(path)).html, VISIBLE_WITHIN).toContain('1234 kWh');
  });

  it('drops a quote its owner deleted, on both servers within 5 s (issue 22)', async () => {
    const extra = await post(
      '/items/installer',
      { project_id: projectId, name: 'Cirrus Solar', proposal_data: { system_size_kw: 6, solar_system_cost: 18000 } },
      { token: owner.token },
    );
    expect(extra.status).toBe(200);
    for (const site of sites) await expect.poll(async () => (await site.get(path)).html, VISIBLE_WITHIN).toContain('Cirrus Solar');
    expect((await del(`/items/installer/${extra.body.data.id}`, { token: owner.token })).status).toBe(204);
    for (const site of sites) await expect.poll(async () => (await site.get(path)).html, VISIBLE_WITHIN).not.toContain('Cirrus Solar');
  });

  it('answers 404 within 5 s once sharing is off, and the page again once it is back on', async () => {
    expect((await patch(`/items/project/${projectId}`, { shared: false }, { token: owner.token })).status).toBe(200);
    for (const site of sites) await expect.poll(async () => (await site.get(path)).status, VISIBLE_WITHIN).toBe(404);
    expect((await patch(`/items/project/${projectId}`, { shared: true }, { token: owner.token })).status).toBe(200);
    for (const site of sites) await expect.poll(async () => (await site.get(path)).status, VISIBLE_WITHIN).toBe(200);
  });

  it('drops an archived quote, and answers 404 for an archived project, within 5 s', async () => {
    expect((await patch(`/items/installer/${quoteId}`, { archived: true }, { token: owner.token })).status).toBe(200);
    for (const site of sites)
      await expect.poll(async () => (await site.get(path)).html, VISIBLE_WITHIN).not.toContain('Bristlecone Energy');
    expect((await patch(`/items/project/${projectId}`, { archived: true }, { token: owner.token })).status).toBe(200);
    for (const site of sites) await expect.poll(async () => (await site.get(path)).status, VISIBLE_WITHIN).toBe(404);
  });

  it('keeps the 404 of an unknown id, so repeating it does not reach Directus', async () => {
    const [site] = sites;
    const before = site.renders();
    const unknown = `/shared/quotes/${'Q'.repeat(22)}`;
    expect((await site.get(unknown)).status).toBe(404);
    const again = await site.get(unknown);
    expect(again.status).toBe(404);
    expect(again.cache).toBe('hit');
    expect(site.renders()).toBe(before + 1);
  });
});
