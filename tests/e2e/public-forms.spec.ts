import { test, type Page } from '@playwright/test';
import { asAdmin, expect, until } from './public-support';

// The contact form and the installer application: validation, prefill for signed-in users, the
// Submitting... state, success (stored in Directus form_submissions, form cleared) and failure (what was
// typed stays, support offered).

type Submission = { form_type: string; payload: Record<string, string> };

async function stored(email: string): Promise<Submission[]> {
  try {
    return await asAdmin<Submission[]>(
      'GET',
      `/items/form_submissions?filter[payload][_contains]=${encodeURIComponent(email)}&fields=form_type,payload&limit=10`,
    );
  } catch {
    // A database that cannot filter JSON with _contains: read the newest and look.
    const newest = await asAdmin<Submission[]>('GET', '/items/form_submissions?sort=-date_created&fields=form_type,payload&limit=200');
    return newest.filter((s) => JSON.stringify(s.payload).includes(email));
  }
}

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByRole('textbox', { name: label, exact: true }).fill(value);
}

test.describe('contact form', () => {
  test('validates, clears errors on edit, sends, stores and clears', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const message of ['First name is required', 'Last name is required', 'Email is required', 'Message is required'])
      await expect(form.getByText(message)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Phone (optional)', exact: true })).not.toHaveAttribute('aria-invalid');

    await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Ada');
    await expect(form.getByText('First name is required')).toBeHidden();
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please enter a valid email')).toBeVisible();

    const email = unique('contact');
    await fill(page, {
      'Last name': 'Lovelace',
      Email: email,
      'Phone (optional)': '555-0100',
      Message: 'How do I compare two financing offers?',
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/items/form_submissions', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    await expect(form.getByText("Thank you! We'll get back to you within 24 hours.")).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');

    const [row] = await until(
      () => stored(email),
      (rows) => rows.length === 1,
      { what: 'the stored contact submission' },
    );
    expect(row).toEqual({
      form_type: 'contact',
      payload: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        phone: '555-0100',
        message: 'How do I compare two financing offers?',
        formType: 'contact',
      },
    });
  });

  test('is prefilled for a signed-in user', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('atlas:signed-in', '1');
      localStorage.setItem('atlas:user', JSON.stringify({ first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' }));
    });
    await page.goto('/contact');
    await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Grace');
    await expect(page.getByRole('textbox', { name: 'Last name', exact: true })).toHaveValue('Hopper');
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('grace@example.com');
  });

  test('a failed post keeps what was typed and offers the support email', async ({ page }) => {
    await page.route('**/api/items/form_submissions', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"errors":[{"message":"down"}]}' }),
    );
    await page.goto('/contact');
    await fill(page, { 'First name': 'Ada', 'Last name': 'Lovelace', Email: 'ada@example.com', Message: 'Still there?' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Oops! Something went wrong. Please try again or email us directly.');
    await expect(alert.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Still there?');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});

test.describe('installer application', () => {
  test('validates, sends, stores and clears', async ({ page }) => {
    await page.goto('/for-installers#installer-apply');
    const form = page.getByRole('form', { name: 'Installer partner application' });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    for (const message of [
      'Company Name is required',
      'Website is required',
      'Your Name is required',
      'Your Role is required',
      'Email is required',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    const email = unique('installer');
    await fill(page, {
      'Company Name': 'Sunny Test Solar',
      Website: 'sunny-test.example',
      'Your Name': 'Sam Sun',
      'Your Role': 'Owner',
      Email: email,
    });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByText("Thank you! We'll review your application and get back to you within 48 hours.")).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Company Name', exact: true })).toHaveValue('');
    const [row] = await until(
      () => stored(email),
      (rows) => rows.length === 1,
      { what: 'the stored application' },
    );
    expect(row).toEqual({
      form_type: 'installer_application',
      payload: {
        companyName: 'Sunny Test Solar',
        website: 'sunny-test.example',
        contactName: 'Sam Sun',
        role: 'Owner',
        email,
        phone: '',
        formType: 'installer_application',
      },
    });
  });

  test('is prefilled, and a failure names the support address and keeps the input', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem('atlas:user', JSON.stringify({ first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' })),
    );
    await page.route('**/api/items/form_submissions', (route) => route.abort('connectionrefused'));
    await page.goto('/for-installers');
    await expect(page.getByRole('textbox', { name: 'Your Name', exact: true })).toHaveValue('Grace Hopper');
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('grace@example.com');
    await fill(page, { 'Company Name': 'Hopper Solar', Website: 'hopper.example', 'Your Role': 'CEO' });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('alert')).toContainText(/Oops! Something went wrong\. Please try again or email us at \S+@\S+\./);
    await expect(page.getByRole('textbox', { name: 'Company Name', exact: true })).toHaveValue('Hopper Solar');
  });
});
