// `npm test`: every check the project has, in the order that fails fastest.
//
//   1. dependencies (npm ci when missing)        5. API suite on a real Directus (throw-away SQLite)
//   2. lint (zero warnings) and format check      6. the same suite on PostgreSQL + Redis, two instances
//   3. unit tests (vitest)                        7. site build against that Directus, served as in production,
//   4. typecheck (astro check)                       and the JavaScript budget of every page it serves
//                                                 8. Playwright end-to-end tests in the system Chromium
//
// Test servers listen on 127.0.0.1 and ports of their own (Directus 18055, site 14321), so `npm test` runs
// beside `npm start`. Everything started here is stopped on exit. The last line is the runner summary:
// "tests: N passed, N failed".
//
// While working on one area: `npm test -- --e2e-only [playwright args]` skips steps 2-6 and runs only the
// browser suite (with e.g. `--grep "shared link"` or a spec file), on the same throw-away backend and build.

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, stackConfig } from './lib/config.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { run, stopAll, stopOnSignals, assertPortFree } from './lib/proc.mjs';
import { findChromium } from './lib/chromium.mjs';

stopOnSignals();

// `--e2e-only`: only the browser suite; the other arguments go to Playwright.
const cliArgs = process.argv.slice(2);
const e2eOnly = cliArgs.includes('--e2e-only');
const playwrightArgs = cliArgs.filter((arg) => arg !== '--e2e-only');
if (playwrightArgs.length > 0 && !e2eOnly) {
  console.error(`atlas test: unexpected arguments ${playwrightArgs.join(' ')}; only \`--e2e-only [playwright args]\` takes any.`);
  process.exit(2);
}

const totals = { passed: 0, failed: 0 };
const cleanups = [];
const tmp = mkdtempSync(path.join(os.tmpdir(), 'atlas-test-'));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function count(label, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  console.log(`atlas test: ${label}: ${passed} passed, ${failed} failed`);
}

/** Runs vitest with a JSON report and adds its counts. */
async function vitest(label, args, env) {
  const report = path.join(tmp, `${label.replace(/\W+/g, '-')}.json`);
  let error = null;
  await run(bin('vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    cwd: root,
    label: `vitest (${label})`,
    env: { ...process.env, ...env },
  }).catch((e) => (error = e));
  if (!existsSync(report)) throw error ?? new Error(`vitest (${label}) wrote no report`);
  const json = JSON.parse(readFileSync(report, 'utf8'));
  count(label, json.numPassedTests, json.numFailedTests + (json.numTotalTests === 0 ? 1 : 0));
  if (error && json.numFailedTests === 0) throw error;
}

