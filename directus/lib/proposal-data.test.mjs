import { describe, expect, it } from 'vitest';
import { boundsCheck, MONTHLY_KEYS, monthlyUsageProblem, proposalDataProblem, quoteBoundsProblem } from './proposal-data.mjs';

const MONTHS = [612, 748, 1034, 1196, 1362, 1418, 1455, 1380, 1187, 1002, 1015, 741];

describe('proposal_data monthly production (issue 25)', () => {
  it('knows the monthly keys from the registry', () => {
    expect(MONTHLY_KEYS).toEqual(['monthly_production_kwh']);
  });

  it('accepts 12 non-negative figures, null, or no table', () => {
    expect(proposalDataProblem('installer', { proposal_data: { monthly_production_kwh: MONTHS } })).toBeNull();
    expect(proposalDataProblem('installer', { proposal_data: { monthly_production_kwh: new Array(12).fill(0) } })).toBeNull();
    expect(proposalDataProblem('installer', { proposal_data: { monthly_production_kwh: null } })).toBeNull();
    expect(proposalDataProblem('installer', { proposal_data: { year1_production_kwh: 9000 } })).toBeNull();
    expect(proposalDataProblem('installer', { name: 'A' })).toBeNull();
  });

  it('refuses 11 months, a negative or non-numeric figure, and text, naming the key', () => {
    expect(proposalDataProblem('installer', { proposal_data: { monthly_production_kwh: MONTHS.slice(1) } })).toBe(
      'proposal_data.monthly_production_kwh must hold 12 monthly kWh figures (January to December), not 11.',
    );
    expect(proposalDataProblem('installer', { proposal_data: { monthly_production_kwh: [...MONTHS.slice(1), -5] } })).toBe(
      'proposal_data.monthly_production_kwh must hold numbers from 0 to 1,000,000 kWh.',
    );
    expect(proposalDataProblem('installer', { proposal_data: { monthly_production_kwh: [...MONTHS.slice(1), 'lots'] } })).toBe(
      'proposal_data.monthly_production_kwh must hold numbers from 0 to 1,000,000 kWh.',
    );
    expect(proposalDataProblem('installer', { proposal_data: { monthly_production_kwh: '612 748' } })).toBe(
      'proposal_data.monthly_production_kwh must be a list of 12 monthly kWh figures, January first.',
    );
  });

  it('checks every row of a batch create, and only quotes', () => {
    const bad = { proposal_data: { monthly_production_kwh: [1, 2] } };
    expect(proposalDataProblem('installer', [{ proposal_data: { monthly_production_kwh: MONTHS } }, bad])).toContain('not 2');
    expect(proposalDataProblem('project', bad)).toBeNull();
  });
});

describe('the project’s 12 monthly kWh (monthly_usage_kwh, issue 23)', () => {
  it('accepts 12 numbers from 0 to 1,000,000, null, or a payload without the column', () => {
    expect(monthlyUsageProblem('project', { monthly_usage_kwh: MONTHS })).toBeNull();
    expect(monthlyUsageProblem('project', { monthly_usage_kwh: [0, ...new Array(11).fill(1_000_000)] })).toBeNull();
    expect(monthlyUsageProblem('project', { monthly_usage_kwh: null })).toBeNull();
    expect(monthlyUsageProblem('project', { monthly_consumption_kwh: 900 })).toBeNull();
    // Another collection's field of the same name is not this column.
    expect(monthlyUsageProblem('installer', { monthly_usage_kwh: 'anything' })).toBeNull();
  });

  it.each([
    ['11 months', MONTHS.slice(1), 'monthly_usage_kwh must hold 12 monthly kWh figures (January to December), not 11.'],
    ['a negative month', [...MONTHS.slice(1), -5], 'monthly_usage_kwh must hold numbers from 0 to 1,000,000 kWh.'],
    ['above 1,000,000', [...MONTHS.slice(1), 1_000_001], 'monthly_usage_kwh must hold numbers from 0 to 1,000,000 kWh.'],
    ['numbers as text', MONTHS.map(String), 'monthly_usage_kwh must hold numbers from 0 to 1,000,000 kWh.'],
    ['a text of 12 numbers', MONTHS.join(' '), 'monthly_usage_kwh must be a list of 12 monthly kWh figures, January first, or null.'],
    ['an object', { january: 600 }, 'monthly_usage_kwh must be a list of 12 monthly kWh figures, January first, or null.'],
  ])('refuses %s, naming the column', (_what, value, message) => {
    expect(monthlyUsageProblem('project', { monthly_usage_kwh: value })).toBe(message);
    // A batch create is checked row by row.
    expect(monthlyUsageProblem('project', [{ monthly_usage_kwh: MONTHS }, { monthly_usage_kwh: value }])).toBe(message);
  });
});

describe('the bounds of proposal_data and trust (issue 26: compiled once, not a Joi schema per write)', () => {
  const check = boundsCheck('proposal_data', { system_size_kw: [0, 1000], payment_method: { _in: ['cash', 'loan'] } });

  it('lets a missing or null column, a missing or null key, and values in bounds through', () => {
    expect(check(undefined)).toBeNull();
    expect(check(null)).toBeNull();
    expect(check({})).toBeNull();
    expect(check({ system_size_kw: null, payment_method: null })).toBeNull();
    expect(check({ system_size_kw: 0, payment_method: 'cash' })).toBeNull();
    expect(check({ system_size_kw: 1000, payment_method: 'loan' })).toBeNull();
    // A numeric string, as Directus's rule read it (Joi converts it), and keys no bound names.
    expect(check({ system_size_kw: '8.5', notes_of_mine: 'anything' })).toBeNull();
  });

  it('names the column, the key, the bound and the value refused', () => {
    expect(check({ system_size_kw: 1000.5 })).toBe(
      'Validation failed for field "proposal_data": "system_size_kw" must be from 0 to 1,000 (it is 1000.5).',
    );
    expect(check({ system_size_kw: -1 })).toContain('"system_size_kw" must be from 0 to 1,000');
    expect(check({ system_size_kw: 'eight' })).toContain('"system_size_kw" must be a number from 0 to 1,000 (it is "eight")');
    expect(check({ system_size_kw: '' })).toContain('must be a number');
    expect(check({ system_size_kw: true })).toContain('must be a number');
    expect(check({ payment_method: 'barter' })).toBe(
      'Validation failed for field "proposal_data": "payment_method" must be one of "cash", "loan" (it is "barter").',
    );
    expect(check({ payment_method: 1 })).toContain('must be one of');
  });

  it('refuses a column that is not an object of named values', () => {
    for (const value of [[8, 24000], 'cash', 12, true]) expect(check(value), JSON.stringify(value)).toContain('must be an object');
  });

  it('checks a quote’s proposal_data and trust with the registry’s bounds, row by row in a batch, and nothing else', () => {
    expect(
      quoteBoundsProblem('installer', { proposal_data: { system_size_kw: 8, payment_method: 'ppa' }, trust: { quality_rating: 4 } }),
    ).toBeNull();
    expect(quoteBoundsProblem('installer', { proposal_data: { system_size_kw: 5000 } })).toContain('"system_size_kw"');
    expect(quoteBoundsProblem('installer', { trust: { quality_rating: 7 } })).toContain('"trust": "quality_rating"');
    expect(
      quoteBoundsProblem('installer', [{ proposal_data: { system_size_kw: 8 } }, { proposal_data: { payment_method: 'barter' } }]),
    ).toContain('"payment_method"');
    expect(quoteBoundsProblem('project', { proposal_data: { system_size_kw: 5000 } })).toBeNull();
  });
});
