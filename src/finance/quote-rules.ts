import { coerceNumber } from './coerce';
import { MUST_BE_VALID_NUMBER, MUST_BE_WHOLE_NUMBER, missingRequired, mustBeAtLeast, mustNotExceed } from './messages';
import type { PaymentMethod } from './payment-method';
import type { ProjectEnergySettings, ProposalData } from './quote-input';
import { formatLimit } from './validation';
import type { Warning } from './warnings';

/*
 * The quote engine's bounds for proposal_data and the project's energy settings, and how a field
 * is read against them. (The field registry of the quote forms will own these bounds; until then
 * they are the engine's sanity limits, the calculators' where one exists.)
 */

/** A quote or project field's sanity bounds for the engine (no bounds are specified for them). */
export interface EngineRule {
  readonly label: string;
  readonly min: number;
  readonly max: number;
  /** Must be present and above 0 (the panel's required inputs). */
  readonly required?: true;
  /** Months or years counted whole. */
  readonly integer?: true;
}

/** Fields that are not numbers, read apart. */
export type NonNumeric = 'battery_included' | 'payment_method' | 'lender_name' | 'incentive_paydown' | 'end_of_term';

// The calculators' bounds where one exists; otherwise generous limits that only stop nonsense.
export const PROPOSAL_RULES: Readonly<Record<Exclude<keyof ProposalData, NonNumeric>, EngineRule>> = {
  system_size_kw: { label: 'System Size', min: 0.1, max: 1000, required: true },
  solar_system_cost: { label: 'System Cost', min: 0, max: 10_000_000, required: true },
  other_costs: { label: 'Other costs', min: 0, max: 10_000_000 },
  battery_cost: { label: 'Battery cost', min: 0, max: 1_000_000 },
  battery_capacity_kwh: { label: 'Battery capacity', min: 0, max: 1000 },
  solar_incentives: { label: 'Solar incentives', min: 0, max: 10_000_000 },
  battery_incentives: { label: 'Battery incentives', min: 0, max: 1_000_000 },
  year1_production_kwh: { label: 'Year 1 Production', min: 1, max: 5_000_000, required: true },
  annual_degradation_percent: { label: 'Degradation', min: 0, max: 5 },
  monthly_net_excess_kwh: { label: 'Monthly net excess', min: 0, max: 100_000 },
  yearly_benefits: { label: 'Yearly benefits', min: 0, max: 1_000_000 },
  benefit_duration_years: { label: 'Benefit duration', min: 0, max: 40 },
  down_payment: { label: 'Down payment', min: 0, max: 20_000_000 },
  interest_rate_percent: { label: 'Interest rate', min: 0, max: 50 },
  loan_term_years: { label: 'Loan term', min: 1, max: 30 },
  cash_price: { label: 'Cash price', min: 0, max: 10_000_000 },
  loan_amount: { label: 'Loan amount', min: 0, max: 20_000_000 },
  quoted_monthly_payment: { label: 'Quoted monthly payment', min: 0, max: 1_000_000 },
  quoted_payment_after_paydown: { label: 'Quoted payment after paydown', min: 0, max: 1_000_000 },
  quoted_total_paid: { label: 'Quoted total paid', min: 0, max: 100_000_000 },
  incentive_month: { label: 'Incentive month', min: 0, max: 120, integer: true },
  federal_credit_amount: { label: 'Federal credit amount', min: 0, max: 10_000_000 },
  lease_monthly_payment: { label: 'Lease payment', min: 0, max: 100_000 },
  ppa_rate_per_kwh: { label: 'PPA rate', min: 0, max: 2 },
  escalator_percent: { label: 'Escalator', min: 0, max: 10 },
  agreement_term_years: { label: 'Agreement term', min: 1, max: 40, integer: true },
  buyout_price: { label: 'Buyout price', min: 0, max: 10_000_000 },
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
];
export const AGREEMENT_ONLY = ['lease_monthly_payment', 'ppa_rate_per_kwh', 'escalator_percent', 'agreement_term_years', 'buyout_price'];
export const OWNED_ONLY = ['incentive_month', 'federal_credit_amount'];
/** What each payment method needs (present; 0 allowed), beyond the panel's required inputs. */
export const NEEDS: Readonly<Record<PaymentMethod, readonly Exclude<keyof ProposalData, NonNumeric>[]>> = {
  cash: [],
  loan: ['interest_rate_percent', 'loan_term_years'],
  lease: ['lease_monthly_payment', 'agreement_term_years'],
  ppa: ['ppa_rate_per_kwh', 'agreement_term_years'],
};

export const PROJECT_RULES: Readonly<Record<keyof ProjectEnergySettings, EngineRule>> = {
  monthly_consumption_kwh: { label: 'Monthly Consumption', min: 0, max: 100_000, required: true },
  current_rate_per_kwh: { label: 'Current Rate', min: 0, max: 2, required: true },
  rate_increase_yearly_percent: { label: 'Rate increase', min: 0, max: 10 },
  net_metering_rate: { label: 'Net metering rate', min: 0, max: 2 },
  net_metering_increase_yearly_percent: { label: 'Net metering escalation', min: -10, max: 10 },
  expected_system_lifetime_years: { label: 'System lifetime', min: 1, max: 40 },
  om_annual_percent: { label: 'O&M percent', min: 0, max: 10 },
  insurance_annual_percent: { label: 'Insurance percent', min: 0, max: 10 },
  om_and_insurance_escalation_percent: { label: 'O&M escalation', min: 0, max: 10 },
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
