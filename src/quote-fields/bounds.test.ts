import { describe, expect, it } from 'vitest';
import { BOUNDS, PLAUSIBLE, type BoundsKey, type NumberBounds, type PlausibleKey } from '../finance/bounds';
import { calculate } from '../finance/calculate';
import { exactCents } from '../finance/exact-cents';
import { WIZARD_REQUIRED_FIELDS } from '../finance/form-validation';
import { FIELD_REQUIRED } from '../finance/messages';
import { plausibilityByField, type PlausibilityInput } from '../finance/plausibility';
import { quoteModel } from '../finance/quote-input';
import { PROJECT_RULES, PROPOSAL_RULES } from '../finance/quote-rules';
import { CALCULATOR_V1_RULES, CALCULATOR_V2_RULES, formatLimit, validateField } from '../finance/validation';
import { analyzeQuote } from '../finance/quote-engine';
import { CALCULATOR_PLAUSIBLE } from '../islands/calculator/fields';
import {
  CALCULATOR_SPECS,
  fieldError,
  INITIAL_FLAGS,
  type CalculatorField,
  type CalculatorFlags,
  type EngineKit,
} from '../stores/calculator';
import type { PaymentChoice } from '../stores/calculator-spec';
import {
  emptyQuoteForm,
  emptySettingsForm,
  validateEditor,
  validateSettings,
  validateStep,
  type QuoteFormValues,
  type SettingsFormValues,
} from '../stores/quote-draft';
import {
  FIELD_STEP,
  isNumeric,
  QUOTE_FIELD_NAMES,
  QUOTE_FIELDS,
  QUOTE_PLAUSIBLE,
  SETTING_FIELD_NAMES,
  SETTING_FIELDS,
  SETTING_PLAUSIBLE,
  storageOf,
  type QuoteFieldDef,
  type QuoteFieldName,
  type SettingFieldName,
} from '.';

/*
 * Issue 22: bounds and implausibility warnings are the same in the wizard, the editor and the calculators,
 * one rule table (src/finance/bounds.ts). For every entry of the table, each surface that has the quantity
 * is asked, through its own validator, about the entry's edges, and every surface must give the table's
 * verdict: the wizard (validateStep, and the settings form of its step 1), the editor (validateEditor and
 * the same settings form), both calculators (the store's on-blur fieldError) and the engine (quoteModel).
 */

interface Surfaces {
  /** Registry quote fields (the wizard's step and the editor's tab). */
  readonly quote?: readonly QuoteFieldName[];
  /** The project's energy setting (the settings form of the wizard's step 1 and of the editor). */
  readonly setting?: SettingFieldName;
  /** The calculators' input (both versions, where the version shows it). */
  readonly calculator?: CalculatorField;
  /** What the engine reads: a proposal_data key or a project column. */
  readonly engine?: { readonly proposal: keyof typeof PROPOSAL_RULES } | { readonly project: keyof typeof PROJECT_RULES };
}

