// Building and serving the site as in production.
//
// A build goes to a directory of its own; the server (scripts/serve.mjs) serves whichever build is
// current and switches by replacing one reference in memory once a new build is complete. So a visitor
// never sees a half-built site, and a failed build leaves the previous one serving. The rebuild worker
// (scripts/lib/rebuild.mjs) drives the switch.
//
// Run as a script, this file is one Astro build with its own cache directory (the CLI has no flag for it):
//   node scripts/lib/site.mjs build <outDir> [cacheDir]

import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, readSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './config.mjs';
import { run, serve, waitForHttp } from './proc.mjs';
import { compressCopies, compressedDuringRender } from './precompress.mjs';
import { pageFile } from './rebuild-swap.mjs';
import { rendererIntegration, serveRenders } from './site-renderer.mjs';

const self = path.join(root, 'scripts', 'lib', 'site.mjs');

/** The environment the Astro build and the site server read. */
export function siteEnv(config, extra = {}) {
  return {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    SITE_URL: config.siteUrl,
    DIRECTUS_URL: config.directusUrl,
    ATLAS_WEBHOOK_SECRET: config.webhookSecret,
    // Read by src/directus/shared.ts: the shared page's bill inputs, server side only.
    ...(config.siteKey ? { ATLAS_SITE_KEY: config.siteKey } : {}),
    // The shared-page cache reads the versions Directus's atlas-shared-cache hook writes into this Redis.
    ...(config.redis ? { REDIS_URL: config.redis, ATLAS_REDIS_NAMESPACE: config.redisNamespace ?? 'atlas' } : {}),
    // The local payment provider signs its test payments with it (src/payments/local.ts).
    ...(config.paymentsWebhookSecret ? { ATLAS_PAYMENTS_WEBHOOK_SECRET: config.paymentsWebhookSecret } : {}),
    ...extra,
  };
}

/** Node's flags for the build: a larger young generation, as a build allocates a lot of short-lived strings. */
const BUILD_NODE_FLAGS = ['--max-semi-space-size=64'];

/**
 * One `astro build` into outDir, in a child process. `cacheDir` holds Astro's incremental-build cache and
 * content store between builds; without one, a throw-away directory is used (and removed), so concurrent
 * builds never share a cache. Rejects with the build's output when it fails.
 */
