import { describe, expect, it } from 'vitest';
import {
  abbreviateCount,
  displayPlace,
  formatCostPerWatt,
  formatCostRange,
  formatPercent,
  formatRating,
  formatScore,
  formatYearsInBusiness,
  scoreTier,
  yearsInBusiness,
} from './format';

describe('Atlas Score', () => {
  it.each([
    [9.34, '9.3'],
    [8, '8.0'],
    [7.05, '7.1'],
    [10, '10.0'],
    [0, '0.0'],
  ])('%s is shown with one decimal as %s', (score, shown) => expect(formatScore(score)).toBe(shown));

  it.each([
    [10, 'Elite Tier'],
    [9, 'Elite Tier'],
    [8.99, 'Elite Tier'], // shown as 9.0, so the tier says so too
    [8.94, 'Great Tier'],
    [8, 'Great Tier'],
    [7.5, 'Good Tier'],
    [7, 'Good Tier'],
    [6.2, 'Fair Tier'],
    [6, 'Fair Tier'],
    [5.94, 'Standard'],
    [0, 'Standard'],
  ])('%s is in the %s', (score, tier) => expect(scoreTier(score)).toBe(tier));
});

describe('abbreviateCount (K at 1,000, M at 1,000,000)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1K'],
    [1049, '1K'],
    [1050, '1.1K'],
    [1234, '1.2K'],
    [15_300, '15.3K'],
    [999_949, '999.9K'],
    [999_960, '1M'],
    [1_000_000, '1M'],
    [2_540_000, '2.5M'],
    [12_000_000, '12M'],
  ])('%s → %s', (n, text) => expect(abbreviateCount(n)).toBe(text));
});

describe('years in business', () => {
  const now = new Date('2025-07-15T00:00:00Z');
  it('counts whole years from the founding year', () => {
    expect(yearsInBusiness(2013, now)).toBe(12);
    expect(yearsInBusiness(2025, now)).toBe(0);
  });
  it('ignores missing, future and implausible years', () => {
    expect(yearsInBusiness(null, now)).toBeNull();
    expect(yearsInBusiness(2030, now)).toBeNull();
    expect(yearsInBusiness(1200, now)).toBeNull();
    expect(yearsInBusiness(2013.5, now)).toBeNull();
  });
  it('reads naturally', () => {
    expect(formatYearsInBusiness(12)).toBe('12 years in business');
    expect(formatYearsInBusiness(1)).toBe('1 year in business');
    expect(formatYearsInBusiness(0)).toBe('Less than a year in business');
  });
});

describe('other figures', () => {
  it('formats ratings, percents and costs', () => {
    expect(formatRating(4.85)).toBe('4.8'); // binary 4.85 is just below: toFixed rounds down
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(null)).toBeNull();
    expect(formatPercent(0.964)).toBe('96%');
    expect(formatPercent(92)).toBe('92%');
    expect(formatPercent(140)).toBeNull();
    expect(formatCostPerWatt(2.8)).toBe('$2.80/W');
    expect(formatCostRange(15000, 30000)).toBe('$15,000-$30,000');
    expect(formatCostRange(30000, 15000)).toBe('$15,000-$30,000');
    expect(formatCostRange(20000, 20000)).toBe('$20,000');
  });
});

describe('displayPlace', () => {
  it.each([
    ['fort collins', 'Fort Collins'],
    ['colorado', 'Colorado'],
    ['winston-salem', 'Winston-Salem'],
    ['CO', 'CO'],
    ['McCall', 'McCall'],
  ])('%s → %s', (stored, shown) => expect(displayPlace(stored)).toBe(shown));
});
