import { describe, expect, it } from 'vitest';
import { productionBand, productionSanity, TYPICAL_KWH_PER_KW } from './production-sanity';

describe('productionBand', () => {
  it('covers the 50 states, DC and Puerto Rico', () => {
    expect(Object.keys(TYPICAL_KWH_PER_KW)).toHaveLength(52);
  });

  it.each([
    // 70 % and 115 % of the typical yield.
    ['CO', { low: 1085, typical: 1550, high: 1783 }],
    ['az', { low: 1190, typical: 1700, high: 1955 }],
    [' wa ', { low: 805, typical: 1150, high: 1323 }],
    ['ZZ', null],
  ])('%s → %j', (state, band) => {
    expect(productionBand(state)).toEqual(band);
  });

  it('keeps every band inside the spec-wide 2,200 kWh per kW limit', () => {
    for (const state of Object.keys(TYPICAL_KWH_PER_KW)) expect(productionBand(state)?.high).toBeLessThanOrEqual(2200);
  });
});

describe('productionSanity', () => {
  it.each([
    // Colorado, 8 kW.
    ['CO', 11200, 8, 'ok', null],
    [
      'CO',
      15200,
      8,
      'high',
      'Production estimate (1,900 kWh per kW) is above the plausible range for CO (1,085–1,783); ask the installer how it was modelled',
    ],
    [
      'CO',
      8000,
      8,
      'low',
      'Production estimate (1,000 kWh per kW) is below the usual range for CO (1,085–1,783); check roof orientation and shading',
    ],
    ['XX', 15200, 8, 'unknown', null],
  ])('%s, %d kWh from %d kW → %s', (state, kwh, kw, status, message) => {
    const result = productionSanity(state, kwh, kw);
    expect(result?.status).toBe(status);
    expect(result?.warning?.message ?? null).toBe(message);
  });

  it('is undefined without size or production', () => {
    expect(productionSanity('CO', 0, 8)).toBeNull();
    expect(productionSanity('CO', 1000, Number.NaN)).toBeNull();
  });
});
