import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bill, billYear } from './bill';
import { hourCalendar } from './calendar';
import { flatTariff, readTariff, type StoredTariff, type Tariff } from './tariff';

// Every expected figure below is worked by hand in its comment.
const pacific = hourCalendar({ standardOffsetHours: -8, observesDst: true });
const HOURS = pacific.hours;

function tariffOf(stored: StoredTariff): Tariff {
  const { tariff, issues } = readTariff(stored);
  if (tariff === null) throw new Error(issues.map((i) => i.message).join(' '));
  return tariff;
}

/** kWh in every hour of one month (or of the year when month is null), 0 elsewhere. */
function fill(kwh: number, month: number | null = null): Float64Array {
  const out = new Float64Array(HOURS);
  for (let h = 0; h < HOURS; h += 1) if (month === null || pacific.month[h] === month) out[h] = kwh;
  return out;
}
const none = new Float64Array(HOURS);

describe('bill: one month', () => {
  it('charges tiers on the month’s kWh', () => {
    const tiered = tariffOf(flatTariff(0, { energyratestructure: [[{ max: 500, rate: 0.1 }, { rate: 0.2 }]] }));
    // January: 744 hours × 1 kWh = 744 kWh → 500 × $0.10 + 244 × $0.20 = $50.00 + $48.80 = $98.80.
    const jan = bill(tiered, fill(1), none, 0, { calendar: pacific });
    expect(jan.importedKwh).toBe(744);
    expect(jan.energyCents).toBe(9880);
    expect(jan.totalCents).toBe(9880);
  });

  it('reads daily tiers as the daily bound × the days of the month', () => {
    // 10 kWh a day in tier 1: February has 28 days → 280 kWh at $0.10; 672 − 280 = 392 at $0.30 → $28.00 + $117.60.
    const daily = tariffOf(
      flatTariff(0, {
        energyratestructure: [
          [
            { max: 10, rate: 0.1, unit: 'kWh daily' },
            { rate: 0.3, unit: 'kWh daily' },
          ],
        ],
      }),
    );
    const feb = bill(daily, fill(1), none, 1, { calendar: pacific });
    expect(feb.importedKwh).toBe(672);
    expect(feb.energyCents).toBe(2800 + 11760);
  });

  it('adds the fixed charge, monthly or by the day', () => {
    // April, 0.5 kWh × 720 h = 360 kWh × $0.20 = $72.00; + $10.00 a month, or $0.40 × 30 days = $12.00.
    const monthly = bill(tariffOf(flatTariff(0.2, { fixedchargefirstmeter: 10 })), fill(0.5), none, 3, { calendar: pacific });
    expect([monthly.energyCents, monthly.fixedCents, monthly.totalCents]).toEqual([7200, 1000, 8200]);
    const daily = bill(tariffOf(flatTariff(0.2, { fixedchargefirstmeter: 0.4, fixedchargeunits: '$/day' })), fill(0.5), none, 3, {
      calendar: pacific,
    });
    expect(daily.fixedCents).toBe(1200);
  });

  it('makes up a minimum bill', () => {
    // June: 0.01 kWh × 720 h = 7.2 kWh × $0.20 = $1.44; + $10 fixed = $11.44; minimum $15 → a $3.56 line, total $15.00.
    const t = tariffOf(flatTariff(0.2, { fixedchargefirstmeter: 10, mincharge: 15 }));
    const june = bill(t, fill(0.01), none, 5, { calendar: pacific });
    expect(june.energyCents).toBe(144);
    expect(june.minimumCents).toBe(356);
    expect(june.totalCents).toBe(1500);
    // Above the minimum: no line.
    expect(bill(t, fill(1), none, 5, { calendar: pacific }).minimumCents).toBe(0);
  });

  it('applies a yearly minimum at the true-up only', () => {
    // $0.10 × 1 kWh in January only = $74.40 over the year; a $100 yearly minimum → $25.60 in December.
    const t = tariffOf(flatTariff(0.1, { mincharge: 100, minchargeunits: '$/year' }));
    const year = billYear(t, fill(1, 0), none, pacific);
    expect(year.months.slice(0, 11).every((m) => m.minimumCents === 0)).toBe(true);
    expect(year.months[11]?.minimumCents).toBe(2560);
    expect(year.totalCents).toBe(10000);
  });
});

