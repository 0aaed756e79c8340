// The shared-page cache on its own: a stand-in render (counting its calls) and a stand-in Redis hash.
// The real Directus hook, Redis and two site servers are exercised in tests/api/shared-cache.test.mjs.

import http from 'node:http';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { sharedVersionsKey } from '../../../directus/lib/shared-versions.mjs';
import { createSharedCache, sharedIdOf } from './shared-cache.mjs';

const ID = 'AbCdEfGhIjKlMnOpQrStUv';

/** A Redis stand-in with the one command the cache uses; `down` makes it fail like an unreachable Redis. */
function fakeRedis() {
  const hash = new Map();
  return {
    hash,
    down: false,
    lookups: 0,
    /** While set, every lookup waits for it: a slow Redis. */
    gate: null,
    async hget(key, field) {
      this.lookups++;
      if (this.gate) await this.gate;
      if (this.down) throw new Error('Connection is closed.');
      expect(key).toBe(sharedVersionsKey('t'));
      return hash.get(field) ?? null;
    },
  };
}

const servers = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** A site server whose only page is the shared view, rendered by `page()` (status, html) per render. */
async function site(cache, page) {
  let renders = 0;
  let requests = 0;
  const server = http.createServer((req, res) => {
    requests++;
    const url = new URL(req.url, 'http://x');
    const render = async (target) => {
      renders++;
      const { status, html, cookie } = await page();
      target.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...(cookie ? { 'set-cookie': cookie } : {}) });
      target.write(html.slice(0, 10));
      target.end(html.slice(10));
    };
    cache.serve(req, res, { shortId: sharedIdOf(url.pathname), key: url.pathname, render, fallback: () => render(res) });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  const base = `http://127.0.0.1:${server.address().port}`;
  return { base, get: (path, headers) => fetch(`${base}${path}`, { headers }), renders: () => renders, requests: () => requests };
}

describe('sharedIdOf', () => {
  it('reads the id of both shared addresses and nothing else', () => {
    expect(sharedIdOf(`/shared/${ID}`)).toBe(ID);
    expect(sharedIdOf(`/shared/quotes/${ID}/`)).toBe(ID);
    expect(sharedIdOf('/shared/')).toBeNull();
    expect(sharedIdOf(`/shared/quotes/${ID}/x`)).toBeNull();
    expect(sharedIdOf('/calculator')).toBeNull();
  });
});

