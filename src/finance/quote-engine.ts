import { crashed, failed, incentivesIssue } from './calculate';
import { coerceBoolean, coerceNumber, numberOr } from './coerce';
import { batteryCostPerKwh, costPerWatt } from './cost';
import { costReductionPercent, costWithSolarCents } from './cost-comparison';
import { D } from './decimal';
import { MUST_BE_VALID_NUMBER, NON_FINITE_RESULT, SIDEBAR_CRASH, SIDEBAR_NO_PROJECT, missingRequired, mustBeAtLeast, mustNotExceed } from './messages';
import { runModel, type ModelInput, type ModelRun } from './model';
import { annualOMFromPercents } from './om';
import { centsToDollars, dollarsToCents, mulDivRound, roundTo } from './rounding';
import { timelineIsFinite, timelineRows, type TimelineRow } from './timeline';
import { CALCULATOR_V2_RULES, checkRule, formatLimit } from './validation';
import { hasNonFinite, resultWarnings, type Outcome, type Warning } from './warnings';

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

/** A quote's proposal_data (spec §3); derived fields may be present and are ignored. */
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
  readonly payment_method?: string | null | undefined;
  readonly down_payment?: NumberLike;
  readonly interest_rate_percent?: NumberLike;
  readonly loan_term_years?: NumberLike;
}

/** NPV is a calculator setting; the quote panel runs without it unless asked. */
export interface QuoteAnalysisOptions {
  readonly npvEnabled?: boolean;
  /** Percent; default 3 (spec §9). */
  readonly discountRatePercent?: number;
}

export const DEFAULT_LIFETIME_YEARS = 25;
export const DEFAULT_DEGRADATION_PERCENT = 0.5;
export const DEFAULT_RATE_INCREASE_PERCENT = 3;
export const DEFAULT_OM_ESCALATION_PERCENT = 2;
export const DEFAULT_DISCOUNT_RATE_PERCENT = 3;

/** One line of the side panel's 'Almost there!' checklist. */
export interface ChecklistItem {
  readonly key: 'system_size_kw' | 'solar_system_cost' | 'year1_production_kwh' | 'monthly_consumption_kwh' | 'current_rate_per_kwh';
  readonly label: string;
  readonly ok: boolean;
}

const positive = (value: unknown): boolean => {
  const coerced = coerceNumber(value);
  return coerced.kind === 'number' && coerced.value > 0;
};

/**
 * The 'Almost there!' checklist (spec §2 "Side panel"): System Size, System Cost, Year 1
 * Production, Monthly Consumption and Current Rate, each ticked when greater than 0.
 */
export function missingRequiredInputs(project: ProjectEnergySettings | null | undefined, proposal: ProposalData | null | undefined): ChecklistItem[] {
  const p = proposal ?? {};
  const s = project ?? {};
  return [
    { key: 'system_size_kw', label: 'System Size', ok: positive(p.system_size_kw) },
    { key: 'solar_system_cost', label: 'System Cost', ok: positive(p.solar_system_cost) },
    { key: 'year1_production_kwh', label: 'Year 1 Production', ok: positive(p.year1_production_kwh) },
    { key: 'monthly_consumption_kwh', label: 'Monthly Consumption', ok: positive(s.monthly_consumption_kwh) },
    { key: 'current_rate_per_kwh', label: 'Current Rate', ok: positive(s.current_rate_per_kwh) },
  ];
}

/** True when the Financial Analysis panel can be shown instead of the checklist. */
export function isReadyForAnalysis(project: ProjectEnergySettings | null | undefined, proposal: ProposalData | null | undefined): boolean {
  return missingRequiredInputs(project, proposal).every((item) => item.ok);
}

/** The panel's fallback when the engine cannot run: costs only (spec §2 "Side panel"). */
export interface CostOnlySummary {
  readonly totalSystemCost: number;
  readonly netInvestment: number;
  readonly costPerWattBeforeIncentives: number | null;
  readonly costPerWattAfterIncentives: number | null;
}

