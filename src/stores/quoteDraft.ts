import { computed, map, type MapStore, type ReadableAtom } from 'nanostores';
import { coerceNumber } from '../finance/coerce';
import { DRAFT_QUOTE_NAME } from '../finance/comparison';
import {
  needsNetMeteringRateAssumption,
  validateQuoteForm,
  validateWizardStep,
  type FormErrors,
  type QuoteForm,
} from '../finance/form-validation';
import { DEFAULT_LIFETIME_YEARS, deriveProposalValues, type ProjectEnergySettings, type ProposalData } from '../finance/quote-engine';
import { FIELD_REQUIRED } from '../finance/messages';
import { validateField, type CalculatorV2Field } from '../finance/validation';

/**
 * The quote form (spec §2–§5, §7): wizard steps 1–4 with the furthest step reached, the editor's tab,
 * the values as typed, the last saved snapshot and unsaved-change detection, validation, and saving
 * (quote first, then project). Nothing typed is lost: every change is kept in localStorage, per
 * project and quote, until the server confirms a save that includes it; opening the form again brings
 * it back.
 */

// ---- form values -----------------------------------------------------------------------------------

export const QUOTE_STATUSES = ['researching', 'quote_requested', 'quote_received', 'installer_chosen', 'archived'] as const;
export type QuoteStatusValue = (typeof QUOTE_STATUSES)[number];

/** Spec §4 labels. The wizard offers every status but Archived. */
export const STATUS_LABELS: Readonly<Record<string, string>> = {
  researching: 'Researching',
  quote_requested: 'Quote Requested',
  quote_received: 'Quote Received',
  installer_chosen: 'Installer Chosen',
  archived: 'Archived',
  draft: 'Draft',
};

/** Installation stages, shown when the status is installer_chosen (spec §4). */
export const SUB_STATUS_OPTIONS: readonly { readonly id: string; readonly label: string }[] = [
  { id: 'site_survey', label: 'Site Survey' },
  { id: 'design_engineering', label: 'Design & Engineering' },
  { id: 'permitting_interconnection', label: 'Permitting & Interconnection' },
  { id: 'installation', label: 'Installation' },
  { id: 'inspection', label: 'Inspection' },
  { id: 'permission_to_operate', label: 'Permission to Operate' },
];

export const INVERTER_TYPES: readonly { readonly id: string; readonly label: string }[] = [
  { id: 'microinverters', label: 'Microinverters' },
  { id: 'string', label: 'String inverter' },
  { id: 'power-optimizers', label: 'Power optimizers' },
];

/** The quote as typed: one flat record (numbers as text), mapped to the payload on save. */
export interface QuoteFormValues {
  // Installer
  company_name: string;
  email: string;
  phone: string;
  domain: string;
  status: QuoteStatusValue;
  sub_status: string;
  notes: string;
  // System
  system_size_kw: string;
  solar_system_cost: string;
  other_costs: string;
  battery_included: boolean;
  battery_cost: string;
  battery_capacity_kwh: string;
  year1_production_kwh: string;
  annual_degradation_percent: string;
  monthly_net_excess_kwh: string;
  // Financials
  solar_incentives: string;
  battery_incentives: string;
  yearly_benefits: string;
  benefit_duration_years: string;
  payment_method: 'cash' | 'loan';
  down_payment: string;
  interest_rate_percent: string;
  loan_term_years: string;
  // Equipment
  panel_brand: string;
  panel_model: string;
  panel_count: string;
  panel_wattage: string;
  panel_efficiency: string;
  panel_warranty: string;
  inverter_type: string;
  inverter_brand: string;
  inverter_model: string;
  inverter_count: string;
  inverter_warranty: string;
  battery_brand: string;
  battery_model: string;
  battery_count: string;
  battery_warranty: string;
  monitoring_included: boolean;
  monitoring_brand: string;
  // Trust
  quality_rating: number;
  value_rating: number;
  trust_rating: number;
  years_in_business: string;
  employee_count: string;
  systems_installed: string;
  trust_points: string[];
}

/** The project's energy settings as typed (the settings form's names, spec §3). */
export interface SettingsFormValues {
  monthly_consumption: string;
  current_rate: string;
  rate_increase: string;
  energy_provider: string;
  net_metering_rate: string;
  net_metering_escalation: string;
  system_lifetime: string;
  om_enabled: boolean;
  om_percent: string;
  insurance_enabled: boolean;
  insurance_percent: string;
  om_escalation: string;
}

/** Form defaults (spec §3): status researching, payment cash, ratings 0. */
export function emptyQuoteForm(): QuoteFormValues {
  return {
    company_name: '',
    email: '',
    phone: '',
    domain: '',
    status: 'researching',
    sub_status: '',
    notes: '',
    system_size_kw: '',
    solar_system_cost: '',
    other_costs: '',
    battery_included: false,
    battery_cost: '',
    battery_capacity_kwh: '',
    year1_production_kwh: '',
    annual_degradation_percent: '',
    monthly_net_excess_kwh: '',
    solar_incentives: '',
    battery_incentives: '',
    yearly_benefits: '',
    benefit_duration_years: '',
    payment_method: 'cash',
    down_payment: '',
    interest_rate_percent: '',
    loan_term_years: '',
    panel_brand: '',
    panel_model: '',
    panel_count: '',
    panel_wattage: '',
    panel_efficiency: '',
    panel_warranty: '',
    inverter_type: '',
    inverter_brand: '',
    inverter_model: '',
    inverter_count: '',
    inverter_warranty: '',
    battery_brand: '',
    battery_model: '',
    battery_count: '',
    battery_warranty: '',
    monitoring_included: false,
    monitoring_brand: '',
    quality_rating: 0,
    value_rating: 0,
    trust_rating: 0,
    years_in_business: '',
    employee_count: '',
    systems_installed: '',
    trust_points: [],
  };
}

