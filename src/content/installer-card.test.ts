import { describe, expect, it } from 'vitest';
import type { BusinessData, GuideLink } from './types';
import { installerCard, installerCards, rankInstallers, websiteLink } from './installer-card';
import { readBasicContent } from './basic-content';
import { guidePath, slugify } from './slug';

function business(cid: string, score: number, extra: Partial<BusinessData> = {}): BusinessData {
  return {
    cid,
    name: `Installer ${cid}`,
    site: null,
    score,
    rating: 4.5,
    reviews: 100,
    state: 'CO',
    foundedYear: 2010,
    satisfactionRate: 0.95,
    info: null,
    version: '1',
    ...extra,
  };
}
const link = (cid: string, usageType = 'listed', customBlurb: string | null = null): GuideLink => ({
  id: cid,
  cid,
  usageType,
  customBlurb,
});

describe('rankInstallers', () => {
  const map = new Map([
    ['a', business('a', 7.2)],
    ['b', business('b', 9.1)],
    ['c', business('c', 8.4)],
    ['d', business('d', 8.4, { rating: 4.9 })],
  ]);

  it('ranks by descending score from 1, ties by rating', () => {
    const ranked = rankInstallers([link('a'), link('b'), link('c'), link('d', 'featured')], map);
    expect(ranked.map((r) => [r.rank, r.business.cid])).toEqual([
      [1, 'b'],
      [2, 'd'],
      [3, 'c'],
      [4, 'a'],
    ]);
  });

  it('shows only listed and featured links to published, scored businesses, each once', () => {
    const ranked = rankInstallers(
      [
        link('a', 'excluded'),
        link('b', 'pending_review'),
        link('c'),
        link('c', 'featured'),
        link('zz'),
        link('d', 'Featured'.toLowerCase()),
      ],
      map,
    );
    expect(ranked.map((r) => r.business.cid)).toEqual(['d', 'c']);
  });
});

describe('installerCard', () => {
  const now = new Date('2025-07-01T00:00:00Z');
  const info = readBasicContent({
    info: {
      coverage: { serves: 'nationwide' },
      metrics: [
        { type: 'cost_per_watt', value: 2.9 },
        { type: 'project_cost_range', value: '18000-26000' },
      ],
      services: [{ type: 'solar_loan' }],
    },
  });

  it('carries every element of the spec', () => {
    const card = installerCard(
      {
        rank: 1,
        business: business('x', 9.04, { reviews: 1520, foundedYear: 2012, site: 'www.sunny.example.com', info }),
        link: link('x', 'featured', 'Great team'),
      },
      now,
    );
    expect(card).toMatchObject({
      rank: 1,
      score: '9.0',
      tier: 'Elite Tier',
      rating: '4.5',
      reviews: '1.5K',
      yearsInBusiness: '13 years in business',
      satisfaction: '95%',
      services: ['Solar Loans'],
      costPerWatt: '$2.90/W',
      costRange: '$18,000-$26,000',
      coverage: 'Nationwide',
      featured: true,
      blurb: 'Great team',
      minimal: false,
      website: { href: 'https://www.sunny.example.com/', label: 'sunny.example.com' },
    });
  });

  it('is the minimal card when basic_content was unreadable', () => {
    const card = installerCard({ rank: 2, business: business('y', 6.5, { info: null }), link: link('y') }, now);
    expect(card.minimal).toBe(true);
    expect(card.services).toEqual([]);
    expect(card.tier).toBe('Fair Tier');
  });

  it('builds every card of a guide in rank order', () => {
    const cards = installerCards(
      [link('p'), link('q')],
      new Map([
        ['p', business('p', 6)],
        ['q', business('q', 8)],
      ]),
      now,
    );
    expect(cards.map((c) => `${c.rank}:${c.cid}`)).toEqual(['1:q', '2:p']);
  });
});

describe('links and paths', () => {
  it('accepts only http(s) sites with a host name', () => {
    expect(websiteLink('https://example.com/solar')?.href).toBe('https://example.com/solar');
    expect(websiteLink('javascript:alert(1)')).toBeNull();
    expect(websiteLink('not a site')).toBeNull();
    expect(websiteLink(null)).toBeNull();
  });

  it('builds guide addresses from the stored location', () => {
    expect(slugify('fort collins')).toBe('fort-collins');
    expect(slugify('Cañon City')).toBe('canon-city');
    expect(guidePath({ country: 'us', state: 'colorado', locality: 'fort-collins', slug: 'best-solar' })).toBe(
      '/solar-installers/us/colorado/fort-collins/best-solar',
    );
  });
});