const money = (value: unknown): number => Math.max(0, dollarsToCents(numberOr(value, 0)));

/** Cost-only figures from whatever the quote holds; missing or bad numbers count as 0. Never throws. */
export function costOnlySummary(proposal: ProposalData | null | undefined): CostOnlySummary {
  const p = proposal ?? {};
  const battery = coerceBoolean(p.battery_included);
  const solarAndOther = money(p.solar_system_cost) + money(p.other_costs);
  const total = solarAndOther + (battery ? money(p.battery_cost) : 0);
  const incentives = money(p.solar_incentives) + (battery ? money(p.battery_incentives) : 0);
  const size = numberOr(p.system_size_kw, 0);
  return {
    totalSystemCost: centsToDollars(total),
    netInvestment: centsToDollars(total - incentives),
    costPerWattBeforeIncentives: costPerWatt(new D(solarAndOther).div(100), size),
    costPerWattAfterIncentives: costPerWatt(new D(solarAndOther - money(p.solar_incentives)).div(100), size),
  };
}

/** A quote or project field's sanity bounds for the engine (no bounds are specified for them). */
interface EngineRule {
  readonly label: string;
  readonly min: number;
  readonly max: number;
  /** Must be present and above 0 (the panel's required inputs). */
  readonly required?: true;
}

// The calculators' bounds where one exists; otherwise generous limits that only stop nonsense.
const PROPOSAL_RULES: Readonly<Record<keyof ProposalData, EngineRule | null>> = {
  system_size_kw: { label: 'System Size', min: 0.1, max: 1000, required: true },
  solar_system_cost: { label: 'System Cost', min: 0, max: 10_000_000, required: true },
  other_costs: { label: 'Other costs', min: 0, max: 10_000_000 },
  battery_included: null,
  battery_cost: { label: 'Battery cost', min: 0, max: 1_000_000 },
  battery_capacity_kwh: { label: 'Battery capacity', min: 0, max: 1000 },
  solar_incentives: { label: 'Solar incentives', min: 0, max: 10_000_000 },
  battery_incentives: { label: 'Battery incentives', min: 0, max: 1_000_000 },
  year1_production_kwh: { label: 'Year 1 Production', min: 1, max: 5_000_000, required: true },
  annual_degradation_percent: { label: 'Degradation', min: 0, max: 5 },
  monthly_net_excess_kwh: { label: 'Monthly net excess', min: 0, max: 100_000 },
  yearly_benefits: { label: 'Yearly benefits', min: 0, max: 1_000_000 },
  benefit_duration_years: { label: 'Benefit duration', min: 0, max: 40 },
  payment_method: null,
  down_payment: { label: 'Down payment', min: 0, max: 20_000_000 },
  interest_rate_percent: { label: 'Interest rate', min: 0, max: 50 },
  loan_term_years: { label: 'Loan term', min: 1, max: 30 },
};

const PROJECT_RULES: Readonly<Record<keyof ProjectEnergySettings, EngineRule>> = {
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

/** The model of a quote, or the issues that prevent one. */
export interface QuoteModel {
  readonly model: ModelInput | null;
  readonly issues: readonly Warning[];
}

function readFields<Key extends string>(
  source: object,
  rules: Readonly<Record<Key, EngineRule | null>>,
  skip: ReadonlySet<string>,
  issues: Warning[],
): Map<Key, number> {
  const values = new Map<Key, number>();
  for (const name of Object.keys(rules) as Key[]) {
    const rule = rules[name];
    if (rule === null || skip.has(name)) continue;
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
    } else {
      values.set(name, coerced.value);
    }
  }
  return values;
}

/** True for the payment methods that mean a loan ('loan' in the form, 'financing' when saved). */
export function isFinanced(paymentMethod: unknown): boolean {
  return typeof paymentMethod === 'string' && ['loan', 'financing'].includes(paymentMethod.trim().toLowerCase());
}

