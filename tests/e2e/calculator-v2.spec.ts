import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './axe-support';
import { calculate } from '../../src/finance/calculate';
import { formatCents, formatDollars, formatPayback, formatPercent, formatPerKwh, formatThousands } from '../../src/finance/format';

/** Opens a page and waits until its islands have hydrated (Astro drops `ssr` from each island then): a
 * click before that would reach a server-rendered button with no handler yet. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

// The public calculator at /calculator-v2 against the finance engine: the same inputs typed in the browser
// and given to `calculate` must show the engine's figures and warnings. Plus validation on blur, toggles,
// Print to Console, the timeline, and an accessibility check.

const panel = (page: Page) => page.getByRole('region', { name: 'Financial Analysis' });

/** The value shown beside a figure's label in the results panel. */
const figure = (page: Page, label: string): Locator =>
  panel(page).getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');

async function fill(page: Page, label: string, value: string) {
  await page.getByRole('textbox', { name: label, exact: true }).fill(value);
}

test('idle until the required inputs are typed, then the engine’s figures for the same inputs', async ({ page }) => {
  await open(page, '/calculator-v2');
  await expect(page.getByRole('heading', { level: 1, name: 'Solar Savings Calculator' })).toBeVisible();
  await expect(panel(page).getByText('Enter these to see your analysis:')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print to Console' })).toBeDisabled();
  // Placeholders are the values used when a field is left empty (spec §2).
  for (const [label, placeholder] of [
    ['System lifetime', '25'],
    ['Degradation rate', '0.5'],
    ['Rate increase', '3'],
  ] as const) {
    await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveAttribute('placeholder', placeholder);
  }

  const typed = {
    systemSize: ['System size', '8.4'],
    solarCost: ['Solar cost', '25200'],
    otherCosts: ['Other costs', '900'],
    year1Production: ['Year 1 production', '11800'],
    degradationRate: ['Degradation rate', '0.6'],
    solarIncentives: ['Solar incentives', '6000'],
    yearlyBenefits: ['Yearly benefits', '250'],
    yearlyBenefitDuration: ['Benefit duration', '10'],
    monthlyConsumption: ['Monthly consumption', '950'],
    electricityRate: ['Electricity rate', '0.17'],
    monthlyNetExcess: ['Monthly net excess', '120'],
    netMeteringRate: ['Net metering rate', '0.09'],
    rateIncrease: ['Rate increase', '2.5'],
  } as const;
  for (const [label, value] of Object.values(typed)) await fill(page, label, value);

  const battery = page.getByRole('switch', { name: /Battery/ });
  await expect(page.getByText('Excluded').first()).toBeVisible();
  await battery.focus();
  await page.keyboard.press('Space');
  await expect(battery).toBeChecked();
  await fill(page, 'Battery cost', '11000');
  await fill(page, 'Battery capacity', '13.5');
  await fill(page, 'Battery incentives', '3300');
  await expect(page.getByText('Battery warranties usually run 10–12 years; plan for a replacement around year 12.')).toBeVisible();

  await page.getByRole('radio', { name: 'Financing' }).click();
  await expect(page.getByRole('textbox', { name: 'Loan rate', exact: true })).toHaveAttribute('placeholder', '5.99');
  await expect(page.getByRole('textbox', { name: 'Loan term', exact: true })).toHaveAttribute('placeholder', '20');
  await fill(page, 'Down payment', '3000');
  await fill(page, 'Loan rate', '6.49');
  await fill(page, 'Loan term', '20');

  const om = page.getByRole('switch', { name: /O&M/ });
  await om.focus();
  await page.keyboard.press('Space');
  await fill(page, 'Monthly insurance', '12.5');
  await fill(page, 'Monthly maintenance', '8');
  await expect(page.getByRole('status', { name: 'Monthly O&M cost' })).toHaveText('$20.50');

  const input = {
    ...Object.fromEntries(Object.entries(typed).map(([name, [, value]]) => [name, value])),
    batteryIncluded: true,
    batteryCost: '11000',
    batteryCapacity: '13.5',
    batteryIncentives: '3300',
    paymentMethod: 'financing' as const,
    downPayment: '3000',
    interestRate: '6.49',
    loanTerm: '20',
    includeOM: true,
    monthlyInsurance: '12.5',
    monthlyMaintenance: '8',
    npvEnabled: false,
  };
  const expected = calculate(input);
  const result = expected.result;
  expect(result, JSON.stringify(expected.warnings)).not.toBeNull();
  if (result === null) return;

  await expect(panel(page)).toHaveAttribute('data-status', 'result');
  await expect(figure(page, 'System Cost')).toHaveText(formatDollars(result.totalSystemCost));
  await expect(figure(page, 'Net Cost')).toHaveText(formatDollars(result.netInvestment));
  await expect(figure(page, 'Solar kWh')).toHaveText(`${formatPerKwh(result.lcoe)}/kWh`);
  await expect(figure(page, 'Payback Period')).toHaveText(formatPayback(result.simplePayback, 'calculator') ?? '');
  await expect(figure(page, 'Net Benefit')).toHaveText(formatThousands(result.netSavings));
  await expect(figure(page, 'Return on Investment')).toHaveText(formatPercent(result.roi));
  await expect(figure(page, 'Year 1 Monthly')).toHaveText(formatDollars(result.netMonthlySavings));
  await expect(figure(page, 'Loan Payment')).toHaveText(`${formatCents(result.monthlyPayment)}/mo`);
  await expect(figure(page, 'Total Interest')).toHaveText(formatDollars(result.totalInterest));
  await expect(panel(page).getByText('Without Solar', { exact: true }).locator('xpath=following-sibling::span[1]')).toHaveText(
    formatDollars(result.lifetimeElectricalCost),
  );

  // Warnings above the results, exactly the engine's, errors first.
  const warnings = [
    ...expected.warnings.filter((w) => w.severity === 'error'),
    ...expected.warnings.filter((w) => w.severity === 'warning'),
  ];
  if (warnings.length > 0) {
    await expect(panel(page).getByRole('list', { name: 'Warnings' }).getByRole('listitem')).toHaveText(
      warnings.map((w) => new RegExp(escape(w.message))),
    );
  }

  // The timeline: one row per year, a chart, a CSV download.
  const timeline = page.getByRole('region', { name: 'Cash flow timeline' });
  await expect(timeline.getByRole('table', { name: 'Cash flow by year' }).getByRole('row')).toHaveCount(result.timeline.length / 12 + 1);
  await expect(
    timeline
      .getByRole('img', { name: /Cumulative cash flow by year/ })
      .locator('svg')
      .first(),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await timeline.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toBe('atlas-solar-cash-flow.csv');

  // Print to Console prints the inputs and the result: asked for, so not silenced outside debug mode.
  const printed = page.waitForEvent('console', (message) => message.text().includes('Atlas calculator (v2)'));
  const inputs = page.waitForEvent('console', (message) => message.type() === 'log' && message.text().startsWith('Inputs'));
  const figures = page.waitForEvent('console', (message) => message.type() === 'log' && message.text().startsWith('Result'));
  await page.getByRole('button', { name: 'Print to Console' }).click();
  await Promise.all([printed, inputs, figures]);
  await expect(panel(page).getByText('Printed to the browser console.')).toBeVisible();

  // The decision helpers: sensitivity ranges and the battery on its own.
  await expect(page.getByRole('region', { name: 'How sensitive is this?' }).getByRole('row')).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'The battery on its own' })).toContainText('Battery adds (after incentives)');
  await expect(page.getByRole('region', { name: 'The battery on its own' })).toContainText('$7,700');

  expect(await seriousViolations(page)).toEqual([]);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('fields are validated on blur with the spec’s messages, which clear once fixed', async ({ page }) => {
  await open(page, '/calculator-v2');
  const size = page.getByRole('textbox', { name: 'System size', exact: true });
  await size.fill('abc');
  await size.press('Tab');
  await expect(page.getByText('Must be a valid number')).toBeVisible();
  await size.fill('2000');
  await size.press('Tab');
  await expect(page.getByText('Must not exceed 1,000')).toBeVisible();
  await size.fill('8');
  await expect(page.getByText('Must not exceed 1,000')).toHaveCount(0);

  await fill(page, 'Solar cost', '20000');
  const incentives = page.getByRole('textbox', { name: 'Solar incentives', exact: true });
  await incentives.fill('25000');
  await incentives.press('Tab');
  await expect(page.getByText('Must not exceed 20,000')).toBeVisible();
  // A higher cost lifts the limit: the message goes.
  await fill(page, 'Solar cost', '26000');
  await expect(page.getByText('Must not exceed 20,000')).toHaveCount(0);

  const discount = page.getByRole('switch', { name: /NPV/ });
  await discount.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Enabled', { exact: true })).toBeVisible();
  const rate = page.getByRole('textbox', { name: 'Discount rate', exact: true });
  await expect(page.getByText('Typically 2–4%.')).toBeVisible();
  await rate.fill('30');
  await rate.press('Tab');
  await expect(page.getByText('Must not exceed 25')).toBeVisible();
});

test('an engine error shows its message and no results; a negative ROI is listed in red above the results', async ({ page }) => {
  await open(page, '/calculator-v2');
  await page.getByRole('button', { name: 'Try an example' }).click();
  await expect(panel(page)).toHaveAttribute('data-status', 'result');
  await fill(page, 'Solar cost', '95000');
  const expected = calculate({
    systemSize: '8',
    solarCost: '95000',
    otherCosts: '0',
    year1Production: '11000',
    solarIncentives: '0',
    monthlyConsumption: '900',
    electricityRate: '0.16',
  });
  await expect(figure(page, 'System Cost')).toHaveText('$95,000');
  await expect(panel(page).getByRole('list', { name: 'Warnings' }).getByRole('listitem').first()).toHaveText(
    /Negative ROI - system costs exceed lifetime benefits/,
  );
  await expect(panel(page).getByRole('list', { name: 'Warnings' }).getByRole('listitem').first()).toHaveClass(/text-red-800/);
  expect(expected.warnings[0]?.message).toBe('Negative ROI - system costs exceed lifetime benefits');
  await expect(figure(page, 'Payback Period')).toHaveText('No Break Even');

  await fill(page, 'Solar incentives', '96000');
  await expect(panel(page)).toHaveAttribute('data-status', 'error');
  await expect(panel(page).getByRole('alert')).toContainText('Solar incentives: Must not exceed 95,000');
  await expect(figure(page, 'System Cost')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print to Console' })).toBeDisabled();
});

test('the page passes an accessibility check before any input', async ({ page }) => {
  await open(page, '/calculator-v2');
  await expect(page.getByRole('button', { name: 'Try an example' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

// Issue 11: loans as the lender bills them, leases and PPAs, the new figures, their definitions one tap away.

const R1_TYPED = [
  ['System size', '13.2'],
  ['Solar cost', '36809'],
  ['Year 1 production', '17000'],
  ['Solar incentives', '9948'],
  ['Monthly consumption', '1100'],
  ['Electricity rate', '0.2'],
] as const;

test('a loan as billed: R1 to the cent, the dealer fee, the paydown, NPV, IRR and the federal credit caution', async ({ page }) => {
  await open(page, '/calculator-v2');
  for (const [label, value] of R1_TYPED) await fill(page, label, value);
  await page.getByRole('radio', { name: 'Financing' }).click();
  for (const [label, value] of [
    ['Down payment', '0'],
    ['Loan rate', '6.99'],
    ['Loan term', '25'],
    ['Cash price quoted', '33161'],
    ['Incentives arrive after', '15'],
  ] as const) {
    await fill(page, label, value);
  }
  await page.getByRole('radio', { name: 'Paid onto the loan' }).click();
  const { result } = calculate({
    ...Object.fromEntries(
      R1_TYPED.map(([label, value]) => [
        {
          'System size': 'systemSize',
          'Solar cost': 'solarCost',
          'Year 1 production': 'year1Production',
          'Solar incentives': 'solarIncentives',
          'Monthly consumption': 'monthlyConsumption',
          'Electricity rate': 'electricityRate',
        }[label],
        value,
      ]),
    ),
    paymentMethod: 'financing',
    downPayment: '0',
    interestRate: '6.99',
    loanTerm: '25',
    cashPrice: '33161',
    incentiveMonth: '15',
    incentivePaydown: true,
  });
  if (result === null) throw new Error('the engine gave no result');

  await expect(figure(page, 'Loan Payment')).toHaveText('$259.92/mo');
  await expect(figure(page, 'After the paydown')).toHaveText('$188.29/mo');
  await expect(figure(page, 'Total Paid')).toHaveText('$67,510');
  await expect(panel(page).getByText('Dealer fee $3,648 (11.0% of cash price)')).toBeVisible();
  await expect(figure(page, 'Net Present Value')).toHaveText(formatThousands(result.netPresentValue));
  await expect(figure(page, 'Rate of Return (IRR)')).toHaveText(formatPercent(result.irr));
  await expect(figure(page, 'Discounted Payback')).toHaveText(formatPayback(result.discountedPayback, 'calculator') ?? '');
  // The credit caution: in the warnings, and a mark beside each figure that counts the credit.
  await expect(panel(page).getByRole('list', { name: 'Warnings' })).toContainText(
    'does not apply to systems installed after December 31, 2025',
  );
  await expect(panel(page).locator('[data-figure="payback"]').getByRole('img', { name: 'counts the federal tax credit' })).toBeVisible();
  await expect(panel(page).locator('[data-figure="system-cost"]').getByRole('img', { name: 'counts the federal tax credit' })).toHaveCount(
    0,
  );
  // The assumptions: what was assumed is marked.
  const assumptions = panel(page).getByRole('region', { name: 'Assumptions' });
  await expect(assumptions).toContainText('Incentives received15 months after installation');
  await expect(assumptions.getByText('Electricity price increase')).toContainText('assumed');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a lease and a PPA: payments, the effective price against the utility’s, incentives not counted, no ownership figures', async ({
  page,
}) => {
  await open(page, '/calculator-v2');
  for (const [label, value] of [
    ['System size', '8'],
    ['Solar cost', '30000'],
    ['Year 1 production', '11000'],
    ['Solar incentives', '9000'],
    ['Monthly consumption', '900'],
    ['Electricity rate', '0.2'],
  ] as const) {
    await fill(page, label, value);
  }
  await page.getByRole('radio', { name: 'Lease' }).click();
  for (const [label, value] of [
    ['Prepayment', '500'],
    ['Lease payment', '120'],
    ['Escalator', '2.9'],
    ['Agreement term', '20'],
  ] as const) {
    await fill(page, label, value);
  }
  const base = {
    systemSize: '8',
    solarCost: '30000',
    year1Production: '11000',
    solarIncentives: '9000',
    monthlyConsumption: '900',
    electricityRate: '0.2',
    downPayment: '500',
    escalator: '2.9',
    agreementTerm: '20',
    endOfTerm: 'return',
  };
  const lease = calculate({ ...base, paymentMethod: 'lease', leasePayment: '120' }).result;
  if (lease === null || lease.financing.kind !== 'lease') throw new Error('no lease result');
  await expect(figure(page, 'Lease Payment')).toHaveText('$120.00/mo');
  await expect(figure(page, 'Total Paid')).toHaveText(formatDollars(lease.financing.totalPaid));
  await expect(figure(page, 'Effective price')).toHaveText(`${formatPerKwh(lease.financing.effectiveRatePerKwh)}/kWh`);
  await expect(figure(page, 'Return on Investment')).toHaveText('—');
  await expect(figure(page, 'Rate of Return (IRR)')).toHaveText('None');
  await expect(figure(page, 'Net Benefit')).toHaveText(formatThousands(lease.netSavings));
  await expect(panel(page).getByRole('list', { name: 'Warnings' })).toContainText('not counted on a lease');
  await expect(panel(page).getByRole('region', { name: 'Assumptions' })).toContainText('The system is returned after 20 years');

  await page.getByRole('radio', { name: 'PPA' }).click();
  await fill(page, 'PPA rate', '0.11');
  const ppa = calculate({ ...base, paymentMethod: 'ppa', ppaRate: '0.11' }).result;
  if (ppa === null) throw new Error('no PPA result');
  await expect(figure(page, 'PPA Payment')).toHaveText(`${formatCents(ppa.monthlyPayment)}/mo`);
  await expect(figure(page, 'Net Present Value')).toHaveText(formatThousands(ppa.netPresentValue));
  await expect(figure(page, 'Payback Period')).toHaveText(formatPayback(ppa.simplePayback, 'calculator') ?? '');
});

test('a payback of 0 reads Immediate, never No Break Even', async ({ page }) => {
  await open(page, '/calculator-v2');
  await page.getByRole('button', { name: 'Try an example' }).click();
  await page.getByRole('radio', { name: 'Financing' }).click();
  await fill(page, 'Down payment', '0');
  await fill(page, 'Loan rate', '0');
  await fill(page, 'Loan term', '30');
  await expect(figure(page, 'Payback Period')).toHaveText('Immediate');
});

test('a figure’s definition opens by pointer and by keyboard', async ({ page }) => {
  await open(page, '/calculator-v2');
  await page.getByRole('button', { name: 'Try an example' }).click();
  await page.getByRole('button', { name: 'What is Payback Period?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payback Period' });
  await expect(dialog).toContainText('Years until the running total of monthly cash flows turns non-negative for good');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'What is Net Present Value?' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Net Present Value' })).toContainText('discounted to today');
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('a tap opens a figure’s definition', async ({ page }) => {
    await open(page, '/calculator-v2');
    await page.getByRole('button', { name: 'Try an example' }).tap();
    await page.getByRole('button', { name: 'What is Net Present Value?' }).tap();
    await expect(page.getByRole('dialog', { name: 'Net Present Value' })).toContainText('discounted to today');
  });
});
