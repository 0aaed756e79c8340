// The hourly bill model's project inputs (issue 23): a homeowner's tariff, their meter's hourly use and its
// provenance are theirs alone. The owner saves and reads them back exactly; a visitor and a second homeowner
// find none of them through any query, the public shared view never carries them, and nobody else can change
// them. Every answer is judged by the shared probe (helpers/probe.mjs).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, patch, post, runId } from './helpers/http.mjs';
import { admin, newHomeowner, removeHomeowners } from './helpers/fixtures.mjs';
import { createProbe, failures } from './helpers/probe.mjs';
import { BILL_SETTING_FIELDS } from '../../src/quote-fields/settings.ts';

const BILL_COLUMNS = Object.values(BILL_SETTING_FIELDS).map((def) => def.column);

// Values found nowhere else, so any answer that carries one has leaked it.
const TARIFF_NAME = `Secret Tariff ${runId}`;
const FILE_NAME = `meter-${runId}.csv`;
const SENTINEL_KWH = 4.321987;

const tariff = {
  name: TARIFF_NAME,
  energyratestructure: [[{ rate: 0.31 }], [{ rate: 0.49 }]],
  energyweekdayschedule: Array.from({ length: 12 }, () => Array.from({ length: 24 }, (_, h) => (h >= 16 && h < 21 ? 1 : 0))),
  energyweekendschedule: Array.from({ length: 12 }, () => new Array(24).fill(0)),
  fixedchargefirstmeter: 12.5,
  atlas_export_compensation: 'net_billing',
  atlas_export_period_rates: [0.05, 0.08],
  atlas_source: { kind: 'form', saved_at: '2026-01-15T10:00:00.000Z' },
};
const hourly = Array.from({ length: 8760 }, (_, h) => (h === 4000 ? SENTINEL_KWH : Math.round((0.4 + (h % 24) / 40) * 1000) / 1000));
const source = {
  file: FILE_NAME,
  imported_at: '2026-01-15T10:00:00.000Z',
  format: 'green-button-csv',
  from: '2025-03-01 00:00',
  to: '2025-03-31 23:00',
  interval_minutes: 60,
  monthly_kwh: new Array(12).fill(700),
  extended_months: ['January'],
  extension_rule: 'Months with readings on fewer than 7 days are extended.',
  short_days: ['2025-03-09'],
  long_days: [],
  gap_hours: 0,
  filled_hours: 1,
  duplicates: 0,
  measured_import_kwh: 700,
  measured_export_kwh: 0,
  notes: [`Read from ${FILE_NAME}.`],
  summary: `Your meter’s interval data (Green Button CSV, 2025-03-01 to 2025-03-31); from ${FILE_NAME}`,
};

let owner;
let bob;
let project;
let quoteId;
const INVERTER_BRAND = `Secret Inverter ${runId}`;
const secrets = [TARIFF_NAME, FILE_NAME, String(SENTINEL_KWH)];
const probe = createProbe(() => secrets);

beforeAll(async () => {
  owner = await newHomeowner('bill-owner');
  bob = await newHomeowner('bill-bob');
  const created = await post(
    '/items/project',
    { country: 'USA', street_address: '1 Meter Lane', postal_code: '94103', state_province: 'CA', shared: true },
    { token: owner.token },
  );
  expect(created.status).toBe(200);
  project = created.body.data;
  const quote = await post(
    '/items/installer',
    {
      project_id: project.id,
      name: 'Inverter Check Solar',
      status: 'researching',
      proposal_data: { payment_method: 'cash', system_size_kw: 8, solar_system_cost: 24000 },
      equipment: { inverters: { type: 'string', warranty: 10, brand: INVERTER_BRAND } },
    },
    { token: owner.token },
  );
  expect(quote.status).toBe(200);
  quoteId = quote.body.data.id;
});

afterAll(async () => {
  await removeHomeowners();
});

describe('the owner’s tariff and meter data', () => {
  it('are saved and read back exactly as sent', async () => {
    const saved = await patch(
      `/items/project/${project.id}`,
      { tariff, hourly_usage_kwh: hourly, interval_source: source },
      { token: owner.token },
    );
    expect(saved.status).toBe(200);
    const read = await get(`/items/project/${project.id}?fields=${BILL_COLUMNS.join(',')},short_UUID`, { token: owner.token });
    expect(read.status).toBe(200);
    expect(read.body.data.tariff).toEqual(tariff);
    expect(read.body.data.hourly_usage_kwh).toEqual(hourly);
    expect(read.body.data.interval_source).toEqual(source);
    project = { ...project, short_UUID: read.body.data.short_UUID };
  });

  it('12 monthly kWh are saved; anything else is refused with a message naming the column, and nothing changes', async () => {
    const months = [1200, 1100, 950, 800, 700, 750, 900, 1000, 850, 750, 900, 1100];
    const saved = await patch(`/items/project/${project.id}`, { monthly_usage_kwh: months }, { token: owner.token });
    expect(saved.status).toBe(200);
    for (const [value, message] of [
      [months.slice(1), 'monthly_usage_kwh must hold 12 monthly kWh figures (January to December), not 11.'],
      [[...months.slice(1), -1], 'monthly_usage_kwh must hold numbers from 0 to 1,000,000 kWh.'],
      [months.map(String), 'monthly_usage_kwh must hold numbers from 0 to 1,000,000 kWh.'],
      [months.join(' '), 'monthly_usage_kwh must be a list of 12 monthly kWh figures, January first, or null.'],
    ]) {
      const refused = await patch(`/items/project/${project.id}`, { monthly_usage_kwh: value }, { token: owner.token });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].message).toBe(message);
    }
    const read = await get(`/items/project/${project.id}?fields=monthly_usage_kwh`, { token: owner.token });
    expect(read.body.data.monthly_usage_kwh).toEqual(months);
  });
});

