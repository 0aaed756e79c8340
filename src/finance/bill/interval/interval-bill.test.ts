import { describe, expect, it } from 'vitest';
import { analyzeQuote } from '../../quote-engine';
import { billSetup, billTimeZone } from '../setup';
import { importIntervalData, intervalToSettings } from './index';
import { greenButtonCsv, localMidnight, readings, type Wall } from './test-support';

// From the meter's file to the bill: the import fills the project's hourly_usage_kwh, and the bill
// engine bills exactly those hours. Every figure below is worked by hand from the generator's rule.

/** TOU: $0.50 from 4 to 9 pm on weekdays, $0.25 at every other hour; $10 a month fixed. */
const peak = Array.from({ length: 12 }, () => Array.from({ length: 24 }, (_, h) => (h >= 16 && h < 21 ? 1 : 0)));
const TARIFF = {
  name: 'Test TOU',
  energyratestructure: [[{ rate: 0.25 }], [{ rate: 0.5 }]],
  energyweekdayschedule: peak,
  energyweekendschedule: Array.from({ length: 12 }, () => new Array<number>(24).fill(0)),
  fixedchargefirstmeter: 10,
  fixedchargeunits: '$/month',
  atlas_export_compensation: 'net_billing',
  atlas_export_rate: 0,
};

/** The home: 1 kWh an hour, 2 kWh an hour from 4 to 9 pm on the wall clock, every day. */
const home = (wall: Wall): { importKwh: number } => ({ importKwh: wall.hour >= 16 && wall.hour < 21 ? 2 : 1 });

describe('a home’s interval data feeds the bill', () => {
  const project = { tariff: TARIFF, postal_code: '94103', state_province: 'CA' };
  const rows = readings(localMidnight('2025-01-01', -8), localMidnight('2026-01-01', -8), 60, 'America/Los_Angeles', home);
  const imported = importIntervalData(greenButtonCsv(rows, 60), billTimeZone(project));
  if (!imported.ok) throw new Error(imported.message);
  const withUsage = { ...project, ...intervalToSettings(imported.value) };

  it('bills the meter’s own hours: peak kWh on weekday evenings, the rest off-peak', () => {
    const setup = billSetup(withUsage, {}, 0);
    expect(setup.basis?.usage).toBe('interval');
    // 2025 has 261 weekdays (1 January is a Wednesday: 52 weeks and one more weekday).
    // Peak: 261 × 5 h × 2 kWh = 2,610 kWh × $0.50 = $1,305.00.
    // Off-peak: 365 × 29 kWh − 2,610 = 7,975 kWh × $0.25 = $1,993.75. Fixed: 12 × $10 = $120.
    expect(setup.bill?.consumptionKwh).toBeCloseTo(10585, 6);
    expect(setup.bill?.beforeCents).toBe(130500 + 199375 + 12000);
    // January: 23 weekdays × 10 kWh at $0.50 = $115.00; 31 × 29 − 230 = 669 kWh at $0.25 = $167.25; $10 fixed.
    const january = setup.bill?.months[0]?.before;
    expect(january?.energy.map((line) => [line.period, line.kwh, line.cents])).toEqual([
      [0, 669, 16725],
      [1, 230, 11500],
    ]);
    expect(january?.totalCents).toBe(16725 + 11500 + 1000);
  });

  it('reads the field as JSON text too (a form’s hidden input, a copied project)', () => {
    const asText = { ...project, hourly_usage_kwh: JSON.stringify(withUsage.hourly_usage_kwh) };
    expect(billSetup(asText, {}, 0).bill?.beforeCents).toBe(341875);
  });

  it('a file an hour off (the clock misread) would bill differently: the alignment matters', () => {
    const shifted = { ...withUsage, hourly_usage_kwh: [...withUsage.hourly_usage_kwh.slice(1), withUsage.hourly_usage_kwh[0] ?? 0] };
    expect(billSetup(shifted, {}, 0).bill?.beforeCents).not.toBe(341875);
  });

  it('reaches analyzeQuote: the hourly use from the file is what the quote is billed against', () => {
    const quote = { system_size_kw: 6, solar_system_cost: 18000, other_costs: 0, year1_production_kwh: 8000, payment_method: 'cash' };
    const { result } = analyzeQuote({ ...withUsage, monthly_consumption_kwh: 882, current_rate_per_kwh: 0.3 }, quote);
    expect(result?.bill?.before).toBe(3418.75);
    expect(result?.assumptions.find((a) => a.code === 'SAVINGS_MODEL')?.value).toMatch(/^Hour by hour/);
  });
});