const SURFACES: Readonly<Record<BoundsKey, Surfaces>> = {
  systemSize: { quote: ['system_size_kw'], calculator: 'systemSize', engine: { proposal: 'system_size_kw' } },
  solarCost: { quote: ['solar_system_cost'], calculator: 'solarCost', engine: { proposal: 'solar_system_cost' } },
  otherCosts: { quote: ['other_costs'], calculator: 'otherCosts', engine: { proposal: 'other_costs' } },
  batteryCost: { quote: ['battery_cost'], calculator: 'batteryCost', engine: { proposal: 'battery_cost' } },
  batteryCapacity: { quote: ['battery_capacity_kwh'], calculator: 'batteryCapacity', engine: { proposal: 'battery_capacity_kwh' } },
  year1Production: { quote: ['year1_production_kwh'], calculator: 'year1Production', engine: { proposal: 'year1_production_kwh' } },
  degradation: {
    quote: ['annual_degradation_percent'],
    calculator: 'degradationRate',
    engine: { proposal: 'annual_degradation_percent' },
  },
  monthlyNetExcess: {
    quote: ['monthly_net_excess_kwh'],
    calculator: 'monthlyNetExcess',
    engine: { proposal: 'monthly_net_excess_kwh' },
  },
  inverterReplacementCost: { quote: ['inverter_replacement_cost'], engine: { proposal: 'inverter_replacement_cost' } },
  solarIncentives: { quote: ['solar_incentives'], calculator: 'solarIncentives', engine: { proposal: 'solar_incentives' } },
  batteryIncentives: { quote: ['battery_incentives'], calculator: 'batteryIncentives', engine: { proposal: 'battery_incentives' } },
  incentivePart: {
    quote: ['federal_credit_amount', 'state_credit_amount', 'utility_rebate_amount', 'other_rebates_amount'],
    calculator: 'federalCreditAmount',
    engine: { proposal: 'federal_credit_amount' },
  },
  incentiveMonth: { quote: ['incentive_month'], calculator: 'incentiveMonth', engine: { proposal: 'incentive_month' } },
  yearlyBenefits: { quote: ['yearly_benefits'], calculator: 'yearlyBenefits', engine: { proposal: 'yearly_benefits' } },
  benefitDuration: {
    quote: ['benefit_duration_years'],
    calculator: 'yearlyBenefitDuration',
    engine: { proposal: 'benefit_duration_years' },
  },
  downPayment: { quote: ['down_payment'], calculator: 'downPayment', engine: { proposal: 'down_payment' } },
  loanAmount: { quote: ['loan_amount'], calculator: 'loanAmount', engine: { proposal: 'loan_amount' } },
  interestRate: { quote: ['interest_rate_percent'], calculator: 'interestRate', engine: { proposal: 'interest_rate_percent' } },
  loanTerm: { quote: ['loan_term_years'], calculator: 'loanTerm', engine: { proposal: 'loan_term_years' } },
  cashPrice: { quote: ['cash_price'], calculator: 'cashPrice', engine: { proposal: 'cash_price' } },
  quotedPayment: { quote: ['quoted_monthly_payment', 'quoted_payment_after_paydown'], engine: { proposal: 'quoted_monthly_payment' } },
  quotedTotalPaid: { quote: ['quoted_total_paid'], engine: { proposal: 'quoted_total_paid' } },
  quotedSavings: { quote: ['quoted_year1_savings'] },
  paydownAmount: { quote: ['incentive_paydown_amount'], engine: { proposal: 'incentive_paydown_amount' } },
  leasePayment: { quote: ['lease_monthly_payment'], calculator: 'leasePayment', engine: { proposal: 'lease_monthly_payment' } },
  ppaRate: { quote: ['ppa_rate_per_kwh'], calculator: 'ppaRate', engine: { proposal: 'ppa_rate_per_kwh' } },
  escalator: { quote: ['escalator_percent'], calculator: 'escalator', engine: { proposal: 'escalator_percent' } },
  agreementTerm: { quote: ['agreement_term_years'], calculator: 'agreementTerm', engine: { proposal: 'agreement_term_years' } },
  buyoutPrice: { quote: ['buyout_price'], calculator: 'buyoutPrice', engine: { proposal: 'buyout_price' } },
  monthlyConsumption: {
    setting: 'monthly_consumption',
    calculator: 'monthlyConsumption',
    engine: { project: 'monthly_consumption_kwh' },
  },
  electricityRate: { setting: 'current_rate', calculator: 'electricityRate', engine: { project: 'current_rate_per_kwh' } },
  rateIncrease: { setting: 'rate_increase', calculator: 'rateIncrease', engine: { project: 'rate_increase_yearly_percent' } },
  netMeteringRate: { setting: 'net_metering_rate', calculator: 'netMeteringRate', engine: { project: 'net_metering_rate' } },
  netMeteringEscalation: {
    setting: 'net_metering_escalation',
    calculator: 'netMeteringEscalation',
    engine: { project: 'net_metering_increase_yearly_percent' },
  },
  lifetime: { setting: 'system_lifetime', calculator: 'systemLifetime', engine: { project: 'expected_system_lifetime_years' } },
  omPercent: { setting: 'om_percent', engine: { project: 'om_annual_percent' } },
  insurancePercent: { setting: 'insurance_percent', engine: { project: 'insurance_annual_percent' } },
  omEscalation: {
    setting: 'om_escalation',
    calculator: 'annualEscalation',
    engine: { project: 'om_and_insurance_escalation_percent' },
  },
  monthlyInsurance: { calculator: 'monthlyInsurance' },
  monthlyMaintenance: { calculator: 'monthlyMaintenance' },
  discountRate: { calculator: 'discountRate' },
};

