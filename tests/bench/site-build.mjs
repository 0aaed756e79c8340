// Site benchmark: build throughput for synthetic guides, and the time from a publish to the live page.
//
//   node tests/bench/site-build.mjs [--guides 50000]   (or ATLAS_BENCH_GUIDES; default 5000; ATLAS_BENCH_SITE_PORT=14340)
//   npm run bench -- site-build --guides 50000
//
// 1. Writes a content fixture of N guides (tests/bench/_site-fixture.mjs) and runs a full `astro build`
//    from it (ATLAS_CONTENT_FIXTURE stands in for Directus): guide pages per second, over the whole build
//    and over its page-generation phase, and the build process's peak memory (its maximum resident set).
// 2. Starts the rebuild worker (scripts/lib/rebuild.mjs) on that build's cache (it rebuilds once at start,
//    incrementally, and keeps that build's renderer), edits one guide in the fixture, posts the webhook as
//    the backend does, and times until the live page shows the edit (a scoped publish: the guide's page and
//    the installer directory rendered again). Then the same for one business, which shows on about
//    guides × 10 / 400 guide pages.
// 3. Every other kind (content page edit, new address, unpublish and publish; guide and business status
//    changes), each timed from the webhook to the worker's status saying its ticket is live, and its pages
//    checked (an address left or unpublished answers 404).
// Goals on the 2-core machine (issues 16 and 26, at 50,000 guides): >= 150 guide pages/s, peak memory
// <= 4 GB, <= 10 s publish to live for every kind. Prints one JSON line last.

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { root, stackConfig } from '../../scripts/lib/config.mjs';
import { astroBuild } from '../../scripts/lib/site.mjs';
import { startRebuildingSite } from '../../scripts/lib/rebuild.mjs';
import { generateContent } from './_site-fixture.mjs';

const GOALS = { pagesPerSecond: 150, peakMemoryMb: 4096, publishToLiveMs: 10_000 };

const argv = process.argv.slice(2);
const guidesArg = argv.includes('--guides') ? Number(argv[argv.indexOf('--guides') + 1]) : null;

