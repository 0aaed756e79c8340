import { coerceBoolean, coerceNumber } from './coerce';
import {
  END_OF_TERM_INVALID,
  FIELD_REQUIRED,
  FLAG_INVALID,
  MUST_BE_VALID_NUMBER,
  MUST_BE_WHOLE_NUMBER,
  PAYMENT_METHOD_INVALID,
} from './messages';
import { D } from './decimal';
import type { DefaultedInput, ModelInput } from './model-input';
import { monthlyOMCost } from './om';
import { readEndOfTerm, readFlag, readPaymentMethod, type EndOfTerm, type PaymentMethod } from './payment-method';
import {
  DEFAULT_DEGRADATION_PERCENT,
  DEFAULT_DISCOUNT_RATE_PERCENT,
  DEFAULT_LIFETIME_YEARS,
  DEFAULT_OM_ESCALATION_PERCENT,
  DEFAULT_RATE_INCREASE_PERCENT,
} from './defaults';
import { today } from './quote-input';
import { CALCULATOR_V2_RULES, boundsMessage, requiredFor, type CalculatorV2Field, type ValidationContext } from './validation';
import type { Warning } from './warnings';

/** The second calculator's inputs (spec §3), percentages as percent (6.99 means 6.99 %). */
export interface CalculatorInput {
  readonly systemSize: number;
  readonly solarCost: number;
  readonly otherCosts: number;
  readonly batteryIncluded: boolean;
  readonly batteryCost: number;
  readonly batteryCapacity: number;
  readonly year1Production: number;
  readonly degradationRate: number;
  readonly systemLifetime: number;
  readonly solarIncentives: number;
  readonly batteryIncentives: number;
  readonly yearlyBenefits: number;
  readonly yearlyBenefitDuration: number;
  /** 'financing' is the loan's saved name (spec §4). */
  readonly paymentMethod: 'cash' | 'financing' | 'loan' | 'lease' | 'ppa';
  /** Loan: the down payment. Lease/PPA: the prepayment. */
  readonly downPayment: number;
  readonly interestRate: number;
  readonly loanTerm: number;
  /** The lender's amount financed; empty: total cost − down payment. */
  readonly loanAmount: number;
  /** The same system's cash price (dealer-fee check). */
  readonly cashPrice: number;
  /** Months after installation when the incentives arrive (0 = at installation). */
  readonly incentiveMonth: number;
  /** true: paid onto the loan when they arrive; false: kept as cash; empty: not said (kept as cash). */
  readonly incentivePaydown: boolean | null;
  readonly federalCreditAmount: number;
  /** Lease: the year-1 monthly payment. */
  readonly leasePayment: number;
  /** PPA: the year-1 price per kWh. */
  readonly ppaRate: number;
  /** Yearly increase of the lease payment or PPA rate, percent. */
  readonly escalator: number;
  /** Lease/PPA term, whole years. */
  readonly agreementTerm: number;
  readonly endOfTerm: EndOfTerm;
  readonly buyoutPrice: number;
  /** 'YYYY-MM-DD'; default today (the federal credit caution depends on it). */
  readonly installDate: string;
  readonly monthlyConsumption: number;
  readonly monthlyNetExcess: number;
  readonly electricityRate: number;
  readonly netMeteringRate: number;
  readonly rateIncrease: number;
  readonly netMeteringEscalation: number;
  readonly includeOM: boolean;
  readonly monthlyInsurance: number;
  readonly monthlyMaintenance: number;
  readonly annualEscalation: number;
  readonly npvEnabled: boolean;
  readonly discountRate: number;
}

/** What `calculate` accepts: any subset of the inputs, each in any form (form strings included). */
export type CalculatorInputLike = { readonly [K in keyof CalculatorInput]?: unknown };

/**
 * Defaults of optional inputs (spec §9); 'required' fields have none; 'derived' ones are
 * resolved from other inputs once those are read.
 */
const DEFAULTS: Readonly<Record<CalculatorV2Field, number | 'required' | 'derived' | 'optional'>> = {
  systemSize: 'required',
  solarCost: 'required',
  otherCosts: 0,
  batteryCost: 0,
  batteryCapacity: 0,
  year1Production: 'required',
  degradationRate: DEFAULT_DEGRADATION_PERCENT,
  systemLifetime: DEFAULT_LIFETIME_YEARS,
  solarIncentives: 0,
  batteryIncentives: 0,
  yearlyBenefits: 0,
  yearlyBenefitDuration: 0,
  downPayment: 0,
  interestRate: 'required',
  loanTerm: 'required',
  monthlyConsumption: 'required',
  monthlyNetExcess: 0,
  electricityRate: 'required',
  // Resolved after the rates are read: the export rate defaults to the electricity rate, its
  // escalation to the rate increase (the credit tracks the retail rate unless told otherwise).
  netMeteringRate: 'derived',
  rateIncrease: DEFAULT_RATE_INCREASE_PERCENT,
  netMeteringEscalation: 'derived',
  monthlyInsurance: 0,
  monthlyMaintenance: 0,
  annualEscalation: DEFAULT_OM_ESCALATION_PERCENT,
  discountRate: DEFAULT_DISCOUNT_RATE_PERCENT,
  loanAmount: 'optional',
  cashPrice: 'optional',
  incentiveMonth: 0,
  federalCreditAmount: 'optional',
  // Required or not by payment method (validation.ts requiredFor).
  leasePayment: 'required',
  ppaRate: 'required',
  escalator: 0,
  agreementTerm: 'required',
  buyoutPrice: 'optional',
};

