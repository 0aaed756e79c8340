// The signed-in app's JavaScript, island by island and page by page (gzip -9), from a built site:
//
//   node tests/bench/app-js.mjs [build dir]
//
// Without a build dir it builds the site from an empty content fixture (no backend needed) into
// .tmp/bench-app-js and removes it afterwards. What a page loads = its page scripts + every island's
// entry chunk and the chunks those import statically + the React renderer; dynamic imports are listed
// apart (loaded later, on demand). Goal (issue 6): the dashboard and project pages load ≤ 150 KB each.
// Exits 1 when a goal is missed.

import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const GOAL_KB = 150;
/** The pages the goal applies to, and the other app pages reported for reference. */
const PAGES = [
  { name: 'dashboard', html: 'dashboard/index.html', goal: true },
  { name: 'project (/quotes/{id})', islands: ['src/islands/project/ProjectDetail.tsx'], goal: true },
  { name: 'create project', html: 'project/new/index.html' },
  { name: 'login', html: 'login/index.html' },
  { name: 'signup', html: 'signup/index.html' },
  { name: 'shared view (/shared/quotes/{id})', islands: ['src/islands/shared/SharedComparison.tsx'] },
  { name: 'payment success', html: 'payment-success/index.html' },
];

function run(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build exited with ${code}:\n${output.slice(-3000)}`))));
  });
}

async function buildIfNeeded() {
  const given = process.argv[2];
  if (given) return { dir: path.resolve(given), cleanup: () => {} };
  const dir = path.join(root, '.tmp', 'bench-app-js');
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const fixture = path.join(root, '.tmp', 'bench-app-js-content.json');
  writeFileSync(fixture, JSON.stringify({ pages: [], local_guides: [], businesses: [] }));
  console.log('app-js: building the site from an empty content fixture...');
  await run([path.join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--outDir', dir], {
    ASTRO_TELEMETRY_DISABLED: '1',
    ATLAS_CONTENT_FIXTURE: fixture,
    SITE_URL: 'http://localhost:4321',
    DIRECTUS_URL: 'http://localhost:8055',
  });
  return { dir, cleanup: () => (rmSync(dir, { recursive: true, force: true }), rmSync(fixture, { force: true })) };
}

const gz = (text) => gzipSync(text, { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Chunks a module imports statically, and those it may load later. */
function references(code) {
  const statics = new Set();
  const dynamics = new Set();
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)) statics.add(m[1]);
  // Dynamic imports and Vite's preload lists ("_astro/x.js"), loaded later.
  for (const m of code.matchAll(/\bimport\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)) dynamics.add(m[1]);
  for (const m of code.matchAll(/["'`](?:\.\/|\/?_astro\/)([^"'`/]+\.js)["'`]/g)) if (!statics.has(m[1])) dynamics.add(m[1]);
  return { statics, dynamics };
}

function main(dir) {
  const client = path.join(dir, 'client');
  const astroDir = path.join(client, '_astro');
  if (!existsSync(astroDir)) throw new Error(`${dir} is not a site build (no client/_astro). Build it first or pass no argument.`);
  const chunks = new Map();
  for (const name of readdirSync(astroDir).filter((n) => n.endsWith('.js'))) {
    const code = readFileSync(path.join(astroDir, name), 'utf8');
    chunks.set(name, { size: gz(code), ...references(code) });
  }
  const closure = (entries) => {
    const seen = new Set();
    const lazy = new Set();
    const visit = (name) => {
      if (seen.has(name) || !chunks.has(name)) return;
      seen.add(name);
      const chunk = chunks.get(name);
      for (const s of chunk.statics) visit(s);
      for (const d of chunk.dynamics) lazy.add(d);
    };
    entries.forEach(visit);
    // Everything reachable later, with what those chunks import in turn, minus what is already loaded.
    const later = new Set();
    const visitLater = (name) => {
      if (seen.has(name) || later.has(name) || !chunks.has(name)) return;
      later.add(name);
      const chunk = chunks.get(name);
      for (const s of chunk.statics) visitLater(s);
      for (const d of chunk.dynamics) visitLater(d);
    };
    lazy.forEach(visitLater);
    return { seen, lazy: later };
  };
  const sum = (names) => [...names].reduce((total, n) => total + (chunks.get(n)?.size ?? 0), 0);

  // Island entries: the server's component map ("/abs/src/islands/X.tsx":"_astro/X.hash.js").
  const islands = new Map();
  const serverDir = path.join(dir, 'server');
  const walk = (d) => readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
  for (const file of walk(serverDir).filter((f) => f.endsWith('.mjs'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/"([^"]*\/(src\/islands\/[^"]+\.tsx))":"_astro\/([^"]+\.js)"/g)) islands.set(m[2], m[3]);
  }
  // Page scripts and the renderer, as the dashboard (a page with the site layout) loads them.
  const dashboardHtml = readFileSync(path.join(client, 'dashboard', 'index.html'), 'utf8');
  const layoutScripts = [...dashboardHtml.matchAll(/<script[^>]*type="module"[^>]*src="\/_astro\/([^"]+\.js)"/g)].map((m) => m[1]);
  const renderer = dashboardHtml.match(/renderer-url="\/_astro\/([^"]+\.js)"/)?.[1];

  console.log(`\napp-js: islands (entry chunk + its static imports, gzip, without the React renderer)`);
  const shared = closure([renderer].filter(Boolean)).seen;
  const rows = [...islands].filter(([src]) => !/islands\/(quote|calculator|cashflow)\//.test(src)).sort();
  for (const [src, entry] of rows) {
    const { seen } = closure([entry]);
    const own = [...seen].filter((n) => !shared.has(n));
    console.log(`  ${src.padEnd(52)} ${kb(sum(own)).padStart(6)} KB`);
  }

  console.log(`\napp-js: pages (everything loaded at start, gzip)  goal ≤ ${GOAL_KB} KB for dashboard and project`);
  let missed = 0;
  for (const page of PAGES) {
    let entries;
    if (page.html) {
      const file = path.join(client, page.html);
      if (!existsSync(file)) {
        console.log(`  ${page.name.padEnd(36)} (not built)`);
        continue;
      }
      const html = readFileSync(file, 'utf8');
      entries = [...html.matchAll(/(?:component-url|renderer-url|src)="\/_astro\/([^"]+\.js)"/g)].map((m) => m[1]);
    } else {
      entries = [...layoutScripts, renderer, ...page.islands.map((src) => islands.get(src))].filter(Boolean);
    }
    const { seen, lazy } = closure(entries);
    const total = sum(seen);
    const over = page.goal && total / 1024 > GOAL_KB;
    if (over) missed += 1;
    const lazyNote = lazy.size ? `  (+${kb(sum(lazy))} KB fetched after start or on demand; ${kb(total + sum(lazy))} KB in all)` : '';
    console.log(`  ${page.name.padEnd(36)} ${kb(total).padStart(6)} KB  ${page.goal ? (over ? 'OVER GOAL' : 'ok') : ''}${lazyNote}`);
  }
  return missed;
}

const build = await buildIfNeeded();
let missed;
try {
  missed = main(build.dir);
} finally {
  build.cleanup();
}
if (missed > 0) {
  console.error(`app-js: ${missed} page(s) over the ${GOAL_KB} KB goal`);
  process.exit(1);
}
