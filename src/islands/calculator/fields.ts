import { DEFAULT_DEGRADATION_PERCENT, DEFAULT_LIFETIME_YEARS } from '../../finance/defaults';
import type { PlausibilityInput } from '../../finance/plausibility';
import type { CalculatorField } from '../../stores/calculator';

/**
 * How a calculator input is shown: label, unit, placeholder and hint (spec §2, §5). A placeholder
 * is always the value used when the field is left empty; required fields have none.
 */
export interface FieldMeta {
  readonly label: string;
  /** Shown before the value ($). */
  readonly prefix?: string;
  /** Shown after the value (kW, %, years). */
  readonly suffix?: string;
  readonly placeholder?: string;
  readonly hint?: string;
}

export const FIELD_META: Readonly<Record<CalculatorField, FieldMeta>> = {
  systemSize: { label: 'System size', suffix: 'kW', hint: 'Usually 6–12 kW for a home.' },
  solarCost: { label: 'Solar cost', prefix: '$', hint: 'The installer’s price for the solar system, before incentives.' },
  otherCosts: { label: 'Other costs', prefix: '$', placeholder: '0', hint: 'Roof work, electrical upgrades, permits.' },
  batteryCost: { label: 'Battery cost', prefix: '$', placeholder: '0' },
  batteryCapacity: { label: 'Battery capacity', suffix: 'kWh', placeholder: '0' },
  year1Production: { label: 'Year 1 production', suffix: 'kWh', hint: 'Typically 1,300–1,600 kWh per kW.' },
  degradationRate: {
    label: 'Degradation rate',
    suffix: '% / yr',
    placeholder: String(DEFAULT_DEGRADATION_PERCENT),
    hint: 'Typically 0.3–0.8% per year.',
  },
  systemLifetime: { label: 'System lifetime', suffix: 'years', placeholder: String(DEFAULT_LIFETIME_YEARS) },
  solarIncentives: { label: 'Solar incentives', prefix: '$', placeholder: '0', hint: 'Tax credits and rebates for the solar system.' },
  batteryIncentives: { label: 'Battery incentives', prefix: '$', placeholder: '0' },
  yearlyBenefits: {
    label: 'Yearly benefits',
    prefix: '$',
    suffix: '/ yr',
    placeholder: '0',
    hint: 'Performance payments or SRECs, per year.',
  },
  yearlyBenefitDuration: { label: 'Benefit duration', suffix: 'years', placeholder: '0' },
  downPayment: { label: 'Down payment', prefix: '$', placeholder: '0' },
  interestRate: { label: 'Loan rate', suffix: '%', placeholder: '5.99', hint: '5.99% is used when left empty.' },
  loanTerm: { label: 'Loan term', suffix: 'years', placeholder: '20', hint: '20 years is used when left empty.' },
  monthlyConsumption: { label: 'Monthly consumption', suffix: 'kWh', hint: 'Your average use per month, from your electricity bill.' },
  electricityRate: { label: 'Electricity rate', prefix: '$', suffix: '/ kWh', hint: 'Usually $0.10–0.25 per kWh.' },
  monthlyNetExcess: {
    label: 'Monthly net excess',
    suffix: 'kWh',
    placeholder: '0',
    hint: 'kWh sent to the grid beyond what you use, per month.',
  },
  netMeteringRate: {
    label: 'Net metering rate',
    prefix: '$',
    suffix: '/ kWh',
    placeholder: 'Same as rate',
    hint: 'What the utility pays for exported kWh; the electricity rate when empty.',
  },
  rateIncrease: { label: 'Rate increase', suffix: '% / yr', placeholder: '3' },
  netMeteringEscalation: {
    label: 'Net metering escalation',
    suffix: '% / yr',
    placeholder: 'Same',
    hint: 'Follows the rate increase when empty.',
  },
  monthlyInsurance: { label: 'Monthly insurance', prefix: '$', placeholder: '0' },
  monthlyMaintenance: { label: 'Monthly maintenance', prefix: '$', placeholder: '0' },
  annualEscalation: { label: 'Annual escalation', suffix: '% / yr', placeholder: '2' },
  discountRate: { label: 'Discount rate', suffix: '%', placeholder: '3', hint: 'Typically 2–4%.' },
  loanAmount: {
    label: 'Loan amount',
    prefix: '$',
    placeholder: 'Cost − down payment',
    hint: 'As the lender states it, if given.',
  },
  cashPrice: {
    label: 'Cash price quoted',
    prefix: '$',
    hint: 'A higher financed price hides a dealer fee.',
  },
  incentiveMonth: {
    label: 'Incentives arrive after',
    suffix: 'months',
    placeholder: '0',
    hint: 'Months after installation.',
  },
  federalCreditAmount: { label: 'Federal credit amount', prefix: '$' },
  leasePayment: { label: 'Lease payment', prefix: '$', suffix: '/ month', hint: 'The monthly payment in year 1.' },
  ppaRate: { label: 'PPA rate', prefix: '$', suffix: '/ kWh', hint: 'The price per kWh produced in year 1.' },
  escalator: { label: 'Escalator', suffix: '% / yr', placeholder: '0', hint: 'Yearly rise of the payment or rate.' },
  agreementTerm: { label: 'Agreement term', suffix: 'years' },
  buyoutPrice: { label: 'Buyout price', prefix: '$' },
};

/**
 * The calculator fields the soft checks of the bounds table read (src/finance/plausibility.ts), by the
 * checks' names: the same cautions, under the same fields, as the quote wizard, editor and settings form.
 */
export const CALCULATOR_PLAUSIBLE = {
  systemSizeKw: 'systemSize',
  year1ProductionKwh: 'year1Production',
  electricityRate: 'electricityRate',
  interestRatePercent: 'interestRate',
} as const satisfies Record<keyof PlausibilityInput, CalculatorField>;

const PLAUSIBLE_NAMES: CalculatorField[] = Object.values(CALCULATOR_PLAUSIBLE);

/** True when a soft check reads this field (its caution may depend on the others of the list). */
export function isPlausibilityField(name: CalculatorField): boolean {
  return PLAUSIBLE_NAMES.includes(name);
}

export { PLAUSIBLE_NAMES };
