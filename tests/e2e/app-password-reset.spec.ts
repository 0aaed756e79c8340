import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { newHomeowner, register, signIn } from './app-support';

// Password reset end to end: the request screen, the email Directus sends (caught by the local SMTP sink
// in ATLAS_MAIL_DIR), the link back to /reset-password?token=…, the new password, and signing in with it.

const MAIL_DIR = process.env.ATLAS_MAIL_DIR;

/** The decoded text of a raw .eml (quoted-printable soft breaks and escapes undone). */
function decode(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function resetLinkFor(email: string): Promise<string> {
  const safe = email.replace(/[^a-z0-9@._-]/gi, '_');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = readdirSync(MAIL_DIR!).filter((f) => f.endsWith(`-${safe}.eml`));
        for (const file of files) {
          const text = decode(readFileSync(path.join(MAIL_DIR!, file), 'utf8'));
          link = text.match(/https?:\/\/[^\s"'<>]+\/reset-password\?token=[A-Za-z0-9._-]+/)?.[0];
          if (link) return true;
        }
        return false;
      },
      { timeout: 20_000, message: `a password-reset email to ${email} in ${MAIL_DIR}` },
    )
    .toBe(true);
  return link!;
}

test('a homeowner resets a forgotten password through the emailed link', async ({ page, request }) => {
  // npm test always runs a mail sink; without one this test fails rather than skipping.
  expect(MAIL_DIR, 'ATLAS_MAIL_DIR (the SMTP sink directory) must be set: run the suite through npm test').toBeTruthy();
  const who = newHomeowner('reset');
  await register(request, who);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(who.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  // "Try again" returns to the form.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();

  const link = new URL(await resetLinkFor(who.email));
  expect(link.pathname).toBe('/reset-password');
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
  await page.getByLabel('Confirm new password').fill('a-different-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();

  // The same link cannot be used twice.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password', { exact: true }).fill('yet-another-password');
  await page.getByLabel('Confirm new password').fill('yet-another-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Failed to reset password. Please try again.')).toBeVisible();

  await signIn(page, { email: who.email, password: 'a-brand-new-password' });
});
