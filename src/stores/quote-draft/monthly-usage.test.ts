import { describe, expect, it } from 'vitest';
import { normalizeSettings } from './settings';
import {
  monthlyUsageFromDraft,
  monthlyUsageFromStored,
  monthlyUsagePayload,
  monthlyUsageProblem,
  monthlyUsageTotal,
} from './monthly-usage';

const YEAR = [1200, 1100, 950, 800, 700, 750, 900, 1000, 850, 750, 900, 1100];

describe('the 12 monthly kWh of the settings form', () => {
  it('reads a stored column: parsed or as JSON text, 12 numbers or nothing', () => {
    expect(monthlyUsageFromStored(YEAR)).toEqual(YEAR);
    expect(monthlyUsageFromStored(JSON.stringify(YEAR))).toEqual(YEAR);
    expect(monthlyUsageFromStored(YEAR.map(String))).toEqual(YEAR);
    expect(monthlyUsageFromStored(YEAR.slice(1))).toBeNull();
    expect(monthlyUsageFromStored([...YEAR.slice(1), 'lots'])).toBeNull();
    expect(monthlyUsageFromStored('{not json')).toBeNull();
    expect(monthlyUsageFromStored(null)).toBeNull();
  });

  it('keeps a draft’s months as typed, empty months included', () => {
    const draft = [...YEAR.slice(0, 2), null, ...YEAR.slice(3)];
    expect(monthlyUsageFromDraft(draft)).toEqual(draft);
    expect(monthlyUsageFromDraft(['x', ...YEAR.slice(1)])).toEqual([null, ...YEAR.slice(1)]);
    expect(monthlyUsageFromDraft(YEAR.slice(1))).toBeNull();
  });

  it('an empty month among typed ones is named, never filled', () => {
    const noMarch = YEAR.map((kwh, m) => (m === 2 ? null : kwh));
    expect(monthlyUsageProblem(noMarch)).toBe('Give March’s use, or clear the months.');
    expect(monthlyUsagePayload(noMarch)).toBeUndefined();
    // Only January typed: February is the first one missing.
    expect(monthlyUsageProblem([500, ...new Array<null>(11).fill(null)])).toBe('Give February’s use, or clear the months.');
  });

  it('each month is 0 to 100,000 kWh', () => {
    expect(monthlyUsageProblem(YEAR.map((kwh, m) => (m === 11 ? 100_001 : kwh)))).toBe('December’s use must be between 0 and 100,000 kWh.');
    expect(monthlyUsageProblem(YEAR.map((kwh, m) => (m === 0 ? -1 : kwh)))).toMatch(/^January’s use must be between 0/);
    expect(monthlyUsageProblem(YEAR.map((kwh, m) => (m === 0 ? 0 : m === 1 ? 100_000 : kwh)))).toBeNull();
  });

  it('a save writes 12 numbers, null when cleared or all empty, nothing when the column was not read', () => {
    expect(monthlyUsagePayload(YEAR)).toEqual(YEAR);
    expect(monthlyUsagePayload(null)).toBeNull();
    expect(monthlyUsagePayload(new Array<null>(12).fill(null))).toBeNull();
    expect(monthlyUsageProblem(new Array<null>(12).fill(null))).toBeNull();
    expect(monthlyUsagePayload(undefined)).toBeUndefined();
  });

  it('sums the months (worked by hand: 11,000 kWh)', () => {
    // 1,200 + 1,100 + 950 + 800 + 700 + 750 + 900 + 1,000 + 850 + 750 + 900 + 1,100 = 11,000.
    expect(monthlyUsageTotal(YEAR)).toBe(11_000);
    expect(monthlyUsageTotal([100, null, 50])).toBe(150);
  });

  it('a kept draft brings its months back as typed; an older draft without them has none', () => {
    const typedSoFar = [...YEAR.slice(0, 5), ...new Array<null>(7).fill(null)];
    expect(normalizeSettings({ monthly_consumption: 900, monthly_usage: typedSoFar }).monthly_usage).toEqual(typedSoFar);
    expect(normalizeSettings({ monthly_consumption: 900, monthly_usage: null }).monthly_usage).toBeNull();
    expect(normalizeSettings({ monthly_consumption: 900 })).not.toHaveProperty('monthly_usage');
  });
});
