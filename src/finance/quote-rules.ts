import { BOUNDS, type NumberBounds } from './bounds';
import { coerceNumber } from './coerce';
import { MUST_BE_VALID_NUMBER, MUST_BE_WHOLE_NUMBER, missingRequired, mustBeAtLeast, mustNotExceed } from './messages';
import type { PaymentMethod } from './payment-method';
import type { ProjectEnergySettings, ProposalData } from './quote-input';
import { formatLimit } from './validation';
import type { Warning } from './warnings';

/*
 * The quote engine's bounds for proposal_data and the project's energy settings, and how a field
 * is read against them: the bounds of the one table (bounds.ts) that the forms, the calculators and
 * the backend use too, so a value the form accepts is a value the engine reads.
 */

/** A quote or project field's bounds for the engine. */
export interface EngineRule {
  readonly label: string;
  readonly min: number;
  readonly max: number;
  /** Must be present and above 0 (the panel's required inputs). */
  readonly required?: true;
  /** Months or years counted whole. */
  readonly integer?: true;
}

/**
 * Fields that are not numbers, and the equipment's inverter (its warranty's bounds are the registry's), read
 * apart.
 */
export type NonNumeric =
  | 'battery_included'
  | 'payment_method'
  | 'lender_name'
  | 'incentive_paydown'
  | 'incentive_paydown_source'
  | 'end_of_term'
  | 'inverter_type'
  | 'inverter_warranty';

/**
 * A field's fixed bounds (and whole-number rule) from the table. A dynamic maximum (incentives up to
 * the cost) is the forms' to check: the engine reports those cases as warnings (federal credit above
 * the incentives) or caps them (a down payment above the cost).
 */
function within(bounds: NumberBounds): Pick<EngineRule, 'min' | 'max' | 'integer'> {
  return bounds.integer === true ? { min: bounds.min, max: bounds.max, integer: true } : { min: bounds.min, max: bounds.max };
}

export const PROPOSAL_RULES: Readonly<Record<Exclude<keyof ProposalData, NonNumeric>, EngineRule>> = {
  system_size_kw: { label: 'System Size', ...within(BOUNDS.systemSize), required: true },
  solar_system_cost: { label: 'System Cost', ...within(BOUNDS.solarCost), required: true },
  other_costs: { label: 'Other costs', ...within(BOUNDS.otherCosts) },
  battery_cost: { label: 'Battery cost', ...within(BOUNDS.batteryCost) },
  battery_capacity_kwh: { label: 'Battery capacity', ...within(BOUNDS.batteryCapacity) },
  solar_incentives: { label: 'Solar incentives', ...within(BOUNDS.solarIncentives) },
  battery_incentives: { label: 'Battery incentives', ...within(BOUNDS.batteryIncentives) },
  year1_production_kwh: { label: 'Year 1 Production', ...within(BOUNDS.year1Production), required: true },
  annual_degradation_percent: { label: 'Degradation', ...within(BOUNDS.degradation) },
  monthly_net_excess_kwh: { label: 'Monthly net excess', ...within(BOUNDS.monthlyNetExcess) },
  inverter_replacement_cost: { label: 'Inverter replacement cost', ...within(BOUNDS.inverterReplacementCost) },
  yearly_benefits: { label: 'Yearly benefits', ...within(BOUNDS.yearlyBenefits) },
  benefit_duration_years: { label: 'Benefit duration', ...within(BOUNDS.benefitDuration) },
  down_payment: { label: 'Down payment', ...within(BOUNDS.downPayment) },
  interest_rate_percent: { label: 'Interest rate', ...within(BOUNDS.interestRate) },
  loan_term_years: { label: 'Loan term', ...within(BOUNDS.loanTerm) },
  cash_price: { label: 'Cash price', ...within(BOUNDS.cashPrice) },
  loan_amount: { label: 'Loan amount', ...within(BOUNDS.loanAmount) },
  quoted_monthly_payment: { label: 'Quoted monthly payment', ...within(BOUNDS.quotedPayment) },
  quoted_payment_after_paydown: { label: 'Quoted payment after paydown', ...within(BOUNDS.quotedPayment) },
  quoted_total_paid: { label: 'Quoted total paid', ...within(BOUNDS.quotedTotalPaid) },
  incentive_month: { label: 'Incentive month', ...within(BOUNDS.incentiveMonth) },
  federal_credit_amount: { label: 'Federal credit amount', ...within(BOUNDS.incentivePart) },
  state_credit_amount: { label: 'State tax credit', ...within(BOUNDS.incentivePart) },
  utility_rebate_amount: { label: 'Utility rebate', ...within(BOUNDS.incentivePart) },
  other_rebates_amount: { label: 'Other rebates', ...within(BOUNDS.incentivePart) },
  incentive_paydown_amount: { label: 'Paydown amount', ...within(BOUNDS.paydownAmount) },
  lease_monthly_payment: { label: 'Lease payment', ...within(BOUNDS.leasePayment) },
  ppa_rate_per_kwh: { label: 'PPA rate', ...within(BOUNDS.ppaRate) },
  escalator_percent: { label: 'Escalator', ...within(BOUNDS.escalator) },
  agreement_term_years: { label: 'Agreement term', ...within(BOUNDS.agreementTerm) },
  buyout_price: { label: 'Buyout price', ...within(BOUNDS.buyoutPrice) },
};

