import { test } from '@playwright/test';
import { asVisitor, collectScripts, expect, scriptBytes } from './public-support';
import { DEMO, signIn } from './app-support';

// The prebuilt public pages: landing, header and footer (both variants, mobile menu), content pages from
// Directus, contact and partner pages, the not-found pages, robots.txt and the sitemap, and the JavaScript
// budget of content pages.

test.describe('landing page', () => {
  test('has every section and call to action of the spec', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Compare solar quotes with confidence' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('link', { name: 'See How It Works' })).toHaveAttribute('href', '#tools');
    for (const id of ['problem', 'features', 'tools', 'how-it-works', 'trust', 'get-report'])
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    for (const step of ['Organise Every Quote', 'Analyse Like a Pro', 'Choose with Confidence']) {
      await expect(page.locator('#how-it-works').getByRole('heading', { name: step })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Start Comparing Quotes' })).toHaveAttribute('href', '/signup');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL('/', process.env.SITE_URL ?? page.url()).href);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  });

  test('See How It Works scrolls to the tools section', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'See How It Works' }).click();
    await expect(page).toHaveURL(/#tools$/);
    await expect(page.locator('#tools')).toBeInViewport();
  });
});

test.describe('header and footer', () => {
  test('signed out: Features, About, Contact and Login', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    // Issue 22: the installer directory and the calculators from the header.
    await expect(nav.getByRole('link', { name: 'Installers' })).toHaveAttribute('href', '/installers');
    await expect(nav.getByRole('link', { name: 'Calculator' })).toHaveAttribute('href', '/calculator');
    await expect(nav.getByRole('link', { name: 'Sign out' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Support' })).toBeHidden();
  });

  test('signed in: Dashboard and Support, no Login', async ({ page }) => {
    // A real session: public pages check the stored flag with a session refresh (issue 15), so a flag
    // without a session is cleared.
    await signIn(page, DEMO);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(nav.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/contact');
    // Issue 22: sign out from every signed-in page, not only the dashboard.
    await expect(nav.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
    await expect(nav.getByRole('link', { name: 'Login' })).toBeHidden();
    // Signing out in another tab updates this one.
    await page.evaluate(() => {
      localStorage.removeItem('atlas:signed-in');
      window.dispatchEvent(new StorageEvent('storage', { key: 'atlas:signed-in' }));
    });
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('a stored sign-in flag without a session is cleared, and the header offers Login', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('atlas:signed-in', '1'));
    await page.reload();
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('atlas:signed-in'))).toBeNull();
  });

  test('the mobile menu toggles', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
    await menu.getByRole('link', { name: 'Features' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#features$/);
  });

  test('footer columns and links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const columns: Record<string, Array<[string, string]>> = {
      Resources: [
        ['Features', '/#features'],
        ['About Us', '/about'],
        ['Contact', '/contact'],
      ],
      'For Homeowners': [['My Dashboard', '/dashboard']],
      Legal: [
        ['Terms of Service', '/terms'],
        ['Privacy Policy', '/privacy'],
      ],
    };
    for (const [title, links] of Object.entries(columns)) {
      const column = footer.getByRole('navigation', { name: title });
      for (const [label, href] of links) await expect(column.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    await expect(footer).toContainText('track, compare and analyse solar proposals without sales pressure');
  });
});

test.describe('content pages from Directus', () => {
  for (const slug of ['about', 'methodology', 'terms', 'privacy']) {
    test(`/${slug} shows the published page`, async ({ page }) => {
      const [item] = await asVisitor<Array<{ title: string; meta_description: string | null; content: string }>>(
        `/items/pages?filter[slug][_eq]=${slug}&filter[status][_eq]=published&fields=title,meta_description,content&limit=1`,
      );
      expect(item, `the seed has a published ${slug} page`).toBeTruthy();
      const response = await page.goto(`/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item!.title);
      await expect(page).toHaveTitle(`${item!.title} | Atlas`);
      const firstParagraph = item!.content.match(/<p>([^<]{20,80})/)?.[1];
      if (firstParagraph) await expect(page.locator('article')).toContainText(firstParagraph.replace(/\s+/g, ' ').trim().slice(0, 40));
      if (item!.meta_description) await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', item!.meta_description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${slug}/?$`));
    });
  }

  test('an unpublished or unknown slug is not found', async ({ page }) => {
    expect((await page.goto('/no-such-content-page'))?.status()).toBe(404);
  });
});

test.describe('other public pages', () => {
  test('contact page has its form', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Contact us' })).toBeVisible();
  });

  test('installer partner page has every section and the application at #installer-apply', async ({ page }) => {
    await page.goto('/for-installers');
    await expect(page.getByText('Limited to 50 founding partners')).toBeVisible();
    for (const text of [
      'The transparency problem',
      'Benefits',
      'How we promote partners',
      'Founding member offer',
      'Best practices',
      'Partnership requirements',
      'The process',
      'Frequently asked questions',
    ]) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
    for (const text of [
      'Lifetime 50% discount on services',
      'Direct input on platform development',
      'Founding-member recognition',
      '2+ years operating',
      '2.5+ star average rating',
      'SSL website',
    ]) {
      await expect(page.getByText(text).first()).toBeVisible();
    }
    await expect(page.locator('#installer-apply').getByRole('form', { name: 'Installer partner application' })).toBeVisible();
    await expect(page.locator('main a[href="/methodology"]').first()).toBeVisible();
    // The FAQ opens without any script.
    const faq = page.locator('details').first();
    await faq.locator('summary').click();
    await expect(faq).toHaveAttribute('open', '');
  });

  test('the partner page is linked from the landing page and the directory', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('main a[href="/for-installers"]')).toHaveCount(1);
    await page.goto('/installers');
    await expect(page.locator('main a[href="/for-installers"]')).toHaveCount(1);
  });
});

test.describe('not found', () => {
  test('unknown paths answer 404 with the message and links', async ({ page }) => {
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't find the page you're looking for.")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('a missing guide says Guide not found', async ({ page }) => {
    const response = await page.goto('/solar-installers/us/colorado/nowhere/solar-installers-nowhere-co');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Guide not found')).toBeVisible();
    await expect(page.locator('main a[href="/installers"]')).toHaveCount(1);
  });
});

test.describe('search engines', () => {
  test('robots.txt points at the sitemap, and the sitemap lists pages and guides', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toContain('User-agent: *');
    expect(text).toMatch(/Sitemap: https?:\/\/.+\/sitemap-index\.xml/);
    const index = await request.get('/sitemap-index.xml');
    expect(index.status()).toBe(200);
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    expect(sitemap).toMatch(/\/about\/?<\/loc>/);
    expect(sitemap).toMatch(/\/solar-installers\/us\/colorado\/[a-z-]+\/[a-z0-9-]+\/?<\/loc>/);
    expect(sitemap).not.toMatch(/\/dashboard/);
  });
});

test.describe('JavaScript budget', () => {
  for (const path of ['/', '/about', '/installers', '/contact', '/for-installers', '/no-such-page']) {
    test(`${path} loads no framework JavaScript and under 4 KB of script`, async ({ page }) => {
      const scripts = collectScripts(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(scripts.filter((url) => /react|client\.[\w-]+\.js/.test(url))).toEqual([]);
      expect(await page.locator('astro-island').count()).toBe(0);
      expect(await scriptBytes(page, scripts)).toBeLessThan(4096);
    });
  }
});
