/**
 * Astro content loaders for the three collections the public site builds from: pages, guides and
 * businesses. They normalise every item once (src/content/normalize.ts); a malformed page or guide stops
 * the build with the item and field named, a business never does.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { AstroError } from 'astro/errors';
import { loadRawContent } from './directus-source';
import { assertUniqueGuidePaths, normalizeBusiness, normalizeGuide, normalizePage, RESERVED_SLUGS } from './normalize';
import type { BusinessData, GuideEntry } from './types';
import { buildFingerprint } from './build-fingerprint';
import { digest } from './digest';

let businesses: Promise<BusinessData[]> | null = null;

/** The published, scored businesses of this build, normalised once for both loaders that need them. */
function normalizedBusinesses(): Promise<BusinessData[]> {
  businesses ??= loadRawContent().then((raw) => raw.businesses.map(normalizeBusiness).filter((b): b is BusinessData => b !== null));
  return businesses;
}

type Collection = 'pages' | 'guides' | 'businesses';

function fill(context: LoaderContext, entries: Array<{ id: string; data: Record<string, unknown>; digest: string }>): void {
  context.store.clear();
  for (const entry of entries) context.store.set(entry);
  context.logger.info(`${entries.length} ${context.collection} from Directus`);
}

/** First path segments the site's own routes take (src/pages/*), which a content page's slug may not. */
function siteRoutes(root: URL): Set<string> {
  const routes = new Set(RESERVED_SLUGS);
  for (const entry of readdirSync(fileURLToPath(new URL('src/pages/', root)), { withFileTypes: true })) {
    const name = entry.isDirectory() ? entry.name : entry.name.replace(/\.(astro|ts|js|md|mdx|html)$/, '');
    if (!name.startsWith('[')) routes.add(name.toLowerCase());
  }
  return routes;
}

const loaders: Record<Collection, (context: LoaderContext) => Promise<void>> = {
  async pages(context) {
    const { pages } = await loadRawContent();
    const reserved = siteRoutes(context.config.root);
    const seen = new Map<string, string>();
    const entries = pages.map((item) => {
      const page = normalizePage(item, reserved);
      const other = seen.get(page.slug);
      if (other !== undefined) {
        throw new AstroError(
          `Directus items pages ${other} and ${String(item['id'])} are both published at /${page.slug}.`,
          'Change the slug of one of them (or unpublish it) in the Data Studio, then publish again.',
        );
      }
      seen.set(page.slug, String(item['id']));
      return { id: page.slug, data: { ...page }, digest: page.version };
    });
    fill(context, entries);
  },
  async guides(context) {
    const [{ guides }, scored] = await Promise.all([loadRawContent(), normalizedBusinesses()]);
    const versions = new Map(scored.map((b) => [b.cid, b.version]));
    const normalized = guides.map(normalizeGuide);
    assertUniqueGuidePaths(normalized);
    const fingerprint = buildFingerprint();
    fill(
      context,
      normalized.map((guide) => {
        // A guide page shows the guide and the businesses it links: the key covers their versions (each
        // item's date_updated with a digest of its content), so an edit re-renders only the pages it touches.
        const cacheKey = digest([guide.version, guide.links.map((l) => versions.get(l.cid) ?? null), fingerprint]);
        const entry: GuideEntry = { ...guide, cacheKey };
        return { id: guide.path, data: { ...entry }, digest: cacheKey };
      }),
    );
  },
  async businesses(context) {
    fill(
      context,
      (await normalizedBusinesses()).map((business) => ({ id: business.cid, data: { ...business }, digest: business.version })),
    );
  },
};

/** The loader of one collection. */
export function directusLoader(collection: Collection): Loader {
  return { name: `atlas-directus-${collection}`, load: loaders[collection] };
}
