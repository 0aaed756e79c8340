// The site as `npm start` runs it: served by scripts/serve.mjs, rebuilt when content is published.
//
//   POST /_rebuild   header x-atlas-webhook-secret: $ATLAS_WEBHOOK_SECRET, body { collection, keys, event, guides? }
//                    (guides: the ids of the local guides the change shows on) → 202 { queued: true, ticket, worker },
//                    the ticket a number that grows with every change received, counted from 1 by each worker
//                    process (`worker`, an id of the process); `{}` asks for a full rebuild; a body
//                    of any other shape → 400 naming what is wrong; a wrong or missing secret → 401. Sent by the
//                    backend's rebuild hook (directus/extensions/atlas-hardening/rebuild.js).
//   GET  /_rebuild   same header → 200 with the worker's status (building, last publish, generation, `worker`,
//                    and `liveThrough` / `failedThrough`: every ticket up to that one is live / failed to go live),
//                    for telling the Studio when a change is live (directus/extensions/atlas-hardening/rebuild.js).
//
// A burst of webhooks is coalesced (ATLAS_REBUILD_DEBOUNCE_MS, 500 ms, after the last one, at most
// ATLAS_REBUILD_MAX_WAIT_MS, 10 s, after the first) into one publish, which is either
//
// - scoped (scripts/lib/rebuild-scope.mjs says which changes can be): the changed items are read from
//   Directus, the served build's renderer (its build process, kept running: scripts/lib/site-renderer.mjs)
//   renders the pages they show on with the same bundle, and those files are swapped into the served build
//   (scripts/lib/rebuild-swap.mjs: written beside, compressed, renamed); or
// - full: one incremental Astro build (experimental.incrementalBuild: pages whose cacheKey, derived from their
//   items' date_updated, is unchanged are copied from the cache) into a new directory under buildsDir, swapped
//   in only once complete. Its build process becomes the renderer of scoped publishes that follow.
//
// The log says which, and why a change was not scoped. A scoped publish that fails falls back to a full build;
// a failed full build is logged and the previous site keeps serving. Old builds are removed once nothing
// serves from them.
//
// `startRebuildingSite` runs the worker in a child process (this file run as a script) and returns its
// process handle, like scripts/lib/proc.mjs `serve`.

import { spawn } from 'node:child_process';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './config.mjs';
import { serve, waitForHttp } from './proc.mjs';
import { readChangedItems } from './rebuild-content.mjs';
import { describeChange, parseWebhook, scopeChanges } from './rebuild-scope.mjs';
import { swapPages } from './rebuild-swap.mjs';
import { astroBuildWithRenderer, siteEnv } from './site.mjs';

const self = path.join(root, 'scripts', 'lib', 'rebuild.mjs');

/**
 * Starts the site server with its rebuild worker on config.sitePort, builds into buildsDir (inside the
 * project), and resolves once the site answers. Returns the process handle (exited, tail(), stop()).
 *
 * @param {{ host: string, sitePort: number, siteUrl: string, directusUrl: string, webhookSecret: string }} config
 * @param {{ buildsDir: string, logFile?: string, env?: Record<string, string>, timeoutMs?: number }} options
 */
export async function startRebuildingSite(config, { buildsDir, logFile, env = {}, timeoutMs = 300_000 }) {
  const handle = serve(process.execPath, [self, buildsDir], {
    cwd: root,
    env: siteEnv(config, { HOST: config.host, PORT: String(config.sitePort), ...env }),
    label: 'site',
    logFile: logFile ? (await import('node:fs')).createWriteStream(logFile) : undefined,
  });
  await waitForHttp(`${config.siteUrl}/`, { handle, what: 'the site server', timeoutMs });
  return handle;
}

/** What removeInBackground renames a directory to, beside it, before deleting it. */
const TRASH_PREFIX = '.trash-';

/**
 * Removes directories without holding up this process: each is renamed aside at once (a rename within the
 * folder, so nothing serves or builds into it any more) and deleted by a child process at the lowest CPU
 * priority. Deleting a build here instead (rmSync: some 150,000 files at 50,000 guides) stopped the site
 * server's event loop for 20–50 s: no page was answered and no publish went live meanwhile. With `leftovers`,
 * the folder's earlier trash (a worker stopped mid-delete) goes too. Resolves with the child's exit code.
 * @param {string[]} dirs
 * @param {{ leftovers?: string }} [options]
 */
