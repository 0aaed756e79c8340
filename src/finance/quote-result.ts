import type { Assumption } from './assumptions';
import type { BillResult } from './billed-quote';
import type { CarbonAvoided } from './carbon/carbon';
import type { FederalCreditFigures } from './federal-credit';
import type { Financing } from './financing';
import type { ModelRun } from './model';
import { centsToDollars, dollarsToCents } from './rounding';
import { runFigures } from './run-figures';
import { timelineRows, type TimelineRow } from './timeline';

/** The quote panel's engine result (spec §3 "Engine result"); money in dollars. */
export interface EngineResult {
  /** The inputs the figures below are per-unit of. */
  readonly system: {
    readonly sizeKw: number;
    readonly batteryIncluded: boolean;
    readonly batteryCapacityKwh: number;
    readonly degradationPercent: number;
    readonly lifetimeYears: number;
    /** Years the figures cover: the lifetime, or a returned lease/PPA's term. */
    readonly analysisYears: number;
  };
  readonly systemCost: {
    readonly total: number;
    /** Installation is not priced separately (spec §9): always 0. */
    readonly breakdown: { readonly solar: number; readonly installation: number; readonly other: number; readonly battery: number };
  };
  /**
   * Incentives counted (0 on a lease or PPA: the owner claims them; `notCounted` says what was
   * entered) and the month they arrive (0 = at installation).
   */
  readonly incentives: {
    readonly solar: number;
    readonly battery: number;
    readonly total: number;
    readonly notCounted: number;
    readonly month: number;
  };
  /** Owned: total cost − incentives. Lease/PPA: the prepayment. */
  readonly netInvestment: number;
  /** How it is paid for: `financing.kind` is 'cash', 'loan', 'lease' or 'ppa' (see financing.ts). */
  readonly financing: Financing;
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
  /** An owned system's inverter replacement within the lifetime (issue 23): its year and cost; `null`: none. */
  readonly inverterReplacement: { readonly year: number; readonly cost: number } | null;
  /** Everything paid for having solar (net of incentives) plus O&M; its present value when NPV is on. */
  readonly trueInvestment: number;
  readonly metrics: {
    /** A total over the lifetime, percent; `null` for a lease or PPA or when nothing is invested. */
    readonly roi: number | null;
    /** Total value − true investment; the net present value when NPV is on. */
    readonly netSavings: number;
    /** Every cash flow discounted monthly at the discount rate (computed whether or not NPV is on). */
    readonly netPresentValue: number;
    /** Yearly internal rate of return, percent; `null` when there is none (or not owned). */
    readonly irr: number | null;
    /** Undiscounted $/kWh with O&M; `null` for a lease or PPA. */
    readonly lcoe: number | null;
    readonly lcoeIncludesFinancing: boolean;
    /** Years; 0 = Immediate, `null` = not reached. */
    readonly payback: number | null;
    readonly discountedPayback: number | null;
    /** The spec's NPV flag: figures shown in present value. */
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
  /** The federal credit the figures count, with its caution and the figures it affects. */
  readonly federalCredit: FederalCreditFigures;
  /** Every value the figures rest on, assumed ones marked (`source: 'default'`). */
  readonly assumptions: readonly Assumption[];
  readonly cashFlow: readonly TimelineRow[];
  /** Year 1 as the utility bills it, when the project has a tariff (issue 23); else null or absent. */
  readonly bill?: BillResult | null;
  /**
   * Lifetime CO₂ avoided (issue 23) from the home's state's grid factor; `null` when there is none (the
   * GRID_EMISSIONS assumption says why), absent from a result built without the project.
   */
  readonly carbon?: CarbonAvoided | null;
}

/**
 * The engine result of a completed run. `cashFlow: false` leaves the monthly rows out (an empty
 * list): the comparison table reads only the figures, and building 300–480 rows per quote is most
 * of what it would allocate.
 */
export function toEngineResult(run: ModelRun, { cashFlow = true }: { readonly cashFlow?: boolean } = {}): EngineResult {
  const m = run.input;
  const c = centsToDollars;
  const figures = runFigures(run);
  const batteryCents = m.batteryIncluded ? dollarsToCents(m.batteryCost) : 0;
  const batteryIncentivesCents = run.owned && m.batteryIncluded ? dollarsToCents(m.batteryIncentives) : 0;
  const solarIncentivesCents = run.owned ? dollarsToCents(m.solarIncentives) : 0;
  return {
    system: {
      sizeKw: m.systemSizeKw,
      batteryIncluded: m.batteryIncluded,
      batteryCapacityKwh: m.batteryIncluded ? m.batteryCapacityKwh : 0,
      degradationPercent: m.degradationPercent,
      lifetimeYears: m.lifetimeYears,
      analysisYears: run.analysisYears,
    },
    systemCost: {
      total: c(run.totalSystemCostCents),
      breakdown: { solar: m.solarCost, installation: 0, other: m.otherCosts, battery: c(batteryCents) },
    },
    incentives: {
      solar: c(solarIncentivesCents),
      battery: c(batteryIncentivesCents),
      total: c(run.incentivesCents),
      notCounted: c(run.incentivesEnteredCents - run.incentivesCents),
      month: run.incentiveMonth,
    },
    netInvestment: c(run.netInvestmentCents),
    financing: figures.financing,
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
    omCosts: { enabled: run.lifetimeOMCents > 0, monthlyYear1: c(run.year1MonthlyOMCents), lifetime: c(run.lifetimeOMCents) },
    inverterReplacement:
      run.inverterReplacementMonth === null
        ? null
        : { year: Math.floor((run.inverterReplacementMonth - 1) / 12) + 1, cost: c(run.inverterReplacementCents) },
    trueInvestment: c(run.shownTrueInvestmentCents),
    metrics: {
      roi: run.roi === null ? null : run.roi.toNumber(),
      netSavings: c(run.netSavingsCents),
      netPresentValue: figures.netPresentValue,
      irr: figures.irr,
      lcoe: run.lcoe === null ? null : run.lcoe.toNumber(),
      lcoeIncludesFinancing: figures.lcoeIncludesFinancing,
      payback: run.paybackYears,
      discountedPayback: figures.discountedPayback,
      npv: m.npvEnabled,
      discountRate: m.discountRatePercent,
      costPerWattBeforeIncentives: figures.costPerWattBeforeIncentives,
      costPerWattAfterIncentives: figures.costPerWattAfterIncentives,
      batteryCostPerKwh: figures.batteryCostPerKwh,
      batteryCostPerKwhAfterIncentives: figures.batteryCostPerKwhAfterIncentives,
      lifetimeElectricalCost: c(run.noSolarCostCents),
      electricityCostWithSolar: figures.electricityCostWithSolar,
      savingsPercentage: figures.savingsPercentage,
      year1MonthlyCashFlow: figures.year1MonthlyCashFlow,
      lifetimeMonthlyCashFlow: figures.lifetimeMonthlyCashFlow,
    },
    federalCredit: figures.federalCredit,
    assumptions: figures.assumptions,
    cashFlow: cashFlow ? timelineRows(run) : [],
  };
}
