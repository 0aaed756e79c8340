import { expect, test, type Page } from '@playwright/test';
import { api, apiToken, newHomeowner, quotePayload, register, signIn } from './app-support';
import { seriousViolations } from './axe-support';

// The react-aria controls of src/islands/ui on real screens (issue 21): the country ComboBox filters as you
// type with the common countries first; the NumberField reads "24,000", "$24,000" and "5.99", refuses text
// it cannot read with the field's message and keeps what was typed; a dialog gives focus back; axe finds no
// serious or critical violation on the screens they are on, at desktop and phone widths.

test.describe.configure({ mode: 'serial' });

const owner = newHomeowner('controls');
let projectId = '';
let quoteId = '';

test.beforeAll(async ({ request }) => {
  await register(request, owner);
  const token = await apiToken(request, owner);
  const project = await api<{ id: string }>(request, token, 'POST', '/items/project', {
    country: 'USA',
    street_address: '9 Control Lane',
    city: 'Denver',
    state_province: 'CO',
    postal_code: '80202',
    monthly_consumption_kwh: 900,
    current_rate_per_kwh: 0.15,
  });
  expect(project.status).toBe(200);
  projectId = project.body.data.id;
  const quote = await api<{ id: string }>(request, token, 'POST', '/items/installer', quotePayload(projectId, 'Axe Solar'));
  expect(quote.status).toBe(200);
  quoteId = quote.body.data.id;
});

async function openSettings(page: Page) {
  await signIn(page, owner);
  await page.goto(`/quotes/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: '9 Control Lane' })).toBeVisible();
  const trigger = page.getByRole('button', { name: 'Property Details' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Edit Project Settings' });
  await expect(dialog).toBeVisible();
  return { trigger, dialog };
}

test('the country ComboBox lists the common countries first and filters as you type', async ({ page }) => {
  await signIn(page, owner);
  await page.goto('/project/new');
  const country = page.getByRole('combobox', { name: 'Country' });
  await expect(country).toHaveValue('United States (USA)');

  await page.getByRole('button', { name: 'Show all' }).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const first = await listbox.getByRole('option').evaluateAll((options) => options.slice(0, 5).map((o) => o.textContent));
  expect(first).toEqual(['United States (USA)', 'Canada (CAN)', 'Australia (AUS)', 'United Kingdom (GBR)', 'New Zealand (NZL)']);
  await page.keyboard.press('Escape');

  await country.fill('austr');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.filter({ hasText: 'Australia (AUS)' })).toBeVisible();
  await expect(options.filter({ hasText: 'Austria' })).toBeVisible();
  await expect(options.filter({ hasText: 'United States' })).toHaveCount(0);
  // The keyboard alone: arrow down to Australia, Enter chooses it.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(country).toHaveValue('Australia (AUS)');
  await expect(page.getByLabel('Address')).toBeVisible();
  await expect(page.getByLabel('City')).toHaveCount(0);
});

test('the NumberField reads grouped, dollar and decimal amounts, and refuses what it cannot read', async ({ page }) => {
  const { dialog } = await openSettings(page);
  const consumption = dialog.getByLabel('Monthly consumption (kWh)');
  const rate = dialog.getByLabel('Current rate ($/kWh)');
  // Phones get the decimal keypad.
  await expect(consumption).toHaveAttribute('inputmode', 'decimal');
  await expect(rate).toHaveAttribute('inputmode', 'decimal');

  await consumption.fill('24,000');
  await consumption.press('Tab');
  await expect(consumption).toHaveValue('24,000');
  await consumption.fill('$24,000');
  await consumption.press('Tab');
  await expect(consumption).toHaveValue('24,000');
  await rate.fill('0.155');
  await rate.press('Tab');
  await expect(rate).toHaveValue('$0.155');

  // Unreadable text stays as typed, marked invalid with the field's message; the value is not changed.
  await consumption.fill('1e3');
  await consumption.press('Tab');
  await expect(consumption).toHaveValue('1e3');
  await expect(consumption).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Monthly consumption (kWh) must be a number, like 24,000 or 5.99.')).toBeVisible();
  await expect(consumption).toHaveAccessibleDescription(/must be a number/);
  await consumption.fill('1,5');
  await consumption.press('Tab');
  await expect(consumption).toHaveValue('1,5');
  await expect(dialog.getByText('Monthly consumption (kWh) must be a number, like 24,000 or 5.99.')).toBeVisible();
  // A number outside the field's bounds is not quietly clamped either.
  await rate.fill('5.99');
  await rate.press('Tab');
  await expect(rate).toHaveValue('5.99');
  await expect(dialog.getByText('Current rate ($/kWh) must be between $0.00 and $2.00.')).toBeVisible();
  await rate.fill('0.155');
  await rate.press('Tab');
  await expect(dialog.getByText('Current rate ($/kWh) must be between')).toHaveCount(0);
  // Corrected, the message goes.
  await consumption.fill('1,500');
  await consumption.press('Tab');
  await expect(consumption).toHaveValue('1,500');
  await expect(dialog.getByText('must be a number')).toHaveCount(0);

  // Arrow keys step from the keyboard.
  await consumption.focus();
  await page.keyboard.press('ArrowUp');
  await expect(consumption).toHaveValue('1,501');
});

test('a dialog opened from the keyboard gives focus back to its trigger when closed', async ({ page }) => {
  const { trigger, dialog } = await openSettings(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await trigger.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

for (const width of [1280, 390]) {
  test(`axe: no serious or critical violation on the app screens at ${width} px`, async ({ page }) => {
    // Each axe pass reads the whole page: on a busy two-core machine one takes several seconds.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, owner);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/project/new');
    await expect(page.getByRole('combobox', { name: 'Country' })).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`/quotes/${projectId}`);
    await expect(page.getByRole('heading', { level: 1, name: '9 Control Lane' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Property Details' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Project Settings' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`/quotes/${projectId}/new`);
    await expect(page.getByRole('progressbar')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

// The rest of the app's screens, so that every page that hydrates an island is checked at both widths: the
// sign-in screens before signing in, then the quote editor, the introductions start screen, a payment that
// cannot be confirmed and the sign-out confirmation.
for (const width of [1280, 390]) {
  test(`axe: no serious or critical violation on the sign-in screens at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const screens: Array<[string, RegExp]> = [
      ['/login', /^Welcome back$/],
      ['/signup', /^Create your free account$/],
      ['/forgot-password', /^Reset your password$/],
      ['/reset-password?token=not-a-token', /password/i],
    ];
    for (const [address, heading] of screens) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await seriousViolations(page), address).toEqual([]);
    }
  });

  test(`axe: no serious or critical violation on the editor, introductions, payment and sign-out screens at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, owner);
    const screens: Array<[string, RegExp]> = [
      [`/quotes/${projectId}/edit/${quoteId}`, /^Axe Solar$/],
      [`/select-installers/start?project=${projectId}`, /^Get introduced to installers$/],
      ['/logout', /^Sign out of Atlas\?$/],
    ];
    for (const [address, heading] of screens) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await seriousViolations(page), address).toEqual([]);
    }
    await page.goto('/payment-success?utm_content=00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('alert')).toHaveText('Property request not found');
    expect(await seriousViolations(page), '/payment-success').toEqual([]);
  });
}
