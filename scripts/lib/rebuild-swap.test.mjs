import { existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageFile, SITEMAP_ENTRY_LIMIT, swapPages, updateSitemaps } from './rebuild-swap.mjs';

let dir;
const guide = '/solar-installers/us/co/denver/best';
const html = (title) => `<!doctype html><title>${title}</title>${'<p>installer card</p>'.repeat(200)}`;
const write = (file, text) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};
const files = (root) =>
  readdirSync(root, { recursive: true })
    .map(String)
    .filter((f) => statSync(path.join(root, f)).isFile())
    .sort();

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'atlas-swap-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('pageFile', () => {
  it('maps an address to its index.html inside the folder', () => {
    expect(pageFile(dir, guide)).toBe(path.join(dir, 'solar-installers/us/co/denver/best/index.html'));
    expect(pageFile(dir, '/installers/')).toBe(path.join(dir, 'installers/index.html'));
  });
  it('refuses anything that could leave it', () => {
    expect(() => pageFile(dir, '/../etc/passwd')).toThrow(/not a page address/);
    expect(() => pageFile(dir, '/a/%2e%2e/%2e%2e/x')).toThrow(/not a page address/);
    expect(() => pageFile(dir, 'relative')).toThrow(/not a page address/);
    expect(() => pageFile(dir, '/a\\b')).toThrow(/not a page address/);
  });
});

