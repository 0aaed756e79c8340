/*
 * THE QUOTE FIELD REGISTRY: one entry per quote field and per project energy setting.
 *
 * Everything that names, labels, bounds, shows, maps, validates or exports a field reads it from here:
 * the wizard's steps and the editor's tabs (src/islands/quote/sections.tsx), the project settings form
 * (src/islands/project/EnergySettingsForm.tsx), the form ↔ payload mapping and the validation messages
 * (src/stores/quote-draft/), the comparison CSV (src/islands/cashflow/csv.ts) and the backend's field
 * validation (directus/schema/projects.mjs). To add a field, see README.md beside this file.
 *
 * This file is plain data with erasable types only and imports only the bounds table (src/finance/bounds.ts,
 * plain data too, by its `.ts` name), so Node 22 runs it as it is (directus/schema/*.mjs imports it
 * directly) and the site imports it like any module. Every bound of a number that another surface (the
 * calculators, the engine) also checks comes from that table: one rule, one verdict (issue 22).
 */

import { BOUNDS } from '../finance/bounds.ts';
import type { DynamicMax } from '../finance/bounds.ts';

export type { DynamicMax };

/** How a value is entered, shown and stored. */
export type FieldKind =
  /** Dollars. */
  | 'money'
  /** Kilowatt-hours. */
  | 'kwh'
  /** Percent (3 means 3 %). */
  | 'percent'
  /** Any other number; `unit` says of what (kW, years, W, $/kWh, months). */
  | 'number'
  | 'text'
  /** One of `choices`. */
  | 'choice'
  /** Yes or no. */
  | 'flag'
  /** 0–5 stars. */
  | 'rating'
  /** A list of short texts. */
  | 'list'
  /** 12 kWh figures, January first (a proposal's monthly production table): read-only in the form. */
  | 'months';

export type EditorTabId = 'installer' | 'system' | 'financials' | 'equipment' | 'trust' | 'property';
export type WizardStepId = 1 | 2 | 3 | 4;
export type PaymentMethodId = 'cash' | 'loan' | 'lease' | 'ppa';

/** Where a quote field is stored on the `installer` record. */
export type QuoteStorage =
  /** A column of the quote (company_name, email, …). */
  | { readonly on: 'quote'; readonly column: string }
  /** A key of `proposal_data` (the registry name is the key). */
  | { readonly on: 'proposal_data' }
  /** `equipment[group][key]`. */
  | { readonly on: 'equipment'; readonly group: 'panels' | 'inverters' | 'battery' | 'monitoring'; readonly key: string }
  /** A key of `trust` (the registry name is the key). */
  | { readonly on: 'trust' };

/** Shown only when another value of the form is one of `in` (all conditions must hold). */
export interface ShowIf {
  readonly field: string;
  readonly in: readonly (string | boolean)[];
}

export interface BaseField {
  readonly label: string;
  /** One sentence under the input. */
  readonly hint?: string;
  readonly placeholder?: string;
  readonly kind: FieldKind;
  /** Shown after the input: 'kW', 'years', '%', '$/kWh', … */
  readonly unit?: string;
  /** Inclusive bounds of a filled number; a message names the bound ('Must not exceed 100,000'). */
  readonly min?: number;
  readonly max?: number;
  /** Whole numbers only (months, years, counts). */
  readonly integer?: true;
  readonly choices?: readonly { readonly id: string; readonly label: string }[];
  readonly showIf?: readonly ShowIf[];
}

