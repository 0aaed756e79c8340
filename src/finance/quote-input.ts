import { coerceBoolean, coerceNumber } from './coerce';
import { D } from './decimal';
import { incentivesAreCredit } from './federal-credit';
import {
  DEFAULT_DEGRADATION_PERCENT,
  DEFAULT_DISCOUNT_RATE_PERCENT,
  DEFAULT_END_OF_TERM,
  DEFAULT_ESCALATOR_PERCENT,
  DEFAULT_INCENTIVE_MONTH,
  DEFAULT_INVERTER_REPLACEMENT_PER_WATT,
  DEFAULT_INVERTER_WARRANTY_YEARS,
  DEFAULT_LIFETIME_YEARS,
  DEFAULT_OM_ESCALATION_PERCENT,
  DEFAULT_RATE_INCREASE_PERCENT,
} from './defaults';
import { END_OF_TERM_INVALID, FLAG_INVALID, PAYDOWN_SOURCE_INVALID, PAYMENT_METHOD_INVALID, missingRequired } from './messages';
import type { DefaultedInput, InverterReplacement, InverterType, ModelInput } from './model-input';
import { annualOMFromPercents } from './om';
import { readEndOfTerm, readFlag, readPaydownSource, readPaymentMethod, type PaydownSource, type PaymentMethod } from './payment-method';
import { AGREEMENT_ONLY, LOAN_ONLY, NEEDS, OWNED_ONLY, PROJECT_RULES, PROPOSAL_RULES, readFields, type NonNumeric } from './quote-rules';
import { CALCULATOR_V2_RULES, checkRule } from './validation';
import type { Warning } from './warnings';

/** A number as stored: Directus sends decimals as strings, forms send text, empty is null. */
export type NumberLike = number | string | null | undefined;

/** The project's energy settings (spec §3 "Project fields used in this area"). */
export interface ProjectEnergySettings {
  readonly monthly_consumption_kwh?: NumberLike;
  readonly current_rate_per_kwh?: NumberLike;
  readonly rate_increase_yearly_percent?: NumberLike;
  readonly net_metering_rate?: NumberLike;
  readonly net_metering_increase_yearly_percent?: NumberLike;
  readonly expected_system_lifetime_years?: NumberLike;
  readonly om_annual_percent?: NumberLike;
  readonly insurance_annual_percent?: NumberLike;
  readonly om_and_insurance_escalation_percent?: NumberLike;
}

/** A yes/no field that may be left unsaid: Directus booleans, form text or null. */
export type FlagLike = boolean | string | number | null | undefined;

/**
 * A quote's proposal_data (spec §3 and the contract's new fields, CONTRACTS.md §2); derived fields
 * may be present and are ignored.
 */
