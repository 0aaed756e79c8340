import { test } from '@playwright/test';
import { asAdmin, expect, referralCalls, referralCookie, until } from './public-support';

// Referral capture against the seed codes: SUNSHINE, FRONTRANGE and DENVERHOMES are published; NOTYET is a
// draft and SPRING2024 archived, so they must be ignored. Each test runs in a fresh browser context (a new
// visitor). Clicks are read from Directus as the admin. A test that expects nothing to happen waits for the
// capture to finish (it moves the visitor on, or drops data-referral-check) and then checks that it sent no
// click (referralCalls), never for a fixed time.

type Code = { id: number; code: string; status: string; clicks: number };

async function code(name: string): Promise<Code> {
  const [row] = await asAdmin<Code[]>('GET', `/items/referral_codes?filter[code][_eq]=${name}&fields=id,code,status,clicks&limit=1`);
  if (!row) throw new Error(`the seed has no referral code ${name}`);
  return row;
}

const clicksOf = async (name: string) => (await code(name)).clicks;

test('/r/{code} sets the referral cookie once, counts one click, and goes to /', async ({ page }) => {
  const before = await code('SUNSHINE');
  const calls = referralCalls(page);
  await page.goto('/r/SUNSHINE?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
  await expect(page).toHaveURL(/\/\?utm_source=newsletter&utm_medium=email&utm_campaign=spring$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const first = await until(
    () => referralCookie(page),
    (c) => c !== null,
    { what: 'the referral cookie' },
  );
  expect(first!.value).toMatchObject({
    code: 'SUNSHINE',
    referral_code_id: before.id,
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'spring',
    utm_content: null,
    utm_term: null,
    landingPage: '/',
    pattern: 'vanity',
  });
  expect(String(first!.value['rawUrl'])).toContain('/r/SUNSHINE?utm_source=newsletter');
  expect(Date.parse(String(first!.value['firstVisit']))).toBeGreaterThan(Date.now() - 120_000);
  expect(first!.cookie.path).toBe('/');
  expect(first!.cookie.sameSite).toBe('Lax');
  const days = (first!.cookie.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);

  await until(
    () => clicksOf('SUNSHINE'),
    (n) => n === before.clicks + 1,
    { what: 'one counted click' },
  );

  expect(calls.clicks).toEqual([JSON.stringify({ item_id: before.id })]);

  // The same visitor again: no new cookie, no second click. The capture looked the code up and moved on
  // (to /), so whatever it was going to send, it has sent.
  await page.goto('/r/SUNSHINE');
  await expect(page).toHaveURL(/\/$/);
  expect(calls.lookups.filter((q) => q.includes('=SUNSHINE')).length).toBeGreaterThanOrEqual(2);
  expect(calls.clicks).toHaveLength(1);
  expect((await referralCookie(page))!.value['firstVisit']).toBe(first!.value['firstVisit']);
  expect(await clicksOf('SUNSHINE')).toBe(before.clicks + 1);
});

test('{path}/r/{code} captures the code and returns to the path', async ({ page }) => {
  const before = await clicksOf('FRONTRANGE');
  await page.goto('/installers/r/FRONTRANGE');
  await expect(page).toHaveURL(/\/installers$/);
  const cookie = await until(
    () => referralCookie(page),
    (c) => c !== null,
    { what: 'the referral cookie' },
  );
  expect(cookie!.value).toMatchObject({ code: 'FRONTRANGE', pattern: 'inline', landingPage: '/installers' });
  await until(
    () => clicksOf('FRONTRANGE'),
    (n) => n === before + 1,
    { what: 'one counted click' },
  );
});

test('?via= and ?ref= on any page record a referral visit and keep the visitor on that page', async ({ page, context }) => {
  await page.goto('/about?via=DENVERHOMES&utm_source=social');
  await expect(page).toHaveURL(/\/about\?utm_source=social$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const via = await until(
    () => referralCookie(page),
    (c) => c !== null,
    { what: 'the referral cookie' },
  );
  expect(via!.value).toMatchObject({ code: 'DENVERHOMES', pattern: 'via', landingPage: '/about', utm_source: 'social' });

  await context.clearCookies();
  await page.goto('/installers?ref=SUNSHINE');
  await expect(page).toHaveURL(/\/installers$/);
  const ref = await until(
    () => referralCookie(page),
    (c) => c !== null,
    { what: 'the referral cookie' },
  );
  expect(ref!.value).toMatchObject({ code: 'SUNSHINE', pattern: 'ref', landingPage: '/installers' });
});

test('a first path segment that is a published code is captured; other unknown paths stay not found', async ({ page }) => {
  await page.goto('/DENVERHOMES');
  await expect(page).toHaveURL(/\/$/);
  const cookie = await until(
    () => referralCookie(page),
    (c) => c !== null,
    { what: 'the referral cookie' },
  );
  expect(cookie!.value).toMatchObject({ code: 'DENVERHOMES', pattern: 'path' });

  const response = await page.goto('/definitely-not-a-code');
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Sorry, we couldn't find the page you're looking for.")).toBeVisible();
  await expect(page).toHaveURL(/\/definitely-not-a-code$/);
});

test('codes that are not published set nothing and count nothing', async ({ page }) => {
  const draft = await code('NOTYET');
  const archived = await code('SPRING2024');
  const calls = referralCalls(page);
  // Each capture below has finished once the page has moved on, or (not found) dropped data-referral-check.
  await page.goto('/r/NOTYET');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/about?via=SPRING2024');
  await expect(page).toHaveURL(/\/about$/);
  const notFound = await page.goto('/NOTYET');
  expect(notFound?.status()).toBe(404);
  await expect(page.locator('html')).not.toHaveAttribute('data-referral-check');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  expect(calls.lookups.map((q) => q.match(/filter\[code\]\[_eq\]=(\w+)/)?.[1])).toEqual(expect.arrayContaining(['NOTYET', 'SPRING2024']));
  expect(calls.clicks).toEqual([]);
  expect(await referralCookie(page)).toBeNull();
  expect(await clicksOf('NOTYET')).toBe(draft.clicks);
  expect(await clicksOf('SPRING2024')).toBe(archived.clicks);
});

test('the /r/ shell never keeps a visitor: an address that is not a code goes home', async ({ page }) => {
  const calls = referralCalls(page);
  // /r/x reaches the shell (the server sends every …/r/{segment} there) but "x" is too short to be a code.
  await page.goto('/r/x');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(calls.lookups).toEqual([]);
  expect(await referralCookie(page)).toBeNull();
});

test('paths that are never codes: /, files, /api', async ({ page, request }) => {
  expect((await request.get('/favicon.svg')).status()).toBe(200);
  expect((await request.get('/api/server/ping')).status()).toBe(200);
  const calls = referralCalls(page);
  // The home page carries no capture: by its load event (after every module script ran) it has looked
  // nothing up, holds no referral check, and has stayed where it is.
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveAttribute('data-referral-check');
  await expect(page).toHaveURL(/\/$/);
  expect(calls.lookups).toEqual([]);
  expect(calls.clicks).toEqual([]);
  expect(await referralCookie(page)).toBeNull();
});
