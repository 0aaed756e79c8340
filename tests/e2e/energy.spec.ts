import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { GREEN_BUTTON_MARCH } from '../fixtures/interval/green-button.mjs';
import { api, apiToken, newHomeowner, quotePayload, register, shotAtWidths, signIn, typeAndTab } from './app-support';

// Issue 23 end to end against a real Directus: the homeowner types a time-of-use tariff on the project's
// energy screen (a price typed in cents is refused with its reason and nothing typed is lost), imports a
// Green Button CSV (read in the browser, reviewed: months, the daylight-saving day, the extension rule) and
// saves both; then the quote panel and the comparison show the bill before and after by month, and the quote
// whose own savings claim is far above Atlas's bill-based figure carries the red flag, with its question.
// The interval file is tests/fixtures/interval/green-button-march-2025.csv (its generator beside it).

test.describe.configure({ mode: 'serial' });

const owner = newHomeowner('energy');
let token = '';
let projectId = '';
let inflatedId = '';
let honestId = '';

test.beforeAll(async ({ request }) => {
  await register(request, owner);
  token = await apiToken(request, owner);
  const created = await api<{ id: string }>(request, token, 'POST', '/items/project', {
    street_address: '23 Meter Lane',
    city: 'San Francisco',
    state_province: 'CA',
    postal_code: '94103',
    country: 'USA',
    monthly_consumption_kwh: 900,
    current_rate_per_kwh: 0.31,
    wizard_completed: true,
  });
  expect(created.status).toBe(200);
  projectId = created.body.data.id;
  const inflated = await api<{ id: string }>(
    request,
    token,
    'POST',
    '/items/installer',
    quotePayload(projectId, 'Bright Claims Solar', { year1_production_kwh: 9_000, workmanship_warranty: 25, quoted_year1_savings: 6_000 }),
  );
  const honest = await api<{ id: string }>(
    request,
    token,
    'POST',
    '/items/installer',
    quotePayload(projectId, 'Plain Numbers Solar', { year1_production_kwh: 9_000, workmanship_warranty: 25, quoted_year1_savings: 500 }),
  );
  expect([inflated.status, honest.status]).toEqual([200, 200]);
  inflatedId = inflated.body.data.id;
  honestId = honest.body.data.id;
});