/** Fields read only for some payment methods (the rest are ignored, not validated). */
export const LOAN_ONLY = [
  'interest_rate_percent',
  'loan_term_years',
  'cash_price',
  'loan_amount',
  'quoted_monthly_payment',
  'quoted_payment_after_paydown',
  'quoted_total_paid',
  'incentive_paydown_amount',
];
export const AGREEMENT_ONLY = ['lease_monthly_payment', 'ppa_rate_per_kwh', 'escalator_percent', 'agreement_term_years', 'buyout_price'];
export const OWNED_ONLY = [
  'incentive_month',
  'federal_credit_amount',
  'state_credit_amount',
  'utility_rebate_amount',
  'other_rebates_amount',
  'inverter_replacement_cost',
];
/** What each payment method needs (present; 0 allowed), beyond the panel's required inputs. */
export const NEEDS: Readonly<Record<PaymentMethod, readonly Exclude<keyof ProposalData, NonNumeric>[]>> = {
  cash: [],
  loan: ['interest_rate_percent', 'loan_term_years'],
  lease: ['lease_monthly_payment', 'agreement_term_years'],
  ppa: ['ppa_rate_per_kwh', 'agreement_term_years'],
};

export const PROJECT_RULES: Readonly<Record<keyof ProjectEnergySettings, EngineRule>> = {
  monthly_consumption_kwh: { label: 'Monthly Consumption', ...within(BOUNDS.monthlyConsumption), required: true },
  current_rate_per_kwh: { label: 'Current Rate', ...within(BOUNDS.electricityRate), required: true },
  rate_increase_yearly_percent: { label: 'Rate increase', ...within(BOUNDS.rateIncrease) },
  net_metering_rate: { label: 'Net metering rate', ...within(BOUNDS.netMeteringRate) },
  net_metering_increase_yearly_percent: { label: 'Net metering escalation', ...within(BOUNDS.netMeteringEscalation) },
  expected_system_lifetime_years: { label: 'System lifetime', ...within(BOUNDS.lifetime) },
  om_annual_percent: { label: 'O&M percent', ...within(BOUNDS.omPercent) },
  insurance_annual_percent: { label: 'Insurance percent', ...within(BOUNDS.insurancePercent) },
  om_and_insurance_escalation_percent: { label: 'O&M escalation', ...within(BOUNDS.omEscalation) },
};

/** Reads the numeric fields of `source` by their rules, skipping `skip`; problems go to `issues`. */
export function readFields<Key extends string>(
  source: object,
  rules: Readonly<Record<Key, EngineRule>>,
  skip: ReadonlySet<string>,
  issues: Warning[],
): Map<Key, number> {
  const values = new Map<Key, number>();
  for (const name of Object.keys(rules) as Key[]) {
    const rule = rules[name];
    if (skip.has(name)) continue;
    const raw = Object.hasOwn(source, name) ? (source as Record<string, unknown>)[name] : undefined;
    const coerced = coerceNumber(raw);
    if (coerced.kind === 'invalid') {
      issues.push({ severity: 'error', code: 'INVALID_NUMBER', message: `${rule.label}: ${MUST_BE_VALID_NUMBER}`, field: name });
    } else if (coerced.kind === 'missing' || (rule.required === true && coerced.value <= 0)) {
      if (rule.required === true) {
        issues.push({ severity: 'error', code: 'MISSING_REQUIRED_INPUT', message: missingRequired(rule.label), field: name });
      }
    } else if (coerced.value < rule.min) {
      issues.push({ severity: 'error', code: 'BELOW_MIN', message: `${rule.label}: ${mustBeAtLeast(formatLimit(rule.min))}`, field: name });
    } else if (coerced.value > rule.max) {
      issues.push({ severity: 'error', code: 'ABOVE_MAX', message: `${rule.label}: ${mustNotExceed(formatLimit(rule.max))}`, field: name });
    } else if (rule.integer === true && !Number.isInteger(coerced.value)) {
      issues.push({ severity: 'error', code: 'INVALID_NUMBER', message: `${rule.label}: ${MUST_BE_WHOLE_NUMBER}`, field: name });
    } else {
      values.set(name, coerced.value);
    }
  }
  return values;
}
