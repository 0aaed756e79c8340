import { existsSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { test } from '@playwright/test';
import { root, stackConfig } from '../../scripts/lib/config.mjs';
import { startRebuildingSite } from '../../scripts/lib/rebuild.mjs';
import { asAdmin, directusUrl, expect, until } from './public-support';

// Rebuild on publish, end to end: a worker of its own (the site `npm test` serves has none) on a spare port
// in 14330-14339 against the test Directus. An edit made through the admin API reaches the live page after
// the webhook; a webhook without the secret is refused; a build that fails leaves the previous site serving.
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
  test.setTimeout(300_000);
  const port = await freePort(14330, 14339);
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
      last: { ok: boolean } | null;
    };

  try {
    worker = await startRebuildingSite(config, { buildsDir, logFile, env: { ATLAS_REBUILD_DEBOUNCE_MS: '300' }, timeoutMs: 180_000 });
    await expect.poll(async () => (await request.get(`${base}/terms`)).status()).toBe(200);

    await test.step('anything but the shared secret is refused', async () => {
      expect((await hook({ collection: 'pages', keys: [terms!.id], event: 'update' }, null)).status()).toBe(401);
      expect((await hook({ collection: 'pages', keys: [terms!.id], event: 'update' }, 'wrong-secret')).status()).toBe(401);
      expect((await request.get(`${base}/_rebuild`)).status()).toBe(401);
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
    await asAdmin('PATCH', `/items/pages/${terms!.id}`, { title: terms!.title }).catch(() => undefined);
    await worker?.stop();
    if (existsSync(logFile)) await test.info().attach('rebuild worker log', { body: readFileSync(logFile), contentType: 'text/plain' });
    rmSync(buildsDir, { recursive: true, force: true });
    rmSync(logFile, { force: true });
  }
});
