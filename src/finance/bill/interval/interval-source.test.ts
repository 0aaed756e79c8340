import { describe, expect, it } from 'vitest';
import { analyzeQuote, type ProjectEnergySettings } from '../../quote-engine';
import { hourCalendar, timeZoneOf } from '../calendar';
import { intervalSourceLine, readIntervalSource } from '../interval-source';
import { billTimeZone } from '../location';
import { flatTariff } from '../tariff';
import { importIntervalData, intervalToProject } from './index';
import { greenButtonCsv, localMidnight, readings, type Wall } from './test-support';

// What an interval-data import stores on the project (hourly_usage_kwh and interval_source), through
// JSON as Directus keeps it, and read back by the screens and the engine. The file is generated: March
// 2025 in Los Angeles, 1 kWh an hour and 2 kWh from 4 pm to 9 pm on the wall clock.

const LA = 'America/Los_Angeles';
const PROJECT = { postal_code: '94103', state_province: 'CA' };
const zone = billTimeZone(PROJECT);
const evening = (wall: Wall) => ({ importKwh: wall.hour >= 16 && wall.hour < 21 ? 2 : 1 });
const march = readings(localMidnight('2025-03-01', -8), localMidnight('2025-04-01', -8) - 3_600_000, 60, LA, evening);
const IMPORTED_AT = new Date('2026-02-03T04:05:06Z');

function imported() {
  const outcome = importIntervalData(greenButtonCsv(march, 60), zone);
  if (!outcome.ok) throw new Error(outcome.message);
  return intervalToProject(outcome.value, zone, 'pge-march.csv', IMPORTED_AT);
}

describe('an interval import as the project stores it', () => {
  const stored = JSON.parse(JSON.stringify(imported())) as { hourly_usage_kwh: unknown; interval_source: unknown };

  it('keeps the provenance and the review’s findings through JSON', () => {
    const source = readIntervalSource(stored.interval_source);
    expect(source).toEqual(imported().interval_source);
    expect(source?.file).toBe('pge-march.csv');
    expect(source?.imported_at).toBe('2026-02-03T04:05:06.000Z');
    expect(source?.format).toBe('green-button-csv');
    // The spring-forward day is in the file (a 23-hour day), and 11 months are extended by the stated rule.
    expect(source?.short_days).toEqual(['2025-03-09']);
    expect(source?.extended_months).toHaveLength(11);
    expect(source?.extended_months).not.toContain('March');
    expect(source?.extension_rule).toMatch(/fewer than 7 days/);
  });

  it('sums each month on the engine’s calendar: March is the file’s own kWh', () => {
    const source = readIntervalSource(stored.interval_source)!;
    // 31 days, one of them 23 hours long: 743 readings; 5 of each day's hours at 2 kWh → 743 + 31 × 5 = 898 kWh.
    expect(march).toHaveLength(743);
    expect(source.monthly_kwh[2]).toBe(898);
    expect(source.measured_import_kwh).toBe(898);
    const hours = stored.hourly_usage_kwh as number[];
    const calendar = hourCalendar(timeZoneOf('CA'));
    const sums = new Array<number>(12).fill(0);
    hours.forEach((kwh, h) => (sums[calendar.month[h]!] = (sums[calendar.month[h]!] ?? 0) + kwh));
    expect(source.monthly_kwh).toEqual(sums.map((kwh) => Math.round(kwh * 10) / 10));
  });

  it('names the file in the assumption line of every quote billed on these hours', () => {
    const project: ProjectEnergySettings = {
      ...PROJECT,
      ...stored,
      monthly_consumption_kwh: 900,
      current_rate_per_kwh: 0.3,
      tariff: flatTariff(0.3),
    } as ProjectEnergySettings;
    const result = analyzeQuote(project, { system_size_kw: 6, solar_system_cost: 18000, year1_production_kwh: 9000 }).result;
    const usage = result?.assumptions.find((a) => a.code === 'USAGE_SHAPE');
    expect(usage?.value).toBe(intervalSourceLine(readIntervalSource(stored.interval_source)!));
    expect(usage?.value).toBe(
      'Your meter’s interval data (Green Button CSV, 2025-03-01 to 2025-03-31), 11 months extended; from pge-march.csv',
    );
    expect(usage?.source).toBe('entered');
  });

  it('reads nothing from what is not a provenance, and never throws', () => {
    expect(readIntervalSource(null)).toBeNull();
    expect(readIntervalSource('{not json')).toBeNull();
    expect(readIntervalSource({ file: 'x.csv' })).toBeNull();
    expect(readIntervalSource(JSON.stringify(stored.interval_source))?.file).toBe('pge-march.csv');
  });
});