/** The inputs whose default is listed as an assumption when used. */
const DEFAULTED: Partial<Record<CalculatorV2Field, DefaultedInput>> = {
  degradationRate: 'degradation',
  systemLifetime: 'lifetime',
  rateIncrease: 'rateIncrease',
  netMeteringRate: 'exportRate',
  netMeteringEscalation: 'exportEscalation',
  annualEscalation: 'omEscalation',
  discountRate: 'discountRate',
  incentiveMonth: 'incentiveMonth',
  escalator: 'escalator',
};

const BATTERY_FIELDS = new Set<CalculatorV2Field>(['batteryCost', 'batteryCapacity', 'batteryIncentives']);
const LOAN_FIELDS = new Set<CalculatorV2Field>(['interestRate', 'loanTerm', 'loanAmount', 'cashPrice']);
const AGREEMENT_FIELDS = new Set<CalculatorV2Field>(['escalator', 'agreementTerm', 'buyoutPrice']);
const OWNED_FIELDS = new Set<CalculatorV2Field>(['incentiveMonth', 'federalCreditAmount']);
const OM_FIELDS = new Set<CalculatorV2Field>(['monthlyInsurance', 'monthlyMaintenance', 'annualEscalation']);
// Every field is read before any bound is checked: dynamic maxima depend on other fields.
const ORDER = Object.keys(CALCULATOR_V2_RULES) as CalculatorV2Field[];

/** The validated model of a calculator input, or the field errors that prevent one. */
export interface ParsedCalculatorInput {
  readonly model: ModelInput | null;
  readonly issues: readonly Warning[];
}

function field(source: object, name: string): unknown {
  // Own properties only: a form object's prototype is not input.
  return Object.hasOwn(source, name) ? (source as Record<string, unknown>)[name] : undefined;
}

/**
 * Reads, coerces and validates a calculator input against the bounds of the second calculator.
 * Fields of a switched-off section (battery, financing, O&M, NPV) are ignored, not validated.
 */
