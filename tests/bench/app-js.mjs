// The JavaScript every page of the built site loads (gzip -9): at start, on demand, and in all, against
// its budget. The measuring is scripts/lib/page-js.mjs, the same module `npm test` checks the budgets with.
//
//   node tests/bench/app-js.mjs [build dir]        (or `npm run bench -- app-js`)
//
// Without a build dir it builds the site from an empty content fixture (no backend needed) into
// .tmp/bench-app-js and removes it afterwards. Pages rendered on request are rendered by the build's own
// server handler; the shared view needs a backend to render, so it is measured only by `npm test`. Exits 1
// when a page is over its budget (or its ceiling).

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { judgeBudgets, measureSite, report } from '../../scripts/lib/page-js.mjs';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

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

const build = await buildIfNeeded();
let failures;
try {
  // The shared view reads its project from Directus while rendering: not measured here (npm test does).
  const measured = await measureSite(build.dir, { skip: /^\/shared\// });
  const needsBackend = measured.unmeasured.filter((u) => u.reason === 'skipped');
  measured.unmeasured = measured.unmeasured.filter((u) => !needsBackend.includes(u));
  console.log('\napp-js: JavaScript per page (gzip -9)');
  console.log(report(measured).join('\n'));
  for (const u of needsBackend) console.log(`${u.route.padEnd(34)} not measured here (needs a backend to render; npm test measures it)`);
  const judged = judgeBudgets(measured);
  failures = judged.failures;
} finally {
  build.cleanup();
}
if (failures.length > 0) {
  for (const f of failures) console.error(`app-js: ${f.route}: ${f.message}`);
  process.exit(1);
}
