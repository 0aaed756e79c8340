import { readPaymentMethod } from '../finance/payment-method';
import { checkRule, type FieldRule, type ValidationContext } from '../finance/validation';
import {
  QUOTE_FIELDS,
  QUOTE_GROUPS,
  type EditorTabId,
  type PaymentMethodId,
  type QuoteFieldDef,
  type QuoteFieldName,
  type WizardStepId,
} from './fields';
import { SETTING_FIELDS, type SettingFieldDef, type SettingFieldName } from './settings';

export * from './fields';
export * from './settings';

/** Registry look-ups that the forms, the mapping, the rules and the CSV share. */

export const QUOTE_FIELD_NAMES = Object.keys(QUOTE_FIELDS) as QuoteFieldName[];
export const SETTING_FIELD_NAMES = Object.keys(SETTING_FIELDS) as SettingFieldName[];

export function quoteField(name: QuoteFieldName): QuoteFieldDef {
  return QUOTE_FIELDS[name];
}

export function settingField(name: SettingFieldName): SettingFieldDef {
  return SETTING_FIELDS[name];
}

export function isQuoteField(name: string): name is QuoteFieldName {
  return Object.hasOwn(QUOTE_FIELDS, name);
}

/** True for the kinds entered as numbers. */
export function isNumeric(def: { readonly kind: string }): boolean {
  return def.kind === 'money' || def.kind === 'kwh' || def.kind === 'percent' || def.kind === 'number';
}

/**
 * The phone keypad of a number field: digits only for whole numbers (months, years, counts), digits and a
 * decimal point for every rate and amount; `undefined` for a field that is not a number.
 */
export function keypadOf(def: { readonly kind: string; readonly integer?: true }): 'numeric' | 'decimal' | undefined {
  if (!isNumeric(def)) return undefined;
  return def.integer ? 'numeric' : 'decimal';
}

/** The payment method a form value stands for (a saved 'financing' is a loan; unknown or empty is cash). */
export function methodOf(value: unknown): PaymentMethodId {
  return readPaymentMethod(value) ?? 'cash';
}

/** The field's label for the form's payment method (a lease's down payment is its prepayment). */
export function labelOf(name: QuoteFieldName, paymentMethod?: unknown): string {
  const def = quoteField(name);
  const method = methodOf(paymentMethod);
  return def.labelFor?.[method] ?? def.label;
}

/**
 * True when the field is shown, validated and saved for these values: its payment methods include the
 * form's, and each `showIf` holds. A hidden field is saved empty, never with a stale value.
 */
export function isShown(def: Pick<QuoteFieldDef, 'label' | 'methods' | 'showIf'>, values: Readonly<Record<string, unknown>>): boolean {
  if (def.methods !== undefined && !def.methods.includes(methodOf(values['payment_method']))) return false;
  return (def.showIf ?? []).every((condition) => condition.in.includes(values[condition.field] as string | boolean));
}

/** The fields of a tab's group, in registry order. */
export function fieldsOfGroup(tab: EditorTabId, group: string): QuoteFieldName[] {
  return QUOTE_FIELD_NAMES.filter((name) => QUOTE_FIELDS[name].tab === tab && QUOTE_FIELDS[name].group === group);
}

export function groupsOf(tab: EditorTabId): readonly { id: string; title?: string; description?: string }[] {
  return QUOTE_GROUPS[tab];
}

/** The editor tab of each quote field (to open it and focus the field). */
export const FIELD_TAB: Readonly<Record<string, EditorTabId>> = Object.fromEntries(
  QUOTE_FIELD_NAMES.map((name) => [name, QUOTE_FIELDS[name].tab]),
);

/** The wizard step of each quote field that the wizard asks for. */
export const FIELD_STEP: Readonly<Partial<Record<string, WizardStepId>>> = Object.fromEntries(
  QUOTE_FIELD_NAMES.flatMap((name) => {
    const def: QuoteFieldDef = QUOTE_FIELDS[name];
    return def.step === undefined ? [] : [[name, def.step]];
  }),
);

const TAB_ORDER: readonly EditorTabId[] = ['installer', 'system', 'financials', 'equipment', 'trust', 'property'];

/** Field names in the order the editor shows them (tabs, then top to bottom): the first error is the first to fix. */
export const FIELD_ORDER: readonly string[] = TAB_ORDER.flatMap((tab) =>
  groupsOf(tab).flatMap((group) => fieldsOfGroup(tab, group.id) as string[]),
).concat(SETTING_FIELD_NAMES);

/**
 * The bound a filled number breaks, as the calculators word it ('Must not exceed 100,000'), or null: the
 * calculators' own check (finance/validation.ts) on the field's bounds from the one table (bounds.ts), the
 * other values' limit (incentives up to the cost) tightening the field's own when they are known.
 */
export function boundsMessage(
  def: Pick<SettingFieldDef, 'label' | 'min' | 'max' | 'integer'> & { readonly maxOf?: QuoteFieldDef['maxOf'] },
  value: unknown,
  context: ValidationContext = {},
): string | null {
  if (def.min === undefined && def.max === undefined) return null;
  const max = def.max ?? Number.POSITIVE_INFINITY;
  const rule: FieldRule = {
    label: def.label,
    min: def.min ?? Number.NEGATIVE_INFINITY,
    ...(def.maxOf === undefined ? { max } : { max: def.maxOf, cap: max }),
    required: false,
    ...(def.integer === true ? { integer: true } : {}),
  };
  return checkRule(rule, value, context);
}

/** A comparison CSV column taken from the quote's stored values. */
export interface CsvColumn {
  readonly name: QuoteFieldName;
  readonly header: string;
}

/** The registry fields that are CSV columns, in registry order. */
export const CSV_COLUMNS: readonly CsvColumn[] = QUOTE_FIELD_NAMES.flatMap((name) => {
  const def: QuoteFieldDef = QUOTE_FIELDS[name];
  return def.csv === undefined ? [] : [{ name, header: def.csv }];
});

/** The label of a choice's id ('ppa' → 'PPA'), the id itself when unknown. */
export function choiceLabel(name: QuoteFieldName, id: string): string {
  return quoteField(name).choices?.find((choice) => choice.id === id)?.label ?? id;
}
