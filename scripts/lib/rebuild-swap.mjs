// The scoped publish's file swap: pages rendered again are written into the served build's client folder
// beside the files they replace, with their brotli and gzip copies (scripts/lib/precompress.mjs), and then
// renamed over them. A rename replaces a file in one step, so a visitor gets the old page or the new one,
// never part of either; and it never writes into the old file, which a later build may share through a hard
// link (precompress.mjs reuses unchanged copies that way). Pages of unpublished (or moved) items are removed
// with their copies and their sitemap entries; their addresses then answer with the nearest not-found page.
// Newly published (or moved) items get their sitemap entries.

import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compressCopies } from './precompress.mjs';

/**
 * The file a page is built to (Astro's `directory` format: /a/b → a/b/index.html, / → index.html). Throws
 * for a path that is not a plain page address inside the folder.
 */
export function pageFile(clientDir, pathname) {
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || /[\\\0]/.test(pathname))
    throw new Error(`not a page address: ${JSON.stringify(pathname)}`);
  const decoded = decodeURI(pathname);
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s === '.' || s === '..')) throw new Error(`not a page address: ${JSON.stringify(pathname)}`);
  const file = path.join(clientDir, ...segments, 'index.html');
  if (!file.startsWith(path.resolve(clientDir) + path.sep)) throw new Error(`not a page address: ${JSON.stringify(pathname)}`);
  return file;
}

/** @astrojs/sitemap's limit of entries per sitemap file (its `entryLimit` default). */
export const SITEMAP_ENTRY_LIMIT = 45_000;

const URL_ENTRY = /<url>\s*<loc>([^<]+)<\/loc>[\s\S]*?<\/url>/g;
const trimSlash = (p) => (p.length > 1 ? p.replace(/\/$/, '') : p);
const sitemapNumber = (name) => Number(/^sitemap-(\d+)\.xml$/.exec(name)[1]);

/** Replaces `file` with `text` in one step (written beside, renamed). */
async function replaceFile(file, text) {
  const temp = `${file}.scoped-${randomBytes(4).toString('hex')}`;
  await writeFile(temp, text);
  await rename(temp, file);
}

/**
 * Brings the sitemap files of a client folder up to date: the `<url>` entries of `remove` go, and `add` get one
 * each (at the end of the last sitemap file, or of a new one listed in sitemap-index.xml once the last is
 * full). An address in both ends up listed once. Resolves with { removed, added } (entries).
 */
export async function updateSitemaps(clientDir, { add = [], remove = [] }, siteUrl) {
  if (add.length === 0 && remove.length === 0) return { removed: 0, added: 0 };
  const names = (await readdir(clientDir)).filter((f) => /^sitemap-\d+\.xml$/.test(f)).sort((a, b) => sitemapNumber(a) - sitemapNumber(b));
  if (names.length === 0) return { removed: 0, added: 0 };
  const gone = new Set([...remove, ...add].map(trimSlash));
  const adding = new Set(add.map(trimSlash));
  let removed = 0;
  let origin = siteUrl;
  const texts = new Map();
  for (const name of names) {
    const file = path.join(clientDir, name);
    const xml = await readFile(file, 'utf8');
    const next = xml.replace(URL_ENTRY, (entry, loc) => {
      origin ??= new URL(loc).origin;
      const pathname = trimSlash(decodeURI(new URL(loc, siteUrl ?? 'http://localhost').pathname));
      if (!gone.has(pathname)) return entry;
      if (!adding.has(pathname)) removed++;
      return '';
    });
    texts.set(name, { file, xml, next });
  }
  const last = names[names.length - 1];
  const entries = [...adding].map((p) => `<url><loc>${new URL(p === '/' ? p : `${p}/`, origin ?? 'http://localhost').href}</loc></url>`);
  let created = null;
  if (entries.length > 0) {
    const tail = texts.get(last);
    const count = (tail.next.match(URL_ENTRY) ?? []).length;
    if (count + entries.length <= SITEMAP_ENTRY_LIMIT) tail.next = tail.next.replace('</urlset>', `${entries.join('')}</urlset>`);
    else {
      // A new file with the last one's opening (its XML declaration and namespaces).
      const name = `sitemap-${sitemapNumber(last) + 1}.xml`;
      const opening = tail.next.slice(0, tail.next.indexOf('>', tail.next.indexOf('<urlset')) + 1);
      created = { name, text: `${opening}${entries.join('')}</urlset>` };
    }
  }
  for (const { file, xml, next } of texts.values()) if (next !== xml) await replaceFile(file, next);
  if (created) {
    await replaceFile(path.join(clientDir, created.name), created.text);
    const index = path.join(clientDir, 'sitemap-index.xml');
    const xml = await readFile(index, 'utf8');
    const loc = new URL(`/${created.name}`, origin ?? 'http://localhost').href;
    await replaceFile(index, xml.replace('</sitemapindex>', `<sitemap><loc>${loc}</loc></sitemap></sitemapindex>`));
  }
  return { removed, added: entries.length };
}

