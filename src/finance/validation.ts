import { coerceBoolean, coerceNumber } from './coerce';
import { D } from './decimal';
import { FIELD_REQUIRED, MUST_BE_VALID_NUMBER, MUST_BE_WHOLE_NUMBER, mustBeAtLeast, mustNotExceed } from './messages';
import { readPaymentMethod } from './payment-method';

/** A maximum that depends on other inputs (second calculator). */
export type DynamicLimit = 'solarCost' | 'batteryCost' | 'totalSystemCost';

/** The bounds of one calculator field. */
export interface FieldRule {
  readonly label: string;
  readonly min: number;
  readonly max: number | DynamicLimit;
  /**
   * Required always, never (empty is then allowed), or only for some payment methods: 'financing'
   * (a loan), 'lease', 'ppa', or 'agreement' (a lease or a PPA).
   */
  readonly required: boolean | 'financing' | 'lease' | 'ppa' | 'agreement';
  /** Counted in whole units (months, years). */
  readonly integer?: boolean;
}

/**
 * The first calculator's bounds (spec §5 table), keyed by the calculator input names. The
 * analysis inputs are required; the loan fields only when financing.
 */
export const CALCULATOR_V1_RULES = {
  systemSize: { label: 'System size', min: 0.1, max: 1000, required: true },
  solarCost: { label: 'Solar cost', min: 0, max: 10_000_000, required: true },
  batteryCost: { label: 'Battery cost', min: 0, max: 1_000_000, required: false },
  year1Production: { label: 'Year 1 production', min: 1, max: 5_000_000, required: true },
  degradationRate: { label: 'Degradation', min: 0, max: 5, required: false },
  systemLifetime: { label: 'Lifetime', min: 1, max: 40, required: false },
  monthlyConsumption: { label: 'Monthly consumption', min: 0, max: 100_000, required: true },
  electricityRate: { label: 'Electricity rate', min: 0, max: 2, required: true },
  interestRate: { label: 'Loan rate', min: 0, max: 50, required: 'financing' },
  loanTerm: { label: 'Loan term', min: 1, max: 30, required: 'financing' },
} as const satisfies Record<string, FieldRule>;

/**
 * The second calculator's bounds: its own table (spec §5) plus, for the fields that table does
 * not list ("shared rule sets: not shown"), the first calculator's bounds.
 */
export const CALCULATOR_V2_RULES = {
  ...CALCULATOR_V1_RULES,
  otherCosts: { label: 'Other costs', min: 0, max: 100_000, required: false },
  batteryCapacity: { label: 'Battery capacity', min: 0, max: 100, required: false },
  solarIncentives: { label: 'Solar incentives', min: 0, max: 'solarCost', required: false },
  batteryIncentives: { label: 'Battery incentives', min: 0, max: 'batteryCost', required: false },
  yearlyBenefits: { label: 'Yearly benefits', min: 0, max: 10_000, required: false },
  yearlyBenefitDuration: { label: 'Yearly benefit duration', min: 0, max: 30, required: false },
  downPayment: { label: 'Down payment', min: 0, max: 'totalSystemCost', required: false },
  monthlyNetExcess: { label: 'Monthly net excess', min: 0, max: 10_000, required: false },
  netMeteringRate: { label: 'Net metering rate', min: 0, max: 1, required: false },
  rateIncrease: { label: 'Rate increase', min: 0, max: 10, required: false },
  netMeteringEscalation: { label: 'Net metering escalation', min: -10, max: 10, required: false },
  monthlyInsurance: { label: 'Monthly insurance', min: 0, max: 1000, required: false },
  monthlyMaintenance: { label: 'Monthly maintenance', min: 0, max: 1000, required: false },
  annualEscalation: { label: 'Annual escalation', min: 0, max: 10, required: false },
  discountRate: { label: 'Discount rate', min: 0, max: 25, required: false },
  // Loans as billed, leases and PPAs (issue 11): the quote fields of CONTRACTS.md §2 under the
  // calculator's names. The quote engine reads these bounds (quote-rules.ts).
  loanAmount: { label: 'Loan amount', min: 0, max: 20_000_000, required: false },
  cashPrice: { label: 'Cash price', min: 0, max: 10_000_000, required: false },
  incentiveMonth: { label: 'Incentives arrive after', min: 0, max: 120, required: false, integer: true },
  federalCreditAmount: { label: 'Federal credit amount', min: 0, max: 10_000_000, required: false },
  leasePayment: { label: 'Lease payment', min: 0, max: 100_000, required: 'lease' },
  ppaRate: { label: 'PPA rate', min: 0, max: 2, required: 'ppa' },
  escalator: { label: 'Escalator', min: 0, max: 10, required: false },
  agreementTerm: { label: 'Agreement term', min: 1, max: 40, required: 'agreement', integer: true },
  buyoutPrice: { label: 'Buyout price', min: 0, max: 10_000_000, required: false },
} as const satisfies Record<string, FieldRule>;