describe('swapPages', () => {
  it('replaces a page and its compressed copies, leaving no temporary file', async () => {
    const file = pageFile(dir, guide);
    write(file, html('old'));
    write(`${file}.br`, 'old brotli');
    write(`${file}.gz`, 'old gzip');
    await swapPages(dir, { pages: [{ path: guide, body: html('new') }] });
    expect(readFileSync(file, 'utf8')).toBe(html('new'));
    expect(zlib.brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(html('new'));
    expect(zlib.gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(html('new'));
    expect(files(dir).filter((f) => f.includes('.scoped-'))).toEqual([]);
  });

  it('writes the compressed copies the renderer made, as given', async () => {
    const file = pageFile(dir, guide);
    const copies = { br: zlib.brotliCompressSync(html('new')), gz: zlib.gzipSync(html('new')) };
    await swapPages(dir, { pages: [{ path: guide, body: html('new'), copies }] });
    expect(readFileSync(`${file}.br`)).toEqual(copies.br);
    expect(readFileSync(`${file}.gz`)).toEqual(copies.gz);
    expect(readFileSync(file, 'utf8')).toBe(html('new'));
  });

  it('writes many pages, each with its own copies', async () => {
    const paths = Array.from({ length: 30 }, (_, i) => `/solar-installers/us/co/town-${i}/best`);
    await swapPages(dir, { pages: paths.map((p, i) => ({ path: p, body: html(`page ${i}`) })) });
    for (const [i, p] of paths.entries()) {
      const file = pageFile(dir, p);
      expect(readFileSync(file, 'utf8')).toBe(html(`page ${i}`));
      expect(zlib.gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(html(`page ${i}`));
    }
    expect(files(dir).filter((f) => f.includes('.scoped-'))).toEqual([]);
  });

  it('never writes into the old file, which another build may share through a hard link', async () => {
    const file = pageFile(dir, guide);
    write(file, html('old'));
    const shared = path.join(dir, 'other-build.html');
    linkSync(file, shared);
    await swapPages(dir, { pages: [{ path: guide, body: html('new') }] });
    expect(readFileSync(shared, 'utf8')).toBe(html('old'));
    expect(readFileSync(file, 'utf8')).toBe(html('new'));
  });

  it('drops an old compressed copy when the new page is too small for one', async () => {
    const file = pageFile(dir, guide);
    write(file, html('old'));
    write(`${file}.br`, 'old brotli');
    await swapPages(dir, { pages: [{ path: guide, body: '<p>tiny</p>' }] });
    expect(existsSync(`${file}.br`)).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe('<p>tiny</p>');
  });

  it('removes an unpublished guide with its copies, folder and sitemap entry', async () => {
    const file = pageFile(dir, guide);
    write(file, html('gone'));
    write(`${file}.br`, 'x');
    write(`${file}.gz`, 'x');
    const keep = '/solar-installers/us/co/boulder/best';
    const sitemap = `<?xml version="1.0"?><urlset><url><loc>https://atlas.example${guide}/</loc></url><url><loc>https://atlas.example${keep}/</loc></url></urlset>`;
    write(path.join(dir, 'sitemap-0.xml'), sitemap);
    const result = await swapPages(dir, { pages: [], remove: [guide], siteUrl: 'https://atlas.example' });
    expect(result).toEqual({ written: 0, removed: 1, sitemapEntries: 1, sitemapAdded: 0 });
    expect(existsSync(path.dirname(file))).toBe(false);
    const after = readFileSync(path.join(dir, 'sitemap-0.xml'), 'utf8');
    expect(after).not.toContain('/denver/');
    expect(after).toContain(`${keep}/`);
  });

  it('moves a content page: the new address written and listed, the old one removed and unlisted', async () => {
    write(pageFile(dir, '/about'), html('About'));
    write(path.join(dir, 'sitemap-0.xml'), sitemap('/about/', '/installers/'));
    const result = await swapPages(dir, {
      pages: [{ path: '/about-us', body: html('About us') }],
      remove: ['/about'],
      sitemap: { add: ['/about-us'], remove: ['/about'] },
      siteUrl: 'https://atlas.example',
    });
    expect(result).toEqual({ written: 1, removed: 1, sitemapEntries: 1, sitemapAdded: 1 });
    expect(existsSync(pageFile(dir, '/about'))).toBe(false);
    expect(readFileSync(pageFile(dir, '/about-us'), 'utf8')).toBe(html('About us'));
    expect(locs(readFileSync(path.join(dir, 'sitemap-0.xml'), 'utf8'))).toEqual([
      'https://atlas.example/installers/',
      'https://atlas.example/about-us/',
    ]);
  });
});

const sitemap = (...paths) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
    .map((p) => `<url><loc>https://atlas.example${p}</loc></url>`)
    .join('')}</urlset>`;
const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('updateSitemaps', () => {
  it('lists an address once, however often it is added, and removes what it is asked to', async () => {
    write(path.join(dir, 'sitemap-0.xml'), sitemap('/a/', '/b/', '/c/'));
    expect(await updateSitemaps(dir, { add: ['/b', '/d'], remove: ['/c'] }, 'https://atlas.example')).toEqual({ removed: 1, added: 2 });
    expect(locs(readFileSync(path.join(dir, 'sitemap-0.xml'), 'utf8'))).toEqual([
      'https://atlas.example/a/',
      'https://atlas.example/b/',
      'https://atlas.example/d/',
    ]);
  });

  it('adds to the last sitemap file, and starts a new one, listed in the index, once that is full', async () => {
    const full = Array.from({ length: SITEMAP_ENTRY_LIMIT }, (_, i) => `/g-${i}/`);
    write(path.join(dir, 'sitemap-0.xml'), sitemap('/a/'));
    write(path.join(dir, 'sitemap-1.xml'), sitemap(...full));
    write(
      path.join(dir, 'sitemap-index.xml'),
      '<?xml version="1.0"?><sitemapindex><sitemap><loc>https://atlas.example/sitemap-0.xml</loc></sitemap><sitemap><loc>https://atlas.example/sitemap-1.xml</loc></sitemap></sitemapindex>',
    );
    await updateSitemaps(dir, { add: ['/new'] }, undefined);
    expect(locs(readFileSync(path.join(dir, 'sitemap-2.xml'), 'utf8'))).toEqual(['https://atlas.example/new/']);
    expect(readFileSync(path.join(dir, 'sitemap-2.xml'), 'utf8')).toMatch(/^<\?xml[^>]*><urlset xmlns="http:\/\/www\.sitemaps\.org/);
    expect(locs(readFileSync(path.join(dir, 'sitemap-index.xml'), 'utf8')).at(-1)).toBe('https://atlas.example/sitemap-2.xml');
    expect(locs(readFileSync(path.join(dir, 'sitemap-0.xml'), 'utf8'))).toEqual(['https://atlas.example/a/']);
  });
});

describe('swapPages, failing', () => {
  it('changes nothing when a page cannot be written', async () => {
    const file = pageFile(dir, guide);
    write(file, html('old'));
    // A file where the second page's folder would go.
    write(path.join(dir, 'blocked'), 'a file, not a folder');
    await expect(
      swapPages(dir, {
        pages: [
          { path: guide, body: html('new') },
          { path: '/blocked/page', body: html('x') },
          // Pages being written beside the failing one when it fails: theirs go too.
          ...Array.from({ length: 20 }, (_, i) => ({ path: `/solar-installers/us/co/town-${i}/best`, body: html(`page ${i}`) })),
        ],
      }),
    ).rejects.toThrow();
    expect(readFileSync(file, 'utf8')).toBe(html('old'));
    expect(files(dir).filter((f) => f.includes('.scoped-'))).toEqual([]);
    expect(files(dir).filter((f) => f.includes('town-'))).toEqual([]);
  });
});