export async function astroBuild({ outDir, cacheDir, env = process.env, quiet = false, label = 'astro build' } = {}) {
  checkOutDir(outDir);
  mkdirSync(path.dirname(outDir), { recursive: true });
  const scratch = cacheDir ? null : mkdtempSync(path.join(path.dirname(outDir), '.astro-cache-'));
  try {
    return await run(process.execPath, [...BUILD_NODE_FLAGS, self, 'build', outDir, cacheDir ?? scratch], {
      cwd: root,
      env: { ASTRO_TELEMETRY_DISABLED: '1', ...env },
      label,
      quiet,
    });
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}

function checkOutDir(outDir) {
  if (!path.resolve(outDir).startsWith(root + path.sep)) {
    // The server bundle imports packages from node_modules, resolved from where it lies.
    throw new Error(`the site must be built inside the project (${root}), not in ${outDir}`);
  }
}

/**
 * A build that stays up as the build's renderer (scripts/lib/site-renderer.mjs) once it is complete: resolves
 * with { output, renderer } where `renderer.render(changes)` resolves with the pages a scoped publish writes
 * ({ pages, remove } or { full: reason }), `renderer.alive` says whether the process still runs and
 * `renderer.stop()` ends it. Rejects, like astroBuild, with the output of a failed build.
 */
export function astroBuildWithRenderer({ outDir, cacheDir, env = process.env, label = 'astro build' }) {
  checkOutDir(outDir);
  mkdirSync(path.dirname(outDir), { recursive: true });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...BUILD_NODE_FLAGS, self, 'build', outDir, cacheDir], {
      cwd: root,
      env: { ASTRO_TELEMETRY_DISABLED: '1', ...env, ATLAS_SCOPED_RENDERER: '1' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      // Rendered pages travel as structured clones: the installer directory is tens of megabytes at 50,000 guides.
      serialization: 'advanced',
    });
    let output = '';
    let ready = false;
    let settled = false;
    let alive = true;
    let nextId = 0;
    const waiting = new Map();
    const renderer = {
      get alive() {
        return alive;
      },
      render(changes) {
        if (!alive) return Promise.reject(new Error('the renderer is not running'));
        const id = ++nextId;
        return new Promise((done, fail) => {
          waiting.set(id, { done, fail });
          child.send({ type: 'render', id, changes });
        });
      },
      stop() {
        if (alive) child.kill('SIGTERM');
      },
    };
    // The build's last line comes through stdout, its readiness through IPC: both, in either order.
    const maybeResolve = () => {
      if (!settled && ready && output.includes('atlas-build-cpu:')) {
        settled = true;
        resolve({ output, renderer });
      }
    };
    child.stdout.on('data', (d) => {
      if (!settled) output += d;
      maybeResolve();
    });
    child.stderr.on('data', (d) => {
      if (!settled) output += d;
    });
    child.on('message', (message) => {
      if (message?.type === 'ready') {
        ready = true;
        maybeResolve();
      } else if (message?.type === 'rendered') {
        const entry = waiting.get(message.id);
        waiting.delete(message.id);
        if (message.error) entry?.fail(new Error(message.error));
        else entry?.done(message);
      }
    });
    child.on('error', (error) => {
      alive = false;
      if (!settled) {
        settled = true;
        reject(new Error(`${label} could not start: ${error.message}`, { cause: error }));
      }
    });
    child.on('exit', (code, signal) => {
      alive = false;
      for (const entry of waiting.values()) entry.fail(new Error(`the renderer stopped (${signal ?? `exit code ${code}`})`));
      waiting.clear();
      if (!settled) {
        settled = true;
        const error = new Error(`${label} failed (${signal ?? `exit code ${code}`})`);
        error.output = output;
        error.exitCode = code ?? 1;
        reject(error);
      }
    });
  });
}

/** Runs `astro build` into outDir; resolves with the build's directory. */
export async function buildSite(config, { outDir = path.join(root, 'dist'), env = {}, quiet = false, cacheDir } = {}) {
  await astroBuild({ outDir, cacheDir, env: siteEnv(config, env), quiet });
  return { dir: outDir };
}

/** Starts scripts/serve.mjs on the built site and resolves once it answers. */
export async function startSite(config, build, { logFile, env = {} } = {}) {
  const handle = serve(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), build.dir], {
    cwd: root,
    env: siteEnv(config, { HOST: config.host, PORT: String(config.sitePort), ...env }),
    label: 'site',
    logFile: logFile ? (await import('node:fs')).createWriteStream(logFile) : undefined,
  });
  await waitForHttp(`${config.siteUrl}/`, { handle, what: 'the site server', timeoutMs: 60_000 });
  // ATLAS_SITE_BUILD: a browser test may serve the same build once more, with other settings (production).
  return {
    handle,
    testEnv: { ATLAS_SITE_URL: config.siteUrl, SITE_URL: config.siteUrl, ATLAS_SITE_BUILD: build.dir },
    stop: () => handle.stop(),
  };
}

/**
 * Removes from the built sitemap every page that asks not to be indexed (its robots meta says noindex):
 * the not-found pages, the referral shell, and content pages or guides an editor marked no_index. The
 * sitemap integration only sees addresses, not pages.
 */