export type CalculatorV1Field = keyof typeof CALCULATOR_V1_RULES;
export type CalculatorV2Field = keyof typeof CALCULATOR_V2_RULES;

/** Other inputs a field's bounds depend on (raw form values are fine). */
export interface ValidationContext {
  readonly solarCost?: unknown;
  readonly otherCosts?: unknown;
  readonly batteryCost?: unknown;
  readonly batteryIncluded?: unknown;
  /** Overrides the total computed from solar + other + battery. */
  readonly totalSystemCost?: unknown;
  readonly paymentMethod?: unknown;
}

function amount(value: unknown): number {
  const coerced = coerceNumber(value);
  return coerced.kind === 'number' && coerced.value > 0 ? coerced.value : 0;
}

/** The value of a dynamic maximum, or `null` when the inputs it depends on are unknown. */
export function resolveLimit(limit: number | DynamicLimit, context: ValidationContext): number | null {
  if (typeof limit === 'number') return limit;
  switch (limit) {
    case 'solarCost':
      return coerceNumber(context.solarCost).kind === 'number' ? amount(context.solarCost) : null;
    case 'batteryCost':
      return coerceNumber(context.batteryCost).kind === 'number' ? amount(context.batteryCost) : null;
    case 'totalSystemCost': {
      if (coerceNumber(context.totalSystemCost).kind === 'number') return amount(context.totalSystemCost);
      if (coerceNumber(context.solarCost).kind !== 'number') return null;
      const battery = coerceBoolean(context.batteryIncluded) ? amount(context.batteryCost) : 0;
      // Summed in decimal: 146070.87 + 0.11 + 26242.19 is 172313.16999999998 in floating point.
      return new D(amount(context.solarCost)).plus(amount(context.otherCosts)).plus(battery).toNumber();
    }
  }
}

// Built once: constructing an Intl.NumberFormat costs more than a whole quote's arithmetic.
const LIMIT_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A bound as shown in a message: grouped thousands, at most 2 decimals (10000000 → '10,000,000'). */
export function formatLimit(limit: number): string {
  return LIMIT_FORMAT.format(limit);
}

/** Checks a value against a rule; the spec's message, or `null` when valid. */
export function checkRule(rule: FieldRule, value: unknown, context: ValidationContext = {}): string | null {
  const coerced = coerceNumber(value);
  if (coerced.kind === 'invalid') return MUST_BE_VALID_NUMBER;
  if (coerced.kind === 'missing') return requiredFor(rule, context.paymentMethod) ? FIELD_REQUIRED : null;
  return boundsMessage(rule, coerced.value, context);
}

/** True when a rule requires its field for this payment method. */
export function requiredFor(rule: FieldRule, paymentMethod: unknown): boolean {
  if (typeof rule.required === 'boolean') return rule.required;
  const method = readPaymentMethod(paymentMethod);
  switch (rule.required) {
    case 'financing':
      return method === 'loan';
    case 'agreement':
      return method === 'lease' || method === 'ppa';
    default:
      return method === rule.required;
  }
}

/**
 * The bound a number breaks, as the spec's message, or `null`. Plain comparison is exact here:
 * the value and a fixed limit are both the doubles of their decimal texts, and a dynamic limit is
 * summed in decimal first (see resolveLimit), so float addition never decides a bound.
 */
export function boundsMessage(rule: FieldRule, value: number, context: ValidationContext = {}): string | null {
  if (value < rule.min) return mustBeAtLeast(formatLimit(rule.min));
  const max = resolveLimit(rule.max, context);
  if (max !== null && value > max) return mustNotExceed(formatLimit(max));
  if (rule.integer === true && !Number.isInteger(value)) return MUST_BE_WHOLE_NUMBER;
  return null;
}

/**
 * Validates one calculator field on blur: 'Must be a valid number', 'Must be at least {min}',
 * 'Must not exceed {max}' (or 'This field is required'), `null` when valid. Dynamic maxima
 * (incentives, down payment) read the other inputs from `context`. Unknown names are valid.
 */
export function validateField(name: string, value: unknown, context: ValidationContext = {}, version: 'v1' | 'v2' = 'v2'): string | null {
  const rules: Readonly<Record<string, FieldRule>> = version === 'v1' ? CALCULATOR_V1_RULES : CALCULATOR_V2_RULES;
  const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
  return rule === undefined ? null : checkRule(rule, value, context);
}
