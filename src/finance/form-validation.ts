import { coerceBoolean, coerceNumber, isFilled } from './coerce';
import {
  BATTERY_COST_REQUIRED,
  BENEFIT_DURATION_REQUIRED,
  COMPANY_NAME_REQUIRED,
  DOWN_PAYMENT_REQUIRED,
  INTEREST_RATE_REQUIRED,
  LOAN_TERM_REQUIRED,
  MONITORING_BRAND_REQUIRED,
  YEARLY_BENEFITS_REQUIRED,
  wizardRequired,
} from './messages';
import { isFinanced, type ProjectEnergySettings, type ProposalData } from './quote-engine';

/** The quote's own columns beside `proposal_data` (spec §3): what a saved quote and the form both carry. */
export interface QuoteColumns {
  readonly company_name?: string | null;
  readonly email?: string | null;
  readonly phone?: string | null;
  readonly domain?: string | null;
  readonly status?: string | null;
  readonly sub_status?: string | null;
  readonly notes?: string | null;
}

/** The quote form: proposal_data fields plus the quote's own fields (spec §3). */
export interface QuoteForm extends ProposalData, QuoteColumns {
  readonly monitoring_included?: boolean | string | null;
  readonly monitoring_brand?: string | null;
}

/** Field name → message; empty when the form is valid. */
export type FormErrors = Record<string, string>;

const number = (value: unknown): number | null => {
  const coerced = coerceNumber(value);
  return coerced.kind === 'number' ? coerced.value : null;
};

/** A number field counts as filled when it holds a number (0 included). */
const hasNumber = (value: unknown): boolean => number(value) !== null;
/** Saved empties come back as 0 (spec §7), so for the benefit pair 0 counts as empty. */
const hasNonZero = (value: unknown): boolean => {
  const n = number(value);
  return n !== null && n !== 0;
};
const hasPositive = (value: unknown): boolean => {
  const n = number(value);
  return n !== null && n > 0;
};

/**
 * The quote editor's rules (spec §5 "Editor"). Zero is accepted for the down payment and the
 * interest rate, as the spec says; a loan term and an included battery's cost must be above 0.
 */
export function validateQuoteForm(form: QuoteForm | null | undefined): FormErrors {
  const f = form ?? {};
  const errors: FormErrors = {};
  if (!isFilled(f.company_name)) errors['company_name'] = COMPANY_NAME_REQUIRED;
  const benefits = hasNonZero(f.yearly_benefits);
  const duration = hasNonZero(f.benefit_duration_years);
  if (benefits && !duration) errors['benefit_duration_years'] = BENEFIT_DURATION_REQUIRED;
  if (duration && !benefits) errors['yearly_benefits'] = YEARLY_BENEFITS_REQUIRED;
  if (isFinanced(f.payment_method)) {
    if (!hasNumber(f.down_payment)) errors['down_payment'] = DOWN_PAYMENT_REQUIRED;
    if (!hasNumber(f.interest_rate_percent)) errors['interest_rate_percent'] = INTEREST_RATE_REQUIRED;
    if (!hasPositive(f.loan_term_years)) errors['loan_term_years'] = LOAN_TERM_REQUIRED;
  }
  if (coerceBoolean(f.monitoring_included) && !isFilled(f.monitoring_brand)) {
    errors['monitoring_brand'] = MONITORING_BRAND_REQUIRED;
  }
  if (coerceBoolean(f.battery_included) && !hasPositive(f.battery_cost)) errors['battery_cost'] = BATTERY_COST_REQUIRED;
  return errors;
}

/** The wizard's steps in order (spec §2). */
export const WIZARD_STEPS = ['Property', 'Installer', 'System', 'Financing'] as const;
export type WizardStepName = (typeof WIZARD_STEPS)[number];

/**
 * Required fields per wizard step (spec §5 "Wizard"): the spec's field name, which the message
 * is built from, and the form field it checks.
 */
export const WIZARD_REQUIRED_FIELDS: Readonly<
  Record<WizardStepName, readonly { readonly name: string; readonly formField: keyof QuoteForm }[]>
> = {
  Property: [],
  Installer: [{ name: 'company_name', formField: 'company_name' }],
  System: [
    { name: 'system_size', formField: 'system_size_kw' },
    { name: 'solar_cost', formField: 'solar_system_cost' },
  ],
  Financing: [],
};

/**
 * Validates one wizard step (1–4 or its name). Messages follow the spec's pattern literally, e.g.
 * 'company name is required' (see `wizardRequired`); errors are keyed by form field. Text fields
 * must be non-blank; number fields must be above 0.
 */
export function validateWizardStep(step: 1 | 2 | 3 | 4 | WizardStepName, form: QuoteForm | null | undefined): FormErrors {
  const name: WizardStepName | undefined = typeof step === 'number' ? WIZARD_STEPS[step - 1] : step;
  const errors: FormErrors = {};
  for (const required of name === undefined ? [] : WIZARD_REQUIRED_FIELDS[name]) {
    const value: unknown = form?.[required.formField];
    const ok = required.formField === 'company_name' ? isFilled(value) : hasPositive(value);
    if (!ok) errors[required.formField] = wizardRequired(required.name);
  }
  return errors;
}

/**
 * True when leaving the System step should open the 'Net Metering Rate' dialog (spec §2): a
 * monthly net excess is filled but the project has no net metering rate.
 */
export function needsNetMeteringRateAssumption(
  project: ProjectEnergySettings | null | undefined,
  proposal: ProposalData | null | undefined,
): boolean {
  return hasPositive(proposal?.monthly_net_excess_kwh) && !hasNumber(project?.net_metering_rate);
}
