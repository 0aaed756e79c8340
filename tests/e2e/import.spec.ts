import { expect, test, type Page } from '@playwright/test';
import { buildFixtures } from '../fixtures/pdf/generate.mjs';
import { api, apiToken, newHomeowner, register, signIn } from './app-support';

// Issue 14 end to end against a real Directus: a proposal PDF imported on the quote wizard (reviewed,
// an option picked, the values used, the quote saved as usual and read back from the server), a usage CSV
// imported into the project settings, and a scanned PDF that says so and leaves what was typed alone.
// The PDFs are generated here by tests/fixtures/pdf/generate.mjs (nothing binary is committed).

test.describe.configure({ mode: 'serial' });

const owner = newHomeowner('import');
let token = '';
let pdfs: Awaited<ReturnType<typeof buildFixtures>>;
/** The quote the wizard test saved, reopened by the editor test. */
let saved1: { projectId: string; quoteId: string } | null = null;
/** The fingerprint of the battery proposal, as the editor test saved it. */
let batteryFingerprint: string | null = null;

interface ProjectRow {
  monthly_consumption_kwh: number | string | null;
  current_rate_per_kwh: number | string | null;
  installer: Array<{
    id: string;
    company_name: string | null;
    email: string | null;
    proposal_data: Record<string, unknown>;
    equipment: Record<string, Record<string, unknown>>;
    import_fingerprint: string | null;
  }>;
}

async function newProject(request: Parameters<typeof api>[0], street: string, settings: Record<string, unknown> = {}): Promise<string> {
  const created = await api<{ id: string }>(request, token, 'POST', '/items/project', {
    street_address: street,
    city: 'Boulder',
    state_province: 'CO',
    postal_code: '80301',
    country: 'USA',
    ...settings,
  });
  expect(created.status).toBe(200);
  return created.body.data.id;
}

async function readProject(request: Parameters<typeof api>[0], id: string): Promise<ProjectRow> {
  const fields =
    'monthly_consumption_kwh,current_rate_per_kwh,installer.id,installer.company_name,installer.email,installer.proposal_data,installer.equipment,installer.import_fingerprint';
  return (await api<ProjectRow>(request, token, 'GET', `/items/project/${id}?fields=${fields}`)).body.data;
}