/** The table's own verdict on a value: the message every surface must show, or null. */
function tableVerdict(bounds: NumberBounds, value: number): string | null {
  if (value < bounds.min) return `Must be at least ${formatLimit(bounds.min)}`;
  if (value > bounds.max) return `Must not exceed ${formatLimit(bounds.max)}`;
  if (bounds.integer === true && !Number.isInteger(value)) return 'Must be a whole number';
  return null;
}

/** The edges of an entry: just below and at the minimum, at and just above the maximum, and a fraction. */
function probes(bounds: NumberBounds): number[] {
  const values = [bounds.min - 0.01, bounds.min, bounds.max, bounds.max + 0.01];
  if (bounds.integer === true) values.push(bounds.min + 0.5);
  return values;
}

// ---- the surfaces, each through its own validator --------------------------------------------------

/** The payment method and switches under which a quote field is shown. */
function quoteFormFor(name: QuoteFieldName, value: string): QuoteFormValues {
  const def: QuoteFieldDef = QUOTE_FIELDS[name];
  const method = def.methods?.includes('loan') ? 'loan' : (def.methods?.[0] ?? 'cash');
  const form = emptyQuoteForm();
  return {
    ...form,
    payment_method: method,
    battery_included: true,
    end_of_term: 'buyout',
    incentive_paydown: true,
    incentive_paydown_source: 'amount',
    // Filled so that the step's and the editor's required rules stay quiet (the probed field's value wins).
    company_name: 'Sunny Installs',
    system_size_kw: '8',
    solar_system_cost: '',
    down_payment: '0',
    interest_rate_percent: '6',
    loan_term_years: '20',
    [name]: value,
  };
}

function wizardVerdict(name: QuoteFieldName, value: number): string | null {
  const step = FIELD_STEP[name];
  if (step === undefined) return null;
  return validateStep(step, quoteFormFor(name, String(value)))[name] ?? null;
}

function editorVerdict(name: QuoteFieldName, value: number): string | null {
  return validateEditor(quoteFormFor(name, String(value)))[name] ?? null;
}

function settingsVerdict(name: SettingFieldName, value: number): string | null {
  const settings: SettingsFormValues = { ...emptySettingsForm(), om_enabled: true, insurance_enabled: true, [name]: value };
  return validateSettings(settings)[name] ?? null;
}

const ENGINE: EngineKit = { calculate, validateField, CALCULATOR_V1_RULES, FIELD_REQUIRED, exactCents };

function calculatorFlags(name: CalculatorField, version: 'v1' | 'v2'): CalculatorFlags {
  const methods = CALCULATOR_SPECS[version].paymentMethods;
  const wanted: PaymentChoice =
    name === 'leasePayment' || name === 'escalator' || name === 'agreementTerm' || name === 'buyoutPrice'
      ? 'lease'
      : name === 'ppaRate'
        ? 'ppa'
        : 'financing';
  return {
    ...INITIAL_FLAGS,
    batteryIncluded: true,
    includeOM: true,
    npvEnabled: true,
    paymentMethod: methods.includes(wanted) ? wanted : INITIAL_FLAGS.paymentMethod,
  };
}