test('a tariff typed in and a Green Button file imported on the energy screen, saved on the project', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, owner, undefined, { timeout: 30_000 });
  await page.goto(`/quotes/${projectId}`);
  await page.getByRole('link', { name: 'Tariff and Meter Data' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}/energy$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tariff and meter data' })).toBeVisible();
  await expect(page.getByTestId('tariff-status')).toHaveText(/No tariff yet/);
  await shotAtWidths(page, testInfo, 'energy-empty');

  // A time-of-use rate, typed as the bill shows it; the off-peak price in cents first.
  await page.getByRole('textbox', { name: 'Rate name' }).fill('E-TOU-C');
  await page.getByRole('radio', { name: 'Time of use' }).check();
  await typeAndTab(page, 'Off-peak price ($/kWh)', '31');
  await typeAndTab(page, 'Peak price ($/kWh)', '0.49');
  await typeAndTab(page, 'Peak starts at (hour)', '16');
  await typeAndTab(page, 'Peak ends at (hour)', '21');
  await typeAndTab(page, 'Fixed charge ($ a month)', '12');
  await page.getByRole('radio', { name: /^Net billing: each exported kWh earns one export rate/ }).check();
  await typeAndTab(page, 'Export rate ($/kWh)', '0.06');
  await page.getByRole('button', { name: 'Save tariff' }).click();
  await expect(
    page.getByText('The off-peak rate of 31 $/kWh is implausible. Is it in cents? Enter dollars, e.g. 0.32, not 32.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Off-peak price ($/kWh)', exact: true })).toHaveAttribute('aria-invalid', 'true');
  // Nothing typed is lost, and nothing was saved.
  await expect(page.getByRole('textbox', { name: 'Rate name' })).toHaveValue('E-TOU-C');
  await expect(page.getByRole('textbox', { name: 'Peak price ($/kWh)', exact: true })).toHaveValue(/0\.49/);
  expect((await api<{ tariff: unknown }>(request, token, 'GET', `/items/project/${projectId}?fields=tariff`)).body.data.tariff).toBeNull();
  await shotAtWidths(page, testInfo, 'energy-refused', page.getByRole('form', { name: 'Tariff' }));

  await typeAndTab(page, 'Off-peak price ($/kWh)', '0.31');
  await page.getByRole('button', { name: 'Save tariff' }).click();
  await expect(page.getByTestId('tariff-status')).toHaveText(/^Saved: E-TOU-C\. Typed in on /);
  // The status shows the change at once; the toast says the server has it.
  await expect(page.getByText('Tariff saved', { exact: true })).toBeVisible();

  // The meter's interval data: read in the browser, reviewed, then used.
  await page.getByLabel('Import interval data').setInputFiles({
    name: 'green-button-march-2025.csv',
    mimeType: 'text/csv',
    buffer: readFileSync(GREEN_BUTTON_MARCH),
  });
  const review = page.getByRole('region', { name: 'Review your interval data' });
  await expect(review).toBeVisible();
  await expect(review).toContainText('green-button-march-2025.csv');
  await expect(review).toContainText('Green Button CSV, readings hourly');
  await expect(review).toContainText('23-hour days: 2025-03-09');
  await expect(review.getByRole('row', { name: /^March 898 Your meter$/ })).toBeVisible();
  await expect(review.getByRole('row', { name: /^April [\d,]+ Extended$/ })).toBeVisible();
  await expect(review).toContainText(/Months extended: Months with readings on fewer than 7 days are extended/);
  await shotAtWidths(page, testInfo, 'energy-review', review);
  await review.getByRole('button', { name: 'Use this data' }).click();
  await expect(page.getByText('Interval data saved', { exact: true })).toBeVisible();
  await expect(review).toBeHidden();
  await expect(page.getByTestId('interval-status')).toHaveText(
    /^Your meter’s interval data \(Green Button CSV, 2025-03-01 to 2025-03-31\), 11 months extended; from green-button-march-2025\.csv, imported on /,
  );
  await shotAtWidths(page, testInfo, 'energy-saved', page.getByRole('region', { name: 'Your meter’s interval data' }));

  // What the server holds: the rate in URDB's fields, the year of hours and where they came from.
  const saved = await api<{ tariff: Record<string, unknown>; hourly_usage_kwh: number[]; interval_source: Record<string, unknown> }>(
    request,
    token,
    'GET',
    `/items/project/${projectId}?fields=tariff,hourly_usage_kwh,interval_source`,
  );
  expect(saved.body.data.tariff['name']).toBe('E-TOU-C');
  expect(saved.body.data.tariff['energyratestructure']).toEqual([[{ rate: 0.31 }], [{ rate: 0.49 }]]);
  expect(saved.body.data.tariff['atlas_export_compensation']).toBe('net_billing');
  expect(saved.body.data.hourly_usage_kwh).toHaveLength(8760);
  expect(saved.body.data.interval_source['file']).toBe('green-button-march-2025.csv');

  // Reopened, the screen reads the saved rate back into the form.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Rate name' })).toHaveValue('E-TOU-C');
  await expect(page.getByRole('radio', { name: 'Time of use' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Peak starts at (hour)', exact: true })).toHaveValue('16');

  // Property Details says the monthly figures wait while the meter's hours are saved.
  await page.goto(`/quotes/${projectId}`);
  await page.getByRole('button', { name: 'Property Details' }).click();
  const details = page.getByRole('dialog', { name: 'Edit Project Settings' });
  await expect(details.getByText(/^Your meter’s interval data is saved on this project, so the hourly bill uses its hours/)).toBeVisible();
  await shotAtWidths(page, testInfo, 'property-details-interval', details.getByRole('group', { name: 'Use by month (kWh)' }));
});

test('the quote panel shows the bill by month and flags the inflated savings claim', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page, owner, undefined, { timeout: 30_000 });
  await page.goto(`/quotes/${projectId}/edit/${inflatedId}`);
  const panel = page.getByRole('complementary', { name: 'Financial analysis' });
  const bill = panel.getByRole('region', { name: 'Your bill in year 1' });
  // The page, the project with its year of hours, then the analysis: a loaded machine can take a while.
  await expect(bill).toBeVisible({ timeout: 30_000 });
  await expect(bill).toContainText('Under E-TOU-C, billed hour by hour');
  const flag = bill.getByRole('note', { name: 'Red flag' });
  await expect(flag).toContainText('Savings claim above your bill');
  await expect(flag).toContainText(/The quote claims \$6,000\.00 of bill savings in year 1, \d+% above the \$[\d,.]+ Atlas finds/);
  await expect(flag).toContainText(/Ask: .*Which rate, export credit and hourly usage did you assume/);
  // Each figure with its definition one tap away.
  await bill.getByRole('button', { name: /Used at home/ }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'The share of the system’s year-1 production used in your home' })).toBeVisible();
  await page.keyboard.press('Escape');
  await bill.getByRole('button', { name: 'Bill by month' }).click();
  const table = bill.getByRole('table', { name: 'Year 1 bills by month, without solar and with this system' });
  await expect(table.getByRole('row')).toHaveCount(14);
  await expect(table.getByRole('row', { name: /^Jan \$[\d,]+ \$[\d,]+$/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Year 1 / })).toBeVisible();
  // The model that ran, in the assumptions.
  await expect(panel).toContainText(/Hour by hour, as E-TOU-C bills you/);
  await expect(panel).toContainText(/interval data \(Green Button CSV, 2025-03-01 to 2025-03-31\)/);
  await bill.scrollIntoViewIfNeeded();
  await shotAtWidths(page, testInfo, 'quote-panel-bill', bill);

  // A claim within 15 % of (here: below) Atlas's figure is not flagged.
  await page.goto(`/quotes/${projectId}/edit/${honestId}`);
  const honest = page.getByRole('region', { name: 'Your bill in year 1' });
  await expect(honest).toBeVisible({ timeout: 30_000 });
  await expect(honest.getByRole('note', { name: 'Red flag' })).toHaveCount(0);
});

