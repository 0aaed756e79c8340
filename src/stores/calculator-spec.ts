import type { EndOfTerm } from '../finance/payment-method';
import {
  DEFAULT_DEGRADATION_PERCENT,
  DEFAULT_DISCOUNT_RATE_PERCENT,
  DEFAULT_LIFETIME_YEARS,
  DEFAULT_OM_ESCALATION_PERCENT,
  DEFAULT_RATE_INCREASE_PERCENT,
} from '../finance/defaults';
import type { CalculatorV2Field } from '../finance/validation';

/**
 * What makes the two standalone calculators different, as data: the inputs each shows, where each
 * starts, which payment methods it offers, how it includes a battery, what an empty field means and
 * what must be typed before a result. The store and the one calculator component read the spec of
 * their version; nothing else branches on the version.
 *
 * Type-only imports from the engine: the form hydrates without it (it loads on demand).
 */

/** The calculator's numeric inputs (the spec's names, §3, and issue 11's). */
export type CalculatorField = CalculatorV2Field;
export type CalculatorValues = Record<CalculatorField, string>;
export type CalculatorVersion = 'v1' | 'v2';

/** The payment method as the form holds it: 'financing' is the loan (the spec's name, §3). */
export type PaymentChoice = 'cash' | 'financing' | 'lease' | 'ppa';

/** The toggles: battery, O&M, NPV, and the payment method. */
export interface CalculatorFlags {
  readonly batteryIncluded: boolean;
  readonly includeOM: boolean;
  readonly npvEnabled: boolean;
  readonly paymentMethod: PaymentChoice;
}

/** The choices that are not numbers: whether incentives pay down the loan, and a lease or PPA's end. */
export interface CalculatorChoices {
  /** 'unsaid': the quote does not say (the incentives are then counted as cash, an assumption). */
  readonly incentivePaydown: 'unsaid' | 'yes' | 'no';
  readonly endOfTerm: EndOfTerm;
}

export interface CalculatorSpec {
  readonly version: CalculatorVersion;
  /** The inputs this version shows and gives the engine; the others stay empty. */
  readonly fields: readonly CalculatorField[];
  readonly initialValues: CalculatorValues;
  readonly paymentMethods: readonly PaymentChoice[];
  /** 'switch': the Battery switch includes it; 'cost': a battery cost above 0 does (no switch). */
  readonly battery: 'switch' | 'cost';
  /** What an empty field means when it is not the engine's own default (the v2 loan placeholders). */
  readonly emptyMeans: Readonly<Partial<CalculatorValues>>;
  /** Inputs needed before a result, besides the analysis inputs, by payment method. */
  readonly requiredWhen: Readonly<Partial<Record<PaymentChoice, readonly CalculatorField[]>>>;
  /** Which bounds table checks a field first on blur (spec §5); the second version's for the rest. */
  readonly rules: 'v1' | 'v2';
  /** 'debug': Print to Console only with ?tester=testing (the first version's debug button). */
  readonly printButton: 'always' | 'debug';
}

/** Every input, empty. Typed as the engine's field names, so a field added there must be added here. */
const EMPTY_VALUES: CalculatorValues = {
  systemSize: '',
  solarCost: '',
  otherCosts: '',
  batteryCost: '',
  batteryCapacity: '',
  year1Production: '',
  degradationRate: '',
  systemLifetime: '',
  solarIncentives: '',
  batteryIncentives: '',
  yearlyBenefits: '',
  yearlyBenefitDuration: '',
  downPayment: '',
  interestRate: '',
  loanTerm: '',
  monthlyConsumption: '',
  monthlyNetExcess: '',
  electricityRate: '',
  netMeteringRate: '',
  rateIncrease: '',
  netMeteringEscalation: '',
  monthlyInsurance: '',
  monthlyMaintenance: '',
  annualEscalation: '',
  discountRate: '',
  loanAmount: '',
  cashPrice: '',
  incentiveMonth: '',
  federalCreditAmount: '',
  leasePayment: '',
  ppaRate: '',
  escalator: '',
  agreementTerm: '',
  buyoutPrice: '',
};

/** The inputs needed before any result, in form order. */
export const ANALYSIS_INPUTS: readonly CalculatorField[] = [
  'systemSize',
  'solarCost',
  'year1Production',
  'monthlyConsumption',
  'electricityRate',
];

/**
 * The first version (/calculator, spec §2 "first version"): the essentials, cash or loan, starting
 * with its defaults filled in (spec §9: loan 5 % over 20 years, lifetime 25, degradation 0.5 %, rate
 * increase 3 %, O&M escalation 2 %, discount rate 3 %); a battery cost above 0 includes a battery; an
 * emptied loan rate or term is missing again.
 */
const V1: CalculatorSpec = {
  version: 'v1',
  fields: [
    'systemSize',
    'solarCost',
    'batteryCost',
    'year1Production',
    'degradationRate',
    'systemLifetime',
    'solarIncentives',
    'downPayment',
    'interestRate',
    'loanTerm',
    'monthlyConsumption',
    'electricityRate',
    'rateIncrease',
    'monthlyMaintenance',
    'monthlyInsurance',
    'annualEscalation',
    'discountRate',
  ],
  initialValues: {
    ...EMPTY_VALUES,
    degradationRate: String(DEFAULT_DEGRADATION_PERCENT),
    systemLifetime: String(DEFAULT_LIFETIME_YEARS),
    interestRate: '5',
    loanTerm: '20',
    rateIncrease: String(DEFAULT_RATE_INCREASE_PERCENT),
    annualEscalation: String(DEFAULT_OM_ESCALATION_PERCENT),
    discountRate: String(DEFAULT_DISCOUNT_RATE_PERCENT),
  },
  paymentMethods: ['cash', 'financing'],
  battery: 'cost',
  emptyMeans: {},
  requiredWhen: { financing: ['interestRate', 'loanTerm'] },
  rules: 'v1',
  printButton: 'debug',
};

/**
 * The second version (/calculator-v2, spec §2): every input, starting empty with the spec's
 * placeholders (the engine's defaults apply to what is left empty; the loan's placeholders, 5.99 %
 * over 20 years, are used when its fields are left empty), and issue 11's loans, leases and PPAs.
 */
const V2: CalculatorSpec = {
  version: 'v2',
  fields: Object.keys(EMPTY_VALUES) as CalculatorField[],
  initialValues: EMPTY_VALUES,
  paymentMethods: ['cash', 'financing', 'lease', 'ppa'],
  battery: 'switch',
  emptyMeans: { interestRate: '5.99', loanTerm: '20' },
  requiredWhen: { lease: ['leasePayment', 'agreementTerm'], ppa: ['ppaRate', 'agreementTerm'] },
  rules: 'v2',
  printButton: 'always',
};

export const CALCULATOR_SPECS: Readonly<Record<CalculatorVersion, CalculatorSpec>> = { v1: V1, v2: V2 };