export function parseCalculatorInput(raw: unknown): ParsedCalculatorInput {
  const source: object = raw !== null && typeof raw === 'object' ? raw : {};
  const issues: Warning[] = [];

  const method = readPaymentMethod(field(source, 'paymentMethod'));
  if (method === null) issues.push({ severity: 'error', code: 'INVALID_OPTION', message: PAYMENT_METHOD_INVALID, field: 'paymentMethod' });
  const paying: PaymentMethod = method ?? 'cash';
  const financing = paying === 'loan';
  const agreement = paying === 'lease' || paying === 'ppa';
  const batteryIncluded = coerceBoolean(field(source, 'batteryIncluded'));
  const includeOM = coerceBoolean(field(source, 'includeOM'));
  const npvEnabled = coerceBoolean(field(source, 'npvEnabled'));
  const paydown = financing ? readFlag(field(source, 'incentivePaydown')) : undefined;
  if (paydown === null) issues.push({ severity: 'error', code: 'INVALID_OPTION', message: FLAG_INVALID, field: 'incentivePaydown' });
  const endOfTerm = agreement ? readEndOfTerm(field(source, 'endOfTerm')) : undefined;
  if (endOfTerm === null) issues.push({ severity: 'error', code: 'INVALID_OPTION', message: END_OF_TERM_INVALID, field: 'endOfTerm' });
  const installRaw = field(source, 'installDate');
  const installDate = typeof installRaw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(installRaw.trim()) ? installRaw.trim() : null;

  const active = (name: CalculatorV2Field): boolean =>
    !(BATTERY_FIELDS.has(name) && !batteryIncluded) &&
    !(LOAN_FIELDS.has(name) && !financing) &&
    !(name === 'downPayment' && paying === 'cash') &&
    !(AGREEMENT_FIELDS.has(name) && !agreement) &&
    !(name === 'leasePayment' && paying !== 'lease') &&
    !(name === 'ppaRate' && paying !== 'ppa') &&
    !(OWNED_FIELDS.has(name) && agreement) &&
    !(OM_FIELDS.has(name) && !includeOM) &&
    !(name === 'discountRate' && !npvEnabled);

  const values = new Map<CalculatorV2Field, number>();
  const defaulted = new Set<DefaultedInput>();
  for (const name of ORDER) {
    const fallback = DEFAULTS[name];
    if (!active(name)) {
      // The NPV figures are computed either way: without the NPV section, at its default rate.
      if (name === 'discountRate' && typeof fallback === 'number') values.set(name, fallback);
      const input = DEFAULTED[name];
      if (name === 'discountRate' && input !== undefined) defaulted.add(input);
      continue;
    }
    const coerced = coerceNumber(field(source, name));
    if (coerced.kind === 'invalid') {
      issues.push({ severity: 'error', code: 'INVALID_NUMBER', message: MUST_BE_VALID_NUMBER, field: name });
    } else if (coerced.kind === 'missing') {
      const input = DEFAULTED[name];
      if (input !== undefined) defaulted.add(input);
      // A lease or PPA need not state the system's price: the payments are what is paid.
      const needed = fallback === 'required' && requiredFor(CALCULATOR_V2_RULES[name], paying) && !(agreement && name === 'solarCost');
      if (needed || (name === 'buyoutPrice' && endOfTerm === 'buyout')) {
        issues.push({ severity: 'error', code: 'REQUIRED', message: FIELD_REQUIRED, field: name });
      } else if (typeof fallback === 'number') values.set(name, fallback);
      else if (name === 'solarCost') values.set(name, 0);
    } else {
      values.set(name, coerced.value);
    }
  }

  const context: ValidationContext = {
    solarCost: values.get('solarCost'),
    otherCosts: values.get('otherCosts'),
    batteryCost: values.get('batteryCost'),
    batteryIncluded,
    // A lease or PPA prepayment is not bounded by the system's price (which a lease need not state).
    paymentMethod: paying,
  };
  for (const [name, value] of values) {
    const rule = CALCULATOR_V2_RULES[name];
    const message = boundsMessage(rule, value, context);
    if (message !== null) {
      const code = value < rule.min ? 'BELOW_MIN' : message === MUST_BE_WHOLE_NUMBER ? 'INVALID_NUMBER' : 'ABOVE_MAX';
      issues.push({ severity: 'error', code, message, field: name });
    }
  }
  if (issues.some((issue) => issue.severity === 'error')) return { model: null, issues };

  const get = (name: CalculatorV2Field): number => values.get(name) ?? 0;
  const optional = (name: CalculatorV2Field): number | null => values.get(name) ?? null;
  const electricityRate = get('electricityRate');
  const rateIncrease = get('rateIncrease');
  if (installDate === null) defaulted.add('installDate');
  if (agreement && endOfTerm === undefined) defaulted.add('endOfTerm');
  const model: ModelInput = {
    systemSizeKw: get('systemSize'),
    solarCost: get('solarCost'),
    otherCosts: get('otherCosts'),
    batteryIncluded,
    batteryCost: get('batteryCost'),
    batteryCapacityKwh: get('batteryCapacity'),
    year1ProductionKwh: get('year1Production'),
    degradationPercent: get('degradationRate'),
    // Whole years and whole months: the timeline steps by month and by year.
    lifetimeYears: Math.round(get('systemLifetime')),
    solarIncentives: get('solarIncentives'),
    batteryIncentives: get('batteryIncentives'),
    incentiveMonth: agreement ? 0 : get('incentiveMonth'),
    federalCreditAmount: optional('federalCreditAmount'),
    nonFederalIncentives: 0,
    yearlyBenefits: get('yearlyBenefits'),
    yearlyBenefitYears: get('yearlyBenefitDuration'),
    paymentMethod: paying,
    loan: financing
      ? {
          downPayment: get('downPayment'),
          loanAmount: optional('loanAmount'),
          interestRatePercent: get('interestRate'),
          termMonths: Math.round(get('loanTerm') * 12),
          incentivePaydown: paydown ?? null,
          // The calculators take one incentive figure: a paydown pays all of it.
          paydownSource: 'all',
          paydownAmount: null,
          paydownCredit: null,
          cashPrice: optional('cashPrice'),
          quotedMonthlyPayment: null,
          quotedPaymentAfterPaydown: null,
          quotedTotalPaid: null,
          lenderName: null,
        }
      : null,
    agreement: agreement
      ? {
          prepayment: get('downPayment'),
          monthlyPayment: get('leasePayment'),
          ratePerKwh: get('ppaRate'),
          escalatorPercent: get('escalator'),
          termMonths: get('agreementTerm') * 12,
          endOfTerm: endOfTerm ?? 'return',
          buyoutPrice: get('buyoutPrice'),
        }
      : null,
    monthlyConsumptionKwh: get('monthlyConsumption'),
    monthlyNetExcessKwh: get('monthlyNetExcess'),
    electricityRate,
    netMeteringRate: values.get('netMeteringRate') ?? electricityRate,
    rateIncreasePercent: rateIncrease,
    netMeteringEscalationPercent: values.get('netMeteringEscalation') ?? rateIncrease,
    // The read-only monthly O&M field, rounded to cents (spec §3), is what escalates.
    annualOM: includeOM ? new D(monthlyOMCost(get('monthlyInsurance'), get('monthlyMaintenance'))).times(12).toNumber() : 0,
    omEscalationPercent: get('annualEscalation'),
    npvEnabled,
    discountRatePercent: get('discountRate'),
    installDate: installDate ?? today(),
    defaulted,
  };
  return { model, issues };
}