describe('bill: export compensation', () => {
  it('net metering nets by the month, banks the surplus and pays it at the true-up rate', () => {
    const t = tariffOf(flatTariff(0.25, { atlas_export_compensation: 'net_metering', atlas_true_up_rate: 0.04 }));
    // January: export 0.5 kWh × 744 h = 372 kWh, no import → bank 372. February: import 0.25 × 672 = 168 kWh, all from the
    // bank → $0, bank 204. December: true-up pays 204 kWh × $0.04 = $8.16.
    const imports = fill(0.25, 1);
    const exports = fill(0.5, 0);
    const year = billYear(t, imports, exports, pacific);
    expect(year.months[0]?.totalCents).toBe(0);
    expect(year.months[1]?.energyCents).toBe(0);
    expect(year.months[1]?.carry.bankKwh).toBe(204);
    expect(year.months[11]?.trueUpCents).toBe(816);
    expect(year.totalCents).toBe(-816);
    expect(year.exportValueCents).toBe(816);
  });

  it('net metering offsets the same month’s imports at the retail rate', () => {
    // March: import 1 kWh and export 0.4 kWh every hour (743 h): billed (1 − 0.4) × 743 = 445.8 kWh × $0.30 = $133.74.
    const t = tariffOf(flatTariff(0.3));
    const march = bill(t, fill(1, 2), fill(0.4, 2), 2, { calendar: pacific });
    expect(march.energy[0]?.kwh).toBeCloseTo(445.8, 9);
    expect(march.energyCents).toBe(13374);
  });

  it('net billing credits each exported kWh at the flat export rate, against energy charges only', () => {
    // May (744 h): import 1 kWh/h at $0.30 = $223.20; export 0.5 kWh/h = 372 kWh × $0.05 = $18.60; fixed $12.
    const t = tariffOf(flatTariff(0.3, { atlas_export_compensation: 'net_billing', atlas_export_rate: 0.05, fixedchargefirstmeter: 12 }));
    const may = bill(t, fill(1, 4), fill(0.5, 4), 4, { calendar: pacific });
    expect([may.energyCents, may.exportCreditCents, may.creditAppliedCents, may.totalCents]).toEqual([
      22320,
      1860,
      1860,
      22320 + 1200 - 1860,
    ]);
  });

  it('net billing carries unused credit forward and lets it lapse at the true-up', () => {
    // July only exports: 0.5 × 744 = 372 kWh × $0.10 = $37.20 of credit, no energy charge → carried. August imports
    // 0.1 × 744 = 74.4 kWh × $0.30 = $22.32, all paid by credit → $14.88 left, which lapses in December.
    const t = tariffOf(flatTariff(0.3, { atlas_export_compensation: 'net_billing', atlas_export_rate: 0.1 }));
    const year = billYear(t, fill(0.1, 7), fill(0.5, 6), pacific);
    expect(year.months[6]?.carry.creditCents).toBe(3720);
    expect(year.months[7]?.creditAppliedCents).toBe(2232);
    expect(year.months[7]?.totalCents).toBe(0);
    expect(year.lapsedCreditCents).toBe(1488);
    expect(year.exportValueCents).toBe(2232);
  });

  it('net billing by TOU period and by a 12 × 24 table', () => {
    const schedule = Array.from({ length: 12 }, () => Array.from({ length: 24 }, (_, h) => (h >= 16 && h < 21 ? 1 : 0)));
    const base = {
      energyratestructure: [[{ rate: 0.3 }], [{ rate: 0.5 }]],
      energyweekdayschedule: schedule,
      energyweekendschedule: schedule,
    };
    // January exports 1 kWh every hour: 31 × 5 = 155 peak hours × $0.20 + 589 other hours × $0.04 = $31.00 + $23.56.
    const byPeriod = tariffOf({ ...base, atlas_export_compensation: 'net_billing', atlas_export_period_rates: [0.04, 0.2] });
    expect(bill(byPeriod, fill(2, 0), fill(1, 0), 0, { calendar: pacific }).exportCreditCents).toBe(3100 + 2356);
    // The table pays $0.01 × (hour + 1): Σ over 24 hours of (h + 1) cents = 300 cents a day × 31 days = $93.00.
    const table = Array.from({ length: 12 }, () => Array.from({ length: 24 }, (_, h) => (h + 1) / 100));
    const byHour = tariffOf({ ...base, atlas_export_compensation: 'net_billing', atlas_export_table: table });
    expect(bill(byHour, fill(2, 0), fill(1, 0), 0, { calendar: pacific }).exportCreditCents).toBe(9300);
  });

  it('pays nothing for exports without an export credit', () => {
    const t = tariffOf(flatTariff(0.3, { atlas_export_compensation: 'none' }));
    const year = billYear(t, fill(1, 0), fill(1, 5), pacific);
    expect(year.exportValueCents).toBe(0);
    expect(year.totalCents).toBe(22320);
  });
});

