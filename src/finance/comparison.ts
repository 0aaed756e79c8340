import { analyzeQuote, type EngineResult, type ProjectEnergySettings, type ProposalData, type QuoteAnalysisOptions } from './quote-engine';
import { PAYBACK_DISPLAY_LIMIT_YEARS } from './format';
import type { Warning } from './warnings';

/** A quote as the project detail screen holds it (spec §3 "Quote"). */
export interface ComparableQuote {
  readonly id?: string | number | null;
  readonly name?: string | null;
  readonly company_name?: string | null;
  readonly archived?: boolean | null;
  readonly proposal_data?: ProposalData | null;
}

/** The figures of one quote in the comparison table (Basic and Advanced views). */
export interface ComparisonMetrics {
  readonly systemSizeKw: number;
  readonly totalSystemCost: number;
  readonly netInvestment: number;
  readonly costPerWattBeforeIncentives: number | null;
  readonly costPerWattAfterIncentives: number | null;
  readonly paymentMethod: 'cash' | 'financing';
  readonly monthlyPayment: number;
  readonly totalInterest: number;
  readonly year1MonthlyCashFlow: number;
  readonly lifetimeMonthlyCashFlow: number;
  readonly simplePayback: number | null;
  /** Payback is shown only when at most 30 years (spec, project detail). */
  readonly paybackShown: boolean;
  readonly roi: number | null;
  readonly netSavings: number;
  readonly lifetimeSavings: number;
  readonly lcoe: number | null;
  readonly lifetimeProductionMwh: number;
  readonly savingsPercentage: number | null;
  readonly batteryIncluded: boolean;
  readonly batteryCapacityKwh: number;
}

/** One row of the comparison table: `metrics` is `null` (dashes) when the quote cannot be analysed. */
export interface ComparisonRow {
  readonly id: string | number | null;
  readonly companyName: string;
  readonly archived: boolean;
  readonly metrics: ComparisonMetrics | null;
  readonly warnings: readonly Warning[];
}

/** The name a quote without a company name is saved under (spec §7). */
export const DRAFT_QUOTE_NAME = 'DRAFT: No Company Name Provided';

function metricsOf(result: EngineResult): ComparisonMetrics {
  const { metrics } = result;
  return {
    systemSizeKw: result.system.sizeKw,
    totalSystemCost: result.systemCost.total,
    netInvestment: result.netInvestment,
    costPerWattBeforeIncentives: metrics.costPerWattBeforeIncentives,
    costPerWattAfterIncentives: metrics.costPerWattAfterIncentives,
    paymentMethod: result.financing.method,
    monthlyPayment: result.financing.monthlyPayment,
    totalInterest: result.financing.interest,
    year1MonthlyCashFlow: metrics.year1MonthlyCashFlow,
    lifetimeMonthlyCashFlow: metrics.lifetimeMonthlyCashFlow,
    simplePayback: metrics.payback,
    paybackShown: metrics.payback !== null && metrics.payback <= PAYBACK_DISPLAY_LIMIT_YEARS,
    roi: metrics.roi,
    netSavings: metrics.netSavings,
    lifetimeSavings: result.grossBenefits.lifetimeSavings,
    lcoe: metrics.lcoe,
    lifetimeProductionMwh: result.production.lifetime / 1000,
    savingsPercentage: metrics.savingsPercentage,
    batteryIncluded: result.system.batteryIncluded,
    batteryCapacityKwh: result.system.batteryCapacityKwh,
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The comparison table: every quote analysed under the same project settings. A quote whose
 * analysis fails gets `metrics: null` and never breaks the table; this function never throws.
 */
export function compareQuotes(
  project: ProjectEnergySettings | null | undefined,
  quotes: readonly ComparableQuote[] | null | undefined,
  options: QuoteAnalysisOptions = {},
): ComparisonRow[] {
  if (!Array.isArray(quotes)) return [];
  return quotes.map((quote: ComparableQuote | null | undefined): ComparisonRow => {
    let id: string | number | null = null;
    let companyName = DRAFT_QUOTE_NAME;
    let archived = false;
    try {
      const q = quote ?? {};
      id = typeof q.id === 'string' || typeof q.id === 'number' ? q.id : null;
      companyName = text(q.company_name) || text(q.name) || DRAFT_QUOTE_NAME;
      archived = q.archived === true;
      const outcome = analyzeQuote(project, q.proposal_data, options);
      const metrics = outcome.result === null ? null : metricsOf(outcome.result);
      return { id, companyName, archived, metrics, warnings: outcome.warnings };
    } catch (cause) {
      // A quote object that cannot even be read (a throwing getter) still gets its row of dashes.
      const message = cause instanceof Error ? cause.message : String(cause);
      return { id, companyName, archived, metrics: null, warnings: [{ severity: 'error', code: 'ENGINE_FAILURE', message }] };
    }
  });
}