/** Settings defaults: system lifetime 25 (spec §3). */
export function emptySettingsForm(): SettingsFormValues {
  return {
    monthly_consumption: '',
    current_rate: '',
    rate_increase: '',
    energy_provider: '',
    net_metering_rate: '',
    net_metering_escalation: '',
    system_lifetime: '25',
    om_enabled: false,
    om_percent: '',
    insurance_enabled: false,
    insurance_percent: '',
    om_escalation: '',
  };
}

// ---- server shapes ---------------------------------------------------------------------------------

/** The project fields this form reads (spec §3). Directus may send decimals as text. */
export interface ProjectRecord {
  readonly id: string;
  readonly wizard_completed?: boolean | null;
  readonly installer?: readonly QuoteRecord[] | null;
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
}

/** A saved quote (collection installer, spec §3). */
export interface QuoteRecord {
  readonly id: string;
  readonly name?: string | null;
  readonly company_name?: string | null;
  readonly email?: string | null;
  readonly phone?: string | null;
  readonly domain?: string | null;
  readonly status?: string | null;
  readonly sub_status?: string | null;
  readonly notes?: string | null;
  readonly archived?: boolean | null;
  readonly proposal_data?: Record<string, unknown> | null;
  readonly equipment?: Record<string, unknown> | null;
  readonly trust?: Record<string, unknown> | null;
}

/** The quote payload sent to create or update a quote. */
export interface QuotePayload {
  name: string;
  company_name: string | null;
  email: string | null;
  phone: string | null;
  domain: string | null;
  status: QuoteStatusValue;
  sub_status: string | null;
  notes: string | null;
  archived: boolean;
  proposal_data: Record<string, unknown>;
  equipment: Record<string, unknown>;
  trust: Record<string, unknown>;
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
}

/** The calls a save makes (spec §7); bound to the projects store by the island, faked in tests. */
export interface QuoteApi {
  createQuote(projectId: string, payload: QuotePayload): Promise<{ id: string }>;
  updateQuote(projectId: string, quoteId: string, payload: QuotePayload): Promise<unknown>;
  updateProject(projectId: string, payload: ProjectPayload): Promise<unknown>;
  markWizardDone(projectId: string): Promise<unknown>;
}

// ---- conversions -----------------------------------------------------------------------------------

/** A typed number as a number, or null when empty or not a number. */
export function toNumber(text: string | number | null | undefined): number | null {
  const coerced = coerceNumber(text);
  return coerced.kind === 'number' ? coerced.value : null;
}

const zeroIfEmpty = (text: string): number => toNumber(text) ?? 0;
const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A stored number as text for an input: 24000 → '24000', '0.16000' → '0.16', null → ''. */
export function numberText(value: unknown): string {
  const n = toNumber(typeof value === 'number' || typeof value === 'string' ? value : null);
  return n === null ? '' : String(n);
}

const bool = (value: unknown): boolean => value === true || value === 'true' || value === 1;

/** proposal_data fields that are saved as null when empty; the other numbers become 0 (spec §3, §7). */
const NULLABLE_PROPOSAL = new Set(['annual_degradation_percent', 'interest_rate_percent', 'loan_term_years']);
const PROPOSAL_NUMBERS = [
  'system_size_kw',
  'solar_system_cost',
  'other_costs',
  'battery_cost',
  'battery_capacity_kwh',
  'solar_incentives',
  'battery_incentives',
  'year1_production_kwh',
  'annual_degradation_percent',
  'monthly_net_excess_kwh',
  'yearly_benefits',
  'benefit_duration_years',
  'down_payment',
  'interest_rate_percent',
  'loan_term_years',
] as const satisfies readonly (keyof QuoteFormValues)[];

/** The engine's view of the typed quote (text is fine: the engine coerces). */
export function proposalInputs(form: QuoteFormValues): ProposalData & QuoteForm {
  return { ...form, payment_method: form.payment_method };
}

/** The engine's view of the typed settings; disabled O&M or insurance counts as 0 %. */
export function projectSettings(settings: SettingsFormValues): ProjectEnergySettings {
  return {
    monthly_consumption_kwh: settings.monthly_consumption,
    current_rate_per_kwh: settings.current_rate,
    rate_increase_yearly_percent: settings.rate_increase,
    net_metering_rate: settings.net_metering_rate,
    net_metering_increase_yearly_percent: settings.net_metering_escalation,
    expected_system_lifetime_years: settings.system_lifetime,
    om_annual_percent: settings.om_enabled ? settings.om_percent : 0,
    insurance_annual_percent: settings.insurance_enabled ? settings.insurance_percent : 0,
    om_and_insurance_escalation_percent: settings.om_escalation,
  };
}

