import { coerceNumber } from './coerce';
import { MUST_BE_VALID_NUMBER, MUST_BE_WHOLE_NUMBER, missingRequired, mustBeAtLeast, mustNotExceed } from './messages';
import type { PaymentMethod } from './payment-method';
import type { ProjectEnergySettings, ProposalData } from './quote-input';
import { CALCULATOR_V1_RULES as V1, CALCULATOR_V2_RULES as V2, formatLimit } from './validation';
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

/** A calculator field's fixed bounds (and whole-number rule), for a field the engine reads under another name. */
function within(rule: {
  readonly min: number;
  readonly max: number;
  readonly integer?: boolean;
}): Pick<EngineRule, 'min' | 'max' | 'integer'> {
  return rule.integer === true ? { min: rule.min, max: rule.max, integer: true } : { min: rule.min, max: rule.max };
}

// The calculators' bounds where one exists (read from their tables, so each is written once); otherwise
// generous limits that only stop nonsense.
export const PROPOSAL_RULES: Readonly<Record<Exclude<keyof ProposalData, NonNumeric>, EngineRule>> = {
  system_size_kw: { label: 'System Size', ...within(V1.systemSize), required: true },
  solar_system_cost: { label: 'System Cost', ...within(V1.solarCost), required: true },
  other_costs: { label: 'Other costs', min: 0, max: 10_000_000 },
  battery_cost: { label: 'Battery cost', ...within(V1.batteryCost) },
  battery_capacity_kwh: { label: 'Battery capacity', min: 0, max: 1000 },
  solar_incentives: { label: 'Solar incentives', min: 0, max: 10_000_000 },
  battery_incentives: { label: 'Battery incentives', min: 0, max: 1_000_000 },
  year1_production_kwh: { label: 'Year 1 Production', ...within(V1.year1Production), required: true },
  annual_degradation_percent: { label: 'Degradation', ...within(V1.degradationRate) },
  monthly_net_excess_kwh: { label: 'Monthly net excess', min: 0, max: 100_000 },
  yearly_benefits: { label: 'Yearly benefits', min: 0, max: 1_000_000 },
  benefit_duration_years: { label: 'Benefit duration', min: 0, max: 40 },
  down_payment: { label: 'Down payment', min: 0, max: 20_000_000 },
  interest_rate_percent: { label: 'Interest rate', ...within(V1.interestRate) },
  loan_term_years: { label: 'Loan term', ...within(V1.loanTerm) },
  cash_price: { label: 'Cash price', ...within(V2.cashPrice) },
  loan_amount: { label: 'Loan amount', ...within(V2.loanAmount) },
  quoted_monthly_payment: { label: 'Quoted monthly payment', min: 0, max: 1_000_000 },
  quoted_payment_after_paydown: { label: 'Quoted payment after paydown', min: 0, max: 1_000_000 },
  quoted_total_paid: { label: 'Quoted total paid', min: 0, max: 100_000_000 },
  incentive_month: { label: 'Incentive month', ...within(V2.incentiveMonth) },
  federal_credit_amount: { label: 'Federal credit amount', ...within(V2.federalCreditAmount) },
  lease_monthly_payment: { label: 'Lease payment', ...within(V2.leasePayment) },
  ppa_rate_per_kwh: { label: 'PPA rate', ...within(V2.ppaRate) },
  escalator_percent: { label: 'Escalator', ...within(V2.escalator) },
  agreement_term_years: { label: 'Agreement term', ...within(V2.agreementTerm) },
  buyout_price: { label: 'Buyout price', ...within(V2.buyoutPrice) },
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
  monthly_consumption_kwh: { label: 'Monthly Consumption', ...within(V1.monthlyConsumption), required: true },
  current_rate_per_kwh: { label: 'Current Rate', ...within(V1.electricityRate), required: true },
  rate_increase_yearly_percent: { label: 'Rate increase', ...within(V2.rateIncrease) },
  net_metering_rate: { label: 'Net metering rate', min: 0, max: 2 },
  net_metering_increase_yearly_percent: { label: 'Net metering escalation', ...within(V2.netMeteringEscalation) },
  expected_system_lifetime_years: { label: 'System lifetime', ...within(V1.systemLifetime) },
  om_annual_percent: { label: 'O&M percent', min: 0, max: 10 },
  insurance_annual_percent: { label: 'Insurance percent', min: 0, max: 10 },
  om_and_insurance_escalation_percent: { label: 'O&M escalation', ...within(V2.annualEscalation) },
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