export interface QuoteFieldDef extends BaseField {
  /** Where it is stored; absent: `proposal_data` under its registry name. */
  readonly store?: QuoteStorage;
  readonly tab: EditorTabId;
  /** The group (heading) on the tab and on the wizard step; see QUOTE_GROUPS. */
  readonly group: string;
  /** The wizard step that asks for it; absent: the editor only. */
  readonly step?: WizardStepId;
  /** The value of an empty form; absent: empty text (numbers are typed text), off, 0 stars, no items. */
  readonly default?: string | boolean | number | readonly string[];
  /** What an empty number is saved as (spec §3, §7: 0 for the older amounts); absent: null. */
  readonly emptyAs?: 0 | null;
  /** A tighter maximum from other values (form only; the backend keeps `max`). */
  readonly maxOf?: DynamicMax;
  /** Only for these payment methods (shown, validated and saved); absent: every method. */
  readonly methods?: readonly PaymentMethodId[];
  /** Label per payment method where it differs (a lease's down payment is its prepayment). */
  readonly labelFor?: Partial<Record<PaymentMethodId, string>>;
  /** Required for these payment methods, with the message shown. */
  readonly requiredFor?: Partial<Record<PaymentMethodId, string>>;
  /** A column of the comparison CSV export, with this header. */
  readonly csv?: string;
  /** An input type for text (email, tel, url) or a long text. */
  readonly input?: 'email' | 'tel' | 'url' | 'multiline';
  readonly autoComplete?: string;
  /** Longest text accepted at input (a one-line text defaults to TEXT_MAX_LENGTH). */
  readonly maxLength?: number;
}

/**
 * A one-line text field accepts at most this many characters unless its definition says otherwise: an
 * unlimited company name once flooded the verdict and the comparison table.
 */
export const TEXT_MAX_LENGTH = 200;

// ---- choices --------------------------------------------------------------------------------------

export const QUOTE_STATUS_CHOICES = [
  { id: 'researching', label: 'Researching' },
  { id: 'quote_requested', label: 'Quote Requested' },
  { id: 'quote_received', label: 'Quote Received' },
  { id: 'installer_chosen', label: 'Installer Chosen' },
  { id: 'archived', label: 'Archived' },
] as const;

export const SUB_STATUS_CHOICES = [
  { id: 'site_survey', label: 'Site Survey' },
  { id: 'design_engineering', label: 'Design & Engineering' },
  { id: 'permitting_interconnection', label: 'Permitting & Interconnection' },
  { id: 'installation', label: 'Installation' },
  { id: 'inspection', label: 'Inspection' },
  { id: 'permission_to_operate', label: 'Permission to Operate' },
] as const;

export const INVERTER_TYPE_CHOICES = [
  { id: 'microinverters', label: 'Microinverters' },
  { id: 'string', label: 'String inverter' },
  { id: 'power-optimizers', label: 'Power optimizers' },
] as const;

export const PAYMENT_METHOD_CHOICES = [
  { id: 'cash', label: 'Cash' },
  { id: 'loan', label: 'Loan' },
  { id: 'lease', label: 'Lease' },
  { id: 'ppa', label: 'PPA' },
] as const;

/** What the backend accepts: the form's four, and 'financing', which older quotes hold (read as a loan). */
export const STORED_PAYMENT_METHODS = ['cash', 'loan', 'financing', 'lease', 'ppa'] as const;

export const END_OF_TERM_CHOICES = [
  { id: 'return', label: 'System removed (returned)' },
  { id: 'buyout', label: 'Buy the system' },
  { id: 'renew', label: 'Renew the agreement' },
] as const;

/**
 * What pays a loan down when the incentives do (issue 22): the federal credit (the default: a lender's
 * paydown counts it), every incentive, or an amount typed. `src/finance/payment-method.ts` reads the ids.
 */
export const PAYDOWN_SOURCE_CHOICES = [
  { id: 'federal', label: 'The federal tax credit' },
  { id: 'all', label: 'All incentives' },
  { id: 'amount', label: 'An amount I type' },
] as const;

const LOAN: readonly PaymentMethodId[] = ['loan'];
const OWNED: readonly PaymentMethodId[] = ['cash', 'loan'];
const AGREEMENT: readonly PaymentMethodId[] = ['lease', 'ppa'];
const PAYING_OVER_TIME: readonly PaymentMethodId[] = ['loan', 'lease', 'ppa'];
const BATTERY: readonly ShowIf[] = [{ field: 'battery_included', in: [true] }];
const PAYDOWN: readonly ShowIf[] = [{ field: 'incentive_paydown', in: [true] }];
/** A warranty's length: years, up to 50. */
const WARRANTY_YEARS = { kind: 'number', unit: 'years', min: 0, max: 50 } as const;

