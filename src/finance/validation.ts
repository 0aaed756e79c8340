import { BOUNDS, type DynamicMax, type NumberBounds } from './bounds';
import { coerceBoolean, coerceNumber } from './coerce';
import { D } from './decimal';
import { FIELD_REQUIRED, MUST_BE_VALID_NUMBER, MUST_BE_WHOLE_NUMBER, mustBeAtLeast, mustNotExceed } from './messages';
import { readPaymentMethod } from './payment-method';

/** A maximum that depends on other inputs (second calculator). */
export type DynamicLimit = DynamicMax;

/** The bounds of one calculator field, as spec §5's tables write them. */
export interface FieldRule {
  readonly label: string;
  readonly min: number;
  /** A fixed maximum, or one taken from other inputs (spec §5: incentives up to the cost). */
  readonly max: number | DynamicLimit;
  /** With a dynamic `max`: the fixed bound that holds too (and alone while the other inputs are unknown). */
  readonly cap?: number;
  /**
   * Required always, never (empty is then allowed), or only for some payment methods: 'financing'
   * (a loan), 'lease', 'ppa', or 'agreement' (a lease or a PPA).
   */
  readonly required: boolean | 'financing' | 'lease' | 'ppa' | 'agreement';
  /** Counted in whole units (months, years). */
  readonly integer?: boolean;
}

/** A field's bounds from the one table (bounds.ts) in a rule's shape: a dynamic maximum capped by the fixed one. */
export function ruleOf<R extends FieldRule['required']>(label: string, bounds: NumberBounds, required: R) {
  return {
    label,
    min: bounds.min,
    ...(bounds.maxOf === undefined ? { max: bounds.max } : { max: bounds.maxOf, cap: bounds.max }),
    ...(bounds.integer === true ? { integer: true } : {}),
    required,
  };
}

const rule = ruleOf;

/**
 * The first calculator's bounds (spec §5 table), keyed by the calculator input names. The
 * analysis inputs are required; the loan fields only when financing.
 */
export const CALCULATOR_V1_RULES = {
  systemSize: rule('System size', BOUNDS.systemSize, true),
  solarCost: rule('Solar cost', BOUNDS.solarCost, true),
  batteryCost: rule('Battery cost', BOUNDS.batteryCost, false),
  year1Production: rule('Year 1 production', BOUNDS.year1Production, true),
  degradationRate: rule('Degradation', BOUNDS.degradation, false),
  systemLifetime: rule('Lifetime', BOUNDS.lifetime, false),
  monthlyConsumption: rule('Monthly consumption', BOUNDS.monthlyConsumption, true),
  electricityRate: rule('Electricity rate', BOUNDS.electricityRate, true),
  interestRate: rule('Loan rate', BOUNDS.interestRate, 'financing'),
  loanTerm: rule('Loan term', BOUNDS.loanTerm, 'financing'),
} as const satisfies Record<string, FieldRule>;

/**
 * The second calculator's bounds: its own table (spec §5) plus, for the fields that table does
 * not list ("shared rule sets: not shown"), the first calculator's bounds.
 */
export const CALCULATOR_V2_RULES = {
  ...CALCULATOR_V1_RULES,
  otherCosts: rule('Other costs', BOUNDS.otherCosts, false),
  batteryCapacity: rule('Battery capacity', BOUNDS.batteryCapacity, false),
  solarIncentives: rule('Solar incentives', BOUNDS.solarIncentives, false),
  batteryIncentives: rule('Battery incentives', BOUNDS.batteryIncentives, false),
  yearlyBenefits: rule('Yearly benefits', BOUNDS.yearlyBenefits, false),
  yearlyBenefitDuration: rule('Yearly benefit duration', BOUNDS.benefitDuration, false),
  downPayment: rule('Down payment', BOUNDS.downPayment, false),
  monthlyNetExcess: rule('Monthly net excess', BOUNDS.monthlyNetExcess, false),
  netMeteringRate: rule('Net metering rate', BOUNDS.netMeteringRate, false),
  rateIncrease: rule('Rate increase', BOUNDS.rateIncrease, false),
  netMeteringEscalation: rule('Net metering escalation', BOUNDS.netMeteringEscalation, false),
  monthlyInsurance: rule('Monthly insurance', BOUNDS.monthlyInsurance, false),
  monthlyMaintenance: rule('Monthly maintenance', BOUNDS.monthlyMaintenance, false),
  annualEscalation: rule('Annual escalation', BOUNDS.omEscalation, false),
  discountRate: rule('Discount rate', BOUNDS.discountRate, false),
  // Loans as billed, leases and PPAs (issue 11): the quote fields of CONTRACTS.md §2 under the
  // calculator's names.
  loanAmount: rule('Loan amount', BOUNDS.loanAmount, false),
  cashPrice: rule('Cash price', BOUNDS.cashPrice, false),
  incentiveMonth: rule('Incentives arrive after', BOUNDS.incentiveMonth, false),
  federalCreditAmount: rule('Federal credit amount', BOUNDS.incentivePart, false),
  leasePayment: rule('Lease payment', BOUNDS.leasePayment, 'lease'),
  ppaRate: rule('PPA rate', BOUNDS.ppaRate, 'ppa'),
  escalator: rule('Escalator', BOUNDS.escalator, false),
  agreementTerm: rule('Agreement term', BOUNDS.agreementTerm, 'agreement'),
  buyoutPrice: rule('Buyout price', BOUNDS.buyoutPrice, false),
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
 * summed in decimal first (see resolveLimit), so float addition never decides a bound. A dynamic
 * maximum (`maxOf`) tightens the fixed one when the values it depends on are known; the total cost
 * does not bound a lease's or PPA's prepayment (the price of a system the homeowner does not buy).
 */
export function boundsMessage(
  rule: Pick<FieldRule, 'min' | 'max' | 'cap' | 'integer'>,
  value: number,
  context: ValidationContext = {},
): string | null {
  if (value < rule.min) return mustBeAtLeast(formatLimit(rule.min));
  const method = readPaymentMethod(context.paymentMethod);
  const agreement = method === 'lease' || method === 'ppa';
  const fixed = typeof rule.max === 'number' ? rule.max : (rule.cap ?? Number.POSITIVE_INFINITY);
  const dynamic = typeof rule.max === 'number' || (rule.max === 'totalSystemCost' && agreement) ? null : resolveLimit(rule.max, context);
  const max = dynamic === null ? fixed : Math.min(dynamic, fixed);
  if (value > max) return mustNotExceed(formatLimit(max));
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