/** True when the quote holds anything worth saving (besides its defaults). */
export function hasQuoteData(form: QuoteFormValues): boolean {
  const empty = emptyQuoteForm();
  return (Object.keys(empty) as (keyof QuoteFormValues)[]).some((key) => JSON.stringify(form[key]) !== JSON.stringify(empty[key]));
}

/** Mean of the three star ratings (spec §3), rounded to 2 decimals. */
export function averageRating(form: Pick<QuoteFormValues, 'quality_rating' | 'value_rating' | 'trust_rating'>): number {
  return Math.round(((form.quality_rating + form.value_rating + form.trust_rating) / 3) * 100) / 100;
}

/**
 * The quote payload (spec §3, §7): numbers as numbers, empty optional numbers 0 (null for the
 * nullable ones), a quote without a company name named 'DRAFT: No Company Name Provided', the
 * Archived status setting the archived flag, and the derived values stored on proposal_data.
 */
export function toQuotePayload(form: QuoteFormValues, settings: SettingsFormValues): QuotePayload {
  const company = form.company_name.trim();
  const proposal: Record<string, unknown> = {};
  for (const name of PROPOSAL_NUMBERS) {
    proposal[name] = NULLABLE_PROPOSAL.has(name) ? toNumber(form[name]) : zeroIfEmpty(form[name]);
  }
  proposal['battery_included'] = form.battery_included;
  proposal['payment_method'] = form.payment_method;
  const derived = deriveProposalValues(projectSettings(settings), proposal);
  const count = (text: string): number | null => toNumber(text);
  return {
    name: company === '' ? DRAFT_QUOTE_NAME : company,
    company_name: company === '' ? null : company,
    email: textOrNull(form.email),
    phone: textOrNull(form.phone),
    domain: textOrNull(form.domain),
    status: form.status,
    sub_status: form.status === 'installer_chosen' ? textOrNull(form.sub_status) : null,
    notes: textOrNull(form.notes),
    archived: form.status === 'archived',
    proposal_data: { ...proposal, ...derived },
    equipment: {
      panels: {
        brand: textOrNull(form.panel_brand),
        model: textOrNull(form.panel_model),
        count: count(form.panel_count),
        wattage: count(form.panel_wattage),
        efficiency: count(form.panel_efficiency),
        warranty: count(form.panel_warranty),
      },
      inverters: {
        type: textOrNull(form.inverter_type),
        brand: textOrNull(form.inverter_brand),
        model: textOrNull(form.inverter_model),
        count: count(form.inverter_count),
        warranty: count(form.inverter_warranty),
      },
      battery: {
        brand: textOrNull(form.battery_brand),
        model: textOrNull(form.battery_model),
        count: count(form.battery_count),
        warranty: count(form.battery_warranty),
      },
      monitoring: { included: form.monitoring_included, brand: textOrNull(form.monitoring_brand) },
    },
    trust: {
      quality_rating: form.quality_rating,
      value_rating: form.value_rating,
      trust_rating: form.trust_rating,
      average_rating: averageRating(form),
      years_in_business: count(form.years_in_business),
      employee_count: count(form.employee_count),
      systems_installed: count(form.systems_installed),
      trust_points: form.trust_points.map((point) => point.trim()).filter((point) => point !== ''),
    },
  };
}

