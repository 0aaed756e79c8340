import { expect, test } from '@playwright/test';
import { DEMO, newHomeowner, signIn } from './app-support';

// Accounts and session (spec sections 2, 4, 5, 8): signup with its validation, protected routes, the
// redirect back after login, signed-in visitors of /login and /signup, logout, and the session cookie.

test.describe.configure({ mode: 'serial' });

test('signup shows every validation message, then creates the account and goes to /project/new', async ({ page }) => {
  const who = newHomeowner('signup');
  await page.goto('/signup?plan=smart');
  // The plan picked elsewhere is what the visitor chose, not what the account starts on (always Free).
  await expect(page.getByTestId('plan-note')).toHaveText(
    'You picked Smart. Accounts start on Free; contact us after signing up to upgrade.',
  );
  await expect(page.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  await expect(page.getByText('Plan: Smart')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /product updates/ })).toBeChecked();
  await page.getByRole('button', { name: 'Create Account' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Password is required',
    'You must agree to the terms of service',
    'You must agree to the privacy policy',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  // Errors clear as the field changes.
  await page.getByLabel('First name').fill(who.firstName);
  await expect(page.getByText('First name is required')).toHaveCount(0);
  await page.getByLabel('Last name').fill(who.lastName);
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check({ force: true }); // react-aria hides the native input under its label
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check({ force: true }); // react-aria hides the native input under its label
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/project\/new\?fromSignup=1&plan=smart$/);
  await expect(page.getByRole('heading', { name: 'Create New Project' })).toBeVisible();
  const context = await page.evaluate(() => JSON.parse(sessionStorage.getItem('signup_context') ?? 'null'));
  expect(context).toMatchObject({ completed_steps: ['signup'], plan: 'smart' });
  expect(await page.evaluate(() => localStorage.getItem('atlas:signed-in'))).toBe('1');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('atlas:user'))) ?? '{}')).toEqual({
    first_name: who.firstName,
    last_name: who.lastName,
    email: who.email,
  });

  // The consent timestamps were written to the user.
  const me = await page.request.get('/api/users/me?fields=terms_accepted,privacy_accepted,newsletter_accepted');
  const fields = (await me.json()).data;
  expect(fields.terms_accepted).toBeTruthy();
  expect(fields.privacy_accepted).toBeTruthy();
  expect(fields.newsletter_accepted).toBeTruthy();
});

test('a protected page sends a signed-out visitor to /login and back after signing in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await page.goto('/login?redirect=%2Fproject%2Fnew');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Please enter both email and password')).toBeVisible();
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(/Invalid user credentials|Failed to login/);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/project\/new$/);
});

test('the session is restored from its cookie on every page, survives parallel tabs, and ends with logout', async ({ page, context }) => {
  await signIn(page, DEMO);
  // A signed-in visitor of /login or /signup goes to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Each load refreshes the session from the cookie (POST /auth/refresh) before showing the page.
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh') && r.request().method() === 'POST');
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible();

  // Several tabs refreshing at once (opening projects side by side) must not sign the homeowner out.
  const tabs = await Promise.all([context.newPage(), context.newPage(), context.newPage()]);
  await Promise.all(tabs.map((tab) => tab.goto('/dashboard')));
  for (const tab of tabs) await expect(tab.getByRole('heading', { name: 'My Projects' })).toBeVisible();
  await Promise.all(tabs.map((tab) => tab.close()));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible();

  // The session cookie is httpOnly: scripts cannot read it.
  expect(await page.evaluate(() => document.cookie)).not.toContain('directus_session_token');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('atlas:signed-in'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('reset-password without a token goes to /forgot-password; forgot-password validates', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await page.getByLabel('Email').fill('nope');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
});

test('payment success without payment information shows the error state, never success', async ({ page }) => {
  await page.goto('/payment-success');
  await expect(page.getByRole('heading', { name: 'Payment Confirmation Issue' })).toBeVisible();
  await expect(page.getByText('No payment information found')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  // A request id alone does not make a payment: the server must confirm it.
  await page.goto('/payment-success?utm_content=00000000-0000-4000-8000-000000000000');
  // The page asks CONFIRM_ATTEMPTS times, CONFIRM_RETRY_MS apart (about 6 s), before it gives up.
  await expect(page.getByText("We couldn't confirm your payment. Your payment may still have been processed.")).toBeVisible({
    timeout: 20_000,
  });
});