export function pruneSitemap(clientDir) {
  const site = process.env.SITE_URL ? new URL(process.env.SITE_URL) : null;
  let removed = 0;
  for (const name of readdirSync(clientDir).filter((f) => /^sitemap-\d+\.xml$/.test(f))) {
    const file = path.join(clientDir, name);
    const xml = readFileSync(file, 'utf8');
    const pruned = xml.replace(/<url>\s*<loc>([^<]+)<\/loc>[\s\S]*?<\/url>/g, (entry, loc) => {
      const pathname = decodeURI(new URL(loc, site ?? 'http://localhost').pathname);
      const html = path.join(clientDir, pathname, pathname.endsWith('/') ? 'index.html' : '');
      let head;
      try {
        const fd = openSync(html.endsWith('.html') ? html : `${html}.html`, 'r');
        const buffer = Buffer.alloc(4096);
        head = buffer.toString('utf8', 0, readSync(fd, buffer, 0, buffer.length, 0));
        closeSync(fd);
      } catch {
        return entry;
      }
      if (!/<meta name="robots" content="noindex/.test(head)) return entry;
      removed++;
      return '';
    });
    if (pruned !== xml) writeFileSync(file, pruned);
  }
  return removed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv[2] === 'build') {
  const [outDir, cacheDir] = process.argv.slice(3);
  // The rebuild worker builds at a lower priority, so serving visitors stays quick during a build.
  if (process.env.ATLAS_BUILD_NICE) os.setPriority(Number(process.env.ATLAS_BUILD_NICE));
  const { build } = await import('astro');
  // Pages rendered at once: while one waits for the disk, the next renders.
  const concurrency = Number(process.env.ATLAS_BUILD_CONCURRENCY ?? 4);
  const renderer = {};
  // Pages of the routes with many (guides, content pages) are compressed as soon as they are rendered, on
  // libuv's threads, while the next ones render: the compression then costs no time of its own at the end
  // (the precompress integration leaves them be and does the rest).
  const clientDir = path.join(path.resolve(outDir), 'client');
  const compressing = new Set();
  const compressed = compressedDuringRender();
  renderer.onRender = async (pathname, route, response) => {
    if (route?.type !== 'page' || !route.params?.length) return;
    const body = Buffer.from(await response.arrayBuffer());
    const file = pageFile(clientDir, pathname);
    const job = (async () => {
      const { br, gz } = await compressCopies(body);
      await mkdir(path.dirname(file), { recursive: true });
      if (br) await writeFile(`${file}.br`, br);
      if (gz) await writeFile(`${file}.gz`, gz);
      compressed.set(file, body.length);
    })()
      // Left to the integration, which compresses whatever was not.
      .catch(() => undefined)
      .finally(() => compressing.delete(job));
    compressing.add(job);
    while (compressing.size >= 8) await Promise.race(compressing);
  };
  renderer.done = () => Promise.all(compressing);
  await build({
    root,
    outDir: path.resolve(outDir),
    cacheDir: path.resolve(cacheDir),
    mode: 'production',
    integrations: [rendererIntegration(renderer)],
    ...(concurrency > 1 ? { build: { concurrency } } : {}),
  });
  const pruned = pruneSitemap(path.join(path.resolve(outDir), 'client'));
  if (pruned > 0) console.log(`sitemap: left out ${pruned} page(s) marked noindex`);
  // For the rebuild worker's status and the benchmark: what the build cost, whatever else ran on the machine
  // (CPU time, and the process's peak resident memory).
  const cpu = process.cpuUsage();
  const maxRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
  console.log(
    `atlas-build-cpu: ${JSON.stringify({ userMs: Math.round(cpu.user / 1000), systemMs: Math.round(cpu.system / 1000), maxRssMb })}`,
  );
  // Started by the rebuild worker: stay up as this build's renderer for scoped publishes.
  if (process.send && process.env.ATLAS_SCOPED_RENDERER === '1') {
    if (!renderer.app) throw new Error('the build rendered no static pages, so it has no renderer');
    serveRenders(renderer.app, { origin: new URL(process.env.SITE_URL ?? 'http://localhost:4321').origin });
  }
}
