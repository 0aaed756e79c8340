import type { CalculatorResult } from './calculate';
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
export function costWithSolarCents(noSolarCents: number, lifetimeSavingsCents: number, trueInvestmentCents: number, yearlyBenefitsCents: number): number {
  return noSolarCents - lifetimeSavingsCents + trueInvestmentCents - yearlyBenefitsCents;
}

/** (without − with) / without × 100, or `null` when `without` is not positive. */
export function costReductionPercent(withoutCents: number, withCents: number): number | null {
  return withoutCents > 0 ? roundTo(new D(withoutCents - withCents).div(withoutCents).times(100), 10) : null;
}

const cents = (dollars: number): number => Math.round(dollars * 100);

/** The calculator's lifetime cost bars and its Cost Reduction percent, from its result. */
export function lifetimeCostComparison(result: CalculatorResult): CostComparison {
  let benefits = 0;
  for (const row of result.timeline) benefits += cents(row.yearlyBenefits);
  const without = cents(result.lifetimeElectricalCost);
  const withSolar = costWithSolarCents(without, cents(result.lifetimeSavings), cents(result.systemCostWithOM), benefits);
  return { withoutSolar: without / 100, withSolar: withSolar / 100, costReductionPercent: costReductionPercent(without, withSolar) };
}