export function removeInBackground(dirs, { leftovers } = {}) {
  const doomed = [];
  for (const dir of dirs) {
    const aside = path.join(path.dirname(dir), `${TRASH_PREFIX}${path.basename(dir)}-${randomBytes(3).toString('hex')}`);
    try {
      renameSync(dir, aside);
      doomed.push(aside);
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }
  if (leftovers && existsSync(leftovers)) {
    for (const name of readdirSync(leftovers))
      if (name.startsWith(TRASH_PREFIX) && !doomed.includes(path.join(leftovers, name))) doomed.push(path.join(leftovers, name));
  }
  if (doomed.length === 0) return Promise.resolve(0);
  const child = spawn(
    process.execPath,
    ['-e', "for (const d of process.argv.slice(1)) require('node:fs').rmSync(d, { recursive: true, force: true })", ...doomed],
    {
      stdio: 'ignore',
    },
  );
  try {
    os.setPriority(child.pid, 19);
  } catch {
    // Gone already, or not allowed here: it still runs in its own process.
  }
  child.unref();
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Equal-time comparison of the webhook secret (hashed first, so lengths always match). */
export function secretMatches(given, expected) {
  if (!expected || typeof given !== 'string' || given === '') return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * Coalesces triggers into runs of `task`: a run starts `debounceMs` after the last trigger (at most
 * `maxWaitMs` after the first); a trigger during a run causes exactly one more run after it.
 */
export function coalescer(task, { debounceMs = 500, maxWaitMs = 10_000 } = {}) {
  let timer = null;
  let firstAt = 0;
  let running = null;
  let again = false;
  const start = () => {
    timer = null;
    firstAt = 0;
    if (running) {
      again = true;
      return;
    }
    running = Promise.resolve()
      .then(task)
      // The task reports its own failures; the next trigger simply runs again.
      .catch(() => undefined)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          trigger();
        }
      });
  };
  const trigger = () => {
    const now = Date.now();
    if (!firstAt) firstAt = now;
    if (timer) clearTimeout(timer);
    timer = setTimeout(start, Math.max(0, Math.min(debounceMs, firstAt + maxWaitMs - now)));
  };
  return {
    trigger,
    get pending() {
      return Boolean(timer) || again;
    },
    get running() {
      return Boolean(running);
    },
  };
}

/** The request body as text, or null when it is longer than `limit` bytes. */
function readBody(req, limit = 64 * 1024) {
  return new Promise((resolve) => {
    let size = 0;
    const chunks = [];
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(''));
  });
}

