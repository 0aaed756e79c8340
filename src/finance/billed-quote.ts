import { billSetup, hasTariff, type BillBasis, type BillProjectInputs, type MonthBill, type YearOneBill } from './bill';
import { formatCents } from './format';
import type { BilledSavings, ModelInput } from './model-input';
import { centsToDollars } from './rounding';
import type { Warning } from './warnings';

/*
 * Where the hourly bill model meets a quote's analysis (issue 23): with a tariff on the project,
 * year 1's savings come from the bills with and without the system, and `result.bill` shows them.
 * Without one, nothing changes (spec §9's simple model).
 */

/** A month's bill lines, in dollars, for the screens. */
export interface BillLines {
  readonly importedKwh: number;
  readonly exportedKwh: number;
  readonly energy: number;
  readonly fixed: number;
  readonly minimum: number;
  /** Net billing: the export credit taken off this bill (this month's and carried). */
  readonly exportCredit: number;
  /** Net metering: paid at the annual true-up (December). */
  readonly trueUp: number;
  readonly total: number;
}

/** Year 1 as the utility would bill it (`result.bill`); money in dollars, kWh as floats. */
export interface BillResult {
  readonly tariffName: string;
  readonly months: readonly { readonly month: number; readonly before: BillLines; readonly after: BillLines }[];
  readonly before: number;
  readonly after: number;
  /** Year 1's saving: before − after. */
  readonly savings: number;
  /** What exports earn in year 1 (credit applied plus true-up). */
  readonly exportEarnings: number;
  /** Net-billing credit that lapsed at the true-up. */
  readonly lapsedCredit: number;
  readonly kwh: {
    readonly production: number;
    readonly consumption: number;
    readonly selfConsumed: number;
    readonly exported: number;
    readonly imported: number;
  };
  /** Share of production used at home, percent. */
  readonly selfConsumptionPercent: number;
  readonly battery: { readonly shiftedKwh: number; readonly value: number } | null;
}

/** A quote's own year-1 savings claim more than this share above Atlas's bill-based figure is flagged. */
export const SAVINGS_CLAIM_PERCENT = 15;

/** The question a homeowner can send the installer about a savings claim above Atlas's bill-based figure. */
export const SAVINGS_CLAIM_QUESTION = 'Which rate, export credit and hourly usage did you assume for year 1’s savings?';

/** A quote's year-1 savings claim set against Atlas's bill-based figure (dollars). */
export interface SavingsClaim {
  readonly claimed: number;
  readonly atlas: number;
  /** How far above Atlas's figure the claim is, in whole percent. */
  readonly overPercent: number;
}

/**
 * The quote's own year-1 savings claim (`quoted_year1_savings`) when it is more than
 * SAVINGS_CLAIM_PERCENT above `atlasSavings`, the bill-based year-1 saving in dollars; else null. The one
 * rule behind the engine's SAVINGS_CLAIM_HIGH warning and the comparison's red flag.
 */
export function savingsClaimAbove(proposal: object, atlasSavings: number): SavingsClaim | null {
  const claim = (proposal as Record<string, unknown>)['quoted_year1_savings'];
  const claimed = typeof claim === 'string' && claim.trim() !== '' ? Number(claim) : claim;
  const atlasCents = Math.round(atlasSavings * 100);
  if (typeof claimed !== 'number' || !Number.isFinite(claimed) || claimed <= 0 || atlasCents <= 0) return null;
  // In whole cents and percent, so exactly 15 % above is not flagged (no float rounding).
  if (Math.round(claimed * 100) * 100 <= atlasCents * (100 + SAVINGS_CLAIM_PERCENT)) return null;
  return { claimed, atlas: atlasCents / 100, overPercent: Math.round(((claimed * 100) / atlasCents - 1) * 100) };
}

function lines(bill: MonthBill): BillLines {
  const c = centsToDollars;
  return {
    importedKwh: bill.importedKwh,
    exportedKwh: bill.exportedKwh,
    energy: c(bill.energyCents),
    fixed: c(bill.fixedCents),
    minimum: c(bill.minimumCents),
    exportCredit: c(bill.creditAppliedCents),
    trueUp: c(bill.trueUpCents),
    total: c(bill.totalCents),
  };
}

