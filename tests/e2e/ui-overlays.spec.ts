import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, apiToken, newHomeowner, quotePayload, register, signIn } from './app-support';

// The wrapped overlays of src/islands/ui on a real project page (react-aria-components and sonner, issue
// 21): a modal keeps focus inside, makes the page behind inert, closes on Escape and gives focus back; a
// popover takes focus, reports aria-expanded, closes on Escape or a click elsewhere and fits a phone; an
// error toast is announced assertively from a live region that an open modal does not hide.

test.describe.configure({ mode: 'serial' });

const owner = newHomeowner('overlays');
let projectId = '';

test.beforeAll(async ({ request }) => {
  await register(request, owner);
  const token = await apiToken(request, owner);
  const project = await api<{ id: string }>(request, token, 'POST', '/items/project', {
    country: 'USA',
    street_address: '5 Overlay Court',
    city: 'Denver',
    state_province: 'CO',
    postal_code: '80202',
    monthly_consumption_kwh: 900,
    current_rate_per_kwh: 0.15,
  });
  expect(project.status).toBe(200);
  projectId = project.body.data.id;
  expect((await api(request, token, 'POST', '/items/installer', quotePayload(projectId, 'Plains Solar'))).status).toBe(200);
});

async function openProject(page: Page) {
  await signIn(page, owner);
  await page.goto(`/quotes/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: '5 Overlay Court' })).toBeVisible();
}

const focusInside = (page: Page, selector: string) => page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);

test('a modal keeps Tab inside, makes the page behind inert, and gives focus back on Escape', async ({ page }) => {
  await openProject(page);
  const trigger = page.getByRole('button', { name: 'Property Details' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Project Settings' });
  await expect(dialog).toBeVisible();
  // Issue 21: react-aria leaves aria-modal off on purpose (a Safari bug) and makes everything outside the
  // dialog inert instead, which the next lines check.
  await expect(dialog).toHaveAccessibleDescription('The property’s address, energy use and rates. They apply to every quote.');
  expect(await focusInside(page, '[role="dialog"]')).toBe(true);
  // The page behind is inert: its buttons cannot be focused.
  expect(await page.evaluate(() => document.querySelector('header, main')?.closest('[inert]') !== null)).toBe(true);

  // Shift+Tab from the start wraps to the last control, Tab from there wraps to the first (Close).
  await dialog.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside(page, '[role="dialog"]')).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
  expect(await page.evaluate(() => document.querySelectorAll('[inert]').length)).toBe(0);
});

test('a popover takes focus, reports its state, and closes on Escape or a click elsewhere', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openProject(page);
  const trigger = page.getByRole('button', { name: 'Share Comparison' });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.click();
  const panel = page.getByRole('dialog', { name: 'Share Comparison' });
  await expect(panel).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeFocused();
  // It fits a phone-wide screen.
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  await page.keyboard.press('Tab');
  expect(await focusInside(page, '[role="dialog"]')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  // While it is open the page behind is inert under react-aria's underlay, so these are pointer clicks at
  // the element's place on screen, as a person's would be, not Playwright's element clicks.
  const clickAt = async (locator: Locator) => {
    const at = (await locator.boundingBox())!;
    await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
  };
  await trigger.click();
  await expect(panel).toBeVisible();
  await clickAt(page.getByRole('heading', { level: 1, name: '5 Overlay Court' }));
  await expect(panel).toHaveCount(0);
  // A second press of the trigger while open closes it rather than reopening it.
  await trigger.click();
  await expect(panel).toBeVisible();
  await clickAt(trigger);
  await expect(panel).toHaveCount(0);
});

test('a toast is announced from a live region, and its close button removes it', async ({ page }) => {
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
  await page.getByRole('button', { name: 'Archive Plains Solar' }).click();
  const region = page.getByRole('region', { name: 'Notifications alt+T' });
  // Issue 21: an error is announced assertively from sonner's region.
  await expect(region.getByText('Failed to archive quote', { exact: true })).toBeVisible();
  await expect(region).toHaveAttribute('aria-live', 'assertive');
  // Alt+T moves focus to the notifications; the toast's close button removes it.
  await page.keyboard.press('Alt+KeyT');
  await expect.poll(() => focusInside(page, '[data-sonner-toaster]')).toBe(true);
  await region.getByRole('button', { name: 'Close toast' }).press('Enter');
  await expect(region.getByText('Failed to archive quote', { exact: true })).toHaveCount(0);
});