test('the comparison shows each quote’s bill by month and the red flag with its question', async ({ page }, testInfo) => {
  await signIn(page, owner, undefined, { timeout: 30_000 });
  await page.goto(`/quotes/${projectId}`);
  const byMonth = page.getByRole('region', { name: 'Your bill by month', exact: true });
  await expect(byMonth).toBeVisible({ timeout: 30_000 });
  await expect(byMonth).toContainText('Year 1 under E-TOU-C, billed hour by hour.');
  const table = byMonth.getByRole('table', { name: 'Year 1 bills by month, without solar and with each quote' });
  await expect(table.getByRole('columnheader')).toHaveText(['Month', 'Without solar', 'Bright Claims Solar', 'Plain Numbers Solar']);
  await expect(table.getByRole('row')).toHaveCount(14);
  await expect(page.locator('#cmp-row-bill-savings-y1')).toBeVisible();
  await expect(page.locator('#cmp-row-self-consumption')).toContainText(/\d+% \([\d,]+ kWh\)/);
  const flags = page.getByRole('article', { name: 'Bright Claims Solar: red flags' });
  await expect(flags.locator('[data-flag="SAVINGS_CLAIM_HIGH"]')).toContainText('Savings claim above your bill');
  await expect(flags.locator('[data-flag="SAVINGS_CLAIM_HIGH"]')).toContainText(
    /Ask: .*billing my use hour by hour under E-TOU-C gives \$[\d,.]+\./,
  );
  await expect(
    page.getByRole('article', { name: 'Plain Numbers Solar: red flags' }).locator('[data-flag="SAVINGS_CLAIM_HIGH"]'),
  ).toHaveCount(0);
  await byMonth.scrollIntoViewIfNeeded();
  await shotAtWidths(page, testInfo, 'comparison-bill', byMonth);
});

test('the shared page bills each quote as the owner’s page does, and shows none of the bill’s inputs', async ({
  page,
  request,
}, testInfo) => {
  await signIn(page, owner, undefined, { timeout: 30_000 });
  await page.goto(`/quotes/${projectId}`);
  const byMonth = page.getByRole('region', { name: 'Your bill by month', exact: true });
  await expect(byMonth).toBeVisible({ timeout: 30_000 });
  const read = async () => ({
    bills: await byMonth.getByRole('table').innerText(),
    savings: await page.locator('#cmp-row-bill-savings-y1').innerText(),
    lifetime: await page
      .getByRole('row', { name: /^Lifetime net savings/ })
      .first()
      .innerText(),
    flag: await page.locator('[data-flag="SAVINGS_CLAIM_HIGH"]').count(),
  });
  const owners = await read();

  const shared = await api<{ short_UUID: string }>(request, token, 'PATCH', `/items/project/${projectId}`, { shared: true });
  expect(shared.status).toBe(200);
  const response = await page.goto(`/shared/${shared.body.data.short_UUID}`);
  expect(response?.status()).toBe(200);
  await expect(byMonth).toContainText('Year 1 under the homeowner’s rate, billed hour by hour.');
  expect(await read()).toEqual(owners);
  // The rate's name (it names the utility), the address, the ZIP code and where the sun is placed stay private.
  const html = await response!.text();
  for (const secret of ['E-TOU-C', '23 Meter Lane', '94103', 'Sun position for', 'San Francisco']) {
    expect(html, `the shared page must not contain ${secret}`).not.toContain(secret);
  }
  await byMonth.scrollIntoViewIfNeeded();
  await shotAtWidths(page, testInfo, 'shared-bill', byMonth);
});

