// The site's rebuild webhook: publishing, unpublishing or editing published content calls
// ATLAS_REBUILD_WEBHOOK_URL (the site's /_rebuild) with the shared secret; editing drafts does not.
// The suite stands in for the site: it listens on the site's port, which is free while the API suite runs.

import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, env, get, patch, post } from './helpers/http.mjs';
import { admin } from './helpers/fixtures.mjs';

// The secret the runner generated for this stack and started Directus with (scripts/lib/secrets.mjs).
const secret = process.env.REBUILD_WEBHOOK_SECRET;
if (!secret) throw new Error('REBUILD_WEBHOOK_SECRET is not set: run the suite through node tests/api/run.mjs or npm test');
const received = [];
let server;
/** While set, the stand-in answers as the site's worker does: a ticket per call, and its status on GET. */
let worker = null;

beforeAll(async () => {
  const port = Number(new URL(env.siteUrl).port);
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.method === 'GET') {
        const status = { worker: worker?.id, liveThrough: worker?.live ?? 0, failedThrough: worker?.failed ?? 0 };
        res.writeHead(worker && req.headers['x-atlas-webhook-secret'] === secret ? 200 : 401, { 'content-type': 'application/json' });
        res.end(JSON.stringify(status));
        return;
      }
      received.push({ path: req.url, secret: req.headers['x-atlas-webhook-secret'], body: JSON.parse(body || 'null') });
      if (!worker) return res.writeHead(202).end();
      res
        .writeHead(202, { 'content-type': 'application/json' })
        .end(JSON.stringify({ queued: true, ticket: ++worker.tickets, worker: worker.id }));
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        new Error(`the webhook receiver cannot listen on the site port ${port} (${error.code}): is a site running there?`, {
          cause: error,
        }),
      ),
    );
    server.listen(port, resolve);
  });
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Resolves with the webhook calls for `collection` that arrive within `ms` after running `action`. */
async function callsDuring(collection, action, ms = 2500) {
  received.length = 0;
  await action();
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (received.some((r) => r.body?.collection === collection)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  return received.filter((r) => r.body?.collection === collection);
}

describe('rebuild webhook', () => {
  it('editing a published page calls it with the secret, the collection, the keys and the event', async () => {
    const token = await admin();
    const [page] = (await get('/items/pages?filter[slug][_eq]=about&fields=id,title', { token })).body.data;
    const calls = await callsDuring('pages', () => patch(`/items/pages/${page.id}`, { title: 'About Atlas!' }, { token }));
    expect(calls).toEqual([{ path: '/_rebuild', secret, body: { collection: 'pages', keys: [page.id], event: 'update' } }]);
    const restored = await callsDuring('pages', () => patch(`/items/pages/${page.id}`, { title: page.title }, { token }));
    expect(restored).toHaveLength(1);
  });

  it('tells whoever saved the change, in the Studio, once the site says it is live or that it failed', async () => {
    const token = await admin();
    const me = (await get('/users/me?fields=id', { token })).body.data;
    const [page] = (await get('/items/pages?filter[slug][_eq]=about&fields=id,title', { token })).body.data;
    // Read as the Studio reads them: through Directus's data cache (on PostgreSQL + Redis, shared by both
    // instances), which a notification written behind Directus's back would never reach.
    const notes = async () =>
      (
        await get(`/notifications?filter[collection][_eq]=pages&filter[item][_eq]=${page.id}&fields=id,recipient,subject&sort=-id`, {
          token,
        })
      ).body.data;
    /** Waits, as long as a busy machine needs, for a notification newer than `than`. */
    const nextNote = async (than) => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const [note] = await notes();
        if (note && note.id !== than?.id) return note;
        if (Date.now() > deadline) throw new Error('no notification within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const [latest] = await notes();
    worker = { id: `worker-${Date.now()}`, tickets: 0, live: 0, failed: 0 };
    try {
      const calls = await callsDuring('pages', () => patch(`/items/pages/${page.id}`, { title: 'About Atlas, live' }, { token }));
      expect(calls).toHaveLength(1);
      // Queued, not live: nothing to tell yet (and this read is what the data cache keeps).
      expect((await notes())[0]?.id).toBe(latest?.id);
      worker.live = worker.tickets;
      const live = await nextNote(latest);
      expect(live.recipient).toBe(me.id);
      expect(live.subject).toMatch(new RegExp(`^Live on the site: pages ${page.id} \\(update\\), \\d+\\.\\d s after saving$`));

      await callsDuring('pages', () => patch(`/items/pages/${page.id}`, { title: page.title }, { token }));
      worker.failed = worker.tickets;
      const failed = await nextNote(live);
      expect(failed.recipient).toBe(me.id);
      expect(failed.subject).toMatch(new RegExp(`^Not live yet: pages ${page.id} \\(update\\)\\. The site could not publish it`));
    } finally {
      worker = null;
    }
  });

  it('editing a draft does not; publishing and unpublishing it do', async () => {
    const token = await admin();
    const [draft] = (await get('/items/pages?filter[slug][_eq]=press&fields=id,status', { token })).body.data;
    expect(draft.status).toBe('draft');
    expect(
      await callsDuring('pages', () => patch(`/items/pages/${draft.id}`, { meta_description: 'Still a draft.' }, { token }), 1500),
    ).toEqual([]);
    const published = await callsDuring('pages', () => patch(`/items/pages/${draft.id}`, { status: 'published' }, { token }));
    expect(published.map((c) => c.body)).toEqual([{ collection: 'pages', keys: [draft.id], event: 'update' }]);
    const unpublished = await callsDuring('pages', () => patch(`/items/pages/${draft.id}`, { status: 'draft' }, { token }));
    expect(unpublished.map((c) => c.body)).toEqual([{ collection: 'pages', keys: [draft.id], event: 'update' }]);
  });

  it('changing a published guide’s business link calls it', async () => {
    const token = await admin();
    const [guide] = (
      await get(
        '/items/local_guides?filter[locality][_eq]=boulder&fields=id,seo_id,title,local_guides_to_businesses.id,local_guides_to_businesses.custom_blurb',
        { token },
      )
    ).body.data;
    const [link] = guide.local_guides_to_businesses;
    const calls = await callsDuring('local_guides_to_businesses', () =>
      patch(`/items/local_guides_to_businesses/${link.id}`, { custom_blurb: 'Updated blurb' }, { token }),
    );
    // The guide whose page shows the link is named, so the site renders just that page.
    expect(calls.map((c) => c.body)).toEqual([
      { collection: 'local_guides_to_businesses', keys: [link.id], event: 'update', guides: [guide.id] },
    ]);
    const restored = await callsDuring('local_guides_to_businesses', () =>
      patch(`/items/local_guides_to_businesses/${link.id}`, { custom_blurb: link.custom_blurb }, { token }),
    );
    expect(restored).toHaveLength(1);
  });

  it('editing a published guide or its SEO record names the guide', async () => {
    const token = await admin();
    const [guide] = (await get('/items/local_guides?filter[locality][_eq]=boulder&fields=id,title,seo_id', { token })).body.data;
    const edited = await callsDuring('local_guides', () =>
      patch(`/items/local_guides/${guide.id}`, { title: `${guide.title}!` }, { token }),
    );
    expect(edited.map((c) => c.body)).toEqual([{ collection: 'local_guides', keys: [guide.id], event: 'update', guides: [guide.id] }]);
    await callsDuring('local_guides', () => patch(`/items/local_guides/${guide.id}`, { title: guide.title }, { token }));
    const seo = await callsDuring('local_guides_seo', () =>
      patch(`/items/local_guides_seo/${guide.seo_id}`, { meta_description: 'Boulder installers, ranked.' }, { token }),
    );
    expect(seo.map((c) => c.body)).toEqual([{ collection: 'local_guides_seo', keys: [guide.seo_id], event: 'update', guides: [guide.id] }]);
  });

  it('creating and deleting a published business call it', async () => {
    const token = await admin();
    const cid = `webhook-test-${Date.now()}`;
    const created = await callsDuring('businesses', () =>
      post('/items/businesses', { cid, name: 'Webhook Test Solar', status: 'published' }, { token }),
    );
    expect(created.map((c) => c.body)).toEqual([{ collection: 'businesses', keys: [cid], event: 'create' }]);
    const deleted = await callsDuring('businesses', () => call('DELETE', `/items/businesses/${cid}`, { token }));
    expect(deleted.map((c) => c.body)).toEqual([{ collection: 'businesses', keys: [cid], event: 'delete' }]);
  });
});
