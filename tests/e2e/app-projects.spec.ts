import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { api, apiToken, newHomeowner, quotePayload, register, signIn } from './app-support';

// Projects end to end as one homeowner: create a project, its quotes (saved through the API, as the quote
// screens would), compare them, edit settings, archive and restore quotes, share, and read the shared
// link signed out without any private field. Then a second homeowner tries the first one's project.

test.describe.configure({ mode: 'serial' });

const owner = newHomeowner('owner');
const ADDRESS = { street: '742 Evergreen Terrace', city: 'Golden', state: 'CO', postal: '80401' };
const PROVIDER = 'Evergreen Electric Co-op';
let projectId = '';
let token = '';
let shareUrl = '';

test.beforeAll(async ({ request }) => {
  await register(request, owner);
  token = await apiToken(request, owner);
});

test('create a project: validation, then Creating... and on to the quote wizard', async ({ page }) => {
  await signIn(page, owner);
  await expect(page.getByRole('heading', { name: 'Start Your Solar Journey' })).toBeVisible();
  await page.getByRole('link', { name: 'Create First Project' }).click();
  await expect(page).toHaveURL(/\/project\/new$/);
  const country = page.getByRole('combobox', { name: 'Country' });
  // Issue 21: the country is a ComboBox (filter as you type); its input shows the chosen country's label.
  await expect(country).toHaveValue('United States (USA)');
  await page.getByRole('button', { name: 'Create Project' }).click();
  for (const message of ['Street address is required', 'City is required', 'State/Province is required', 'Postal code is required']) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByLabel('Street address').fill(ADDRESS.street);
  await expect(page.getByText('Street address is required')).toHaveCount(0);
  await page.getByLabel('City').fill(ADDRESS.city);
  await page.getByLabel('State').fill('cox');
  await expect(page.getByLabel('State')).toHaveValue('CO');
  await page.getByLabel('Postal code').fill(ADDRESS.postal);
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]{36}\/new$/);
  projectId = page.url().match(/\/quotes\/([0-9a-f-]{36})\/new$/)![1]!;
});

