/*
 * THE FIELD REGISTRY, part 2: the project's energy settings, one entry each (see fields.ts for the quote
 * fields and README.md for who reads them). Erasable types only; imports only types and plain data (the
 * bounds table and the engine's defaults, by their `.ts` names), so Node 22 runs it as it is
 * (directus/schema/projects.mjs imports it).
 */
import type { BaseField } from './fields.ts';
import { BOUNDS } from '../finance/bounds.ts';
import { DEFAULT_LIFETIME_YEARS, DEFAULT_OM_ESCALATION_PERCENT } from '../finance/defaults.ts';

export interface SettingFieldDef extends BaseField {
  /** The project column; absent for the on/off switches, which are read from their percent. */
  readonly column?: string;
  /** Behind 'Advanced settings'. */
  readonly advanced?: true;
  readonly required?: string;
  /** The value when empty: what the engine assumes and what a save stores (one default, issue 10). */
  readonly default: number | boolean | string | null;
  /** Input step (spec §5: rates 0.001, percents 0.1). */
  readonly step?: number;
  /** The database column carries `default` too (new projects start with it). */
  readonly columnDefault?: true;
}

// ---- project energy settings ----------------------------------------------------------------------

/** The project's energy settings (spec §3 "Settings form fields mapped to project fields"), in form order. */
export const SETTING_FIELDS = {
  monthly_consumption: {
    column: 'monthly_consumption_kwh',
    label: 'Monthly consumption (kWh)',
    kind: 'kwh',
    hint: 'Your average monthly electricity use, from your bill.',
    placeholder: 'e.g. 900',
    ...BOUNDS.monthlyConsumption,
    required: 'Monthly consumption is required',
    default: null,
  },
  current_rate: {
    column: 'current_rate_per_kwh',
    label: 'Current rate ($/kWh)',
    kind: 'number',
    unit: '$/kWh',
    hint: 'Usually $0.10-0.25 per kWh.',
    placeholder: 'e.g. 0.150',
    ...BOUNDS.electricityRate,
    step: 0.001,
    required: 'Current rate is required',
    default: null,
  },
  rate_increase: {
    column: 'rate_increase_yearly_percent',
    label: 'Yearly rate increase (%)',
    kind: 'percent',
    hint: 'How fast electricity prices rise; 3% a year is assumed when empty.',
    placeholder: '3 if left empty',
    ...BOUNDS.rateIncrease,
    step: 0.1,
    // Empty stays empty (the engine assumes 3 % and lists the assumption).
    default: null,
  },
  energy_provider: {
    column: 'energy_provider',
    label: 'Energy provider',
    kind: 'text',
    placeholder: 'e.g. Xcel Energy',
    max: 120,
    default: '',
  },
  net_metering_rate: {
    column: 'net_metering_rate',
    label: 'Net metering rate ($/kWh)',
    kind: 'number',
    unit: '$/kWh',
    hint: 'What exported kWh earn; the current rate is assumed when empty.',
    ...BOUNDS.netMeteringRate,
    step: 0.001,
    advanced: true,
    default: null,
  },
  net_metering_escalation: {
    column: 'net_metering_increase_yearly_percent',
    label: 'Net metering escalation (%/yr)',
    kind: 'percent',
    ...BOUNDS.netMeteringEscalation,
    step: 0.1,
    advanced: true,
    default: null,
  },
  system_lifetime: {
    column: 'expected_system_lifetime_years',
    label: 'System lifetime (years)',
    kind: 'number',
    unit: 'years',
    placeholder: `${DEFAULT_LIFETIME_YEARS} if left empty`,
    ...BOUNDS.lifetime,
    advanced: true,
    // Spec §9, written once in the engine's defaults.
    default: DEFAULT_LIFETIME_YEARS,
    columnDefault: true,
  },
  om_enabled: { label: 'Include operations & maintenance', kind: 'flag', advanced: true, default: false },
  om_percent: {
    column: 'om_annual_percent',
    label: 'O&M (% of system cost per year)',
    kind: 'percent',
    placeholder: 'e.g. 0.5',
    ...BOUNDS.omPercent,
    // The engine refuses more than 10 % (issue 10: a saved 12 % turned every comparison row into dashes).
    step: 0.1,
    advanced: true,
    showIf: [{ field: 'om_enabled', in: [true] }],
    default: null,
  },
  insurance_enabled: { label: 'Include insurance', kind: 'flag', advanced: true, default: false },
  insurance_percent: {
    column: 'insurance_annual_percent',
    label: 'Insurance (% of system cost per year)',
    kind: 'percent',
    placeholder: 'e.g. 0.25',
    ...BOUNDS.insurancePercent,
    step: 0.1,
    advanced: true,
    showIf: [{ field: 'insurance_enabled', in: [true] }],
    default: null,
  },
  om_escalation: {
    column: 'om_and_insurance_escalation_percent',
    label: 'O&M and insurance escalation (%/yr)',
    kind: 'percent',
    hint: '2% a year when empty.',
    placeholder: 'e.g. 2',
    ...BOUNDS.omEscalation,
    step: 0.1,
    advanced: true,
    // Spec §9: 2 %. What the engine assumes while typing is what a save stores (issue 10).
    default: DEFAULT_OM_ESCALATION_PERCENT,
  },
} as const satisfies Record<string, SettingFieldDef>;

export type SettingFieldName = keyof typeof SETTING_FIELDS;

/** The settings the soft checks of the bounds table read (src/finance/plausibility.ts), by the checks' names. */
export const SETTING_PLAUSIBLE = {
  electricityRate: 'current_rate',
} as const satisfies Record<string, SettingFieldName>;

// ---- the hourly bill model's project inputs (issue 23) ----------------------------------------------

/** A JSON project input of the hourly bill model (not a form number: the tariff and usage imports write them). */
export interface BillSettingFieldDef {
  readonly column: string;
  readonly label: string;
  /** One sentence: what the column holds. */
  readonly hint: string;
  readonly kind: 'json';
}

/**
 * The hourly bill model's project inputs, read by src/finance/bill/setup.ts. With a tariff the
 * analysis bills each quote hour by hour; without one the simple model runs. Kept apart from
 * SETTING_FIELDS because the settings form's numbers do not hold objects or lists.
 */
export const BILL_SETTING_FIELDS = {
  tariff: {
    column: 'tariff',
    label: 'Electricity tariff',
    hint: 'A rate in the U.S. Utility Rate Database’s own JSON fields (energyratestructure, schedules, fixed and minimum charges), as imported or typed, plus Atlas’s export-compensation fields (atlas_*).',
    kind: 'json',
  },
  monthly_usage: {
    column: 'monthly_usage_kwh',
    label: 'Use by month (kWh)',
    hint: 'Twelve monthly kWh, January first, from your bills; the typical hourly shape is scaled to them.',
    kind: 'json',
  },
  hourly_usage: {
    column: 'hourly_usage_kwh',
    label: 'Use by the hour (kWh)',
    hint: 'A year of hourly kWh (8,760) in your utility’s local time, from your meter’s interval data, read in your browser.',
    kind: 'json',
  },
  interval_source: {
    column: 'interval_source',
    label: 'Where your hourly use came from',
    hint: 'The interval-data import’s provenance: the file’s name, when it was imported, and what the review found (months covered, daylight-saving days, gaps, duplicates, the rule for months extended). The file itself is never uploaded.',
    kind: 'json',
  },
} as const satisfies Record<string, BillSettingFieldDef>;
