// The production site server: serves a built site (static files first, then Astro's on-demand routes).
//
//   node scripts/serve.mjs <build dir>      (HOST, PORT from the environment; default 127.0.0.1:4321)
//
// One small module per concern, composed here in the order a request meets them:
//
//   headers   every response: security headers, the pages' Content-Security-Policy (lib/serve/headers.mjs)
//   /api      the streaming proxy to Directus, with body and time limits (lib/serve/proxy.mjs)
//   shared    the shared view, rendered once per share id and kept until it changes (lib/serve/shared-cache.mjs)
//   static    files of the build through sirv: precompression, caching, ETags, ranges (lib/serve/static.mjs)
//   pages     Astro's on-demand routes: the shared view, checkout (its handler, with the pages' policy
//             completed); their request bodies bounded first (lib/serve/body-limit.mjs)
//   404       the nearest not-found page
//
// It keeps no state of its own (the shared-page copies are checked against Redis on every hit, so they hold
// across instances): any number of them can run behind a load balancer, with the static client/ folder
// equally well on a CDN (which then needs the two rewrites below: /r/{code} to /r/, unknown paths to the
// nearest 404.html). `setBuild` swaps the build served, in one assignment, once a new one is complete.

import http from 'node:http';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { decidePolicyOnWrite, pagePolicy, setBaselineHeaders } from './lib/serve/headers.mjs';
import { refuseOversizedBody } from './lib/serve/body-limit.mjs';
import { buildPolicy } from './lib/serve/page-policy.mjs';
import { createApiProxy, isApiPath } from './lib/serve/proxy.mjs';
import { createSharedCache, sharedIdOf } from './lib/serve/shared-cache.mjs';
import { createStatic, fileIn, notFoundPage, sendPage } from './lib/serve/static.mjs';

/** /r/{code} and {any path}/r/{code}: answered with the referral capture shell (src/pages/r/index.astro). */
const REFERRAL_PATH = /^(?!\/api(?:\/|$))(?:\/[^.]*)?\/r\/[^/.]+\/?$/;

let current = null;
let proxy = null;
let sharedCache = null;

/**
 * The shared-page cache of this server: with REDIS_URL (the Redis Directus uses, same ATLAS_REDIS_NAMESPACE)
 * its copies are checked against the versions the atlas-shared-cache hook writes; without, kept 2 s.
 */
async function sharedPages() {
  // ATLAS_SHARED_CACHE=off renders the shared view on every request (the benchmark's "before").
  if (process.env.ATLAS_SHARED_CACHE === 'off') return null;
  if (sharedCache) return sharedCache;
  let redis = null;
  if (process.env.REDIS_URL) {
    const { default: Redis } = await import('ioredis');
    // Fail fast: while Redis does not answer, shared pages are rendered on every request instead.
    redis = new Redis(process.env.REDIS_URL, {
      enableAutoPipelining: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 250,
    });
    redis.on('error', () => {});
  }
  sharedCache = createSharedCache({ redis, namespace: process.env.ATLAS_REDIS_NAMESPACE ?? 'atlas' });
  return sharedCache;
}

/** The shared-page cache's counters (tests and benchmarks read them through the `extra` hook). */
export const sharedCacheStats = () => sharedCache?.stats() ?? null;

/** The site's address is https: browsers are told to use nothing else (HSTS). */
const https = () => (process.env.SITE_URL ?? '').startsWith('https:');

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
  if (!existsSync(client) || !existsSync(entry))
    throw new Error(`${dir} is not a complete site build (client/ or server/entry.mjs is missing)`);
  const serverDigest = digestDir(server);
  let handler;
  let handlerDir;
  if (current && current.serverDigest === serverDigest) {
    ({ handler, handlerDir } = current);
  } else {
    ({ handler } = await import(pathToFileURL(entry).href));
    handlerDir = dir;
  }
  const policy = pagePolicy(buildPolicy(client));
  const cache = await sharedPages();
  current = { dir, client, handler, handlerDir, serverDigest, policy, files: createStatic(client), cache };
  // Kept shared pages name the previous build's assets.
  cache?.clear();
  return { dir, handlerDir };
}

/** The build being served: its directory and the directory whose server bundle answers on-demand routes. */
export function currentBuild() {
  return current ? { dir: current.dir, handlerDir: current.handlerDir } : null;
}

function apiProxy() {
  const target = process.env.DIRECTUS_URL;
  if (!target) return null;
  proxy ??= createApiProxy({ target });
  return proxy;
}

/** Request handler: /api proxy, static file, referral shell, else Astro (on-demand routes), else the 404 page. */
export function handle(req, res, extra) {
  setBaselineHeaders(res, { https: https() });
  const build = current;
  decidePolicyOnWrite(res, () => build?.policy ?? pagePolicy(null));
  if (extra && extra(req, res)) return;
  const url = new URL(req.url ?? '/', 'http://localhost');

  if (isApiPath(url.pathname)) {
    const forward = apiProxy();
    if (forward) return forward(req, res);
    res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ errors: [{ message: 'DIRECTUS_URL is not set: the site cannot reach its data service.' }] }));
    return;
  }

  if (!build) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' });
    res.end('The site is being built. Try again in a moment.');
    return;
  }
  const onDemand = () =>
    build.handler(req, res, () => {
      const notFound = notFoundPage(build.client, url.pathname);
      if (notFound) sendPage(req, res, notFound, 404);
      else {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Not found');
      }
    });
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    if (refuseOversizedBody(req, res)) return;
    return onDemand();
  }
  const shortId = sharedIdOf(url.pathname);
  if (shortId !== null && build.cache) {
    return build.cache.serve(req, res, {
      shortId,
      // The shared view has one variant (issue 22's "without the federal tax credit"); any other query is
      // the default page, so a visitor cannot grow the cache with made-up parameters.
      key: url.searchParams.get('credit') === 'without' ? `${url.pathname}?credit=without` : url.pathname,
      // Rendered into a stand-in response; a route that does not answer (no server bundle) fails the render.
      render: (target) => build.handler(req, target, () => target.destroy(new Error(`no route answers ${url.pathname}`))),
      fallback: onDemand,
    });
  }
  build.files(req, res, () => {
    if (REFERRAL_PATH.test(url.pathname) && fileIn(build.client, 'r/index.html')) {
      req.url = '/r/';
      return build.files(req, res, onDemand);
    }
    return onDemand();
  });
}

/** Starts the HTTP server; `extra` may answer a request first (the rebuild webhook). */
export function listen({ host = '127.0.0.1', port = 4321, extra } = {}) {
  const server = http.createServer((req, res) => handle(req, res, extra));
  // A client that never finishes its request headers is dropped (the body has its own limit, proxy.mjs).
  server.headersTimeout = 20_000;
  server.requestTimeout = 120_000;
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
  const server = await listen({ host, port });
  // The port it got (PORT=0 asks for any free one).
  console.log(`site: serving ${dir} on http://${host}:${server.address().port}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));
}
