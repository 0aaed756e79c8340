// The items a scoped publish renders with, read as the build reads them: from Directus as the public role
// (published items only, the fields of src/content/source-fields.mjs), or from ATLAS_CONTENT_FIXTURE when
// that stands in for Directus (the benchmark). An item missing from the answer is no longer published: null.

import { readFile } from 'node:fs/promises';
import { BUSINESS_QUERY, GUIDE_QUERY, PAGE_QUERY } from '../../src/content/source-fields.mjs';

async function readPublished(directusUrl, collection, pk, keys, query) {
  if (keys.length === 0) return [];
  const params = new URLSearchParams({
    ...query,
    'filter[status][_eq]': 'published',
    [`filter[${pk}][_in]`]: keys.join(','),
    limit: String(keys.length),
  });
  const response = await fetch(`${directusUrl.replace(/\/$/, '')}/items/${collection}?${params}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`GET /items/${collection} answered ${response.status}`);
  const json = await response.json();
  if (!Array.isArray(json?.data)) throw new Error(`GET /items/${collection} did not answer with a data list`);
  return json.data;
}

async function readFixture(file) {
  const json = JSON.parse(await readFile(file, 'utf8'));
  const published = (items = []) => items.filter((item) => item.status === undefined || item.status === 'published');
  return { pages: published(json.pages), guides: published(json.local_guides), businesses: published(json.businesses) };
}

/**
 * { pages: { [id]: item | null }, guides: { [id]: item | null }, businesses: { [cid]: item | null } } for the
 * given content page ids, guide ids and cids.
 * @param {{ pages?: number[], guides: number[], businesses: string[] }} keys
 * @param {{ directusUrl?: string, fixture?: string }} source
 */
export async function readChangedItems({ pages = [], guides, businesses }, { directusUrl, fixture }) {
  let pageItems;
  let guideItems;
  let businessItems;
  if (fixture) {
    const content = await readFixture(fixture);
    const wantedPages = new Set(pages.map(String));
    const wantedGuides = new Set(guides.map(String));
    const wantedBusinesses = new Set(businesses);
    pageItems = content.pages.filter((p) => wantedPages.has(String(p.id)));
    guideItems = content.guides.filter((g) => wantedGuides.has(String(g.id)));
    businessItems = content.businesses.filter((b) => wantedBusinesses.has(b.cid));
  } else {
    if (!directusUrl) throw new Error('DIRECTUS_URL is not set');
    [pageItems, guideItems, businessItems] = await Promise.all([
      readPublished(directusUrl, 'pages', 'id', pages, PAGE_QUERY),
      readPublished(directusUrl, 'local_guides', 'id', guides, GUIDE_QUERY),
      readPublished(directusUrl, 'businesses', 'cid', businesses, BUSINESS_QUERY),
    ]);
  }
  const byPage = new Map(pageItems.map((p) => [String(p.id), p]));
  const byGuide = new Map(guideItems.map((g) => [String(g.id), g]));
  const byCid = new Map(businessItems.map((b) => [String(b.cid), b]));
  return {
    pages: Object.fromEntries(pages.map((id) => [String(id), byPage.get(String(id)) ?? null])),
    guides: Object.fromEntries(guides.map((id) => [String(id), byGuide.get(String(id)) ?? null])),
    businesses: Object.fromEntries(businesses.map((cid) => [cid, byCid.get(cid) ?? null])),
  };
}
