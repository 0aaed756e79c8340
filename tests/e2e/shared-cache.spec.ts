import { expect, test } from '@playwright/test';
import { api, apiToken, newHomeowner, quotePayload, register } from './app-support';

// The shared page is rendered once and served from the site server's cache (scripts/lib/serve/
// shared-cache.mjs), yet the owner's changes reach it within 5 s: a quote renamed, then sharing turned off
// (404). The test site runs on SQLite without Redis, where a copy is kept 2 s; the Redis path across two
// site servers and two Directus instances is tests/api/shared-cache.test.mjs.

test.describe.configure({ mode: 'serial' });

const owner = newHomeowner('shared-cache');
const VISIBLE_WITHIN = { timeout: 5_000, intervals: [100, 250, 500] };
let token = '';
let projectId = '';
let quoteId = '';
let shortId = '';

test.beforeAll(async ({ request }) => {
  await register(request, owner);
  token = await apiToken(request, owner);
  const project = await api<{ id: string; short_UUID: string }>(request, token, 'POST', '/items/project', {
    country: 'USA',
    street_address: '1 Cache Court',
    city: 'Golden',
    state_province: 'CO',
    postal_code: '80401',
    monthly_consumption_kwh: 900,
    current_rate_per_kwh: 0.15,
    shared: true,
  });
  expect(project.status).toBe(200);
  projectId = project.body.data.id;
  shortId = project.body.data.short_UUID;
  const quote = await api<{ id: string }>(request, token, 'POST', '/items/installer', quotePayload(projectId, 'Alpenglow Solar'));
  expect(quote.status).toBe(200);
  quoteId = quote.body.data.id;
});

test('the shared page is served from the cache and shows a renamed quote within 5 s', async ({ page, request }) => {
  const response = await page.goto(`/shared/${shortId}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('columnheader', { name: /Alpenglow Solar/ })).toBeVisible();
  // Asked again at once: the copy rendered for the first visit.
  const again = await request.get(`/shared/${shortId}`);
  expect(again.headers()['x-atlas-cache']).toBe('hit');
  expect(await again.text()).toContain('Alpenglow Solar');

  expect((await api(request, token, 'PATCH', `/items/installer/${quoteId}`, { name: 'Bristlecone Energy' })).status).toBe(200);
  await expect.poll(async () => (await request.get(`/shared/${shortId}`)).text(), VISIBLE_WITHIN).toContain('Bristlecone Energy');
  await page.reload();
  await expect(page.getByRole('columnheader', { name: /Bristlecone Energy/ })).toBeVisible();
});

test('turning sharing off answers 404 within 5 s, also on the canonical address', async ({ request }) => {
  expect((await api(request, token, 'PATCH', `/items/project/${projectId}`, { shared: false })).status).toBe(200);
  for (const path of [`/shared/${shortId}`, `/shared/quotes/${shortId}`]) {
    await expect.poll(async () => (await request.get(path)).status(), VISIBLE_WITHIN).toBe(404);
  }
  expect(await (await request.get(`/shared/${shortId}`)).text()).toContain('This project may not be shared publicly');
});
