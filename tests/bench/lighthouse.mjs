// Lighthouse benchmark (issues 16, 21): performance score, CLS, LCP and TBT of the pages visitors land on,
// mobile with Lighthouse's simulated throttling (its default), in the system Chromium.
//
//   node tests/bench/lighthouse.mjs [--build <dir>] [--keep] [--only /login,/signup] [--runs 3] [--reports <dir>]
//   (npm run bench -- lighthouse)
//
// Starts a throw-away Directus (SQLite) with the demo homeowner, builds the site against it (or serves the
// build given with --build; --keep leaves the one it made in .tmp/) and audits /login, /signup, /calculator, /calculator-v2, one guide, the landing
// page and the demo's shared page, each `--runs` times (3), reporting the median run by score with every run's
// score and TBT. Goals: performance >= 95, CLS <= 0.05 and TBT <= 200 ms on every page (performance 100 on the
// landing page and the guide), /calculator-v2 LCP <= 2.5 s. Prints one JSON line last.

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { findChromium } from '../../scripts/lib/chromium.mjs';
import { root, stackConfig } from '../../scripts/lib/config.mjs';
import { stopAll, stopOnSignals } from '../../scripts/lib/proc.mjs';

stopOnSignals();

const GOALS = { performance: 95, cls: 0.05, tbtMs: 200, calculatorV2LcpMs: 2500 };
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : null);
const buildArg = option('--build') ? path.resolve(option('--build')) : null;
const only = option('--only')?.split(',') ?? null;
const keep = args.includes('--keep');
// Each page's whole Lighthouse report (JSON), for looking into a figure: its long tasks, script boot-up, trace.
const reportsDir = option('--reports') ? path.resolve(option('--reports')) : null;
// Lighthouse's figures vary from run to run (its TBT by tens of ms on a quiet machine): the median of a few.
const runs = Math.max(1, Number(option('--runs') ?? 3));

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The address of one built guide page (the first in the sitemap under /solar-installers/). */
function aGuide(clientDir, siteUrl) {
  for (const name of readdirSync(clientDir).filter((f) => /^sitemap-\d+\.xml$/.test(f))) {
    const xml = readFileSync(path.join(clientDir, name), 'utf8');
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const pathname = new URL(loc).pathname;
      if (/^\/solar-installers\/.+\/solar-installers-[^/]+\/?$/.test(pathname)) return `${siteUrl}${pathname}`;
    }
  }
  throw new Error('the build has no guide page in its sitemap');
}

async function sharedId(config) {
  const login = await fetch(`${config.directusUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: config.demo.email, password: config.demo.password }),
  });
  const token = (await login.json()).data.access_token;
  const shared = await fetch(`${config.directusUrl}/items/project?filter[shared][_eq]=true&fields=short_UUID&limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await shared.json()).data[0].short_UUID;
}

async function main() {
  const { startStack } = await import('../../scripts/lib/stack.mjs');
  const { buildSite, startSite } = await import('../../scripts/lib/site.mjs');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'atlas-lighthouse-'));
  const sitePort = await freePort();
  const config = stackConfig({
    directusPort: Number(process.env.ATLAS_BENCH_DIRECTUS_PORT ?? 18170),
    sitePort,
    dataDir: path.join(tmp, 'data'),
    db: { client: 'sqlite3', filename: path.join(tmp, 'data', 'directus.sqlite') },
    redis: null,
    seedDemo: true,
    smtp: null,
  });
  config.directusUrl = `http://localhost:${config.directusPort}`;
  config.siteUrl = `http://localhost:${sitePort}`;
  const outDir = path.join(root, '.tmp', `bench-lighthouse-${process.pid}`);
  const debugPort = await freePort();
  let browser = null;
  try {
    const stack = await startStack(config, { log: () => {} });
    let build;
    if (buildArg) build = { dir: buildArg };
    else {
      console.log('bench: building the site');
      build = await buildSite(config, { outDir, env: stack.siteEnv, quiet: true });
    }
    await startSite(config, build, { logFile: path.join(tmp, 'site.log'), env: stack.siteEnv });
    // Addresses found when audited, so that --only needs only what it audits (a build without guides, say).
    const pages = {
      '/login': () => `${config.siteUrl}/login`,
      '/signup': () => `${config.siteUrl}/signup`,
      '/calculator': () => `${config.siteUrl}/calculator`,
      '/calculator-v2': () => `${config.siteUrl}/calculator-v2`,
      guide: () => aGuide(path.join(build.dir, 'client'), config.siteUrl),
      landing: () => `${config.siteUrl}/`,
      shared: async () => `${config.siteUrl}/shared/${await sharedId(config)}`,
    };
    browser = await chromium.launch({
      executablePath: findChromium(),
      args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox'],
    });
    const results = {};
    for (const [name, address] of Object.entries(pages)) {
      if (only && !only.includes(name)) continue;
      const url = await address();
      const measured = [];
      for (let i = 0; i < runs; i++) {
        const run = await lighthouse(url, { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const lhr = run.lhr;
        if (reportsDir) {
          mkdirSync(reportsDir, { recursive: true });
          const file = `${name.replace(/[^a-z0-9-]+/gi, '_').replace(/^_/, '')}${runs > 1 ? `-${i + 1}` : ''}.json`;
          writeFileSync(path.join(reportsDir, file), JSON.stringify(lhr));
        }
        if (lhr.runtimeError) {
          // A failed recording (NO_NAVSTART now and then) is no figure: it is left out of the median.
          console.log(`${name}: Lighthouse could not measure it: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          continue;
        }
        const audit = (id) => lhr.audits[id]?.numericValue ?? null;
        measured.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
          lcpMs: Math.round(audit('largest-contentful-paint') ?? 0),
          fcpMs: Math.round(audit('first-contentful-paint') ?? 0),
          tbtMs: Math.round(audit('total-blocking-time') ?? 0),
        });
      }
      // The median run by performance score (as Lighthouse's own advice for variable results), with every
      // run's score and TBT beside it.
      if (measured.length === 0) {
        results[name] = null;
        continue;
      }
      const ranked = [...measured].sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
      const r = {
        ...ranked[Math.floor((ranked.length - 1) / 2)],
        runs: measured.map(({ performance, tbtMs }) => ({ performance, tbtMs })),
      };
      results[name] = r;
      const landing = name === 'landing' || name === 'guide';
      const goal = landing ? 100 : GOALS.performance;
      const met =
        r.performance >= goal &&
        r.cls <= GOALS.cls &&
        (landing || r.tbtMs <= GOALS.tbtMs) &&
        (name !== '/calculator-v2' || r.lcpMs <= GOALS.calculatorV2LcpMs);
      const spread = runs > 1 ? `  (runs: ${measured.map((m) => `${m.performance}/${m.tbtMs} ms`).join(', ')})` : '';
      console.log(
        `${name.padEnd(15)} performance ${String(r.performance).padStart(3)}  CLS ${r.cls.toFixed(3)}  LCP ${(r.lcpMs / 1000).toFixed(2)} s  FCP ${(r.fcpMs / 1000).toFixed(2)} s  TBT ${r.tbtMs} ms  ${met ? 'goal met' : 'goal NOT met'}${spread}`,
      );
    }
    console.log(JSON.stringify({ bench: 'lighthouse', mode: 'mobile, simulated throttling', results }));
  } finally {
    await browser?.close();
    await stopAll();
    rmSync(tmp, { recursive: true, force: true });
    if (!buildArg && !keep) rmSync(outDir, { recursive: true, force: true });
    else if (keep) console.log(`bench: the build is kept in ${outDir}`);
  }
}

await main();
process.exit(0);
