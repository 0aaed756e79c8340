import { spawn } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { api, apiToken, newHomeowner, register, signIn } from './app-support';
import { asAdmin } from './public-support';

// Installer introductions in the browser (accounts spec sections 2-4): from a project, a property request;
// the local test checkout signs the payment webhook; /payment-success confirms with the server and goes on
// to /select-installers/{id}, where the homeowner picks installers ranked for the county. Then the failure
// paths: a payment that does not go through, a ZIP without a county, a county without a ranking, and
// another homeowner or a visitor on someone else's request. Last, the plan shown is the server's, and a
// production site without a payment provider offers no payment.

test.describe.configure({ mode: 'serial' });

const owner = newHomeowner('introductions');
let token = '';
const projects: Record<string, string> = {};
let paidRequest = '';

async function newProject(request: Parameters<typeof api>[0], postal: string): Promise<string> {
  const created = await api<{ id: string }>(request, token, 'POST', '/items/project', {
    country: 'USA',
    street_address: `${postal} Sunny Lane`,
    city: 'Somewhere',
    state_province: 'CO',
    postal_code: postal,
  });
  expect(created.status).toBe(200);
  return created.body.data.id;
}

test.beforeAll(async ({ request }) => {
  await register(request, owner);
  token = await apiToken(request, owner);
  for (const postal of ['80205', '99999', '81625']) projects[postal] = await newProject(request, postal);
});

