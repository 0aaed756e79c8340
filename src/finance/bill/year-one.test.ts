import { describe, expect, it } from 'vitest';
import { hourCalendar } from './calendar';
import { flatTariff, readTariff, type StoredTariff, type Tariff } from './tariff';
import { yearOneBill } from './year-one';

// What the exports are worth on year 1's bills, whatever the compensation. Worked by hand: the home uses
// 1 kWh every hour; the panels make 5 kWh in the hour from noon, local time, and nothing else. So each day
// 4 kWh go to the grid: 4 × 365 = 1,460 kWh a year, and every month's use (e.g. January: 744 − 31 = 713 kWh
// bought) is far above its exports (124 kWh), so net metering nets every exported kWh within its month.
const pacific = hourCalendar({ standardOffsetHours: -8, observesDst: true });
const load = new Float64Array(pacific.hours).fill(1);
const production = Float64Array.from({ length: pacific.hours }, (_, h) => (pacific.hour[h] === 12 ? 5 : 0));

function tariffOf(stored: StoredTariff): Tariff {
  const { tariff, issues } = readTariff(stored);
  if (tariff === null) throw new Error(issues.map((i) => i.message).join(' '));
  return tariff;
}

describe('yearOneBill: what the exports are worth', () => {
  it('under net metering, the retail price of the use they offset', () => {
    const year = yearOneBill(tariffOf(flatTariff(0.2, { atlas_export_compensation: 'net_metering' })), pacific, production, load, null);
    expect(year.exportedKwh).toBe(1460);
    // 1,460 kWh × $0.20 = $292.00. None of it is a payment that follows an export rate (no true-up rate).
    expect(year.exportWorthCents).toBe(29_200);
    expect(year.exportValueCents).toBe(0);
    // The savings are the solar kWh used at home and the exports' offset, both at $0.20: 1,825 kWh × $0.20.
    expect(year.savingsCents).toBe(36_500);
  });

  it('under net billing, the credit taken off the bills', () => {
    const tariff = tariffOf(flatTariff(0.2, { atlas_export_compensation: 'net_billing', atlas_export_rate: 0.05 }));
    const year = yearOneBill(tariff, pacific, production, load, null);
    // 1,460 kWh × $0.05 = $73.00, all of it applied against energy charges far above it.
    expect(year.exportWorthCents).toBe(7_300);
    expect(year.exportValueCents).toBe(7_300);
  });

  it('with no export credit, nothing', () => {
    const year = yearOneBill(tariffOf(flatTariff(0.2, { atlas_export_compensation: 'none' })), pacific, production, load, null);
    expect(year.exportedKwh).toBe(1460);
    expect(year.exportWorthCents).toBe(0);
  });

  it('only what lifts the bill off a minimum', () => {
    // A $130 minimum a month. A 31-day month buys 744 − 31 = 713 kWh ($142.60) and exports 124: netted, 589 kWh
    // ($117.80), so the bill is the $130 minimum and the exports are worth $12.60. A 30-day month: 690 kWh
    // ($138.00), netted 570 ($114.00): worth $8.00. March and November have 743 and 721 hours (daylight saving):
    // 712 kWh ($142.40) → $12.40, and 691 kWh ($138.20) → $8.20. February buys 644 kWh ($128.80): the minimum
    // binds either way, worth $0. Six 31-day months, three 30-day: $75.60 + $12.40 + $24.00 + $8.20 = $120.20.
    const floor = tariffOf(flatTariff(0.2, { atlas_export_compensation: 'net_metering', mincharge: 130, minchargeunits: '$/month' }));
    const year = yearOneBill(floor, pacific, production, load, null);
    expect(year.exportWorthCents).toBe(12_020);
  });
});
