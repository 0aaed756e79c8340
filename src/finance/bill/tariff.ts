import { TARIFF_BILL_FIELDS } from './tariff-fields.mjs';

/**
 * A retail electricity tariff as the U.S. Utility Rate Database (URDB, OpenEI) writes it, plus
 * Atlas's export-compensation fields (`atlas_*`). The project stores the tariff object as it came,
 * so an imported rate keeps URDB's own field names; `readTariff` checks it and turns it into the
 * normalised form the bill is computed from.
 */

/** One tier of one period, URDB's `energyratestructure[period][tier]`. */
export interface UrdbTier {
  /** Upper bound of the tier (kWh a month, or a day with unit 'kWh daily'); absent on the last tier. */
  readonly max?: number;
  /** $/kWh. */
  readonly rate?: number;
  /** Adjustment added to the rate, $/kWh. */
  readonly adj?: number;
  /** 'kWh' (monthly, the default) or 'kWh daily'. */
  readonly unit?: string;
  /** URDB's per-tier sell rate; read as the export rate of the period when Atlas's own fields are absent. */
  readonly sell?: number;
}

/** How exports are paid. */
export type ExportCompensation = 'net_metering' | 'net_billing' | 'none';

/** A tariff object as stored on the project: URDB's fields plus Atlas's. */
export interface StoredTariff {
  readonly name?: string;
  readonly utility?: string;
  readonly energyratestructure?: readonly (readonly UrdbTier[])[];
  readonly energyweekdayschedule?: readonly (readonly number[])[];
  readonly energyweekendschedule?: readonly (readonly number[])[];
  readonly fixedchargefirstmeter?: number;
  /** '$/month' (default) or '$/day'. */
  readonly fixedchargeunits?: string;
  readonly mincharge?: number;
  /** '$/month' (default), '$/day' or '$/year'. */
  readonly minchargeunits?: string;
  /** Full retail net metering (monthly kWh netting, annual true-up), net billing, or no export credit. */
  readonly atlas_export_compensation?: ExportCompensation;
  /** Net metering: $/kWh paid at the annual true-up for the kWh still banked. */
  readonly atlas_true_up_rate?: number;
  /** Net billing at one flat export rate, $/kWh. */
  readonly atlas_export_rate?: number;
  /** Net billing by TOU period: $/kWh for each period of `energyratestructure`. */
  readonly atlas_export_period_rates?: readonly number[];
  /** Net billing by the hour: 12 months × 24 hours of $/kWh (an avoided-cost table). */
  readonly atlas_export_table?: readonly (readonly number[])[];
  /** Where the rate came from (a URDB file by name, or Atlas's form) and when: descriptive, the bill does not read it. */
  readonly atlas_source?: { readonly kind: 'urdb' | 'form'; readonly file?: string; readonly saved_at: string };
}

/** The tariff the bill is computed from: every number checked, money in dollars. */
export interface Tariff {
  readonly name: string;
  /** periods[p] = its tiers, in order; the last tier has `max` Infinity. Tier max is kWh a month, or a day when `daily`. */
  readonly periods: readonly { readonly tiers: readonly { readonly max: number; readonly rate: number; readonly daily: boolean }[] }[];
  /** 12 × 24 period indexes. */
  readonly weekday: readonly (readonly number[])[];
  readonly weekend: readonly (readonly number[])[];
  readonly fixedCharge: number;
  readonly fixedPer: 'month' | 'day';
  readonly minCharge: number;
  readonly minPer: 'month' | 'day' | 'year';
  readonly exportCompensation: ExportCompensation;
  readonly trueUpRate: number;
  /** Net billing: how an exported kWh is valued. */
  readonly exportValue:
    | { readonly kind: 'flat'; readonly rate: number }
    | { readonly kind: 'period'; readonly rates: readonly number[] }
    | { readonly kind: 'table'; readonly table: readonly (readonly number[])[] }
    | null;
  /** True when more than one energy price applies across the hours (a time-of-use rate). */
  readonly timeOfUse: boolean;
}

/** A problem with a tariff: errors stop the bill model (the simple model runs); notes are warnings. */
export interface TariffIssue {
  readonly severity: 'error' | 'warning';
  readonly message: string;
  /** The tariff field concerned. */
  readonly field: string;
}

/** URDB's descriptive fields: known, and not needed for the energy bill. */
const DESCRIPTIVE = new Set([
  'label',
  'uri',
  'name',
  'utility',
  'eiaid',
  'sector',
  'description',
  'source',
  'sourceparent',
  'startdate',
  'enddate',
  'country',
  'approved',
  'is_default',
  'revisions',
  'supersedes',
  'servicetype',
  'phasewiring',
  'voltagecategory',
  'basicinformationcomments',
  'energycomments',
  'demandcomments',
  'peakkwcapacitymin',
  'peakkwcapacitymax',
  'peakkwcapacityhistory',
  'peakkwhusagemin',
  'peakkwhusagemax',
  'peakkwhusagehistory',
  'voltageminimum',
  'voltagemaximum',
  'dgrules',
  'energyattrs',
  'fixedattrs',
  'fueladjustmentsmonthly',
  'latest_update',
  'utility_id',
  'lookbackpercent',
  'lookbackrange',
  'lookbackmonths',
  'energykeyvals',
  'fixedkeyvals',
  'fixedmonthlycharge',
  // Atlas's own provenance of the rate (the file it came from, or the form, and when).
  'atlas_source',
]);

