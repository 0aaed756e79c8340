import { validateQuoteForm, validateWizardStep, type FormErrors } from '../../finance/form-validation';
import {
  boundsMessage,
  FIELD_ORDER,
  FIELD_STEP,
  FIELD_TAB,
  isNumeric,
  isShown,
  QUOTE_FIELD_NAMES,
  QUOTE_FIELDS,
  SETTING_FIELD_NAMES,
  SETTING_FIELDS,
  type EditorTabId,
  type QuoteFieldDef,
  type QuoteFieldName,
  type SettingFieldDef,
  type WizardStepId,
} from '../../quote-fields';
import { proposalInputs } from './mapping';
import type { QuoteFormValues, SettingsFormValues } from './values';

/* Steps, tabs and the messages of the quote form and the settings form, from the registry. */

export type WizardStep = WizardStepId;
export const WIZARD_STEP_COUNT = 4;
/** Step names (spec §2); the Financing step's title is the question. */
export const WIZARD_STEP_NAMES: Readonly<Record<WizardStep, string>> = { 1: 'Property', 2: 'Installer', 3: 'System', 4: 'Financing' };

export const EDITOR_TABS = [
  'installer',
  'system',
  'financials',
  'equipment',
  'trust',
  'property',
] as const satisfies readonly EditorTabId[];
export type EditorTab = (typeof EDITOR_TABS)[number];
export const EDITOR_TAB_LABELS: Readonly<Record<EditorTab, string>> = {
  installer: 'Installer',
  system: 'System',
  financials: 'Financials',
  equipment: 'Equipment',
  trust: 'Trust',
  property: 'Property',
};

export { FIELD_TAB };

/** The `?tab=` value as a tab (unknown → Installer). */
export function parseTab(value: string | null | undefined): EditorTab {
  const tab = (value ?? '').toLowerCase();
  return (EDITOR_TABS as readonly string[]).includes(tab) ? (tab as EditorTab) : 'installer';
}

/** Messages in the order the fields appear (tabs, then top to bottom), so the first is the first to fix. */
function ordered(errors: FormErrors): FormErrors {
  const rank = (name: string): number => (FIELD_ORDER.includes(name) ? FIELD_ORDER.indexOf(name) : FIELD_ORDER.length);
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b)));
}

/** The accounts spec's wording for an email that is not one (the quotes spec gives none). */
export const EMAIL_INVALID = 'Please enter a valid email';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Bounds messages of the filled, shown numbers (empty ones are for the required rules to judge), with
 * the registry's bounds and the calculators' wording ('Must not exceed 100,000'): the server stores
 * proposal_data only within the same bounds, so a value outside is stopped here instead of failing the save.
 */
export function boundsErrors(form: QuoteFormValues, only?: (name: QuoteFieldName) => boolean): FormErrors {
  const errors: FormErrors = {};
  const context = {
    solarCost: form.solar_system_cost,
    otherCosts: form.other_costs,
    batteryCost: form.battery_cost,
    batteryIncluded: form.battery_included,
    paymentMethod: form.payment_method,
  };
  for (const name of QUOTE_FIELD_NAMES) {
    const def: QuoteFieldDef = QUOTE_FIELDS[name];
    if (!isNumeric(def) || (only !== undefined && !only(name)) || !isShown(def, form)) continue;
    const value = form[name];
    if (typeof value !== 'string' || value.trim() === '') continue;
    const message = boundsMessage(def, value, context);
    if (message !== null) errors[name] = message;
  }
  return errors;
}

/** The fields a lease or PPA needs (the registry's `requiredFor`), with their messages. */
function requiredErrors(form: QuoteFormValues, only?: (name: QuoteFieldName) => boolean): FormErrors {
  const errors: FormErrors = {};
  for (const name of QUOTE_FIELD_NAMES) {
    const def: QuoteFieldDef = QUOTE_FIELDS[name];
    const message = def.requiredFor?.[form.payment_method];
    if (message === undefined || (only !== undefined && !only(name)) || !isShown(def, form)) continue;
    const value = form[name];
    if (typeof value === 'string' && value.trim() === '') errors[name] = message;
  }
  return errors;
}

