import { describe, expect, it } from 'vitest';
import { locationLine, projectTitle } from './address';
import { COMMON_COUNTRY_CODES, COUNTRIES, countryName } from './countries';

describe('project title and location line', () => {
  it('uses the street address, or Project', () => {
    expect(projectTitle({ street_address: ' 12 Elm St ' })).toBe('12 Elm St');
    expect(projectTitle({ street_address: '' })).toBe('Project');
  });

  it.each([
    [{ country: 'USA', city: 'Denver', state_province: 'CO', postal_code: '80202' }, 'Denver, CO 80202'],
    [{ country: 'CAN', city: 'Toronto', state_province: 'ON', postal_code: null }, 'Toronto, ON'],
    [{ country: 'USA', city: null, state_province: null, postal_code: null }, 'United States'],
    [{ country: 'GBR', city: 'London', state_province: null, postal_code: 'SW1' }, 'United Kingdom'],
    [{ country: 'AUS' }, 'Australia'],
  ])('%o → %s', (project, line) => expect(locationLine(project)).toBe(line));
});

describe('countries', () => {
  it('has about 200 unique alpha-3 codes including the common ones', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(195);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) expect(c.code).toMatch(/^[A-Z]{3}$/);
    for (const code of COMMON_COUNTRY_CODES) expect(countryName(code)).not.toBe(code);
  });
});
