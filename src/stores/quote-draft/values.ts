import {
  defaultOf,
  INVERTER_TYPE_CHOICES,
  QUOTE_FIELD_NAMES,
  QUOTE_FIELDS,
  QUOTE_STATUS_CHOICES,
  SETTING_FIELD_NAMES,
  SETTING_FIELDS,
  SUB_STATUS_CHOICES,
  type PaymentMethodId,
  type QuoteFieldName,
  type SettingFieldName,
} from '../../quote-fields';
import type { MonthlyUsageForm } from './monthly-usage';

/*
 * The quote form's values (spec §3): one flat record keyed by the registry names, numbers as typed
 * text, and the project's energy settings as numbers (one representation, shared with the Property
 * Details dialog).
 */

export const QUOTE_STATUSES = QUOTE_STATUS_CHOICES.map((choice) => choice.id);
export type QuoteStatusValue = (typeof QUOTE_STATUS_CHOICES)[number]['id'];

/** Spec §4 labels. The wizard offers every status but Archived. */
export const STATUS_LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(QUOTE_STATUS_CHOICES.map((choice) => [choice.id, choice.label])),
  draft: 'Draft',
};

/** Installation stages, shown when the status is installer_chosen (spec §4). */
export const SUB_STATUS_OPTIONS: readonly { readonly id: string; readonly label: string }[] = SUB_STATUS_CHOICES;
export const INVERTER_TYPES: readonly { readonly id: string; readonly label: string }[] = INVERTER_TYPE_CHOICES;

type Defs = typeof QUOTE_FIELDS;
type FormValue<D> = D extends { readonly kind: 'flag' }
  ? boolean
  : D extends { readonly kind: 'rating' }
    ? number
    : D extends { readonly kind: 'list' }
      ? string[]
      : string;

/** The quote as typed: one flat record (numbers as text), mapped to the payload on save. */
export type QuoteFormValues = { -readonly [K in Exclude<QuoteFieldName, 'status' | 'payment_method'>]: FormValue<Defs[K]> } & {
  status: QuoteStatusValue;
  payment_method: PaymentMethodId;
};

type SettingDefs = typeof SETTING_FIELDS;
type SettingValue<D> = D extends { readonly kind: 'flag' } ? boolean : D extends { readonly kind: 'text' } ? string : number | null;

/**
 * The project's energy settings as the forms hold them (the settings form's names, spec §3): numbers,
 * `null` while empty. The quote form and the Property Details dialog share this one representation.
 */
export type SettingsFormValues = { -readonly [K in SettingFieldName]: SettingValue<SettingDefs[K]> } & {
  /**
   * The 12 monthly kWh (BILL_SETTING_FIELDS.monthly_usage, column monthly_usage_kwh), January first.
   * Absent when the project was read without the column: a save then leaves the stored months alone.
   */
  monthly_usage?: MonthlyUsageForm;
};

/** Form defaults (spec §3): status researching, payment cash, ratings 0 — as the registry says. */
export function emptyQuoteForm(): QuoteFormValues {
  const form: Record<string, unknown> = {};
  for (const name of QUOTE_FIELD_NAMES) {
    const value = defaultOf(QUOTE_FIELDS[name]);
    form[name] = Array.isArray(value) ? [...(value as readonly string[])] : value;
  }
  return form as QuoteFormValues;
}

/** Settings defaults: empty, except where the column itself has a default (the system lifetime's DEFAULT_LIFETIME_YEARS, spec §3). */
export function emptySettingsForm(): SettingsFormValues {
  const settings: Record<string, unknown> = {};
  for (const name of SETTING_FIELD_NAMES) {
    const def = SETTING_FIELDS[name];
    settings[name] = def.kind === 'flag' ? false : def.kind === 'text' ? '' : 'columnDefault' in def ? def.default : null;
  }
  return settings as SettingsFormValues;
}
