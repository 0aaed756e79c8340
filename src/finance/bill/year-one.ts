import type { HourCalendar } from './calendar';
import { billYear, type MonthBill, type YearBill } from './bill';
import { dispatch, type BatterySpec } from './dispatch';
import type { Tariff } from './tariff';

/** One month of year 1: the bill without solar and with this system. */
export interface BillMonth {
  readonly month: number;
  readonly before: MonthBill;
  readonly after: MonthBill;
}

/** Year 1 as the utility would bill it, with and without the system (money in integer cents). */
export interface YearOneBill {
  readonly months: readonly BillMonth[];
  readonly beforeCents: number;
  readonly afterCents: number;
  /** beforeCents − afterCents. */
  readonly savingsCents: number;
  /** The part of the savings earned by exports (net-billing credit applied, true-up). */
  readonly exportValueCents: number;
  /**
   * What the exports are worth on year 1's bills, whatever the compensation: the bill with this system were
   * exports to earn nothing, minus the bill with them. Under net metering it is the retail value of the kWh
   * they offset (which exportValueCents, the part of the savings that follows the export rate, leaves out).
   */
  readonly exportWorthCents: number;
  /** Net-billing credit that lapsed at the true-up. */
  readonly lapsedCreditCents: number;
  readonly productionKwh: number;
  readonly consumptionKwh: number;
  /** Production used at home, directly or through the battery (production − exports). */
  readonly selfConsumedKwh: number;
  readonly exportedKwh: number;
  readonly importedKwh: number;
  /** selfConsumed / production, 0–1 (0 without production). */
  readonly selfConsumptionShare: number;
  /** The battery's kWh delivered to the home and what it adds to the savings; null without a battery. */
  readonly battery: { readonly shiftedKwh: number; readonly valueCents: number } | null;
}

const peaks = new WeakMap<Tariff, WeakMap<HourCalendar, Uint8Array | null>>();

/** The peak hours of a TOU tariff: hours whose rate is the highest of their local day (kept per tariff and calendar). */
function peakHours(tariff: Tariff, calendar: HourCalendar): Uint8Array | null {
  const kept = peaks.get(tariff)?.get(calendar);
  if (kept !== undefined) return kept;
  const found = findPeakHours(tariff, calendar);
  const byCalendar = peaks.get(tariff) ?? new WeakMap<HourCalendar, Uint8Array | null>();
  byCalendar.set(calendar, found);
  peaks.set(tariff, byCalendar);
  return found;
}

function findPeakHours(tariff: Tariff, calendar: HourCalendar): Uint8Array | null {
  if (!tariff.timeOfUse) return null;
  const rateOf = (h: number): number => {
    const schedule = calendar.weekend[h] === 1 ? tariff.weekend : tariff.weekday;
    const p = schedule[calendar.month[h] ?? 0]?.[calendar.hour[h] ?? 0] ?? 0;
    return tariff.periods[p]?.tiers[0]?.rate ?? 0;
  };
  const peak = new Uint8Array(calendar.hours);
  let start = 0;
  for (let h = 1; h <= calendar.hours; h += 1) {
    if (h < calendar.hours && calendar.day[h] === calendar.day[start]) continue;
    let top = -Infinity;
    let bottom = Infinity;
    for (let k = start; k < h; k += 1) {
      const r = rateOf(k);
      if (r > top) top = r;
      if (r < bottom) bottom = r;
    }
    // A day with one price has no peak to hold for.
    if (top > bottom) for (let k = start; k < h; k += 1) if (rateOf(k) === top) peak[k] = 1;
    start = h;
  }
  return peak;
}

const total = (values: ArrayLike<number>): number => {
  let sum = 0;
  for (let i = 0; i < values.length; i += 1) sum += values[i] ?? 0;
  return sum;
};

/**
 * Year 1's bills without solar and with the system, from hourly production and use in the
 * tariff's local time; with a battery, its value is the bill it saves beyond solar alone.
 * `billWithoutSolar`, when given, is billYear(tariff, loadKwh, no exports) already computed.
 */
export function yearOneBill(
  tariff: Tariff,
  calendar: HourCalendar,
  productionKwh: Float64Array,
  loadKwh: Float64Array,
  battery: BatterySpec | null,
  billWithoutSolar: YearBill | null = null,
): YearOneBill {
  const before = billWithoutSolar ?? billYear(tariff, loadKwh, new Float64Array(calendar.hours), calendar);
  const peak = battery === null ? null : peakHours(tariff, calendar);
  const flows = dispatch(productionKwh, loadKwh, battery, peak, calendar.day);
  const after = billYear(tariff, flows.importKwh, flows.exportKwh, calendar);
  let batteryResult: YearOneBill['battery'] = null;
  if (battery !== null) {
    const solarOnly = dispatch(productionKwh, loadKwh, null);
    const withoutBattery = billYear(tariff, solarOnly.importKwh, solarOnly.exportKwh, calendar);
    batteryResult = { shiftedKwh: flows.shiftedKwh, valueCents: withoutBattery.totalCents - after.totalCents };
  }
  const produced = total(productionKwh);
  const exported = total(flows.exportKwh);
  const unpaid = exported > 0 ? billYear(tariff, flows.importKwh, new Float64Array(calendar.hours), calendar).totalCents : after.totalCents;
  const selfConsumed = Math.max(0, produced - exported);
  return {
    months: before.months.map((b, m) => ({ month: m, before: b, after: after.months[m] ?? b })),
    beforeCents: before.totalCents,
    afterCents: after.totalCents,
    savingsCents: before.totalCents - after.totalCents,
    exportValueCents: after.exportValueCents,
    exportWorthCents: unpaid - after.totalCents,
    lapsedCreditCents: after.lapsedCreditCents,
    productionKwh: produced,
    consumptionKwh: total(loadKwh),
    selfConsumedKwh: selfConsumed,
    exportedKwh: exported,
    importedKwh: total(flows.importKwh),
    selfConsumptionShare: produced > 0 ? selfConsumed / produced : 0,
    battery: batteryResult,
  };
}
