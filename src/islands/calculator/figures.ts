import { calculatorBatteryIncrement, type BatteryIncrement } from '../../finance/battery';
import type { CalculatorInputLike, CalculatorResult } from '../../finance/calculate';
import { sensitivity, type SensitivityScenario } from '../../finance/sensitivity';

/**
 * Figures the calculator shows beside a result that the result itself does not carry: the System
 * Snapshot's shape and the engine's extras. Kept out of the store module so that they (and decimal.js)
 * load with the results, not with the form. Every number comes from the engine; nothing here parses
 * or computes money.
 */

/** The System Snapshot of a result (spec §2). */
export interface SystemSnapshot {
  readonly sizeKw: number;
  readonly degradationPercent: number;
  readonly lifetimeProductionMwh: number;
  readonly year1ProductionKwh: number;
  readonly costPerWattBefore: number | null;
  readonly costPerWattAfter: number | null;
  /** Only when a battery is included. */
  readonly battery: { readonly capacityKwh: number; readonly costPerKwh: number | null; readonly costPerKwhAfter: number | null } | null;
}

/** The snapshot: size, degradation, production, $/W before and after incentives, battery $/kWh. */
export function systemSnapshot(result: CalculatorResult): SystemSnapshot {
  return {
    sizeKw: result.system.sizeKw,
    degradationPercent: result.system.degradationPercent,
    lifetimeProductionMwh: Math.round(result.lifetimeProduction / 100) / 10,
    year1ProductionKwh: result.system.year1ProductionKwh,
    costPerWattBefore: result.costPerWatt,
    costPerWattAfter: result.costPerWattAfterIncentives,
    battery: result.system.batteryIncluded
      ? {
          capacityKwh: result.system.batteryCapacityKwh,
          costPerKwh: result.batteryCostPerKwh,
          costPerKwhAfter: result.batteryCostPerKwhAfterIncentives,
        }
      : null,
  };
}

/** What the engine's extras say about a result (each null when it does not apply). */
export interface CalculatorExtras {
  readonly sensitivity: readonly SensitivityScenario[] | null;
  /** The battery judged on its own: the engine's battery increment (battery.ts), computed once. */
  readonly battery: BatteryIncrement | null;
}

export const NO_EXTRAS: CalculatorExtras = { sensitivity: null, battery: null };

/** The extras for a completed result: sensitivity ranges, and the battery on its own. */
export function calculatorExtras(input: CalculatorInputLike | null, result: CalculatorResult | null): CalculatorExtras {
  if (input === null || result === null) return NO_EXTRAS;
  return {
    sensitivity: sensitivity(input).result,
    battery: result.system.batteryIncluded ? calculatorBatteryIncrement(input).result : null,
  };
}