async function main() {
  await ensureInstalled();
  // Imported after the install: these load packages from node_modules.
  const { startStack } = await import('./lib/stack.mjs');
  const { buildSite, startSite } = await import('./lib/site.mjs');
  const { scaleServicesAvailable, startScaleStack } = await import('./lib/scale.mjs');
  const { startSmtpSink } = await import('../tests/fixtures/smtp-sink.mjs');

  if (!e2eOnly) {
    console.log('\natlas test: lint and format');
    // The type-aware lint reads the types Astro generates (astro:content, import.meta.env) in .astro/.
    await run(bin('astro'), ['sync'], { cwd: root, label: 'astro sync', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
    await run(bin('eslint'), ['--max-warnings', '0', '.'], { cwd: root, label: 'eslint' });
    await run(bin('prettier'), ['--check', '--log-level', 'warn', '.'], { cwd: root, label: 'prettier (run `npm run format` to fix)' });

    console.log('\natlas test: unit tests');
    await vitest('unit', []);
  }

  const chromium = findChromium();

  const config = stackConfig({
    directusPort: Number(process.env.ATLAS_TEST_DIRECTUS_PORT ?? 18055),
    sitePort: Number(process.env.ATLAS_TEST_SITE_PORT ?? 14321),
    directusUrl: undefined,
    siteUrl: undefined,
    dataDir: path.join(tmp, 'data'),
    db: { client: 'sqlite3', filename: path.join(tmp, 'data', 'directus.sqlite') },
    redis: null,
    seedDemo: true,
    smtp: { host: '127.0.0.1', port: Number(process.env.ATLAS_TEST_SMTP_PORT ?? 11025) },
  });
  // stackConfig falls back to the environment for undefined overrides; tests always use their own ports.
  config.directusUrl = `http://localhost:${config.directusPort}`;
  config.siteUrl = `http://localhost:${config.sitePort}`;
  await assertPortFree(config.directusPort, config.host, 'the test Directus');
  await assertPortFree(config.sitePort, config.host, 'the test site');
  await assertPortFree(config.smtp.port, config.host, 'the test mail sink');

  // Directus mails (password reset) land here as .eml files; suites read them from ATLAS_MAIL_DIR.
  const mail = await startSmtpSink({ port: config.smtp.port, dir: path.join(tmp, 'mail') });
  cleanups.push(() => mail.close());

  console.log('\natlas test: starting Directus (SQLite) for the API and browser suites');
  const stack = await startStack(config, { logFile: path.join(tmp, 'directus.log') });

  if (!e2eOnly) {
    console.log('\natlas test: typecheck (astro check)');
    await run(bin('astro'), ['check'], { cwd: root, label: 'astro check', env: { ...process.env, ...stack.siteEnv } });

    console.log('\natlas test: API suite (SQLite)');
    await vitest('api-sqlite', ['--config', 'tests/api/vitest.config.mjs'], { ...stack.testEnv, ATLAS_MAIL_DIR: mail.dir });

    if (await scaleServicesAvailable()) {
      console.log('\natlas test: API suite (PostgreSQL + Redis, two Directus instances)');
      const scale = await startScaleStack({ tmp });
      try {
        await vitest('api-postgres-redis', ['--config', 'tests/api/vitest.config.mjs'], { ...scale.testEnv, ATLAS_MAIL_DIR: mail.dir });
      } finally {
        await scale.stop();
      }
    } else if (process.env.CI) {
      throw new Error('PostgreSQL (127.0.0.1:5432) or Redis (127.0.0.1:6379) is not answering, so the scale suite cannot run on CI.');
    } else {
      console.log('atlas test: PostgreSQL or Redis not answering on 127.0.0.1: scale suite not run on this machine.');
    }
  }

  console.log('\natlas test: building the site against the test Directus');
  // The build lives inside the project: its server bundle resolves packages from node_modules beside it.
  const build = await buildSite(config, { outDir: path.join(root, '.tmp', `test-site-${process.pid}`), env: stack.siteEnv });
  const site = await startSite(config, build, { logFile: path.join(tmp, 'site.log'), env: stack.siteEnv });

  console.log('\natlas test: JavaScript budgets of the built site (scripts/lib/page-js.mjs)');
  await checkJsBudgets(build.dir, config);

  console.log('\natlas test: browser suite (Playwright, Chromium)');
  const report = path.join(tmp, 'playwright.json');
  let e2eError = null;
  await run(bin('playwright'), ['test', '--config', 'tests/e2e/playwright.config.ts', ...playwrightArgs], {
    cwd: root,
    label: 'playwright',
    env: {
      ...process.env,
      ...stack.testEnv,
      ...site.testEnv,
      ATLAS_MAIL_DIR: mail.dir,
      ATLAS_CHROMIUM: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    },
  }).catch((e) => (e2eError = e));
  if (!existsSync(report)) throw e2eError ?? new Error('Playwright wrote no report');
  const stats = JSON.parse(readFileSync(report, 'utf8')).stats;
  count('e2e', stats.expected + stats.flaky, stats.unexpected + (stats.expected + stats.unexpected === 0 ? 1 : 0));
}

/**
 * Measures every page of the build as the running test site serves it (the shared view with the demo
 * homeowner's shared project) and counts one passed or failed check per page.
 */
async function checkJsBudgets(dir, config) {
  const { judgeBudgets, measureSite, report } = await import('./lib/page-js.mjs');
  const login = await fetch(`${config.directusUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: config.demo.email, password: config.demo.password }),
  });
  if (!login.ok) throw new Error(`the budget check cannot sign in as the demo homeowner: ${login.status} ${await login.text()}`);
  const token = (await login.json()).data.access_token;
  const shared = await fetch(`${config.directusUrl}/items/project?filter[shared][_eq]=true&fields=short_UUID&limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const id = (await shared.json()).data?.[0]?.short_UUID;
  const measured = await measureSite(dir, {
    params: id ? { id } : {},
    render: async (pathname) => {
      const response = await fetch(`${config.siteUrl}${pathname}`);
      return { status: response.status, html: await response.text() };
    },
  });
  console.log(report(measured).join('\n'));
  const { failures } = judgeBudgets(measured);
  for (const f of failures) console.error(`atlas test: JS budget FAILED: ${f.route}: ${f.message}`);
  const failed = new Set(failures.map((f) => f.route));
  count('js-budgets', measured.pages.filter((p) => !failed.has(p.route)).length, failed.size);
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  exitCode = 1;
  console.error(`\natlas test: ${error.message}`);
  if (error.cause?.message) console.error(`  cause: ${error.cause.message}`);
  if (totals.failed === 0) totals.failed = 1;
} finally {
  await stopAll();
  for (const cleanup of cleanups) await cleanup();
  if (!process.env.ATLAS_KEEP_TEST_DATA) {
    rmSync(tmp, { recursive: true, force: true });
    rmSync(path.join(root, '.tmp', `test-site-${process.pid}`), { recursive: true, force: true });
  }
}
if (totals.failed > 0) exitCode = 1;
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(exitCode);