/** The project payload of the settings (spec §7); disabled O&M or insurance is sent as 0 %, an empty lifetime as 25. */
export function toProjectPayload(settings: SettingsFormValues): ProjectPayload {
  return {
    monthly_consumption_kwh: toNumber(settings.monthly_consumption),
    current_rate_per_kwh: toNumber(settings.current_rate),
    rate_increase_yearly_percent: toNumber(settings.rate_increase),
    energy_provider: textOrNull(settings.energy_provider),
    net_metering_rate: toNumber(settings.net_metering_rate),
    net_metering_increase_yearly_percent: toNumber(settings.net_metering_escalation),
    expected_system_lifetime_years: toNumber(settings.system_lifetime) ?? DEFAULT_LIFETIME_YEARS,
    om_annual_percent: settings.om_enabled ? zeroIfEmpty(settings.om_percent) : 0,
    insurance_annual_percent: settings.insurance_enabled ? zeroIfEmpty(settings.insurance_percent) : 0,
    // As the Property Details dialog saves it: 0 when neither O&M nor insurance is on.
    om_and_insurance_escalation_percent: settings.om_enabled || settings.insurance_enabled ? zeroIfEmpty(settings.om_escalation) : 0,
  };
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const rating = (value: unknown): number => {
  const n = toNumber(typeof value === 'number' || typeof value === 'string' ? value : null) ?? 0;
  return Math.min(5, Math.max(0, Math.round(n)));
};

/** A saved quote as form values. 'financing' counts as the form's Loan (spec §4). */
export function fromQuote(quote: QuoteRecord): QuoteFormValues {
  const form = emptyQuoteForm();
  const p = record(quote.proposal_data);
  const e = record(quote.equipment);
  const t = record(quote.trust);
  const panels = record(e['panels']);
  const inverters = record(e['inverters']);
  const battery = record(e['battery']);
  const monitoring = record(e['monitoring']);
  const status = quote.archived === true ? 'archived' : str(quote.status);
  const company = str(quote.company_name) || (str(quote.name) === DRAFT_QUOTE_NAME ? '' : str(quote.name));
  for (const name of PROPOSAL_NUMBERS) form[name] = numberText(p[name]);
  const method = str(p['payment_method']).toLowerCase();
  return {
    ...form,
    company_name: company,
    email: str(quote.email),
    phone: str(quote.phone),
    domain: str(quote.domain),
    status: (QUOTE_STATUSES as readonly string[]).includes(status) ? (status as QuoteStatusValue) : 'researching',
    sub_status: str(quote.sub_status),
    notes: str(quote.notes),
    battery_included: bool(p['battery_included']),
    payment_method: method === 'loan' || method === 'financing' ? 'loan' : 'cash',
    panel_brand: str(panels['brand']),
    panel_model: str(panels['model']),
    panel_count: numberText(panels['count']),
    panel_wattage: numberText(panels['wattage']),
    panel_efficiency: numberText(panels['efficiency']),
    panel_warranty: numberText(panels['warranty']),
    inverter_type: str(inverters['type']),
    inverter_brand: str(inverters['brand']),
    inverter_model: str(inverters['model']),
    inverter_count: numberText(inverters['count']),
    inverter_warranty: numberText(inverters['warranty']),
    battery_brand: str(battery['brand']),
    battery_model: str(battery['model']),
    battery_count: numberText(battery['count']),
    battery_warranty: numberText(battery['warranty']),
    monitoring_included: bool(monitoring['included']),
    monitoring_brand: str(monitoring['brand']),
    quality_rating: rating(t['quality_rating']),
    value_rating: rating(t['value_rating']),
    trust_rating: rating(t['trust_rating']),
    years_in_business: numberText(t['years_in_business']),
    employee_count: numberText(t['employee_count']),
    systems_installed: numberText(t['systems_installed']),
    trust_points: Array.isArray(t['trust_points']) ? t['trust_points'].filter((x): x is string => typeof x === 'string') : [],
  };
}

/** A project's settings as form values; O&M and insurance are enabled when their percent is above 0 (spec §3). */
export function fromProject(project: ProjectRecord): SettingsFormValues {
  const om = toNumber(project.om_annual_percent ?? null) ?? 0;
  const insurance = toNumber(project.insurance_annual_percent ?? null) ?? 0;
  const lifetime = numberText(project.expected_system_lifetime_years);
  return {
    monthly_consumption: numberText(project.monthly_consumption_kwh),
    current_rate: numberText(project.current_rate_per_kwh),
    rate_increase: numberText(project.rate_increase_yearly_percent),
    energy_provider: project.energy_provider ?? '',
    net_metering_rate: numberText(project.net_metering_rate),
    net_metering_escalation: numberText(project.net_metering_increase_yearly_percent),
    system_lifetime: lifetime === '' ? '25' : lifetime,
    om_enabled: om > 0,
    om_percent: om > 0 ? String(om) : '',
    insurance_enabled: insurance > 0,
    insurance_percent: insurance > 0 ? String(insurance) : '',
    om_escalation: numberText(project.om_and_insurance_escalation_percent),
  };
}

// ---- steps, tabs, validation -----------------------------------------------------------------------

export type WizardStep = 1 | 2 | 3 | 4;
export const WIZARD_STEP_COUNT = 4;
/** Step names (spec §2); the Financing step's title is the question. */
export const WIZARD_STEP_NAMES: Readonly<Record<WizardStep, string>> = { 1: 'Property', 2: 'Installer', 3: 'System', 4: 'Financing' };

export const EDITOR_TABS = ['installer', 'system', 'financials', 'equipment', 'trust', 'property'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];
export const EDITOR_TAB_LABELS: Readonly<Record<EditorTab, string>> = {
  installer: 'Installer',
  system: 'System',
  financials: 'Financials',
  equipment: 'Equipment',
  trust: 'Trust',
  property: 'Property',
};

/** The `?tab=` value as a tab (unknown → Installer). */
export function parseTab(value: string | null | undefined): EditorTab {
  const tab = (value ?? '').toLowerCase();
  return (EDITOR_TABS as readonly string[]).includes(tab) ? (tab as EditorTab) : 'installer';
}

/** The tab each validated field is on (to open it and focus the field). */
export const FIELD_TAB: Readonly<Record<string, EditorTab>> = {
  company_name: 'installer',
  email: 'installer',
  system_size_kw: 'system',
  solar_system_cost: 'system',
  other_costs: 'system',
  battery_cost: 'system',
  battery_capacity_kwh: 'system',
  year1_production_kwh: 'system',
  annual_degradation_percent: 'system',
  monthly_net_excess_kwh: 'system',
  down_payment: 'financials',
  interest_rate_percent: 'financials',
  loan_term_years: 'financials',
  solar_incentives: 'financials',
  battery_incentives: 'financials',
  yearly_benefits: 'financials',
  benefit_duration_years: 'financials',
  monitoring_brand: 'equipment',
};

const FIELD_ORDER = Object.keys(FIELD_TAB);

/** Messages in the order the fields appear (tabs, then top to bottom), so the first is the first to fix. */
function ordered(errors: FormErrors): FormErrors {
  const rank = (name: string): number => (FIELD_ORDER.includes(name) ? FIELD_ORDER.indexOf(name) : FIELD_ORDER.length);
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b)));
}

