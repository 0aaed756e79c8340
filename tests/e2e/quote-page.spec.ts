import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { analyzeQuote } from '../../src/finance';
import { formatCents, formatDollars } from '../../src/finance/format';
import { FEDERAL_CREDIT_EXPIRED } from '../../src/finance/messages';
import { seriousViolations } from './axe-support';
import { api, apiToken, newHomeowner, quotePayload, register, signIn } from './app-support';

// The quote page's own path (stores/quote-page.ts, stores/quote-analysis.ts, SidePanel), end to end against
// a real Directus: the address after "Add New Quote", a refused save and an expired session as the homeowner
// reads them, and the side panel's loan figures, each with its definition one tap away.

test.describe.configure({ mode: 'serial' });

const owner = newHomeowner('quotepage');
const SETTINGS = { monthly_consumption_kwh: 900, current_rate_per_kwh: 0.16 };
const EXPIRED = 'Your session has expired. Sign in again — nothing you typed is lost.';
let token = '';

const panel = (page: Page) => page.getByRole('complementary', { name: 'Financial analysis' });

async function newProject(request: Parameters<typeof api>[0], street: string, extra: Record<string, unknown> = {}): Promise<string> {
  const created = await api<{ id: string }>(request, token, 'POST', '/items/project', {
    street_address: street,
    city: 'Boulder',
    state_province: 'CO',
    postal_code: '80301',
    country: 'USA',
    ...SETTINGS,
    ...extra,
  });
  expect(created.status).toBe(200);
  return created.body.data.id;
}

async function newQuote(request: Parameters<typeof api>[0], projectId: string, company: string, extra: Record<string, unknown> = {}) {
  const created = await api<{ id: string }>(request, token, 'POST', '/items/installer', quotePayload(projectId, company, extra));
  expect(created.status).toBe(200);
  return created.body.data.id;
}

test.beforeAll(async ({ request }) => {
  await register(request, owner);
  token = await apiToken(request, owner);
});

test('after "Add New Quote" the address is the new quote’s, so a reload does not reopen the previous one', async ({ page, request }) => {
  const projectId = await newProject(request, '3 Address Lane');
  await signIn(page, owner);
  // Issue 22: the wizard no longer resumes a saved quote at /new?quote={id} (it saves only at its end), so
  // the first quote is entered through its four steps here.
  await page.goto(`/quotes/${projectId}/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your solar project' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Company name' }).fill('First Light Solar');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('spinbutton', { name: 'System size' }).fill('8');
  await page.getByRole('spinbutton', { name: 'Solar system cost' }).fill('24000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Save Quote' }).click();
  const done = page.getByRole('dialog', { name: 'Your quote has been saved!' });
  await expect(done).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/quotes/${projectId}/new$`));
  await done.getByRole('button', { name: 'Add New Quote' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a new quote' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/quotes/${projectId}/new$`));

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a new quote' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('');
});

test('a refused save names the field and the reason; an expired session says so once and keeps what was typed', async ({
  page,
  context,
  request,
}) => {
  const projectId = await newProject(request, '4 Refusal Road', { wizard_completed: true });
  const quoteId = await newQuote(request, projectId, 'Mesa Solar');
  await signIn(page, owner);
  await page.goto(`/quotes/${projectId}/edit/${quoteId}?tab=installer`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mesa Solar' })).toBeVisible();

  const reason = 'Validation failed for field "notes". Value is too long.';
  await page.route(`**/api/items/installer/${quoteId}**`, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ message: reason, extensions: { code: 'FAILED_VALIDATION', field: 'notes' } }] }),
        })
      : route.continue(),
  );
  await page.getByRole('textbox', { name: 'Phone' }).fill('720 555 0101');
  await page.getByRole('tab', { name: 'System' }).click();
  const refused = page.getByRole('alert').filter({ hasText: reason });
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('Your changes were not saved');
  await expect(page.getByRole('alert').filter({ hasText: EXPIRED })).toHaveCount(0);
  await page.unroute(`**/api/items/installer/${quoteId}**`);

  // The session goes: one notice, no "refused" words, nothing typed lost.
  await dropSession(context);
  await page.getByRole('tab', { name: 'Installer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: EXPIRED })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Your changes were not saved' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('720 555 0101');
});

async function dropSession(context: BrowserContext) {
  const name = 'directus_session_token';
  expect((await context.cookies()).map((c) => c.name)).toContain(name);
  await context.clearCookies({ name });
}

test('the side panel shows the loan as billed, returns over time and the assumptions, each defined one tap away', async ({
  page,
  request,
}) => {
  const projectId = await newProject(request, '5 Figures Court', { wizard_completed: true });
  const loan = { payment_method: 'loan', down_payment: 0, interest_rate_percent: 6.99, loan_term_years: 20 };
  const quoteId = await newQuote(request, projectId, 'Summit Loans Solar', loan);
  const expected = analyzeQuote(SETTINGS, quotePayload(projectId, 'x', loan).proposal_data).result;
  if (expected === null || expected.financing.kind !== 'loan') throw new Error('the engine gave no loan');
  await signIn(page, owner);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/quotes/${projectId}/edit/${quoteId}?tab=financials`);
  const side = panel(page);
  await expect(side.getByRole('heading', { name: 'Financial Analysis' })).toBeVisible();

  const value = (label: string) => side.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  // $24,000 financed at 6.99 % over 20 years: the lender bills on the whole price, incentives or not.
  await expect(value('Monthly loan payment')).toHaveText(`${formatCents(expected.financing.monthlyPayment)}/mo`);
  expect(expected.financing.monthlyPayment).toBeCloseTo(185.93, 2);
  await expect(value('Total paid')).toHaveText(formatDollars(expected.financing.totalPaid));
  await expect(value('Discounted payback')).toBeVisible();
  await expect(side.getByRole('heading', { name: 'Assumptions' })).toBeVisible();
  // The federal credit caution, once.
  await expect(side.getByRole('listitem').filter({ hasText: FEDERAL_CREDIT_EXPIRED })).toHaveCount(1);

  // A definition is one tap away (a popover, not a hover tooltip).
  await side.getByRole('button', { name: 'What is Total paid?' }).click();
  const definition = page.getByRole('dialog', { name: 'Total paid' });
  await expect(definition).toContainText('Everything paid for the system');
  await page.keyboard.press('Escape');
  await expect(definition).toHaveCount(0);

  // NPV on: the net present value joins the figures at once.
  await expect(side.getByText('Net present value', { exact: true })).toHaveCount(0);
  await page.getByText('Present value (NPV)').click();
  await expect(value('Net present value')).toHaveText(/^-?\$[\d,]+$/);

  expect(await seriousViolations(page)).toEqual([]);
  await side.screenshot({ path: 'test-results/shape-side-panel-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(side).toBeVisible();
  await side.screenshot({ path: 'test-results/shape-side-panel-390.png' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