export interface ProposalData {
  readonly system_size_kw?: NumberLike;
  readonly solar_system_cost?: NumberLike;
  readonly other_costs?: NumberLike;
  readonly battery_included?: boolean | string | number | null | undefined;
  readonly battery_cost?: NumberLike;
  readonly battery_capacity_kwh?: NumberLike;
  readonly solar_incentives?: NumberLike;
  readonly battery_incentives?: NumberLike;
  readonly year1_production_kwh?: NumberLike;
  readonly annual_degradation_percent?: NumberLike;
  readonly monthly_net_excess_kwh?: NumberLike;
  readonly yearly_benefits?: NumberLike;
  readonly benefit_duration_years?: NumberLike;
  /** cash | loan | lease | ppa (a saved 'financing' reads as loan). */
  readonly payment_method?: string | null | undefined;
  /** Loan: the down payment. Lease/PPA: the prepayment. */
  readonly down_payment?: NumberLike;
  readonly interest_rate_percent?: NumberLike;
  readonly loan_term_years?: NumberLike;
  readonly cash_price?: NumberLike;
  readonly loan_amount?: NumberLike;
  readonly lender_name?: string | null | undefined;
  readonly quoted_monthly_payment?: NumberLike;
  readonly quoted_payment_after_paydown?: NumberLike;
  readonly quoted_total_paid?: NumberLike;
  readonly incentive_month?: NumberLike;
  readonly incentive_paydown?: FlagLike;
  readonly federal_credit_amount?: NumberLike;
  /** Parts of the incentives besides the federal credit (issue 25), as the quote lists them. */
  readonly state_credit_amount?: NumberLike;
  readonly utility_rebate_amount?: NumberLike;
  readonly other_rebates_amount?: NumberLike;
  /** federal | all | amount: what pays the loan down when `incentive_paydown` is on (issue 22); federal when empty. */
  readonly incentive_paydown_source?: string | null | undefined;
  /** The paydown when `incentive_paydown_source` is 'amount'. */
  readonly incentive_paydown_amount?: NumberLike;
  readonly lease_monthly_payment?: NumberLike;
  readonly ppa_rate_per_kwh?: NumberLike;
  readonly escalator_percent?: NumberLike;
  readonly agreement_term_years?: NumberLike;
  /** return | buyout | renew */
  readonly end_of_term?: string | null | undefined;
  readonly buyout_price?: NumberLike;
  /** An owned system's inverter replacement (issue 23), dollars at today's price; empty: 0.20 $/W; 0: none. */
  readonly inverter_replacement_cost?: NumberLike;
  /**
   * The equipment's inverter, under its registry names: a quote stores it in `equipment.inverters` (type,
   * warranty), not on proposal_data, so a saved quote's is added by `withEquipment`; the form passes its own.
   */
  readonly inverter_type?: string | null | undefined;
  readonly inverter_warranty?: NumberLike;
}

const field = (source: object, name: string): unknown =>
  Object.hasOwn(source, name) ? (source as Record<string, unknown>)[name] : undefined;

/**
 * The engine's view of a saved quote: its proposal_data and its equipment's inverter (type and warranty, the
 * inverter replacement's inputs), which the quote stores apart in `equipment.inverters`.
 */
export function withEquipment(proposal: ProposalData | null | undefined, equipment: unknown): ProposalData | null | undefined {
  const inner = (value: unknown, key: string): object => {
    const found = value !== null && typeof value === 'object' ? field(value, key) : null;
    return found !== null && typeof found === 'object' ? found : {};
  };
  const stated = inner(equipment, 'inverters');
  if (!Object.hasOwn(stated, 'type') && !Object.hasOwn(stated, 'warranty')) return proposal;
  return {
    ...(proposal ?? {}),
    inverter_type: typeof field(stated, 'type') === 'string' ? (field(stated, 'type') as string) : null,
    inverter_warranty: field(stated, 'warranty') as NumberLike,
  };
}

const INVERTER_TYPES: readonly InverterType[] = ['microinverters', 'string', 'power-optimizers'];

/**
 * An owned system's inverter replacement (issue 23). The warranty is the stated one (a positive number of
 * years), else the type's usual one (DEFAULT_INVERTER_WARRANTY_YEARS), else there is none to go by and
 * nothing is charged. The cost is the typed one (0: none), else 0.20 $/W × the size, at today's price. It is
 * charged once, in the first month of the year after the warranty ends (a 10-year warranty: month 121), when
 * that year is within the lifetime.
 */
function inverterReplacement(
  proposal: object,
  typedCost: number | undefined,
  systemSizeKw: number,
  lifetimeYears: number,
  defaulted: Set<DefaultedInput>,
): InverterReplacement {
  const rawType = field(proposal, 'inverter_type');
  const type = INVERTER_TYPES.find((id) => id === rawType) ?? null;
  const warranty = coerceNumber(field(proposal, 'inverter_warranty'));
  const stated = warranty.kind === 'number' && warranty.value > 0 ? warranty.value : null;
  const warrantyYears = stated ?? (type === null ? null : DEFAULT_INVERTER_WARRANTY_YEARS[type]);
  const warrantyAssumed = stated === null && warrantyYears !== null;
  if (warrantyAssumed) defaulted.add('inverterWarranty');
  const costAssumed = typedCost === undefined;
  if (costAssumed && warrantyYears !== null) defaulted.add('inverterReplacementCost');
  const cost = costAssumed
    ? new D(systemSizeKw).times(1000).times(DEFAULT_INVERTER_REPLACEMENT_PER_WATT).toDecimalPlaces(2).toNumber()
    : typedCost;
  // The first month of the year after the one the warranty ends in.
  const year = warrantyYears === null ? null : Math.ceil(warrantyYears) + 1;
  const month = year !== null && year <= lifetimeYears && cost > 0 ? (year - 1) * 12 + 1 : null;
  return { type, warrantyYears, warrantyAssumed, cost, costAssumed, month };
}

