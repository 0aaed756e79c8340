import type { Assumption } from './assumptions';
import type { FederalCreditFigures } from './federal-credit';
import type { Financing } from './financing';
import type { ModelRun } from './model';
import { centsToDollars } from './rounding';
import { runFigures } from './run-figures';
import { timelineRows, type TimelineRow } from './timeline';

/** The second calculator's result (spec §3 "Calculator result", and issue 11's figures); money in dollars. */
export interface CalculatorResult {
  readonly totalSystemCost: number;
  /** What is paid for having solar plus lifetime O&M (the true investment); its present value when NPV is on. */
  readonly systemCostWithOM: number;
  readonly lifetimeElectricalCost: number;
  /** Owned: total cost − incentives. Lease/PPA: the prepayment. */
  readonly netInvestment: number;
  /** Loan: the level payment on the whole loan. Lease: year-1 payment. PPA: year-1 average. */
  readonly monthlyPayment: number;
  readonly totalInterest: number;
  /** kWh over the lifetime. */
  readonly lifetimeProduction: number;
  readonly lifetimeSavings: number;
  readonly totalValueFromSolar: number;
  /** Year 1's recurring net cash flow (one-time amounts excluded). */
  readonly netAnnualSavings: number;
  /** Year 1's recurring net cash flow / 12. */
  readonly netMonthlySavings: number;
  /** Total value − true investment; the net present value when NPV is on. */
  readonly netSavings: number;
  /** Net savings per month of the lifetime (never of the loan's term). */
  readonly lifetimeMonthlyCashFlow: number;
  /** Dollars per kWh, undiscounted, O&M included; `null` for a lease or PPA. */
  readonly lcoe: number | null;
  readonly lcoeIncludesFinancing: boolean;
  /** Years; 0 = Immediate; `null` when not reached within the lifetime. */
  readonly simplePayback: number | null;
  readonly discountedPayback: number | null;
  /** Percent, a total over the lifetime; `null` when nothing is invested or not owned. */
  readonly roi: number | null;
  /** Every cash flow discounted at the discount rate (the NPV section's, else its 3 % default). */
  readonly netPresentValue: number;
  /** Yearly, percent; `null` when none. */
  readonly irr: number | null;
  readonly discountRate: number;
  /** Dollars per watt before incentives. */
  readonly costPerWatt: number | null;
  readonly costPerWattAfterIncentives: number | null;
  readonly batteryCostPerKwh: number | null;
  readonly batteryCostPerKwhAfterIncentives: number | null;
  readonly lifetimeOMCost: number;
  /** Nominal lifetime electricity cost with solar, and the cost reduction against none. */
  readonly electricityCostWithSolar: number;
  readonly savingsPercentage: number | null;
  readonly system: {
    readonly sizeKw: number;
    readonly degradationPercent: number;
    readonly year1ProductionKwh: number;
    readonly batteryIncluded: boolean;
    readonly batteryCapacityKwh: number;
    readonly lifetimeYears: number;
    readonly analysisYears: number;
  };
  readonly financing: Financing;
  readonly federalCredit: FederalCreditFigures;
  readonly assumptions: readonly Assumption[];
  readonly timeline: readonly TimelineRow[];
}

/** The calculator result of a completed run. */
export function toCalculatorResult(run: ModelRun): CalculatorResult {
  const m = run.input;
  const figures = runFigures(run);
  const money = centsToDollars;
  return {
    totalSystemCost: money(run.totalSystemCostCents),
    systemCostWithOM: money(run.shownTrueInvestmentCents),
    lifetimeElectricalCost: money(run.noSolarCostCents),
    netInvestment: money(run.netInvestmentCents),
    monthlyPayment: money(run.monthlyPaymentCents),
    totalInterest: money(run.totalInterestCents),
    lifetimeProduction: run.lifetimeProductionKwh.toNumber(),
    lifetimeSavings: money(run.lifetimeSavingsCents),
    totalValueFromSolar: money(run.totalValueCents),
    netAnnualSavings: money(run.year1NetCashFlowCents),
    netMonthlySavings: figures.year1MonthlyCashFlow,
    netSavings: money(run.netSavingsCents),
    lifetimeMonthlyCashFlow: figures.lifetimeMonthlyCashFlow,
    lcoe: run.lcoe === null ? null : run.lcoe.toNumber(),
    lcoeIncludesFinancing: figures.lcoeIncludesFinancing,
    simplePayback: run.paybackYears,
    discountedPayback: figures.discountedPayback,
    roi: run.roi === null ? null : run.roi.toNumber(),
    netPresentValue: figures.netPresentValue,
    irr: figures.irr,
    discountRate: m.discountRatePercent,
    costPerWatt: figures.costPerWattBeforeIncentives,
    costPerWattAfterIncentives: figures.costPerWattAfterIncentives,
    batteryCostPerKwh: figures.batteryCostPerKwh,
    batteryCostPerKwhAfterIncentives: figures.batteryCostPerKwhAfterIncentives,
    lifetimeOMCost: money(run.lifetimeOMCents),
    electricityCostWithSolar: figures.electricityCostWithSolar,
    savingsPercentage: figures.savingsPercentage,
    system: {
      sizeKw: m.systemSizeKw,
      degradationPercent: m.degradationPercent,
      year1ProductionKwh: m.year1ProductionKwh,
      batteryIncluded: m.batteryIncluded,
      batteryCapacityKwh: m.batteryIncluded ? m.batteryCapacityKwh : 0,
      lifetimeYears: m.lifetimeYears,
      analysisYears: run.analysisYears,
    },
    financing: figures.financing,
    federalCredit: figures.federalCredit,
    assumptions: figures.assumptions,
    timeline: timelineRows(run),
  };
}
