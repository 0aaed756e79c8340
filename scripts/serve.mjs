// The production site server: serves a built site (static files first, then Astro's on-demand routes).
//
//   node scripts/serve.mjs <build dir>      (HOST, PORT from the environment; default 127.0.0.1:4321)
//
// It stays stateless: any number of them can run behind a load balancer, with the static client/ folder
// equally well on a CDN. `setBuild` swaps the build served, in one assignment, once a new one is complete.

import http from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
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

let current = null;

/** Loads a build (its client folder and server handler) and makes it the one served. */
export async function setBuild(dir) {
  const client = path.join(dir, 'client');
  const entry = path.join(dir, 'server', 'entry.mjs');
  if (!existsSync(client) || !existsSync(entry)) throw new Error(`${dir} is not a complete site build (client/ or server/entry.mjs is missing)`);
  const { handler } = await import(pathToFileURL(entry).href);
  current = { dir, client, handler };
}

/** The static file for a URL path in the current build, or null. Never leaves the client folder. */
function staticFile(client, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const candidates = decoded.endsWith('/')
    ? [path.join(decoded, 'index.html')]
    : [decoded, `${decoded}.html`, path.join(decoded, 'index.html')];
  for (const candidate of candidates) {
    const file = path.resolve(client, `.${path.posix.normalize(`/${candidate}`)}`);
    if (!file.startsWith(client + path.sep)) return null;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
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

/** Request handler: static file, else Astro (on-demand routes, 404 page). */
export function handle(req, res, extra) {
  if (extra && extra(req, res)) return;
  const build = current;
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'GET' || req.method === 'HEAD') {
    const file = staticFile(build.client, url.pathname);
    if (file) return sendFile(req, res, file);
  }
  build.handler(req, res, () => {
    const notFound = path.join(build.client, '404.html');
    if (existsSync(notFound)) sendFile(req, res, notFound, 404);
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