/** Editor messages for the whole form (spec §5 "Editor"), then bounds and the email format. */
export function validateEditor(form: QuoteFormValues): FormErrors {
  const errors: FormErrors = { ...boundsErrors(form), ...requiredErrors(form), ...validateQuoteForm(proposalInputs(form)) };
  if (form.email.trim() !== '' && !EMAIL.test(form.email.trim())) errors['email'] = EMAIL_INVALID;
  return ordered(errors);
}

/** Editor messages for one tab's fields. */
export function validateTab(tab: EditorTab, form: QuoteFormValues): FormErrors {
  return Object.fromEntries(Object.entries(validateEditor(form)).filter(([name]) => FIELD_TAB[name] === tab));
}

/**
 * Where a field is asked for: its wizard step (null: the editor only) and its editor tab. The energy
 * settings are the wizard's Property step and the editor's Property tab.
 */
export function fieldPlace(name: string): { step: WizardStep | null; tab: EditorTab | null } {
  if (Object.hasOwn(SETTING_FIELDS, name)) return { step: 1, tab: 'property' };
  return { step: FIELD_STEP[name] ?? null, tab: FIELD_TAB[name] ?? null };
}

/**
 * The wizard's required fields of a step (spec §5 "Wizard": which ones), each as a sentence with the
 * field's label ('Company name is required'): the spec's pattern read 'company name is required'.
 */
function wizardRequiredErrors(step: WizardStep, form: QuoteFormValues): FormErrors {
  const missing = Object.keys(validateWizardStep(step, proposalInputs(form)));
  return Object.fromEntries(missing.map((name) => [name, `${QUOTE_FIELDS[name as QuoteFieldName].label} is required`]));
}

/**
 * Wizard messages for one step (spec §5 "Wizard"), then the bounds of the step's numbers and the email
 * format. The Property step asks for the settings the registry requires, the monthly consumption and the
 * current rate (issue 22: they were first found missing by the analysis, after Continue had gone on); their
 * bounds are kept by their number fields, which take no value outside them.
 */
export function validateStep(step: WizardStep, form: QuoteFormValues, settings?: SettingsFormValues): FormErrors {
  const onStep = (field: QuoteFieldName): boolean => FIELD_STEP[field] === step;
  // A filled number outside its bounds is told so first: a negative price is too low, not missing (issue 22).
  const errors: FormErrors = { ...boundsErrors(form, onStep) };
  for (const [name, message] of Object.entries({ ...wizardRequiredErrors(step, form), ...requiredErrors(form, onStep) }))
    errors[name] ??= message;
  for (const name of step === 1 && settings ? SETTING_FIELD_NAMES : []) {
    const required = (SETTING_FIELDS[name] as SettingFieldDef).required;
    if (required !== undefined && settings?.[name] === null) errors[name] = required;
  }
  if (step === 2 && form.email.trim() !== '' && !EMAIL.test(form.email.trim())) errors['email'] = EMAIL_INVALID;
  return ordered(errors);
}

/**
 * What stops the wizard's Save Quote: every step's messages again (an import, or a step revisited through
 * the step chips, may have changed a step already passed), and the bounds of the fields no step shows,
 * which the server would refuse. Each message's field is found with `fieldPlace`, so the homeowner is
 * taken to it.
 */
export function validateWizard(form: QuoteFormValues, settings: SettingsFormValues): FormErrors {
  const errors: FormErrors = {};
  for (const step of [1, 2, 3, 4] as const) Object.assign(errors, validateStep(step, form, settings));
  for (const [name, message] of Object.entries(boundsErrors(form))) errors[name] ??= message;
  return ordered(errors);
}

/**
 * What stops a draft save ('Save and Return to Project'): only what the server would refuse, the bounds
 * of every number and the email format. A draft may lack required fields (it is named 'DRAFT: …').
 */
export function validateDraft(form: QuoteFormValues): FormErrors {
  const errors: FormErrors = boundsErrors(form);
  if (form.email.trim() !== '' && !EMAIL.test(form.email.trim())) errors['email'] = EMAIL_INVALID;
  return ordered(errors);
}
