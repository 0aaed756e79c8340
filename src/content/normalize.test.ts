import { describe, expect, it } from 'vitest';
import { assertUniqueGuidePaths, normalizeBusiness, normalizeGuide, normalizePage } from './normalize';

const guide = {
  id: 12,
  title: 'Best Solar Installers in Fort Collins',
  hero_content: '<p>Hello</p>',
  status: 'published',
  country: 'US',
  state: 'colorado',
  locality: 'fort collins',
  seo_id: {
    id: 3,
    slug: 'best-solar-installers-fort-collins',
    title: 'Top installers',
    schema_markup: { '@type': 'ItemList' },
    no_index: false,
  },
  local_guides_to_businesses: [
    { id: 1, usage_type: 'featured', custom_blurb: ' Local favourite ', businesses_cid: 'abc' },
    { id: 2, usage_type: 'listed', custom_blurb: null, businesses_cid: { cid: 'def' } },
    { id: 3, usage_type: 'listed', custom_blurb: null, businesses_cid: null },
  ],
  date_updated: '2025-07-01T10:00:00.000Z',
};

describe('normalizeGuide', () => {
  it('builds the address from the stored location and seo slug', () => {
    const g = normalizeGuide(guide);
    expect(g.path).toBe('/solar-installers/us/colorado/fort-collins/best-solar-installers-fort-collins');
    expect(g.seo.schemaMarkup).toEqual({ '@type': 'ItemList' });
    expect(g.links).toEqual([
      { id: '1', usageType: 'featured', customBlurb: 'Local favourite', cid: 'abc' },
      { id: '2', usageType: 'listed', customBlurb: null, cid: 'def' },
    ]);
  });

  it('changes version when date_updated changes', () => {
    expect(normalizeGuide(guide).version).not.toBe(normalizeGuide({ ...guide, date_updated: '2025-07-02T00:00:00.000Z' }).version);
  });

  it.each([
    [{ title: '' }, 'field title is empty'],
    [{ seo_id: null }, 'field seo_id is missing'],
    [{ seo_id: { slug: 'Not A Slug' } }, 'field seo_id.slug ("Not A Slug") must be one URL segment'],
    [{ seo_id: { slug: 'ok', schema_markup: '{broken' } }, 'field seo_id.schema_markup is not valid JSON'],
    [{ country: 'United States' }, 'field country ("UNITED STATES") must be a 2- or 3-letter country code'],
    [{ hero_content: 42 }, 'field hero_content must be HTML text'],
    [{ local_guides_to_businesses: [5] }, 'field local_guides_to_businesses[0] came without its fields'],
  ])('names the item and the field of a malformed guide (%j)', (patch, message) => {
    expect(() => normalizeGuide({ ...guide, ...patch })).toThrow(`Directus item local_guides 12`);
    expect(() => normalizeGuide({ ...guide, ...patch })).toThrow(message);
  });

  it('refuses two guides at one address', () => {
    const a = normalizeGuide(guide);
    const b = normalizeGuide({ ...guide, id: 13 });
    expect(() => assertUniqueGuidePaths([a, b])).toThrow('local_guides 12 and 13 both publish at');
  });
});

describe('normalizePage', () => {
  const page = {
    id: 1,
    slug: 'about',
    status: 'published',
    title: 'About Atlas',
    content: '<p>x</p>',
    no_index: true,
    og_image: 'https://cdn.example.com/a.png',
    date_updated: '2025-07-01T00:00:00Z',
  };
  it('reads the SEO fields', () => {
    expect(normalizePage(page)).toMatchObject({
      slug: 'about',
      title: 'About Atlas',
      noIndex: true,
      noFollow: false,
      ogImage: 'https://cdn.example.com/a.png',
      dateUpdated: '2025-07-01T00:00:00Z',
    });
    expect(normalizePage({ ...page, og_image: 'f3c0c1e2-uuid' }).ogImage).toBe('/api/assets/f3c0c1e2-uuid');
  });
  it('refuses slugs that are not one segment or that a site route owns', () => {
    expect(() => normalizePage({ ...page, slug: 'a/b' })).toThrow(
      'Directus item pages 1 ("About Atlas"): field slug ("a/b") must be one URL segment',
    );
    expect(() => normalizePage({ ...page, slug: 'contact' }, new Set(['contact']))).toThrow('is a route of the site itself');
    expect(() => normalizePage({ ...page, slug: 'api' })).toThrow('is a route of the site itself');
    expect(() => normalizePage({ ...page, title: null })).toThrow('field title is empty');
  });
});

describe('normalizeBusiness', () => {
  const raw = {
    cid: 'abc',
    name: 'Sunny Co',
    status: 'published',
    atlas_score: 8.7,
    rating: 4.8,
    reviews: 1234,
    state: 'CO',
    site_company_insights_founded_year: 2011,
    score_breakdown: { details: { review_quality: { satisfaction_rate: 0.97 } } },
    basic_content: '{\\n"info": {"services": [{"type": "roofing"}]}\\n}',
  };
  it('reads the card fields, escaped newlines in basic_content included', () => {
    expect(normalizeBusiness(raw)).toMatchObject({
      cid: 'abc',
      name: 'Sunny Co',
      score: 8.7,
      satisfactionRate: 0.97,
      foundedYear: 2011,
      info: { services: ['Roofing'] },
    });
  });
  it('takes the score from ranking.atlas_score when atlas_score is empty', () => {
    expect(normalizeBusiness({ ...raw, atlas_score: null, ranking: { atlas_score: 7.5 } })?.score).toBe(7.5);
  });
  it('leaves out unpublished and unscored businesses, and never throws', () => {
    expect(normalizeBusiness({ ...raw, status: 'draft' })).toBeNull();
    expect(normalizeBusiness({ ...raw, atlas_score: null })).toBeNull();
    expect(normalizeBusiness({ ...raw, basic_content: '{oops', name: 42, score_breakdown: 'nope' })).toMatchObject({
      name: 'abc',
      info: null,
      satisfactionRate: null,
    });
  });
});
