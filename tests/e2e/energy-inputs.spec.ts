import { expect, test } from '@playwright/test';
import { api, apiToken, newHomeowner, quotePayload, register, shotAtWidths, signIn, typeAndTab } from './app-support';

// Issue 23's inputs end to end against a real Directus: a net-billing rate whose export value is a typed
// 12 × 24 table (a paste a line short is refused, naming what is wrong, and kept), the home's 12 monthly kWh
// typed in Property Details (a month left empty is refused by name), what the server then holds, and the
// comparison that bills with them: the usage line says the 12 months were used, and a home in California
// shows the lifetime CO₂ avoided with its state's eGRID factor.

test.describe.configure({ mode: 'serial' });

const owner = newHomeowner('inputs');
let token = '';
let projectId = '';
let quoteId = '';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const USE = [980, 860, 790, 700, 760, 1_020, 1_240, 1_310, 1_050, 820, 830, 990];

/** Export value ($/kWh) of month m (0-11) at hour h: 0.04 at night, 0.03 at midday, 0.31 at 7-8 pm in August. */
const exportValue = (m: number, h: number): number => (m === 7 && h === 19 ? 0.31 : h >= 10 && h < 16 ? 0.03 : 0.04);
/** The table as a spreadsheet paste: a line per month, tab-separated. */
const pasted = (months: number): string =>
  Array.from({ length: months }, (_, m) => Array.from({ length: 24 }, (_, h) => exportValue(m, h)).join('\t')).join('\n');

test.beforeAll(async ({ request }) => {
  await register(request, owner);
  token = await apiToken(request, owner);
  const created = await api<{ id: string }>(request, token, 'POST', '/items/project', {
    street_address: '12 Hour Street',
    city: 'Sacramento',
    state_province: 'CA',
    postal_code: '95814',
    country: 'USA',
    monthly_consumption_kwh: 900,
    current_rate_per_kwh: 0.3,
    wizard_completed: true,
  });
  expect(created.status).toBe(200);
  projectId = created.body.data.id;
  const quote = await api<{ id: string }>(
    request,
    token,
    'POST',
    '/items/installer',
    quotePayload(projectId, 'Table Rock Solar', { year1_production_kwh: 9_000 }),
  );
  expect(quote.status).toBe(200);
  quoteId = quote.body.data.id;
});

test('net billing by a typed 12 × 24 export-value table: a short paste is refused and kept, a full one saved', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, owner, undefined, { timeout: 30_000 });
  await page.goto(`/project/${projectId}/energy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tariff and meter data' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Rate name' }).fill('Flat with hourly exports');
  await typeAndTab(page, 'Price ($/kWh)', '0.30');
  await page.getByRole('radio', { name: /^Net billing: an export value for each month and hour/ }).check();
  const table = page.getByRole('textbox', { name: 'Export value by month and hour ($/kWh)' });

  await table.fill(pasted(11));
  await page.getByRole('button', { name: 'Save tariff' }).click();
  await expect(page.getByText('12 lines are needed, one per month; found 11.')).toBeVisible();
  await expect(table).toHaveValue(pasted(11));
  expect((await api<{ tariff: unknown }>(request, token, 'GET', `/items/project/${projectId}?fields=tariff`)).body.data.tariff).toBeNull();
  await shotAtWidths(page, testInfo, 'export-table-refused', page.getByRole('form', { name: 'Tariff' }));

  await table.fill(pasted(12));
  await expect(page.getByTestId('export-table-summary')).toHaveText(/highest \$0\.31 in August 7–8 pm/);
  await page.getByRole('button', { name: 'Save tariff' }).click();
  await expect(page.getByTestId('tariff-status')).toHaveText(/^Saved: Flat with hourly exports\./);
  await shotAtWidths(page, testInfo, 'export-table-saved');

  const saved = await api<{ tariff: Record<string, unknown> }>(request, token, 'GET', `/items/project/${projectId}?fields=tariff`);
  const stored = saved.body.data.tariff['atlas_export_table'] as number[][];
  expect(stored).toHaveLength(12);
  expect(stored.every((row) => row.length === 24)).toBe(true);
  expect(stored[7]![19]).toBe(0.31);
  expect(stored[0]![12]).toBe(0.03);
  expect(stored[11]![2]).toBe(0.04);

  // Back on the screen, the stored table is the text to edit.
  await page.reload();
  await expect(page.getByTestId('tariff-status')).toHaveText(/^Saved: Flat with hourly exports\./);
});

test('the 12 monthly kWh typed in Property Details: a month left empty is named, the months saved and billed', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, owner, undefined, { timeout: 30_000 });
  await page.goto(`/quotes/${projectId}`);
  await page.getByRole('button', { name: 'Property Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Project Settings' });
  await dialog.getByRole('button', { name: 'Enter each month' }).click();
  for (const [m, name] of MONTHS.entries()) if (name !== 'March') await typeAndTab(dialog, name, String(USE[m]));
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Give March’s use, or clear the months.')).toBeVisible();
  // The month named is the one focused and marked.
  await expect(dialog.getByRole('textbox', { name: 'March', exact: true })).toBeFocused();
  await expect(dialog.getByRole('textbox', { name: 'March', exact: true })).toHaveAttribute('aria-invalid', 'true');
  // What was typed stays.
  await expect(dialog.getByRole('textbox', { name: 'August', exact: true })).toHaveValue('1,310');
  await shotAtWidths(page, testInfo, 'monthly-use-refused', dialog);

  await typeAndTab(dialog, 'March', String(USE[2]));
  const total = USE.reduce((a, b) => a + b, 0);
  await expect(dialog.getByText(`Sum: ${total.toLocaleString('en-US')} kWh a year`)).toBeVisible();
  const saving = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes(`/items/project/${projectId}`));
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  expect((await saving).status()).toBe(200);
  await expect(dialog).toBeHidden();
  const saved = await api<{ monthly_usage_kwh: number[] }>(request, token, 'GET', `/items/project/${projectId}?fields=monthly_usage_kwh`);
  expect(saved.body.data.monthly_usage_kwh).toEqual(USE);

  // The comparison bills with the months, and the home in California has a grid factor.
  await page.getByRole('radio', { name: 'Advanced' }).check();
  await expect(page.getByText('your 12 monthly kWh').first()).toBeVisible();
  const co2 = page.getByRole('row', { name: /^CO₂ avoided over the lifetime/ });
  await expect(co2).toContainText(/\d+\.\d tonnes/);
  await shotAtWidths(page, testInfo, 'comparison-co2', co2);
  // The factor, its state and its source are in the assumptions.
  await page.getByText('What these figures assume').click();
  await expect(page.getByText(/^0\.179 kg CO₂e per kWh \(California\), EPA eGRID2023, state average/).first()).toBeVisible();

  // The quote's own panel has the figure too, with its factor.
  await page.goto(`/quotes/${projectId}/edit/${quoteId}`);
  const line = page.getByText('At your state’s grid average of 0.179 kg CO₂e per kWh');
  await expect(line).toBeVisible();
  await line.scrollIntoViewIfNeeded();
  await shotAtWidths(page, testInfo, 'quote-panel-co2');
});