/** Stored at `equipment[group][key]` and shown under that group of the Equipment tab. */
function onEquipment<G extends 'panels' | 'inverters' | 'battery' | 'monitoring'>(group: G, key: string) {
  return { store: { on: 'equipment', group, key }, tab: 'equipment', group } as const;
}

// ---- groups ---------------------------------------------------------------------------------------

/** The headings of each tab, in order; fields appear under their group in registry order. */
export const QUOTE_GROUPS: Readonly<Record<EditorTabId, readonly { id: string; title?: string; description?: string }[]>> = {
  installer: [{ id: 'contact' }, { id: 'notes' }],
  system: [
    { id: 'price', title: 'System and price' },
    { id: 'production', title: 'Production' },
    { id: 'battery' },
    { id: 'battery-details', description: 'Battery warranties usually run 10–12 years; plan for a replacement around year 12.' },
  ],
  financials: [
    { id: 'method' },
    // The title is the payment method's (Loan, Lease, Power purchase agreement).
    { id: 'terms' },
    {
      id: 'quoted',
      title: 'What the lender quotes',
      description: 'Copy these from the loan offer; Atlas checks them against its own figures.',
    },
    { id: 'incentives', title: 'Incentives' },
    {
      id: 'incentive-parts',
      title: 'Which incentives they are',
      description: 'Parts of the incentives above. A loan’s paydown and the view without the federal credit need the federal credit apart.',
    },
    { id: 'paydown', title: 'Paying down the loan' },
    {
      id: 'benefits',
      title: 'Yearly benefits',
      description: 'Payments you receive every year for a while, such as performance payments or SRECs.',
    },
    { id: 'warranties', title: 'Warranties' },
  ],
  equipment: [
    { id: 'panels', title: 'Panels' },
    { id: 'inverters', title: 'Inverters' },
    { id: 'battery', title: 'Battery' },
    { id: 'monitoring' },
  ],
  trust: [
    { id: 'ratings', title: 'Your ratings', description: 'How this installer comes across to you. Only you see these.' },
    { id: 'record', title: 'Track record' },
    { id: 'points', title: 'Trust points' },
  ],
  property: [],
};

// ---- quote fields ---------------------------------------------------------------------------------