test('a URDB rate imported: a file of another format refused, fields Atlas does not read named, the rate kept as it came', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // A rate as the Utility Rate Database's API exports it: three periods, tiers, a demand charge and a field of its own.
  const rate = {
    label: '5a1b2c3d4e5f',
    name: 'E-1 Residential',
    utility: 'Example Electric Co',
    energyratestructure: [[{ max: 300, rate: 0.3 }, { rate: 0.38 }], [{ rate: 0.42 }], [{ rate: 0.55 }]],
    energyweekdayschedule: Array.from({ length: 12 }, () => [...new Array<number>(15).fill(0), 1, 2, 2, 2, 2, 2, 1, 0, 0]),
    energyweekendschedule: Array.from({ length: 12 }, () => new Array<number>(24).fill(0)),
    fixedchargefirstmeter: 10,
    fixedchargeunits: '$/month',
    demandratestructure: [[{ rate: 12 }]],
    green_tariff_adder: 0.01,
  };
  await signIn(page, owner, undefined, { timeout: 30_000 });
  await page.goto(`/project/${projectId}/energy`);
  const input = page.getByLabel('Import a URDB rate (JSON)');
  await input.setInputFiles({ name: 'rates.csv', mimeType: 'text/csv', buffer: Buffer.from('rate,price\nE-1,0.30\n') });
  await expect(page.getByRole('alert').filter({ hasText: /^This file is not JSON/ })).toContainText(
    'export the rate from the Utility Rate Database as JSON',
  );
  // The typed rate is still there, untouched.
  await expect(page.getByRole('textbox', { name: 'Rate name' })).toHaveValue('E-TOU-C');

  await input.setInputFiles({ name: 'e1.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ items: [rate] })) });
  const review = page.getByRole('region', { name: 'Review the imported rate' });
  await expect(review).toContainText('E-1 Residential · Example Electric Co');
  await expect(review).toContainText('Period 1: $0.30/kWh up to 300 kWh a month, then $0.38/kWh');
  const found = review.getByRole('list', { name: 'What Atlas found in this rate' });
  await expect(found).toContainText('demandratestructure: demand charges are not modelled');
  await expect(found).toContainText('green_tariff_adder: not a field Atlas reads; it is kept but does not change the bill.');
  await shotAtWidths(page, testInfo, 'urdb-review', review);
  await review.getByRole('button', { name: 'Use this rate' }).click();
  await expect(page.getByRole('heading', { name: 'The imported rate' })).toBeVisible();
  await page.getByRole('radio', { name: 'No credit for exports' }).check();
  await page.getByRole('button', { name: 'Save tariff' }).click();
  await expect(page.getByTestId('tariff-status')).toHaveText(/^Saved: E-1 Residential\. Imported from e1\.json on /);
  await expect(page.getByText('Tariff saved', { exact: true })).toBeVisible();

  const saved = await api<{ tariff: Record<string, unknown> }>(request, token, 'GET', `/items/project/${projectId}?fields=tariff`);
  expect(saved.body.data.tariff['energyratestructure']).toEqual(rate.energyratestructure);
  expect(saved.body.data.tariff['demandratestructure']).toEqual(rate.demandratestructure);
  expect(saved.body.data.tariff['green_tariff_adder']).toBe(0.01);
  expect(saved.body.data.tariff['atlas_export_compensation']).toBe('none');
  expect(saved.body.data.tariff['atlas_source']).toMatchObject({ kind: 'urdb', file: 'e1.json' });

  // Reopened, the imported rate is shown as it is (the form cannot say three periods), with a way back to typing one.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'The imported rate' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Type a rate instead' })).toBeVisible();
  await shotAtWidths(page, testInfo, 'urdb-saved', page.getByRole('form', { name: 'Tariff' }));
});
