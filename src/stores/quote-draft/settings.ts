import { coerceNumber } from '../../finance/coerce';
import type { ProjectEnergySettings } from '../../finance/quote-input';
import { checkRule } from '../../finance/validation';
import { SETTING_FIELDS, type SettingFieldName } from '../../quote-fields/settings';
import { monthlyUsageFromDraft, monthlyUsageFromStored, monthlyUsagePayload, monthlyUsageProblem } from './monthly-usage';
import { emptySettingsForm, type SettingsFormValues } from './values';

/*
 * The project's energy settings: one representation (numbers, null while empty) for the quote form's
 * Property step and the Property Details dialog, mapped to and from the project by the registry
 * (src/quote-fields/settings.ts). Kept apart from the quote mapping so the dialog loads no engine.
 */

/** The project fields this form reads (spec §3). Directus may send decimals as text. */
export interface ProjectRecordColumns {
  readonly monthly_consumption_kwh?: number | string | null;
  readonly current_rate_per_kwh?: number | string | null;
  readonly rate_increase_yearly_percent?: number | string | null;
  readonly energy_provider?: string | null;
  readonly net_metering_rate?: number | string | null;
  readonly net_metering_increase_yearly_percent?: number | string | null;
  readonly expected_system_lifetime_years?: number | string | null;
  readonly om_annual_percent?: number | string | null;
  readonly insurance_annual_percent?: number | string | null;
  readonly om_and_insurance_escalation_percent?: number | string | null;
  /** JSON: 12 monthly kWh, January first (read only when the project was fetched with it). */
  readonly monthly_usage_kwh?: unknown;
}

/** The project payload of a settings save (spec §7 "Update project"). */
export interface ProjectPayload {
  monthly_consumption_kwh: number | null;
  current_rate_per_kwh: number | null;
  rate_increase_yearly_percent: number | null;
  energy_provider: string | null;
  net_metering_rate: number | null;
  net_metering_increase_yearly_percent: number | null;
  expected_system_lifetime_years: number | null;
  om_annual_percent: number;
  insurance_annual_percent: number;
  om_and_insurance_escalation_percent: number;
  /** Only when the form read the column and the months are complete or cleared (see monthlyUsagePayload). */
  monthly_usage_kwh?: number[] | null;
}

/** A typed number as a number, or null when empty or not a number. */
export function toNumber(text: string | number | null | undefined): number | null {
  const coerced = coerceNumber(text);
  return coerced.kind === 'number' ? coerced.value : null;
}

export const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
export const str = (value: unknown): string => (typeof value === 'string' ? value : '');
export const bool = (value: unknown): boolean => value === true || value === 'true' || value === 1;
export const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A stored number as text for an input: 24000 → '24000', '0.16000' → '0.16', null → ''. */
export function numberText(value: unknown): string {
  const n = toNumber(typeof value === 'number' || typeof value === 'string' ? value : null);
  return n === null ? '' : String(n);
}

/**
 * The project payload of the settings (spec §7): numbers as numbers; a disabled O&M or insurance is sent
 * as 0 %, an empty lifetime as DEFAULT_LIFETIME_YEARS, and an empty O&M escalation as its default 2 % when O&M or insurance is
 * on (0 when neither is) — the value the engine assumed while typing (issue 10: one default).
 */
export function toProjectPayload(settings: SettingsFormValues): ProjectPayload {
  const anyOm = settings.om_enabled || settings.insurance_enabled;
  const months = monthlyUsagePayload(settings.monthly_usage);
  return {
    monthly_consumption_kwh: settings.monthly_consumption,
    current_rate_per_kwh: settings.current_rate,
    rate_increase_yearly_percent: settings.rate_increase,
    energy_provider: textOrNull(settings.energy_provider),
    net_metering_rate: settings.net_metering_rate,
    net_metering_increase_yearly_percent: settings.net_metering_escalation,
    expected_system_lifetime_years: settings.system_lifetime ?? SETTING_FIELDS.system_lifetime.default,
    om_annual_percent: settings.om_enabled ? (settings.om_percent ?? 0) : 0,
    insurance_annual_percent: settings.insurance_enabled ? (settings.insurance_percent ?? 0) : 0,
    om_and_insurance_escalation_percent: anyOm ? (settings.om_escalation ?? SETTING_FIELDS.om_escalation.default) : 0,
    ...(months === undefined ? {} : { monthly_usage_kwh: months }),
  };
}

