import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { api, apiToken, newHomeowner, quotePayload, register, signIn } from './app-support';

// Failures as the homeowner reads them on the project and dashboard pages (CONTRACTS.md §1): a failed
// change is rolled back and its toast says what failed and why; an expired session shows one notice, keeps
// everything on the page, and lets the homeowner carry on after signing in again in another tab.

test.describe.configure({ mode: 'serial' });

const owner = newHomeowner('session');
let projectId = '';

/** Directus's session cookie (AUTH_MODE 'session' in src/directus/client.ts). */
const SESSION_COOKIE = 'directus_session_token';
const EXPIRED = 'Your session has expired. Sign in again — nothing you typed is lost.';

test.beforeAll(async ({ request }) => {
  await register(request, owner);
  const token = await apiToken(request, owner);
  const project = await api<{ id: string }>(request, token, 'POST', '/items/project', {
    country: 'USA',
    street_address: '12 Session Lane',
    city: 'Boulder',
    state_province: 'CO',
    postal_code: '80301',
    monthly_consumption_kwh: 900,
    current_rate_per_kwh: 0.15,
  });
  expect(project.status).toBe(200);
  projectId = project.body.data.id;
  expect((await api(request, token, 'POST', '/items/installer', quotePayload(projectId, 'Mesa Solar'))).status).toBe(200);
});

async function openProject(page: Page) {
  await signIn(page, owner);
  await page.goto(`/quotes/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: '12 Session Lane' })).toBeVisible();
}

/** Ends the session the way a browser loses it: the session cookie is gone. */
async function dropSession(context: BrowserContext) {
  expect((await context.cookies()).map((c) => c.name)).toContain(SESSION_COOKIE);
  await context.clearCookies({ name: SESSION_COOKIE });
}

test('a failed archive rolls back and toasts what failed and what to do', async ({ page }) => {
  await openProject(page);
  await page.route('**/api/items/installer/**', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ message: 'Service Unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }),
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Archive Mesa Solar' }).click();
  await expect(page.getByText('Failed to archive quote', { exact: true })).toBeVisible();
  await expect(page.getByText('Please check your connection and try again.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quotes (1)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Archive Mesa Solar' })).toBeVisible();
});

test('a refused settings save keeps the dialog and what was typed, and shows the server reason', async ({ page }) => {
  await openProject(page);
  const reason = 'Validation failed for field "monthly_consumption_kwh". Value has to be less than or equal to "100000".';
  await page.route('**/api/items/project/**', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            errors: [{ message: reason, extensions: { code: 'FAILED_VALIDATION', field: 'monthly_consumption_kwh' } }],
          }),
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Property Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Project Settings' });
  await dialog.getByLabel('Monthly consumption (kWh)').fill('1111');
  // The number commits when the field loses focus, and the form re-renders around it: commit it first, so the
  // press on Save is not the blur that moves the button (on a busy machine the press then missed it).
  await dialog.getByLabel('Monthly consumption (kWh)').press('Tab');
  await expect(dialog.getByLabel('Monthly consumption (kWh)')).toHaveValue('1,111');
  const patch = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes('/api/items/project/'));
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await patch;
  await expect(page.getByText(reason)).toBeVisible();
  await expect(dialog.getByLabel('Monthly consumption (kWh)')).toHaveValue('1,111');
});

test('enabling sharing fails: "Failed to enable sharing", nothing copied, sharing stays off', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openProject(page);
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  await page.route('**/api/items/project/**', (route) =>
    route.request().method() === 'PATCH' ? route.abort('connectionrefused') : route.continue(),
  );
  await page.getByRole('button', { name: 'Share Comparison' }).click();
  const panel = page.getByRole('dialog', { name: 'Share Comparison' });
  await panel.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Failed to enable sharing', { exact: true })).toBeVisible();
  await expect(panel.getByText('Sharing is off.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before');
});

test('the session expires while editing settings: one notice, nothing lost, sign in again in a new tab, then save', async ({
  page,
  context,
}) => {
  await openProject(page);
  await page.getByRole('button', { name: 'Property Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Project Settings' });
  await dialog.getByLabel('Monthly consumption (kWh)').fill('1234');
  await dialog.getByLabel('Energy provider').fill('Flatirons Power');

  await dropSession(context);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const notice = page.getByRole('alert').filter({ hasText: EXPIRED });
  await expect(notice).toBeVisible();
  // Nothing typed is lost, and no toast repeats the notice.
  await expect(dialog.getByLabel('Monthly consumption (kWh)')).toHaveValue('1,234');
  await expect(dialog.getByLabel('Energy provider')).toHaveValue('Flatirons Power');
  await expect(page.getByText('Failed to update project')).toHaveCount(0);

  // Sign in again: a new tab that comes back to this page; this tab notices by itself.
  const signInLink = page.getByRole('link', { name: /Sign in again/ });
  await expect(signInLink).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(`/quotes/${projectId}`)}`);
  const [tab] = await Promise.all([context.waitForEvent('page'), signInLink.click()]);
  await tab.getByLabel('Email').fill(owner.email);
  await tab.getByLabel('Password').fill(owner.password);
  await tab.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(tab).toHaveURL(new RegExp(`/quotes/${projectId}$`));
  await expect(notice).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Energy provider: Flatirons Power')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Energy provider: Flatirons Power')).toBeVisible();
});

test('signing out in a second tab: the dashboard says so at once and keeps its projects', async ({ page, context }) => {
  await signIn(page, owner);
  await expect(page.getByRole('link', { name: '12 Session Lane' })).toBeVisible();
  const other = await context.newPage();
  // Typed into the new tab, /logout asks first (issue 12: a link from elsewhere must not sign anyone out).
  await other.goto('/logout');
  await other.getByRole('button', { name: 'Sign out' }).click();
  await expect(other).toHaveURL(/\/$/);
  await expect(page.getByRole('alert').filter({ hasText: EXPIRED })).toBeVisible();
  await expect(page.getByRole('link', { name: '12 Session Lane' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Sign in again/ })).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent('/dashboard')}`,
  );
});