/**
 * Maps a project's energy settings and a quote's proposal_data onto the model. Defaults: lifetime
 * 25, degradation 0.5 %, rate increase 3 %, O&M escalation 2 %, export rate = current rate and
 * its escalation = the rate increase. A loan needs its interest rate and term (a quote's loan
 * terms are never invented); O&M and insurance count when their percent is above 0, on the cost
 * of solar + other + battery (spec §9).
 */
export function quoteModel(
  project: ProjectEnergySettings | null | undefined,
  proposal: ProposalData | null | undefined,
  options: QuoteAnalysisOptions = {},
): QuoteModel {
  const s: object = project !== null && typeof project === 'object' ? project : {};
  const p: object = proposal !== null && typeof proposal === 'object' ? proposal : {};
  const issues: Warning[] = [];
  const proposalData = p as ProposalData;
  const financing = isFinanced(proposalData.payment_method);
  const batteryIncluded = coerceBoolean(proposalData.battery_included);
  const skip = new Set<string>([
    ...(batteryIncluded ? [] : ['battery_cost', 'battery_capacity_kwh', 'battery_incentives']),
    ...(financing ? [] : ['down_payment', 'interest_rate_percent', 'loan_term_years']),
  ]);
  const q = readFields(p, PROPOSAL_RULES, skip, issues);
  const e = readFields(s, PROJECT_RULES, new Set(), issues);
  if (financing) {
    for (const name of ['interest_rate_percent', 'loan_term_years'] as const) {
      const rule = PROPOSAL_RULES[name];
      if (!q.has(name) && rule !== null && !issues.some((issue) => issue.field === name)) {
        issues.push({ severity: 'error', code: 'MISSING_REQUIRED_INPUT', message: missingRequired(rule.label), field: name });
      }
    }
  }
  const discountRate = options.discountRatePercent ?? DEFAULT_DISCOUNT_RATE_PERCENT;
  const npvEnabled = options.npvEnabled === true;
  if (npvEnabled) {
    const problem = checkRule(CALCULATOR_V2_RULES.discountRate, discountRate);
    if (problem !== null) issues.push({ severity: 'error', code: 'INVALID_NUMBER', message: `Discount rate: ${problem}`, field: 'discountRatePercent' });
  }
  if (issues.length > 0) return { model: null, issues };

  const solarCost = q.get('solar_system_cost') ?? 0;
  const otherCosts = q.get('other_costs') ?? 0;
  const batteryCost = q.get('battery_cost') ?? 0;
  const rate = e.get('current_rate_per_kwh') ?? 0;
  const rateIncrease = e.get('rate_increase_yearly_percent') ?? DEFAULT_RATE_INCREASE_PERCENT;
  const costBasis = new D(solarCost).plus(otherCosts).plus(batteryIncluded ? batteryCost : 0);
  const omPercent = Math.max(0, e.get('om_annual_percent') ?? 0);
  const insurancePercent = Math.max(0, e.get('insurance_annual_percent') ?? 0);
  const model: ModelInput = {
    systemSizeKw: q.get('system_size_kw') ?? 0,
    solarCost,
    otherCosts,
    batteryIncluded,
    batteryCost,
    batteryCapacityKwh: q.get('battery_capacity_kwh') ?? 0,
    year1ProductionKwh: q.get('year1_production_kwh') ?? 0,
    degradationPercent: q.get('annual_degradation_percent') ?? DEFAULT_DEGRADATION_PERCENT,
    lifetimeYears: Math.round(e.get('expected_system_lifetime_years') ?? DEFAULT_LIFETIME_YEARS),
    solarIncentives: q.get('solar_incentives') ?? 0,
    batteryIncentives: q.get('battery_incentives') ?? 0,
    yearlyBenefits: q.get('yearly_benefits') ?? 0,
    yearlyBenefitYears: q.get('benefit_duration_years') ?? 0,
    financing,
    downPayment: q.get('down_payment') ?? 0,
    interestRatePercent: q.get('interest_rate_percent') ?? 0,
    loanTermMonths: financing ? Math.round((q.get('loan_term_years') ?? 0) * 12) : 0,
    monthlyConsumptionKwh: e.get('monthly_consumption_kwh') ?? 0,
    monthlyNetExcessKwh: q.get('monthly_net_excess_kwh') ?? 0,
    electricityRate: rate,
    netMeteringRate: e.get('net_metering_rate') ?? rate,
    rateIncreasePercent: rateIncrease,
    netMeteringEscalationPercent: e.get('net_metering_increase_yearly_percent') ?? rateIncrease,
    annualOM: annualOMFromPercents(costBasis, omPercent, insurancePercent).toNumber(),
    omEscalationPercent: e.get('om_and_insurance_escalation_percent') ?? DEFAULT_OM_ESCALATION_PERCENT,
    npvEnabled,
    discountRatePercent: discountRate,
  };
  return { model, issues };
}

