import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusinessData, GuideEntry, PageData } from './types';
import { normalizeBusiness, normalizeGuide, normalizePage, type RawItem } from './normalize';

// The built collections, as the content layer would answer them.
const collections: { guides: GuideEntry[]; businesses: BusinessData[]; pages: PageData[] } = { guides: [], businesses: [], pages: [] };
vi.mock('astro:content', () => ({
  getCollection: async (name: 'guides' | 'businesses' | 'pages') =>
    name === 'pages'
      ? collections.pages.map((data) => ({ id: data.slug, data }))
      : collections[name].map((data) => ({ id: 'path' in data ? data.path : data.cid, data })),
}));

const rawGuide = (id: number, locality: string, cids: string[], extra: RawItem = {}): RawItem => ({
  id,
  title: `Best installers in ${locality}`,
  hero_content: '<p>Hero</p>',
  status: 'published',
  country: 'US',
  state: 'Colorado',
  locality,
  seo_id: { slug: `best-${locality.toLowerCase()}`, title: null, no_index: false },
  local_guides_to_businesses: cids.map((cid, i) => ({ id: id * 100 + i, usage_type: 'listed', custom_blurb: null, businesses_cid: cid })),
  date_updated: '2025-07-01T00:00:00.000Z',
  ...extra,
});
const rawPage = (id: number, slug: string, extra: RawItem = {}): RawItem => ({
  id,
  slug,
  title: `Page ${slug}`,
  content: '<p>Text</p>',
  status: 'published',
  date_updated: '2025-07-01T00:00:00.000Z',
  ...extra,
});
const rawBusiness = (cid: string, score: number): RawItem => ({ cid, name: `Solar ${cid}`, status: 'published', atlas_score: score });
const entry = (raw: RawItem): GuideEntry => ({ ...normalizeGuide(raw), cacheKey: 'built' });

async function freshQueries() {
  vi.resetModules();
  return import('./queries');
}

beforeEach(() => {
  collections.guides = [entry(rawGuide(1, 'Denver', ['a'])), entry(rawGuide(2, 'Boulder', ['a', 'b']))];
  collections.businesses = [normalizeBusiness(rawBusiness('a', 8))!, normalizeBusiness(rawBusiness('b', 7))!];
  collections.pages = [normalizePage(rawPage(7, 'about')), normalizePage(rawPage(8, 'methodology', { no_index: true }))];
});

describe('applyContentChanges', () => {
  it('lays an edited guide over the built ones and says which page it is on', async () => {
    const q = await freshQueries();
    const applied = await q.applyContentChanges({ guides: { '1': rawGuide(1, 'Denver', ['a'], { title: 'Denver, edited' }) } });
    const path = '/solar-installers/us/colorado/denver/best-denver';
    expect(applied.guides).toEqual([{ id: '1', before: { path, noIndex: false }, after: { path, noIndex: false } }]);
    const guides = await q.allGuides();
    expect(guides.map((g) => g.title)).toEqual(['Best installers in Boulder', 'Denver, edited']);
  });

  it('removes an unpublished guide and an unpublished business', async () => {
    const q = await freshQueries();
    const applied = await q.applyContentChanges({ guides: { '2': null }, businesses: { b: null } });
    expect(applied.guides[0]).toMatchObject({ id: '2', after: null });
    expect(applied.businesses).toEqual([{ cid: 'b', guides: ['/solar-installers/us/colorado/boulder/best-boulder'] }]);
    expect((await q.allGuides()).map((g) => g.id)).toEqual(['1']);
    expect([...(await q.businessMap()).keys()]).toEqual(['a']);
  });

  it('names every guide that lists a changed business, with its new score', async () => {
    const q = await freshQueries();
    const applied = await q.applyContentChanges({ businesses: { a: rawBusiness('a', 9.5) } });
    expect(applied.businesses[0]!.guides).toEqual([
      '/solar-installers/us/colorado/boulder/best-boulder',
      '/solar-installers/us/colorado/denver/best-denver',
    ]);
    expect((await q.businessMap()).get('a')!.score).toBe(9.5);
  });

  it('applies nothing when an item cannot be used, naming the field', async () => {
    const q = await freshQueries();
    await expect(q.applyContentChanges({ guides: { '1': rawGuide(1, 'Denver', ['a'], { title: '' }) } })).rejects.toThrow(/field title/);
    expect((await q.allGuides()).map((g) => g.title)).toContain('Best installers in Denver');
  });

  it('gives a content page’s previous address by its id, and its new one', async () => {
    const q = await freshQueries();
    const applied = await q.applyContentChanges({ pages: { '7': rawPage(7, 'about-us'), '8': null, '9': rawPage(9, 'press') } });
    expect(applied.pages).toEqual([
      { id: '7', before: { path: '/about', noIndex: false }, after: { path: '/about-us', noIndex: false } },
      { id: '8', before: { path: '/methodology', noIndex: true }, after: null },
      { id: '9', before: null, after: { path: '/press', noIndex: false } },
    ]);
    expect((await q.allPages()).map((p) => p.slug).sort()).toEqual(['about-us', 'press']);
    // The next scoped publish starts from there: the page is now at /about-us.
    const again = await q.applyContentChanges({ pages: { '7': rawPage(7, 'about') } });
    expect(again.pages[0]).toMatchObject({ before: { path: '/about-us' }, after: { path: '/about' } });
  });

  it('refuses two pages, or two guides, at one address, applying nothing', async () => {
    const q = await freshQueries();
    await expect(q.applyContentChanges({ pages: { '9': rawPage(9, 'about') } })).rejects.toThrow(
      /pages 7 and 9 are both published at \/about/,
    );
    await expect(q.applyContentChanges({ guides: { '3': rawGuide(3, 'Denver', []) }, pages: { '7': rawPage(7, 'team') } })).rejects.toThrow(
      /local_guides 1 and 3 both publish/,
    );
    expect((await q.allPages()).map((p) => p.slug).sort()).toEqual(['about', 'methodology']);
    expect((await q.allGuides()).map((g) => g.id)).toEqual(['2', '1']);
  });

  it('counts the guides of each changed guide’s state before and after', async () => {
    const q = await freshQueries();
    const applied = await q.applyContentChanges({
      guides: { '1': null, '3': rawGuide(3, 'Tucson', [], { state: 'Arizona' }) },
    });
    expect(applied.states.sort((x, y) => x.path.localeCompare(y.path))).toEqual([
      { path: '/solar-installers/us/arizona', before: 0, after: 1 },
      { path: '/solar-installers/us/colorado', before: 2, after: 1 },
    ]);
  });

  it('takes back the last changes when their publish does not go live', async () => {
    const q = await freshQueries();
    await q.applyContentChanges({ pages: { '7': rawPage(7, 'about-us') } });
    await q.applyContentChanges({ pages: { '7': rawPage(7, 'contact'), '9': rawPage(9, 'press') }, guides: { '1': null } });
    q.revertContentChanges();
    expect((await q.allPages()).map((p) => p.slug).sort()).toEqual(['about-us', 'methodology']);
    expect((await q.allGuides()).map((g) => g.id).sort()).toEqual(['1', '2']);
  });

  it('is reachable through the global symbol the scoped publish uses', async () => {
    const q = await freshQueries();
    const bridge = (globalThis as Record<symbol, unknown>)[Symbol.for('atlas.scoped-publish')] as { applyContentChanges: unknown };
    expect(bridge.applyContentChanges).toBe(q.applyContentChanges);
  });
});