describe.each([
  ['a visitor', () => null],
  ['a second homeowner', () => bob.token],
])('as %s', (_who, token) => {
  const paths = () => {
    const P = project.id;
    const name = encodeURIComponent(TARIFF_NAME);
    return [
      `/items/project/${P}`,
      `/items/project/${P}?fields=${BILL_COLUMNS.join(',')}`,
      '/items/project?fields=tariff,hourly_usage_kwh,interval_source',
      '/items/project?fields=*.*',
      `/items/project?filter[tariff][name][_eq]=${name}`,
      `/items/project?filter[interval_source][file][_eq]=${FILE_NAME}&fields=id`,
      '/items/project?filter[tariff][_nnull]=true&fields=id,street_address',
      `/items/project?search=${name}`,
      '/items/project?groupBy[]=tariff&aggregate[count]=*',
      '/items/project?export=json',
      '/items/installer?fields=project_id.tariff,project_id.interval_source',
    ];
  };

  it('no query returns any of it, nor a row it belongs to', async () => {
    const findings = await probe.sendAll(paths(), {
      token: token(),
      expect: token() ? { status: 'no-server-error', hiddenFields: BILL_COLUMNS } : { status: 'refused' },
    });
    expect(failures(findings)).toEqual([]);
    if (token()) {
      const filtered = await get('/items/project?filter[tariff][_nnull]=true&fields=id', { token: token() });
      expect(filtered.body.data).toEqual([]);
    }
  });

  it('the public shared view of the project shows none of it', async () => {
    const finding = await probe.send(`/atlas/shared/${project.short_UUID}`, {
      token: token(),
      expect: { status: 200, hiddenFields: [...BILL_COLUMNS, 'monthly_usage_kwh'] },
    });
    expect(failures([finding])).toEqual([]);
    expect(finding.answer.text).not.toContain('energyratestructure');
  });

  it('cannot change or remove it', async () => {
    for (const body of [{ tariff: null }, { hourly_usage_kwh: [1, 2, 3] }, { interval_source: { file: 'pwned.csv' } }]) {
      const finding = await probe.send(
        { method: 'PATCH', path: `/items/project/${project.id}`, body },
        { token: token(), expect: { status: 'refused' } },
      );
      expect(failures([finding])).toEqual([]);
    }
    const read = await get(`/items/project/${project.id}?fields=tariff,interval_source`, { token: await admin() });
    expect(read.body.data.tariff.name).toBe(TARIFF_NAME);
    expect(read.body.data.interval_source.file).toBe(FILE_NAME);
  });
});

describe('the site server’s read of a shared project (ATLAS_SITE_KEY)', () => {
  const path = () => `/atlas/shared/${project.short_UUID}`;

  it('a wrong or empty key gets the public view only', async () => {
    for (const key of ['wrong', '', `${process.env.ATLAS_SITE_KEY}x`]) {
      const finding = await probe.send(
        { method: 'GET', path: path(), headers: { 'x-atlas-site-key': key } },
        { expect: { status: 200, hiddenFields: [...BILL_COLUMNS, 'monthly_usage_kwh', 'bill', 'postal_code', 'inverters', 'equipment'] } },
      );
      expect(failures([finding])).toEqual([]);
    }
  });

  it('the key gets the bill inputs, reduced: the tariff without its name or source, no file, the ZIP prefix only', async () => {
    expect(process.env.ATLAS_SITE_KEY, 'the stack gives the suites its site key').toBeTruthy();
    const read = await get(path(), { headers: { 'x-atlas-site-key': process.env.ATLAS_SITE_KEY } });
    expect(read.status).toBe(200);
    const { bill, project: shown } = read.body.data;
    expect(Object.keys(shown)).not.toContain('tariff');
    expect(bill.tariff.energyratestructure).toEqual(tariff.energyratestructure);
    expect(bill.tariff.atlas_export_period_rates).toEqual(tariff.atlas_export_period_rates);
    expect(bill.tariff.atlas_source).toBeUndefined();
    expect(bill.hourly_usage_kwh).toEqual(hourly);
    expect(bill.postal_code).toBe('94100');
    expect(bill.state_province).toBe('CA');
    expect(read.text).not.toContain(TARIFF_NAME);
    expect(read.text).not.toContain(FILE_NAME);
    expect(read.text).not.toContain('1 Meter Lane');
    expect(read.text).not.toContain('94103');
    // Each quote's inverter, type and warranty only, beside the quotes (which keep their public fields).
    expect(read.body.data.inverters).toEqual({ [String(quoteId)]: { type: 'string', warranty: 10 } });
    expect(read.text).not.toContain(INVERTER_BRAND);
    expect(Object.keys(read.body.data.quotes[0]).sort()).toEqual(['domain', 'id', 'name', 'project_id', 'proposal_data', 'status']);
  });
});

describe('the owner removes them', () => {
  it('and the project reads as without them', async () => {
    const removed = await patch(
      `/items/project/${project.id}`,
      { tariff: null, monthly_usage_kwh: null, hourly_usage_kwh: null, interval_source: null },
      { token: owner.token },
    );
    expect(removed.status).toBe(200);
    const read = await get(`/items/project/${project.id}?fields=${BILL_COLUMNS.join(',')}`, { token: owner.token });
    expect(read.body.data).toEqual(Object.fromEntries(BILL_COLUMNS.map((column) => [column, null])));
  });
});
