import { IMPLAUSIBLE_RATE, readTariff, type StoredTariff, type UrdbTier } from '../../finance/bill/tariff';
import { MONTH_NAMES } from '../../finance/month-names';

/*
 * The tariff form of the energy screen (issue 23): a rate typed in as a homeowner reads it off a bill
 * (one price, or off-peak and peak with the peak's hours; an optional second tier; the fixed charge and
 * the minimum bill; how exports are paid) ↔ the stored tariff in the U.S. Utility Rate Database's own
 * fields, which the bill engine reads. A rate that came from a URDB file keeps its own structure; only
 * its export compensation is edited here. Pure: values in, values and messages out.
 */

/** How exports are paid, as the form offers it. */
export type ExportChoice = 'net_metering' | 'net_billing_flat' | 'net_billing_period' | 'net_billing_table' | 'none';

/** How exports are paid: the part of the form that also applies to an imported rate. */
export interface ExportForm {
  readonly exportChoice: ExportChoice;
  /** Net metering: $/kWh paid at the annual true-up for the kWh still banked (0 when empty). */
  readonly trueUpRate: number | null;
  /** Net billing at one rate, $/kWh. */
  readonly exportRate: number | null;
  /** Net billing by period: one $/kWh per period of the rate (off-peak, peak for a typed rate). */
  readonly exportPeriodRates: readonly (number | null)[];
  /**
   * Net billing by month and hour: the 12 × 24 export-value table as typed or pasted (12 lines, January
   * first; 24 $/kWh a line, hour 0 = midnight–1 am), kept as text so nothing typed is lost. See parseExportTable.
   */
  readonly exportTableText: string;
}

/** The typed rate. Money in dollars; hours 0–24 on the wall clock; null while empty. */
export interface TariffForm extends ExportForm {
  readonly name: string;
  /** False: one price all day. True: a peak price in the peak hours, the off-peak price otherwise. */
  readonly timeOfUse: boolean;
  /** $/kWh: the price, or the off-peak price with time of use. */
  readonly rate: number | null;
  readonly peakRate: number | null;
  /** The peak starts at this hour (0–23) and ends at `peakEnd` (1–24), e.g. 16 and 21 for 4–9 pm. */
  readonly peakStart: number | null;
  readonly peakEnd: number | null;
  /** The peak applies on Saturdays and Sundays too. */
  readonly peakWeekends: boolean;
  /** The peak applies June to September only. */
  readonly peakSummerOnly: boolean;
  /** A second tier: above this many kWh in a month… */
  readonly tierKwh: number | null;
  /** …each kWh costs this much more ($/kWh). */
  readonly tierAdder: number | null;
  /** $ a month. */
  readonly fixedCharge: number | null;
  /** $ a month. */
  readonly minimumBill: number | null;
}

/** Messages by field name; the per-period export rates are `exportPeriodRates0`, `exportPeriodRates1`, …. */
export type TariffFormErrors = Partial<Record<keyof TariffForm | `exportPeriodRates${number}`, string>>;

/** June to September (months 5–8), the summer of most US time-of-use rates. */
export const SUMMER_MONTHS: readonly number[] = [5, 6, 7, 8];

export const EMPTY_TARIFF_FORM: TariffForm = {
  name: '',
  timeOfUse: false,
  rate: null,
  peakRate: null,
  peakStart: 16,
  peakEnd: 21,
  peakWeekends: false,
  peakSummerOnly: false,
  tierKwh: null,
  tierAdder: null,
  fixedCharge: null,
  minimumBill: null,
  exportChoice: 'net_metering',
  trueUpRate: null,
  exportRate: null,
  exportPeriodRates: [null, null],
  exportTableText: '',
};

/** A rate as the form shows it: at most 5 decimals (floating-point sums such as 0.3 + 0.1 put back). */
const rate5 = (value: number): number => Math.round(value * 100_000) / 100_000;

/** The label of a typed rate's period, for messages and the per-period export rates. */
export const PERIOD_LABELS: readonly string[] = ['Off-peak', 'Peak'];

// ---- form → tariff --------------------------------------------------------------------------------------

function tiers(rate: number, form: TariffForm): UrdbTier[] {
  if (form.tierKwh === null || form.tierAdder === null) return [{ rate }];
  return [{ max: form.tierKwh, rate }, { rate: rate5(rate + form.tierAdder) }];
}