/** The quote panel's engine result (spec §3 "Engine result"); money in dollars. */
export interface EngineResult {
  /** The inputs the figures below are per-unit of. */
  readonly system: {
    readonly sizeKw: number;
    readonly batteryIncluded: boolean;
    readonly batteryCapacityKwh: number;
    readonly degradationPercent: number;
    readonly lifetimeYears: number;
  };
  readonly systemCost: {
    readonly total: number;
    /** Installation is not priced separately (spec §9): always 0. */
    readonly breakdown: { readonly solar: number; readonly installation: number; readonly other: number; readonly battery: number };
  };
  readonly incentives: { readonly solar: number; readonly battery: number; readonly total: number };
  readonly netInvestment: number;
  readonly financing: {
    readonly method: 'cash' | 'financing';
    /** At month 0: the down payment, or the whole net investment when paying cash. */
    readonly downPayment: number;
    readonly principal: number;
    readonly interest: number;
    /** Down payment + principal + interest. */
    readonly totalInvestment: number;
    readonly monthlyPayment: number;
    readonly termMonths: number;
    readonly interestRatePercent: number;
  };
  readonly production: { readonly lifetime: number; readonly yearly: readonly number[]; readonly year1: number };
  readonly grossBenefits: {
    readonly billSavings: number;
    readonly netMeteringCredits: number;
    /** Bill savings + credits. */
    readonly lifetimeSavings: number;
    readonly yearlyBenefits: number;
    /** Lifetime savings + yearly benefits; their present value when NPV is on. */
    readonly total: number;
  };
  readonly omCosts: { readonly enabled: boolean; readonly monthlyYear1: number; readonly lifetime: number };
  readonly trueInvestment: number;
  readonly metrics: {
    readonly roi: number | null;
    readonly netSavings: number;
    readonly lcoe: number | null;
    readonly payback: number | null;
    readonly npv: boolean;
    readonly discountRate: number;
    readonly costPerWattBeforeIncentives: number | null;
    readonly costPerWattAfterIncentives: number | null;
    readonly batteryCostPerKwh: number | null;
    readonly batteryCostPerKwhAfterIncentives: number | null;
    readonly lifetimeElectricalCost: number;
    readonly electricityCostWithSolar: number;
    readonly savingsPercentage: number | null;
    readonly year1MonthlyCashFlow: number;
    readonly lifetimeMonthlyCashFlow: number;
  };
  readonly cashFlow: readonly TimelineRow[];
}

