// The production site server: serves a built site (static files first, then Astro's on-demand routes).
//
//   node scripts/serve.mjs <build dir>      (HOST, PORT from the environment; default 127.0.0.1:4321)
//
// It stays stateless: any number of them can run behind a load balancer, with the static client/ folder
// equally well on a CDN (which then needs the two rewrites below: /r/{code} to /r/, unknown paths to the
// nearest 404.html). `setBuild` swaps the build served, in one assignment, once a new one is complete.

import http from 'node:http';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** /r/{code} and {any path}/r/{code}: answered with the referral capture shell (src/pages/r/index.astro). */
const REFERRAL_PATH = /^(?!\/api(?:\/|$))(?:\/[^.]*)?\/r\/[^/.]+\/?$/;

let current = null;

/** A digest of every file of a build's server bundle: equal bundles run the same code. */
function digestDir(dir) {
  const hash = createHash('sha256');
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(path.relative(dir, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/**
 * Loads a build (its client folder and server handler) and makes it the one served. When the new build's
 * server bundle is identical to the current one (a content-only rebuild), the loaded handler is kept: Node
 * never unloads modules, so importing every rebuild's bundle would grow the process without end. Resolves
 * with the directory whose server bundle is in use (it must be kept on disk while it serves).
 */
export async function setBuild(dir) {
  const client = path.join(dir, 'client');
  const server = path.join(dir, 'server');
  const entry = path.join(server, 'entry.mjs');
  if (!existsSync(client) || !existsSync(entry)) throw new Error(`${dir} is not a complete site build (client/ or server/entry.mjs is missing)`);
  const serverDigest = digestDir(server);
  let handler;
  let handlerDir;
  if (current && current.serverDigest === serverDigest) {
    ({ handler, handlerDir } = current);
  } else {
    ({ handler } = await import(pathToFileURL(entry).href));
    handlerDir = dir;
  }
  current = { dir, client, handler, handlerDir, serverDigest };
  return { dir, handlerDir };
}

/** The build being served: its directory and the directory whose server bundle answers on-demand routes. */
export function currentBuild() {
  return current ? { dir: current.dir, handlerDir: current.handlerDir } : null;
}

function decodePath(pathname) {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

/** The file for a path inside the client folder, or null. Never leaves the client folder. */
function fileIn(client, candidate) {
  const file = path.resolve(client, `.${path.posix.normalize(`/${candidate}`)}`);
  if (!file.startsWith(client + path.sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/** The static file for a URL path in the current build, or null. */
function staticFile(client, pathname) {
  const decoded = decodePath(pathname);
  if (decoded === null) return null;
  const candidates = decoded.endsWith('/') ? [path.posix.join(decoded, 'index.html')] : [decoded, `${decoded}.html`, path.posix.join(decoded, 'index.html')];
  for (const candidate of candidates) {
    const file = fileIn(client, candidate);
    if (file) return file;
  }
  return null;
}

/** The not-found page nearest to a path: /solar-installers/x/404.html, then up to /404.html. */
function notFoundPage(client, pathname) {
  const decoded = decodePath(pathname) ?? '/';
  let dir = path.posix.dirname(decoded.endsWith('/') ? `${decoded}x` : decoded);
  for (;;) {
    const file = fileIn(client, path.posix.join(dir, '404.html')) ?? fileIn(client, path.posix.join(dir, '404', 'index.html'));
    if (file) return file;
    if (dir === '/' || dir === '.') return null;
    dir = path.posix.dirname(dir);
  }
}

function sendFile(req, res, file, status = 200) {
  const ext = path.extname(file);
  const immutable = file.includes(`${path.sep}_astro${path.sep}`);
  res.writeHead(status, {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

/** Request handler: static file, referral shell, else Astro (on-demand routes), else the 404 page. */
export function handle(req, res, extra) {
  if (extra && extra(req, res)) return;
  const build = current;
  if (!build) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' });
    res.end('The site is being built. Try again in a moment.');
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'GET' || req.method === 'HEAD') {
    const file = staticFile(build.client, url.pathname);
    if (file) return sendFile(req, res, file);
    const shell = REFERRAL_PATH.test(url.pathname) ? fileIn(build.client, 'r/index.html') : null;
    if (shell) return sendFile(req, res, shell);
  }
  build.handler(req, res, () => {
    const notFound = notFoundPage(build.client, url.pathname);
    if (notFound) sendFile(req, res, notFound, 404);
    else {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    }
  });
}

/** Starts the HTTP server; `extra` may answer a request first (the rebuild webhook). */
export function listen({ host = '127.0.0.1', port = 4321, extra } = {}) {
  const server = http.createServer((req, res) => handle(req, res, extra));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  await setBuild(dir);
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 4321);
  await listen({ host, port });
  console.log(`site: serving ${dir} on http://${host}:${port}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));
}