function schedule(form: TariffForm, weekend: boolean): number[][] {
  return Array.from({ length: 12 }, (_, month) =>
    Array.from({ length: 24 }, (_, hour) => {
      const peakDay = !weekend || form.peakWeekends;
      const peakMonth = !form.peakSummerOnly || SUMMER_MONTHS.includes(month);
      const inPeak = form.peakStart !== null && form.peakEnd !== null && hour >= form.peakStart && hour < form.peakEnd;
      return form.timeOfUse && peakDay && peakMonth && inPeak ? 1 : 0;
    }),
  );
}

/** The export-compensation fields (Atlas's `atlas_*`) of an export choice. */
export function exportFields(form: ExportForm): Partial<StoredTariff> {
  switch (form.exportChoice) {
    case 'net_metering':
      return { atlas_export_compensation: 'net_metering', atlas_true_up_rate: form.trueUpRate ?? 0 };
    case 'net_billing_flat':
      return { atlas_export_compensation: 'net_billing', atlas_export_rate: form.exportRate ?? 0 };
    case 'net_billing_period':
      return { atlas_export_compensation: 'net_billing', atlas_export_period_rates: form.exportPeriodRates.map((r) => r ?? 0) };
    case 'net_billing_table': {
      // Saved only once valid (validateExport); a table that does not read is left out rather than guessed.
      const read = parseExportTable(form.exportTableText);
      return { atlas_export_compensation: 'net_billing', ...(read.ok ? { atlas_export_table: read.table } : {}) };
    }
    case 'none':
      return { atlas_export_compensation: 'none' };
  }
}

/** Atlas's export fields, taken off a stored rate before new ones are set (an imported rate keeps the rest). */
const EXPORT_KEYS = [
  'atlas_export_compensation',
  'atlas_true_up_rate',
  'atlas_export_rate',
  'atlas_export_period_rates',
  'atlas_export_table',
] as const;

/** The stored tariff of a typed rate, in URDB's fields plus Atlas's; `savedAt` is when (provenance). */
export function tariffFromForm(form: TariffForm, savedAt: Date): StoredTariff {
  const off = form.rate ?? 0;
  const periods = form.timeOfUse ? [tiers(off, form), tiers(form.peakRate ?? 0, form)] : [tiers(off, form)];
  return {
    name: form.name.trim() !== '' ? form.name.trim() : form.timeOfUse ? 'Time-of-use rate' : 'Flat rate',
    energyratestructure: periods,
    energyweekdayschedule: schedule(form, false),
    energyweekendschedule: schedule(form, true),
    fixedchargefirstmeter: form.fixedCharge ?? 0,
    fixedchargeunits: '$/month',
    ...(form.minimumBill === null ? {} : { mincharge: form.minimumBill, minchargeunits: '$/month' }),
    ...exportFields(form),
    atlas_source: { kind: 'form', saved_at: savedAt.toISOString() },
  };
}

/**
 * An imported rate with the export compensation chosen here (its other fields exactly as they came), and
 * where it came from. URDB's own per-tier `sell` values stay in the file but no longer decide exports.
 */
export function importedWithExport(rate: StoredTariff, form: ExportForm, file: string, savedAt: Date): StoredTariff {
  const kept: Record<string, unknown> = { ...rate };
  for (const key of EXPORT_KEYS) delete kept[key];
  return { ...(kept as StoredTariff), ...exportFields(form), atlas_source: { kind: 'urdb', file, saved_at: savedAt.toISOString() } };
}

// ---- tariff → form --------------------------------------------------------------------------------------

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const numberOr = (value: unknown, fallback: number | null): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** The stored tariff as an object (Directus sends JSON parsed; a test or an old save may hand over text). */
export function storedTariff(value: unknown): StoredTariff | null {
  let v = value;
  if (typeof v === 'string' && v.trim() !== '') {
    try {
      v = JSON.parse(v) as unknown;
    } catch {
      return null;
    }
  }
  return isRecord(v) ? v : null;
}

