// PDF import benchmark (`npm run bench -- import`): the time from choosing a file to the review dialog,
// in Chromium, for the largest fixture (a 20-page, ~3 MB proposal with photos), and the JavaScript the
// import loads on demand.
//
//   1. writes the fixtures (tests/fixtures/pdf/generate.mjs) to .tmp/bench-import/fixtures;
//   2. builds a throw-away page holding only the import control (tests/bench/import-page) with Vite;
//   3. serves it on ATLAS_BENCH_IMPORT_PORT (default 18480) and, in /usr/bin/chromium, sets the file on
//      the input and waits for "Review imported values": once cold (the file chosen before pdf.js has
//      loaded, reported), then N rounds with the reader started ahead as the form does (the goal): the
//      first and the median and p95 of the rest;
//   4. checks the values a press on "Use these values" hands over (a browser-level check of the worker).
//
// Goal (issue 14): ≤ 2000 ms from file to review for the 20-page fixture.

import { createServer } from 'node:http';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import tailwindcss from '@tailwindcss/vite';
import { buildFixtures } from '../fixtures/pdf/generate.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const work = path.join(root, '.tmp', 'bench-import');
const port = Number(process.env.ATLAS_BENCH_IMPORT_PORT ?? 18480);
const ROUNDS = Number(process.env.ATLAS_BENCH_ROUNDS ?? 7);
// ATLAS_BENCH_IMPORT_SHOTS=dir: also saves screenshots of the review at 1280 and 390 px wide there.
const SHOTS = process.env.ATLAS_BENCH_IMPORT_SHOTS;
const GOAL_MS = 2000;
const FIXTURE = 'big-20-pages';

rmSync(work, { recursive: true, force: true });
mkdirSync(path.join(work, 'fixtures'), { recursive: true });
const fixtures = await buildFixtures();
for (const [name, f] of fixtures) writeFileSync(path.join(work, 'fixtures', `${name}.pdf`), f.bytes);
const big = path.join(work, 'fixtures', `${FIXTURE}.pdf`);
console.log(
  `import: ${FIXTURE}.pdf is ${(statSync(big).size / 1024 / 1024).toFixed(2)} MB, ${fixtures.get(FIXTURE).expected ? 20 : 0} pages`,
);

await build({
  root: path.join(root, 'tests', 'bench', 'import-page'),
  logLevel: 'warn',
  // The same runtime as the site: React 19 and react-dom (astro.config.mjs). Vite compiles the JSX
  // itself with React's automatic runtime; no Fast Refresh is needed for a one-off production build.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  plugins: [tailwindcss()],
  build: { outDir: path.join(work, 'site'), emptyOutDir: true },
});

// JavaScript: the page's entry (the control) and what it fetches when a file is chosen.
const assets = path.join(work, 'site', 'assets');
const gz = (file) => gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('import: JavaScript (gzip)');
for (const name of readdirSync(assets)
  .filter((n) => n.endsWith('.js'))
  .sort()) {
  const role = /worker/.test(name)
    ? 'worker (pdf.js + extractors), on demand'
    : /index/.test(name)
      ? 'bench page entry (React + control)'
      : 'loaded on demand';
  console.log(`  ${name.padEnd(44)} ${kb(gz(name)).padStart(10)}  ${role}`);
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.pdf': 'application/pdf' };
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const file = path.join(work, 'site', url.pathname === '/' ? 'index.html' : url.pathname);
  try {
    const body = readFileSync(file);
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404);
    res.end();
  }
});
await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
let failed = false;
try {
  // Cold: a file chosen the moment the page shows, before the reader has loaded (the worst case).
  const cold = await browser.newPage();
  await cold.goto(`http://127.0.0.1:${port}/`);
  const coldStart = Date.now();
  await cold.locator('input[type=file]').setInputFiles(big);
  await cold.getByRole('dialog', { name: 'Review imported values' }).waitFor();
  const coldMs = Date.now() - coldStart;
  await cold.close();

  // Warm: the reader started as the homeowner reached for the import (a pointer over it), N rounds.
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.getByText('Import from PDF').hover();
  await page.locator('[data-ready]').waitFor();
  const input = page.locator('input[type=file]');
  const times = [];
  for (let i = 0; i <= ROUNDS; i++) {
    const started = Date.now();
    await input.setInputFiles(big);
    await page.getByRole('dialog', { name: 'Review imported values' }).waitFor();
    times.push(Date.now() - started);
    if (i < ROUNDS) {
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
  }
  const [first, ...rest] = times;
  rest.sort((a, b) => a - b);
  const median = rest[Math.floor(rest.length / 2)];
  const p95 = rest[Math.min(rest.length - 1, Math.ceil(rest.length * 0.95) - 1)];
  const worst = Math.max(first, p95);
  console.log(
    `import: file → review, ${FIXTURE}: cold ${coldMs} ms (file chosen before pdf.js loaded); reader started ahead: first ${first} ms, median ${median} ms, p95 ${p95} ms over ${rest.length}  goal ≤ ${GOAL_MS} ms ${worst <= GOAL_MS ? 'ok' : 'OVER GOAL'}`,
  );
  if (worst > GOAL_MS) failed = true;

  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'review-1280.png'), fullPage: true });
  }
  // The worker's values reach the page: "Use these values" hands over what the fixture states.
  await page.getByRole('button', { name: 'Use these values' }).click();
  const applied = JSON.parse((await page.locator('#applied').textContent()) ?? '{}');
  const wanted = fixtures.get(FIXTURE).expected[0].values;
  const wrong = Object.entries(wanted).filter(([field, value]) => applied[field] !== value);
  console.log(
    `import: browser check, values handed over: ${Object.keys(applied).length}; ${wrong.length === 0 ? 'all expected values present' : `MISSING ${wrong.map(([f]) => f).join(', ')}`}`,
  );
  if (wrong.length > 0) failed = true;

  // A scan: one sentence, no dialog.
  await page.locator('input[type=file]').setInputFiles(path.join(work, 'fixtures', 'scanned-no-text.pdf'));
  const alert = page.getByRole('alert');
  await alert.filter({ hasText: 'no text to read' }).waitFor();
  console.log(`import: browser check, scan: "${(await alert.textContent())?.trim()}"`);
  if (SHOTS) {
    // A phone: the review of a document with several options.
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(`http://127.0.0.1:${port}/`);
    await phone.locator('input[type=file]').setInputFiles(path.join(work, 'fixtures', 'marketplace-loan.pdf'));
    await phone.getByRole('dialog', { name: 'Review imported values' }).waitFor();
    await phone.screenshot({ path: path.join(SHOTS, 'review-390.png') });
    await phone.getByText(/^Loan: GoodLeap/).click();
    await phone.screenshot({ path: path.join(SHOTS, 'review-390-loan.png'), fullPage: true });
    await page.screenshot({ path: path.join(SHOTS, 'scan-1280.png') });
  }
} finally {
  await browser.close();
  server.close();
}
if (failed) process.exit(1);