/** Every quote field, in the order the forms show them. The key is the field's registry name. */
export const QUOTE_FIELDS = {
  // Installer
  company_name: {
    label: 'Company name',
    kind: 'text',
    store: { on: 'quote', column: 'company_name' },
    tab: 'installer',
    group: 'contact',
    step: 2,
    autoComplete: 'organization',
    maxLength: 120,
  },
  email: {
    label: 'Email',
    kind: 'text',
    input: 'email',
    store: { on: 'quote', column: 'email' },
    tab: 'installer',
    group: 'contact',
    step: 2,
    autoComplete: 'email',
  },
  phone: {
    label: 'Phone',
    kind: 'text',
    input: 'tel',
    store: { on: 'quote', column: 'phone' },
    tab: 'installer',
    group: 'contact',
    step: 2,
    autoComplete: 'tel',
  },
  domain: {
    label: 'Website',
    kind: 'text',
    input: 'url',
    placeholder: 'https://',
    store: { on: 'quote', column: 'domain' },
    tab: 'installer',
    group: 'contact',
    step: 2,
    autoComplete: 'url',
  },
  status: {
    label: 'Status',
    kind: 'choice',
    choices: QUOTE_STATUS_CHOICES,
    store: { on: 'quote', column: 'status' },
    tab: 'installer',
    group: 'contact',
    step: 2,
    default: 'researching',
    csv: 'Status',
  },
  sub_status: {
    label: 'Installation Stage',
    kind: 'choice',
    choices: SUB_STATUS_CHOICES,
    placeholder: 'Choose a stage',
    store: { on: 'quote', column: 'sub_status' },
    tab: 'installer',
    group: 'contact',
    step: 2,
    showIf: [{ field: 'status', in: ['installer_chosen'] }],
  },
  notes: {
    label: 'Notes',
    kind: 'text',
    input: 'multiline',
    placeholder: 'Anything worth remembering about this installer or quote',
    store: { on: 'quote', column: 'notes' },
    tab: 'installer',
    group: 'notes',
    step: 2,
  },

  // System
  system_size_kw: {
    label: 'System size',
    kind: 'number',
    unit: 'kW',
    hint: 'Usually 6–12 kW for a home.',
    ...BOUNDS.systemSize,
    tab: 'system',
    group: 'price',
    step: 3,
    emptyAs: 0,
  },
  solar_system_cost: {
    label: 'Solar system cost',
    kind: 'money',
    hint: 'The quoted price before incentives.',
    ...BOUNDS.solarCost,
    tab: 'system',
    group: 'price',
    step: 3,
    emptyAs: 0,
  },
  other_costs: {
    label: 'Other costs',
    kind: 'money',
    hint: 'Roof work, electrical upgrades, permits.',
    ...BOUNDS.otherCosts,
    tab: 'system',
    group: 'price',
    step: 3,
    emptyAs: 0,
    csv: 'Other costs ($)',
  },
  year1_production_kwh: {
    label: 'Year 1 production',
    kind: 'kwh',
    hint: 'Typically 1,300–1,600 kWh per kW.',
    ...BOUNDS.year1Production,
    tab: 'system',
    group: 'production',
    step: 3,
    emptyAs: 0,
    csv: 'Year 1 production (kWh)',
  },
  annual_degradation_percent: {
    label: 'Annual degradation',
    kind: 'percent',
    placeholder: 'e.g. 0.5',
    hint: 'Typically 0.3–0.8% per year; 0.5% when empty.',
    ...BOUNDS.degradation,
    tab: 'system',
    group: 'production',
    step: 3,
  },
  quoted_year1_savings: {
    label: 'Quoted year-1 savings',
    kind: 'money',
    hint: 'The bill savings the installer promises for the first year; with your tariff entered, Atlas checks it against your bill.',
    ...BOUNDS.quotedSavings,
    tab: 'system',
    group: 'production',
    step: 3,
    csv: 'Quoted year-1 savings ($)',
  },
  monthly_production_kwh: {
    label: 'Monthly production',
    kind: 'months',
    unit: 'kWh',
    hint: "The proposal's monthly production table (read by the PDF import), January first: the hourly bill model spreads the year by it.",
    tab: 'system',
    group: 'production',
  },
  monthly_net_excess_kwh: {
    label: 'Monthly net excess',
    kind: 'kwh',
    hint: 'kWh sent to the grid beyond what you use, per month.',
    ...BOUNDS.monthlyNetExcess,
    tab: 'system',
    group: 'production',
    step: 3,
    emptyAs: 0,
  },
  battery_included: {
    label: 'Battery included',
    kind: 'flag',
    tab: 'system',
    group: 'battery',
    step: 3,
  },
  battery_cost: {
    label: 'Battery cost',
    kind: 'money',
    ...BOUNDS.batteryCost,
    tab: 'system',
    group: 'battery-details',
    step: 3,
    emptyAs: 0,
    showIf: BATTERY,
  },
  battery_capacity_kwh: {
    label: 'Battery capacity',
    kind: 'kwh',
    ...BOUNDS.batteryCapacity,
    tab: 'system',
    group: 'battery-details',
    step: 3,
    emptyAs: 0,
    showIf: BATTERY,
    csv: 'Battery capacity entered (kWh)',
  },

  // Financials: how it is paid for
  payment_method: {
    label: 'Payment method',
    kind: 'choice',
    choices: PAYMENT_METHOD_CHOICES,
    tab: 'financials',
    group: 'method',
    step: 4,
    default: 'cash',
  },
  lender_name: {
    label: 'Lender',
    kind: 'text',
    placeholder: 'e.g. GoodLeap',
    tab: 'financials',
    group: 'terms',
    step: 4,
    methods: LOAN,
    csv: 'Lender',
  },
  loan_amount: {
    label: 'Amount financed',
    kind: 'money',
    hint: 'As the loan offer states it; when empty, the price minus the down payment.',
    ...BOUNDS.loanAmount,
    tab: 'financials',
    group: 'terms',
    step: 4,
    methods: LOAN,
  },
  lease_monthly_payment: {
    label: 'Monthly lease payment',
    kind: 'money',
    unit: '/ mo',
    hint: 'The first year’s payment.',
    ...BOUNDS.leasePayment,
    tab: 'financials',
    group: 'terms',
    step: 4,
    methods: ['lease'],
    requiredFor: { lease: 'Monthly lease payment is required for a lease' },
    csv: 'Lease payment ($/month)',
  },
  ppa_rate_per_kwh: {
    label: 'PPA rate',
    kind: 'number',
    unit: '$/kWh',
    placeholder: 'e.g. 0.12',
    hint: 'The first year’s price for each kWh the system produces.',
    ...BOUNDS.ppaRate,
    tab: 'financials',
    group: 'terms',
    step: 4,
    methods: ['ppa'],
    requiredFor: { ppa: 'PPA rate is required for a PPA' },
    csv: 'PPA rate ($/kWh)',
  },
  down_payment: {
    label: 'Down payment',
    labelFor: { lease: 'Prepayment', ppa: 'Prepayment' },
    kind: 'money',
    hint: '0 if nothing is paid up front.',
    ...BOUNDS.downPayment,
    tab: 'financials',
    group: 'terms',
    step: 4,
    emptyAs: 0,
    methods: PAYING_OVER_TIME,
  },
  interest_rate_percent: {
    label: 'Interest rate',
    kind: 'percent',
    placeholder: 'e.g. 5.99',
    hint: 'The APR on the loan offer; 0 for a 0% loan.',
    ...BOUNDS.interestRate,
    tab: 'financials',
    group: 'terms',
    step: 4,
    methods: LOAN,
    csv: 'Interest rate (%)',
  },
  loan_term_years: {
    label: 'Loan term',
    kind: 'number',
    unit: 'years',
    placeholder: 'e.g. 20',
    ...BOUNDS.loanTerm,
    tab: 'financials',
    group: 'terms',
    step: 4,
    methods: LOAN,
    csv: 'Loan term (years)',
  },
  escalator_percent: {
    label: 'Yearly escalator',
    kind: 'percent',
    placeholder: 'e.g. 2.9',
    hint: 'How much the payment or rate rises each year; flat (0%) when empty.',
    ...BOUNDS.escalator,
    tab: 'financials',
    group: 'terms',
    step: 4,
    methods: AGREEMENT,
    csv: 'Escalator (%/year)',
  },
  agreement_term_years: {
    label: 'Agreement term',
    kind: 'number',
    unit: 'years',
    placeholder: 'e.g. 25',
    ...BOUNDS.agreementTerm,
    tab: 'financials',
    group: 'terms',
    step: 4,
    methods: AGREEMENT,
    requiredFor: { lease: 'Agreement term is required for a lease', ppa: 'Agreement term is required for a PPA' },
    csv: 'Agreement term (years)',
  },
  end_of_term: {
    label: 'At the end of the term',
    kind: 'choice',
    choices: END_OF_TERM_CHOICES,
    placeholder: 'Not stated (system removed)',
    tab: 'financials',
    group: 'terms',
    step: 4,
    methods: AGREEMENT,
    csv: 'End of term',
  },
  buyout_price: {
    label: 'Buyout price',
    kind: 'money',
    ...BOUNDS.buyoutPrice,
    tab: 'financials',
    group: 'terms',
    step: 4,
    methods: AGREEMENT,
    showIf: [{ field: 'end_of_term', in: ['buyout'] }],
    requiredFor: { lease: 'Buyout price is required when you buy the system', ppa: 'Buyout price is required when you buy the system' },
  },
  quoted_monthly_payment: {
    label: 'Quoted monthly payment',
    kind: 'money',
    ...BOUNDS.quotedPayment,
    tab: 'financials',
    group: 'quoted',
    step: 4,
    methods: LOAN,
  },
  quoted_payment_after_paydown: {
    label: 'Quoted payment after paydown',
    kind: 'money',
    ...BOUNDS.quotedPayment,
    tab: 'financials',
    group: 'quoted',
    step: 4,
    methods: LOAN,
  },
  quoted_total_paid: {
    label: 'Quoted total paid',
    kind: 'money',
    hint: 'Everything paid over the loan, as the offer prints it.',
    ...BOUNDS.quotedTotalPaid,
    tab: 'financials',
    group: 'quoted',
    step: 4,
    methods: LOAN,
  },
  cash_price: {
    label: 'Cash price',
    kind: 'money',
    hint: 'The same system’s price when paid in cash; a higher financed price shows the financing fee.',
    ...BOUNDS.cashPrice,
    tab: 'financials',
    group: 'quoted',
    step: 4,
    methods: LOAN,
    csv: 'Cash price ($)',
  },

  // Financials: incentives and benefits
  solar_incentives: {
    label: 'Solar incentives',
    kind: 'money',
    hint: 'Tax credits and rebates the quote counts for the solar system.',
    ...BOUNDS.solarIncentives,
    tab: 'financials',
    group: 'incentives',
    step: 4,
    emptyAs: 0,
  },
  battery_incentives: {
    label: 'Battery incentives',
    kind: 'money',
    ...BOUNDS.batteryIncentives,
    tab: 'financials',
    group: 'incentives',
    step: 4,
    emptyAs: 0,
    showIf: BATTERY,
  },
  incentive_month: {
    label: 'Incentives arrive after',
    kind: 'number',
    unit: 'months',
    placeholder: '12 if left empty',
    hint: 'Months after installation when the tax credit and rebates reach you; 12 (the tax season after installation) when empty.',
    ...BOUNDS.incentiveMonth,
    tab: 'financials',
    group: 'incentives',
    step: 4,
    methods: OWNED,
  },
  federal_credit_amount: {
    label: 'Federal tax credit',
    kind: 'money',
    hint: 'The part of the incentives that is the federal credit, when the quote prints it.',
    ...BOUNDS.incentivePart,
    tab: 'financials',
    group: 'incentive-parts',
    step: 4,
    methods: OWNED,
  },
  state_credit_amount: {
    label: 'State tax credit',
    kind: 'money',
    hint: 'The part that is a state credit.',
    ...BOUNDS.incentivePart,
    tab: 'financials',
    group: 'incentive-parts',
    step: 4,
    methods: OWNED,
  },
  utility_rebate_amount: {
    label: 'Utility rebate',
    kind: 'money',
    hint: 'The part your utility pays.',
    ...BOUNDS.incentivePart,
    tab: 'financials',
    group: 'incentive-parts',
    step: 4,
    methods: OWNED,
  },
  other_rebates_amount: {
    label: 'Other rebates',
    kind: 'money',
    hint: 'City, county or program rebates and grants.',
    ...BOUNDS.incentivePart,
    tab: 'financials',
    group: 'incentive-parts',
    step: 4,
    methods: OWNED,
  },
  incentive_paydown: {
    label: 'Incentives pay down the loan',
    hint: 'On: they reduce the loan balance when they arrive and the payment drops. Off: you keep them.',
    kind: 'flag',
    tab: 'financials',
    group: 'paydown',
    step: 4,
    methods: LOAN,
  },
  incentive_paydown_source: {
    label: 'What pays the loan down',
    kind: 'choice',
    choices: PAYDOWN_SOURCE_CHOICES,
    hint: 'Lenders usually count the federal credit alone; the loan offer says.',
    tab: 'financials',
    group: 'paydown',
    step: 4,
    default: 'federal',
    methods: LOAN,
    showIf: PAYDOWN,
  },
  incentive_paydown_amount: {
    label: 'Paydown amount',
    kind: 'money',
    hint: 'Paid onto the loan when the incentives arrive.',
    ...BOUNDS.paydownAmount,
    tab: 'financials',
    group: 'paydown',
    step: 4,
    methods: LOAN,
    showIf: [...PAYDOWN, { field: 'incentive_paydown_source', in: ['amount'] }],
    requiredFor: { loan: 'Paydown amount is required' },
  },
  yearly_benefits: {
    label: 'Yearly benefits',
    kind: 'money',
    unit: '/ yr',
    ...BOUNDS.yearlyBenefits,
    tab: 'financials',
    group: 'benefits',
    step: 4,
    emptyAs: 0,
  },
  benefit_duration_years: {
    label: 'Benefit duration',
    kind: 'number',
    unit: 'years',
    ...BOUNDS.benefitDuration,
    tab: 'financials',
    group: 'benefits',
    step: 4,
    emptyAs: 0,
  },
  panel_performance_warranty: {
    label: 'Panel performance warranty',
    ...WARRANTY_YEARS,
    integer: true,
    tab: 'financials',
    group: 'warranties',
    step: 4,
    csv: 'Panel performance warranty (years)',
  },
  workmanship_warranty: {
    label: 'Workmanship warranty',
    ...WARRANTY_YEARS,
    integer: true,
    tab: 'financials',
    group: 'warranties',
    step: 4,
    csv: 'Workmanship warranty (years)',
  },
  roof_warranty: {
    label: 'Roof warranty',
    ...WARRANTY_YEARS,
    hint: 'Against leaks where the system is fixed to the roof.',
    integer: true,
    tab: 'financials',
    group: 'warranties',
    step: 4,
    csv: 'Roof warranty (years)',
  },

  // Equipment
  panel_brand: {
    label: 'Panel brand',
    kind: 'text',
    ...onEquipment('panels', 'brand'),
    csv: 'Panel brand',
  },
  panel_model: {
    label: 'Panel model',
    kind: 'text',
    ...onEquipment('panels', 'model'),
  },
  panel_count: {
    label: 'Number of panels',
    kind: 'number',
    min: 0,
    max: 100_000,
    ...onEquipment('panels', 'count'),
  },
  panel_wattage: {
    label: 'Panel wattage',
    kind: 'number',
    unit: 'W',
    min: 0,
    max: 10_000,
    ...onEquipment('panels', 'wattage'),
  },
  panel_efficiency: {
    label: 'Panel efficiency',
    kind: 'percent',
    min: 0,
    max: 100,
    ...onEquipment('panels', 'efficiency'),
  },
  panel_warranty: {
    label: 'Panel warranty',
    ...WARRANTY_YEARS,
    ...onEquipment('panels', 'warranty'),
  },
  inverter_type: {
    label: 'Inverter type',
    kind: 'choice',
    choices: INVERTER_TYPE_CHOICES,
    placeholder: 'Choose a type',
    ...onEquipment('inverters', 'type'),
  },
  inverter_brand: {
    label: 'Inverter brand',
    kind: 'text',
    ...onEquipment('inverters', 'brand'),
  },
  inverter_model: {
    label: 'Inverter model',
    kind: 'text',
    ...onEquipment('inverters', 'model'),
  },
  inverter_count: {
    label: 'Number of inverters',
    kind: 'number',
    min: 0,
    max: 10_000,
    ...onEquipment('inverters', 'count'),
  },
  inverter_warranty: {
    label: 'Inverter warranty',
    ...WARRANTY_YEARS,
    ...onEquipment('inverters', 'warranty'),
  },
  inverter_replacement_cost: {
    label: 'Inverter replacement cost',
    kind: 'money',
    hint: 'Paid once, the year after the inverter warranty ends, if the system lasts beyond it; empty means $0.20 per watt of the system at today’s price, 0 means none.',
    ...BOUNDS.inverterReplacementCost,
    tab: 'equipment',
    group: 'inverters',
    methods: OWNED,
  },
  battery_brand: {
    label: 'Battery brand',
    kind: 'text',
    ...onEquipment('battery', 'brand'),
    showIf: BATTERY,
  },
  battery_model: {
    label: 'Battery model',
    kind: 'text',
    ...onEquipment('battery', 'model'),
    showIf: BATTERY,
  },
  battery_count: {
    label: 'Number of batteries',
    kind: 'number',
    min: 0,
    max: 1000,
    ...onEquipment('battery', 'count'),
    showIf: BATTERY,
  },
  battery_warranty: {
    label: 'Battery warranty',
    ...WARRANTY_YEARS,
    hint: 'Usually 10–12 years.',
    ...onEquipment('battery', 'warranty'),
    showIf: BATTERY,
  },
  monitoring_included: {
    label: 'Monitoring included',
    kind: 'flag',
    ...onEquipment('monitoring', 'included'),
  },
  monitoring_brand: {
    label: 'Monitoring brand',
    kind: 'text',
    ...onEquipment('monitoring', 'brand'),
    showIf: [{ field: 'monitoring_included', in: [true] }],
  },

  // Trust
  quality_rating: { label: 'Quality', kind: 'rating', min: 0, max: 5, store: { on: 'trust' }, tab: 'trust', group: 'ratings' },
  value_rating: { label: 'Value', kind: 'rating', min: 0, max: 5, store: { on: 'trust' }, tab: 'trust', group: 'ratings' },
  trust_rating: { label: 'Trust', kind: 'rating', min: 0, max: 5, store: { on: 'trust' }, tab: 'trust', group: 'ratings' },
  years_in_business: {
    label: 'Years in business',
    kind: 'number',
    min: 0,
    max: 300,
    store: { on: 'trust' },
    tab: 'trust',
    group: 'record',
    csv: 'Years in business',
  },
  employee_count: {
    label: 'Employees',
    kind: 'number',
    min: 0,
    max: 1_000_000,
    store: { on: 'trust' },
    tab: 'trust',
    group: 'record',
  },
  systems_installed: {
    label: 'Systems installed',
    kind: 'number',
    min: 0,
    max: 10_000_000,
    store: { on: 'trust' },
    tab: 'trust',
    group: 'record',
  },
  trust_points: { label: 'Trust points', kind: 'list', store: { on: 'trust' }, tab: 'trust', group: 'points' },
} as const satisfies Record<string, QuoteFieldDef>;

