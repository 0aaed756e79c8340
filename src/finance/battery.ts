import { incentivesIssue } from './incentives';
import { parseCalculatorInput, type CalculatorInputLike } from './calculator-input';
import { crashed, failed } from './outcome';
import { batteryCostPerKwh } from './cost';
import { D } from './decimal';
import { BATTERY_NOT_INCLUDED, MUST_BE_VALID_NUMBER, SIDEBAR_CRASH } from './messages';
import { runModel, type ModelInput, type ModelRun } from './model';
import { paybackYears } from './payback';
import { quoteModel, type ProjectEnergySettings, type ProposalData, type QuoteAnalysisOptions } from './quote-input';
import { centsToDollars } from './rounding';
import type { Outcome } from './warnings';

/** The battery judged on its own: the quote as offered minus the same quote without the battery. */
export interface BatteryIncrement {
  readonly cost: number;
  readonly incentives: number;
  readonly netCost: number;
  readonly costPerKwh: number | null;
  readonly costPerKwhAfterIncentives: number | null;
  /** Extra loan interest and O&M the battery brings. */
  readonly extraInterest: number;
  readonly extraOM: number;
  /** Extra savings and credits over the lifetime (present value when NPV is on). */
  readonly value: number;
  /** Value − (net cost + extra interest + extra O&M). */
  readonly netSavings: number;
  /** Years until the battery's own cumulative cash flow turns non-negative; `null` if never. */
  readonly payback: number | null;
  /** The same quote's payback without the battery. */
  readonly solarOnlyPayback: number | null;
  /**
   * True when the inputs give the battery no bill value (the same net excess with and without
   * it): its value is then backup power, which no bill figure captures.
   */
  readonly valueIsBackupOnly: boolean;
}

export interface BatteryOptions extends QuoteAnalysisOptions {
  /**
   * Monthly net excess (kWh) the system would export without the battery. A battery stores
   * excess for use at home, so this is usually higher than the quote's figure with the battery.
   * Defaults to the quote's figure, which gives the battery no bill value.
   */
  readonly solarOnlyMonthlyNetExcessKwh?: number;
}

function difference(withBattery: ModelRun, solarOnly: ModelRun): BatteryIncrement {
  const m = withBattery.input;
  const length = Math.max(withBattery.monthly.length, solarOnly.monthly.length);
  const flows: number[] = [];
  for (let t = 0; t < length; t += 1) flows.push((withBattery.monthly.net[t] ?? 0) - (solarOnly.monthly.net[t] ?? 0));
  const costCents = withBattery.totalSystemCostCents - solarOnly.totalSystemCostCents;
  const incentivesCents = withBattery.incentivesCents - solarOnly.incentivesCents;
  return {
    cost: centsToDollars(costCents),
    incentives: centsToDollars(incentivesCents),
    netCost: centsToDollars(costCents - incentivesCents),
    costPerKwh: batteryCostPerKwh(centsToDollars(costCents), m.batteryCapacityKwh),
    costPerKwhAfterIncentives: batteryCostPerKwh(centsToDollars(costCents - incentivesCents), m.batteryCapacityKwh),
    extraInterest: centsToDollars(withBattery.totalInterestCents - solarOnly.totalInterestCents),
    extraOM: centsToDollars(withBattery.lifetimeOMCents - solarOnly.lifetimeOMCents),
    value: centsToDollars(withBattery.totalValueCents - solarOnly.totalValueCents),
    netSavings: centsToDollars(withBattery.netSavingsCents - solarOnly.netSavingsCents),
    payback: paybackYears(withBattery.initialOutlayCents - solarOnly.initialOutlayCents, flows),
    solarOnlyPayback: solarOnly.paybackYears,
    valueIsBackupOnly: withBattery.lifetimeSavingsCents === solarOnly.lifetimeSavingsCents,
  };
}

/**
 * The quote's model without its battery: no battery cost or incentives, O&M on the smaller cost
 * (it is a percentage of cost), and the solar-only net excess when given.
 */
export function solarOnlyModel(model: ModelInput, solarOnlyMonthlyNetExcessKwh?: number): ModelInput {
  const withCost = new D(model.solarCost).plus(model.otherCosts).plus(model.batteryCost);
  const withoutCost = new D(model.solarCost).plus(model.otherCosts);
  return {
    ...model,
    batteryIncluded: false,
    batteryCost: 0,
    batteryIncentives: 0,
    batteryCapacityKwh: 0,
    annualOM: withCost.gt(0) ? new D(model.annualOM).times(withoutCost).div(withCost).toNumber() : model.annualOM,
    monthlyNetExcessKwh: solarOnlyMonthlyNetExcessKwh ?? model.monthlyNetExcessKwh,
    // A stated loan amount financed the battery too: without it, the loan is that much smaller.
    loan:
      model.loan === null || model.loan.loanAmount === null
        ? model.loan
        : { ...model.loan, loanAmount: Math.max(0, new D(model.loan.loanAmount).minus(model.batteryCost).toNumber()) },
  };
}

/**
 * The battery of a quote on its own: its incremental cost, value and payback against the same
 * quote without it (same project, same payment method and down payment). Never throws.
 */
export function batteryIncrement(
  project: ProjectEnergySettings | null | undefined,
  proposal: ProposalData | null | undefined,
  options: BatteryOptions = {},
): Outcome<BatteryIncrement> {
  try {
    const { model, issues } = quoteModel(project, proposal, options);
    if (model === null) return failed(issues);
    return incrementOf(model, options.solarOnlyMonthlyNetExcessKwh);
  } catch (cause) {
    return crashed(cause, SIDEBAR_CRASH);
  }
}

/** The battery of a calculator input on its own (the calculator's "The battery on its own"). Never throws. */
export function calculatorBatteryIncrement(input: CalculatorInputLike | null | undefined): Outcome<BatteryIncrement> {
  try {
    const { model, issues } = parseCalculatorInput(input);
    if (model === null) return failed(issues);
    return incrementOf(model, undefined);
  } catch (cause) {
    return crashed(cause);
  }
}

function incrementOf(model: ModelInput, excess: number | undefined): Outcome<BatteryIncrement> {
  if (!model.batteryIncluded) return failed([{ severity: 'error', code: 'INVALID_OPTION', message: BATTERY_NOT_INCLUDED }]);
  if (excess !== undefined && !(Number.isFinite(excess) && excess >= 0 && excess <= 100_000)) {
    return failed([{ severity: 'error', code: 'INVALID_NUMBER', message: MUST_BE_VALID_NUMBER, field: 'solarOnlyMonthlyNetExcessKwh' }]);
  }
  const incentives = incentivesIssue(model);
  if (incentives !== null) return failed([incentives]);
  const withBattery = runModel(model);
  const solarOnly = runModel(solarOnlyModel(model, excess));
  return { result: difference(withBattery, solarOnly), warnings: [] };
}
