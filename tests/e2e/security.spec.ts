import { expect, test, type Page } from '@playwright/test';
import { DEMO, newHomeowner, signIn } from './app-support';
import { allGuides, asAdmin, guideUrl } from './public-support';

// Issue 12 in the browser, on the built site served as in production: security headers and the
// Content-Security-Policy on every kind of response (and no page of ours breaking it), the /api proxy's
// limits, sign-out only from our own pages, the sign-in redirect kept on the site, and the server's
// common-password message on the signup form.

/** Records every CSP violation of a page (the event fires before the browser logs it). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

async function sharedId(): Promise<string> {
  const [project] = await asAdmin<Array<{ short_UUID: string }>>(
    'GET',
    `/items/project?filter[shared][_eq]=true&filter[user_created][email][_eq]=${encodeURIComponent(DEMO.email)}&fields=short_UUID&limit=1`,
  );
  return project!.short_UUID;
}

test('every kind of response carries the security headers and a Content-Security-Policy', async ({ request, page }) => {
  const [guide] = (await allGuides()).filter((g) => g.status === 'published');
  await page.goto('/');
  const asset = await page
    .locator('script[src^="/_astro/"], link[rel="stylesheet"][href^="/_astro/"]')
    .first()
    .evaluate((el) => el.getAttribute('src') ?? el.getAttribute('href'));
  const paths = [
    '/',
    '/about',
    guideUrl(guide!),
    '/login',
    asset!,
    '/robots.txt',
    '/no-such-page',
    `/shared/quotes/${await sharedId()}`,
    '/api/items/pages?limit=1',
    '/r/SUNSHINE',
  ];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    expect({ path, nosniff: headers['x-content-type-options'], frame: headers['x-frame-options'] }).toEqual({
      path,
      nosniff: 'nosniff',
      frame: 'DENY',
    });
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("frame-ancestors 'none'");
    if (headers['content-type']?.startsWith('text/html')) {
      // Scripts: this origin and hashes only; nothing inline without a hash, nothing from elsewhere.
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc, path).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+\s*$/);
      expect(csp, path).toContain("object-src 'none'");
    } else {
      expect(csp, path).toContain("default-src 'none'");
    }
  }
});

test('no page of the site breaks its own policy, and an injected inline script does not run', async ({ page }) => {
  const violations = await watchViolations(page);
  const [guide] = (await allGuides()).filter((g) => g.status === 'published');
  for (const path of [
    '/',
    '/about',
    guideUrl(guide!),
    '/contact',
    '/calculator',
    '/calculator-v2',
    '/signup',
    `/shared/quotes/${await sharedId()}`,
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect({ path, violations: await violations() }).toEqual({ path, violations: [] });
  }
  await signIn(page, DEMO);
  await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible();
  expect(await violations()).toEqual([]);

  // What an injected script would try: it is refused, and the refusal is reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
  });
  // Reported once per policy that refuses it (the header's and the page's own <meta>).
  await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
  for (const violation of await violations()) expect(violation).toMatch(/^script-src-elem inline/);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});

test('the /api proxy refuses bodies over 1 MB with a message and does not reach the Directus app', async ({ request }) => {
  const big = await request.post('/api/items/form_submissions', {
    headers: { 'content-type': 'application/json' },
    data: JSON.stringify({ form_type: 'contact', payload: { message: 'x'.repeat(2 * 1024 * 1024) } }),
  });
  expect(big.status()).toBe(413);
  expect((await big.json()).errors[0].message).toBe(
    'The request is larger than 1024 KB, more than anything Atlas sends; nothing was saved.',
  );
  for (const path of ['/api/admin/', '/api/admin/login', '/api/ADMIN']) expect((await request.get(path)).status(), path).toBe(404);
  // Ordinary calls still pass.
  expect((await request.get('/api/items/pages?fields=slug&limit=1')).status()).toBe(200);
});

test('/logout asks before signing out, from anywhere, and the referral shell never lands on it', async ({ page }) => {
  await signIn(page, DEMO);
  // Opened directly (another site's link, a typed address): nothing happens until the visitor confirms.
  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'Sign out of Atlas?' })).toBeVisible();
  await page.getByRole('link', { name: 'Stay signed in' }).click();
  await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible();

  // Review finding 6: through the referral shell (a page of this site, so the referrer is ours) the visitor
  // lands on the home page, still signed in; and a navigation from a page of the site asks too.
  for (const path of ['/logout/r/ZZ', '/r/?from=%2Flogout%3Fvia%3DZZ']) {
    await page.goto(path);
    // The shell's own address ends in "/" too: wait until it has moved on to the home page.
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible();
  }
  await page.evaluate(() => window.location.assign('/logout'));
  await expect(page.getByRole('heading', { name: 'Sign out of Atlas?' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('signing in with a redirect that normalises to another host stays on the site', async ({ browser }) => {
  for (const redirect of [
    '%2F.%2F%2Fevil.example%2Fphish',
    '%2Fa%2F..%2F%2Fevil.example',
    '%2F.%2F%5Cevil.example',
    '%2F%09%2Fevil.example',
  ]) {
    // A visitor of their own each time: nothing of the previous sign-in carries over.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/login?redirect=${redirect}`);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/);
    await context.close();
  }
});

test('signup refuses a common password with the server’s message, and keeps what was typed', async ({ page }) => {
  const who = newHomeowner('common');
  await page.goto('/signup');
  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill('123456');
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check({ force: true }); // react-aria hides the native input under its label
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check({ force: true }); // react-aria hides the native input under its label
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('This password is one of the most common passwords, so it would be guessed quickly.')).toBeVisible();
  // No plan picked: nothing about plans is said.
  await expect(page.getByTestId('plan-note')).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue(who.email);
  await expect(page).toHaveURL(/\/signup$/);
});

test('debug mode follows the specification on content pages and the shared page: only errors reach the console until the code is entered', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(`${message.type()}:${message.text()}`));
  /** Logs one message of each kind from the page, and waits for the error (messages arrive in order). */
  const probe = async (tag: string) => {
    const error = page.waitForEvent('console', (message) => message.text() === `${tag}-error`);
    await page.evaluate((t) => {
      console.log(`${t}-log`);
      console.info(`${t}-info`);
      console.warn(`${t}-warn`);
      console.error(`${t}-error`);
    }, tag);
    await error;
    return logged.filter((line) => line.includes(`:${tag}-`));
  };
  const guide = (await allGuides()).find((g) => g.status === 'published')!;
  // A content page with no island, the not-found page (referral capture), a guide, and the shared view.
  for (const [i, path] of ['/about', '/no-such-page', guideUrl(guide), `/shared/quotes/${await sharedId()}`].entries()) {
    await page.goto(path);
    await expect(page.locator('html')).not.toHaveAttribute('data-debug');
    expect(await probe(`quiet${i}`), path).toEqual([`error:quiet${i}-error`]);

    // A wrong code changes nothing; the code turns it on for the browser session, ?debug=off turns it off.
    await page.goto(`${path}?debug=wrong`);
    expect(await probe(`wrong${i}`), path).toEqual([`error:wrong${i}-error`]);
    await page.goto(`${path}?debug=atlas-debug`);
    await expect(page.locator('html')).toHaveAttribute('data-debug', '');
    expect(await probe(`on${i}`), path).toEqual([`log:on${i}-log`, `info:on${i}-info`, `warning:on${i}-warn`, `error:on${i}-error`]);
    await page.goto(path);
    expect(await probe(`session${i}`), path).toHaveLength(4);
    await page.goto(`${path}?debug=off`);
    expect(await probe(`off${i}`), path).toEqual([`error:off${i}-error`]);
  }

  // The console helper enters the code as the address does, and reloads the page in the new mode.
  await page.goto('/about');
  await Promise.all([
    page.waitForEvent('load'),
    page.evaluate(() => (window as unknown as { atlasDebug: (c: string) => void }).atlasDebug('atlas-debug')),
  ]);
  await expect(page.locator('html')).toHaveAttribute('data-debug', '');
  expect(await probe('helper'), '/about').toHaveLength(4);
});