function calculatorVerdicts(name: CalculatorField, value: number): { version: 'v1' | 'v2'; verdict: string | null }[] {
  return (['v1', 'v2'] as const)
    .filter((version) => CALCULATOR_SPECS[version].fields.includes(name))
    .map((version) => {
      const values = { ...CALCULATOR_SPECS[version].initialValues, solarCost: '', batteryCost: '', [name]: String(value) };
      return { version, verdict: fieldError(ENGINE, version, name, values, calculatorFlags(name, version)) };
    });
}

const WIZARD_REQUIRED = new Set<string>(Object.values(WIZARD_REQUIRED_FIELDS).flatMap((fields) => fields.map((f) => f.formField)));
const AGREEMENT_FIELDS: readonly string[] = ['lease_monthly_payment', 'escalator_percent', 'agreement_term_years', 'buyout_price'];
const PROJECT = { monthly_consumption_kwh: 900, current_rate_per_kwh: 0.15 };
const PROPOSAL = { system_size_kw: 8, solar_system_cost: 24_000, year1_production_kwh: 11_000, battery_included: true };

function engineVerdict(engine: NonNullable<Surfaces['engine']>, value: number): string | null {
  const { issues } =
    'proposal' in engine
      ? quoteModel(PROJECT, {
          ...PROPOSAL,
          payment_method: AGREEMENT_FIELDS.includes(engine.proposal) ? 'lease' : engine.proposal === 'ppa_rate_per_kwh' ? 'ppa' : 'loan',
          end_of_term: 'buyout',
          buyout_price: 5000,
          incentive_paydown: true,
          incentive_paydown_source: 'amount',
          incentive_paydown_amount: 1000,
          interest_rate_percent: 6,
          loan_term_years: 20,
          lease_monthly_payment: 100,
          ppa_rate_per_kwh: 0.1,
          agreement_term_years: 20,
          [engine.proposal]: value,
        })
      : quoteModel({ ...PROJECT, [engine.project]: value }, { ...PROPOSAL, payment_method: 'cash' });
  const field = 'proposal' in engine ? engine.proposal : engine.project;
  const issue = issues.find((i) => i.field === field);
  // The engine names the field before the bound ('Other costs: Must not exceed 100,000').
  return issue === undefined ? null : issue.message.slice(issue.message.indexOf(': ') + 2);
}

