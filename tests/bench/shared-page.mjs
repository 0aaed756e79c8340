// Shared page benchmark (issue 16): the shared comparison page against a static page of the same server, in
// the same run, with Directus on the same machine.
//
//   node tests/bench/shared-page.mjs [--build <dir>]      (or: npm run bench -- shared-page)
//
// Starts a throw-away Directus (SQLite, and Redis when one answers on ATLAS_BENCH_REDIS_URL, default
// redis://127.0.0.1:6379, under a namespace of its own), provisions it with the demo homeowner (whose seeded
// shared project has three quotes), builds the site (or serves the build given with --build: the shared view is read at request time,
// so any build of this tree will do), and runs
// `autocannon -c 50 -d 10` against the landing page (static) and the shared page:
//   before  ATLAS_SHARED_CACHE=off: the page rendered on every request
//   after   the shared-page cache (scripts/lib/serve/shared-cache.mjs)
// Goals: shared >= 0.5x the static throughput of the same run, p99 <= 50 ms. Prints one JSON line last.

import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root, stackConfig } from '../../scripts/lib/config.mjs';
import { stopAll, stopOnSignals } from '../../scripts/lib/proc.mjs';

stopOnSignals();

const GOALS = { ratio: 0.5, p99Ms: 50 };
const args = process.argv.slice(2);
const buildArg = args.includes('--build') ? path.resolve(args[args.indexOf('--build') + 1]) : null;
const redisUrl = process.env.ATLAS_BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const reachable = (url) =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

/** `autocannon -c 50 -d 10` against one address: requests/s, latency percentiles, non-2xx answers. */
async function cannon(url) {
  const result = await autocannon({ url, connections: 50, duration: 10 });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function api(base, pathname, { token, method = 'GET', body } = {}) {
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${JSON.stringify(json)}`);
  return json?.data;
}

/** The share id of the demo homeowner's shared project (seeded: a cash, a loan and a battery quote). */
async function sharedProject(config) {
  const base = config.directusUrl;
  const { access_token: token } = await api(base, '/auth/login', {
    method: 'POST',
    body: { email: config.demo.email, password: config.demo.password },
  });
  const [project] = await api(base, '/items/project?filter[shared][_eq]=true&fields=short_UUID&limit=1', { token });
  if (!project) throw new Error('the demo homeowner has no shared project');
  return project.short_UUID;
}

async function main() {
  const { startStack } = await import('../../scripts/lib/stack.mjs');
  const { buildSite, startSite } = await import('../../scripts/lib/site.mjs');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'atlas-shared-bench-'));
  const withRedis = await reachable(redisUrl);
  const namespace = `atlas-bench-${process.pid}`;
  const sitePort = await freePort();
  const config = stackConfig({
    directusPort: Number(process.env.ATLAS_BENCH_DIRECTUS_PORT ?? 18170),
    sitePort,
    dataDir: path.join(tmp, 'data'),
    db: { client: 'sqlite3', filename: path.join(tmp, 'data', 'directus.sqlite') },
    redis: withRedis ? redisUrl : null,
    redisNamespace: namespace,
    seedDemo: true,
    smtp: null,
  });
  config.directusUrl = `http://localhost:${config.directusPort}`;
  config.siteUrl = `http://localhost:${sitePort}`;
  // The benchmark's own traffic (all from 127.0.0.1) must not meet Directus's per-client limit.
  process.env.RATE_LIMITER_POINTS ??= '100000';
  const outDir = path.join(root, '.tmp', `bench-shared-${process.pid}`);
  try {
    console.log(`bench: Directus on SQLite${withRedis ? ` with Redis (${redisUrl}, namespace ${namespace})` : ', no Redis'}`);
    const stack = await startStack(config, { log: () => {} });
    const shortId = await sharedProject(config);
    let build;
    if (buildArg) build = { dir: buildArg };
    else {
      console.log('bench: building the site');
      build = await buildSite(config, { outDir, env: stack.siteEnv, quiet: true });
    }
    const figures = {};
    for (const phase of ['before', 'after']) {
      const site = await startSite(config, build, {
        logFile: path.join(tmp, `site-${phase}.log`),
        env: { ...stack.siteEnv, ATLAS_SHARED_CACHE: phase === 'before' ? 'off' : 'on' },
      });
      try {
        const sharedUrl = `${config.siteUrl}/shared/${shortId}`;
        const probe = await fetch(sharedUrl);
        if (probe.status !== 200) throw new Error(`the shared page answered ${probe.status}`);
        const staticPage = await cannon(`${config.siteUrl}/`);
        const shared = await cannon(sharedUrl);
        figures[phase] = {
          static: staticPage,
          shared,
          ratio: Number((shared.requestsPerSecond / staticPage.requestsPerSecond).toFixed(2)),
        };
        const f = figures[phase];
        console.log(
          `${phase === 'before' ? 'before (rendered per request)' : 'after (shared-page cache)   '}  static ${staticPage.requestsPerSecond} req/s p99 ${staticPage.p99Ms} ms | shared ${shared.requestsPerSecond} req/s p50 ${shared.p50Ms} ms p99 ${shared.p99Ms} ms (non-2xx ${shared.non2xx}, errors ${shared.errors}) | ratio ${f.ratio}`,
        );
      } finally {
        await site.stop();
      }
    }
    const after = figures.after;
    console.log(
      `goals: ratio >= ${GOALS.ratio} (${after.ratio >= GOALS.ratio ? 'met' : 'NOT met'}), shared p99 <= ${GOALS.p99Ms} ms (${after.shared.p99Ms <= GOALS.p99Ms ? 'met' : 'NOT met'})`,
    );
    console.log(JSON.stringify({ bench: 'shared-page', redis: withRedis, autocannon: '-c 50 -d 10', ...figures }));
  } finally {
    await stopAll();
    if (withRedis) {
      const { deleteRedisKeys } = await import('../../scripts/lib/scale.mjs');
      await deleteRedisKeys(namespace, redisUrl).catch(() => {});
    }
    rmSync(tmp, { recursive: true, force: true });
    if (!buildArg) rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
