// The scoped publish's file swap: pages rendered again are written into the served build's client folder
// beside the files they replace, with their brotli and gzip copies (scripts/lib/precompress.mjs), and then
// renamed over them. A rename replaces a file in one step, so a visitor gets the old page or the new one,
// never part of either; and it never writes into the old file, which a later build may share through a hard
// link (precompress.mjs reuses unchanged copies that way). Pages of unpublished guides are removed with their
// copies and their sitemap entries; their addresses then answer with the nearest not-found page.

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

/** Removes the `<url>` entries of `paths` from the sitemap files of a client folder (written beside, renamed). */
async function removeFromSitemaps(clientDir, paths, siteUrl) {
  if (paths.length === 0) return 0;
  const gone = new Set(paths.map((p) => p.replace(/\/$/, '')));
  let removed = 0;
  for (const name of (await readdir(clientDir)).filter((f) => /^sitemap-\d+\.xml$/.test(f))) {
    const file = path.join(clientDir, name);
    const xml = await readFile(file, 'utf8');
    const next = xml.replace(/<url>\s*<loc>([^<]+)<\/loc>[\s\S]*?<\/url>/g, (entry, loc) => {
      const pathname = decodeURI(new URL(loc, siteUrl ?? 'http://localhost').pathname).replace(/\/$/, '');
      if (!gone.has(pathname)) return entry;
      removed++;
      return '';
    });
    if (next === xml) continue;
    const temp = `${file}.scoped-${randomBytes(4).toString('hex')}`;
    await writeFile(temp, next);
    await rename(temp, file);
  }
  return removed;
}

/**
 * Writes `pages` ([{ path, body }]) and removes the pages at `remove` (paths) in `clientDir`. Every new file
 * is complete on disk before the first rename; should writing fail, nothing has changed. Resolves with
 * counts.
 * @param {string} clientDir
 * @param {{ pages: Array<{ path: string, body: string | Buffer }>, remove?: string[], siteUrl?: string }} change
 */
export async function swapPages(clientDir, { pages, remove = [], siteUrl }) {
  const token = randomBytes(4).toString('hex');
  /** [temp, final] pairs, the page itself last, so its compressed copies are in place when it is. */
  const renames = [];
  /** Old compressed copies the new page has none of (too small to gain from one). */
  const stale = [];
  const files = pages.map((page) => ({ file: pageFile(clientDir, page.path), body: Buffer.from(page.body) }));
  const removed = remove.map((p) => pageFile(clientDir, p));
  try {
    for (const { file, body } of files) {
      await mkdir(path.dirname(file), { recursive: true });
      const copies = await compressCopies(body);
      for (const [ext, data] of [
        ['.br', copies.br],
        ['.gz', copies.gz],
      ]) {
        if (data) {
          await writeFile(`${file}${ext}.scoped-${token}`, data);
          renames.push([`${file}${ext}.scoped-${token}`, `${file}${ext}`]);
        } else stale.push(`${file}${ext}`);
      }
      await writeFile(`${file}.scoped-${token}`, body);
      renames.push([`${file}.scoped-${token}`, file]);
    }
  } catch (error) {
    await Promise.all(renames.map(([temp]) => rm(temp, { force: true })));
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
  const sitemapEntries = await removeFromSitemaps(clientDir, remove, siteUrl);
  return { written: files.length, removed: removed.length, sitemapEntries };
}
