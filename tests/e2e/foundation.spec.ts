import { expect, test } from '@playwright/test';

// The built site is served as in production: prebuilt pages, a real 404, and the /api proxy to Directus.

test('the landing page is served prebuilt and indexable', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
});

test('an unknown path answers 404 with the not-found page and its links', async ({ page }) => {
  const response = await page.goto('/no-such-page-here/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Sorry, we couldn't find the page you're looking for.")).toBeVisible();
  for (const href of ['/', '/#get-report', '/about', '/methodology', '/installers', '/contact']) {
    await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);
  }
});

test('the /api proxy reaches Directus from the site origin', async ({ request }) => {
  const response = await request.get('/api/server/ping');
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe('pong');
});