describe('the shared-page cache', () => {
  it('renders once, serves the copy while the version holds, renders again after a bump', async () => {
    const redis = fakeRedis();
    let name = 'Foothills Solar';
    const s = await site(createSharedCache({ redis, namespace: 't' }), async () => ({ status: 200, html: `<h1>${name}</h1>` }));
    const first = await s.get(`/shared/${ID}`);
    expect(first.headers.get('x-atlas-cache')).toBe('miss');
    expect(await first.text()).toBe('<h1>Foothills Solar</h1>');
    const second = await s.get(`/shared/${ID}`);
    expect(second.headers.get('x-atlas-cache')).toBe('hit');
    expect(await second.text()).toBe('<h1>Foothills Solar</h1>');
    expect(s.renders()).toBe(1);

    name = 'Peak Power';
    redis.hash.set(ID, 'v2');
    expect(await (await s.get(`/shared/${ID}`)).text()).toBe('<h1>Peak Power</h1>');
    expect(s.renders()).toBe(2);
  });

  it('keeps a 404 briefly, and a page nowhere while Redis does not answer', async () => {
    let now = 0;
    const redis = fakeRedis();
    const s = await site(createSharedCache({ redis, namespace: 't', now: () => now }), async () => ({ status: 404, html: 'Not found' }));
    expect((await s.get(`/shared/${ID}`)).status).toBe(404);
    expect((await s.get(`/shared/${ID}`)).headers.get('x-atlas-cache')).toBe('hit');
    expect(s.renders()).toBe(1);
    now += 5_001;
    await s.get(`/shared/${ID}`);
    expect(s.renders()).toBe(2);

    redis.down = true;
    await s.get(`/shared/${ID}`);
    await s.get(`/shared/${ID}`);
    expect(s.renders()).toBe(4);
  });

  it('without Redis keeps a page two seconds; never keeps an error or an answer with a cookie', async () => {
    let now = 0;
    let answer = { status: 200, html: 'ok' };
    const s = await site(createSharedCache({ now: () => now }), async () => answer);
    await s.get(`/shared/${ID}`);
    await s.get(`/shared/${ID}`);
    expect(s.renders()).toBe(1);
    now += 2_001;
    await s.get(`/shared/${ID}`);
    expect(s.renders()).toBe(2);

    answer = { status: 500, html: 'error' };
    const id2 = `/shared/${'x'.repeat(22)}`;
    expect((await s.get(id2)).status).toBe(500);
    expect((await s.get(id2)).status).toBe(500);
    answer = { status: 200, html: 'mine', cookie: 'session=1' };
    const id3 = `/shared/${'y'.repeat(22)}`;
    await s.get(id3);
    await s.get(id3);
    // Each uncacheable answer: rendered for the leader's capture, then again for the request itself.
    expect(s.renders()).toBe(2 + 8);
  });

  it('shares one render among concurrent misses', async () => {
    let release;
    const gate = new Promise((r) => (release = r));
    const cache = createSharedCache({ redis: fakeRedis(), namespace: 't' });
    const s = await site(cache, async () => {
      await gate;
      return { status: 200, html: 'one render' };
    });
    const answers = Array.from({ length: 20 }, () => s.get(`/shared/${ID}`));
    // Every request is waiting for the one render before it is let finish.
    while (cache.stats().misses < 20) await new Promise((r) => setImmediate(r));
    release();
    const bodies = await Promise.all((await Promise.all(answers)).map((r) => r.text()));
    expect(new Set(bodies)).toEqual(new Set(['one render']));
    expect(s.renders()).toBe(1);
  });

  it('asks Redis once for concurrent requests of one id, and again for a request after the answer', async () => {
    const redis = fakeRedis();
    redis.hash.set(ID, 'v1');
    const s = await site(createSharedCache({ redis, namespace: 't' }), async () => ({ status: 200, html: 'page' }));
    await s.get(`/shared/${ID}`);
    const before = redis.lookups;
    let release;
    redis.gate = new Promise((r) => (release = r));
    const pending = Array.from({ length: 20 }, () => s.get(`/shared/${ID}`));
    // Every request has reached the server while the first lookup is still on its way.
    while (s.requests() < 21) await new Promise((r) => setImmediate(r));
    redis.gate = null;
    release();
    const answers = await Promise.all(pending);
    expect(answers.map((r) => r.headers.get('x-atlas-cache'))).toEqual(Array(20).fill('hit'));
    expect(redis.lookups - before).toBe(1);
    // A change is seen by the next request: a finished lookup is never reused.
    redis.hash.set(ID, 'v2');
    const after = await s.get(`/shared/${ID}`);
    expect(after.headers.get('x-atlas-cache')).toBe('miss');
    expect(s.renders()).toBe(2);
  });

  it('sends gzip and brotli when accepted, an ETag and a 304 for it', async () => {
    const html = `<p>${'comparison '.repeat(500)}</p>`;
    const s = await site(createSharedCache({ redis: fakeRedis(), namespace: 't' }), async () => ({ status: 200, html }));
    const plain = await s.get(`/shared/${ID}`);
    expect(await plain.text()).toBe(html);
    const etag = plain.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    const raw = (path, encoding) =>
      new Promise((resolve) => {
        http.get(`${s.base}${path}`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        });
      });
    const br = await raw(`/shared/${ID}`, 'gzip, br');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html);
    const gz = await raw(`/shared/${ID}`, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(html);
    expect((await s.get(`/shared/${ID}`, { 'if-none-match': etag })).status).toBe(304);
    const head = await fetch(`${s.base}/shared/${ID}`, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    expect(head.headers.get('x-atlas-cache')).toBe('hit');
    expect(head.headers.get('content-length')).toBe(String(html.length));
  });

  it('never keeps the answer to a HEAD, which may lack the body', async () => {
    const s = await site(createSharedCache({ redis: fakeRedis(), namespace: 't' }), async () => ({ status: 200, html: 'page' }));
    expect((await fetch(`${s.base}/shared/${ID}`, { method: 'HEAD' })).status).toBe(200);
    const page = await s.get(`/shared/${ID}`);
    expect(page.headers.get('x-atlas-cache')).toBe('miss');
    expect(await page.text()).toBe('page');
  });

  it('bounds its memory: least recently used pages leave first', async () => {
    const cache = createSharedCache({ redis: fakeRedis(), namespace: 't', maxBytes: 40_000 });
    const s = await site(cache, async () => ({ status: 200, html: 'x'.repeat(5_000) }));
    for (let i = 0; i < 20; i++) await s.get(`/shared/${String(i).padStart(22, '0')}`);
    const stats = cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(40_000);
    expect(stats.evicted).toBeGreaterThan(0);
    expect(stats.entries).toBeLessThan(20);
    // The newest is still kept, the oldest is not.
    await s.get(`/shared/${String(19).padStart(22, '0')}`);
    await s.get(`/shared/${String(0).padStart(22, '0')}`);
    expect(s.renders()).toBe(21);
  });
});
