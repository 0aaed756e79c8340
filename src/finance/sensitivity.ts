import { parseCalculatorInput, type CalculatorInputLike } from './calculator-input';
import { incentivesIssue } from './incentives';
import { crashed, failed } from './outcome';
import { D } from './decimal';
import { SIDEBAR_CRASH } from './messages';
import { runModel, type ModelInput } from './model';
import { quoteModel, type ProjectEnergySettings, type ProposalData, type QuoteAnalysisOptions } from './quote-input';
import { centsToDollars } from './rounding';
import type { Outcome } from './warnings';

/** Escalation of the low and high electricity-price scenarios (percent a year). */
export const LOW_ESCALATION_PERCENT = 0;
export const HIGH_ESCALATION_PERCENT = 6;
/** Production of the low and high production scenarios, relative to the estimate. */
export const PRODUCTION_SWING = 0.1;

export type ScenarioKey = 'escalation-low' | 'base' | 'escalation-high' | 'production-low' | 'production-high';

/** Payback and net savings of one what-if scenario. */
export interface SensitivityScenario {
  readonly key: ScenarioKey;
  readonly label: string;
  readonly rateIncreasePercent: number;
  /** 1 is the estimate; 0.9 is 10 % less production. */
  readonly productionFactor: number;
  readonly simplePayback: number | null;
  readonly netSavings: number;
}

function scenario(key: ScenarioKey, label: string, model: ModelInput, rateIncrease: number, productionFactor: number): SensitivityScenario {
  // An export credit that escalated with the retail rate in the input keeps doing so.
  const tracks = model.netMeteringEscalationPercent === model.rateIncreasePercent;
  const run = runModel({
    ...model,
    rateIncreasePercent: rateIncrease,
    netMeteringEscalationPercent: tracks ? rateIncrease : model.netMeteringEscalationPercent,
    year1ProductionKwh: new D(model.year1ProductionKwh).times(productionFactor).toNumber(),
    // Exports scale with production (a rough but neutral assumption).
    monthlyNetExcessKwh: new D(model.monthlyNetExcessKwh).times(productionFactor).toNumber(),
  });
  return {
    key,
    label,
    rateIncreasePercent: rateIncrease,
    productionFactor,
    simplePayback: run.paybackYears,
    netSavings: centsToDollars(run.netSavingsCents),
  };
}

/**
 * How fragile payback and net savings are: electricity prices flat (0 %/yr), as entered, and
 * rising 6 %/yr; production 10 % below and above the estimate (at the entered escalation).
 */
export function sensitivityOfModel(model: ModelInput): SensitivityScenario[] {
  const base = model.rateIncreasePercent;
  return [
    scenario('escalation-low', `Electricity prices flat (${LOW_ESCALATION_PERCENT}% a year)`, model, LOW_ESCALATION_PERCENT, 1),
    scenario('base', `As entered (${base}% a year)`, model, base, 1),
    scenario('escalation-high', `Electricity prices rise ${HIGH_ESCALATION_PERCENT}% a year`, model, HIGH_ESCALATION_PERCENT, 1),
    scenario('production-low', 'Production 10% lower', model, base, 1 - PRODUCTION_SWING),
    scenario('production-high', 'Production 10% higher', model, base, 1 + PRODUCTION_SWING),
  ];
}

/** The sensitivity scenarios of a calculator input. Never throws. */
export function sensitivity(input: CalculatorInputLike | null | undefined): Outcome<SensitivityScenario[]> {
  try {
    const { model, issues } = parseCalculatorInput(input);
    if (model === null) return failed(issues);
    const incentives = incentivesIssue(model);
    if (incentives !== null) return failed([incentives]);
    return { result: sensitivityOfModel(model), warnings: [] };
  } catch (cause) {
    return crashed(cause);
  }
}

/** The sensitivity scenarios of a quote under its project's settings. Never throws. */
export function quoteSensitivity(
  project: ProjectEnergySettings | null | undefined,
  proposal: ProposalData | null | undefined,
  options: QuoteAnalysisOptions = {},
): Outcome<SensitivityScenario[]> {
  try {
    const { model, issues } = quoteModel(project, proposal, options);
    if (model === null) return failed(issues);
    const incentives = incentivesIssue(model);
    if (incentives !== null) return failed([incentives]);
    return { result: sensitivityOfModel(model), warnings: [] };
  } catch (cause) {
    return crashed(cause, SIDEBAR_CRASH);
  }
}