export type QuoteFieldName = keyof typeof QUOTE_FIELDS;

/**
 * The quote fields the soft checks of the bounds table read (src/finance/plausibility.ts), by the checks'
 * names: a caution shows under the field (the wizard and the editor, as the calculators do).
 */
export const QUOTE_PLAUSIBLE = {
  systemSizeKw: 'system_size_kw',
  year1ProductionKwh: 'year1_production_kwh',
  interestRatePercent: 'interest_rate_percent',
} as const satisfies Record<string, QuoteFieldName>;

const PROPOSAL_DATA: QuoteStorage = { on: 'proposal_data' };

/** Where a field is stored (`proposal_data` under its name unless the entry says otherwise). */
export function storageOf(def: QuoteFieldDef): QuoteStorage {
  return def.store ?? PROPOSAL_DATA;
}

/** A field's value in an empty form. */
export function defaultOf(def: QuoteFieldDef): string | boolean | number | readonly string[] {
  if (def.default !== undefined) return def.default;
  if (def.kind === 'flag') return false;
  if (def.kind === 'rating') return 0;
  if (def.kind === 'list') return [];
  return '';
}

/** The most a month's production may be (kWh): ten times the largest year-1 production, spread over 12. */
export const MONTH_PRODUCTION_MAX = 1_000_000;

/**
 * 12 kWh figures, January first, from a stored array or the import's text ("612 748 1034 …"), or null when
 * it is not exactly 12 non-negative numbers (the form, the draft and the backend read it the same way).
 */
export function monthlyKwh(value: unknown): number[] | null {
  const items: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.trim().split(/[\s,;]+/) : [];
  if (items.length !== 12) return null;
  const out = items.map((item) => (typeof item === 'number' ? item : typeof item === 'string' && item !== '' ? Number(item) : NaN));
  return out.every((kwh) => Number.isFinite(kwh) && kwh >= 0 && kwh <= MONTH_PRODUCTION_MAX) ? out : null;
}

/** Why a stored monthly production is refused, or null when it is absent (null) or 12 figures. */
export function monthlyKwhProblem(name: string, value: unknown): string | null {
  if (value === null || value === undefined || monthlyKwh(value) !== null) return null;
  if (!Array.isArray(value)) return `${name} must be a list of 12 monthly kWh figures, January first.`;
  if (value.length !== 12) return `${name} must hold 12 monthly kWh figures (January to December), not ${value.length}.`;
  return `${name} must hold numbers from 0 to ${MONTH_PRODUCTION_MAX.toLocaleString('en-US')} kWh.`;
}
