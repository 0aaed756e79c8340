import { D, ZERO, type Dec } from '../decimal';
import { roundCents } from '../rounding';
import { hourCalendar, type HourCalendar } from './calendar';
import type { Tariff } from './tariff';

/**
 * A utility bill computed from a tariff and a year of hourly kWh. Energy is in floating-point kWh;
 * each month's meter registers are read to the watt-hour (0.001 kWh) like a utility meter, and
 * every money line is computed in decimal and rounded to the cent once.
 *
 * Conventions where tariffs differ (stated in the methodology):
 * - Net metering (full retail): exported kWh offset imported kWh of the same month, the most
 *   expensive period first; what is left over is banked in kWh and offsets later months; at the
 *   true-up after December the kWh still banked are paid at the true-up rate.
 * - Net billing: imports are billed in full; each exported kWh earns the export value of its hour.
 *   The credit offsets energy charges (not the fixed charge or the minimum bill); credit left over is
 *   carried forward in dollars and, as in California's net billing tariff, lapses at the true-up.
 * - Tiers: a period's kWh climb the tiers with the month's total billed kWh (spread over the periods
 *   in proportion, the method of NREL's SAM); 'kWh daily' tiers are the daily bound × days.
 * - Minimum bill: when energy and fixed charges come to less, a line makes up the difference
 *   ($/month, $/day × days, or $/year checked at the true-up).
 */

/** One period's energy charge on a monthly bill. */
export interface EnergyLine {
  readonly period: number;
  /** kWh billed in the period (after netting, for net metering). */
  readonly kwh: number;
  readonly cents: number;
}

/** What is carried from one month's bill to the next. */
export interface BillCarry {
  /** Net metering: kWh banked. */
  readonly bankKwh: number;
  /** Net billing: export credit not yet used, cents. */
  readonly creditCents: number;
}

/** One month's bill, money in integer cents. */
export interface MonthBill {
  readonly month: number;
  readonly importedKwh: number;
  readonly exportedKwh: number;
  readonly energy: readonly EnergyLine[];
  readonly energyCents: number;
  readonly fixedCents: number;
  readonly minimumCents: number;
  /** Net billing: the value of this month's exports. */
  readonly exportCreditCents: number;
  /** Net billing: export credit (this month's and carried) taken off this bill. */
  readonly creditAppliedCents: number;
  /** Net metering: paid at the true-up (December only). */
  readonly trueUpCents: number;
  /** What is owed: energy + fixed + minimum − credit applied − true-up (negative: paid to the customer). */
  readonly totalCents: number;
  readonly carry: BillCarry;
}

/** A year of bills. */
export interface YearBill {
  readonly months: readonly MonthBill[];
  readonly totalCents: number;
  /** The value earned by exports: net-billing credit applied plus the true-up. */
  readonly exportValueCents: number;
  /** Net billing credit that lapsed at the true-up, cents. */
  readonly lapsedCreditCents: number;
}

export const NO_CARRY: BillCarry = { bankKwh: 0, creditCents: 0 };

/** A meter register read to the watt-hour. */
const wh = (kwh: number): number => Math.round(kwh * 1000) / 1000;

/** The tiered charge of `kwh` billed in one period (single tier: kWh × rate). */
function tieredCharge(tiers: Tariff['periods'][number]['tiers'], kwh: Dec, days: number): Dec {
  if (tiers.length === 1) return kwh.times(tiers[0]?.rate ?? 0);
  let charge: Dec = ZERO;
  let lower: Dec = ZERO;
  for (const tier of tiers) {
    const upper = tier.max === Infinity ? null : new D(tier.max).times(tier.daily ? days : 1);
    const top = upper === null || kwh.lt(upper) ? kwh : upper;
    if (top.gt(lower)) charge = charge.plus(top.minus(lower).times(tier.rate));
    if (upper === null || kwh.lte(upper)) break;
    lower = upper;
  }
  return charge;
}

/**
 * One month's bill (month 0–11) from a year of hourly imported and exported kWh (indexed by the
 * calendar's hours), with what the previous month carried. December settles the annual true-up
 * unless `trueUp` is false. Never throws for a checked tariff.
 */