describe('one bounds table (issue 22): every surface gives the table’s verdict at every edge', () => {
  for (const key of Object.keys(BOUNDS) as BoundsKey[]) {
    const bounds: NumberBounds = BOUNDS[key];
    const surfaces = SURFACES[key];
    it(`${key} (${bounds.min} to ${bounds.max}${bounds.integer === true ? ', whole' : ''})`, () => {
      let asked = 0;
      for (const value of probes(bounds)) {
        const expected = tableVerdict(bounds, value);
        for (const name of surfaces.quote ?? []) {
          // The editor's own rule for an included battery (spec §5): its cost must be above 0.
          const batteryRule = name === 'battery_cost' && value <= 0;
          // The wizard's required fields (spec §5: system size and solar cost) must be above 0.
          const wizardRule = WIZARD_REQUIRED.has(name) && value === 0;
          if (FIELD_STEP[name] !== undefined && !wizardRule) expect(wizardVerdict(name, value), `wizard ${name} = ${value}`).toBe(expected);
          if (!batteryRule) expect(editorVerdict(name, value), `editor ${name} = ${value}`).toBe(expected);
          asked += 2;
        }
        if (surfaces.setting !== undefined) {
          expect(settingsVerdict(surfaces.setting, value), `settings ${surfaces.setting} = ${value}`).toBe(expected);
          asked += 1;
        }
        if (surfaces.calculator !== undefined) {
          for (const { version, verdict } of calculatorVerdicts(surfaces.calculator, value)) {
            expect(verdict, `calculator ${version} ${surfaces.calculator} = ${value}`).toBe(expected);
            asked += 1;
          }
        }
        if (surfaces.engine !== undefined) {
          // A required engine input reads 0 as missing (the panel lists it instead).
          const required =
            'proposal' in surfaces.engine
              ? PROPOSAL_RULES[surfaces.engine.proposal].required === true
              : PROJECT_RULES[surfaces.engine.project].required === true;
          if (!(required && value <= 0)) expect(engineVerdict(surfaces.engine, value), `engine ${key} = ${value}`).toBe(expected);
          asked += 1;
        }
      }
      expect(asked, `${key} is read by some surface`).toBeGreaterThan(0);
    });
  }

  it('a limit taken from other values tightens the fixed one the same way on the forms and the calculators', () => {
    // Solar incentives up to the solar cost; a loan's down payment up to the total cost, a lease's prepayment not.
    const form = { ...quoteFormFor('solar_incentives', '20000.01'), solar_system_cost: '20000' };
    expect(validateEditor(form)['solar_incentives']).toBe('Must not exceed 20,000');
    const values = { ...CALCULATOR_SPECS.v2.initialValues, solarCost: '20000', solarIncentives: '20000.01' };
    expect(fieldError(ENGINE, 'v2', 'solarIncentives', values, calculatorFlags('solarIncentives', 'v2'))).toBe('Must not exceed 20,000');
    const lease = { ...quoteFormFor('down_payment', '30000'), payment_method: 'lease' as const, solar_system_cost: '20000' };
    expect(validateEditor(lease)['down_payment']).toBeUndefined();
    const loan = { ...lease, payment_method: 'loan' as const };
    expect(validateEditor(loan)['down_payment']).toBe('Must not exceed 20,000');
    const leaseValues = { ...CALCULATOR_SPECS.v2.initialValues, solarCost: '20000', downPayment: '30000' };
    expect(fieldError(ENGINE, 'v2', 'downPayment', leaseValues, { ...INITIAL_FLAGS, paymentMethod: 'lease' })).toBeNull();
    expect(fieldError(ENGINE, 'v2', 'downPayment', leaseValues, { ...INITIAL_FLAGS, paymentMethod: 'financing' })).toBe(
      'Must not exceed 20,000',
    );
  });

  it('no surface bounds a number outside the table: every calculator rule, engine rule and shared registry number is an entry’s', () => {
    const calculators = new Set(Object.values(SURFACES).flatMap((s) => (s.calculator === undefined ? [] : [s.calculator])));
    for (const name of Object.keys(CALCULATOR_V2_RULES)) expect(calculators.has(name as CalculatorField), name).toBe(true);
    const engine = new Set<string>(
      Object.values(SURFACES).flatMap((s) =>
        s.engine === undefined ? [] : ['proposal' in s.engine ? s.engine.proposal : s.engine.project],
      ),
    );
    for (const name of Object.keys(PROJECT_RULES)) expect(engine.has(name), name).toBe(true);
    const quoted = new Set(Object.values(SURFACES).flatMap((s) => s.quote ?? []));
    // Every proposal_data number is an entry's (equipment and trust numbers are the editor's alone).
    for (const name of QUOTE_FIELD_NAMES) {
      const def: QuoteFieldDef = QUOTE_FIELDS[name];
      if (isNumeric(def) && storageOf(def).on === 'proposal_data' && def.max !== undefined && !/warranty/.test(name))
        expect(quoted.has(name), name).toBe(true);
    }
    for (const name of Object.keys(PROPOSAL_RULES)) expect(quoted.has(name as QuoteFieldName), name).toBe(true);
    const settings = new Set(Object.values(SURFACES).flatMap((s) => (s.setting === undefined ? [] : [s.setting])));
    for (const name of SETTING_FIELD_NAMES) {
      if (isNumeric(SETTING_FIELDS[name])) expect(settings.has(name), name).toBe(true);
    }
  });
});