function billResult(name: string, y: YearOneBill): BillResult {
  const c = centsToDollars;
  return {
    tariffName: name,
    months: y.months.map((m) => ({ month: m.month, before: lines(m.before), after: lines(m.after) })),
    before: c(y.beforeCents),
    after: c(y.afterCents),
    savings: c(y.savingsCents),
    exportEarnings: c(y.exportWorthCents),
    lapsedCredit: c(y.lapsedCreditCents),
    kwh: {
      production: y.productionKwh,
      consumption: y.consumptionKwh,
      selfConsumed: y.selfConsumedKwh,
      exported: y.exportedKwh,
      imported: y.importedKwh,
    },
    selfConsumptionPercent: y.selfConsumptionShare * 100,
    battery: y.battery === null ? null : { shiftedKwh: y.battery.shiftedKwh, value: c(y.battery.valueCents) },
  };
}

const orientationText = (b: BillBasis): string =>
  `Tilt ${b.tiltDegrees}°, facing ${b.azimuthDegrees}° (180° = south)${b.orientationDefaulted ? '; Atlas’s default where the quote does not say' : ''}`;

function basisLines(b: BillBasis): BilledSavings['basis'] {
  const out: BilledSavings['basis'][number][] = [
    {
      code: 'USAGE_SHAPE',
      label: 'Your use by the hour',
      // Which monthly figure the typical day was scaled to: the project's 12 months, or the average for each.
      value:
        b.usage === 'interval'
          ? b.usageSource
          : `${b.usageSource}: ${b.usage === 'monthly' ? 'your 12 monthly kWh' : 'your monthly average × 12 (the same kWh every month)'}`,
      source: b.usage === 'interval' ? 'entered' : 'default',
    },
    {
      code: 'ARRAY_ORIENTATION',
      label: 'Panel orientation',
      value: orientationText(b),
      source: b.orientationDefaulted ? 'default' : 'entered',
    },
    {
      code: 'LOCATION',
      label: 'Sun position for',
      value: `${b.location.latitude.toFixed(2)}°, ${b.location.longitude.toFixed(2)}°${b.location.defaulted ? ' (no ZIP code: an approximate location)' : ' (your ZIP code)'}; production spread over the hours by a clear-sky model${b.production === 'monthly' ? ', each month as the quote gives it' : ''}`,
      source: b.location.defaulted ? 'default' : 'entered',
    },
  ];
  if (b.battery !== null) {
    out.push({
      code: 'BATTERY_DISPATCH',
      label: 'Battery',
      value: `${b.battery.usableKwh} kWh, ${Math.round(b.battery.powerKw * 10) / 10} kW, ${Math.round(b.battery.roundTripEfficiency * 100)}% round trip; charged from solar only, held for the peak on a time-of-use rate, never exporting`,
      source: b.batteryDefaulted ? 'default' : 'entered',
    });
  }
  return out;
}

/**
 * The model with its savings from the hourly bill when the project has a usable tariff, the bill
 * for `result.bill`, and the warnings: a tariff that cannot be used (the simple model then runs,
 * and says so), fields Atlas does not read.
 */
export function billedQuote(
  project: object,
  proposal: object,
  model: ModelInput,
): { readonly model: ModelInput; readonly bill: BillResult | null; readonly warnings: readonly Warning[] } {
  const p = project as BillProjectInputs;
  if (!hasTariff(p)) return { model, bill: null, warnings: [] };
  const setup = billSetup(p, proposal, model.year1ProductionKwh);
  const warnings: Warning[] = setup.issues.map((issue) => ({
    severity: 'warning',
    code: issue.severity === 'error' ? 'TARIFF_INVALID' : 'TARIFF_NOTE',
    message: issue.severity === 'error' ? `${issue.message} Savings use the simple model until the tariff is fixed.` : issue.message,
    field: `tariff.${issue.field}`,
  }));
  if (setup.bill === null || setup.basis === null) return { model, bill: null, warnings };
  const y = setup.bill;
  const billed: BilledSavings = {
    importSavingsCents: y.savingsCents - y.exportValueCents,
    exportValueCents: y.exportValueCents,
    noSolarBillCents: y.beforeCents,
    tariffName: setup.basis.tariffName,
    basis: basisLines(setup.basis),
  };
  const claim = savingsClaimAbove(proposal, y.savingsCents / 100);
  if (claim !== null) {
    warnings.push({
      severity: 'warning',
      code: 'SAVINGS_CLAIM_HIGH',
      message: `The quote claims ${formatCents(claim.claimed)} of savings in year 1, ${claim.overPercent}% above the ${formatCents(claim.atlas)} Atlas finds from your bill under ${setup.basis.tariffName}. Ask the installer: “${SAVINGS_CLAIM_QUESTION}”`,
      field: 'quoted_year1_savings',
    });
  }
  return { model: { ...model, billed }, bill: billResult(setup.basis.tariffName, y), warnings };
}
