import type { CalculatorResult } from './calculator-result';
import { D } from './decimal';
import { roundTo } from './rounding';

/**
 * Lifetime cost of electricity with and without solar (nominal): without solar, the bills;
 * with solar, the bills still paid + everything paid for solar (true investment) − yearly
 * benefits. Cost reduction (savings percentage) = (without − with) / without × 100.
 */
export interface CostComparison {
  readonly withoutSolar: number;
  readonly withSolar: number;
  /** Percent; `null` when there is no cost without solar to compare with. */
  readonly costReductionPercent: number | null;
}

/** Cents: the bills left + true investment − yearly benefits. */
export function costWithSolarCents(
  noSolarCents: number,
  lifetimeSavingsCents: number,
  trueInvestmentCents: number,
  yearlyBenefitsCents: number,
): number {
  return noSolarCents - lifetimeSavingsCents + trueInvestmentCents - yearlyBenefitsCents;
}

/** (without − with) / without × 100, or `null` when `without` is not positive. */
export function costReductionPercent(withoutCents: number, withCents: number): number | null {
  return withoutCents > 0 ? roundTo(new D(withoutCents - withCents).div(withoutCents).times(100), 10) : null;
}

/** The calculator's lifetime cost bars and its Cost Reduction percent: the engine's own figures of a result. */
export function lifetimeCostComparison(
  result: Pick<CalculatorResult, 'lifetimeElectricalCost' | 'electricityCostWithSolar' | 'savingsPercentage'>,
): CostComparison {
  return {
    withoutSolar: result.lifetimeElectricalCost,
    withSolar: result.electricityCostWithSolar,
    costReductionPercent: result.savingsPercentage,
  };
}