describe('one table of unusual values: the same cautions under the same fields everywhere', () => {
  /** The field each check's caution shows under. */
  const PLAUSIBLE_FIELD: Readonly<Record<PlausibleKey, keyof PlausibilityInput>> = {
    productionPerKw: 'year1ProductionKwh',
    electricityRate: 'electricityRate',
    interestRate: 'interestRatePercent',
  };

  /** A value just past each soft bound (and one just inside), as typed text. */
  const cases: { check: PlausibleKey; value: number; flagged: boolean }[] = (Object.keys(PLAUSIBLE) as PlausibleKey[]).flatMap((check) => {
    const range: { low?: number; high?: number } = PLAUSIBLE[check];
    return [
      ...(range.low === undefined
        ? []
        : [
            { check, value: range.low - 0.001, flagged: true },
            { check, value: range.low, flagged: false },
          ]),
      ...(range.high === undefined
        ? []
        : [
            { check, value: range.high, flagged: false },
            { check, value: range.high + 0.001, flagged: true },
          ]),
    ];
  });

  /** The input of a case: production per kW as production over an 8 kW system; the rest as the value. */
  function input(check: PlausibleKey, value: number): Record<string, unknown> {
    return check === 'productionPerKw'
      ? { systemSizeKw: 8, year1ProductionKwh: value * 8 }
      : { systemSizeKw: 8, year1ProductionKwh: 11_000, [PLAUSIBLE_FIELD[check]]: value };
  }

  /** Renames an input to a surface's own field names. */
  function as<Name extends string>(names: Readonly<Partial<Record<string, Name>>>, values: Record<string, unknown>) {
    return Object.fromEntries(Object.entries(values).flatMap(([key, v]) => (names[key] === undefined ? [] : [[names[key], v]]))) as Record<
      Name,
      unknown
    >;
  }

  it.each(cases)(
    '$check at $value: flagged $flagged by the quote forms, the settings form and both calculators alike',
    ({ check, value, flagged }) => {
      const values = input(check, value);
      const field = PLAUSIBLE_FIELD[check];
      const quoteName = (QUOTE_PLAUSIBLE as Partial<Record<string, string>>)[field];
      const settingName = (SETTING_PLAUSIBLE as Partial<Record<string, string>>)[field];
      const formMessage =
        quoteName !== undefined
          ? (plausibilityByField(as(QUOTE_PLAUSIBLE, values), QUOTE_PLAUSIBLE) as Record<string, string>)[quoteName]
          : settingName !== undefined
            ? (plausibilityByField(as(SETTING_PLAUSIBLE, values), SETTING_PLAUSIBLE) as Record<string, string>)[settingName]
            : 'no form field';
      const calculatorName = CALCULATOR_PLAUSIBLE[field];
      const calculatorMessage = (plausibilityByField(as(CALCULATOR_PLAUSIBLE, values), CALCULATOR_PLAUSIBLE) as Record<string, string>)[
        calculatorName
      ];
      expect(formMessage).toBe(calculatorMessage);
      expect(formMessage !== undefined, `${check} flagged`).toBe(flagged);
      if (flagged) expect(formMessage).toMatch(/^[A-Z]/);
    },
  );

  it('every check is shown by the quote forms or the settings form, and by the calculators', () => {
    for (const check of Object.keys(PLAUSIBLE) as PlausibleKey[]) {
      const field = PLAUSIBLE_FIELD[check];
      expect(field in QUOTE_PLAUSIBLE || field in SETTING_PLAUSIBLE, check).toBe(true);
      expect(field in CALCULATOR_PLAUSIBLE, check).toBe(true);
    }
  });

  it('the engine’s production warning (spec §5) rests on the same bound as the fields’ caution', () => {
    const warned = (kwhPerKw: number) =>
      analyzeQuote(PROJECT, {
        ...PROPOSAL,
        battery_included: false,
        payment_method: 'cash',
        year1_production_kwh: kwhPerKw * 8,
      }).warnings.some((w) => w.code === 'PRODUCTION_HIGH');
    expect(warned(PLAUSIBLE.productionPerKw.high)).toBe(false);
    expect(warned(PLAUSIBLE.productionPerKw.high + 1)).toBe(true);
  });
});
