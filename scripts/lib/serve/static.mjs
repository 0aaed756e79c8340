// Static files of a build, through sirv (a maintained static-file server): precompressed brotli and gzip
// variants when the browser accepts them (written at build time, scripts/lib/precompress.mjs), ETags and
// 304s, HEAD, and byte ranges. Hashed assets (/_astro/) are cached for a year as immutable; everything else,
// pages above all, is revalidated on every use, so a rebuild is visible at once.
//
// sirv looks each request up on disk (its `dev` mode) instead of listing the whole build when it starts:
// a build holds tens of thousands of guide pages, and a rebuild swaps builds while visitors are served.
// Its caching headers are replaced by ours (sirv keeps any header already set on the response).

import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Files whose name carries a hash of their content: /_astro/… (Astro's build output). */
export const isHashedAsset = (pathname) => pathname.startsWith('/_astro/');

/**
 * A handler `(req, res, next)` for a build's client folder; `next()` when no file matches.
 * @param {string} clientDir
 */
export function createStatic(clientDir) {
  const serve = sirv(clientDir, {
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader('cache-control', isHashedAsset(pathname) ? IMMUTABLE : REVALIDATE);
    },
  });
  return (req, res, next) => serve(req, res, next);
}

/** A file inside `clientDir` for a site path, or null. Never leaves the folder. */
export function fileIn(clientDir, candidate) {
  const file = path.resolve(clientDir, `.${path.posix.normalize(`/${candidate}`)}`);
  if (!file.startsWith(clientDir + path.sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/** The not-found page nearest to a path: /solar-installers/x/404.html, then up to /404.html. */
export function notFoundPage(clientDir, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: the site's own not-found page.
    decoded = '/';
  }
  let dir = path.posix.dirname(decoded.endsWith('/') ? `${decoded}x` : decoded);
  for (;;) {
    const file = fileIn(clientDir, path.posix.join(dir, '404.html')) ?? fileIn(clientDir, path.posix.join(dir, '404', 'index.html'));
    if (file) return file;
    if (dir === '/' || dir === '.') return null;
    dir = path.posix.dirname(dir);
  }
}

/** Sends a page with a status of its own (the not-found page): not cached, revalidated. */
export function sendPage(req, res, file, status, headers = {}) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', ...headers });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}
