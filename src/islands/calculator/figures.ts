import { calculate, type CalculatorInputLike, type CalculatorResult } from '../../finance/calculate';
import { batteryCostPerKwh, costPerWatt } from '../../finance/cost';
import { financingMarkup, type FinancingMarkup } from '../../finance/markup';
import { paydownPlan, type PaydownPlan } from '../../finance/paydown';
import { sensitivity, type SensitivityScenario } from '../../finance/sensitivity';
import { amount, type ExtraInputs } from '../../stores/calculator';

/**
 * Figures the calculator shows beside a result, derived from the engine's output and its input:
 * the lifetime comparison, the System Snapshot and the engine's extras. Kept out of the store
 * module so that they (and decimal.js) load with the results, not with the form.
 */

const cents = (dollars: number): number => Math.round(dollars * 100);
const read = (value: unknown): number => amount(typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The lifetime cost comparison bars and the cost reduction (spec §2). */
export interface LifetimeComparison {
  /** Electricity over the lifetime without solar. */
  readonly withoutSolar: number;
  /** Bills still paid with solar + everything paid for the system (loan interest, O&M) − yearly benefits. */
  readonly withSolar: number;
  /** Total value from solar (its present value when NPV is on). */
  readonly totalValue: number;
  /** (without − with) / without × 100, 1 decimal; null when there is no electricity cost to compare with. */
  readonly costReduction: number | null;
  /** Net savings per month over the lifetime. */
  readonly lifetimeMonthly: number;
}

/**
 * The comparison figures of a result. 'With solar' is the engine's cost with solar: the bills still
 * paid (cost without solar − lifetime savings) plus the true investment minus yearly benefits.
 */
export function lifetimeComparison(result: CalculatorResult): LifetimeComparison {
  const benefitsCents = result.timeline.reduce((sum, row) => sum + cents(row.yearlyBenefits), 0);
  const withoutCents = cents(result.lifetimeElectricalCost);
  const withCents = withoutCents - cents(result.lifetimeSavings) + cents(result.systemCostWithOM) - benefitsCents;
  const months = result.timeline.length;
  return {
    withoutSolar: withoutCents / 100,
    withSolar: withCents / 100,
    totalValue: result.totalValueFromSolar,
    costReduction: withoutCents > 0 ? Math.round(((withoutCents - withCents) / withoutCents) * 1000) / 10 : null,
    lifetimeMonthly: months > 0 ? Math.round(cents(result.netSavings) / months) / 100 : 0,
  };
}

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
export function systemSnapshot(input: CalculatorInputLike, result: CalculatorResult): SystemSnapshot {
  const size = read(input.systemSize);
  const degradation = typeof input.degradationRate === 'string' ? input.degradationRate.trim() : '';
  const solarAndOther = read(input.solarCost) + read(input.otherCosts);
  const batteryCost = read(input.batteryCost);
  const capacity = read(input.batteryCapacity);
  return {
    sizeKw: size,
    // The engine's default when left empty (spec §9).
    degradationPercent: degradation === '' ? 0.5 : read(degradation),
    lifetimeProductionMwh: Math.round(result.lifetimeProduction / 100) / 10,
    year1ProductionKwh: read(input.year1Production),
    costPerWattBefore: result.costPerWatt,
    costPerWattAfter: costPerWatt(solarAndOther - read(input.solarIncentives), size),
    battery:
      input.batteryIncluded === true
        ? {
            capacityKwh: capacity,
            costPerKwh: batteryCostPerKwh(batteryCost, capacity),
            costPerKwhAfter: batteryCostPerKwh(batteryCost - read(input.batteryIncentives), capacity),
          }
        : null,
  };
}

/** The battery judged on its own: the same inputs with and without it. */
export interface BatteryAlone {
  readonly withoutBattery: CalculatorResult;
  readonly addedNetCost: number;
  readonly addedValue: number;
  readonly addedNetSavings: number;
}

/** The loan sized on the full price with the incentives paid onto it after some payments. */
export type PaydownFigures = PaydownPlan & { readonly paydown: number; readonly afterPayments: number; readonly principal: number };

/** What the engine's extras say about a result (each null when it does not apply). */
export interface CalculatorExtras {
  readonly sensitivity: readonly SensitivityScenario[] | null;
  readonly battery: BatteryAlone | null;
  readonly markup: FinancingMarkup | null;
  readonly paydown: PaydownFigures | null;
}

export const NO_EXTRAS: CalculatorExtras = { sensitivity: null, battery: null, markup: null, paydown: null };

/**
 * The extras for a completed result: sensitivity ranges; the battery on its own (the same inputs
 * without it); the financing markup against a quoted cash price; and, for a loan with incentives,
 * the loan sized on the full price with the incentive paid onto it after some payments (sized as
 * if the paydown will be made, as tax-credit loans usually are, so skipping it raises the payment).
 */
export function calculatorExtras(input: CalculatorInputLike | null, result: CalculatorResult | null, extra: ExtraInputs): CalculatorExtras {
  if (input === null || result === null) return NO_EXTRAS;
  const scenarios = sensitivity(input).result;
  let battery: BatteryAlone | null = null;
  if (input.batteryIncluded === true) {
    const without = calculate({ ...input, batteryIncluded: false, batteryCost: '', batteryIncentives: '' }).result;
    if (without !== null) {
      battery = {
        withoutBattery: without,
        addedNetCost: (cents(result.netInvestment) - cents(without.netInvestment)) / 100,
        addedValue: (cents(result.totalValueFromSolar) - cents(without.totalValueFromSolar)) / 100,
        addedNetSavings: (cents(result.netSavings) - cents(without.netSavings)) / 100,
      };
    }
  }
  const financing = input.paymentMethod === 'financing';
  const cashPrice = amount(extra.cashPrice);
  const markup = financing && cashPrice > 0 ? financingMarkup(cashPrice, result.totalSystemCost) : null;
  let paydown: PaydownFigures | null = null;
  const incentivesCents = cents(result.totalSystemCost) - cents(result.netInvestment);
  const afterPayments = Math.round(amount(extra.paydownAfterPayments));
  const principalCents = cents(result.totalSystemCost) - cents(read(input.downPayment));
  if (financing && incentivesCents > 0 && principalCents > incentivesCents) {
    const plan = paydownPlan({
      principal: principalCents / 100,
      annualRatePercent: read(input.interestRate),
      termMonths: Math.round(read(input.loanTerm) * 12),
      paydown: incentivesCents / 100,
      paydownAfterPayments: afterPayments,
      initialPaymentBasis: 'assumes-paydown',
    });
    if (plan !== null) paydown = { ...plan, paydown: incentivesCents / 100, afterPayments, principal: principalCents / 100 };
  }
  return { sensitivity: scenarios, battery, markup, paydown };
}
