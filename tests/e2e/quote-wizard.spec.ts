import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe-support';
import { api, apiToken, newHomeowner, register, signIn } from './app-support';
import { press, tabTo, typeInto } from './keyboard-support';

// The quote wizard at /quotes/{projectId}/new, end to end against a real Directus: a first quote entered
// with the keyboard alone (validation dialog and focus, the net metering question, completion), what the
// server then holds, a save with the API down that keeps what was typed, and (issue 22) nothing stored
// before Save: not by Continue, going back, a refused value or a reload.

test.describe.configure({ mode: 'serial' });

const owner = newHomeowner('wizard');
let token = '';

interface ProjectRow {
  id: string;
  wizard_completed: boolean | null;
  monthly_consumption_kwh: number | string | null;
  current_rate_per_kwh: number | string | null;
  net_metering_rate: number | string | null;
  installer: Array<{
    id: string;
    name: string;
    company_name: string;
    email: string | null;
    status: string;
    proposal_data: Record<string, unknown>;
  }>;
}

async function newProject(request: Parameters<typeof api>[0], street: string): Promise<string> {
  const created = await api<{ id: string }>(request, token, 'POST', '/items/project', {
    street_address: street,
    city: 'Boulder',
    state_province: 'CO',
    postal_code: '80301',
    country: 'USA',
  });
  expect(created.status).toBe(200);
  return created.body.data.id;
}

async function readProject(request: Parameters<typeof api>[0], id: string): Promise<ProjectRow> {
  const fields =
    'id,wizard_completed,monthly_consumption_kwh,current_rate_per_kwh,net_metering_rate,installer.id,installer.name,installer.company_name,installer.email,installer.status,installer.proposal_data';
  return (await api<ProjectRow>(request, token, 'GET', `/items/project/${id}?fields=${fields}`)).body.data;
}

test.beforeAll(async ({ request }) => {
  await register(request, owner);
  token = await apiToken(request, owner);
});