/** Pages written at once by swapPages. */
const WRITING_AT_ONCE = 8;

/**
 * Runs `task` on every item, at most `limit` at once. Rejects with the first failure once every task started
 * has ended (so nothing is still writing when the caller cleans up), and starts no task after a failure.
 */
async function eachAtMost(limit, items, task) {
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length) {
      const item = items[next++];
      try {
        await task(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const lanes = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, lane));
  const failure = lanes.find((l) => l.status === 'rejected');
  if (failure) throw failure.reason;
}

/**
 * Writes `pages` ([{ path, body, copies? }]: `copies`, { br, gz }, when the renderer compressed the page
 * already) and removes the pages at `remove` (paths) in `clientDir`, with their sitemap entries; `sitemap.add` / `sitemap.remove` are addresses whose entries appear or go besides. Every new
 * page file is complete on disk before the first rename; should writing fail, nothing has changed. Resolves
 * with counts.
 * @param {string} clientDir
 * @param {{ pages: Array<{ path: string, body: string | Buffer, copies?: { br: Uint8Array | null, gz: Uint8Array | null } }>, remove?: string[], sitemap?: { add?: string[], remove?: string[] }, siteUrl?: string }} change
 */
export async function swapPages(clientDir, { pages, remove = [], sitemap = {}, siteUrl }) {
  const token = randomBytes(4).toString('hex');
  /** [temp, final] pairs, the page itself last, so its compressed copies are in place when it is. */
  const renames = [];
  /** Every temporary file written, for the clean-up should writing fail. */
  const temps = [];
  /** Old compressed copies the new page has none of (too small to gain from one). */
  const stale = [];
  const files = pages.map((page) => ({ file: pageFile(clientDir, page.path), body: Buffer.from(page.body), copies: page.copies }));
  const removed = remove.map((p) => pageFile(clientDir, p));
  try {
    // A few pages at once: one page's compression or write waits for a thread or the disk while the next goes on.
    await eachAtMost(WRITING_AT_ONCE, files, async ({ file, body, copies: given }) => {
      await mkdir(path.dirname(file), { recursive: true });
      const copies = given ?? (await compressCopies(body));
      const written = [];
      for (const [ext, data] of [
        ['.br', copies.br],
        ['.gz', copies.gz],
      ]) {
        if (data) {
          temps.push(`${file}${ext}.scoped-${token}`);
          await writeFile(`${file}${ext}.scoped-${token}`, data);
          written.push([`${file}${ext}.scoped-${token}`, `${file}${ext}`]);
        } else stale.push(`${file}${ext}`);
      }
      temps.push(`${file}.scoped-${token}`);
      await writeFile(`${file}.scoped-${token}`, body);
      // Listed together, copies first: the renames below run in this order.
      renames.push(...written, [`${file}.scoped-${token}`, file]);
    });
  } catch (error) {
    await Promise.all(temps.map((temp) => rm(temp, { force: true })));
    throw error;
  }
  for (const file of stale) await rm(file, { force: true });
  for (const [temp, file] of renames) await rename(temp, file);
  for (const file of removed) {
    // The page first: from then on its address answers 404, whichever copy a browser asks for.
    await rm(file, { force: true });
    await rm(`${file}.br`, { force: true });
    await rm(`${file}.gz`, { force: true });
    await rmdir(path.dirname(file)).catch(() => undefined);
  }
  const entries = await updateSitemaps(clientDir, { add: sitemap.add ?? [], remove: [...remove, ...(sitemap.remove ?? [])] }, siteUrl);
  return { written: files.length, removed: removed.length, sitemapEntries: entries.removed, sitemapAdded: entries.added };
}
