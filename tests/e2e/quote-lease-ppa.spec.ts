import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { seriousViolations } from './axe-support';
import { api, apiToken, newHomeowner, register, signIn } from './app-support';

// A lease and a PPA quote entered through the wizard's Financing step (fields from the registry,
// src/quote-fields/fields.ts), saved, and reopened in the editor with every value kept; the registry's
// bounds messages shown on the right tab. Screenshots of the Financing step at 1280 and 390 px.

test.describe.configure({ mode: 'serial' });

const owner = newHomeowner('lease-ppa');
let token = '';
let projectId = '';
const SHOTS = path.join('test-results', 'screens', 'quote-financing');

interface QuoteRow {
  id: string;
  company_name: string;
  proposal_data: Record<string, unknown>;
}

async function quotes(request: Parameters<typeof api>[0]): Promise<QuoteRow[]> {
  const fields = 'installer.id,installer.company_name,installer.proposal_data';
  return (await api<{ installer: QuoteRow[] }>(request, token, 'GET', `/items/project/${projectId}?fields=${fields}`)).body.data.installer;
}

const spin = (page: Page, name: string) => page.getByRole('spinbutton', { name, exact: true });

async function systemStep(page: Page, company: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Company name' }).fill(company);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'What system did they quote?' })).toBeVisible();
  await spin(page, 'System size').fill('8');
  await spin(page, 'Solar system cost').fill('24000');
  await spin(page, 'Year 1 production').fill('11200');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'How would you pay for this system?' })).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  await register(request, owner);
  token = await apiToken(request, owner);
  const created = await api<{ id: string }>(request, token, 'POST', '/items/project', {
    street_address: '7 Lease Lane',
    city: 'Denver',
    state_province: 'CO',
    postal_code: '80202',
    country: 'USA',
    monthly_consumption_kwh: 900,
    current_rate_per_kwh: 0.16,
  });
  expect(created.status).toBe(200);
  projectId = created.body.data.id;
});