function json(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** The worker inside the site server process. */
async function main() {
  const buildsDir = path.resolve(process.argv[2] ?? path.join(root, 'dist', 'builds'));
  const secret = process.env.ATLAS_WEBHOOK_SECRET ?? '';
  const debounceMs = Number(process.env.ATLAS_REBUILD_DEBOUNCE_MS ?? 500);
  const maxWaitMs = Number(process.env.ATLAS_REBUILD_MAX_WAIT_MS ?? 10_000);
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 4321);
  const { setBuild, currentBuild, listen } = await import('../serve.mjs');
  const log = (line) => console.log(`rebuild: ${line}`);

  mkdirSync(buildsDir, { recursive: true });
  const cacheDir = path.join(buildsDir, 'cache');
  const pointer = path.join(buildsDir, 'current.json');
  // A fixed key per builds folder keeps the server bundle identical across content-only builds, so the
  // server keeps its loaded handler (see serve.mjs setBuild).
  const keyFile = path.join(buildsDir, 'astro-key');
  if (!existsSync(keyFile)) writeFileSync(keyFile, randomBytes(32).toString('base64'), { mode: 0o600 });
  const buildEnv = {
    ...process.env,
    ASTRO_KEY: process.env.ASTRO_KEY ?? readFileSync(keyFile, 'utf8').trim(),
    ATLAS_BUILD_NICE: process.env.ATLAS_BUILD_NICE ?? '10',
    // Compiled code of Astro, Vite and the site's modules is kept between builds (Node's compile cache).
    NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? path.join(buildsDir, 'node-compile-cache'),
  };

  const status = {
    worker: randomBytes(6).toString('hex'),
    generation: 0,
    building: false,
    buildingDir: null,
    queued: [],
    last: null,
    liveThrough: 0,
    failedThrough: 0,
  };
  /** The last ticket handed out (see the header): one per change received. */
  let tickets = 0;
  /** The renderer of the served build (its build process), for scoped publishes: { dir, renderer }. */
  let rendering = null;

  /**
   * Deletes builds nothing serves from any more (run a while after a swap, for responses still streaming).
   * The build whose server bundle answers on-demand routes keeps its server/ folder while it does.
   */
  const collect = () => {
    const inUse = currentBuild();
    const keep = new Set([inUse?.dir, status.buildingDir].filter(Boolean).map((d) => path.basename(d)));
    const handler = inUse?.handlerDir ? path.basename(inUse.handlerDir) : null;
    const stale = [];
    for (const name of readdirSync(buildsDir)) {
      if (!name.startsWith('build-') || keep.has(name)) continue;
      stale.push(path.join(buildsDir, name, ...(name === handler ? ['client'] : [])));
    }
    removeInBackground(stale, { leftovers: buildsDir });
  };

  const build = async (reason) => {
    const id = `build-${Date.now().toString(36)}-${randomBytes(2).toString('hex')}`;
    const outDir = path.join(buildsDir, id);
    const started = Date.now();
    status.building = true;
    status.buildingDir = outDir;
    log(`building ${id} (${reason})`);
    try {
      // Pages equal to the served build's keep its compressed copies (scripts/lib/precompress.mjs).
      const serving = currentBuild()?.dir;
      const env = { ...buildEnv, ATLAS_PREVIOUS_CLIENT_DIR: serving ? path.join(serving, 'client') : '' };
      const built = await astroBuildWithRenderer({ outDir, cacheDir, env, label: `astro build ${id}` });
      const output = String(built.output);
      const cpu = JSON.parse(/atlas-build-cpu: (\{.*\})/.exec(output)?.[1] ?? 'null');
      const pages = { rendered: 0, reused: 0 };
      for (const line of output.split('\n')) if (line.includes('├─')) pages[/\((restored|cached)\)/.test(line) ? 'reused' : 'rendered']++;
      let swapped;
      try {
        swapped = await setBuild(outDir);
      } catch (error) {
        built.renderer.stop();
        throw error;
      }
      writeFileSync(pointer, JSON.stringify({ dir: id }));
      rendering?.renderer.stop();
      rendering = { dir: outDir, renderer: built.renderer };
      status.generation++;
      status.last = {
        ok: true,
        mode: 'full',
        id,
        reason,
        startedAt: new Date(started).toISOString(),
        durationMs: Date.now() - started,
        cpu,
        pages,
        reusedServer: swapped.handlerDir !== outDir,
      };
      log(`live: ${id} in ${Date.now() - started} ms (${pages.rendered} pages rendered, ${pages.reused} reused)`);
      setTimeout(collect, 30_000).unref();
    } catch (error) {
      removeInBackground([outDir]);
      const output = String(error.output ?? '')
        .trim()
        .split('\n')
        .slice(-25)
        .join('\n');
      status.last = {
        ok: false,
        mode: 'full',
        id,
        reason,
        startedAt: new Date(started).toISOString(),
        durationMs: Date.now() - started,
        error: error.message,
      };
      console.error(`rebuild: ${id} FAILED after ${Date.now() - started} ms; the previous site keeps serving.\n${output}`);
      throw error;
    } finally {
      status.building = false;
      status.buildingDir = null;
    }
  };

  /**
   * A scoped publish into the served build; resolves with false (after logging why) when it could not make
   * the change live, so a full build follows.
   */
  const publishScoped = async (scope, reason) => {
    const started = Date.now();
    const serving = currentBuild()?.dir;
    try {
      const changes = await readChangedItems(scope, { directusUrl: process.env.DIRECTUS_URL, fixture: process.env.ATLAS_CONTENT_FIXTURE });
      const read = Date.now();
      const result = await rendering.renderer.render(changes);
      const rendered = Date.now();
      if (result.full) {
        log(`full build: ${result.full}`);
        return false;
      }
      // A full build swapped in meanwhile would not have these files: never the case while this runs (one
      // publish at a time), checked all the same.
      if (currentBuild()?.dir !== serving || rendering?.dir !== serving) throw new Error('the served build changed');
      const swapped = await swapPages(path.join(serving, 'client'), {
        pages: result.pages,
        remove: result.remove,
        sitemap: result.sitemap,
        siteUrl: process.env.SITE_URL,
      });
      status.generation++;
      status.last = {
        ok: true,
        mode: 'scoped',
        id: path.basename(serving),
        reason,
        startedAt: new Date(started).toISOString(),
        durationMs: Date.now() - started,
        renderMs: result.ms,
        pages: { rendered: swapped.written, removed: swapped.removed, reused: 0 },
      };
      log(
        `live (scoped): ${reason} in ${Date.now() - started} ms (read ${read - started}, render ${rendered - read} of which ${result.ms} in the renderer, swap ${Date.now() - rendered}; ${swapped.written} pages rendered${swapped.removed ? `, ${swapped.removed} removed` : ''}: ${result.pages
          .slice(0, 5)
          .map((p) => p.path)
          .join(', ')}${result.pages.length > 5 ? ', …' : ''})`,
      );
      return true;
    } catch (error) {
      log(`full build: the scoped publish failed (${error.message})`);
      return false;
    }
  };

  const queue = coalescer(
    async () => {
      const changes = status.queued.splice(0);
      // Every change taken here is live once this run succeeds, or failed with it.
      const through = Math.max(0, ...changes.map((c) => c.ticket ?? 0));
      try {
        await publish(changes);
        status.liveThrough = Math.max(status.liveThrough, through);
      } catch (error) {
        status.failedThrough = Math.max(status.failedThrough, through);
        throw error;
      }
    },
    { debounceMs, maxWaitMs },
  );

  /** One publish of `changes`: scoped when it can be, else a full build. */
  async function publish(changes) {
    const reason = changes.length ? changes.map(describeChange).join(', ').slice(0, 300) : 'requested';
    const serving = currentBuild()?.dir;
    const scope = scopeChanges(changes, { renderer: Boolean(rendering?.renderer.alive && serving && rendering.dir === serving) });
    if (scope.scoped) {
      status.building = true;
      try {
        if (await publishScoped(scope, reason)) return;
      } finally {
        status.building = false;
      }
    } else if (changes.length) log(`full build: ${scope.reason}`);
    await build(reason);
  }

  // Serve the last good build at once (fast restarts), then rebuild: content may have changed meanwhile.
  let previous = null;
  try {
    previous = JSON.parse(readFileSync(pointer, 'utf8')).dir;
  } catch {
    // No previous build.
  }
  if (previous && existsSync(path.join(buildsDir, previous, 'server', 'entry.mjs'))) {
    await setBuild(path.join(buildsDir, previous));
    log(`serving the previous build ${previous} while rebuilding`);
    status.queued.push({ collection: null });
    queue.trigger();
  } else {
    await build('start');
  }
  collect();

  if (!secret) log('ATLAS_WEBHOOK_SECRET is not set: every webhook call will be refused (401)');
  const extra = (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname !== '/_rebuild') return false;
    if (!secretMatches(req.headers['x-atlas-webhook-secret'], secret)) {
      json(res, 401, { errors: [{ message: 'Unauthorized' }] });
      return true;
    }
    if (req.method === 'GET') {
      json(res, 200, {
        ...status,
        buildingDir: undefined,
        queued: status.queued.length,
        pending: queue.pending,
        current: currentBuild()?.dir ? path.basename(currentBuild().dir) : null,
      });
      return true;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'GET, POST' }).end();
      return true;
    }
    readBody(req).then((text) => {
      const parsed = text === null ? { error: 'the body is larger than 64 KB' } : parseWebhook(text);
      if (parsed.error) {
        log(`refused a webhook: ${parsed.error}`);
        json(res, 400, { errors: [{ message: `Invalid rebuild webhook: ${parsed.error}.` }] });
        return;
      }
      const ticket = ++tickets;
      status.queued.push({ ...parsed.change, ticket });
      queue.trigger();
      log(`queued: ${describeChange(parsed.change)}`);
      json(res, 202, { queued: true, ticket, worker: status.worker });
    });
    return true;
  };
  await listen({ host, port, extra });
  console.log(`site: serving on http://${host}:${port} (rebuilds on POST /_rebuild)`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`site: ${error.message}${error.output ? `\n${String(error.output).trim().split('\n').slice(-25).join('\n')}` : ''}`);
    process.exit(1);
  });
}
