import { billedQuote, type BillResult } from './billed-quote';
import { carbonAvoided, gridEmissionsAssumption, gridFactorOf, gridFactorWarning } from './carbon/carbon';
import { D } from './decimal';
import { NON_FINITE_RESULT, SIDEBAR_CRASH, SIDEBAR_NO_PROJECT } from './messages';
import { runModel, type ModelRun } from './model';
import { crashed, failed } from './outcome';
import { incentivesIssue } from './incentives';
import { costOnlySummary } from './quote-checklist';
import { quoteModel, type ProjectEnergySettings, type ProposalData, type QuoteAnalysisOptions } from './quote-input';
import { toEngineResult, type EngineResult } from './quote-result';
import { roundTo } from './rounding';
import { timelineIsFinite } from './timeline';
import { hasNonFinite, resultWarnings, type Outcome, type Warning } from './warnings';

/*
 * The quote engine's entry points: a quote's analysis for the side panel and the derived values
 * stored on proposal_data. The inputs (quote-input.ts), the checklist and cost-only fallback
 * (quote-checklist.ts) and the result's shape (quote-result.ts) live beside it; they are
 * re-exported here so callers keep one import.
 */
export * from './quote-input';
export * from './quote-checklist';
export * from './quote-result';

/** Runs a quote's model into a full engine run and its warnings, or the issues that prevent it. */
export function runQuote(
  project: ProjectEnergySettings | null | undefined,
  proposal: ProposalData | null | undefined,
  options: QuoteAnalysisOptions | null = {},
): { readonly run: ModelRun | null; readonly warnings: readonly Warning[]; readonly bill: BillResult | null } {
  const { model: simple, issues } = quoteModel(project, proposal, options);
  if (simple === null) return { run: null, warnings: issues, bill: null };
  const incentives = incentivesIssue(simple);
  if (incentives !== null) return { run: null, warnings: [...issues, incentives], bill: null };
  // With a tariff on the project, year 1's savings come from the hourly bill (issue 23).
  const { model, bill, warnings: billWarnings } = billedQuote(project ?? {}, proposal ?? {}, simple);
  const run = runModel(model);
  return { run, warnings: [...issues, ...billWarnings, ...resultWarnings(run)], bill };
}

/**
 * The quote panel's analysis of one quote under the project's energy settings. Never throws:
 * a quote that cannot be analysed gets `result: null`, its reasons as error warnings and `error`
 * ('Missing required data for calculations' without a project; 'An error occurred while
 * calculating metrics' on an unexpected failure, the cause in the warning).
 */
export function analyzeQuote(
  project: ProjectEnergySettings | null | undefined,
  proposal: ProposalData | null | undefined,
  options: QuoteAnalysisOptions | null = {},
): Outcome<EngineResult> {
  return analyze(project, proposal, options, true);
}

/**
 * analyzeQuote without the monthly rows (`cashFlow` is empty): every figure, for the comparison
 * table and stored values, at a fraction of the allocation. Never throws.
 */
export function analyzeQuoteFigures(
  project: ProjectEnergySettings | null | undefined,
  proposal: ProposalData | null | undefined,
  options: QuoteAnalysisOptions | null = {},
): Outcome<EngineResult> {
  return analyze(project, proposal, options, false);
}

function analyze(
  project: ProjectEnergySettings | null | undefined,
  proposal: ProposalData | null | undefined,
  options: QuoteAnalysisOptions | null,
  cashFlow: boolean,
): Outcome<EngineResult> {
  try {
    if (project === null || project === undefined) {
      return failed([{ severity: 'error', code: 'MISSING_REQUIRED_INPUT', message: SIDEBAR_NO_PROJECT }]);
    }
    const { run, warnings, bill } = runQuote(project, proposal, options);
    if (run === null) return failed(warnings);
    const figures = toEngineResult(run, { cashFlow });
    // CO₂ avoided: the production series the lifetime figure adds up, times the state's grid factor.
    const grid = gridFactorOf(project);
    const result: EngineResult = {
      ...figures,
      bill,
      carbon: carbonAvoided(grid, figures.production.yearly),
      assumptions: [...figures.assumptions, gridEmissionsAssumption(grid)],
    };
    if (hasNonFinite({ ...result, cashFlow: [] }) || !timelineIsFinite(result.cashFlow))
      return failed([...warnings, { severity: 'error', code: 'ENGINE_FAILURE', message: NON_FINITE_RESULT }]);
    const gridWarning = gridFactorWarning(grid);
    return { result, warnings: gridWarning === null ? warnings : [...warnings, gridWarning] };
  } catch (cause) {
    return crashed(cause, SIDEBAR_CRASH);
  }
}

