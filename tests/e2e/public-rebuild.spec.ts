import { existsSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { test } from '@playwright/test';
import { root, stackConfig } from '../../scripts/lib/config.mjs';
import { startRebuildingSite } from '../../scripts/lib/rebuild.mjs';
import { allGuides, asAdmin, directusUrl, expect, guideUrl, stateUrl, until } from './public-support';

// Rebuild on publish, end to end: a worker of its own (the site `npm test` serves has none) on a spare port
// in 14330-14339 (ATLAS_TEST_REBUILD_PORTS=from-to to choose others) against the test Directus. An edit made through the admin API reaches the live page after
// the webhook; a guide edit is published scoped (only its pages rendered again) and its page is then the
// very page a full build makes; unpublishing a guide takes its page down (404) and out of the sitemap, and
// publishing it again brings both back, scoped; a content page given a new address is live there, scoped,
// and its old address answers 404; a webhook without the secret or with a malformed body is refused; a
// build that fails leaves the previous site serving.
// The backend's hook posts to the test site's /_rebuild, not to this worker, so the test posts the webhook
// itself, with the body and header the hook sends.

const SECRET = `e2e-${process.pid}-${Date.now()}`;

async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.once('listening', () => server.close(() => resolve(true)));
      server.listen(port, '127.0.0.1');
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to} for the rebuild worker`);
}

test('a publish in Directus reaches the live page; the previous site serves through a failed build', async ({ request }) => {
  test.setTimeout(600_000);
  const [from, to] = (process.env.ATLAS_TEST_REBUILD_PORTS ?? '14330-14339').split('-').map(Number);
  const port = await freePort(from!, to ?? from!);
  const base = `http://localhost:${port}`;
  const buildsDir = path.join(root, '.tmp', `rebuild-e2e-${process.pid}-${port}`);
  const config = { ...stackConfig({ sitePort: port }), siteUrl: base, directusUrl, webhookSecret: SECRET };
  const logFile = `${buildsDir}.log`;
  const [terms] = await asAdmin<Array<{ id: number; title: string }>>(
    'GET',
    '/items/pages?filter[slug][_eq]=terms&fields=id,title&limit=1',
  );
  expect(terms, 'the seed has a terms page').toBeTruthy();
  let worker: Awaited<ReturnType<typeof startRebuildingSite>> | null = null;
  let badPage: { id: number } | null = null;
  const hook = (body: object, secret: string | null = SECRET) =>
    request.post(`${base}/_rebuild`, { data: body, headers: secret === null ? {} : { 'x-atlas-webhook-secret': secret } });
  const status = async () =>
    (await (await request.get(`${base}/_rebuild`, { headers: { 'x-atlas-webhook-secret': SECRET } })).json()) as {
      generation: number;
      building: boolean;
      pending: boolean;
      last: { ok: boolean; mode: 'scoped' | 'full'; pages: { rendered: number; removed?: number } } | null;
    };
  const settled = (after: number) =>
    until(status, (s) => s.generation > after && !s.building && !s.pending, { timeoutMs: 150_000, what: 'the publish' });
  const seedGuide = (await allGuides()).find((g) => g.status === 'published' && g.locality.toLowerCase() === 'boulder');
  expect(seedGuide, 'the seed has a published Boulder guide').toBeTruthy();
  const guide = seedGuide!;
  const movedTerms = `terms-moved-${Date.now()}`;

  try {
    worker = await startRebuildingSite(config, { buildsDir, logFile, env: { ATLAS_REBUILD_DEBOUNCE_MS: '300' }, timeoutMs: 180_000 });
    // The worker listens only once its first build is done: meanwhile another run may have taken the port.
    expect(
      (await request.get(`${base}/_rebuild`, { headers: { 'x-atlas-webhook-secret': SECRET } })).status(),
      `the site on port ${port} is this test's worker (not another run's that took the port during its first build)`,
    ).toBe(200);
    await expect.poll(async () => (await request.get(`${base}/terms`)).status()).toBe(200);

    await test.step('anything but the shared secret is refused', async () => {
      expect((await hook({ collection: 'pages', keys: [terms!.id], event: 'update' }, null)).status()).toBe(401);
      expect((await hook({ collection: 'pages', keys: [terms!.id], event: 'update' }, 'wrong-secret')).status()).toBe(401);
      expect((await request.get(`${base}/_rebuild`)).status()).toBe(401);
      const malformed = await hook({ collection: 'local_guides', keys: ['1; rm -rf'], event: 'update' });
      expect(malformed.status()).toBe(400);
      expect(JSON.stringify(await malformed.json())).toContain('positive whole numbers');
    });

    await test.step('a guide edit is published scoped, and equals what a full build makes of it', async () => {
      const page = `${base}${guideUrl(guide)}`;
      const title = `${guide.title} (edited ${Date.now()})`;
      const before = await status();
      await asAdmin('PATCH', `/items/local_guides/${guide.id}`, { title });
      expect((await hook({ collection: 'local_guides', keys: [guide.id], event: 'update', guides: [guide.id] })).status()).toBe(202);
      const live = await until(
        async () => (await request.get(page)).text(),
        (html) => html.includes(title),
        { timeoutMs: 60_000, what: 'the edited guide title on the live page' },
      );
      const scoped = await settled(before.generation);
      // The guide, its state's directory page and the installer directory.
      expect(scoped.last).toMatchObject({ ok: true, mode: 'scoped', pages: { rendered: 3 } });
      // Both directories list the guide by its title: rendered again with it.
      expect(await (await request.get(`${base}/installers`)).text()).toContain(title);
      expect(await (await request.get(`${base}${stateUrl(guide)}`)).text()).toContain(title);
      // Precompressed copies went live with the page.
      const br = await request.get(page, { headers: { 'accept-encoding': 'br' } });
      expect(br.headers()['content-encoding']).toBe('br');
      expect(await br.text()).toBe(live);

      expect((await hook({})).status()).toBe(202);
      const full = await settled(scoped.generation);
      expect(full.last).toMatchObject({ ok: true, mode: 'full' });
      expect(await (await request.get(page)).text(), 'the scoped page is byte for byte the full build’s').toBe(live);
      // The full build compressed the page as it rendered it: the copies are of the page as written.
      for (const encoding of ['br', 'gzip']) {
        const compressed = await request.get(page, { headers: { 'accept-encoding': encoding } });
        expect(compressed.headers()['content-encoding']).toBe(encoding);
        expect(await compressed.text()).toBe(live);
      }
    });

    await test.step('unpublishing a guide takes its page down at once, scoped', async () => {
      const page = `${base}${guideUrl(guide)}`;
      const before = await status();
      await asAdmin('PATCH', `/items/local_guides/${guide.id}`, { status: 'draft' });
      expect((await hook({ collection: 'local_guides', keys: [guide.id], event: 'update', guides: [guide.id] })).status()).toBe(202);
      await until(
        async () => (await request.get(page)).status(),
        (code) => code === 404,
        { timeoutMs: 60_000, what: 'the 404' },
      );
      const after = await settled(before.generation);
      expect(after.last).toMatchObject({ ok: true, mode: 'scoped', pages: { removed: 1 } });
      expect(await (await request.get(`${base}/sitemap-0.xml`)).text()).not.toContain(guideUrl(guide));
      expect(await (await request.get(`${base}/installers`)).text()).not.toContain(guideUrl(guide));
      expect(await (await request.get(`${base}${stateUrl(guide)}`)).text()).not.toContain(guideUrl(guide));

      // Published again (a status change): scoped too, its page, listings and sitemap entry back.
      await asAdmin('PATCH', `/items/local_guides/${guide.id}`, { status: 'published', title: guide.title });
      expect((await hook({ collection: 'local_guides', keys: [guide.id], event: 'update', guides: [guide.id] })).status()).toBe(202);
      const republished = await settled(after.generation);
      expect(republished.last).toMatchObject({ ok: true, mode: 'scoped' });
      expect((await request.get(page)).status()).toBe(200);
      expect(await (await request.get(`${base}/sitemap-0.xml`)).text()).toContain(`${guideUrl(guide)}/`);
      expect(await (await request.get(`${base}${stateUrl(guide)}`)).text()).toContain(guideUrl(guide));
    });

    await test.step('a content page given a new address is live there, scoped, and its old address answers 404', async () => {
      const before = await status();
      await asAdmin('PATCH', `/items/pages/${terms!.id}`, { slug: movedTerms });
      expect((await hook({ collection: 'pages', keys: [terms!.id], event: 'update' })).status()).toBe(202);
      const moved = await settled(before.generation);
      expect(moved.last).toMatchObject({ ok: true, mode: 'scoped', pages: { rendered: 1, removed: 1 } });
      expect((await request.get(`${base}/${movedTerms}`)).status()).toBe(200);
      expect((await request.get(`${base}/terms`)).status()).toBe(404);
      const sitemap = await (await request.get(`${base}/sitemap-0.xml`)).text();
      expect(sitemap).toContain(`/${movedTerms}/</loc>`);
      expect(sitemap).not.toContain('/terms/</loc>');

      // And back: the next scoped publish knows the page is at its new address now.
      await asAdmin('PATCH', `/items/pages/${terms!.id}`, { slug: 'terms' });
      expect((await hook({ collection: 'pages', keys: [terms!.id], event: 'update' })).status()).toBe(202);
      const back = await settled(moved.generation);
      expect(back.last).toMatchObject({ ok: true, mode: 'scoped', pages: { rendered: 1, removed: 1 } });
      expect((await request.get(`${base}/terms`)).status()).toBe(200);
      expect((await request.get(`${base}/${movedTerms}`)).status()).toBe(404);
    });

    await test.step('an edit is live after the webhook, and the site serves throughout', async () => {
      const title = `Terms of Service (edited ${Date.now()})`;
      await asAdmin('PATCH', `/items/pages/${terms!.id}`, { title });
      const started = Date.now();
      expect((await hook({ collection: 'pages', keys: [terms!.id], event: 'update' })).status()).toBe(202);
      await until(
        async () => {
          const response = await request.get(`${base}/terms`);
          expect(response.status(), 'the site keeps serving during the build').toBe(200);
          return response.text();
        },
        (html) => html.includes(title),
        { timeoutMs: 150_000, what: 'the edited title on the live page' },
      );
      test.info().annotations.push({ type: 'publish-to-live', description: `${Date.now() - started} ms` });
    });

    await test.step('a failing build leaves the previous site serving', async () => {
      const before = await status();
      // A published page at a route of the site itself stops the build with a content error.
      badPage = await asAdmin<{ id: number }>('POST', '/items/pages', {
        slug: 'contact',
        title: 'Broken on purpose',
        status: 'published',
        content: '<p>x</p>',
      });
      expect((await hook({ collection: 'pages', keys: [badPage.id], event: 'create' })).status()).toBe(202);
      const after = await until(status, (s) => !s.building && !s.pending && s.last !== null && s.last.ok === false, {
        timeoutMs: 150_000,
        what: 'the failed build',
      });
      expect(after.generation).toBe(before.generation);
      const contact = await request.get(`${base}/contact`);
      expect(contact.status()).toBe(200);
      expect(await contact.text()).toContain('Contact Us');
      expect((await request.get(`${base}/terms`)).status()).toBe(200);
    });
  } finally {
    if (badPage) await asAdmin('DELETE', `/items/pages/${(badPage as { id: number }).id}`).catch(() => undefined);
    await asAdmin('PATCH', `/items/local_guides/${guide.id}`, { status: 'published', title: guide.title }).catch(() => undefined);
    await asAdmin('PATCH', `/items/pages/${terms!.id}`, { title: terms!.title, slug: 'terms' }).catch(() => undefined);
    await worker?.stop();
    if (existsSync(logFile)) await test.info().attach('rebuild worker log', { body: readFileSync(logFile), contentType: 'text/plain' });
    rmSync(buildsDir, { recursive: true, force: true });
    rmSync(logFile, { force: true });
  }
});
