import type { Project, ProjectPatch } from '../../directus';
import { DEFAULT_LIFETIME_YEARS as DEFAULT_SYSTEM_LIFETIME } from '../../finance/defaults';

/**
 * The project settings form (spec section 3, "Settings form fields mapped to project fields"). Numbers
 * are `null` while empty. The same form serves the Property Details dialog and the quote wizard's
 * Property step.
 */
export interface EnergySettings {
  monthly_consumption: number | null;
  current_rate: number | null;
  rate_increase: number | null;
  energy_provider: string;
  net_metering_rate: number | null;
  net_metering_escalation: number | null;
  system_lifetime: number | null;
  om_enabled: boolean;
  om_percent: number | null;
  insurance_enabled: boolean;
  insurance_percent: number | null;
  om_escalation: number | null;
}

export type EnergySettingsErrors = Partial<Record<keyof EnergySettings, string>>;

/** The form's field bounds: the backend's (directus/schema/projects.mjs), so a save is not refused. */
export const SETTINGS_BOUNDS = {
  monthly_consumption: [0, 100_000],
  current_rate: [0, 2],
  rate_increase: [0, 10],
  net_metering_rate: [0, 1],
  net_metering_escalation: [-10, 10],
  system_lifetime: [1, 40],
  om_percent: [0, 100],
  insurance_percent: [0, 100],
  om_escalation: [0, 10],
} as const;

/** Spec section 5: current rate and net metering rate step 0.001; percent fields 0.1. */
export const SETTINGS_STEPS = { rate: 0.001, percent: 0.1 } as const;

/** Messages of the two required fields (the spec marks them required; its wording is not given). */
export const SETTINGS_MESSAGES = {
  monthly_consumption: 'Monthly consumption is required',
  current_rate: 'Current rate is required',
} as const;

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The form's values from a saved project. O&M and insurance count as enabled when their percent is above 0. */
export function settingsFromProject(project: Partial<Project> | null | undefined): EnergySettings {
  const om = num(project?.om_annual_percent);
  const insurance = num(project?.insurance_annual_percent);
  return {
    monthly_consumption: num(project?.monthly_consumption_kwh),
    current_rate: num(project?.current_rate_per_kwh),
    rate_increase: num(project?.rate_increase_yearly_percent),
    energy_provider: project?.energy_provider ?? '',
    net_metering_rate: num(project?.net_metering_rate),
    net_metering_escalation: num(project?.net_metering_increase_yearly_percent),
    system_lifetime: num(project?.expected_system_lifetime_years) ?? DEFAULT_SYSTEM_LIFETIME,
    om_enabled: (om ?? 0) > 0,
    om_percent: om !== null && om > 0 ? om : null,
    insurance_enabled: (insurance ?? 0) > 0,
    insurance_percent: insurance !== null && insurance > 0 ? insurance : null,
    om_escalation: num(project?.om_and_insurance_escalation_percent),
  };
}

/**
 * The PATCH payload (quotes spec section 7: numbers as numbers; empty optional values become 0 or
 * null). A disabled O&M or insurance is stored as 0; the escalation is 0 when neither is on.
 */
export function settingsToPayload(s: EnergySettings): ProjectPatch {
  const anyOm = s.om_enabled || s.insurance_enabled;
  return {
    monthly_consumption_kwh: s.monthly_consumption,
    current_rate_per_kwh: s.current_rate,
    rate_increase_yearly_percent: s.rate_increase,
    energy_provider: s.energy_provider.trim() || null,
    net_metering_rate: s.net_metering_rate,
    net_metering_increase_yearly_percent: s.net_metering_escalation,
    expected_system_lifetime_years: s.system_lifetime ?? DEFAULT_SYSTEM_LIFETIME,
    om_annual_percent: s.om_enabled ? (s.om_percent ?? 0) : 0,
    insurance_annual_percent: s.insurance_enabled ? (s.insurance_percent ?? 0) : 0,
    om_and_insurance_escalation_percent: anyOm ? (s.om_escalation ?? 0) : 0,
  };
}

/** The required fields: monthly consumption and current rate. */
export function validateSettings(s: EnergySettings): EnergySettingsErrors {
  const errors: EnergySettingsErrors = {};
  if (s.monthly_consumption === null) errors.monthly_consumption = SETTINGS_MESSAGES.monthly_consumption;
  if (s.current_rate === null) errors.current_rate = SETTINGS_MESSAGES.current_rate;
  return errors;
}