/** The engine's view of the settings: exactly what a save stores, so figures do not change on saving. */
export function projectSettings(settings: SettingsFormValues): ProjectEnergySettings {
  const { energy_provider: _provider, ...numbers } = toProjectPayload(settings);
  return numbers;
}

/** A project's settings as form values; O&M and insurance are enabled when their percent is above 0 (spec §3). */
export function fromProject(project: (Partial<ProjectRecordColumns> & { readonly id?: string }) | null | undefined): SettingsFormValues {
  const p = record(project);
  const settings = emptySettingsForm() as Record<string, unknown>;
  for (const name of Object.keys(SETTING_FIELDS) as SettingFieldName[]) {
    const def = SETTING_FIELDS[name];
    if (!('column' in def)) continue;
    const raw = p[def.column];
    if (def.kind === 'text') settings[name] = str(raw);
    else {
      const n = toNumber(typeof raw === 'number' || typeof raw === 'string' ? raw : null);
      if (n !== null) settings[name] = n;
    }
  }
  const om = (settings['om_percent'] as number | null) ?? 0;
  const insurance = (settings['insurance_percent'] as number | null) ?? 0;
  return {
    ...(settings as SettingsFormValues),
    om_enabled: om > 0,
    om_percent: om > 0 ? om : null,
    insurance_enabled: insurance > 0,
    insurance_percent: insurance > 0 ? insurance : null,
    ...(Object.hasOwn(p, 'monthly_usage_kwh') ? { monthly_usage: monthlyUsageFromStored(p['monthly_usage_kwh']) } : {}),
  };
}

/** Settings kept by an older draft (numbers as text) as today's numbers. */
export function normalizeSettings(value: unknown): SettingsFormValues {
  const settings = emptySettingsForm() as Record<string, unknown>;
  const source = record(value);
  for (const name of Object.keys(SETTING_FIELDS) as SettingFieldName[]) {
    if (!Object.hasOwn(source, name)) continue;
    const def = SETTING_FIELDS[name];
    const raw = source[name];
    if (def.kind === 'flag') settings[name] = bool(raw);
    else if (def.kind === 'text') settings[name] = str(raw);
    else settings[name] = toNumber(typeof raw === 'number' || typeof raw === 'string' ? raw : null);
  }
  if (Object.hasOwn(source, 'monthly_usage')) settings['monthly_usage'] = monthlyUsageFromDraft(source['monthly_usage']);
  return settings as SettingsFormValues;
}

export type SettingsErrors = Partial<Record<keyof SettingsFormValues, string>>;

/** The settings form's messages: the two required fields (spec §3), then the registry's bounds of the shown numbers. */
export function validateSettings(settings: SettingsFormValues): SettingsErrors {
  const errors: SettingsErrors = {};
  for (const name of Object.keys(SETTING_FIELDS) as SettingFieldName[]) {
    const def = SETTING_FIELDS[name];
    const value = settings[name];
    if (def.kind === 'flag' || def.kind === 'text' || typeof value === 'boolean' || typeof value === 'string') continue;
    if (name === 'om_percent' && !settings.om_enabled) continue;
    if (name === 'insurance_percent' && !settings.insurance_enabled) continue;
    if (value === null) {
      if ('required' in def) errors[name] = def.required;
      continue;
    }
    const rule = { label: def.label, min: def.min, max: def.max, required: false, ...('integer' in def ? { integer: true } : {}) };
    const message = checkRule(rule, value);
    if (message !== null) errors[name] = message;
  }
  const months = monthlyUsageProblem(settings.monthly_usage);
  if (months !== null) errors.monthly_usage = months;
  return errors;
}
