import { expect, test } from '@playwright/test';
import { api, apiToken, newHomeowner, register } from './app-support';
import { press, tabTo, typeInto } from './keyboard-support';

// Issue 21's keyboard path, in one go and with the keyboard alone: sign in, create a project choosing the
// country by typing into its ComboBox, fill a first quote in the wizard, open a definition popover and
// close it with Escape (focus goes back to its button), and save. No click and no fill: every step is
// Tab, typing, arrows, Enter or Escape, so a control that a keyboard cannot reach fails the test.

const owner = newHomeowner('keyboard');

test.beforeAll(async ({ request }) => {
  await register(request, owner);
});

test('sign in, create a project, enter a quote and read a definition, with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(300_000);

  // Sign in.
  await page.goto('/login');
  await typeInto(page, page.getByLabel('Email'), owner.email);
  await typeInto(page, page.getByLabel('Password'), owner.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Create a project: the country chosen by typing, then the address.
  await press(page, page.getByRole('link', { name: 'Create First Project' }));
  await expect(page).toHaveURL(/\/project\/new$/);
  const country = page.getByRole('combobox', { name: 'Country' });
  await tabTo(page, country);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('cana');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.filter({ hasText: 'Canada (CAN)' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(country).toHaveValue('Canada (CAN)');
  await expect(page.getByLabel('Province')).toBeVisible();
  // And back to the United States, typed again: the address fields follow the country.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('united st');
  await expect(options.filter({ hasText: 'United States (USA)' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(country).toHaveValue('United States (USA)');
  await typeInto(page, page.getByLabel('Street address'), '7 Keyboard Court');
  await typeInto(page, page.getByLabel('City'), 'Boulder');
  await typeInto(page, page.getByLabel('State'), 'co');
  await typeInto(page, page.getByLabel('Postal code'), '80301');
  await press(page, page.getByRole('button', { name: 'Create Project' }));
  await expect(page).toHaveURL(/\/quotes\/[^/]+\/new$/);
  const projectId = new URL(page.url()).pathname.split('/')[2]!;

  // The wizard, step by step.
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your solar project' })).toBeVisible();
  await typeInto(page, page.getByLabel(/Monthly consumption/), '900');
  await typeInto(page, page.getByLabel(/Current rate/), '0.17');
  await press(page, page.getByRole('button', { name: 'Continue' }));
  await expect(page.getByRole('heading', { level: 2, name: 'Who gave you this quote?' })).toBeFocused();
  await typeInto(page, page.getByRole('textbox', { name: 'Company name' }), 'Tab Key Solar');
  await press(page, page.getByRole('button', { name: 'Continue' }));
  await expect(page.getByRole('heading', { level: 2, name: 'What system did they quote?' })).toBeFocused();
  await typeInto(page, page.getByRole('spinbutton', { name: 'System size' }), '7.2');
  await typeInto(page, page.getByRole('spinbutton', { name: 'Solar system cost' }), '21600');
  await typeInto(page, page.getByRole('spinbutton', { name: 'Year 1 production' }), '10100');
  await press(page, page.getByRole('button', { name: 'Continue' }));
  await expect(page.getByRole('heading', { level: 2, name: 'How would you pay for this system?' })).toBeFocused();
  await expect(page.getByRole('radio', { name: 'Cash' })).toBeChecked();

  // A definition of the side panel: opened with Enter, closed with Escape, focus back on its button.
  const side = page.getByRole('complementary', { name: 'Financial analysis' });
  await expect(side.getByRole('heading', { name: 'Financial Analysis' })).toBeVisible();
  const what = side.getByRole('button', { name: /^What is / }).first();
  const term = ((await what.getAttribute('aria-label')) ?? (await what.innerText())).replace(/^What is /, '').replace(/\?$/, '');
  await press(page, what);
  const definition = page.getByRole('dialog', { name: term });
  await expect(definition).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(definition).toHaveCount(0);
  await expect(what).toBeFocused();

  // Save, and the server holds what was typed.
  await press(page, page.getByRole('button', { name: 'Save Quote' }));
  await expect(page.getByRole('dialog', { name: 'Your quote has been saved!' })).toBeVisible();
  const token = await apiToken(request, owner);
  const saved = await api<{
    country: string;
    state_province: string;
    street_address: string;
    installer: Array<{ name: string; proposal_data: Record<string, unknown> }>;
  }>(
    request,
    token,
    'GET',
    `/items/project/${projectId}?fields=country,state_province,street_address,installer.name,installer.proposal_data`,
  );
  expect(saved.status).toBe(200);
  expect(saved.body.data).toMatchObject({ country: 'USA', state_province: 'CO', street_address: '7 Keyboard Court' });
  expect(saved.body.data.installer).toHaveLength(1);
  expect(saved.body.data.installer[0]!.name).toBe('Tab Key Solar');
  expect(saved.body.data.installer[0]!.proposal_data).toMatchObject({
    system_size_kw: 7.2,
    solar_system_cost: 21600,
    year1_production_kwh: 10100,
    payment_method: 'cash',
  });
});