function pdf(name: string): { name: string; mimeType: string; buffer: Buffer } {
  const fixture = pdfs.get(name);
  if (!fixture) throw new Error(`no fixture named ${name}`);
  return { name: `${name}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(fixture.bytes) };
}

/** The wizard on its Installer step, the project's settings already set. */
async function wizardOnInstallerStep(page: Page, projectId: string): Promise<void> {
  await page.goto(`/quotes/${projectId}/new`);
  await expect(page.getByRole('heading', { level: 2, name: 'Your home’s energy use' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Who gave you this quote?' })).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  pdfs = await buildFixtures();
  await register(request, owner);
  token = await apiToken(request, owner);
});

test('a proposal PDF on the wizard: reviewed, an option picked, used, saved as usual', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const projectId = await newProject(request, '14 Import Lane', {
    monthly_consumption_kwh: 900,
    current_rate_per_kwh: 0.15,
    net_metering_rate: 0.1,
  });
  await signIn(page, owner);
  await wizardOnInstallerStep(page, projectId);

  // The control and the review at a desktop and a phone width (kept with the test's output for a look).
  const shot = async (name: string) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };
  await expect(page.getByText('Import from PDF')).toBeVisible();
  await shot('import-button');

  // Something typed before the import that the PDF does not state stays.
  await page.getByRole('textbox', { name: 'Email' }).fill('sales@sunnyday.example');
  await page.getByLabel('Import from PDF').setInputFiles(pdf('marketplace-loan'));

  const review = page.getByRole('dialog', { name: 'Review imported values' });
  await expect(review).toBeVisible();
  // Three options: cash and two loans, each with its headline (issue 25); the homeowner picks the GoodLeap loan.
  // A Select (react-aria): a button that opens a list box of the options.
  await review.getByRole('button', { name: /several options/ }).click();
  const options = page.getByRole('listbox');
  await expect(options.getByRole('option')).toHaveText([
    'Cash purchase — $52,744',
    'Loan: GoodLeap, 25 years at 3.99% APR — $52,744 · $278.20/mo · 25 yr',
    'Loan: Mosaic, 20 years at 5.49% APR — $52,744 · $362.85/mo · 20 yr',
  ]);
  await options.getByRole('option', { name: 'Loan: GoodLeap, 25 years at 3.99% APR — $52,744 · $278.20/mo · 25 yr' }).click();
  await expect(review.getByRole('button', { name: /several options/ })).toContainText('Loan: GoodLeap, 25 years');
  // The stated payment beside Atlas's own for the same terms.
  await expect(review.getByTestId('payment-check')).toContainText(/states \$278\.20 a month\..*Atlas computes \$[\d,.]+ a month/);
  const values = review.getByRole('list', { name: 'Imported values' });
  // Each value with its line as printed, page and line number.
  const size = values.getByRole('listitem').filter({ hasText: 'System size (kW)' });
  await expect(size).toContainText('13.2');
  await expect(size).toContainText(/“13\.2 kW” \(page 1, line \d+, under “System size”\)/);
  await expect(values.getByRole('listitem').filter({ hasText: 'Lender' })).toContainText('GoodLeap');
  await expect(values.getByRole('checkbox', { name: /APR \(%\): 3\.99/ })).toBeChecked();
  await shot('review');
  // The homeowner leaves the inverter warranty out.
  await values.getByText('Inverter warranty (years)', { exact: true }).click();
  await expect(values.getByRole('checkbox', { name: /^Inverter warranty \(years\): / })).not.toBeChecked();
  await review.getByRole('button', { name: 'Use these values' }).click();
  await expect(review).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /values filled in from the PDF/ })).toBeVisible();

  // The form holds them, and nothing is saved yet.
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('Sunny Day Solar');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('sales@sunnyday.example');
  expect((await readProject(request, projectId)).installer).toHaveLength(0);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'What system did they quote?' })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'System size' })).toHaveValue(/13\.2/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'How would you pay for this system?' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Loan' })).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'Interest rate' })).toHaveValue(/3\.99/);
  // The proposal prints no down payment: the form asks for it, as when typing.
  await page.getByRole('spinbutton', { name: 'Down payment' }).fill('0');
  await page.getByRole('button', { name: 'Save Quote' }).click();
  await expect(page.getByRole('dialog', { name: 'Your quote has been saved!' })).toBeVisible();

  const saved = await readProject(request, projectId);
  expect(saved.installer).toHaveLength(1);
  const quote = saved.installer[0]!;
  expect(quote.company_name).toBe('Sunny Day Solar');
  expect(quote.email).toBe('sales@sunnyday.example');
  expect(quote.proposal_data).toMatchObject({
    system_size_kw: 13.2,
    year1_production_kwh: 16500,
    solar_system_cost: 52744,
    solar_incentives: 16823,
    payment_method: 'loan',
    down_payment: 0,
    interest_rate_percent: 3.99,
    loan_term_years: 25,
  });
  expect(quote.equipment['panels']).toMatchObject({ brand: 'REC', model: 'Alpha Pure-R', count: 33, wattage: 400, warranty: 25 });
  expect(quote.equipment['inverters']).toMatchObject({
    type: 'microinverters',
    brand: 'Enphase',
    model: 'IQ8M',
    count: 33,
    warranty: null,
  });
  expect(quote.equipment['monitoring']).toMatchObject({ included: true, brand: 'Enphase Enlighten' });
  // The document's fingerprint is kept with the quote, to recognise it when imported again (issue 22).
  expect(quote.import_fingerprint).toMatch(/^sha256:[0-9a-f]{64}$/);
  saved1 = { projectId, quoteId: quote.id };
});

test('on the editor: the saved quote reopens with its imported values, and a second PDF updates it', async ({ page, request }) => {
  test.setTimeout(90_000);
  expect(saved1, 'the wizard test saved a quote').not.toBeNull();
  const { projectId, quoteId } = saved1!;
  await signIn(page, owner);
  await page.goto(`/quotes/${projectId}/edit/${quoteId}?tab=installer`);
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('Sunny Day Solar');

  await page.getByLabel('Import from PDF').setInputFiles(pdf('marketplace-battery'));
  const review = page.getByRole('dialog', { name: 'Review imported values' });
  await review.getByRole('button', { name: /several options/ }).click();
  // The option's text carries its headline (issue 25): pick it by its name.
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /^Solar \+ battery/ })
    .click();
  await expect(review.getByRole('list', { name: 'Imported values' })).toContainText('Battery cost: $15,500');
  await review.getByRole('button', { name: 'Use these values' }).click();
  await expect(review).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('Coastline Energy Inc.');
  await page.getByRole('tab', { name: 'System' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Battery cost' })).toHaveValue('15500');
  await page.getByRole('button', { name: 'Save and Go Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/quotes/${projectId}$`));

  const quote = (await readProject(request, projectId)).installer.find((q) => q.id === quoteId)!;
  expect(quote.company_name).toBe('Coastline Energy Inc.');
  expect(quote.proposal_data).toMatchObject({
    system_size_kw: 9.6,
    solar_system_cost: 31680,
    battery_included: true,
    battery_cost: 15500,
    battery_capacity_kwh: 13.5,
  });
  expect(quote.equipment['battery']).toMatchObject({ brand: 'Tesla', model: 'Powerwall 3', count: 1, warranty: 10 });
  batteryFingerprint = quote.import_fingerprint;
  expect(batteryFingerprint).toMatch(/^sha256:[0-9a-f]{64}$/);
});