/** How a stored rate pays exports, as the form shows it (net metering when it does not say, as the engine reads it). */
export function exportFormOf(tariff: StoredTariff | null, periods: number): ExportForm {
  const empty = new Array<number | null>(Math.max(periods, 1)).fill(null);
  if (tariff === null)
    return { exportChoice: 'net_metering', trueUpRate: null, exportRate: null, exportPeriodRates: empty, exportTableText: '' };
  const kind = tariff.atlas_export_compensation ?? 'net_metering';
  const perPeriod = Array.isArray(tariff.atlas_export_period_rates)
    ? empty.map((_, p) => numberOr(tariff.atlas_export_period_rates?.[p], null))
    : empty;
  const base = { trueUpRate: null, exportRate: null, exportPeriodRates: perPeriod, exportTableText: '' };
  if (kind === 'none') return { ...base, exportChoice: 'none' };
  if (kind === 'net_billing') {
    // The table first: the engine reads it before per-period rates.
    if (Array.isArray(tariff.atlas_export_table))
      return { ...base, exportChoice: 'net_billing_table', exportTableText: formatExportTable(tariff.atlas_export_table) };
    if (Array.isArray(tariff.atlas_export_period_rates)) return { ...base, exportChoice: 'net_billing_period' };
    return { ...base, exportChoice: 'net_billing_flat', exportRate: numberOr(tariff.atlas_export_rate, null) };
  }
  return { ...base, exportChoice: 'net_metering', trueUpRate: numberOr(tariff.atlas_true_up_rate, null) };
}

const sameTable = (a: unknown, b: readonly (readonly number[])[]): boolean =>
  Array.isArray(a) &&
  a.length === b.length &&
  a.every((row, m) => Array.isArray(row) && row.length === 24 && row.every((v, h) => v === b[m]?.[h]));

/**
 * A stored tariff read back into the form, when the form can say it exactly (one price or off-peak and
 * peak, one tier break, monthly charges): the form it gives makes the same schedules and prices again.
 * `null` for anything else (an imported rate, more periods): the screen shows that rate as it is.
 */
export function formFromTariff(tariff: StoredTariff | null): TariffForm | null {
  if (tariff === null) return null;
  const structure = tariff.energyratestructure;
  // No Array.isArray here: it would widen the typed rows to any[].
  if (structure === undefined || typeof structure !== 'object' || structure.length < 1 || structure.length > 2) return null;
  const first = structure[0]?.[0];
  const peak = structure[1]?.[0];
  if (first?.rate === undefined) return null;
  const second = structure[0]?.[1];
  const weekday = tariff.energyweekdayschedule ?? [];
  const peakMonths = weekday.map((row, m) => (Array.isArray(row) && row.includes(1) ? m : -1)).filter((m) => m >= 0);
  const peakRow = peakMonths.length > 0 ? (weekday[peakMonths[0]!] ?? []) : [];
  const start = peakRow.indexOf(1);
  const end = start < 0 ? -1 : peakRow.lastIndexOf(1) + 1;
  const timeOfUse = structure.length === 2;
  const form: TariffForm = {
    ...exportFormOf(tariff, 2),
    name: typeof tariff.name === 'string' ? tariff.name : '',
    timeOfUse,
    rate: first.rate,
    peakRate: timeOfUse ? (peak?.rate ?? null) : null,
    peakStart: timeOfUse && start >= 0 ? start : EMPTY_TARIFF_FORM.peakStart,
    peakEnd: timeOfUse && end > 0 ? end : EMPTY_TARIFF_FORM.peakEnd,
    peakWeekends: (tariff.energyweekendschedule ?? []).some((row) => Array.isArray(row) && row.includes(1)),
    peakSummerOnly: timeOfUse && peakMonths.length === SUMMER_MONTHS.length && peakMonths.every((m, i) => m === SUMMER_MONTHS[i]),
    tierKwh: second === undefined ? null : numberOr(structure[0]?.[0]?.max, null),
    tierAdder: second?.rate === undefined ? null : rate5(second.rate - first.rate),
    fixedCharge:
      tariff.fixedchargeunits === undefined || tariff.fixedchargeunits === '$/month' ? numberOr(tariff.fixedchargefirstmeter, null) : null,
    minimumBill: tariff.minchargeunits === undefined || tariff.minchargeunits === '$/month' ? numberOr(tariff.mincharge, null) : null,
  };
  // Only what the form says exactly: the rate it makes again must be the stored one.
  const again = tariffFromForm(form, new Date(0));
  const same =
    JSON.stringify(again.energyratestructure) === JSON.stringify(structure) &&
    sameTable(tariff.energyweekdayschedule, again.energyweekdayschedule ?? []) &&
    sameTable(tariff.energyweekendschedule ?? tariff.energyweekdayschedule, again.energyweekendschedule ?? []) &&
    (tariff.fixedchargefirstmeter ?? 0) === (again.fixedchargefirstmeter ?? 0) &&
    (tariff.mincharge ?? null) === (again.mincharge ?? null);
  return same ? form : null;
}