test('a first quote, entered with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(300_000);
  const projectId = await newProject(request, '12 Keyboard Way');
  await signIn(page, owner);
  await page.goto(`/quotes/${projectId}/new`);

  await expect(page.getByRole('heading', { level: 1, name: 'Set up your solar project' })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Quote steps' });
  await expect(steps.getByRole('button', { name: /Property/ })).toHaveAttribute('aria-current', 'step');
  await expect(steps.getByRole('button', { name: /Financing/ })).toBeDisabled();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
  await expect(
    page.getByRole('complementary', { name: 'Financial analysis' }).getByRole('heading', { name: 'Almost there!' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Step 1, Property: the project's energy settings, required here (issue 22), not found missing later.
  await press(page, page.getByRole('button', { name: 'Continue' }));
  const needed = page.getByRole('dialog', { name: 'Required Information' });
  await expect(needed.getByRole('listitem')).toHaveText(['Monthly consumption is required', 'Current rate is required']);
  await page.keyboard.press('Enter');
  await expect(needed).toBeHidden();
  await expect(page.getByLabel(/Monthly consumption/)).toBeFocused();
  await typeInto(page, page.getByLabel(/Monthly consumption/), '850');
  await typeInto(page, page.getByLabel(/Current rate/), '0.16');
  await press(page, page.getByRole('button', { name: 'Continue' }));
  await expect(page.getByRole('heading', { level: 2, name: 'Who gave you this quote?' })).toBeFocused();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');

  // Step 2, Installer: Continue without a company name opens Required Information, then focuses the field.
  await press(page, page.getByRole('button', { name: 'Continue' }));
  const required = page.getByRole('dialog', { name: 'Required Information' });
  await expect(required.getByText('Please complete the following fields to continue:')).toBeVisible();
  // A sentence that names the field (issue 22; it read 'Company name: company name is required').
  await expect(required.getByRole('listitem')).toHaveText(['Company name is required']);
  await expect(required.getByRole('button', { name: "Understood, I'll fill it out" })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(required).toBeHidden();
  const company = page.getByRole('textbox', { name: 'Company name' });
  await expect(company).toBeFocused();
  await page.keyboard.type('Keyboard Solar Co');
  await typeInto(page, page.getByRole('textbox', { name: 'Email' }), 'hello@keyboardsolar.example');
  await press(page, page.getByRole('button', { name: 'Continue' }));
  await expect(page.getByRole('heading', { level: 2, name: 'What system did they quote?' })).toBeFocused();

  // Issue 22: Continue saves nothing (it used to create the quote here): neither the quote nor the settings.
  let saved = await readProject(request, projectId);
  expect(saved.installer).toHaveLength(0);
  expect(saved.monthly_consumption_kwh).toBeNull();
  await expect(page).toHaveURL(new RegExp(`/quotes/${projectId}/new$`));
  await expect(page.getByRole('status').filter({ hasText: 'Not saved yet: kept in this browser' })).toBeVisible();

  // Step 3, System; leaving it with a net excess and no net metering rate asks about the rate.
  await typeInto(page, page.getByRole('spinbutton', { name: 'System size' }), '8');
  await typeInto(page, page.getByRole('spinbutton', { name: 'Solar system cost' }), '24000');
  await typeInto(page, page.getByRole('spinbutton', { name: 'Year 1 production' }), '11200');
  await typeInto(page, page.getByRole('spinbutton', { name: 'Monthly net excess' }), '60');
  await expect(
    page.getByRole('complementary', { name: 'Financial analysis' }).getByRole('heading', { name: 'Financial Analysis' }),
  ).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Continue' }));
  const netMetering = page.getByRole('dialog', { name: 'Net Metering Rate' });
  await expect(netMetering).toContainText('same rate you pay');
  await press(page, netMetering.getByRole('button', { name: 'Set Rate Now' }));
  // Back on step 1 with the advanced settings open and the rate focused.
  await expect(page.getByRole('heading', { level: 2, name: 'Your home’s energy use' })).toBeVisible();
  const rate = page.getByLabel(/Net metering rate/);
  await expect(rate).toBeFocused();
  await page.keyboard.type('0.08');
  await page.keyboard.press('Tab');
  await press(page, page.getByRole('button', { name: 'Continue' }));
  await expect(page.getByRole('heading', { level: 2, name: 'Who gave you this quote?' })).toBeFocused();
  await press(page, steps.getByRole('button', { name: /System/ }));
  await expect(page.getByRole('heading', { level: 2, name: 'What system did they quote?' })).toBeFocused();
  await press(page, page.getByRole('button', { name: 'Continue' }));

  // Step 4, Financing.
  await expect(page.getByRole('heading', { level: 2, name: 'How would you pay for this system?' })).toBeFocused();
  await tabTo(page, page.getByRole('radio', { name: 'Cash' }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Loan' })).toBeChecked();
  await typeInto(page, page.getByRole('spinbutton', { name: 'Down payment' }), '0');
  await typeInto(page, page.getByRole('spinbutton', { name: 'Interest rate' }), '6.99');
  await typeInto(page, page.getByRole('spinbutton', { name: 'Loan term' }), '20');
  await typeInto(page, page.getByRole('spinbutton', { name: 'Solar incentives' }), '7200');
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByRole('button', { name: 'Save Quote' })).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Save Quote' }));

  const done = page.getByRole('dialog', { name: 'Your quote has been saved!' });
  await expect(done.getByText('Great job! Your first quote is ready.')).toBeVisible();
  await expect(done.getByText(/Methodology page explains how each one is calculated/)).toBeVisible();

  saved = await readProject(request, projectId);
  expect(saved.wizard_completed).toBe(true);
  expect(saved.installer).toHaveLength(1);
  expect(saved.installer[0]).toMatchObject({
    name: 'Keyboard Solar Co',
    company_name: 'Keyboard Solar Co',
    email: 'hello@keyboardsolar.example',
    status: 'researching',
  });
  expect(Number(saved.monthly_consumption_kwh)).toBe(850);
  expect(Number(saved.net_metering_rate)).toBe(0.08);
  const data = saved.installer[0]!.proposal_data;
  expect(data).toMatchObject({
    system_size_kw: 8,
    solar_system_cost: 24000,
    year1_production_kwh: 11200,
    monthly_net_excess_kwh: 60,
    payment_method: 'loan',
    down_payment: 0,
    interest_rate_percent: 6.99,
    loan_term_years: 20,
    solar_incentives: 7200,
    other_costs: 0,
    annual_degradation_percent: null,
    total_system_cost: 24000,
    net_investment: 16800,
  });
  expect(typeof data['simple_payback']).toBe('number');
  expect(typeof data['year1_monthly_cashflow']).toBe('number');

  // Add New Quote: an empty quote on the Installer step, in wizard mode again.
  await press(page, done.getByRole('button', { name: 'Add New Quote' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Add a new quote' })).toBeVisible();
  await expect(steps.getByRole('button', { name: /Installer/ })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('');
});

test('Save and Return to Project with the API down keeps what was typed, and brings it back', async ({ page, request }) => {
  const projectId = await newProject(request, '9 Offline Road');
  await signIn(page, owner);
  await page.goto(`/quotes/${projectId}/new`);
  await page.getByLabel(/Monthly consumption/).fill('700');
  await page.getByLabel(/Current rate/).fill('0.15');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Who gave you this quote?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Company name' }).fill('Offline Solar');
  await page.getByRole('textbox', { name: 'Phone' }).fill('303 555 0111');

  // The save request fails as if the server were unreachable; everything else still reaches Directus.
  await page.route('**/api/items/installer**', (route) => route.abort());
  await page.getByRole('button', { name: 'Save and Return to Project' }).click();
  await expect(page).toHaveURL(new RegExp(`/quotes/${projectId}$`));
  await page.unroute('**/api/items/installer**');
  expect((await readProject(request, projectId)).installer).toHaveLength(0);

  await page.goto(`/quotes/${projectId}/new`);
  await expect(page.getByText('We brought back what you typed')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Who gave you this quote?' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('Offline Solar');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('303 555 0111');

  // Continue saves nothing, so it goes on with the API down (issue 22: it used to save each step here);
  // Save Quote is the save that fails: the toast, and the wizard stays on its last step.
  await page.route('**/api/items/installer**', (route) => route.abort());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'What system did they quote?' })).toBeVisible();
  await page.getByRole('spinbutton', { name: 'System size' }).fill('6');
  await page.getByRole('spinbutton', { name: 'Solar system cost' }).fill('18000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Save Quote' }).click();
  await expect(page.getByText('Failed to save progress. Please check your connection.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'How would you pay for this system?' })).toBeVisible();
  await page.unroute('**/api/items/installer**');

  await page.getByRole('button', { name: 'Save Quote' }).click();
  await expect(page.getByRole('dialog', { name: 'Your quote has been saved!' })).toBeVisible();
  await expect(page.getByText('We brought back what you typed')).toHaveCount(0);
  const saved = await readProject(request, projectId);
  expect(saved.installer).toHaveLength(1);
  expect(saved.installer[0]).toMatchObject({ company_name: 'Offline Solar' });
});

test('nothing is stored before Save: not by Continue, going back, a refused 80 % loan or a reload', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const projectId = await newProject(request, '22 Draft Street');
  await signIn(page, owner);
  await page.goto(`/quotes/${projectId}/new`);
  const nothingStored = async () => {
    const project = await readProject(request, projectId);
    expect(project.installer).toHaveLength(0);
    expect(project.monthly_consumption_kwh).toBeNull();
    expect(project.wizard_completed).not.toBe(true);
  };

  await page.getByLabel(/Monthly consumption/).fill('640');
  await page.getByLabel(/Current rate/).fill('0.17');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Company name' }).fill('Explorer Solar');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('spinbutton', { name: 'System size' }).fill('7');
  await page.getByRole('spinbutton', { name: 'Solar system cost' }).fill('21000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Loan' }).click();
  await page.getByRole('spinbutton', { name: 'Interest rate' }).fill('80');
  await page.getByRole('spinbutton', { name: 'Loan term' }).fill('20');

  // The refused rate stops Save Quote and Save and Return alike; nothing goes to the server.
  await page.getByRole('button', { name: 'Save Quote' }).click();
  const required = page.getByRole('dialog', { name: 'Required Information' });
  await expect(required.getByRole('listitem')).toHaveText(['Interest rate: Must not exceed 50']);
  await required.getByRole('button', { name: "Understood, I'll fill it out" }).click();
  await expect(page.getByRole('spinbutton', { name: 'Interest rate' })).toBeFocused();
  await page.getByRole('button', { name: 'Save and Return to Project' }).click();
  await expect(required).toBeVisible();
  await required.getByRole('button', { name: "Understood, I'll fill it out" }).click();
  await expect(page).toHaveURL(new RegExp(`/quotes/${projectId}/new$`));
  await nothingStored();

  // Going back through the steps stores nothing either.
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Who gave you this quote?' })).toBeVisible();
  await nothingStored();

  // A field of a step already passed, emptied, stops Save Quote: the dialog names it and where, and takes
  // the homeowner there.
  await page.getByRole('textbox', { name: 'Company name' }).fill('');
  await page
    .getByRole('navigation', { name: 'Quote steps' })
    .getByRole('button', { name: /Financing/ })
    .click();
  await page.getByRole('spinbutton', { name: 'Interest rate' }).fill('6.5');
  await page.getByRole('button', { name: 'Save Quote' }).click();
  await expect(required.getByRole('listitem')).toHaveText(['Company name is required (on the Installer step)']);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`wizard-required-elsewhere-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await required.getByRole('button', { name: "Understood, I'll fill it out" }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Who gave you this quote?' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Company name' })).toBeFocused();
  await page.keyboard.type('Explorer Solar');
  await nothingStored();

  // A reload keeps the draft (this browser), where it was, with a visible way to discard it.
  await page.reload();
  const recovered = page.getByRole('status').filter({ hasText: 'We brought back what you typed' });
  await expect(recovered).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your solar project' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Who gave you this quote?' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('Explorer Solar');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`wizard-draft-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await nothingStored();

  await recovered.getByRole('button', { name: 'Discard these changes' }).click();
  await expect(recovered).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Your home’s energy use' })).toBeVisible();
  await expect(page.getByLabel(/Monthly consumption/)).toHaveValue('');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('atlas:quote-draft:')))).toEqual([]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Your home’s energy use' })).toBeVisible();
  await expect(page.getByText('We brought back what you typed')).toHaveCount(0);
  await nothingStored();
});
