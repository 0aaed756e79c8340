import {
  analyzeQuoteFigures,
  type EngineResult,
  type ProjectEnergySettings,
  type ProposalData,
  type QuoteAnalysisOptions,
  withEquipment,
} from './quote-engine';
import type { Assumption } from './assumptions';
import { PAYBACK_DISPLAY_LIMIT_YEARS } from './format';
import type { Warning } from './warnings';

/** A quote as the project detail screen holds it (spec §3 "Quote"). */
export interface ComparableQuote {
  readonly id?: string | number | null;
  readonly name?: string | null;
  readonly company_name?: string | null;
  readonly archived?: boolean | null;
  readonly proposal_data?: ProposalData | null;
  /** The quote's equipment: its inverter's type and warranty decide the inverter replacement (issue 23). */
  readonly equipment?: unknown;
}

/** The figures of one quote in the comparison table (Basic and Advanced views). */
export interface ComparisonMetrics {
  readonly systemSizeKw: number;
  readonly totalSystemCost: number;
  readonly netInvestment: number;
  readonly costPerWattBeforeIncentives: number | null;
  readonly costPerWattAfterIncentives: number | null;
  /** The legacy name: 'financing' for a loan (see `paymentKind`). */
  readonly paymentMethod: 'cash' | 'financing' | 'lease' | 'ppa';
  readonly paymentKind: 'cash' | 'loan' | 'lease' | 'ppa';
  /** Loan: the level payment on the whole loan. Lease: year-1 payment. PPA: year-1 average. */
  readonly monthlyPayment: number;
  /** Loan with an incentive paydown: the payment after it; else `null`. */
  readonly paymentAfterPaydown: number | null;
  readonly totalInterest: number;
  /** Everything paid for the system (see DEFINITIONS.totalPaid). */
  readonly totalPaid: number;
  /** Financed price above the quote's cash price, dollars; `null` without a cash price. */
  readonly dealerFee: number | null;
  readonly year1MonthlyCashFlow: number;
  readonly lifetimeMonthlyCashFlow: number;
  /** Years; 0 = Immediate. */
  readonly simplePayback: number | null;
  readonly discountedPayback: number | null;
  readonly netPresentValue: number;
  /** Yearly, percent; `null` when none or not owned. */
  readonly irr: number | null;
  /** Payback is shown only when at most 30 years (spec, project detail). */
  readonly paybackShown: boolean;
  readonly roi: number | null;
  readonly netSavings: number;
  readonly lifetimeSavings: number;
  readonly lcoe: number | null;
  readonly lcoeIncludesFinancing: boolean;
  /** Lease/PPA: everything paid per kWh produced, against the utility's rate; `null` when owned. */
  readonly effectiveRatePerKwh: number | null;
  readonly utilityRatePerKwh: number | null;
  readonly lifetimeProductionMwh: number;
  /** kg CO₂e avoided over the lifetime (the state's grid factor × production); `null` without a factor. */
  readonly co2AvoidedKg: number | null;
  readonly savingsPercentage: number | null;
  readonly batteryIncluded: boolean;
  readonly batteryCapacityKwh: number;
  /** True when the figures count a federal credit that no longer applies: show its caution beside them. */
  readonly federalCreditCaution: boolean;
}

/** One row of the comparison table: `metrics` is `null` (dashes) when the quote cannot be analysed. */
export interface ComparisonRow {
  readonly id: string | number | null;
  readonly companyName: string;
  readonly archived: boolean;
  readonly metrics: ComparisonMetrics | null;
  readonly warnings: readonly Warning[];
  /** What the row's figures rest on (empty when the quote cannot be analysed). */
  readonly assumptions: readonly Assumption[];
}

/** The name a quote without a company name is saved under (spec §7). */
export const DRAFT_QUOTE_NAME = 'DRAFT: No Company Name Provided';

function metricsOf(result: EngineResult): ComparisonMetrics {
  const { metrics, financing } = result;
  return {
    systemSizeKw: result.system.sizeKw,
    totalSystemCost: result.systemCost.total,
    netInvestment: result.netInvestment,
    costPerWattBeforeIncentives: metrics.costPerWattBeforeIncentives,
    costPerWattAfterIncentives: metrics.costPerWattAfterIncentives,
    paymentMethod: financing.method,
    paymentKind: financing.kind,
    monthlyPayment: financing.monthlyPayment,
    paymentAfterPaydown: financing.kind === 'loan' ? financing.paymentAfterPaydown : null,
    totalInterest: financing.interest,
    totalPaid: financing.totalPaid,
    dealerFee: financing.kind === 'loan' ? (financing.dealerFee?.markup ?? null) : null,
    year1MonthlyCashFlow: metrics.year1MonthlyCashFlow,
    lifetimeMonthlyCashFlow: metrics.lifetimeMonthlyCashFlow,
    simplePayback: metrics.payback,
    discountedPayback: metrics.discountedPayback,
    netPresentValue: metrics.netPresentValue,
    irr: metrics.irr,
    paybackShown: metrics.payback !== null && metrics.payback <= PAYBACK_DISPLAY_LIMIT_YEARS,
    roi: metrics.roi,
    netSavings: metrics.netSavings,
    lifetimeSavings: result.grossBenefits.lifetimeSavings,
    lcoe: metrics.lcoe,
    lcoeIncludesFinancing: metrics.lcoeIncludesFinancing,
    effectiveRatePerKwh: financing.kind === 'lease' || financing.kind === 'ppa' ? financing.effectiveRatePerKwh : null,
    utilityRatePerKwh: financing.kind === 'lease' || financing.kind === 'ppa' ? financing.utilityRatePerKwh : null,
    lifetimeProductionMwh: result.production.lifetime / 1000,
    co2AvoidedKg: result.carbon?.kgAvoided ?? null,
    savingsPercentage: metrics.savingsPercentage,
    batteryIncluded: result.system.batteryIncluded,
    batteryCapacityKwh: result.system.batteryCapacityKwh,
    federalCreditCaution: result.federalCredit.caution !== null,
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
  options: QuoteAnalysisOptions | null = {},
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
      const outcome = analyzeQuoteFigures(project, withEquipment(q.proposal_data, q.equipment), options);
      const metrics = outcome.result === null ? null : metricsOf(outcome.result);
      return { id, companyName, archived, metrics, warnings: outcome.warnings, assumptions: outcome.result?.assumptions ?? [] };
    } catch (cause) {
      // A quote object that cannot even be read (a throwing getter) still gets its row of dashes.
      const message = cause instanceof Error ? cause.message : String(cause);
      return {
        id,
        companyName,
        archived,
        metrics: null,
        warnings: [{ severity: 'error', code: 'ENGINE_FAILURE', message }],
        assumptions: [],
      };
    }
  });
}
