import { describe, expect, it } from 'vitest';
import { guidePrices, NATIONAL_RANGE, priceRange } from './local-range';

describe('the $/W range a quote is checked against', () => {
  it('a state with enough guide prices: 10th percentile less 15 % to 90th percentile plus 15 %', () => {
    // Sorted 2.0 … 3.0 in steps of 0.1 (11 prices): P10 = 2.1, P90 = 2.9.
    const prices = Array.from({ length: 11 }, (_, i) => 3.0 - i / 10);
    const range = priceRange('co', prices);
    expect(range).toMatchObject({ source: 'local', low: 1.78, high: 3.34 });
    expect(range.basis).toBe('$1.78/W–$3.34/W, from 11 installers’ typical prices in Atlas’s CO guides');
  });

  it('interpolates between two prices and ignores prices that are not positive numbers', () => {
    const range = priceRange('TX', [3, 2, 4, 5, 6, 0, -1, Number.NaN]);
    // Five usable prices 2…6: P10 = 2.4, P90 = 5.6.
    expect(range).toMatchObject({ source: 'local', low: 2.04, high: 6.44 });
  });

  it('falls back to the national range and says why', () => {
    expect(priceRange('CO', [3, 3.1, 3.2, 3.3])).toMatchObject({ source: 'national', low: 2, high: 4.5 });
    expect(priceRange('CO', [3, 3.1, 3.2, 3.3]).basis).toMatch(/only 4 installer prices for CO; a local range needs 5\)$/);
    expect(priceRange('CO', []).basis).toMatch(/no installer prices for CO/);
    expect(priceRange(null, [3, 3, 3, 3, 3]).basis).toMatch(/the project has no US state/);
    expect(priceRange('Colorado', [3, 3, 3, 3, 3]).source).toBe('national');
    expect(priceRange('CO', 'unreadable').basis).toMatch(/could not be read/);
    expect(priceRange('CO', 'no-location').basis).toMatch(/does not carry the project’s location\)$/);
    expect(NATIONAL_RANGE.basis).toBe('the national $2.00/W–$4.50/W of US home systems');
  });
});

describe('the guides’ prices', () => {
  it('reads each business’s cost_per_watt metric, JSON text with escaped newlines included; unreadable content gives none', () => {
    const content = (value: unknown) =>
      JSON.stringify({
        info: {
          metrics: [
            { type: 'project_cost_range', value: '15000-30000' },
            { type: 'cost_per_watt', value },
          ],
        },
      });
    const escaped = JSON.stringify({ info: { metrics: [{ type: 'cost_per_watt', value: '3.10' }] } }, null, 2).replace(/\n/g, '\\n');
    expect(
      guidePrices([
        { basic_content: content('2.74') },
        { basic_content: escaped },
        { basic_content: '{info: {coverage: unreadable' },
        { basic_content: null },
        { basic_content: content(0) },
      ]),
    ).toEqual([2.74, 3.1]);
  });
});