/**
 * The quote's numbers and the calculator bounds they share (spec §5): the server stores
 * proposal_data only within them, so a value outside is stopped here with the calculator's message
 * ('Must not exceed 100,000') instead of failing the save.
 */
const BOUNDED_FIELDS: Readonly<Partial<Record<keyof QuoteFormValues, CalculatorV2Field>>> = {
  system_size_kw: 'systemSize',
  solar_system_cost: 'solarCost',
  other_costs: 'otherCosts',
  battery_cost: 'batteryCost',
  battery_capacity_kwh: 'batteryCapacity',
  year1_production_kwh: 'year1Production',
  annual_degradation_percent: 'degradationRate',
  monthly_net_excess_kwh: 'monthlyNetExcess',
  solar_incentives: 'solarIncentives',
  battery_incentives: 'batteryIncentives',
  yearly_benefits: 'yearlyBenefits',
  benefit_duration_years: 'yearlyBenefitDuration',
  down_payment: 'downPayment',
  interest_rate_percent: 'interestRate',
  loan_term_years: 'loanTerm',
};

/** The wizard step each bounded field is on. */
const FIELD_STEP: Readonly<Partial<Record<keyof QuoteFormValues, WizardStep>>> = {
  system_size_kw: 3,
  solar_system_cost: 3,
  other_costs: 3,
  battery_cost: 3,
  battery_capacity_kwh: 3,
  year1_production_kwh: 3,
  annual_degradation_percent: 3,
  monthly_net_excess_kwh: 3,
  solar_incentives: 4,
  battery_incentives: 4,
  yearly_benefits: 4,
  benefit_duration_years: 4,
  down_payment: 4,
  interest_rate_percent: 4,
  loan_term_years: 4,
};

/** The accounts spec's wording for an email that is not one (the quotes spec gives none). */
export const EMAIL_INVALID = 'Please enter a valid email';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Bounds messages of the filled numbers (empty ones are for the required rules to judge). */
export function boundsErrors(form: QuoteFormValues, only?: (name: keyof QuoteFormValues) => boolean): FormErrors {
  const errors: FormErrors = {};
  const context = {
    solarCost: form.solar_system_cost,
    otherCosts: form.other_costs,
    batteryCost: form.battery_cost,
    batteryIncluded: form.battery_included,
    paymentMethod: form.payment_method,
  };
  for (const [name, rule] of Object.entries(BOUNDED_FIELDS) as [keyof QuoteFormValues, CalculatorV2Field][]) {
    if (only !== undefined && !only(name)) continue;
    const value = form[name];
    if (typeof value !== 'string' || value.trim() === '') continue;
    if (!form.battery_included && (name === 'battery_cost' || name === 'battery_capacity_kwh' || name === 'battery_incentives')) continue;
    if (form.payment_method !== 'loan' && (name === 'down_payment' || name === 'interest_rate_percent' || name === 'loan_term_years'))
      continue;
    const message = validateField(rule, value, context, 'v2');
    if (message !== null && message !== FIELD_REQUIRED) errors[name] = message;
  }
  return errors;
}

/** Editor messages for the whole form (spec §5 "Editor"), then bounds and the email format. */
export function validateEditor(form: QuoteFormValues): FormErrors {
  const errors: FormErrors = { ...boundsErrors(form), ...validateQuoteForm(proposalInputs(form)) };
  if (form.email.trim() !== '' && !EMAIL.test(form.email.trim())) errors['email'] = EMAIL_INVALID;
  return ordered(errors);
}

/** Editor messages for one tab's fields. */
export function validateTab(tab: EditorTab, form: QuoteFormValues): FormErrors {
  return Object.fromEntries(Object.entries(validateEditor(form)).filter(([name]) => FIELD_TAB[name] === tab));
}

/** Wizard messages for one step (spec §5 "Wizard"), then the bounds of the step's numbers and the email format. */
export function validateStep(step: WizardStep, form: QuoteFormValues): FormErrors {
  const errors: FormErrors = { ...validateWizardStep(step, proposalInputs(form)) };
  for (const [name, message] of Object.entries(boundsErrors(form, (field) => FIELD_STEP[field] === step))) errors[name] ??= message;
  if (step === 2 && form.email.trim() !== '' && !EMAIL.test(form.email.trim())) errors['email'] = EMAIL_INVALID;
  return ordered(errors);
}

// ---- local draft -----------------------------------------------------------------------------------

/** Where drafts are kept; localStorage in the browser, a Map in tests. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The localStorage key of a quote's draft: per project and quote ('new' before the first save). */
export function draftKey(projectId: string, quoteId: string | null): string {
  return `atlas:quote-draft:${projectId}:${quoteId ?? 'new'}`;
}

interface StoredDraft {
  readonly v: 1;
  readonly savedAt: number;
  readonly form: QuoteFormValues;
  readonly settings: SettingsFormValues;
  readonly step?: WizardStep;
  readonly furthestStep?: WizardStep;
}

function browserStorage(): DraftStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Access itself can throw (storage disabled by policy); drafts then live only in memory.
    return null;
  }
}

