import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';

// Shared helpers of the signed-in app's browser suites (app-*.spec.ts). Directus is called directly only
// to set up data the screens under test do not create (quotes) and to check what the server holds.

export const DIRECTUS = (process.env.ATLAS_DIRECTUS_URLS ?? 'http://localhost:18055').split(',')[0]!.replace(/\/$/, '');
export const DEMO = {
  email: process.env.ATLAS_DEMO_EMAIL ?? 'demo@example.com',
  password: process.env.ATLAS_DEMO_PASSWORD ?? 'demo-password',
};

/** A fresh homeowner identity (never registered before). */
export function newHomeowner(label: string) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { firstName: 'Test', lastName: label, email: `app-${label}-${stamp}@example.com`, password: `pw-${stamp}-secret` };
}

/** Registers a homeowner through Directus's public registration. */
export async function register(request: APIRequestContext, who: { email: string; password: string; firstName: string; lastName: string }) {
  const response = await request.post(`${DIRECTUS}/users/register`, {
    data: { email: who.email, password: who.password, first_name: who.firstName, last_name: who.lastName },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** An access token for direct API calls as that homeowner. */
export async function apiToken(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const response = await request.post(`${DIRECTUS}/auth/login`, { data: { email: who.email, password: who.password, mode: 'json' } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data.access_token;
}

export async function api<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  data?: unknown,
): Promise<{ status: number; body: { data: T } }> {
  const response = await request.fetch(`${DIRECTUS}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  return { status: response.status(), body: response.status() === 204 ? ({ data: null } as never) : await response.json() };
}

/**
 * Signs in through the login screen and waits for the landing page (`timeout`: how long, for a spec whose
 * earlier steps leave a shared machine busy).
 */
export async function signIn(
  page: Page,
  who: { email: string; password: string },
  landing: RegExp = /\/dashboard$/,
  { timeout }: { timeout?: number } = {},
) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(landing, timeout === undefined ? {} : { timeout });
}

/** A quote as the quote screens would save it, with the spec's proposal fields. */
export function quotePayload(projectId: string, company: string, extra: Record<string, unknown> = {}) {
  return {
    project_id: projectId,
    name: company,
    company_name: company,
    status: 'quote_received',
    email: `sales@${company.toLowerCase().replace(/\W+/g, '')}.example`,
    phone: '+1 303 555 0188',
    domain: `${company.toLowerCase().replace(/\W+/g, '')}.example`,
    notes: `Private note about ${company}`,
    archived: false,
    proposal_data: {
      system_size_kw: 8,
      solar_system_cost: 24_000,
      solar_incentives: 7_200,
      year1_production_kwh: 12_000,
      payment_method: 'cash',
      ...extra,
    },
  };
}

/**
 * The screen (and the part under test, when given) at a desktop and a phone width, kept with the test's output
 * for a look; the viewport goes back to the desktop width after.
 */
export async function shotAtWidths(page: Page, testInfo: TestInfo, name: string, part?: Locator): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    if (part) await part.screenshot({ path: testInfo.outputPath(`${name}-part-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A number field (a text box that reads "0.31", "$0.31") committed as the homeowner would: typed, then Tab. */
export async function typeAndTab(scope: Page | Locator, name: string, value: string): Promise<void> {
  const field = scope.getByRole('textbox', { name, exact: true });
  await field.fill(value);
  await field.press('Tab');
}