/** How a quote is analysed: the spec's NPV switch and rate, and when the system is installed. */
export interface QuoteAnalysisOptions {
  /** Show figures in present value (NPV, IRR and discounted payback are computed either way). */
  readonly npvEnabled?: boolean;
  /** Percent; default 3 (spec §9). */
  readonly discountRatePercent?: number;
  /** 'YYYY-MM-DD'; default today (the federal credit caution depends on it). */
  readonly installDate?: string;
  /**
   * Leave the federal tax credit out of every figure (issue 22's "without the federal credit" view): the
   * credit a quote states (`federal_credit_amount`), or its incentives when they are the 30 % credit, is
   * taken off its incentives, so the figures show what the system costs if the credit never arrives.
   */
  readonly withoutFederalCredit?: boolean;
}

/**
 * The federal credit counted among an owned system's incentives, in dollars, split as the incentives
 * carry it: a stated credit comes off the solar incentives first, then the battery's; otherwise the
 * incentives the quote does not state as another kind (a state credit, a utility rebate, other rebates:
 * `nonFederalIncentives`, taken off the solar incentives first) are the credit when they are the 30 %
 * credit (`incentivesAreCredit`, the rule `federalCreditOf` applies too). A quote that breaks nothing down
 * is read exactly as before the parts existed.
 */
export function federalCreditShare(input: {
  readonly stated: number | null;
  readonly solarIncentives: number;
  readonly batteryIncentives: number;
  readonly nonFederalIncentives?: number;
  readonly solarCost: number;
  readonly otherCosts: number;
  readonly systemCost: number;
  readonly cashPrice: number | null;
}): { readonly solar: number; readonly battery: number } {
  const { stated, solarIncentives, batteryIncentives } = input;
  if (stated !== null && stated > 0) {
    const solar = Math.min(stated, solarIncentives);
    return { solar, battery: Math.min(stated - solar, batteryIncentives) };
  }
  const other = input.nonFederalIncentives ?? 0;
  const solar = Math.max(0, solarIncentives - other);
  const battery = Math.max(0, batteryIncentives - Math.max(0, other - solarIncentives));
  const inferred = incentivesAreCredit({
    incentives: solar + battery,
    eligibleCost: input.cashPrice ?? input.systemCost,
    solarIncentives: solar,
    solarCost: input.solarCost + input.otherCosts,
  });
  return inferred ? { solar, battery } : { solar: 0, battery: 0 };
}

/**
 * Today as 'YYYY-MM-DD' in the homeowner's own time zone: the default installation date. The UTC date would
 * already be tomorrow on a US evening, and the federal credit caution turns on it.
 */
