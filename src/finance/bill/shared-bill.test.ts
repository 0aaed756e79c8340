import { describe, expect, it } from 'vitest';
import { SHARED_TARIFF_NAME, sharedBillInputs, sharedInverters } from '../../../directus/access/shared-view.mjs';
import { placeOf } from './location';
import { readTariff, TARIFF_BILL_FIELDS, flatTariff } from './tariff';

// What the shared page bills with (issue 23 with issue 22's "one comparison"): the site server gets a shared
// project's bill inputs, reduced so that nothing it does not bill with leaves Directus.

describe('a shared project’s bill inputs', () => {
  it('drop the utility, the rate’s name and address, and cut the ZIP code to the prefix the sun’s position uses', () => {
    const tariff = {
      ...flatTariff(0.21),
      label: '5cc0abc',
      utility: 'Xcel Energy',
      name: 'Residential TOU',
      uri: 'https://example.org/rate',
    };
    const project = {
      tariff,
      monthly_usage_kwh: [1, 2, 3],
      hourly_usage_kwh: null,
      postal_code: '80301-1234',
      state_province: 'CO',
      country: 'USA',
      street_address: '12 Private Lane',
      notes: 'Private note',
    };
    const inputs = sharedBillInputs(project);
    expect(Object.keys(inputs).sort()).toEqual([
      'country',
      'hourly_usage_kwh',
      'monthly_usage_kwh',
      'postal_code',
      'state_province',
      'tariff',
    ]);
    expect(JSON.stringify(inputs)).not.toMatch(/Xcel|Residential TOU|5cc0abc|example\.org|Private|80301/);
    expect(inputs.tariff?.name).toBe(SHARED_TARIFF_NAME);
    for (const key of Object.keys(inputs.tariff ?? {})) expect(['name', ...TARIFF_BILL_FIELDS]).toContain(key);
    expect(inputs.postal_code).toBe('80300');
    // The same place for the sun and the clock as the owner's full ZIP code.
    expect(placeOf(inputs)).toEqual(placeOf(project));
    // And the same bill: the reduced tariff reads as the whole one, apart from its name.
    const whole = readTariff(tariff).tariff;
    const reduced = readTariff(inputs.tariff).tariff;
    expect({ ...reduced, name: whole?.name }).toEqual(whole);
  });

  it('read a tariff stored as JSON text, and give nothing for one that is not an object', () => {
    expect(sharedBillInputs({ tariff: JSON.stringify(flatTariff(0.3)) }).tariff?.['energyratestructure']).toEqual([[{ rate: 0.3 }]]);
    expect(sharedBillInputs({ tariff: 'not json' }).tariff).toBeNull();
    expect(sharedBillInputs({ tariff: [1, 2] }).tariff).toBeNull();
    expect(sharedBillInputs({ postal_code: 'SW1A 1AA' }).postal_code).toBeNull();
  });
});

describe('the quotes’ inverters for the shared page', () => {
  it('keep each quote’s inverter type and warranty only, by quote id, and skip quotes that state neither', () => {
    const quotes = [
      { id: 'a', equipment: { inverters: { type: 'string', warranty: 10, brand: 'Secret', model: 'X1' }, panels: { brand: 'P' } } },
      { id: 'b', equipment: JSON.stringify({ inverters: { warranty: 25 } }) },
      { id: 'c', equipment: { inverters: { brand: 'Only a brand' } } },
      { id: 'd', equipment: null },
      { id: 'e', equipment: 'not json' },
    ];
    expect(sharedInverters(quotes)).toEqual({ a: { type: 'string', warranty: 10 }, b: { type: null, warranty: 25 } });
  });
});
