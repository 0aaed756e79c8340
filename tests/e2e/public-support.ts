// Shared by the public-site specs: the test Directus (as admin and as a visitor) and small page helpers.
// scripts/test.mjs passes ATLAS_DIRECTUS_URLS and the admin sign-in; DIRECTUS_URL is the fallback.
import { expect, type Page } from '@playwright/test';

export const directusUrl = (process.env.ATLAS_DIRECTUS_URLS ?? process.env.DIRECTUS_URL ?? 'http://localhost:18055')
  .split(',')[0]!
  .replace(/\/$/, '');
const admin = {
  email: process.env.ATLAS_ADMIN_EMAIL ?? 'admin@example.com',
  password: process.env.ATLAS_ADMIN_PASSWORD ?? 'admin-password',
};

let token: Promise<string> | null = null;

async function adminToken(): Promise<string> {
  token ??= fetch(`${directusUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  }).then(async (r) => {
    if (!r.ok) throw new Error(`admin sign-in to ${directusUrl} failed: ${r.status} ${await r.text()}`);
    return ((await r.json()) as { data: { access_token: string } }).data.access_token;
  });
  return token;
}

/** A Directus call as the admin; resolves with `data`. */
export async function asAdmin<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const call = async () =>
    fetch(`${directusUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  let response = await call();
  // One worker runs its specs for longer than an access token lives (15 minutes): sign in again once.
  if (response.status === 401) {
    token = null;
    response = await call();
  }
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  if (response.status === 204) return undefined as T;
  return ((await response.json()) as { data: T }).data;
}

/** A Directus read as a visitor (the public role); resolves with `data`. */
export async function asVisitor<T = unknown>(path: string): Promise<T> {
  const response = await fetch(`${directusUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

export interface SeedGuide {
  id: number;
  title: string;
  status: string;
  country: string;
  state: string;
  locality: string;
  date_updated: string | null;
  seo_id: { slug: string; title: string | null; meta_description: string | null; og_title: string | null; schema_markup: unknown };
  local_guides_to_businesses: Array<{
    usage_type: string;
    custom_blurb: string | null;
    businesses_cid: {
      cid: string;
      name: string;
      status: string;
      atlas_score: number | null;
      rating: number | null;
      reviews: number | null;
      basic_content: string | null;
    } | null;
  }>;
}

/** Every guide with its SEO record and links, as the admin sees them (drafts and hidden links included). */
export function allGuides(): Promise<SeedGuide[]> {
  return asAdmin<SeedGuide[]>(
    'GET',
    '/items/local_guides?limit=500&fields=*,seo_id.*,local_guides_to_businesses.usage_type,local_guides_to_businesses.custom_blurb,local_guides_to_businesses.businesses_cid.*',
  );
}

/** The address of a guide page. */
export function guideUrl(g: Pick<SeedGuide, 'country' | 'state' | 'locality' | 'seo_id'>): string {
  const seg = (v: string) =>
    v
      .toLowerCase()
      .trim()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return `/solar-installers/${g.country.toLowerCase()}/${seg(g.state)}/${seg(g.locality)}/${g.seo_id.slug}`;
}

/** The state directory page that lists a guide: its address without locality and slug. */
export function stateUrl(g: Pick<SeedGuide, 'country' | 'state' | 'locality' | 'seo_id'>): string {
  return guideUrl(g).split('/').slice(0, 4).join('/');
}

/** The referral cookie of the page's context, decoded, or null. */
export async function referralCookie(page: Page): Promise<{
  cookie: { name: string; value: string; path: string; sameSite: string; secure: boolean; expires: number };
  value: Record<string, unknown>;
} | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'atlas_referral');
  return cookie ? { cookie, value: JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown> } : null;
}

/**
 * The referral capture's calls from a page, recorded as the browser sends them: code look-ups (their query
 * strings) and click counts (the bodies sent to the Directus flow). Call before the first page.goto.
 *
 * This is the signal the "nothing happened" tests wait on instead of a pause: the capture sends its click
 * before it moves the visitor on, and on a not-found page it drops `data-referral-check` from <html> when
 * done. Once the page has moved on (or dropped the attribute), `clicks` holds every click that visit will
 * ever count, and the cookie is what it will stay.
 */
export function referralCalls(page: Page): { lookups: string[]; clicks: string[] } {
  const calls = { lookups: [] as string[], clicks: [] as string[] };
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname === '/api/items/referral_codes') calls.lookups.push(decodeURIComponent(search));
    else if (pathname.startsWith('/api/flows/trigger/')) calls.clicks.push(request.postData() ?? '');
  });
  return calls;
}

/** Waits until `read` returns a value `accept` takes, polling; fails after `timeoutMs`. */
export async function until<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  { timeoutMs = 15_000, what = 'the condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await read();
  while (!accept(last)) {
    if (Date.now() > deadline) throw new Error(`${what} did not hold within ${timeoutMs} ms (last value: ${JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, 250));
    last = await read();
  }
  return last;
}

/** The bytes of JavaScript a loaded page carries: inline scripts (not JSON-LD) plus every script file it loaded. */
export async function scriptBytes(page: Page, loaded: string[]): Promise<number> {
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((s) => !(s as HTMLScriptElement).type || /module|javascript/.test((s as HTMLScriptElement).type))
      .reduce((n, s) => n + new TextEncoder().encode(s.textContent ?? '').length, 0),
  );
  let files = 0;
  for (const url of loaded) files += (await (await page.request.get(url)).body()).length;
  return inline + files;
}

/** Records the script files a page loads; call before page.goto. */
export function collectScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

export { expect };