/** The engine result of a completed run. */
export function toEngineResult(run: ModelRun): EngineResult {
  const m = run.input;
  const c = centsToDollars;
  const batteryCents = m.batteryIncluded ? dollarsToCents(m.batteryCost) : 0;
  const batteryIncentivesCents = m.batteryIncluded ? dollarsToCents(m.batteryIncentives) : 0;
  const solarIncentivesCents = dollarsToCents(m.solarIncentives);
  const solarAndOther = new D(m.solarCost).plus(m.otherCosts);
  const withSolarCents = costWithSolarCents(run.noSolarCostCents, run.lifetimeSavingsCents, run.trueInvestmentCents, run.yearlyBenefitsCents);
  return {
    system: {
      sizeKw: m.systemSizeKw,
      batteryIncluded: m.batteryIncluded,
      batteryCapacityKwh: m.batteryIncluded ? m.batteryCapacityKwh : 0,
      degradationPercent: m.degradationPercent,
      lifetimeYears: m.lifetimeYears,
    },
    systemCost: {
      total: c(run.totalSystemCostCents),
      breakdown: { solar: m.solarCost, installation: 0, other: m.otherCosts, battery: c(batteryCents) },
    },
    incentives: { solar: c(solarIncentivesCents), battery: c(batteryIncentivesCents), total: c(run.incentivesCents) },
    netInvestment: c(run.netInvestmentCents),
    financing: {
      method: m.financing ? 'financing' : 'cash',
      downPayment: c(run.initialOutlayCents),
      principal: c(run.principalCents),
      interest: c(run.totalInterestCents),
      totalInvestment: c(run.investmentCents),
      monthlyPayment: c(run.monthlyPaymentCents),
      termMonths: run.loanMonths,
      interestRatePercent: m.financing ? m.interestRatePercent : 0,
    },
    production: {
      lifetime: run.lifetimeProductionKwh.toNumber(),
      yearly: run.yearlyProductionKwh.map((kwh) => kwh.toNumber()),
      year1: m.year1ProductionKwh,
    },
    grossBenefits: {
      billSavings: c(run.billSavingsCents),
      netMeteringCredits: c(run.netMeteringCreditsCents),
      lifetimeSavings: c(run.lifetimeSavingsCents),
      yearlyBenefits: c(run.yearlyBenefitsCents),
      total: c(run.totalValueCents),
    },
    omCosts: { enabled: m.annualOM > 0, monthlyYear1: c(run.year1MonthlyOMCents), lifetime: c(run.lifetimeOMCents) },
    trueInvestment: c(run.trueInvestmentCents),
    metrics: {
      roi: run.roi === null ? null : run.roi.toNumber(),
      netSavings: c(run.netSavingsCents),
      lcoe: run.lcoe === null ? null : run.lcoe.toNumber(),
      payback: run.paybackYears,
      npv: m.npvEnabled,
      discountRate: m.discountRatePercent,
      costPerWattBeforeIncentives: costPerWatt(solarAndOther, m.systemSizeKw),
      costPerWattAfterIncentives: costPerWatt(solarAndOther.minus(c(solarIncentivesCents)), m.systemSizeKw),
      batteryCostPerKwh: m.batteryIncluded ? batteryCostPerKwh(c(batteryCents), m.batteryCapacityKwh) : null,
      batteryCostPerKwhAfterIncentives: m.batteryIncluded
        ? batteryCostPerKwh(c(batteryCents - batteryIncentivesCents), m.batteryCapacityKwh)
        : null,
      lifetimeElectricalCost: c(run.noSolarCostCents),
      electricityCostWithSolar: c(withSolarCents),
      savingsPercentage: costReductionPercent(run.noSolarCostCents, withSolarCents),
      year1MonthlyCashFlow: c(mulDivRound(run.year1NetCashFlowCents, 1, 12)),
      lifetimeMonthlyCashFlow: c(mulDivRound(run.netSavingsCents, 1, m.lifetimeYears * 12)),
    },
    cashFlow: timelineRows(run),
  };
}

/** Runs a quote's model into a full engine run and its warnings, or the issues that prevent it. */
export function runQuote(
  project: ProjectEnergySettings | null | undefined,
  proposal: ProposalData | null | undefined,
  options: QuoteAnalysisOptions = {},
): { readonly run: ModelRun | null; readonly warnings: readonly Warning[] } {
  const { model, issues } = quoteModel(project, proposal, options);
  if (model === null) return { run: null, warnings: issues };
  const incentives = incentivesIssue(model);
  if (incentives !== null) return { run: null, warnings: [...issues, incentives] };
  const run = runModel(model);
  return { run, warnings: [...issues, ...resultWarnings(run)] };
}

/**
 * The quote panel's analysis of one quote under the project's energy settings. Never throws:
 * a quote that cannot be analysed gets `result: null`, its reasons as error warnings and `error`
 * ('Missing required data for calculations' without a project; 'An error occurred while
 * calculating metrics' on an unexpected failure, the cause in the warning).
 */