const KNOWN: ReadonlySet<string> = new Set(TARIFF_BILL_FIELDS);

export { TARIFF_BILL_FIELDS };

/** A retail energy rate above this many dollars per kWh is taken for cents typed as dollars. */
export const IMPLAUSIBLE_RATE = 2;

/** A value as text for a message (objects as JSON). */
const shown = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function readSchedule(value: unknown, field: string, periods: number, issues: TariffIssue[]): number[][] | null {
  const label = field === 'energyweekdayschedule' ? 'The weekday schedule' : 'The weekend schedule';
  if (!Array.isArray(value) || value.length !== 12 || value.some((row) => !Array.isArray(row) || row.length !== 24)) {
    const shape = Array.isArray(value) ? `${value.length} rows` : 'not a table';
    issues.push({ severity: 'error', field, message: `${label} must be 12 months × 24 hours of period numbers (it has ${shape}).` });
    return null;
  }
  const rows = value as unknown[][];
  for (const row of rows) {
    for (const cell of row) {
      if (!Number.isInteger(cell) || (cell as number) < 0 || (cell as number) >= periods) {
        issues.push({
          severity: 'error',
          field,
          message: `${label} names period ${shown(cell)}, but the rate has ${periods} period${periods === 1 ? '' : 's'} (numbered from 0).`,
        });
        return null;
      }
    }
  }
  return rows as number[][];
}

function readMoney(value: unknown, field: string, label: string, issues: TariffIssue[]): number {
  if (value === undefined || value === null || value === '') return 0;
  if (!isNumber(value) || value < 0) {
    issues.push({ severity: 'error', field, message: `${label} must be a number of dollars, 0 or more.` });
    return 0;
  }
  return value;
}

function readRate(value: unknown, field: string, label: string, issues: TariffIssue[]): number {
  if (!isNumber(value) || value < 0) {
    issues.push({ severity: 'error', field, message: `${label} must be a rate in dollars per kWh, 0 or more.` });
    return 0;
  }
  if (value > IMPLAUSIBLE_RATE) {
    issues.push({
      severity: 'error',
      field,
      message: `${label} of ${value} $/kWh is implausible: is it in cents? Enter dollars (e.g. 0.32, not 32).`,
    });
  }
  return value;
}

/**
 * Checks a stored tariff and normalises it. Never throws: `tariff` is null when an error prevents a
 * bill (a schedule that is not 12 × 24, a rate in cents, a missing structure); unknown fields and
 * parts Atlas does not model (demand charges) are named in warnings, never silently ignored.
 */
