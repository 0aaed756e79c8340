// The renderer of a build: the scoped publish renders pages with the very bundle a full build rendered them
// with, so there is one implementation of every page.
//
// During `astro build` (scripts/lib/site.mjs), an integration wraps Astro's prerenderer (the documented
// `setPrerenderer` of the astro:build:start hook) to keep hold of the app that renders the static pages, and
// loads every page module before Astro deletes the bundle's folder. When the rebuild worker started the
// build with an IPC channel (ATLAS_SCOPED_RENDERER=1), the build process then stays up as that build's
// renderer and answers render requests:
//
//   → { type: 'render', id, changes: { pages: { id: item|null }, guides: { id: item|null }, businesses: { cid: item|null } } }
//   ← { type: 'rendered', id, pages: [{ path, body, copies: { br, gz } }], remove: [paths], sitemap: { add, remove } }
//     or { …, full: reason } / { …, error }
//
// The changed items are laid over the build's content (src/content/queries.ts applyContentChanges), the plan
// comes from scripts/lib/rebuild-scope.mjs, and each page is rendered through Astro's own app.render with the
// build's route, so its head, styles, scripts and CSP are those of the full build. The worker swaps the
// files in (scripts/lib/rebuild-swap.mjs). The renderer ends with the worker's next full build.

import { compressCopies } from './precompress.mjs';
import { planScopedRender } from './rebuild-scope.mjs';

const BRIDGE = Symbol.for('atlas.scoped-publish');

/**
 * The integration; `state.app` is set once Astro's prerenderer is ready. `onRender(pathname, route, response)`,
 * when given, sees every page the build renders (precompression during the build, site.mjs).
 * @param {{ app?: any, onRender?: (pathname: string, route: any, response: Response) => void | Promise<void>, done?: () => Promise<void> }} state
 */
export function rendererIntegration(state) {
  return {
    name: 'atlas-renderer',
    hooks: {
      'astro:build:setup': ({ vite }) => {
        // With a prerenderer of its own set, Astro leaves the prerender bundle's entry to the integration: the
        // default one, whose app the wrapper below keeps.
        const options = vite.environments?.prerender?.build?.rolldownOptions;
        if (options && !options.input) options.input = 'astro/entrypoints/prerender';
      },
      'astro:build:start': ({ setPrerenderer }) => {
        setPrerenderer((defaults) => ({
          name: 'atlas:renderer',
          async setup() {
            await defaults.setup?.();
            state.app = defaults.app;
          },
          getStaticPaths: () => defaults.getStaticPaths(),
          async render(request, options) {
            const result = await defaults.render(request, options);
            const response = result instanceof Response ? result : result.response;
            if (state.onRender && response.status === 200)
              await state.onRender(new URL(request.url).pathname, options.routeData, response.clone());
            return result;
          },
          async teardown() {
            await state.done?.();
            // Astro removes the bundle's folder after this: load every page module while it is there.
            if (state.app) {
              for (const route of state.app.manifest.routes) {
                if (route.prerender && route.type === 'page') await state.app.getComponentByRoute(route).catch(() => undefined);
              }
            }
            await defaults.teardown?.();
          },
        }));
      },
    },
  };
}

/** Pages being compressed at once while the next renders. */
const COMPRESSING_AT_ONCE = 8;

/** The route of content pages (src/pages/[slug].astro). */
export const CONTENT_PAGE_ROUTE = '/[slug]';

/** The request a build makes for a page of the `directory` format: the address with a trailing slash. */
const pageRequest = (origin, pathname) => new Request(new URL(pathname.endsWith('/') ? pathname : `${pathname}/`, origin));

/**
 * Renders one page with the build's app; rejects unless it answers 200. A route's getStaticPaths is called
 * once and kept: clear `app.routeCache` when the content changed.
 */
export async function renderPage(app, origin, pathname) {
  const request = pageRequest(origin, pathname);
  const routeData = app.match(request, true);
  if (!routeData || !routeData.prerender) throw new Error(`no prerendered route answers ${pathname}`);
  const response = await app.render(request, { routeData });
  if (response.status !== 200) throw new Error(`${pathname} rendered with status ${response.status}`);
  return response.text();
}

/**
 * Handles one render request: applies the changes, plans, renders. Every page is rendered against a fresh
 * route cache, so each sees the changed content.
 */
export async function renderChanges(app, origin, changes) {
  const bridge = globalThis[BRIDGE];
  if (!bridge) throw new Error('the build’s content module is not loaded (no page reads content)');
  const applied = await bridge.applyContentChanges(changes);
  // Not going live here: taken back, so that later scoped publishes never render what the site did not show.
  const giveUp = (result) => {
    bridge.revertContentChanges();
    app.routeCache.clearAll();
    return result;
  };
  const plan = planScopedRender(applied);
  if (plan.full) return giveUp({ full: plan.full });
  // getStaticPaths runs again, once, with the changed content.
  app.routeCache.clearAll();
  // A content page at an address one of the site's own routes answers: the full build refuses it, naming it.
  for (const path of plan.pages) {
    const route = app.match(pageRequest(origin, path), true)?.route;
    if (route !== CONTENT_PAGE_ROUTE) return giveUp({ full: `the content page address ${path} belongs to the site’s route ${route}` });
  }
  const pages = [];
  // Each page is compressed (brotli and gzip, on libuv's threads) while the next one renders, as the full build
  // does: the worker then only writes the files. At 50,000 guides a business shows on some 1,250 pages, and
  // compressing them one after another in the worker took longer than rendering them.
  const compressing = new Set();
  try {
    for (const path of plan.render) {
      const page = { path, body: await renderPage(app, origin, path) };
      pages.push(page);
      const job = compressCopies(Buffer.from(page.body))
        .then((copies) => {
          page.copies = copies;
        })
        // Left to the worker, which compresses what comes without copies.
        .catch(() => undefined)
        .finally(() => compressing.delete(job));
      compressing.add(job);
      while (compressing.size >= COMPRESSING_AT_ONCE) await Promise.race(compressing);
    }
    await Promise.all(compressing);
  } catch (error) {
    await Promise.all(compressing);
    throw giveUp(error);
  }
  // As the full build prunes its sitemap (scripts/lib/site.mjs pruneSitemap): a page that says noindex (on a
  // QA deployment, every page) gets no entry.
  const noindex = new Set(pages.filter((p) => /<meta name="robots" content="noindex/.test(p.body.slice(0, 8192))).map((p) => p.path));
  const sitemap = { add: plan.sitemap.add.filter((p) => !noindex.has(p)), remove: plan.sitemap.remove };
  return { pages, remove: plan.remove, sitemap };
}

/** Keeps this process as the build's renderer, answering the worker over IPC until it disconnects. */
export function serveRenders(app, { origin }) {
  process.on('message', async (message) => {
    if (message?.type !== 'render') return;
    const started = Date.now();
    try {
      const result = await renderChanges(app, origin, message.changes ?? {});
      process.send({ type: 'rendered', id: message.id, ms: Date.now() - started, ...result });
    } catch (error) {
      process.send({ type: 'rendered', id: message.id, error: String(error?.message ?? error) });
    }
  });
  // The worker went away: so does its renderer.
  process.on('disconnect', () => process.exit(0));
  process.send({ type: 'ready' });
}
