import { expect, test, type Page } from '@playwright/test';
import { api, apiToken, newHomeowner, quotePayload, register, signIn } from './app-support';

// Issue 12, finding 8: one quote open in two tabs. A save sends this tab's changes over what the server
// holds now, so the other tab's changes survive; the same field changed differently asks the homeowner.

test.describe.configure({ mode: 'serial' });

const owner = newHomeowner('concurrency');
let token = '';

test.beforeAll(async ({ request }) => {
  await register(request, owner);
  token = await apiToken(request, owner);
});

async function quoteInTwoTabs(page: Page, request: Parameters<typeof api>[0], street: string) {
  const project = await api<{ id: string }>(request, token, 'POST', '/items/project', {
    street_address: street,
    city: 'Boulder',
    state_province: 'CO',
    postal_code: '80301',
    country: 'USA',
    monthly_consumption_kwh: 900,
    current_rate_per_kwh: 0.16,
    wizard_completed: true,
  });
  const projectId = project.body.data.id;
  const quote = await api<{ id: string }>(request, token, 'POST', '/items/installer', quotePayload(projectId, 'Twin Peaks Solar'));
  const quoteId = quote.body.data.id;
  await signIn(page, owner);
  const other = await page.context().newPage();
  for (const tab of [page, other]) {
    await tab.goto(`/quotes/${projectId}/edit/${quoteId}?tab=system`);
    await expect(tab.getByLabel('Solar system cost')).toHaveValue(/24,?000/);
  }
  type Stored = { proposal_data: { solar_system_cost?: number; system_size_kw?: number } };
  const stored = async () => (await api<Stored>(request, token, 'GET', `/items/installer/${quoteId}`)).body.data;
  return { projectId, other, stored };
}

test('changes to different fields in two tabs both survive', async ({ page, request }) => {
  const { projectId, other, stored } = await quoteInTwoTabs(page, request, '1 Twin Tabs Way');
  await other.getByLabel('System size').fill('9.6');
  await other.getByRole('button', { name: 'Save and Go Back' }).click();
  await expect(other).toHaveURL(new RegExp(`/quotes/${projectId}$`));

  await page.getByLabel('Solar system cost').fill('23500');
  await page.getByRole('button', { name: 'Save and Go Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/quotes/${projectId}$`));
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  const quote = await stored();
  expect(quote.proposal_data.system_size_kw).toBe(9.6);
  expect(quote.proposal_data.solar_system_cost).toBe(23500);
});

test('the same field changed in both tabs asks which to keep, and keeps the choice', async ({ page, request }) => {
  const { projectId, other, stored } = await quoteInTwoTabs(page, request, '2 Twin Tabs Way');
  await other.getByLabel('Solar system cost').fill('26000');
  await other.getByRole('button', { name: 'Save and Go Back' }).click();
  await expect(other).toHaveURL(new RegExp(`/quotes/${projectId}$`));

  await page.getByLabel('Solar system cost').fill('24800');
  await page.getByRole('button', { name: 'Save and Go Back' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'This quote changed elsewhere' });
  await expect(dialog).toBeVisible();
  const row = dialog.getByRole('row', { name: /Solar system cost/ });
  await expect(row).toContainText('24800');
  await expect(row).toContainText('26000');
  // Nothing was overwritten while the homeowner decides, and what they typed is still there.
  expect((await stored()).proposal_data.solar_system_cost).toBe(26000);

  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => (await stored()).proposal_data.solar_system_cost).toBe(24800);
  await expect(page.getByText('All changes saved')).toBeVisible();
});

/**
 * Holds this tab's first quote save (the PATCH) on its way, after the save's own read of the quote, until
 * `release()`; `held` resolves once it is held. `statuses` lists the answers to this tab's quote PATCHes.
 */
async function holdFirstSave(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let markHeld = () => {};
  const held = new Promise<void>((resolve) => (markHeld = resolve));
  const statuses: number[] = [];
  const isQuoteSave = (method: string, url: string) => method === 'PATCH' && new URL(url).pathname.startsWith('/api/items/installer/');
  page.on('response', (response) => {
    if (isQuoteSave(response.request().method(), response.url())) statuses.push(response.status());
  });
  let first = true;
  await page.route('**/api/items/installer/**', async (route) => {
    if (!first || !isQuoteSave(route.request().method(), route.request().url())) return route.fallback();
    first = false;
    markHeld();
    await released;
    await route.continue();
  });
  return { held, release, statuses };
}

// Review finding 5: the other tab's save lands between this tab's read and its write. The server refuses the
// write made against the older read (409); the tab reads again and merges, so the other save is not lost.
test('a save overtaken between its read and its write keeps the other tab’s change', async ({ page, request }) => {
  const { projectId, other, stored } = await quoteInTwoTabs(page, request, '3 Twin Tabs Way');
  const save = await holdFirstSave(page);
  await page.getByLabel('System size').fill('9.6');
  await page.getByRole('button', { name: 'Save and Go Back' }).click();
  await save.held;

  await other.getByLabel('Solar system cost').fill('26000');
  await other.getByRole('button', { name: 'Save and Go Back' }).click();
  await expect(other).toHaveURL(new RegExp(`/quotes/${projectId}$`));
  expect((await stored()).proposal_data.solar_system_cost).toBe(26000);

  save.release();
  await expect(page).toHaveURL(new RegExp(`/quotes/${projectId}$`));
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const quote = await stored();
  expect(quote.proposal_data.solar_system_cost).toBe(26000);
  expect(quote.proposal_data.system_size_kw).toBe(9.6);
  // The held write was refused, and the merged one went through.
  expect(save.statuses[0]).toBe(409);
  expect(save.statuses).toContain(200);
});

test('a save overtaken on the same field asks which to keep, and nothing is overwritten meanwhile', async ({ page, request }) => {
  const { projectId, other, stored } = await quoteInTwoTabs(page, request, '4 Twin Tabs Way');
  const save = await holdFirstSave(page);
  await page.getByLabel('Solar system cost').fill('24800');
  await page.getByRole('button', { name: 'Save and Go Back' }).click();
  await save.held;

  await other.getByLabel('Solar system cost').fill('26000');
  await other.getByRole('button', { name: 'Save and Go Back' }).click();
  await expect(other).toHaveURL(new RegExp(`/quotes/${projectId}$`));

  save.release();
  const dialog = page.getByRole('alertdialog', { name: 'This quote changed elsewhere' });
  await expect(dialog).toBeVisible();
  const row = dialog.getByRole('row', { name: /Solar system cost/ });
  await expect(row).toContainText('24800');
  await expect(row).toContainText('26000');
  expect(save.statuses).toEqual([409]);
  expect((await stored()).proposal_data.solar_system_cost).toBe(26000);
});
