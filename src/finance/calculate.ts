import { coerceBoolean, coerceNumber } from './coerce';
import { costPerWatt } from './cost';
import {
  CALCULATOR_CRASH,
  FIELD_REQUIRED,
  INCENTIVES_EXCEED_COST,
  MUST_BE_VALID_NUMBER,
  NON_FINITE_RESULT,
  PAYMENT_METHOD_INVALID,
} from './messages';
import { D } from './decimal';
import { runModel, type ModelInput, type ModelRun } from './model';
import { monthlyOMCost } from './om';
import { centsToDollars, dollarsToCents, mulDivRound } from './rounding';
import { timelineIsFinite, timelineRows, type TimelineRow } from './timeline';
import { CALCULATOR_V2_RULES, boundsMessage, type CalculatorV2Field, type ValidationContext } from './validation';
import { hasNonFinite, resultWarnings, type Outcome, type Warning } from './warnings';

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
  readonly paymentMethod: 'cash' | 'financing';
  readonly downPayment: number;
  readonly interestRate: number;
  readonly loanTerm: number;
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

/** The second calculator's result (spec §3 "Calculator result"); money in dollars. */
export interface CalculatorResult {
  readonly totalSystemCost: number;
  /** Net investment + loan interest + lifetime O&M: everything paid for having solar (the true investment). */
  readonly systemCostWithOM: number;
  readonly lifetimeElectricalCost: number;
  readonly netInvestment: number;
  readonly monthlyPayment: number;
  readonly totalInterest: number;
  /** kWh over the lifetime. */
  readonly lifetimeProduction: number;
  readonly lifetimeSavings: number;
  readonly totalValueFromSolar: number;
  /** Year-1 net cash flow. */
  readonly netAnnualSavings: number;
  /** Year-1 net cash flow / 12. */
  readonly netMonthlySavings: number;
  readonly netSavings: number;
  /** Dollars per kWh. */
  readonly lcoe: number | null;
  /** Years; `null` when not reached within the lifetime. */
  readonly simplePayback: number | null;
  /** Percent; `null` when nothing is invested. */
  readonly roi: number | null;
  /** Dollars per watt before incentives. */
  readonly costPerWatt: number | null;
  readonly lifetimeOMCost: number;
  readonly timeline: readonly TimelineRow[];
}

/**
 * Defaults of optional inputs (spec §9); 'required' fields have none; 'derived' ones are
 * resolved from other inputs once those are read.
 */
const DEFAULTS: Readonly<Record<CalculatorV2Field, number | 'required' | 'derived'>> = {
  systemSize: 'required',
  solarCost: 'required',
  otherCosts: 0,
  batteryCost: 0,
  batteryCapacity: 0,
  year1Production: 'required',
  degradationRate: 0.5,
  systemLifetime: 25,
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
  rateIncrease: 3,
  netMeteringEscalation: 'derived',
  monthlyInsurance: 0,
  monthlyMaintenance: 0,
  annualEscalation: 2,
  discountRate: 3,
};

const BATTERY_FIELDS = new Set<CalculatorV2Field>(['batteryCost', 'batteryCapacity', 'batteryIncentives']);
const LOAN_FIELDS = new Set<CalculatorV2Field>(['downPayment', 'interestRate', 'loanTerm']);
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

  const methodRaw = field(source, 'paymentMethod');
  const method = methodRaw === undefined || methodRaw === null || methodRaw === '' ? 'cash' : String(methodRaw).trim().toLowerCase();
  if (!['cash', 'financing', 'loan'].includes(method)) {
    issues.push({ severity: 'error', code: 'INVALID_OPTION', message: PAYMENT_METHOD_INVALID, field: 'paymentMethod' });
  }
  const financing = method === 'financing' || method === 'loan';
  const batteryIncluded = coerceBoolean(field(source, 'batteryIncluded'));
  const includeOM = coerceBoolean(field(source, 'includeOM'));
  const npvEnabled = coerceBoolean(field(source, 'npvEnabled'));

  const active = (name: CalculatorV2Field): boolean =>
    !(BATTERY_FIELDS.has(name) && !batteryIncluded) &&
    !(LOAN_FIELDS.has(name) && !financing) &&
    !(OM_FIELDS.has(name) && !includeOM) &&
    !(name === 'discountRate' && !npvEnabled);

  const values = new Map<CalculatorV2Field, number>();
  for (const name of ORDER) {
    if (!active(name)) continue;
    const coerced = coerceNumber(field(source, name));
    if (coerced.kind === 'invalid') {
      issues.push({ severity: 'error', code: 'INVALID_NUMBER', message: MUST_BE_VALID_NUMBER, field: name });
    } else if (coerced.kind === 'missing') {
      const fallback = DEFAULTS[name];
      if (fallback === 'required') issues.push({ severity: 'error', code: 'REQUIRED', message: FIELD_REQUIRED, field: name });
      else if (fallback !== 'derived') values.set(name, fallback);
    } else {
      values.set(name, coerced.value);
    }
  }

  const context: ValidationContext = {
    solarCost: values.get('solarCost'),
    otherCosts: values.get('otherCosts'),
    batteryCost: values.get('batteryCost'),
    batteryIncluded,
  };
  for (const [name, value] of values) {
    const message = boundsMessage(CALCULATOR_V2_RULES[name], value, context);
    if (message !== null) {
      const code = value < CALCULATOR_V2_RULES[name].min ? 'BELOW_MIN' : 'ABOVE_MAX';
      issues.push({ severity: 'error', code, message, field: name });
    }
  }
  if (issues.some((issue) => issue.severity === 'error')) return { model: null, issues };

  const get = (name: CalculatorV2Field): number => values.get(name) ?? 0;
  const electricityRate = get('electricityRate');
  const rateIncrease = get('rateIncrease');
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
    yearlyBenefits: get('yearlyBenefits'),
    yearlyBenefitYears: get('yearlyBenefitDuration'),
    financing,
    downPayment: get('downPayment'),
    interestRatePercent: get('interestRate'),
    loanTermMonths: financing ? Math.round(get('loanTerm') * 12) : 0,
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
  };
  return { model, issues };
}