test('other countries use a single Address field; Cancel returns to the dashboard', async ({ page }) => {
  await signIn(page, owner);
  await page.goto('/project/new');
  const country = page.getByRole('combobox', { name: 'Country' });
  await country.fill('austral');
  await page.getByRole('option', { name: 'Australia (AUS)' }).click();
  await expect(page.getByLabel('City')).toHaveCount(0);
  await expect(page.getByLabel('Address')).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

async function openProject(page: Page) {
  await signIn(page, owner);
  await page.goto(`/quotes/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: ADDRESS.street })).toBeVisible();
}

test('the empty project invites the first quote; settings save and persist', async ({ page }) => {
  await openProject(page);
  await expect(page.getByText(`${ADDRESS.city}, ${ADDRESS.state} ${ADDRESS.postal}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quotes (0)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Start Collecting Quotes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Your First Quote' })).toHaveAttribute('href', `/quotes/${projectId}/new`);

  await page.getByRole('button', { name: 'Property Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Project Settings' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Monthly consumption is required')).toBeVisible();
  await expect(dialog.getByText('Current rate is required')).toBeVisible();
  await dialog.getByLabel('Monthly consumption (kWh)').fill('900');
  await dialog.getByLabel('Current rate ($/kWh)').fill('0.15');
  await dialog.getByLabel('Energy provider').fill(PROVIDER);
  await dialog.getByRole('button', { name: 'Advanced settings' }).click();
  await expect(dialog.getByLabel('O&M and insurance escalation (%/yr)')).toHaveCount(0);
  await dialog.getByText('Include operations & maintenance').click();
  await expect(dialog.getByRole('switch', { name: 'Include operations & maintenance' })).toBeChecked();
  await dialog.getByLabel('O&M (% of system cost per year)').fill('0.5');
  await expect(dialog.getByLabel('O&M and insurance escalation (%/yr)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Energy provider: ${PROVIDER}`)).toBeVisible();

  const saved = await api<Record<string, unknown>>(
    page.request,
    token,
    'GET',
    `/items/project/${projectId}?fields=monthly_consumption_kwh,current_rate_per_kwh,energy_provider,om_annual_percent`,
  );
  expect(saved.body.data).toEqual({
    monthly_consumption_kwh: 900,
    current_rate_per_kwh: 0.15,
    energy_provider: PROVIDER,
    om_annual_percent: 0.5,
  });
});

test('the address is edited in Property Details: the title and location follow, an emptied field is refused', async ({
  page,
}, testInfo) => {
  await openProject(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`project-actions-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Property Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Project Settings' });
  await expect(dialog.getByRole('button', { name: 'Archive Project' })).toHaveCount(0);
  await expect(dialog.getByText('Country: United States')).toBeVisible();
  const street = dialog.getByRole('textbox', { name: 'Street address' });
  await expect(street).toHaveValue(ADDRESS.street);
  await street.fill('');
  await dialog.getByLabel('City').fill('Lakewood');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Street address is required')).toBeVisible();
  await expect(street).toBeFocused();
  await expect(dialog.getByLabel('City')).toHaveValue('Lakewood');
  await street.fill('744 Evergreen Terrace');
  await dialog.getByLabel('Postal code').fill('80226');
  await dialog.screenshot({ path: testInfo.outputPath('address-1280.png') });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: '744 Evergreen Terrace' })).toBeVisible();
  await expect(page.getByText('Lakewood, CO 80226')).toBeVisible();
  const saved = await api<Record<string, unknown>>(
    page.request,
    token,
    'GET',
    `/items/project/${projectId}?fields=street_address,city,state_province,postal_code`,
  );
  expect(saved.body.data).toEqual({
    street_address: '744 Evergreen Terrace',
    city: 'Lakewood',
    state_province: 'CO',
    postal_code: '80226',
  });

  // Back to the address the other tests use, at phone width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Property Details' }).click();
  await street.fill(ADDRESS.street);
  await dialog.getByLabel('City').fill(ADDRESS.city);
  await dialog.getByLabel('Postal code').fill(ADDRESS.postal);
  await dialog.screenshot({ path: testInfo.outputPath('address-390.png') });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: ADDRESS.street })).toBeVisible();
});

test('quotes compare side by side in Basic and Advanced; archive and restore', async ({ page }, testInfo) => {
  for (const [company, extra] of [
    ['Foothills Solar', {}],
    [
      'Front Range Power',
      {
        system_size_kw: 10,
        solar_system_cost: 31_000,
        solar_incentives: 9_300,
        year1_production_kwh: 14_500,
        payment_method: 'loan',
        down_payment: 1_000,
        interest_rate_percent: 6,
        loan_term_years: 20,
      },
    ],
    ['Draft Installer', { system_size_kw: 0, solar_system_cost: 0, year1_production_kwh: 0 }],
  ] as const) {
    const created = await api(page.request, token, 'POST', '/items/installer', quotePayload(projectId, company, extra));
    expect(created.status).toBe(200);
  }
  await openProject(page);
  await expect(page.getByRole('heading', { name: 'Quotes (3)' })).toBeVisible();
  const table = page.getByRole('table', { name: /Your quotes compared/ });
  await expect(table.getByRole('columnheader', { name: /Foothills Solar/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /System cost/ })).toContainText('$24,000');
  await expect(table.getByRole('row', { name: /Cost per watt after incentives/ })).toContainText('$2.10/W');
  // Without the federal tax credit (issue 22): Front Range's $9,300 is 30 % of its $31,000, so it is the
  // credit, and every figure drops it ($31,000 over 10 kW); the switch back restores the row as it was.
  const afterIncentives = table.getByRole('row', { name: /Cost per watt after incentives/ });
  const withCredit = await afterIncentives.innerText();
  expect(withCredit).not.toContain('$3.10/W');
  const noCredit = page.getByRole('switch', { name: 'Without the federal tax credit' });
  await noCredit.click();
  await expect(afterIncentives).toContainText('$3.10/W');
  await expect(page.getByText(/Every figure below leaves out the federal tax credit/)).toBeVisible();
  // The switch and its note at a desktop and a phone width (kept with the test's output for a look).
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await noCredit.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`without-credit-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await noCredit.click();
  await expect(afterIncentives).not.toContainText('$3.10/W');
  expect(await afterIncentives.innerText()).toBe(withCredit);
  // The quote that cannot be calculated shows dashes.
  await expect(table.getByRole('row', { name: /Net cost/ })).toContainText('—');
  await expect(table.getByRole('row', { name: /Monthly loan payment/ })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Advanced' }).click();
  await expect(table.getByRole('row', { name: /Monthly loan payment/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Cost per solar kWh/ })).toContainText(/\$0\.\d{3}/);

  // The definition opens by click (and tap, and keyboard: comparison.spec.ts).
  await table.getByRole('button', { name: 'Payback', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Payback: definition' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Archive Draft Installer' }).click();
  await expect(page.getByRole('heading', { name: 'Quotes (2)' })).toBeVisible();
  await page.getByRole('button', { name: 'Show Archived Quotes (1)' }).click();
  await expect(page.getByRole('button', { name: 'Restore Draft Installer' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Quotes (2)' })).toBeVisible();
  await page.getByRole('button', { name: 'Show Archived Quotes (1)' }).click();
  await page.getByRole('button', { name: 'Restore Draft Installer' }).click();
  await expect(page.getByRole('heading', { name: 'Quotes (3)' })).toBeVisible();
  // Archive it again: the shared view must not show archived quotes.
  await page.getByRole('button', { name: 'Archive Draft Installer' }).click();
  await expect(page.getByRole('heading', { name: 'Quotes (2)' })).toBeVisible();

  // The comparison downloads as CSV: every quote, the archived one marked, figures as numbers.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('atlas-quote-comparison.csv');
  const lines = readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toMatch(/^Installer,Archived,System size \(kW\),System cost \(\$\)/);
  expect(lines).toHaveLength(4);
  expect(lines.find((line) => line.startsWith('Foothills Solar,'))).toMatch(/^Foothills Solar,No,8,24000,/);
  expect(lines.find((line) => line.startsWith('Draft Installer,'))).toMatch(/^Draft Installer,Yes,,/);
  // A quote that cannot be calculated keeps the header's number of fields, its figures empty.
  expect(new Set(lines.map((line) => line.split(',').length)).size).toBe(1);
});

test('share: copying turns sharing on and copies the link (Copied! for 2 s)', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openProject(page);
  await page.getByRole('button', { name: 'Share Comparison' }).click();
  const panel = page.getByRole('dialog', { name: 'Share Comparison' });
  await expect(panel.getByText('Sharing is off.')).toBeVisible();
  await panel.getByRole('button', { name: 'Copy Link' }).click();
  await expect(panel.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(panel.getByRole('switch', { name: 'Public sharing enabled' })).toBeChecked();
  shareUrl = await page.evaluate(() => navigator.clipboard.readText());
  expect(shareUrl).toMatch(/\/shared\/quotes\/[A-Za-z0-9_-]{22}$/);
  await expect(panel.getByRole('button', { name: 'Copy Link' })).toBeVisible({ timeout: 4000 });
  await expect(panel.getByRole('textbox', { name: 'Shared link' })).toHaveValue(shareUrl);
});

test('the shared link, signed out: assumptions and comparison, nothing private, indexable, closing banner', async ({ browser }) => {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const id = shareUrl.split('/').pop()!;
  const response = await page.goto(`/shared/quotes/${id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Solar Quote Comparison', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Project assumptions' })).toBeVisible();
  await expect(page.getByText('900 kWh', { exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Foothills Solar/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Draft Installer/ })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Advanced' }).click();
  await expect(page.getByRole('row', { name: /Total interest/ })).toBeVisible();

  // No private field anywhere: not on screen, not in the HTML, not in the island's props.
  const html = (await response!.text()) + (await page.content());
  for (const secret of [ADDRESS.street, ADDRESS.city, ADDRESS.postal, PROVIDER, 'sales@', '303 555 0188', 'Private note', owner.email]) {
    expect(html, `the shared page must not contain ${secret}`).not.toContain(secret);
  }
  // Anchored: "With the federal tax credit" (a link of the shared page's switch) contains "edit".
  await expect(page.getByRole('link', { name: /^Edit\b/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Archive|Share|Property Details/ })).toHaveCount(0);

  await expect(page.getByRole('heading', { name: "Don't Navigate Solar Alone" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Your Free Analysis' })).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/methodology');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/shared/${id}$`));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Solar Quote Comparison/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /read-only comparison/);
  // The canonical form renders the same view.
  expect((await page.goto(`/shared/${id}`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Solar Quote Comparison', level: 1 })).toBeVisible();
  await visitor.close();
});

test('turning sharing off closes the link (404, Project Not Found)', async ({ page, request }) => {
  await openProject(page);
  await page.getByRole('button', { name: 'Share Comparison' }).click();
  await page.getByText('Public sharing enabled').click();
  await expect(page.getByText('Sharing is off.')).toBeVisible();
  const id = shareUrl.split('/').pop()!;
  await expect.poll(async () => (await request.get(`/shared/quotes/${id}`)).status()).toBe(404);
  const closed = await request.get(`/shared/quotes/${id}`);
  expect(await closed.text()).toContain('This project may not be shared publicly or may have been archived.');
  expect((await request.get('/shared/quotes/not-a-real-share-id-at-all')).status()).toBe(404);
});

test("a second homeowner cannot open the first one's project", async ({ page, request }) => {
  const other = newHomeowner('other');
  await register(request, other);
  await signIn(page, other);
  await page.goto(`/quotes/${projectId}`);
  await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
  await expect(page.getByText(ADDRESS.street)).toHaveCount(0);
  const otherToken = await apiToken(request, other);
  const read = await api<unknown[]>(request, otherToken, 'GET', `/items/project?filter[id][_eq]=${projectId}&fields=id`);
  expect(read.body.data).toEqual([]);
  const write = await api(request, otherToken, 'PATCH', `/items/project/${projectId}`, { street_address: 'hijacked' });
  expect(write.status).toBeGreaterThanOrEqual(400);
});

test('archiving a project sits with its actions, takes two steps, lands on the dashboard, and can be undone there', async ({ page }) => {
  await openProject(page);
  const archive = page.getByRole('button', { name: 'Archive Project' });
  await archive.click();
  const confirm = page.getByRole('alertdialog', { name: 'Archive this project?' });
  await expect(confirm).toContainText('its shared link shows nothing');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(archive).toBeFocused();
  await archive.click();
  await confirm.getByRole('button', { name: 'Yes, Archive Project' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole('listitem').filter({ hasText: ADDRESS.street });
  await expect(card.getByText('Archived')).toBeVisible();
  await card.getByRole('button', { name: `Restore ${ADDRESS.street}` }).click();
  await expect(card.getByText('Archived')).toHaveCount(0);
});
