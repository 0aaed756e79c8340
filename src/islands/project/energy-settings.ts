import {
  fromProject,
  toProjectPayload,
  validateSettings as validateSettingsForm,
  type SettingsErrors,
} from '../../stores/quote-draft/settings';
import type { SettingsFormValues } from '../../stores/quote-draft/values';

/**
 * The project settings form (spec section 3, "Settings form fields mapped to project fields"): the same
 * values, mapping and messages as the quote form's Property step (src/stores/quote-draft/, from the
 * field registry src/quote-fields/). Numbers are `null` while empty.
 */
export type EnergySettings = SettingsFormValues;
export type EnergySettingsErrors = SettingsErrors;

/** The form's values from a saved project. O&M and insurance count as enabled when their percent is above 0. */
export const settingsFromProject = fromProject;

/**
 * The PATCH payload (quotes spec section 7: numbers as numbers; empty optional values become 0 or null).
 * A disabled O&M or insurance is stored as 0; the escalation is 0 when neither is on, its default 2 % when empty.
 */
export const settingsToPayload = toProjectPayload;

/** The required fields (monthly consumption and current rate) and the registry's bounds. */
export const validateSettings = (settings: EnergySettings): EnergySettingsErrors => validateSettingsForm(settings);

/**
 * Whether a project holds the meter's interval data (`hourly_usage_kwh`, a year of hours): then the hourly
 * bill uses it, and the monthly figures only wait for it to be removed. JSON arrives parsed from Directus; a
 * draft or a test may hand over the text.
 */
export function hasIntervalData(hourlyUsage: unknown): boolean {
  if (Array.isArray(hourlyUsage)) return hourlyUsage.length > 0;
  return typeof hourlyUsage === 'string' && /^\s*\[\s*[^\s\]]/.test(hourlyUsage);
}