/** From the project page to the local checkout; answers the request id. */
async function startAndCheckout(page: Page, projectId: string): Promise<string> {
  await page.goto(`/quotes/${projectId}`);
  await page.getByRole('link', { name: 'Get introduced to installers' }).click();
  await expect(page).toHaveURL(new RegExp(`/select-installers/start\\?project=${projectId}$`));
  await expect(page.getByTestId('plan-limit')).toHaveText('Your Free plan introduces you to up to 2 installers.');
  await page.getByRole('button', { name: 'Start my request' }).click();
  await expect(page).toHaveURL(/\/select-installers\/[0-9a-f-]{36}$/);
  const requestId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: 'Installer introductions' })).toBeVisible();
  await expect(page.getByTestId('plan-limit')).toHaveText('Your Free plan introduces you to up to 2 installers.');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/local/${requestId}$`));
  await expect(page.getByRole('heading', { name: 'Pay for your installer introductions' })).toBeVisible();
  return requestId;
}

async function payAndReturn(page: Page, requestId: string) {
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?utm_content=${requestId}$`));
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/select-installers/${requestId}$`));
}

test('project → request → local checkout → payment success → select two installers → statuses', async ({ page, request }) => {
  await signIn(page, owner);
  const requestId = await startAndCheckout(page, projects['80205']!);
  const pending = await api<{ status: string }>(request, token, 'GET', `/items/property_requests/${requestId}?fields=status`);
  expect(pending.body.data.status).toBe('pending_payment');
  await payAndReturn(page, requestId);
  paidRequest = requestId;

  const context = await page.evaluate(() => JSON.parse(sessionStorage.getItem('signup_context') ?? 'null'));
  expect(context).toMatchObject({ plan: 'free', requestId });
  expect(context.completed_steps).toEqual(expect.arrayContaining(['property_request', 'payment']));

  await expect(page.getByRole('heading', { name: 'Top-ranked installers in Denver County' })).toBeVisible();
  const toggles = page
    .getByTestId('candidates')
    .getByRole('listitem')
    .getByRole('button', { name: /Select/ });
  expect(await toggles.count()).toBeGreaterThan(2);
  await expect(page.getByText('Atlas Score').first()).toBeVisible();
  await toggles.nth(0).click();
  await toggles.nth(1).click();
  await expect(toggles.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('selected-count')).toHaveText('2 of 2 selected');
  await expect(toggles.nth(2)).toBeDisabled();
  // A third is refused by the plan's limit until one is unselected.
  await toggles.nth(1).click();
  await expect(toggles.nth(2)).toBeEnabled();
  await toggles.nth(1).click();
  await page.getByRole('button', { name: 'Introduce me to 2 installers' }).click();

  const statuses = page.getByTestId('introduction-statuses').getByRole('listitem');
  await expect(statuses).toHaveCount(2);
  for (const item of await statuses.all()) await expect(item).toContainText('Introduction requested');
  const links = await api<Array<{ business_status: string; contacted_at: string | null }>>(
    request,
    token,
    'GET',
    `/items/property_requests_to_business_junction?filter[property_requests_id][_eq]=${requestId}&fields=business_status,contacted_at`,
  );
  expect(links.body.data).toHaveLength(2);
  for (const link of links.body.data) {
    expect(link.business_status).toBe('contacting');
    expect(link.contacted_at).not.toBeNull();
  }
  // Coming back shows the statuses, not the selection.
  await page.reload();
  await expect(page.getByTestId('introduction-statuses').getByRole('listitem')).toHaveCount(2);
});

test('a payment that does not go through: the error panel, and the server’s own message when it has one', async ({ page, request }) => {
  await signIn(page, owner);
  const requestId = await startAndCheckout(page, projects['80205']!);
  await page.getByRole('button', { name: 'Simulate a failed payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?utm_content=${requestId}$`));
  await expect(page.getByRole('heading', { name: 'Payment Confirmation Issue' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('alert')).toHaveText("We couldn't confirm your payment. Your payment may still have been processed.");
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  const still = await api<{ status: string }>(request, token, 'GET', `/items/property_requests/${requestId}?fields=status`);
  expect(still.body.data.status).toBe('pending_payment');

  await page.goto('/payment-success?utm_content=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toHaveText('Property request not found');

  // The request can still be paid from its page.
  await page.goto(`/select-installers/${requestId}`);
  await expect(page.getByText('A payment was started for this request but not confirmed.')).toBeVisible();
});

for (const [postal, title] of [
  ['99999', "We don't cover this ZIP code yet"],
  ['81625', 'No ranked installers in Moffat County yet'],
] as const) {
  // Issue 24: coverage is checked before anything is paid; the start screen says so and offers no payment.
  test(`ZIP ${postal}: a clear message and a link to the guides before any payment`, async ({ page }) => {
    await signIn(page, owner);
    await page.goto(`/select-installers/start?project=${projects[postal]!}`);
    await expect(page.getByTestId('not-covered')).toContainText('Nothing to pay for here yet');
    await expect(page.getByRole('button', { name: 'Start my request' })).toHaveCount(0);
    const panel = page.getByTestId('no-ranking');
    await expect(panel.getByRole('heading', { name: title })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Browse the local installer guides' })).toHaveAttribute('href', '/installers');
  });
}

test('another homeowner and a visitor reach none of it', async ({ page, browser, request }) => {
  const other = newHomeowner('intro-other');
  await register(request, other);
  await signIn(page, other);
  await page.goto(`/select-installers/${paidRequest}`);
  await expect(page.getByRole('heading', { name: 'Request not found' })).toBeVisible();
  await page.goto(`/checkout/local/${paidRequest}`);
  await expect(page.getByRole('alert')).toHaveText('This request was not found in your account.');
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);

  const visitor = await browser.newPage();
  await visitor.goto(`/select-installers/${paidRequest}`);
  await expect(visitor).toHaveURL(/\/login\?/);
  // The checkout of a request that is not theirs sends them to its page, which asks them to sign in.
  await visitor.goto(`/checkout/${paidRequest}`);
  await expect(visitor).toHaveURL(/\/login\?/);
  await visitor.goto(`/checkout/local/${paidRequest}`);
  await expect(visitor.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await visitor.close();
});

test('the plan shown is the server’s, not one the browser remembers from the signup', async ({ page, request }) => {
  // The browser remembers ?plan=pro from the signup; the server holds the default, free.
  await signIn(page, owner);
  await page.evaluate(() =>
    sessionStorage.setItem(
      'signup_context',
      JSON.stringify({ timestamp: new Date().toISOString(), completed_steps: ['signup'], plan: 'pro', requestId: null }),
    ),
  );
  await page.goto(`/select-installers/start?project=${projects['80205']!}`);
  await expect(page.getByTestId('plan-limit')).toHaveText('Your Free plan introduces you to up to 2 installers.');
  await page.goto(`/select-installers/${paidRequest}`);
  await expect(page.getByTestId('introduction-statuses').getByRole('listitem')).toHaveCount(2);

  // Staff put another homeowner on Pro; their browser remembers free: the screens say Pro, 3 installers.
  const pro = newHomeowner('intro-pro');
  await register(request, pro);
  const proToken = await apiToken(request, pro);
  const me = await api<{ id: string }>(request, proToken, 'GET', '/users/me?fields=id');
  await asAdmin('PATCH', `/users/${me.body.data.id}`, { plan: 'pro' });
  const project = await api<{ id: string }>(request, proToken, 'POST', '/items/project', {
    country: 'USA',
    street_address: '1 Pro Plan Way',
    city: 'Denver',
    state_province: 'CO',
    postal_code: '80205',
  });
  await page.context().clearCookies();
  await signIn(page, pro);
  await page.evaluate(() =>
    sessionStorage.setItem(
      'signup_context',
      JSON.stringify({ timestamp: new Date().toISOString(), completed_steps: ['signup'], plan: 'free', requestId: null }),
    ),
  );
  await page.goto(`/select-installers/start?project=${project.body.data.id}`);
  await expect(page.getByTestId('plan-limit')).toHaveText('Your Pro plan introduces you to up to 3 installers.');
  await page.getByRole('button', { name: 'Start my request' }).click();
  await expect(page).toHaveURL(/\/select-installers\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('plan-limit')).toHaveText('Your Pro plan introduces you to up to 3 installers.');
});

/** This build served once more, as in production (NODE_ENV=production) and with no payment provider set. */
async function productionSiteWithoutPayments(): Promise<{ origin: string; stop: () => void }> {
  const build = process.env['ATLAS_SITE_BUILD'];
  if (!build) throw new Error('ATLAS_SITE_BUILD is not set: run the browser suite through `npm test -- --e2e-only`.');
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0' };
  delete env['ATLAS_PAYMENT_PROVIDER'];
  const child = spawn(process.execPath, ['scripts/serve.mjs', build], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    let said = '';
    child.stdout.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const listening = /site: serving .* on http:\/\/[^\s]+:(\d+)/.exec(said);
      if (listening) resolve(listening[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the production site server stopped (exit code ${code}): ${said}`)));
  });
  // The host name of the test site, so the session cookie (host-only, any port) goes with the visits.
  const origin = new URL(process.env['ATLAS_SITE_URL'] ?? 'http://localhost:14321');
  origin.port = port;
  return { origin: origin.origin, stop: () => child.kill() };
}

test('in production without a payment provider: no “Continue to payment”, a clear message, and checkout refused', async ({
  page,
  request,
}) => {
  // A request waiting for its payment, as after "Continue to payment" on a site that could take one.
  const created = await api<{ id: string }>(request, token, 'POST', '/items/property_requests', {
    postal_code: '80205',
    details: { project_id: projects['80205'], street_address: '80205 Sunny Lane', city: 'Somewhere', state_province: 'CO' },
  });
  expect(created.status).toBe(200);
  const requestId = created.body.data.id;
  const patched = await api(request, token, 'PATCH', `/items/property_requests/${requestId}`, { status: 'pending_payment' });
  expect(patched.status).toBe(200);

  await signIn(page, owner);
  // The test site (not production) takes it to its local checkout...
  const here = await page.request.get(`/checkout/${requestId}`, { maxRedirects: 0 });
  expect(here.status()).toBe(303);
  expect(here.headers()['location']).toContain(`/checkout/local/${requestId}`);

  const production = await productionSiteWithoutPayments();
  try {
    // ...the production site without a provider asks none: back to the request, which says why.
    const refused = await page.request.get(`${production.origin}/checkout/${requestId}`, { maxRedirects: 0 });
    expect(refused.status()).toBe(303);
    expect(refused.headers()['location']).toBe(`/select-installers/${requestId}`);

    await page.goto(`${production.origin}/select-installers/${requestId}`);
    await expect(page.getByRole('heading', { name: 'Installer introductions' })).toBeVisible();
    await expect(page.getByTestId('payments-closed')).toHaveText(
      'Payments are not open on this site yet, so introductions cannot be paid for right now. Nothing has been charged, and your request stays here for when they open.',
    );
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0);
    // The start screen offers no request to pay for either.
    await page.goto(`${production.origin}/select-installers/start?project=${projects['80205']!}`);
    await expect(page.getByTestId('payments-closed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start my request' })).toHaveCount(0);
  } finally {
    production.stop();
  }
  // The same page on the test site still offers the payment.
  await page.goto(`/select-installers/${requestId}`);
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  await expect(page.getByTestId('payments-closed')).toHaveCount(0);
});