test('the same document imported again is offered as an update of its quote (issue 22)', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  expect(saved1, 'the wizard test saved a quote').not.toBeNull();
  const { projectId, quoteId } = saved1!;
  await signIn(page, owner);
  // A new quote (the project's wizard is done, so the form opens as the editor).
  await page.goto(`/quotes/${projectId}/new`);
  await expect(page.getByRole('tablist', { name: 'Quote details' })).toBeVisible();
  await page.getByLabel('Import from PDF').setInputFiles(pdf('marketplace-battery'));
  const review = page.getByRole('dialog', { name: 'Review imported values' });
  await expect(review.getByRole('note')).toHaveText(
    'This document was imported before, into the quote “Coastline Energy Inc.”. Update that quote with these values, or add them as a new quote?',
  );
  await expect(review.getByRole('button', { name: 'Add as a new quote' })).toBeVisible();
  await expect(review.getByRole('button', { name: 'Use these values' })).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`import-again-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await review.getByRole('button', { name: /several options/ }).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /^Solar only/ })
    .click();
  await review.getByRole('button', { name: 'Update the existing quote' }).click();

  // The existing quote opens in the editor with the values filled; nothing is saved, and no second quote.
  await expect(page).toHaveURL(new RegExp(`/quotes/${projectId}/edit/${quoteId}\\?tab=installer$`));
  await expect(page.getByText(/values filled in from the PDF/).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('Coastline Energy Inc.');
  let quotes = (await readProject(request, projectId)).installer;
  expect(quotes).toHaveLength(1);
  expect(quotes[0]!.proposal_data).toMatchObject({ battery_included: true });
  // (Changing tab in the editor saves an existing quote in the background, as always.)
  await page.getByRole('tab', { name: 'System' }).click();
  await expect(page.getByRole('switch', { name: 'Battery included' })).not.toBeChecked();

  await page.getByRole('button', { name: 'Save and Go Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/quotes/${projectId}$`));
  quotes = (await readProject(request, projectId)).installer;
  expect(quotes).toHaveLength(1);
  expect(quotes[0]!.proposal_data).toMatchObject({ battery_included: false });
  expect(quotes[0]!.import_fingerprint).toBe(batteryFingerprint);
});

test('a scanned PDF says so, and what was typed stays', async ({ page, request }) => {
  const projectId = await newProject(request, '15 Scan Street', { monthly_consumption_kwh: 800, current_rate_per_kwh: 0.14 });
  await signIn(page, owner);
  await wizardOnInstallerStep(page, projectId);
  await page.getByRole('textbox', { name: 'Company name' }).fill('Typed Solar Co');
  await page.getByRole('textbox', { name: 'Email' }).fill('typed@solar.example');

  await page.getByLabel('Import from PDF').setInputFiles(pdf('scanned-no-text'));
  await expect(page.getByRole('alert').filter({ hasText: /no text to read.*type the figures/ })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Review imported values' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('Typed Solar Co');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('typed@solar.example');

  // Not a PDF at all: one sentence too, and still nothing lost.
  await page
    .getByLabel('Import from PDF')
    .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text') });
  await expect(page.getByRole('alert').filter({ hasText: /not a PDF/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('Typed Solar Co');
});

test('a usage CSV fills the project settings: the months shown first, then saved as usual', async ({ page, request }, testInfo) => {
  const projectId = await newProject(request, '16 Meter Court');
  const rows = ['Name,Jamie Rivera', 'Account Number,1234567890', '', 'TYPE,START DATE,USAGE (kWh),COST'];
  const kwh = [1052, 980, 870, 760, 700, 820, 1100, 1250, 1010, 800, 760, 950];
  kwh.forEach((k, i) =>
    rows.push(`Electric usage,2025-${String(i + 1).padStart(2, '0')}-01,"${k.toLocaleString('en-US')}",$${(k * 0.2).toFixed(2)}`),
  );
  await signIn(page, owner);
  await page.goto(`/quotes/${projectId}`);
  await page.getByRole('button', { name: 'Property Details' }).click();
  const settings = page.getByRole('dialog', { name: 'Edit Project Settings' });
  await settings.getByLabel('Import usage from a bill export').setInputFiles({
    name: 'usage.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(rows.join('\r\n')),
  });
  const review = page.getByRole('dialog', { name: 'Review imported usage' });
  await expect(review).toContainText('12 months');
  await expect(review.getByRole('row')).toHaveCount(13);
  await expect(review.getByRole('row').nth(1)).toContainText('Jan 2025');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`usage-review-${width}.png`) });
  }
  await expect(review).toContainText('921 kWh');
  await expect(review).toContainText('$0.20 per kWh');
  await review.getByRole('button', { name: 'Use these values' }).click();
  await expect(review).toBeHidden();
  await expect(settings.getByLabel(/Monthly consumption/)).toHaveValue('921');
  await expect(settings.getByLabel(/Current rate/)).toHaveValue(/\$0\.20/);
  await settings.getByRole('button', { name: 'Save Changes' }).click();
  await expect(settings).toBeHidden();
  const saved = await readProject(request, projectId);
  expect(Number(saved.monthly_consumption_kwh)).toBe(921);
  expect(Number(saved.current_rate_per_kwh)).toBe(0.2);
});