describe('hours in the tariff’s local time', () => {
  it('has a 23-hour day in March and a 25-hour day in November, and 8,760 hours in all', () => {
    expect(HOURS).toBe(8760);
    const hoursOfDay = (day: number): number[] => [...pacific.hour.filter((_, h) => pacific.day[h] === day)];
    // 2025-03-09 is day 67 (0-based): local 2 am does not happen. 2025-11-02 is day 305: local 1 am happens twice.
    expect(hoursOfDay(67)).toEqual([0, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);
    expect(hoursOfDay(305)).toEqual([0, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);
    expect(pacific.monthStart[3]! - pacific.monthStart[2]!).toBe(743);
    expect(pacific.monthStart[11]! - pacific.monthStart[10]!).toBe(721);
  });

  it('bills the peak by the clock across daylight saving', () => {
    // Peak 4–9 pm local on every day. March (743 h): 31 × 5 = 155 peak kWh, 588 off-peak; November (721 h): 150 and 571.
    const schedule = Array.from({ length: 12 }, () => Array.from({ length: 24 }, (_, h) => (h >= 16 && h < 21 ? 1 : 0)));
    const t = tariffOf({
      energyratestructure: [[{ rate: 0.1 }], [{ rate: 0.5 }]],
      energyweekdayschedule: schedule,
      energyweekendschedule: schedule,
    });
    const march = bill(t, fill(1), none, 2, { calendar: pacific });
    expect(march.energy.map((line) => line.kwh)).toEqual([588, 155]);
    expect(march.energyCents).toBe(5880 + 7750);
    const november = bill(t, fill(1), none, 10, { calendar: pacific });
    expect(november.energy.map((line) => line.kwh)).toEqual([571, 150]);
    // Arizona keeps standard time: March has 744 hours.
    const arizona = hourCalendar({ standardOffsetHours: -7, observesDst: false });
    expect(arizona.monthStart[3]! - arizona.monthStart[2]!).toBe(744);
  });

  it('uses the weekend schedule on Saturdays and Sundays', () => {
    // January 2025 has 8 weekend days (4, 5, 11, 12, 18, 19, 25, 26): weekend hours are period 1 at $0.50.
    const weekday = Array.from({ length: 12 }, () => new Array<number>(24).fill(0));
    const weekend = Array.from({ length: 12 }, () => new Array<number>(24).fill(1));
    const t = tariffOf({
      energyratestructure: [[{ rate: 0.1 }], [{ rate: 0.5 }]],
      energyweekdayschedule: weekday,
      energyweekendschedule: weekend,
    });
    const jan = bill(t, fill(1), none, 0, { calendar: pacific });
    expect(jan.energy.map((line) => line.kwh)).toEqual([23 * 24, 8 * 24]);
  });
});

describe('bill: properties', () => {
  it('net metering on a flat rate bills what an independent kWh ledger says, and never more than without exports', () => {
    // The ledger below is written separately from bill.ts: per month, net = import − export − bank; a positive net is
    // billed at the rate, a negative one is banked; after December the bank is paid at the true-up rate.
    const month = fc.array(fc.record({ imp: fc.integer({ min: 0, max: 3000 }), exp: fc.integer({ min: 0, max: 3000 }) }), {
      minLength: 12,
      maxLength: 12,
    });
    fc.assert(
      fc.property(month, fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 10 }), (months, rateCents, trueUpCents) => {
        const t = tariffOf(flatTariff(rateCents / 100, { atlas_true_up_rate: trueUpCents / 100 }));
        // Each month's kWh land in its first hour (Wh-exact integers).
        const imports = new Float64Array(HOURS);
        const exports = new Float64Array(HOURS);
        months.forEach((m, i) => {
          imports[pacific.monthStart[i]!] = m.imp;
          exports[pacific.monthStart[i]!] = m.exp;
        });
        let bank = 0;
        let expected = 0;
        for (const m of months) {
          const net = m.imp - m.exp - bank;
          bank = net < 0 ? -net : 0;
          expected += Math.max(0, net) * rateCents;
        }
        expected -= bank * trueUpCents;
        const year = billYear(t, imports, exports, pacific);
        expect(year.totalCents).toBe(expected);
        expect(year.totalCents).toBeLessThanOrEqual(billYear(t, imports, none, pacific).totalCents);
      }),
      { numRuns: 60 },
    );
  });
});