export function analyzeQuote(
  project: ProjectEnergySettings | null | undefined,
  proposal: ProposalData | null | undefined,
  options: QuoteAnalysisOptions = {},
): Outcome<EngineResult> {
  try {
    if (project === null || project === undefined) {
      return failed([{ severity: 'error', code: 'MISSING_REQUIRED_INPUT', message: SIDEBAR_NO_PROJECT }]);
    }
    const { run, warnings } = runQuote(project, proposal, options);
    if (run === null) return failed(warnings);
    const result = toEngineResult(run);
    if (hasNonFinite({ ...result, cashFlow: [] }) || !timelineIsFinite(result.cashFlow)) return failed([...warnings, { severity: 'error', code: 'ENGINE_FAILURE', message: NON_FINITE_RESULT }]);
    return { result, warnings };
  } catch (cause) {
    return crashed(cause, SIDEBAR_CRASH);
  }
}

/** The derived values stored on proposal_data (spec §3); engine figures are `null` when it cannot run. */
export interface DerivedProposalValues {
  readonly expected_net_savings: number | null;
  readonly lifetime_monthly_payment: number | null;
  readonly lifetime_production_mwh: number | null;
  readonly net_investment: number;
  readonly simple_payback: number | null;
  /** ROI over the project's lifetime (25 years unless the project says otherwise). */
  readonly roi_25_year: number | null;
  readonly total_system_cost: number;
  readonly cost_per_watt_before_incentives: number | null;
  readonly cost_per_watt_after_incentives: number | null;
  readonly electricity_cost_with_solar: number | null;
  readonly lifetime_savings: number | null;
  readonly solar_kwh_cost_lcoe: number | null;
  readonly year1_monthly_cashflow: number | null;
  readonly lifetime_monthly_cashflow: number | null;
  readonly savings_percentage: number | null;
}

/**
 * The derived values to store on a quote's proposal_data. Cost figures come from the quote alone
 * (so a draft still gets them); the rest from the engine, `null` when it cannot run. Ratios are
 * rounded for storage: payback 2 decimals, ROI and savings % 2 decimals, LCOE 4 decimals.
 */
export function deriveProposalValues(
  project: ProjectEnergySettings | null | undefined,
  proposal: ProposalData | null | undefined,
  options: QuoteAnalysisOptions = {},
): DerivedProposalValues {
  const costs = costOnlySummary(proposal);
  const { result } = analyzeQuote(project, proposal, options);
  const round = (value: number | null | undefined, places: number): number | null =>
    value === null || value === undefined ? null : roundTo(new D(value), places);
  return {
    expected_net_savings: result?.metrics.netSavings ?? null,
    lifetime_monthly_payment: result?.financing.monthlyPayment ?? null,
    lifetime_production_mwh: round(result === null ? null : result.production.lifetime / 1000, 3),
    net_investment: result?.netInvestment ?? costs.netInvestment,
    simple_payback: round(result?.metrics.payback, 2),
    roi_25_year: round(result?.metrics.roi, 2),
    total_system_cost: result?.systemCost.total ?? costs.totalSystemCost,
    cost_per_watt_before_incentives: round(result?.metrics.costPerWattBeforeIncentives ?? costs.costPerWattBeforeIncentives, 4),
    cost_per_watt_after_incentives: round(result?.metrics.costPerWattAfterIncentives ?? costs.costPerWattAfterIncentives, 4),
    electricity_cost_with_solar: result?.metrics.electricityCostWithSolar ?? null,
    lifetime_savings: result?.grossBenefits.lifetimeSavings ?? null,
    solar_kwh_cost_lcoe: round(result?.metrics.lcoe, 4),
    year1_monthly_cashflow: result?.metrics.year1MonthlyCashFlow ?? null,
    lifetime_monthly_cashflow: result?.metrics.lifetimeMonthlyCashFlow ?? null,
    savings_percentage: round(result?.metrics.savingsPercentage, 2),
  };
}