test('a monthly production table: one reviewed value with its months, saved as 12 numbers, shown in the editor with Clear (issue 25)', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const projectId = await newProject(request, '25 Month Lane', { monthly_consumption_kwh: 1100, current_rate_per_kwh: 0.16 });
  await signIn(page, owner);
  await wizardOnInstallerStep(page, projectId);
  const shot = async (name: string) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  await page.getByLabel('Import from PDF').setInputFiles(pdf('monthly-rows'));
  const review = page.getByRole('dialog', { name: 'Review imported values' });
  await expect(review).toBeVisible();
  const months = review.getByRole('list', { name: 'Imported values' }).getByRole('listitem').filter({ hasText: 'Monthly production' });
  await expect(months).toContainText('12 months, 13,150 kWh in all');
  // The months themselves, production only: January's 612, not the 1,210 kWh of use printed beside it.
  await expect(months.getByRole('definition').first()).toHaveText('612');
  await expect(months).toContainText('The table under');
  await shot('monthly-review');
  await review.getByRole('button', { name: 'Use these values' }).click();
  await expect(review).toBeHidden();

  // This fixture names its company only in a heading; the test does not depend on reading it.
  const company = page.getByRole('textbox', { name: 'Company name' });
  if ((await company.inputValue()) === '') await company.fill('Brightline Solar Co.');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'What system did they quote?' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'How would you pay for this system?' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Quote' }).click();
  await expect(page.getByRole('dialog', { name: 'Your quote has been saved!' })).toBeVisible();

  const saved = (await readProject(request, projectId)).installer[0]!;
  expect(saved.proposal_data['monthly_production_kwh']).toEqual([612, 748, 1034, 1196, 1362, 1418, 1455, 1380, 1187, 1002, 1015, 741]);

  // The editor: the months read-only on the System tab, with Clear; the inverter replacement on Equipment.
  await page.goto(`/quotes/${projectId}/edit/${saved.id}`);
  await page.getByRole('tab', { name: 'System' }).click();
  const line = page.getByTestId('field-monthly_production_kwh');
  await expect(line).toContainText('Monthly production: 12 months, 13,150 kWh in all');
  await expect(line.getByRole('button', { name: 'Clear' })).toBeVisible();
  await line.scrollIntoViewIfNeeded();
  await shot('monthly-editor');
  await page.getByRole('tab', { name: 'Equipment' }).click();
  const replacement = page
    .getByRole('spinbutton', { name: 'Inverter replacement cost' })
    .or(page.getByRole('textbox', { name: 'Inverter replacement cost' }));
  await expect(replacement).toBeVisible();
  await replacement.scrollIntoViewIfNeeded();
  await shot('inverter-replacement');
});

test('pdf.js is fetched when the homeowner reaches for the import, not on every visit to the form', async ({ page, request }) => {
  const projectId = await newProject(request, '14 Idle Lane', { monthly_consumption_kwh: 900, current_rate_per_kwh: 0.15 });
  const workerFetches: string[] = [];
  page.on('request', (r) => {
    if (/\/_astro\/quote\.worker[^/]*\.js$/.test(new URL(r.url()).pathname)) workerFetches.push(r.url());
  });
  await signIn(page, owner);
  // The pointer parked at the page's left edge and the step changed from the keyboard, so nothing reaches for
  // the import zone that appears (a pointer resting where it appears counts as reaching for it).
  await page.mouse.move(2, 700);
  await page.goto(`/quotes/${projectId}/new`);
  await expect(page.getByRole('heading', { level: 2, name: 'Your home’s energy use' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Who gave you this quote?' })).toBeVisible();
  const zone = page.locator('div:has(> input[type=file])');
  await expect(page.getByText('Import from PDF')).toBeVisible();
  // The browser idle and the network quiet: what started the reader ahead before (an idle callback) has had its turn.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
  await page.waitForLoadState('networkidle');
  expect(workerFetches).toEqual([]);
  await expect(zone).not.toHaveAttribute('data-ready');

  await page.getByText('Import from PDF').hover();
  await expect(zone).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  expect(workerFetches).toHaveLength(1);
});