const CENTS_HINT = 'Is it in cents? Enter dollars, e.g. 0.32, not 32.';

// ---- the 12 × 24 export-value table -----------------------------------------------------------------------
// Kept small: the energy screen's JavaScript is at its budget.

export type ExportTableRead = { readonly ok: true; readonly table: number[][] } | { readonly ok: false; readonly message: string };

const refused = (message: string): ExportTableRead => ({ ok: false, message });

/**
 * The typed or pasted export-value table → 12 rows of 24 $/kWh, January first, hour 0 = midnight–1 am.
 * Values are separated by tabs (a spreadsheet paste), commas, semicolons or spaces; a leading `$` is
 * allowed; blank lines are skipped. The first problem is the message, naming the line and the value.
 */
export function parseExportTable(text: string): ExportTableRead {
  const lines = text.split(/\r?\n|\r/).filter((line) => line.trim() !== '');
  if (lines.length !== 12) return refused(`12 lines are needed, one per month; found ${lines.length}.`);
  const table: number[][] = [];
  for (const [m, line] of lines.entries()) {
    const cells = line.trim().split(/[\s,;]+/);
    if (cells.length !== 24) return refused(`Line ${m + 1} (${MONTH_NAMES[m] ?? ''}) has ${cells.length} values; it needs 24.`);
    const row = cells.map((cell) => (/^\$?-?(\d+\.?\d*|\.\d+)$/.test(cell) ? Number(cell.replace('$', '')) : NaN));
    // The first hour that is not a number, below 0 or above the plausible (NaN fails both comparisons).
    const hour = row.findIndex((value) => !(value >= 0 && value <= IMPLAUSIBLE_RATE));
    const cell = cells[hour] ?? '';
    const value = row[hour] ?? 0;
    const at = `Line ${m + 1}, hour ${hour}: `;
    if (hour >= 0)
      return refused(
        Number.isNaN(value)
          ? `${at}'${cell}' is not a number.`
          : value < 0
            ? `${at}${cell} is below 0.`
            : `${at}${cell} $/kWh is implausible. ${CENTS_HINT}`,
      );
    table.push(row);
  }
  return { ok: true, table };
}

/** A stored table as the form's text: 12 lines of 24 values separated by tabs (a spreadsheet takes it back). */
export const formatExportTable = (table: readonly (readonly unknown[])[]): string =>
  table.map((row) => (Array.isArray(row) ? row.join('\t') : '')).join('\n');

const clock = (h: number): string => (h % 12 ? `${h % 12} ${h % 24 < 12 ? 'am' : 'pm'}` : h % 24 ? 'noon' : 'midnight');

/** "7–8 pm", "11 am–noon", "midnight–1 am": the clock hour that starts at `hour` (0–23). */
export const hourRange = (hour: number): string => `${clock(hour)}–${clock(hour + 1)}`.replace(/ (am|pm)–(\d+ \1)/, '–$2');

