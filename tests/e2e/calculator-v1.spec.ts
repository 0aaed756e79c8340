import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe-support';
import { calculate } from '../../src/finance/calculate';
import { formatDollars, formatPayback } from '../../src/finance/format';

/** Opens a page and waits until its islands have hydrated (Astro drops `ssr` from each island then): a
 * click before that would reach a server-rendered button with no handler yet. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

// The first calculator at /calculator: its defaults, a result equal to the engine's, and the debug button
// that only ?tester=testing shows.

const panel = (page: Page) => page.getByRole('region', { name: 'Financial Analysis' });
const figure = (page: Page, label: string) => panel(page).getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');

test('starts with its defaults and shows the engine’s result', async ({ page }) => {
  await open(page, '/calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Solar Calculator' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'System lifetime', exact: true })).toHaveValue('25');
  await expect(page.getByRole('textbox', { name: 'Degradation rate', exact: true })).toHaveValue('0.5');
  await page.getByRole('radio', { name: 'Loan' }).click();
  await expect(page.getByRole('textbox', { name: 'Loan rate', exact: true })).toHaveValue('5');
  await expect(page.getByRole('textbox', { name: 'Loan term', exact: true })).toHaveValue('20');
  for (const [label, value] of [
    ['System size', '7'],
    ['Solar cost', '21000'],
    ['Year 1 production', '9800'],
    ['Monthly consumption', '800'],
    ['Electricity rate', '0.18'],
  ] as const) {
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  const { result } = calculate({
    systemSize: '7',
    solarCost: '21000',
    year1Production: '9800',
    monthlyConsumption: '800',
    electricityRate: '0.18',
    degradationRate: '0.5',
    systemLifetime: '25',
    rateIncrease: '3',
    annualEscalation: '2',
    discountRate: '3',
    paymentMethod: 'financing',
    interestRate: '5',
    loanTerm: '20',
  });
  if (result === null) throw new Error('the engine gave no result');
  await expect(figure(page, 'System Cost')).toHaveText(formatDollars(result.totalSystemCost));
  await expect(figure(page, 'Payback Period')).toHaveText(formatPayback(result.simplePayback, 'calculator') ?? '');
  await expect(page.getByRole('button', { name: 'Print to Console' })).toHaveCount(0);

  const size = page.getByRole('textbox', { name: 'System size', exact: true });
  await size.fill('0');
  await size.press('Tab');
  await expect(page.getByText('Must be at least 0.1', { exact: true })).toBeVisible();
  await expect(panel(page).getByRole('alert')).toContainText('System size: Must be at least 0.1');

  expect(await seriousViolations(page)).toEqual([]);
});

test('?tester=testing shows the debug button, which prints the data to the console', async ({ page }) => {
  await open(page, '/calculator?tester=testing');
  await expect(page.getByRole('button', { name: 'Print to Console' })).toBeDisabled();
  for (const [label, value] of [
    ['System size', '7'],
    ['Solar cost', '21000'],
    ['Year 1 production', '9800'],
    ['Monthly consumption', '800'],
    ['Electricity rate', '0.18'],
  ] as const) {
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await expect(panel(page)).toHaveAttribute('data-status', 'result');
  const printed = page.waitForEvent('console', (message) => message.text().includes('Atlas calculator (v1)'));
  await page.getByRole('button', { name: 'Print to Console' }).click();
  await printed;
});