export function bill(
  tariff: Tariff,
  hourlyImportKwh: ArrayLike<number>,
  hourlyExportKwh: ArrayLike<number>,
  month: number,
  options: {
    readonly calendar?: HourCalendar;
    readonly carry?: BillCarry;
    readonly trueUp?: boolean;
    readonly yearChargesCents?: number;
  } = {},
): MonthBill {
  const calendar = options.calendar ?? hourCalendar({ standardOffsetHours: -8, observesDst: true });
  const carry = options.carry ?? NO_CARRY;
  const periods = tariff.periods.length;
  const imp = new Float64Array(periods);
  const exp = new Float64Array(periods);
  // Net billing by the hour: exports per local hour of day (the table's column for this month).
  const expByHour = tariff.exportValue?.kind === 'table' ? new Float64Array(24) : null;
  const from = calendar.monthStart[month] ?? 0;
  const to = calendar.monthStart[month + 1] ?? from;
  for (let h = from; h < to; h += 1) {
    const localHour = calendar.hour[h] ?? 0;
    const schedule = calendar.weekend[h] === 1 ? tariff.weekend : tariff.weekday;
    const p = schedule[month]?.[localHour] ?? 0;
    const i = hourlyImportKwh[h] ?? 0;
    const e = hourlyExportKwh[h] ?? 0;
    imp[p] = (imp[p] ?? 0) + i;
    exp[p] = (exp[p] ?? 0) + e;
    if (expByHour !== null) expByHour[localHour] = (expByHour[localHour] ?? 0) + e;
  }
  let importedKwh = 0;
  let exportedKwh = 0;
  for (let p = 0; p < periods; p += 1) {
    imp[p] = wh(imp[p] ?? 0);
    exp[p] = wh(exp[p] ?? 0);
    importedKwh += imp[p] ?? 0;
    exportedKwh += exp[p] ?? 0;
  }
  const days = calendar.daysInMonth[month] ?? 30;

  // kWh billed per period: all imports, or for net metering what the month's and banked exports leave.
  const billed = Array.from(imp, (kwh) => new D(kwh));
  let bank: Dec = new D(wh(carry.bankKwh));
  if (tariff.exportCompensation === 'net_metering') {
    for (let p = 0; p < periods; p += 1) {
      const net = new D(exp[p] ?? 0);
      const used = net.lt(billed[p] ?? ZERO) ? net : (billed[p] ?? ZERO);
      billed[p] = (billed[p] ?? ZERO).minus(used);
      bank = bank.plus(net.minus(used));
    }
    // The surplus of the month and the bank offset the priciest periods first.
    const order = [...Array(periods).keys()].sort(
      (a, b) => (tariff.periods[b]?.tiers[0]?.rate ?? 0) - (tariff.periods[a]?.tiers[0]?.rate ?? 0),
    );
    for (const p of order) {
      if (bank.isZero()) break;
      const left = billed[p] ?? ZERO;
      const used = bank.lt(left) ? bank : left;
      billed[p] = left.minus(used);
      bank = bank.minus(used);
    }
  }
  let totalBilled: Dec = ZERO;
  for (const kwh of billed) totalBilled = totalBilled.plus(kwh);
  const energy: EnergyLine[] = [];
  let energyCents = 0;
  for (let p = 0; p < periods; p += 1) {
    const kwh = billed[p] ?? ZERO;
    if (kwh.isZero()) continue;
    const tiers = tariff.periods[p]?.tiers ?? [];
    const charge = tiers.length === 1 ? tieredCharge(tiers, kwh, days) : tieredCharge(tiers, totalBilled, days).times(kwh).div(totalBilled);
    const cents = roundCents(charge.times(100));
    energy.push({ period: p, kwh: kwh.toNumber(), cents });
    energyCents += cents;
  }
  const fixedCents = roundCents(new D(tariff.fixedCharge).times(tariff.fixedPer === 'day' ? days : 1).times(100));
  const charges = energyCents + fixedCents;
  let minimumCents = 0;
  if (tariff.minPer !== 'year') {
    const minimum = roundCents(new D(tariff.minCharge).times(tariff.minPer === 'day' ? days : 1).times(100));
    minimumCents = Math.max(0, minimum - charges);
  } else if (month === 11 && options.trueUp !== false) {
    const yearCharges = (options.yearChargesCents ?? 0) + charges;
    minimumCents = Math.max(0, roundCents(new D(tariff.minCharge).times(100)) - yearCharges);
  }

  // Net billing: the month's export value, then credit against energy charges.
  let exportCreditCents = 0;
  const value = tariff.exportValue;
  if (tariff.exportCompensation === 'net_billing' && value !== null) {
    let credit: Dec = ZERO;
    if (value.kind === 'flat') credit = new D(exportedKwh.toFixed(3)).times(value.rate);
    else if (value.kind === 'period')
      for (let p = 0; p < periods; p += 1) credit = credit.plus(new D(exp[p] ?? 0).times(value.rates[p] ?? 0));
    else if (expByHour !== null)
      for (let hr = 0; hr < 24; hr += 1) credit = credit.plus(new D(wh(expByHour[hr] ?? 0)).times(value.table[month]?.[hr] ?? 0));
    exportCreditCents = roundCents(credit.times(100));
  }
  const available = carry.creditCents + exportCreditCents;
  const creditAppliedCents = Math.min(available, energyCents);
  let creditLeft = available - creditAppliedCents;
  let trueUpCents = 0;
  if (month === 11 && options.trueUp !== false) {
    if (tariff.exportCompensation === 'net_metering') trueUpCents = roundCents(bank.times(tariff.trueUpRate).times(100));
    bank = ZERO;
    creditLeft = 0;
  }
  return {
    month,
    importedKwh: wh(importedKwh),
    exportedKwh: wh(exportedKwh),
    energy,
    energyCents,
    fixedCents,
    minimumCents,
    exportCreditCents,
    creditAppliedCents,
    trueUpCents,
    totalCents: charges + minimumCents - creditAppliedCents - trueUpCents,
    carry: { bankKwh: bank.toNumber(), creditCents: creditLeft },
  };
}

/** Twelve monthly bills, January to December, the carry passed along and the true-up in December. */
export function billYear(
  tariff: Tariff,
  hourlyImportKwh: ArrayLike<number>,
  hourlyExportKwh: ArrayLike<number>,
  calendar: HourCalendar,
): YearBill {
  const months: MonthBill[] = [];
  let carry = NO_CARRY;
  let yearCharges = 0;
  let lapsed = 0;
  for (let month = 0; month < 12; month += 1) {
    const monthBill = bill(tariff, hourlyImportKwh, hourlyExportKwh, month, { calendar, carry, yearChargesCents: yearCharges });
    if (month === 11) lapsed = carry.creditCents + monthBill.exportCreditCents - monthBill.creditAppliedCents;
    yearCharges += monthBill.energyCents + monthBill.fixedCents;
    carry = monthBill.carry;
    months.push(monthBill);
  }
  let totalCents = 0;
  let exportValueCents = 0;
  for (const m of months) {
    totalCents += m.totalCents;
    exportValueCents += m.creditAppliedCents + m.trueUpCents;
  }
  return { months, totalCents, exportValueCents, lapsedCreditCents: lapsed };
}