const positiveOrNull = (value: number | null): number | null => (value === null ? null : Math.max(0, value));

/** The derived values stored on proposal_data (spec §3); engine figures are `null` when it cannot run. */
export interface DerivedProposalValues {
  readonly expected_net_savings: number | null;
  readonly lifetime_monthly_payment: number | null;
  readonly lifetime_production_mwh: number | null;
  readonly net_investment: number;
  readonly simple_payback: number | null;
  /** ROI over the project's lifetime (DEFAULT_LIFETIME_YEARS unless the project says otherwise). */
  readonly roi_25_year: number | null;
  readonly total_system_cost: number;
  readonly cost_per_watt_before_incentives: number | null;
  readonly cost_per_watt_after_incentives: number | null;
  readonly electricity_cost_with_solar: number | null;
  readonly lifetime_savings: number | null;
  readonly solar_kwh_cost_lcoe: number | null;
  readonly year1_monthly_cashflow: number | null;
  readonly lifetime_monthly_cashflow: number | null;
  readonly savings_percentage: number | null;
}

/**
 * The derived values to store on a quote's proposal_data. Cost figures come from the quote alone
 * (so a draft still gets them); the rest from the engine, `null` when it cannot run. Ratios are
 * rounded for storage: payback 2 decimals, ROI and savings % 2 decimals, LCOE 4 decimals.
 */
export function deriveProposalValues(
  project: ProjectEnergySettings | null | undefined,
  proposal: ProposalData | null | undefined,
  options: QuoteAnalysisOptions | null = {},
): DerivedProposalValues {
  const costs = costOnlySummary(proposal);
  const { result } = analyzeQuoteFigures(project, proposal, options);
  const round = (value: number | null | undefined, places: number): number | null =>
    value === null || value === undefined ? null : roundTo(new D(value), places);
  return {
    expected_net_savings: result?.metrics.netSavings ?? null,
    lifetime_monthly_payment: result?.financing.monthlyPayment ?? null,
    lifetime_production_mwh: round(result === null ? null : result.production.lifetime / 1000, 3),
    // Never negative: an engine that could not run (incentives above the cost) stores the cost-only figure, floored at 0.
    net_investment: Math.max(0, result?.netInvestment ?? costs.netInvestment),
    simple_payback: round(result?.metrics.payback, 2),
    roi_25_year: round(result?.metrics.roi, 2),
    total_system_cost: result?.systemCost.total ?? costs.totalSystemCost,
    cost_per_watt_before_incentives: round(result?.metrics.costPerWattBeforeIncentives ?? costs.costPerWattBeforeIncentives, 4),
    cost_per_watt_after_incentives: round(
      positiveOrNull(result?.metrics.costPerWattAfterIncentives ?? costs.costPerWattAfterIncentives),
      4,
    ),
    electricity_cost_with_solar: result?.metrics.electricityCostWithSolar ?? null,
    lifetime_savings: result?.grossBenefits.lifetimeSavings ?? null,
    solar_kwh_cost_lcoe: round(result?.metrics.lcoe, 4),
    year1_monthly_cashflow: result?.metrics.year1MonthlyCashFlow ?? null,
    lifetime_monthly_cashflow: result?.metrics.lifetimeMonthlyCashFlow ?? null,
    savings_percentage: round(result?.metrics.savingsPercentage, 2),
  };
}
