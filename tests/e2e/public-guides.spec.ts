import { test } from '@playwright/test';
import { allGuides, collectScripts, expect, guideUrl, scriptBytes, stateUrl, type SeedGuide } from './public-support';

// Local guide pages against the seed: every published guide is built, its cards are exactly the listed or
// featured links to published, scored businesses, ranked by descending score from 1, with the card
// elements of the spec; unpublished, unscored, excluded and pending businesses never appear.

type Business = NonNullable<SeedGuide['local_guides_to_businesses'][number]['businesses_cid']> & {
  ranking?: { atlas_score?: number } | null;
};

const score = (b: Business) => b.atlas_score ?? b.ranking?.atlas_score ?? null;
const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toFixed(1);
const tier = (n: number) => {
  const s = Math.round(n * 10) / 10;
  return s >= 9 ? 'Elite Tier' : s >= 8 ? 'Great Tier' : s >= 7 ? 'Good Tier' : s >= 6 ? 'Fair Tier' : 'Standard';
};

function expectedCards(guide: SeedGuide): Business[] {
  const seen = new Set<string>();
  const shown: Business[] = [];
  for (const link of guide.local_guides_to_businesses) {
    const b = link.businesses_cid;
    if (!b || !['listed', 'featured'].includes(link.usage_type) || b.status !== 'published' || score(b) === null || seen.has(b.cid))
      continue;
    seen.add(b.cid);
    shown.push(b);
  }
  return shown.sort(
    (a, b) =>
      score(b)! - score(a)! ||
      (b.rating ?? -1) - (a.rating ?? -1) ||
      (b.reviews ?? -1) - (a.reviews ?? -1) ||
      a.name.localeCompare(b.name, 'en'),
  );
}

let guides: SeedGuide[] = [];
test.beforeAll(async () => {
  guides = await allGuides();
});

test('every published guide is in the directory and has its page; drafts have none', async ({ page, request }) => {
  const published = guides.filter((g) => g.status === 'published');
  expect(published.length).toBeGreaterThanOrEqual(12);
  await page.goto('/installers');
  const directory = page.getByRole('region', { name: 'Local guides' });
  for (const guide of published) await expect(directory.locator(`a[href="${guideUrl(guide)}"]`)).toHaveCount(1);
  for (const guide of guides.filter((g) => g.status !== 'published')) {
    expect((await request.get(guideUrl(guide))).status()).toBe(404);
    await expect(page.locator(`main a[href="${guideUrl(guide)}"]`)).toHaveCount(0);
  }
});

test('each state has its own directory page listing all its guides, linked from the directory and each guide', async ({ page }) => {
  const published = guides.filter((g) => g.status === 'published');
  const states = new Map<string, string[]>();
  for (const guide of published) states.set(stateUrl(guide), [...(states.get(stateUrl(guide)) ?? []), guideUrl(guide)]);
  expect(states.size).toBeGreaterThanOrEqual(1);
  await page.goto('/installers');
  for (const [statePage, urls] of states) {
    await expect(page.getByRole('region', { name: 'Local guides' }).locator(`a[href="${statePage}"]`)).toHaveCount(1);
    const response = await page.goto(statePage);
    expect(response?.status(), statePage).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Solar installers in /);
    const listed = page.getByRole('region', { name: 'Local guides' });
    for (const url of urls) await expect(listed.locator(`a[href="${url}"]`)).toHaveCount(1);
    await expect(listed.getByRole('link')).toHaveCount(urls.length);
    // The state's top installers; a "Listed in" cell names at most three guides, then how many more.
    const rows = page.getByRole('region', { name: /^Top-rated installers in / }).locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const cell of await rows.locator('td:last-child').all()) {
      const links = await cell.getByRole('link').count();
      expect(links).toBeGreaterThan(0);
      expect(links).toBeLessThanOrEqual(3);
      if (/ and \d+ more$/.test((await cell.textContent()) ?? '')) expect(links).toBe(3);
    }
    await page.goto(urls[0]!);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator(`a[href="${statePage}"]`)).toHaveCount(1);
  }
  expect((await page.request.get('/solar-installers/us/no-such-state')).status()).toBe(404);
});

test('each guide ranks exactly the businesses it should, with score, tier and rank', async ({ page }) => {
  for (const guide of guides.filter((g) => g.status === 'published')) {
    const expected = expectedCards(guide);
    const response = await page.goto(guideUrl(guide));
    expect(response?.status(), guideUrl(guide)).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);
    const cards = page.locator('article.installer-card');
    await expect(cards).toHaveCount(expected.length);
    for (const [i, b] of expected.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(b.name);
      await expect(card.locator('[data-field="rank"]')).toHaveText(`#${i + 1}`);
      await expect(card.locator('[data-score]')).toHaveText(oneDecimal(score(b)!));
      await expect(card.locator('[data-tier]')).toHaveText(tier(score(b)!));
    }
    // Businesses the guide links but must not show.
    for (const link of guide.local_guides_to_businesses) {
      const b = link.businesses_cid;
      if (b && !expected.some((e) => e.cid === b.cid))
        await expect(page.getByRole('heading', { level: 3, name: b.name, exact: true })).toHaveCount(0);
    }
  }
});