export function today(now: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** The model of a quote, or the issues that prevent one. */
export interface QuoteModel {
  readonly model: ModelInput | null;
  readonly issues: readonly Warning[];
}

/** True for the payment methods that mean a loan ('loan' in the form, 'financing' when saved). */
export function isFinanced(paymentMethod: unknown): boolean {
  return readPaymentMethod(paymentMethod) === 'loan';
}

/**
 * Maps a project's energy settings and a quote's proposal_data onto the model. Defaults: lifetime
 * 25, degradation 0.5 %, rate increase 3 %, O&M escalation 2 %, export rate = current rate and
 * its escalation = the rate increase, incentives at installation, a flat lease/PPA returned at
 * the end of its term; each default is listed as an assumption. A loan needs its interest rate
 * and term, a lease its payment and term, a PPA its rate and term (a quote's terms are never
 * invented); O&M and insurance count when their percent is above 0, on the cost of solar + other +
 * battery (spec §9). An unknown payment method is an error, never cash.
 */
export function quoteModel(
  project: ProjectEnergySettings | null | undefined,
  proposal: ProposalData | null | undefined,
  options: QuoteAnalysisOptions | null = {},
): QuoteModel {
  const s: object = project !== null && typeof project === 'object' ? project : {};
  const p: object = proposal !== null && typeof proposal === 'object' ? proposal : {};
  const o: QuoteAnalysisOptions = options !== null && typeof options === 'object' ? options : {};
  const issues: Warning[] = [];
  const method = readPaymentMethod(field(p, 'payment_method'));
  if (method === null) {
    issues.push({
      severity: 'error',
      code: 'INVALID_OPTION',
      message: `Payment method: ${PAYMENT_METHOD_INVALID}`,
      field: 'payment_method',
    });
  }
  const paying: PaymentMethod = method ?? 'cash';
  const agreement = paying === 'lease' || paying === 'ppa';
  const batteryIncluded = coerceBoolean(field(p, 'battery_included'));
  const skip = new Set<string>([
    ...(batteryIncluded ? [] : ['battery_cost', 'battery_capacity_kwh', 'battery_incentives']),
    ...(paying === 'loan' ? [] : LOAN_ONLY),
    ...(paying === 'cash' ? ['down_payment'] : []),
    ...(agreement ? OWNED_ONLY : AGREEMENT_ONLY),
    ...(paying === 'lease' ? ['ppa_rate_per_kwh'] : paying === 'ppa' ? ['lease_monthly_payment'] : []),
  ]);
  // A lease or PPA need not state the system's price: the payments are what the homeowner pays.
  const { required: _required, ...optionalCost } = PROPOSAL_RULES.solar_system_cost;
  const rules = agreement ? { ...PROPOSAL_RULES, solar_system_cost: optionalCost } : PROPOSAL_RULES;
  const q = readFields(p, rules, skip, issues);
  const e = readFields(s, PROJECT_RULES, new Set(), issues);
  for (const name of NEEDS[paying]) {
    if (!q.has(name) && !issues.some((issue) => issue.field === name)) {
      issues.push({ severity: 'error', code: 'MISSING_REQUIRED_INPUT', message: missingRequired(PROPOSAL_RULES[name].label), field: name });
    }
  }
  const paydown = paying === 'loan' ? readFlag(field(p, 'incentive_paydown')) : undefined;
  if (paydown === null) {
    issues.push({ severity: 'error', code: 'INVALID_OPTION', message: `Incentive paydown: ${FLAG_INVALID}`, field: 'incentive_paydown' });
  }
  // What pays the loan down is read only when the incentives do (a hidden choice is saved empty).
  const source = paydown === true ? readPaydownSource(field(p, 'incentive_paydown_source')) : undefined;
  if (source === null) {
    issues.push({
      severity: 'error',
      code: 'INVALID_OPTION',
      message: `What pays the loan down: ${PAYDOWN_SOURCE_INVALID}`,
      field: 'incentive_paydown_source',
    });
  }
  if (source === 'amount' && !q.has('incentive_paydown_amount') && !issues.some((issue) => issue.field === 'incentive_paydown_amount')) {
    issues.push({
      severity: 'error',
      code: 'MISSING_REQUIRED_INPUT',
      message: missingRequired('Paydown amount'),
      field: 'incentive_paydown_amount',
    });
  }
  const endOfTerm = agreement ? readEndOfTerm(field(p, 'end_of_term')) : undefined;
  if (endOfTerm === null) {
    issues.push({ severity: 'error', code: 'INVALID_OPTION', message: `End of term: ${END_OF_TERM_INVALID}`, field: 'end_of_term' });
  }
  if (endOfTerm === 'buyout' && !q.has('buyout_price') && !issues.some((issue) => issue.field === 'buyout_price')) {
    issues.push({ severity: 'error', code: 'MISSING_REQUIRED_INPUT', message: missingRequired('Buyout price'), field: 'buyout_price' });
  }
  const discountRate = o.discountRatePercent ?? DEFAULT_DISCOUNT_RATE_PERCENT;
  const problem = checkRule(CALCULATOR_V2_RULES.discountRate, discountRate);
  if (problem !== null)
    issues.push({ severity: 'error', code: 'INVALID_NUMBER', message: `Discount rate: ${problem}`, field: 'discountRatePercent' });
  const installDate = o.installDate ?? today();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(installDate)) {
    issues.push({
      severity: 'error',
      code: 'INVALID_OPTION',
      message: 'Installation date: Must be a date (YYYY-MM-DD)',
      field: 'installDate',
    });
  }
  if (issues.length > 0) return { model: null, issues };

  const defaulted = new Set<DefaultedInput>();
  const read = <Key extends string>(values: Map<Key, number>, name: Key, fallback: number, input: DefaultedInput): number => {
    const value = values.get(name);
    if (value !== undefined) return value;
    defaulted.add(input);
    return fallback;
  };
  const solarCost = q.get('solar_system_cost') ?? 0;
  const otherCosts = q.get('other_costs') ?? 0;
  const batteryCost = q.get('battery_cost') ?? 0;
  const rate = e.get('current_rate_per_kwh') ?? 0;
  const rateIncrease = read(e, 'rate_increase_yearly_percent', DEFAULT_RATE_INCREASE_PERCENT, 'rateIncrease');
  const costBasis = new D(solarCost).plus(otherCosts).plus(batteryIncluded ? batteryCost : 0);
  const omPercent = Math.max(0, e.get('om_annual_percent') ?? 0);
  const insurancePercent = Math.max(0, e.get('insurance_annual_percent') ?? 0);
  const optional = (name: Exclude<keyof ProposalData, NonNumeric>): number | null => q.get(name) ?? null;
  const lender = field(p, 'lender_name');
  if (agreement && endOfTerm === undefined) defaulted.add('endOfTerm');
  let solarIncentives = q.get('solar_incentives') ?? 0;
  let batteryIncentives = q.get('battery_incentives') ?? 0;
  let federalCreditAmount = optional('federal_credit_amount');
  // The parts of the incentives that are not the federal credit (issue 25); none on a lease or PPA.
  const nonFederalIncentives = ['state_credit_amount', 'utility_rebate_amount', 'other_rebates_amount']
    .reduce((total, name) => total.plus(q.get(name as 'state_credit_amount') ?? 0), new D(0))
    .toNumber();
  const withoutCredit = o.withoutFederalCredit === true && !agreement;
  // The federal credit a 'federal' paydown pays (issue 22): as stated, else what the quote does not state as
  // another kind, which for a quote that breaks nothing down is all of its incentives, as before the parts.
  const incentives = new D(solarIncentives).plus(batteryIncluded ? batteryIncentives : 0);
  const unstatedCredit = D.max(0, incentives.minus(nonFederalIncentives)).toNumber();
  const creditForPaydown = withoutCredit ? 0 : (federalCreditAmount ?? unstatedCredit);
  if (withoutCredit) {
    const credit = federalCreditShare({
      stated: federalCreditAmount,
      solarIncentives,
      batteryIncentives: batteryIncluded ? batteryIncentives : 0,
      nonFederalIncentives,
      solarCost,
      otherCosts,
      systemCost: costBasis.toNumber(),
      cashPrice: paying === 'loan' ? optional('cash_price') : null,
    });
    solarIncentives = new D(solarIncentives).minus(credit.solar).toNumber();
    batteryIncentives = new D(batteryIncentives).minus(credit.battery).toNumber();
    federalCreditAmount = null;
  }
  const paydownSource: PaydownSource = source ?? 'federal';
  if (paydown === true && source === undefined) defaulted.add('paydownSource');
  const lifetimeYears = Math.round(read(e, 'expected_system_lifetime_years', DEFAULT_LIFETIME_YEARS, 'lifetime'));
  const systemSizeKw = q.get('system_size_kw') ?? 0;
  const model: ModelInput = {
    systemSizeKw,
    solarCost,
    otherCosts,
    batteryIncluded,
    batteryCost,
    batteryCapacityKwh: q.get('battery_capacity_kwh') ?? 0,
    year1ProductionKwh: q.get('year1_production_kwh') ?? 0,
    degradationPercent: read(q, 'annual_degradation_percent', DEFAULT_DEGRADATION_PERCENT, 'degradation'),
    lifetimeYears,
    solarIncentives,
    batteryIncentives,
    incentiveMonth: agreement ? 0 : read(q, 'incentive_month', DEFAULT_INCENTIVE_MONTH, 'incentiveMonth'),
    federalCreditAmount,
    nonFederalIncentives,
    yearlyBenefits: q.get('yearly_benefits') ?? 0,
    yearlyBenefitYears: q.get('benefit_duration_years') ?? 0,
    paymentMethod: paying,
    loan:
      paying === 'loan'
        ? {
            downPayment: q.get('down_payment') ?? 0,
            loanAmount: optional('loan_amount'),
            interestRatePercent: q.get('interest_rate_percent') ?? 0,
            termMonths: Math.round((q.get('loan_term_years') ?? 0) * 12),
            incentivePaydown: paydown ?? null,
            paydownSource,
            paydownAmount:
              paydownSource === 'all' ? null : paydownSource === 'amount' ? (q.get('incentive_paydown_amount') ?? 0) : creditForPaydown,
            paydownCredit:
              paydownSource !== 'federal' ? null : withoutCredit ? 'left-out' : federalCreditAmount === null ? 'unstated' : 'stated',
            cashPrice: optional('cash_price'),
            quotedMonthlyPayment: optional('quoted_monthly_payment'),
            quotedPaymentAfterPaydown: optional('quoted_payment_after_paydown'),
            quotedTotalPaid: optional('quoted_total_paid'),
            lenderName: typeof lender === 'string' && lender.trim() !== '' ? lender.trim() : null,
          }
        : null,
    agreement: agreement
      ? {
          prepayment: q.get('down_payment') ?? 0,
          monthlyPayment: q.get('lease_monthly_payment') ?? 0,
          ratePerKwh: q.get('ppa_rate_per_kwh') ?? 0,
          escalatorPercent: read(q, 'escalator_percent', DEFAULT_ESCALATOR_PERCENT, 'escalator'),
          termMonths: (q.get('agreement_term_years') ?? 1) * 12,
          endOfTerm: endOfTerm ?? DEFAULT_END_OF_TERM,
          buyoutPrice: q.get('buyout_price') ?? 0,
        }
      : null,
    monthlyConsumptionKwh: e.get('monthly_consumption_kwh') ?? 0,
    monthlyNetExcessKwh: q.get('monthly_net_excess_kwh') ?? 0,
    electricityRate: rate,
    netMeteringRate: read(e, 'net_metering_rate', rate, 'exportRate'),
    rateIncreasePercent: rateIncrease,
    netMeteringEscalationPercent: read(e, 'net_metering_increase_yearly_percent', rateIncrease, 'exportEscalation'),
    annualOM: annualOMFromPercents(costBasis, omPercent, insurancePercent).toNumber(),
    omEscalationPercent: read(e, 'om_and_insurance_escalation_percent', DEFAULT_OM_ESCALATION_PERCENT, 'omEscalation'),
    npvEnabled: o.npvEnabled === true,
    discountRatePercent: discountRate,
    installDate,
    defaulted,
    // The owner replaces the inverter; on a lease or PPA the system's owner does.
    inverter: agreement ? null : inverterReplacement(p, q.get('inverter_replacement_cost'), systemSizeKw, lifetimeYears, defaulted),
  };
  if (o.discountRatePercent === undefined) defaulted.add('discountRate');
  if (o.installDate === undefined) defaulted.add('installDate');
  return { model, issues };
}