export function readTariff(value: unknown): { readonly tariff: Tariff | null; readonly issues: readonly TariffIssue[] } {
  const issues: TariffIssue[] = [];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return {
      tariff: null,
      issues: [{ severity: 'error', field: 'tariff', message: 'The tariff must be one rate object (URDB JSON fields).' }],
    };
  }
  const t = value as Record<string, unknown>;
  for (const key of Object.keys(t)) {
    if (KNOWN.has(key) || DESCRIPTIVE.has(key)) continue;
    if (/^(demand|flatdemand|coincident)/.test(key)) {
      issues.push({
        severity: 'warning',
        field: key,
        message: `${key}: demand charges are not modelled; the bill counts energy, fixed and minimum charges only.`,
      });
    } else {
      issues.push({
        severity: 'warning',
        field: key,
        message: `${key}: not a field Atlas reads; it is kept but does not change the bill.`,
      });
    }
  }
  const structure = t['energyratestructure'];
  const periods: { tiers: { max: number; rate: number; daily: boolean }[] }[] = [];
  if (!Array.isArray(structure) || structure.length === 0) {
    issues.push({
      severity: 'error',
      field: 'energyratestructure',
      message: 'The rate has no energy charges (energyratestructure is missing or empty).',
    });
  } else {
    structure.forEach((tiers: unknown, p) => {
      if (!Array.isArray(tiers) || tiers.length === 0) {
        issues.push({ severity: 'error', field: 'energyratestructure', message: `Period ${p} has no tiers.` });
        periods.push({ tiers: [] });
        return;
      }
      const read = tiers.map((tier: unknown, k) => {
        const o = (tier ?? {}) as Record<string, unknown>;
        const label = tiers.length === 1 ? `The rate of period ${p}` : `The rate of period ${p}, tier ${k + 1}`;
        const rate = readRate(o['rate'] ?? 0, 'energyratestructure', label, issues) + (isNumber(o['adj']) ? o['adj'] : 0);
        const last = k === tiers.length - 1;
        const unit = o['unit'] === undefined ? 'kWh' : shown(o['unit']);
        if (unit !== 'kWh' && unit !== 'kWh daily') {
          issues.push({
            severity: 'error',
            field: 'energyratestructure',
            message: `Tier unit “${unit}” is not modelled (kWh or kWh daily).`,
          });
        }
        const max = last || !isNumber(o['max']) ? Infinity : o['max'];
        return { max, rate, daily: unit === 'kWh daily' };
      });
      periods.push({ tiers: read });
    });
  }
  const weekday = readSchedule(t['energyweekdayschedule'], 'energyweekdayschedule', periods.length, issues);
  const weekendRaw = t['energyweekendschedule'];
  const weekend = weekendRaw === undefined ? weekday : readSchedule(weekendRaw, 'energyweekendschedule', periods.length, issues);
  const fixedCharge = readMoney(t['fixedchargefirstmeter'], 'fixedchargefirstmeter', 'The fixed charge', issues);
  const fixedUnits = t['fixedchargeunits'] ?? '$/month';
  if (fixedUnits !== '$/month' && fixedUnits !== '$/day') {
    issues.push({
      severity: 'error',
      field: 'fixedchargeunits',
      message: `Fixed charge units “${shown(fixedUnits)}” are not modelled ($/month or $/day).`,
    });
  }
  const minCharge = readMoney(t['mincharge'], 'mincharge', 'The minimum bill', issues);
  const minUnits = t['minchargeunits'] ?? '$/month';
  if (minUnits !== '$/month' && minUnits !== '$/day' && minUnits !== '$/year') {
    issues.push({
      severity: 'error',
      field: 'minchargeunits',
      message: `Minimum charge units “${shown(minUnits)}” are not modelled ($/month, $/day or $/year).`,
    });
  }
  const compensation = t['atlas_export_compensation'] ?? 'net_metering';
  if (compensation !== 'net_metering' && compensation !== 'net_billing' && compensation !== 'none') {
    issues.push({
      severity: 'error',
      field: 'atlas_export_compensation',
      message: 'Export compensation must be net metering, net billing or no export credit.',
    });
  }
  const trueUpRate =
    compensation === 'net_metering' && t['atlas_true_up_rate'] !== undefined
      ? readRate(t['atlas_true_up_rate'], 'atlas_true_up_rate', 'The true-up rate', issues)
      : 0;
  let exportValue: Tariff['exportValue'] = null;
  if (compensation === 'net_billing') {
    const table = t['atlas_export_table'];
    const perPeriod = t['atlas_export_period_rates'];
    if (table !== undefined) {
      if (
        !Array.isArray(table) ||
        table.length !== 12 ||
        table.some((row) => !Array.isArray(row) || row.length !== 24 || row.some((v) => !isNumber(v)))
      ) {
        issues.push({
          severity: 'error',
          field: 'atlas_export_table',
          message: 'The export-value table must be 12 months × 24 hours of $/kWh.',
        });
      } else {
        for (const row of table as number[][])
          for (const v of row)
            if (v > IMPLAUSIBLE_RATE) {
              issues.push({
                severity: 'error',
                field: 'atlas_export_table',
                message: `An export value of ${v} $/kWh is implausible: is it in cents?`,
              });
            }
        exportValue = { kind: 'table', table: table as number[][] };
      }
    } else if (perPeriod !== undefined) {
      if (!Array.isArray(perPeriod) || perPeriod.length !== periods.length) {
        issues.push({
          severity: 'error',
          field: 'atlas_export_period_rates',
          message: `Give one export rate for each of the ${periods.length} periods.`,
        });
      } else {
        exportValue = {
          kind: 'period',
          rates: perPeriod.map((v: unknown, p) => readRate(v, 'atlas_export_period_rates', `The export rate of period ${p}`, issues)),
        };
      }
    } else {
      exportValue = { kind: 'flat', rate: readRate(t['atlas_export_rate'] ?? 0, 'atlas_export_rate', 'The export rate', issues) };
    }
  }
  if (issues.some((issue) => issue.severity === 'error') || weekday === null || weekend === null) return { tariff: null, issues };
  const prices = new Set<number>();
  for (const schedule of [weekday, weekend]) for (const row of schedule) for (const p of row) prices.add(periods[p]?.tiers[0]?.rate ?? 0);
  const tariff: Tariff = {
    name: typeof t['name'] === 'string' ? t['name'] : 'Tariff',
    periods,
    weekday,
    weekend,
    fixedCharge,
    fixedPer: fixedUnits === '$/day' ? 'day' : 'month',
    minCharge,
    minPer: minUnits === '$/day' ? 'day' : minUnits === '$/year' ? 'year' : 'month',
    exportCompensation: compensation as ExportCompensation,
    trueUpRate,
    exportValue,
    timeOfUse: prices.size > 1,
  };
  return { tariff, issues };
}

/** A flat tariff: one period, one rate all hours (for forms and tests). */
export function flatTariff(rate: number, extra: Partial<StoredTariff> = {}): StoredTariff {
  const schedule = Array.from({ length: 12 }, () => new Array<number>(24).fill(0));
  return {
    name: 'Flat rate',
    energyratestructure: [[{ rate }]],
    energyweekdayschedule: schedule,
    energyweekendschedule: schedule,
    ...extra,
  };
}