const dollars = (value: number): string => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 3 })}`;

/** One line under a valid table: "Average $0.062/kWh; highest $0.31 in August 7–8 pm" (the first hour at the top value). */
export function exportTableSummary(table: readonly (readonly number[])[]): string {
  const all = table.flat();
  const top = Math.max(...all);
  const at = all.indexOf(top);
  const average = all.reduce((sum, value) => sum + value, 0) / all.length;
  return `Average ${dollars(average)}/kWh; highest ${dollars(top)} in ${MONTH_NAMES[Math.floor(at / 24)] ?? ''} ${hourRange(at % 24)}`;
}

// ---- messages -------------------------------------------------------------------------------------------

function checkRate(errors: TariffFormErrors, key: keyof TariffFormErrors, value: number | null, label: string, required: boolean): void {
  if (value === null) {
    if (required) errors[key] = `${label} is required.`;
    return;
  }
  if (value < 0) errors[key] = `${label} must be 0 or more.`;
  else if (value > IMPLAUSIBLE_RATE) errors[key] = `${label} of ${value} $/kWh is implausible. ${CENTS_HINT}`;
}

/** The export part's messages (the typed form's and an imported rate's). */
export function validateExport(form: ExportForm, periodLabels: readonly string[]): TariffFormErrors {
  const errors: TariffFormErrors = {};
  if (form.exportChoice === 'net_metering') checkRate(errors, 'trueUpRate', form.trueUpRate, 'The true-up rate', false);
  if (form.exportChoice === 'net_billing_flat') checkRate(errors, 'exportRate', form.exportRate, 'The export rate', true);
  if (form.exportChoice === 'net_billing_period') {
    form.exportPeriodRates.forEach((value, p) =>
      checkRate(errors, `exportPeriodRates${p}`, value, `The ${periodLabels[p] ?? `period ${p + 1}`} export rate`, true),
    );
  }
  if (form.exportChoice === 'net_billing_table') {
    const read = parseExportTable(form.exportTableText);
    if (!read.ok) errors.exportTableText = read.message;
  }
  return errors;
}

/**
 * Every message of the typed rate, by field (empty when it can be saved). Rates above IMPLAUSIBLE_RATE
 * are taken for cents; the peak's hours must make a window within the day.
 */
export function validateTariffForm(form: TariffForm): TariffFormErrors {
  const errors: TariffFormErrors = {};
  checkRate(errors, 'rate', form.rate, form.timeOfUse ? 'The off-peak rate' : 'The rate', true);
  if (form.timeOfUse) {
    checkRate(errors, 'peakRate', form.peakRate, 'The peak rate', true);
    if (form.peakStart === null) errors.peakStart = 'The hour the peak starts is required.';
    else if (!Number.isInteger(form.peakStart) || form.peakStart < 0 || form.peakStart > 23)
      errors.peakStart = 'The peak starts at a whole hour from 0 (midnight) to 23.';
    if (form.peakEnd === null) errors.peakEnd = 'The hour the peak ends is required.';
    else if (!Number.isInteger(form.peakEnd) || form.peakEnd < 1 || form.peakEnd > 24)
      errors.peakEnd = 'The peak ends at a whole hour from 1 to 24 (midnight).';
    else if (form.peakStart !== null && errors.peakStart === undefined && form.peakEnd <= form.peakStart)
      errors.peakEnd = 'The peak must end after it starts (e.g. 16 to 21 for 4–9 pm).';
  }
  if ((form.tierKwh === null) !== (form.tierAdder === null)) {
    if (form.tierKwh === null) errors.tierKwh = 'Give the monthly kWh where the second tier starts, or clear both tier fields.';
    else errors.tierAdder = 'Give how much more a kWh costs above the tier, or clear both tier fields.';
  }
  if (form.tierKwh !== null && form.tierKwh <= 0) errors.tierKwh = 'The tier starts above 0 kWh.';
  const top = Math.max(form.rate ?? 0, form.timeOfUse ? (form.peakRate ?? 0) : 0) + (form.tierAdder ?? 0);
  if (form.tierAdder !== null && (Math.abs(form.tierAdder) > IMPLAUSIBLE_RATE || top > IMPLAUSIBLE_RATE))
    errors.tierAdder = `${form.tierAdder} $/kWh more (${rate5(top)} $/kWh in the second tier) is implausible. ${CENTS_HINT}`;
  else if (form.tierAdder !== null && Math.min(form.rate ?? 0, form.timeOfUse ? (form.peakRate ?? 0) : Infinity) + form.tierAdder < 0)
    errors.tierAdder = 'The second tier would cost less than nothing: the amount is added to each price.';
  if (form.fixedCharge !== null && form.fixedCharge < 0) errors.fixedCharge = 'The fixed charge must be 0 or more.';
  if (form.minimumBill !== null && form.minimumBill < 0) errors.minimumBill = 'The minimum bill must be 0 or more.';
  Object.assign(errors, validateExport(form, form.timeOfUse ? PERIOD_LABELS : ['energy']));
  if (form.exportChoice === 'net_billing_period' && !form.timeOfUse)
    errors.exportChoice = 'Export rates by period need a time-of-use rate; choose one export rate instead.';
  if (Object.keys(errors).length === 0) {
    // The engine's own check, so a rate saved here is a rate it bills (nothing slips between the two).
    const problem = readTariff(tariffFromForm(form, new Date(0))).issues.find((issue) => issue.severity === 'error');
    if (problem !== undefined) errors.name = problem.message;
  }
  return errors;
}
