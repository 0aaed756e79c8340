import { describe, expect, it } from 'vitest';
import { flatTariff, readTariff } from './tariff';

describe('readTariff: bad input gets a clear message', () => {
  it('rejects a schedule that is not 12 × 24', () => {
    const { tariff, issues } = readTariff({ ...flatTariff(0.2), energyweekdayschedule: [[0, 0, 0]] });
    expect(tariff).toBeNull();
    expect(issues[0]?.message).toMatch(/must be 12 months × 24 hours .*1 rows/);
    expect(issues[0]?.field).toBe('energyweekdayschedule');
  });

  it('flags a rate in cents as implausible', () => {
    const { tariff, issues } = readTariff(flatTariff(32));
    expect(tariff).toBeNull();
    expect(issues.map((i) => i.message).join(' ')).toMatch(/32 \$\/kWh is implausible: is it in cents\?/);
  });

  it('names unknown fields and demand charges, and still reads the rate', () => {
    const { tariff, issues } = readTariff({ ...flatTariff(0.2), demandratestructure: [[{ rate: 10 }]], colour: 'blue', utility: 'PG&E' });
    expect(tariff).not.toBeNull();
    expect(issues.map((i) => i.field)).toEqual(['demandratestructure', 'colour']);
    expect(issues.every((i) => i.severity === 'warning')).toBe(true);
  });

  it('says a file of another format has no energy charges', () => {
    const { tariff, issues } = readTariff({ items: [{ label: 'x' }] });
    expect(tariff).toBeNull();
    expect(issues.map((i) => i.message)).toContain('The rate has no energy charges (energyratestructure is missing or empty).');
    expect(readTariff([1, 2]).issues[0]?.message).toBe('The tariff must be one rate object (URDB JSON fields).');
  });

  it('rejects a schedule naming a period the rate lacks', () => {
    const schedule = Array.from({ length: 12 }, () => new Array<number>(24).fill(2));
    const { issues } = readTariff({ ...flatTariff(0.2), energyweekdayschedule: schedule });
    expect(issues[0]?.message).toMatch(/names period 2, but the rate has 1 period/);
  });

  it('reads URDB adjustments into the rate and knows a TOU rate', () => {
    const schedule = Array.from({ length: 12 }, () => Array.from({ length: 24 }, (_, h) => (h >= 16 && h < 21 ? 1 : 0)));
    const { tariff } = readTariff({ energyratestructure: [[{ rate: 0.2, adj: 0.01 }], [{ rate: 0.4 }]], energyweekdayschedule: schedule });
    expect(tariff?.periods[0]?.tiers[0]?.rate).toBeCloseTo(0.21, 12);
    expect(tariff?.timeOfUse).toBe(true);
    expect(tariff?.weekend).toBe(tariff?.weekday);
    expect(readTariff(flatTariff(0.2)).tariff?.timeOfUse).toBe(false);
  });
});