function readDraft(storage: DraftStorage | null, key: string): StoredDraft | null {
  if (storage === null) return null;
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    if (parsed.v !== 1 || typeof parsed.form !== 'object' || typeof parsed.settings !== 'object') return null;
    // Fields added since the draft was written get their defaults.
    return {
      ...(parsed as StoredDraft),
      form: { ...emptyQuoteForm(), ...parsed.form },
      settings: { ...emptySettingsForm(), ...parsed.settings },
    };
  } catch (cause) {
    console.warn(new Error(`quote draft: could not read ${key}; ignoring it`, { cause }));
    return null;
  }
}

// ---- the store -------------------------------------------------------------------------------------

export type SaveResult = { ok: true } | { ok: false; error: Error };

/** What a wizard Continue led to; the view shows the matching dialog or toast. */
export type ContinueOutcome =
  | { kind: 'advanced'; step: WizardStep }
  | { kind: 'completed'; firstQuote: boolean }
  | { kind: 'invalid'; errors: FormErrors }
  | { kind: 'net-metering' }
  | { kind: 'save-failed'; error: Error };

export interface QuoteDraftState {
  status: 'empty' | 'ready';
  projectId: string | null;
  quoteId: string | null;
  /** Wizard (first quote, or a project whose wizard is not done) or the tabbed editor. */
  mode: 'wizard' | 'editor';
  /** The wizard title: 'Set up your solar project' for the project's first quote. */
  firstQuote: boolean;
  step: WizardStep;
  furthestStep: WizardStep;
  tab: EditorTab;
  form: QuoteFormValues;
  settings: SettingsFormValues;
  /** What the server last confirmed (or sent when the form opened). */
  saved: { form: QuoteFormValues; settings: SettingsFormValues };
  errors: FormErrors;
  /** Form-level error after a failed save ('Failed to save quote'). */
  formError: string | null;
  saving: boolean;
  /** True when the form was restored from a draft the server had not confirmed. */
  recovered: boolean;
  /** When that draft was written (ms since epoch). */
  recoveredAt: number | null;
}

export interface InitOptions {
  readonly project: ProjectRecord;
  readonly quote?: QuoteRecord | null;
  /** Forces a mode; by default: wizard on /new while the project's wizard is not completed, else editor. */
  readonly mode?: 'wizard' | 'editor';
  readonly tab?: EditorTab;
}

export interface QuoteDraftOptions {
  readonly storage?: DraftStorage | null;
  readonly now?: () => number;
}

/** The form-level message after a failed editor save (spec §8). */
export const SAVE_FAILED_FORM_ERROR = 'Failed to save quote';

