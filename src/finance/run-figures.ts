import { assumptionsOf, type Assumption } from './assumptions';
import { batteryCostPerKwh, costPerWatt } from './cost';
import { costReductionPercent, costWithSolarCents } from './cost-comparison';
import { D, type Dec } from './decimal';
import { federalCreditOf, type FederalCreditFigures } from './federal-credit';
import { financingOf, type Financing } from './financing';
import type { ModelRun } from './model';
import { centsToDollars, dollarsToCents, mulDivRound } from './rounding';

/** The figures both the quote panel and the calculator show, computed once from a run. */
export interface RunFigures {
  readonly financing: Financing;
  /** Lifetime electricity cost with solar (nominal): the bills left + the true investment − yearly benefits. */
  readonly electricityCostWithSolar: number;
  /** (without − with) / without × 100; `null` without a cost to compare with. */
  readonly savingsPercentage: number | null;
  /** Year 1's recurring cash flow / 12. */
  readonly year1MonthlyCashFlow: number;
  /** Net savings / the months of the analysis (the lifetime, never the loan's term). */
  readonly lifetimeMonthlyCashFlow: number;
  readonly netPresentValue: number;
  /** Yearly, percent; `null` when none (or not owned). */
  readonly irr: number | null;
  readonly discountedPayback: number | null;
  /** LCOE is undiscounted; true when it includes loan interest or fees. */
  readonly lcoeIncludesFinancing: boolean;
  readonly federalCredit: FederalCreditFigures;
  readonly assumptions: readonly Assumption[];
  /** $/W of solar + other costs, before and after counted solar incentives (never below 0); `null` without a price or size. */
  readonly costPerWattBeforeIncentives: number | null;
  readonly costPerWattAfterIncentives: number | null;
  /** $/kWh of battery capacity, before and after counted battery incentives; `null` without a battery. */
  readonly batteryCostPerKwh: number | null;
  readonly batteryCostPerKwhAfterIncentives: number | null;
}

const positive = (value: number | null): number | null => (value === null ? null : Math.max(0, value));

/** The shared figures of a run. */
export function runFigures(run: ModelRun): RunFigures {
  const m = run.input;
  const solarAndOther = new D(m.solarCost).plus(m.otherCosts);
  const solarIncentives = run.owned ? m.solarIncentives : 0;
  const batteryCents = m.batteryIncluded ? dollarsToCents(m.batteryCost) : 0;
  const batteryIncentivesCents = run.owned && m.batteryIncluded ? dollarsToCents(m.batteryIncentives) : 0;
  // A lease or PPA need not state the system's price: no price, no price per watt.
  const perWatt = (cost: Dec): number | null => (solarAndOther.gt(0) ? costPerWatt(cost, m.systemSizeKw) : null);
  const withSolarCents = costWithSolarCents(
    run.noSolarCostCents,
    run.lifetimeSavingsCents,
    run.trueInvestmentCents,
    run.yearlyBenefitsCents,
  );
  return {
    financing: financingOf(run),
    electricityCostWithSolar: centsToDollars(withSolarCents),
    savingsPercentage: costReductionPercent(run.noSolarCostCents, withSolarCents),
    year1MonthlyCashFlow: centsToDollars(mulDivRound(run.year1NetCashFlowCents, 1, 12)),
    lifetimeMonthlyCashFlow: centsToDollars(mulDivRound(run.netSavingsCents, 1, run.analysisYears * 12)),
    netPresentValue: centsToDollars(run.netPresentValueCents),
    irr: run.irrPercent,
    discountedPayback: run.discountedPaybackYears,
    lcoeIncludesFinancing: run.owned && run.lcoeIncludesFinancing,
    federalCredit: federalCreditOf(run),
    assumptions: assumptionsOf(run),
    costPerWattBeforeIncentives: perWatt(solarAndOther),
    costPerWattAfterIncentives: positive(perWatt(solarAndOther.minus(solarIncentives))),
    batteryCostPerKwh: m.batteryIncluded ? batteryCostPerKwh(centsToDollars(batteryCents), m.batteryCapacityKwh) : null,
    batteryCostPerKwhAfterIncentives: m.batteryIncluded
      ? positive(batteryCostPerKwh(centsToDollars(batteryCents - batteryIncentivesCents), m.batteryCapacityKwh))
      : null,
  };
}
