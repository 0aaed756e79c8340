import { describe, expect, it } from 'vitest';
import { CASH, LOAN, PROJECT } from './fixtures.test-support';
import { guideText, matchGuideBusiness, normaliseName, searchTerms, siteHost, type GuideBusiness } from './guide-match';
import { compareProjectQuotes, withGuides } from './quotes';
import { COMPARE_ROWS, visibleRows } from './rows';

const business = (cid: string, name: string, state: string | null, site: string | null = null): GuideBusiness => ({
  cid,
  name,
  state,
  site,
  atlas_score: 8.5,
  rating: 4.6,
  reviews: 120,
});

const SUNWARD_CO = business('s-co', 'Sunward Roofing & Solar', 'CO', 'https://sunward-roofing-and-solar.example');
const SUNWARD_TX = business('s-tx', 'Sunward Roofing and Solar LLC', 'TX', 'https://sunward-tx.example');
const PEAK = business('peak', 'Peakline Solar Works', 'CO', 'https://www.peakline.example/about');

describe('normalised names and hosts', () => {
  it('ignores case, accents, punctuation, & for and, a leading The and legal suffixes', () => {
    expect(normaliseName('The Sunward Roofing & Solar, L.L.C.')).toBe('sunward roofing and solar l l c');
    expect(normaliseName('The Sunward Roofing & Solar, LLC')).toBe('sunward roofing and solar');
    expect(normaliseName('Bright Mesa Solar Co.')).toBe('bright mesa solar');
    expect(normaliseName('Énergie Soléil Inc')).toBe('energie soleil');
    expect(normaliseName("O'Brien Solar")).toBe('obrien solar');
    expect(normaliseName(null)).toBe('');
  });

  it('reads a website host with or without scheme and www', () => {
    expect(siteHost('https://www.Peakline.example/about')).toBe('peakline.example');
    expect(siteHost('peakline.example')).toBe('peakline.example');
    expect(siteHost('not a site')).toBeNull();
    expect(siteHost('')).toBeNull();
  });

  it('searches by the most distinctive word of the name', () => {
    expect(searchTerms({ name: 'Sunward Roofing & Solar', website: 'www.sunward.example' })).toEqual({
      word: 'sunward',
      host: 'sunward.example',
    });
    expect(searchTerms({ name: 'Solar Energy' }).word).toBe('energy');
  });
});

describe('matching a quote to a guide business', () => {
  const all = [SUNWARD_CO, SUNWARD_TX, PEAK];

  it('by website first, whatever the name says', () => {
    const found = matchGuideBusiness({ name: 'PL Solar', website: 'http://peakline.example' }, 'CO', all);
    expect(found).toEqual({ status: 'matched', business: PEAK, how: 'website' });
  });

  it('by normalised name within the project’s state: never the same name in another state', () => {
    expect(matchGuideBusiness({ name: 'sunward roofing and solar' }, 'CO', all)).toEqual({
      status: 'matched',
      business: SUNWARD_CO,
      how: 'name-and-state',
    });
    expect(matchGuideBusiness({ name: 'Sunward Roofing & Solar' }, 'tx', all)).toMatchObject({ business: SUNWARD_TX });
    expect(matchGuideBusiness({ name: 'Sunward Roofing & Solar' }, 'AZ', all)).toEqual({ status: 'none' });
  });

  it('without a project state, a name shared by businesses in two states is ambiguous, a unique one matches', () => {
    expect(matchGuideBusiness({ name: 'Sunward Roofing & Solar' }, null, all)).toEqual({ status: 'ambiguous', count: 2 });
    expect(matchGuideBusiness({ name: 'Peakline Solar Works, Inc.' }, null, all)).toEqual({
      status: 'matched',
      business: PEAK,
      how: 'name-only',
    });
  });

  it('a name that only contains a guide business’s name is not a match; nor is a one-word generic name', () => {
    expect(matchGuideBusiness({ name: 'Peakline Solar Works Denver' }, 'CO', all)).toEqual({ status: 'none' });
    expect(matchGuideBusiness({ name: 'Sol' }, 'CO', [business('x', 'Sol', 'CO')])).toEqual({ status: 'none' });
  });

  it('two businesses of the same name in the same state: ambiguous, no guess', () => {
    const twin = business('s-co-2', 'Sunward Roofing and Solar', 'CO');
    expect(matchGuideBusiness({ name: 'Sunward Roofing & Solar' }, 'CO', [...all, twin])).toEqual({ status: 'ambiguous', count: 2 });
  });

  it('matches the registered name too (site_company_insights_name)', () => {
    const registered = { ...business('r', 'Kestrel', 'CO'), site_company_insights_name: 'Kestrel Clean Power LLC' };
    expect(matchGuideBusiness({ name: 'Kestrel Clean Power' }, 'CO', [registered])).toMatchObject({
      status: 'matched',
      how: 'name-and-state',
    });
  });
});

describe('the Atlas Score row', () => {
  const compared = compareProjectQuotes(PROJECT, [CASH, LOAN]);

  it('is shown only once the guides were looked up, and says how each quote was matched or why not', () => {
    const row = COMPARE_ROWS.find((r) => r.id === 'atlas-score')!;
    expect(visibleRows(compared).some((r) => r.id === 'atlas-score')).toBe(false);
    const looked = withGuides(compared, new Map([['cash', { status: 'matched', business: PEAK, how: 'website' } as const]]));
    expect(visibleRows(looked).some((r) => r.id === 'atlas-score')).toBe(true);
    expect(row.text(looked[0]!)).toBe('Atlas Score 8.5 of 10; 4.6 of 5 from 120 reviews (Peakline Solar Works, matched by website)');
    expect(row.text(looked[1]!)).toBe('Not in Atlas’s guides');
    expect(row.better).toBeUndefined();
  });

  it('names an ambiguous match, an unreadable guide and a business without reviews', () => {
    expect(guideText({ status: 'ambiguous', count: 2 })).toBe('Not matched: 2 businesses in Atlas’s guides fit this name');
    expect(guideText({ status: 'unavailable' })).toBe('Could not be checked just now');
    expect(guideText({ status: 'matched', business: { ...PEAK, reviews: 0 }, how: 'name-and-state' })).toBe(
      'Atlas Score 8.5 of 10; no reviews recorded (Peakline Solar Works, matched by name in your state)',
    );
  });
});