function initialState(): QuoteDraftState {
  return {
    status: 'empty',
    projectId: null,
    quoteId: null,
    mode: 'wizard',
    firstQuote: true,
    step: 1,
    furthestStep: 1,
    tab: 'installer',
    form: emptyQuoteForm(),
    settings: emptySettingsForm(),
    saved: { form: emptyQuoteForm(), settings: emptySettingsForm() },
    errors: {},
    formError: null,
    saving: false,
    recovered: false,
    recoveredAt: null,
  };
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export interface QuoteDraftStore {
  readonly $quoteDraft: MapStore<QuoteDraftState>;
  /** True when the form differs from the last saved snapshot. */
  readonly $dirty: ReadableAtom<boolean>;
  init(options: InitOptions): void;
  setApi(api: QuoteApi): void;
  /** Extra logging of every save's payloads (the URL query tester=testing, spec §7). */
  setDebug(on: boolean): void;
  setField<K extends keyof QuoteFormValues>(name: K, value: QuoteFormValues[K]): void;
  setSetting<K extends keyof SettingsFormValues>(name: K, value: SettingsFormValues[K]): void;
  /** Shows the given errors (e.g. after a failed Continue). */
  setErrors(errors: FormErrors): void;
  /** Saves quote then project when anything changed; the local draft is dropped once the server has it all. */
  save(): Promise<SaveResult>;
  goToStep(step: WizardStep): boolean;
  previousStep(): void;
  /** Wizard Continue / Save Quote (spec §2). `assumeNetMetering` after 'Continue with Assumption'. */
  wizardContinue(options?: { assumeNetMetering?: boolean }): Promise<ContinueOutcome>;
  /** Editor Continue: validates the tab, moves on at once and saves in the background. */
  editorContinue(): { moved: true; save: Promise<SaveResult> } | { moved: false; errors: FormErrors };
  /** Selects a tab; in edit mode it saves in the background (spec §2). */
  selectTab(tab: EditorTab): Promise<SaveResult> | null;
  /** Validates the whole quote and saves (Save and Go Back). */
  saveAll(): Promise<SaveResult | { ok: false; errors: FormErrors }>;
  /** Leaves wizard mode for the editor (Add More Details → Equipment tab). */
  leaveWizard(tab?: EditorTab): void;
  /** Add New Quote: an empty quote on the Installer step, wizard mode again; settings stay. */
  startNewQuote(): void;
  /** Throws away a recovered draft and returns to what the server holds. */
  discardRecovered(): void;
  reset(): void;
}

/** Creates a quote form store (the app uses `quoteDraft`; tests make their own). */
export function createQuoteDraft(options: QuoteDraftOptions = {}): QuoteDraftStore {
  // Resolved on use: the module may load where there is no browser storage (a server render).
  const storageOf = (): DraftStorage | null => (options.storage === undefined ? browserStorage() : options.storage);
  const now = options.now ?? Date.now;
  const $quoteDraft = map<QuoteDraftState>(initialState());
  const $dirty = computed($quoteDraft, (s) => s.status === 'ready' && (!same(s.form, s.saved.form) || !same(s.settings, s.saved.settings)));
  let api: QuoteApi | null = null;
  let debug = false;
  // Saves run one after another: a background save and a Continue never race, and an update
  // never goes out before the create that gives it its id.
  let queue: Promise<unknown> = Promise.resolve();

  const key = (): string | null => {
    const s = $quoteDraft.get();
    return s.projectId === null ? null : draftKey(s.projectId, s.quoteId);
  };

  function persist(): void {
    const s = $quoteDraft.get();
    const k = key();
    const storage = storageOf();
    if (k === null || storage === null) return;
    try {
      if (!$dirty.get()) {
        storage.removeItem(k);
        return;
      }
      const draft: StoredDraft = { v: 1, savedAt: now(), form: s.form, settings: s.settings, step: s.step, furthestStep: s.furthestStep };
      storage.setItem(k, JSON.stringify(draft));
    } catch (cause) {
      // A full or blocked storage must not stop typing; the server save still works.
      console.warn(new Error('quote draft: could not keep the draft in this browser', { cause }));
    }
  }

  function patch(update: Partial<QuoteDraftState>): void {
    $quoteDraft.set({ ...$quoteDraft.get(), ...update });
  }

  function withoutError(errors: FormErrors, name: string): FormErrors {
    if (!(name in errors)) return errors;
    const next = { ...errors };
    delete next[name];
    return next;
  }

  async function runSave(): Promise<SaveResult> {
    const s = $quoteDraft.get();
    if (api === null) return { ok: false, error: new Error('quote draft: no API bound; call setApi first') };
    if (s.projectId === null) return { ok: false, error: new Error('quote draft: no project; call init first') };
    const projectId = s.projectId;
    const form = s.form;
    const settings = s.settings;
    const settingsChanged = !same(settings, s.saved.settings);
    const quoteChanged = !same(form, s.saved.form);
    if (!settingsChanged && !quoteChanged && s.quoteId !== null) return { ok: true };
    patch({ saving: true });
    if (debug)
      console.log('[quote draft] saving', {
        quoteId: s.quoteId,
        quote: toQuotePayload(form, settings),
        project: settingsChanged ? toProjectPayload(settings) : null,
      });
    const saved = (update: Partial<QuoteDraftState['saved']>): void => {
      const current = $quoteDraft.get();
      patch({ saved: { ...current.saved, ...update } });
    };
    try {
      // The quote's stored derived values depend on the settings too: it is saved whenever either changed.
      if (s.quoteId === null) {
        if (hasQuoteData(form)) {
          const oldKey = key();
          const created = await api.createQuote(projectId, toQuotePayload(form, settings));
          // Known at once, so a failure further on never creates the quote twice; the draft moves
          // from the 'new' key to the quote's own.
          patch({ quoteId: String(created.id) });
          saved({ form });
          removeKey(oldKey);
        }
      } else {
        await api.updateQuote(projectId, s.quoteId, toQuotePayload(form, settings));
        saved({ form });
      }
      if (settingsChanged) {
        await api.updateProject(projectId, toProjectPayload(settings));
        saved({ settings });
      }
      patch({ saving: false, formError: null, recovered: false, recoveredAt: null });
      persist();
      return { ok: true };
    } catch (cause) {
      patch({ saving: false });
      persist();
      return { ok: false, error: cause instanceof Error ? cause : new Error(String(cause), { cause }) };
    }
  }

  function removeKey(k: string | null): void {
    const storage = storageOf();
    if (k === null || storage === null) return;
    try {
      storage.removeItem(k);
    } catch (cause) {
      console.warn(new Error(`quote draft: could not remove ${k}`, { cause }));
    }
  }

  /**
   * Background saves (tab change, Continue) send only a quote that passes the editor's rules: a name
   * cleared for a moment must not turn the saved quote into a DRAFT. What fails them is kept in the
   * browser until it is fixed and saved.
   */
  function savable(form: QuoteFormValues): boolean {
    return Object.keys(validateEditor(form)).length === 0;
  }

  function save(): Promise<SaveResult> {
    const next = queue.then(runSave, runSave);
    queue = next;
    return next;
  }

  const store: QuoteDraftStore = {
    $quoteDraft,
    $dirty,
    setApi(next) {
      api = next;
    },
    setDebug(on) {
      debug = on;
    },
    init({ project, quote = null, mode, tab = 'installer' }) {
      const savedForm = quote === null ? emptyQuoteForm() : fromQuote(quote);
      const savedSettings = fromProject(project);
      const quotes = (project.installer ?? []).filter((q) => q.id !== quote?.id);
      const resolvedMode = mode ?? (quote === null && project.wizard_completed !== true ? 'wizard' : 'editor');
      const base: QuoteDraftState = {
        ...initialState(),
        status: 'ready',
        projectId: project.id,
        quoteId: quote?.id ?? null,
        mode: resolvedMode,
        firstQuote: quotes.length === 0,
        tab,
        form: savedForm,
        settings: savedSettings,
        saved: { form: savedForm, settings: savedSettings },
      };
      const draft = readDraft(storageOf(), draftKey(project.id, quote?.id ?? null));
      if (draft !== null && (!same(draft.form, savedForm) || !same(draft.settings, savedSettings))) {
        $quoteDraft.set({
          ...base,
          form: draft.form,
          settings: draft.settings,
          step: draft.step ?? base.step,
          furthestStep: draft.furthestStep ?? base.furthestStep,
          recovered: true,
          recoveredAt: draft.savedAt,
        });
      } else {
        $quoteDraft.set(base);
        persist();
      }
    },
    setField(name, value) {
      const s = $quoteDraft.get();
      const form = { ...s.form, [name]: value };
      // Picking any status but Archived clears the archived flag; installation stage only with installer_chosen.
      if (name === 'status' && value !== 'installer_chosen') form.sub_status = '';
      patch({ form, errors: withoutError(s.errors, name) });
      persist();
    },
    setSetting(name, value) {
      const s = $quoteDraft.get();
      patch({ settings: { ...s.settings, [name]: value }, errors: withoutError(s.errors, name) });
      persist();
    },
    setErrors(errors) {
      patch({ errors });
    },
    save,
    goToStep(step) {
      const s = $quoteDraft.get();
      if (step > s.furthestStep || step < 1) return false;
      patch({ step, errors: {} });
      persist();
      return true;
    },
    previousStep() {
      const s = $quoteDraft.get();
      if (s.step > 1) patch({ step: (s.step - 1) as WizardStep, errors: {} });
      persist();
    },
    async wizardContinue({ assumeNetMetering = false } = {}) {
      const s = $quoteDraft.get();
      const errors = validateStep(s.step, s.form);
      if (Object.keys(errors).length > 0) {
        patch({ errors });
        return { kind: 'invalid', errors };
      }
      if (s.step === 3 && !assumeNetMetering && needsNetMeteringRateAssumption(projectSettings(s.settings), proposalInputs(s.form))) {
        return { kind: 'net-metering' };
      }
      if ($dirty.get() || (s.step === WIZARD_STEP_COUNT && s.quoteId === null)) {
        const result = await save();
        if (!result.ok) return { kind: 'save-failed', error: result.error };
      }
      if (s.step === WIZARD_STEP_COUNT) {
        const projectId = $quoteDraft.get().projectId;
        try {
          if (api !== null && projectId !== null) await api.markWizardDone(projectId);
        } catch (cause) {
          return { kind: 'save-failed', error: cause instanceof Error ? cause : new Error(String(cause), { cause }) };
        }
        return { kind: 'completed', firstQuote: s.firstQuote };
      }
      const step = (s.step + 1) as WizardStep;
      patch({ step, furthestStep: Math.max(step, $quoteDraft.get().furthestStep) as WizardStep, errors: {} });
      persist();
      return { kind: 'advanced', step };
    },
    editorContinue() {
      const s = $quoteDraft.get();
      const errors = validateTab(s.tab, s.form);
      if (Object.keys(errors).length > 0) {
        patch({ errors });
        return { moved: false, errors };
      }
      const index = EDITOR_TABS.indexOf(s.tab);
      const tab = EDITOR_TABS[Math.min(index + 1, EDITOR_TABS.length - 1)] ?? s.tab;
      patch({ tab, errors: {} });
      return { moved: true, save: savable(s.form) ? save() : Promise.resolve<SaveResult>({ ok: true }) };
    },
    selectTab(tab) {
      const s = $quoteDraft.get();
      if (tab === s.tab) return null;
      patch({ tab });
      return s.mode === 'editor' && s.quoteId !== null && savable(s.form) ? save() : null;
    },
    async saveAll() {
      const errors = validateEditor($quoteDraft.get().form);
      if (Object.keys(errors).length > 0) {
        patch({ errors });
        return { ok: false, errors };
      }
      const result = await save();
      patch({ formError: result.ok ? null : SAVE_FAILED_FORM_ERROR });
      return result;
    },
    leaveWizard(tab = 'equipment') {
      patch({ mode: 'editor', tab, errors: {} });
    },
    startNewQuote() {
      const s = $quoteDraft.get();
      const form = emptyQuoteForm();
      patch({
        quoteId: null,
        mode: 'wizard',
        firstQuote: false,
        step: 2,
        furthestStep: 2,
        form,
        saved: { form, settings: s.settings },
        settings: s.settings,
        errors: {},
        formError: null,
        recovered: false,
        recoveredAt: null,
      });
    },
    discardRecovered() {
      const s = $quoteDraft.get();
      patch({ form: s.saved.form, settings: s.saved.settings, recovered: false, recoveredAt: null, errors: {} });
      persist();
    },
    reset() {
      $quoteDraft.set(initialState());
      queue = Promise.resolve();
    },
  };
  return store;
}

/** The page's quote form. */
export const quoteDraft = /* @__PURE__ */ createQuoteDraft();
export const $quoteDraft = quoteDraft.$quoteDraft;
export const $quoteDirty = quoteDraft.$dirty;