test('a lease and a PPA entered in the wizard are saved with their terms only', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signIn(page, owner);
  await page.goto(`/quotes/${projectId}/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your solar project' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Who gave you this quote?' })).toBeVisible();
  await systemStep(page, 'Lease Co');

  // Cash, Loan, Lease and PPA; a loan's fields first, then the lease's instead.
  const method = page.getByRole('radiogroup', { name: 'Payment method' });
  // Native radios: each is named by its label, not by text of its own.
  await expect(method.getByRole('radio')).toHaveCount(4);
  for (const name of ['Cash', 'Loan', 'Lease', 'PPA']) await expect(method.getByRole('radio', { name, exact: true })).toHaveCount(1);
  await method.getByRole('radio', { name: 'Loan' }).click();
  await spin(page, 'Interest rate').fill('6.99');
  await method.getByRole('radio', { name: 'Lease' }).click();
  await expect(spin(page, 'Interest rate')).toHaveCount(0);
  await expect(spin(page, 'Federal tax credit')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Lease' })).toBeVisible();
  await spin(page, 'Monthly lease payment').fill('129.5');
  await spin(page, 'Prepayment').fill('500');
  await spin(page, 'Yearly escalator').fill('12');
  await spin(page, 'Agreement term').fill('25');
  await page.getByRole('button', { name: /At the end of the term$/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Buy the system' }).click();
  await spin(page, 'Buyout price').fill('8000');
  await spin(page, 'Solar incentives').fill('5000');
  // The engine's warning, where the incentives are typed.
  await expect(page.getByText('Incentives and yearly benefits are not counted on a lease')).toBeVisible();
  await spin(page, 'Workmanship warranty').fill('10');

  // The registry's bound, in the Required Information dialog and under the field.
  await page.getByRole('button', { name: 'Save Quote' }).click();
  const required = page.getByRole('dialog', { name: 'Required Information' });
  await expect(required.getByRole('listitem')).toHaveText(['Yearly escalator: Must not exceed 10']);
  await required.getByRole('button', { name: "Understood, I'll fill it out" }).click();
  await expect(page.getByText('Must not exceed 10', { exact: true })).toBeVisible();
  await spin(page, 'Yearly escalator').fill('2.9');
  await expect(page.getByText('Must not exceed 10', { exact: true })).toHaveCount(0);

  // Screenshots of the Financing step (lease), wide and phone.
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(SHOTS, 'lease-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, 'lease-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Save Quote' }).click();
  const done = page.getByRole('dialog', { name: 'Your quote has been saved!' });
  await expect(done).toBeVisible();
  const [lease] = await quotes(request);
  expect(lease?.proposal_data).toMatchObject({
    payment_method: 'lease',
    lease_monthly_payment: 129.5,
    down_payment: 500,
    escalator_percent: 2.9,
    agreement_term_years: 25,
    end_of_term: 'buyout',
    buyout_price: 8000,
    solar_incentives: 5000,
    workmanship_warranty: 10,
    // Typed while it was a loan: not saved.
    interest_rate_percent: null,
    ppa_rate_per_kwh: null,
  });

  // A PPA as the next quote.
  await done.getByRole('button', { name: 'Add New Quote' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Who gave you this quote?' })).toBeVisible();
  await systemStep(page, 'PPA Co');
  await method.getByRole('radio', { name: 'PPA' }).click();
  await expect(page.getByRole('group', { name: 'Power purchase agreement' })).toBeVisible();
  await expect(spin(page, 'Monthly lease payment')).toHaveCount(0);
  await spin(page, 'PPA rate').fill('0.11');
  await spin(page, 'Yearly escalator').fill('2');
  await spin(page, 'Agreement term').fill('20');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, 'ppa-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Save Quote' }).click();
  await expect(page.getByRole('dialog', { name: 'Your quote has been saved!' })).toBeVisible();
  const ppa = (await quotes(request)).find((q) => q.company_name === 'PPA Co');
  expect(ppa?.proposal_data).toMatchObject({
    payment_method: 'ppa',
    ppa_rate_per_kwh: 0.11,
    escalator_percent: 2,
    agreement_term_years: 20,
    lease_monthly_payment: null,
    end_of_term: null,
  });
});

test('reopened in the editor, the lease and the PPA keep their values; bounds show on their own tab', async ({ page, request }) => {
  test.setTimeout(120_000);
  const all = await quotes(request);
  const lease = all.find((q) => q.company_name === 'Lease Co')!;
  const ppa = all.find((q) => q.company_name === 'PPA Co')!;
  await signIn(page, owner);

  await page.goto(`/quotes/${projectId}/edit/${lease.id}?tab=financials`);
  await expect(page.getByRole('radio', { name: 'Lease' })).toBeChecked();
  await expect(spin(page, 'Monthly lease payment')).toHaveValue('129.5');
  await expect(spin(page, 'Prepayment')).toHaveValue('500');
  await expect(spin(page, 'Yearly escalator')).toHaveValue('2.9');
  await expect(spin(page, 'Agreement term')).toHaveValue('25');
  await expect(page.getByRole('button', { name: /At the end of the term$/ })).toContainText('Buy the system');
  await expect(spin(page, 'Buyout price')).toHaveValue('8000');
  await expect(spin(page, 'Workmanship warranty')).toHaveValue('10');

  await page.goto(`/quotes/${projectId}/edit/${ppa.id}?tab=financials`);
  await expect(page.getByRole('radio', { name: 'PPA' })).toBeChecked();
  await expect(spin(page, 'PPA rate')).toHaveValue('0.11');
  await expect(spin(page, 'Agreement term')).toHaveValue('20');

  // Out of bounds on two tabs: Save and Go Back opens the first one's tab with its message.
  await spin(page, 'Agreement term').fill('41');
  await page.getByRole('tab', { name: 'System' }).click();
  await page.getByText('Battery included', { exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Battery included' })).toBeChecked();
  await spin(page, 'Battery cost').fill('9000');
  await spin(page, 'Battery capacity').fill('101');
  await page.getByRole('tab', { name: 'Installer' }).click();
  await page.getByRole('button', { name: 'Save and Go Back' }).click();
  await expect(page.getByRole('tab', { name: 'System' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Must not exceed 100', { exact: true })).toBeVisible();
  await spin(page, 'Battery capacity').fill('13.5');
  await page.getByRole('button', { name: 'Save and Go Back' }).click();
  await expect(page.getByRole('tab', { name: 'Financials' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Must not exceed 40', { exact: true })).toBeVisible();
  await expect(spin(page, 'Agreement term')).toBeFocused();
});