/** The incentive check that makes a result invalid (spec §5), shared with the quote engine. */
export function incentivesIssue(model: ModelInput): Warning | null {
  const battery = model.batteryIncluded ? model.batteryCost : 0;
  const incentives = dollarsToCents(model.solarIncentives) + (model.batteryIncluded ? dollarsToCents(model.batteryIncentives) : 0);
  const cost = dollarsToCents(model.solarCost) + dollarsToCents(model.otherCosts) + dollarsToCents(battery);
  return incentives > cost
    ? { severity: 'error', code: 'INCENTIVES_EXCEED_COST', message: INCENTIVES_EXCEED_COST }
    : null;
}

/** The calculator result of a completed run. */
export function toCalculatorResult(run: ModelRun): CalculatorResult {
  const m = run.input;
  return {
    totalSystemCost: centsToDollars(run.totalSystemCostCents),
    systemCostWithOM: centsToDollars(run.trueInvestmentCents),
    lifetimeElectricalCost: centsToDollars(run.noSolarCostCents),
    netInvestment: centsToDollars(run.netInvestmentCents),
    monthlyPayment: centsToDollars(run.monthlyPaymentCents),
    totalInterest: centsToDollars(run.totalInterestCents),
    lifetimeProduction: run.lifetimeProductionKwh.toNumber(),
    lifetimeSavings: centsToDollars(run.lifetimeSavingsCents),
    totalValueFromSolar: centsToDollars(run.totalValueCents),
    netAnnualSavings: centsToDollars(run.year1NetCashFlowCents),
    netMonthlySavings: centsToDollars(mulDivRound(run.year1NetCashFlowCents, 1, 12)),
    netSavings: centsToDollars(run.netSavingsCents),
    lcoe: run.lcoe === null ? null : run.lcoe.toNumber(),
    simplePayback: run.paybackYears,
    roi: run.roi === null ? null : run.roi.toNumber(),
    costPerWatt: costPerWatt(m.solarCost + m.otherCosts, m.systemSizeKw),
    lifetimeOMCost: centsToDollars(run.lifetimeOMCents),
    timeline: timelineRows(run),
  };
}

/** An outcome with no result; `error` is the first error, prefixed by its field's label. */
export function failed<Result>(warnings: readonly Warning[]): Outcome<Result> {
  const first = warnings.find((warning) => warning.severity === 'error');
  const rules: Readonly<Record<string, { readonly label: string }>> = CALCULATOR_V2_RULES;
  const label = first?.field !== undefined && Object.hasOwn(rules, first.field) ? rules[first.field]?.label : undefined;
  const error = first === undefined ? CALCULATOR_CRASH : label === undefined ? first.message : `${label}: ${first.message}`;
  return { result: null, warnings, error };
}

/**
 * The outcome of an unexpected failure: never a throw. `error` is the screen's crash message
 * (the calculator's by default); the warning keeps the cause for the expandable details.
 */
export function crashed<Result>(cause: unknown, message: string = CALCULATOR_CRASH): Outcome<Result> {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return {
    result: null,
    warnings: [{ severity: 'error', code: 'ENGINE_FAILURE', message: `${message} (${detail})` }],
    error: message,
  };
}

/** Runs a validated model into a calculator outcome (used by `calculate` and the what-if helpers). */
export function calculateModel(model: ModelInput, inputIssues: readonly Warning[] = []): Outcome<CalculatorResult> {
  const incentives = incentivesIssue(model);
  if (incentives !== null) return failed([...inputIssues, incentives]);
  const run = runModel(model);
  const result = toCalculatorResult(run);
  if (hasNonFinite({ ...result, timeline: [] }) || !timelineIsFinite(result.timeline)) {
    return failed([...inputIssues, { severity: 'error', code: 'ENGINE_FAILURE', message: NON_FINITE_RESULT }]);
  }
  return { result, warnings: [...inputIssues, ...resultWarnings(run)] };
}

/**
 * The second calculator (spec §9 model). Accepts any value; never throws and never returns a
 * non-finite number: invalid input yields `result: null`, error warnings and `error`.
 */
export function calculate(input: CalculatorInputLike | null | undefined): Outcome<CalculatorResult> {
  try {
    const parsed = parseCalculatorInput(input);
    if (parsed.model === null) return failed(parsed.issues);
    return calculateModel(parsed.model, parsed.issues);
  } catch (cause) {
    return crashed(cause);
  }
}