async function poll(read, accept, { timeoutMs, what }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => null);
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function benchSiteBuild({
  guides = guidesArg ?? Number(process.env.ATLAS_BENCH_GUIDES ?? 5000),
  port = Number(process.env.ATLAS_BENCH_SITE_PORT ?? 14340),
  log = console.log,
} = {}) {
  const dir = path.join(root, '.tmp', `bench-site-${process.pid}`);
  const buildsDir = path.join(dir, 'builds');
  const fixture = path.join(dir, 'content.json');
  mkdirSync(buildsDir, { recursive: true });
  const secret = `bench-${process.pid}`;
  const siteUrl = `http://localhost:${port}`;
  const env = {
    ...process.env,
    ATLAS_CONTENT_FIXTURE: fixture,
    // Never contacted (the fixture replaces it); a backend address without the QA marker.
    DIRECTUS_URL: 'http://localhost:9',
    SITE_URL: siteUrl,
    ATLAS_BUILD_NICE: '0',
  };
  let worker = null;
  try {
    const content = generateContent({ guides });
    writeFileSync(fixture, JSON.stringify(content));
    log(`bench: ${guides} synthetic guides, ${content.businesses.length} businesses`);

    // 1. Full build. Its cache becomes the worker's, as after a first `npm start`.
    const started = Date.now();
    const output = await astroBuild({
      outDir: path.join(buildsDir, 'build-full'),
      cacheDir: path.join(buildsDir, 'cache'),
      env,
      quiet: true,
      label: 'bench build',
    });
    const fullMs = Date.now() - started;
    const plain = stripVTControlCharacters(String(output));
    // Astro prints "✓ Completed in 850ms", "in 20.7s" or, past a minute, "in 1m 10s".
    const generating = /(?:generating|prerendering) static routes[\s\S]*?✓ Completed in (?:(\d+)m )?([\d.]+)(m?s)/.exec(plain);
    const generateMs = generating ? Number(generating[1] ?? 0) * 60_000 + Number(generating[2]) * (generating[3] === 's' ? 1000 : 1) : null;
    writeFileSync(path.join(buildsDir, 'current.json'), JSON.stringify({ dir: 'build-full' }));
    const cpu = JSON.parse(/atlas-build-cpu: (\{.*\})/.exec(plain)?.[1] ?? 'null');
    const cpuMs = cpu ? cpu.userMs + cpu.systemMs : null;
    const build = {
      guidePages: guides,
      totalMs: fullMs,
      pagesPerSecond: Math.round((guides / fullMs) * 1000),
      generateMs,
      generatePagesPerSecond: generateMs ? Math.round((guides / generateMs) * 1000) : null,
      // CPU time of the build process: what the wall time would be on an otherwise idle machine, roughly.
      cpuMs,
      pagesPerCpuSecond: cpuMs ? Math.round((guides / cpuMs) * 1000) : null,
      peakMemoryMb: cpu?.maxRssMb ?? null,
    };
    log(
      `bench: full build ${(fullMs / 1000).toFixed(1)} s: ${build.pagesPerSecond} guide pages/s overall${generateMs ? `, ${build.generatePagesPerSecond} pages/s while generating pages` : ''}${cpuMs ? `; ${(cpuMs / 1000).toFixed(1)} s of CPU (${build.pagesPerCpuSecond} pages per CPU second)` : ''}${build.peakMemoryMb ? `; peak memory ${build.peakMemoryMb} MB` : ''}`,
    );

    // 2. Publish to live through the worker: it serves the full build, rebuilds once at start (incremental),
    // then takes the webhook.
    const config = { ...stackConfig({ sitePort: port }), siteUrl, directusUrl: env.DIRECTUS_URL, webhookSecret: secret };
    worker = await startRebuildingSite(config, {
      buildsDir,
      logFile: path.join(dir, 'worker.log'),
      env: { ATLAS_CONTENT_FIXTURE: fixture, ATLAS_REBUILD_DEBOUNCE_MS: '250', ATLAS_BUILD_NICE: '0' },
    });
    const status = async () => (await fetch(`${siteUrl}/_rebuild`, { headers: { 'x-atlas-webhook-secret': secret } })).json();
    const settled = await poll(status, (s) => s && s.generation >= 1 && !s.building && !s.pending, {
      timeoutMs: 600_000,
      what: 'the start-up rebuild',
    });
    log(`bench: start-up incremental rebuild ${(settled.last.durationMs / 1000).toFixed(1)} s`);

    const edited = content.local_guides[Math.floor(guides / 2)];
    const title = `${edited.title} (edited ${Date.now()})`;
    const url = `${siteUrl}/solar-installers/us/${edited.state.replace(/ /g, '-')}/${edited.locality.replace(/ /g, '-')}/${edited.seo_id.slug}`;
    const json = JSON.parse(readFileSync(fixture, 'utf8'));
    Object.assign(
      json.local_guides.find((g) => g.id === edited.id),
      { title, date_updated: new Date().toISOString() },
    );
    writeFileSync(fixture, JSON.stringify(json));
    const published = Date.now();
    const hook = await fetch(`${siteUrl}/_rebuild`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-atlas-webhook-secret': secret },
      body: JSON.stringify({ collection: 'local_guides', keys: [edited.id], event: 'update' }),
    });
    if (hook.status !== 202) throw new Error(`the webhook answered ${hook.status}`);
    await poll(
      async () => (await fetch(url)).text(),
      (html) => typeof html === 'string' && html.includes(title.replace(/&/g, '&amp;')),
      { timeoutMs: 600_000, what: 'the edit going live' },
    );
    const publishToLiveMs = Date.now() - published;
    const after = await poll(status, (s) => s && !s.building && !s.pending, { timeoutMs: 60_000, what: 'the publish to settle' });
    const incrementalCpuMs = after.last.cpu ? after.last.cpu.userMs + after.last.cpu.systemMs : null;
    log(
      `bench: publish to live ${(publishToLiveMs / 1000).toFixed(1)} s (${after.last.mode} publish ${(after.last.durationMs / 1000).toFixed(1)} s, ${after.last.pages.rendered} pages rendered, ${after.last.pages.reused} reused${incrementalCpuMs ? `, ${(incrementalCpuMs / 1000).toFixed(1)} s of CPU` : ''})`,
    );

    // One business: its name on every guide page that lists it.
    const business = json.businesses[0];
    const listing = json.local_guides.find((g) => g.local_guides_to_businesses.some((l) => l.businesses_cid === business.cid));
    const name = `${business.name} (edited ${Date.now()})`;
    Object.assign(business, { name, date_updated: new Date().toISOString() });
    writeFileSync(fixture, JSON.stringify(json));
    const businessPublished = Date.now();
    const businessHook = await fetch(`${siteUrl}/_rebuild`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-atlas-webhook-secret': secret },
      body: JSON.stringify({ collection: 'businesses', keys: [business.cid], event: 'update' }),
    });
    if (businessHook.status !== 202) throw new Error(`the webhook answered ${businessHook.status}`);
    const listingUrl = `${siteUrl}/solar-installers/us/${listing.state.replace(/ /g, '-')}/${listing.locality.replace(/ /g, '-')}/${listing.seo_id.slug}`;
    await poll(
      async () => (await fetch(listingUrl)).text(),
      (html) => typeof html === 'string' && html.includes(name),
      { timeoutMs: 600_000, what: 'the business edit going live' },
    );
    const businessSettled = await poll(status, (s) => s && !s.building && !s.pending, {
      timeoutMs: 600_000,
      what: 'the publish to settle',
    });
    // Live once every page is swapped in: the swap ends the publish.
    const businessPublishToLiveMs = Date.now() - businessPublished;
    log(
      `bench: business publish to live ${(businessPublishToLiveMs / 1000).toFixed(1)} s (${businessSettled.last.mode} publish, ${businessSettled.last.pages.rendered} pages rendered)`,
    );

    // 3. Every other kind of publish, timed from the webhook to the worker's status saying its ticket is live
    // (what the Studio's "live" notification waits for): content page edits, a new address, unpublish and
    // publish; a guide and a business unpublished and published again (status changes), each with the mode the
    // worker chose. A page's old and new addresses are checked once live (the old one must answer 404).
    const kinds = {};
    const publishKind = async (kind, change, body, check) => {
      change(json);
      writeFileSync(fixture, JSON.stringify(json));
      const at = Date.now();
      const answer = await fetch(`${siteUrl}/_rebuild`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-atlas-webhook-secret': secret },
        body: JSON.stringify(body),
      });
      if (answer.status !== 202) throw new Error(`the webhook answered ${answer.status} for ${kind}`);
      const { ticket } = await answer.json();
      const done = await poll(status, (s) => s && (s.liveThrough >= ticket || s.failedThrough >= ticket), {
        timeoutMs: 900_000,
        what: `${kind} going live`,
      });
      const checked = check ? await check() : null;
      kinds[kind] = {
        ok: done.liveThrough >= ticket && (checked === null || checked === true),
        publishToLiveMs: Date.now() - at,
        mode: done.last.mode,
        // The publish itself (reading the items, rendering, swapping) and its rendering alone.
        durationMs: done.last.durationMs,
        renderMs: done.last.renderMs ?? null,
        pages: done.last.pages,
        reason: done.last.reason,
      };
      log(
        `bench: ${kind}: live in ${(kinds[kind].publishToLiveMs / 1000).toFixed(1)} s (${done.last.mode} publish, ${done.last.pages?.rendered ?? 0} pages rendered${done.last.pages?.removed ? `, ${done.last.pages.removed} removed` : ''}${kinds[kind].ok ? '' : checked === false ? ', WRONG PAGES' : ', FAILED'})`,
      );
    };
    const now = () => new Date().toISOString();
    const answers = async (pathname) => (await fetch(`${siteUrl}${pathname}/`)).status;
    const page = json.pages[0];
    const pageUpdate = { collection: 'pages', keys: [page.id], event: 'update' };
    const pageTitle = `${page.title} (edited ${Date.now()})`;
    await publishKind(
      'content page edit',
      () => Object.assign(page, { title: pageTitle, date_updated: now() }),
      pageUpdate,
      async () => (await (await fetch(`${siteUrl}/${page.slug}/`)).text()).includes(pageTitle),
    );
    const oldSlug = page.slug;
    await publishKind(
      'content page address changed',
      () => Object.assign(page, { slug: `${oldSlug}-moved`, date_updated: now() }),
      pageUpdate,
      async () => (await answers(`/${oldSlug}-moved`)) === 200 && (await answers(`/${oldSlug}`)) === 404,
    );
    await publishKind(
      'content page unpublished',
      () => Object.assign(page, { status: 'draft', date_updated: now() }),
      pageUpdate,
      async () => (await answers(`/${page.slug}`)) === 404,
    );
    await publishKind(
      'content page published',
      () => Object.assign(page, { status: 'published', date_updated: now() }),
      pageUpdate,
      async () => (await answers(`/${page.slug}`)) === 200,
    );
    const other = json.local_guides[Math.floor(guides / 3)];
    const otherPath = `/solar-installers/us/${other.state.replace(/ /g, '-')}/${other.locality.replace(/ /g, '-')}/${other.seo_id.slug}`;
    const guideUpdate = { collection: 'local_guides', keys: [other.id], event: 'update' };
    await publishKind(
      'guide unpublished',
      () => Object.assign(other, { status: 'draft', date_updated: now() }),
      guideUpdate,
      async () => (await answers(otherPath)) === 404,
    );
    await publishKind(
      'guide published (status change)',
      () => Object.assign(other, { status: 'published', date_updated: now() }),
      guideUpdate,
      async () => (await answers(otherPath)) === 200,
    );
    const businessUpdate = { collection: 'businesses', keys: [business.cid], event: 'update' };
    await publishKind(
      'business unpublished',
      () => Object.assign(business, { status: 'draft', date_updated: now() }),
      businessUpdate,
      async () => !(await (await fetch(listingUrl)).text()).includes(name),
    );
    await publishKind(
      'business published (status change)',
      () => Object.assign(business, { status: 'published', date_updated: now() }),
      businessUpdate,
      async () => (await (await fetch(listingUrl)).text()).includes(name),
    );

    const result = {
      guides,
      kinds,
      build,
      publishToLiveMs,
      publish: { mode: after.last.mode, durationMs: after.last.durationMs, cpuMs: incrementalCpuMs, pages: after.last.pages },
      businessPublishToLiveMs,
      businessPublish: { mode: businessSettled.last.mode, durationMs: businessSettled.last.durationMs, pages: businessSettled.last.pages },
      // Other work on the machine slows every figure: the 1-minute load average at the end, for 2 cores.
      loadAverage: Number(os.loadavg()[0].toFixed(2)),
      cpus: os.cpus().length,
      goals: GOALS,
      met:
        build.pagesPerSecond >= GOALS.pagesPerSecond &&
        (build.peakMemoryMb ?? 0) <= GOALS.peakMemoryMb &&
        publishToLiveMs <= GOALS.publishToLiveMs &&
        businessPublishToLiveMs <= GOALS.publishToLiveMs &&
        Object.values(kinds).every((k) => k.ok && k.publishToLiveMs <= GOALS.publishToLiveMs),
    };
    return result;
  } finally {
    await worker?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchSiteBuild();
  console.log(JSON.stringify({ bench: 'site-build', ...result }));
  process.exit(0);
}
