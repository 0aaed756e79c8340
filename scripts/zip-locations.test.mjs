import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import zipcodes from 'zipcodes';
import { isUsPlace, tablePath, zipLocationSource, zipLocationTables } from './zip-locations.mjs';

describe('the ZIP location table', () => {
  it('is what the zipcodes package gives today (run `node scripts/zip-locations.mjs` after upgrading it)', () => {
    expect(readFileSync(tablePath, 'utf8')).toBe(zipLocationSource());
  });

  it('places half the homes within 0.25°, 95 % within 1° and 99 % within 2° of where the package puts them', () => {
    const { prefixes } = zipLocationTables();
    const errors = Object.values(zipcodes.codes)
      .filter(isUsPlace)
      .map((entry) => {
        const [lat, lon] = prefixes[entry.zip.slice(0, 3)];
        return Math.max(Math.abs(lat - entry.latitude), Math.abs(lon - entry.longitude));
      })
      .sort((a, b) => a - b);
    const at = (share) => errors[Math.floor(errors.length * share)];
    expect(errors.length).toBeGreaterThan(40000);
    expect(at(0.5)).toBeLessThan(0.25);
    expect(at(0.95)).toBeLessThan(1);
    expect(at(0.99)).toBeLessThan(2);
  });

  it('names the state of a prefix, and keeps codes placed abroad or at 0°, 0° out', () => {
    const { prefixes, states } = zipLocationTables();
    for (const zip of ['94103', '10001', '80202', '33101', '99501', '96813', '85001', '59001']) {
      expect(prefixes[zip.slice(0, 3)][2], zip).toBe(zipcodes.lookup(zip).state);
    }
    expect(Object.keys(states)).not.toContain('AE');
  });

  it('takes the median place under a prefix, and leaves out other countries', () => {
    const codes = {
      94103: { zip: '94103', latitude: 37, longitude: -122, state: 'CA', country: 'US' },
      94105: { zip: '94105', latitude: 38, longitude: -121, state: 'CA', country: 'US' },
      M5V: { zip: 'M5V', latitude: 43.6, longitude: -79.4, state: 'ON', country: 'CA' },
    };
    expect(zipLocationTables(codes)).toEqual({ prefixes: { 941: [37.5, -121.5, 'CA'] }, states: { CA: [37.5, -121.5] } });
  });
});