test('a card shows every element of the spec', async ({ page }) => {
  const guide = guides.find((g) => g.status === 'published' && expectedCards(g).some((b) => (b.reviews ?? 0) >= 1000))!;
  const big = expectedCards(guide).find((b) => (b.reviews ?? 0) >= 1000)!;
  await page.goto(guideUrl(guide));
  const card = page.locator('article.installer-card', { has: page.getByRole('heading', { level: 3, name: big.name, exact: true }) });
  await expect(card.locator('[data-field="rating"]')).toContainText(
    `${big.rating!.toFixed(1)} (${(big.reviews! / 1000).toFixed(1).replace(/\.0$/, '')}K reviews)`,
  );
  await expect(card.locator('[data-field="years"]')).toHaveText(/^\d+ years? in business$|^Less than a year in business$/);
  await expect(card.locator('[data-field="satisfaction"]')).toHaveText(/^\d{1,3}% satisfaction rate$/);
  await expect(card.locator('[data-field="services"] li').first()).toBeVisible();
  const services = await card.locator('[data-field="services"] li').allTextContents();
  const labels = [
    'Solar Installation',
    'Battery Storage',
    'EV Charger',
    'Maintenance',
    'Electrical',
    'Roofing',
    'Heat Pumps',
    'Energy Audit',
    'Solar Service',
    'Solar Loans',
    'Solar Lease',
    'PPA',
    'PACE',
  ];
  for (const s of services) expect(labels).toContain(s.trim());
  await expect(card.locator('[data-field="trust"]')).toContainText(/roof warranty/i);
  await expect(card.locator('[data-field="trust"]')).toContainText(/product warranty/i);
  await expect(card.locator('[data-field="partners"]')).toContainText(/Equipment:/);
  await expect(card.locator('[data-field="cost-per-watt"]')).toHaveText(/^\$\d\.\d{2}\/W$/);
  await expect(card.locator('[data-field="cost-range"]')).toHaveText(/^\$\d{1,3}(,\d{3})*-\$\d{1,3}(,\d{3})*$/);
  await expect(card.locator('[data-field="coverage"]')).toHaveText(/^(Nationwide|[A-Z]{2}(, [A-Z]{2})*)$/);
  await expect(card.getByText('Atlas Score based on 60+ factors')).toBeVisible();
  await expect(page.getByRole('link', { name: /Compare Your Quotes/ })).toHaveAttribute('href', '/signup');
});

test('a business whose basic_content cannot be read gets the minimal card', async ({ page }) => {
  const guide = guides.find((g) => g.status === 'published' && expectedCards(g).some((b) => b.cid === 'atlas-dev-unreadable-001'));
  expect(guide, 'the seed must link a published guide to the business with unreadable content').toBeDefined();
  await page.goto(guideUrl(guide!));
  const card = page.locator('article.installer-card[data-cid="atlas-dev-unreadable-001"]');
  await expect(card.locator('[data-field="minimal"]')).toHaveText('No detailed information available');
  await expect(card.locator('[data-field="services"]')).toHaveCount(0);
  await expect(card.locator('[data-tier]')).toBeVisible();
});

test('guide SEO comes from its seo_id, with the schema markup as JSON-LD', async ({ page }) => {
  const guide = guides.find((g) => g.status === 'published')!;
  await page.goto(guideUrl(guide));
  if (guide.seo_id.title) await expect(page).toHaveTitle(guide.seo_id.title);
  if (guide.seo_id.meta_description)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', guide.seo_id.meta_description);
  if (guide.seo_id.og_title) await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', guide.seo_id.og_title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${guideUrl(guide)}/?$`));
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(jsonLd!)).toEqual(guide.seo_id.schema_markup);
});

test('a guide page loads no framework JavaScript and under 4 KB of script', async ({ page }) => {
  const guide = guides.find((g) => g.status === 'published')!;
  const scripts = collectScripts(page);
  await page.goto(guideUrl(guide), { waitUntil: 'networkidle' });
  expect(scripts.filter((url) => /react|client\.[\w-]+\.js/.test(url))).toEqual([]);
  expect(await page.locator('astro-island').count()).toBe(0);
  expect(await scriptBytes(page, scripts)).toBeLessThan(4096);
});
