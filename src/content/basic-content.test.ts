import { describe, expect, it } from 'vitest';
import {
  parseBasicContentJson,
  readBasicContent,
  SERVICE_LABELS,
  toRange,
  unescapeStructuralWhitespace,
  warrantyLabel,
} from './basic-content';

const doc = {
  info: {
    coverage: { serves: ['co', 'WY'] },
    metrics: [
      { type: 'cost_per_watt', value: 2.85 },
      { type: 'project_cost_range', value: '15000-30000' },
    ],
    services: [{ type: 'solar_installation' }, { type: 'hvac' }, { name: 'Critter guards' }, { type: 'solar_installation' }],
    trust: [
      { type: 'certification', name: 'NABCEP PV Installation Professional', year: 2019 },
      { type: 'license', name: 'Colorado Electrical Contractor', year: 2015 },
      { type: 'award', name: 'Best of Denver', year: 2023 },
      { type: 'warranty', name: 'Workmanship', warranty_type: 'workmanship', year: 10 },
      { type: 'warranty', name: 'Panels', warranty_type: 'product', lifetime: true },
      { type: 'unknown', name: 'ignored' },
    ],
    partners: [{ type: 'equipment_supplier', name: 'REC' }, { type: 'partner', name: 'GoodLeap' }, { name: 'Enphase' }, { name: 'rec' }],
  },
};

describe('parseBasicContentJson', () => {
  it('reads JSON text, objects, and JSON encoded twice', () => {
    expect(parseBasicContentJson(JSON.stringify(doc))).toEqual(doc);
    expect(parseBasicContentJson(doc)).toEqual(doc);
    expect(parseBasicContentJson(JSON.stringify(JSON.stringify(doc)))).toEqual(doc);
    expect(parseBasicContentJson(JSON.stringify(doc).slice(1, -1).replace(/^/, '{').replace(/$/, '}').replace(/"/g, '\\"'))).toEqual(doc);
  });

  it('reads JSON stored with escaped newlines between tokens, keeping escapes inside strings', () => {
    const stored = '{\\n  "info": {\\n\\t"services": [{ "name": "Line one\\nline two" }]\\n  }\\n}';
    expect(parseBasicContentJson(stored)).toEqual({ info: { services: [{ name: 'Line one\nline two' }] } });
    expect(unescapeStructuralWhitespace('{\\n"a":"x\\ny"}')).toBe('{\n"a":"x\\ny"}');
  });

  it('gives null for anything unreadable', () => {
    for (const bad of ['', '   ', '{not json', 'null', '[1,2]', '"just text"', 42, null, undefined])
      expect(parseBasicContentJson(bad)).toBeNull();
  });
});

describe('readBasicContent', () => {
  const info = readBasicContent(JSON.stringify(doc))!;

  it('maps services to their labels, once each, names as given', () => {
    expect(info.services).toEqual(['Solar Installation', 'Heat Pumps', 'Critter guards']);
  });

  it('has a label for every service type of the spec', () => {
    expect(Object.keys(SERVICE_LABELS)).toHaveLength(13);
    expect(SERVICE_LABELS['solar_ppa']).toBe('PPA');
    expect(SERVICE_LABELS['ev_charging_installation']).toBe('EV Charger');
  });

  it('lists trust items, a workmanship warranty as a roof warranty and any other as a product warranty', () => {
    expect(info.trust.map((t) => t.label)).toEqual([
      'NABCEP PV Installation Professional (2019)',
      'Colorado Electrical Contractor',
      'Best of Denver (2023)',
      '10-year roof warranty',
      'Lifetime product warranty',
    ]);
    expect(warrantyLabel({ warranty_type: 'Workmanship' })).toBe('Roof warranty');
    expect(warrantyLabel({ warranty_type: 'equipment', year: 25 })).toBe('25-year product warranty');
    expect(warrantyLabel({ year: 2020 })).toBe('Product warranty');
  });

  it('lists partners once each, suppliers marked', () => {
    expect(info.partners).toEqual([
      { name: 'REC', kind: 'equipment_supplier' },
      { name: 'GoodLeap', kind: 'partner' },
      { name: 'Enphase', kind: 'partner' },
    ]);
  });

  it('reads cost per watt, the cost range and coverage', () => {
    expect(info.costPerWatt).toBe(2.85);
    expect(info.costRange).toEqual({ low: 15000, high: 30000 });
    expect(info.coverage).toEqual({ nationwide: false, states: ['CO', 'WY'] });
    expect(readBasicContent({ info: { coverage: { serves: 'Nationwide' } } })!.coverage).toEqual({ nationwide: true });
    expect(readBasicContent({ info: { coverage: { serves: 'CO, UT' } } })!.coverage).toEqual({ nationwide: false, states: ['CO', 'UT'] });
  });

  it.each([
    ['15000-30000', { low: 15000, high: 30000 }],
    ['$15,000 - $30,000', { low: 15000, high: 30000 }],
    ['$15k-$30k', { low: 15000, high: 30000 }],
    [[30000, 15000], { low: 15000, high: 30000 }],
    [
      { low: 1, high: 2 },
      { low: 1, high: 2 },
    ],
    [
      { min: '10000', max: '20000' },
      { low: 10000, high: 20000 },
    ],
    ['about 20000', null],
    [null, null],
  ])('range %j → %j', (value, range) => expect(toRange(value)).toEqual(range));

  it('is null for unreadable content (the minimal card) and empty for an empty document', () => {
    expect(readBasicContent('{"info": ')).toBeNull();
    expect(readBasicContent({})).toEqual({ coverage: null, costPerWatt: null, costRange: null, services: [], trust: [], partners: [] });
  });
});
