/**
 * Atlas finance engine: the public API. Pure TypeScript on a private decimal.js clone; values
 * cross this boundary as plain numbers (money in dollars, cent-precise) and strings.
 */
export { calculate, parseCalculatorInput } from './calculate';
export type { CalculatorInput, CalculatorInputLike, CalculatorResult } from './calculate';
export {
  analyzeQuote,
  costOnlySummary,
  deriveProposalValues,
  isFinanced,
  isReadyForAnalysis,
  missingRequiredInputs,
  withEquipment,
} from './quote-engine';
export type {
  ChecklistItem,
  CostOnlySummary,
  DerivedProposalValues,
  EngineResult,
  NumberLike,
  ProjectEnergySettings,
  ProposalData,
  QuoteAnalysisOptions,
} from './quote-engine';
export { compareQuotes, DRAFT_QUOTE_NAME } from './comparison';
export type { ComparableQuote, ComparisonMetrics, ComparisonRow } from './comparison';
export { cashFlowExtraColumns, cashFlowTableYears, yearlyCashFlows } from './cash-flow-table';
export { lifetimeCostComparison } from './cost-comparison';
export type { CostComparison } from './cost-comparison';
export type { CashFlowExtraColumns, YearlyCashFlow } from './cash-flow-table';
export type { TimelineRow } from './timeline';
export { CALCULATOR_V1_RULES, CALCULATOR_V2_RULES, validateField } from './validation';
export { BOUNDS, PLAUSIBLE } from './bounds';
export type { BoundsKey, NumberBounds, PlausibleKey } from './bounds';
export { plausibilityByField, plausibilityWarnings } from './plausibility';
export type { PlausibilityInput } from './plausibility';
export type { CalculatorV1Field, CalculatorV2Field, DynamicLimit, FieldRule, ValidationContext } from './validation';
export {
  needsNetMeteringRateAssumption,
  validateQuoteForm,
  validateWizardStep,
  WIZARD_REQUIRED_FIELDS,
  WIZARD_STEPS,
} from './form-validation';
export type { FormErrors, QuoteColumns, QuoteForm, WizardStepName } from './form-validation';
export type { Outcome, Warning, WarningCode } from './warnings';
export { financingMarkup } from './markup';
export type { FinancingMarkup } from './markup';
export { paydownPlan } from './paydown';
export type { InitialPaymentBasis, PaydownInput, PaydownPlan } from './paydown';
export { batteryIncrement, calculatorBatteryIncrement } from './battery';
export type { BatteryIncrement, BatteryOptions } from './battery';
export { quoteSensitivity, sensitivity } from './sensitivity';
export type { ScenarioKey, SensitivityScenario } from './sensitivity';
export { productionBand, productionSanity, TYPICAL_KWH_PER_KW } from './production-sanity';
export type { ProductionBand, ProductionSanity } from './production-sanity';
export { countsFederalCredit, federalCreditCaution, RESIDENTIAL_CREDIT_LAST_DAY } from './federal-credit';
export type { FederalCreditFigures, FederalCreditInput } from './federal-credit';
export type { AgreementFinancing, CashFinancing, DealerFee, Financing, LoanFinancing } from './financing';
export type { Assumption, AssumptionCode } from './assumptions';
export { END_OF_TERM_CHOICES, isOwned, readPaymentMethod } from './payment-method';
export type { EndOfTerm, PaymentMethod } from './payment-method';
export { loanStatement } from './loan-statement';
export type { LoanStatement, LoanStatementInput } from './loan-statement';
export { internalRateOfReturn } from './irr';
export { nominalRate } from './npv';
export { monthlyOMCost } from './om';
export { DEFINITIONS } from './definitions';
export type { DefinedFigure } from './definitions';
export {
  DASH,
  formatCents,
  formatDollars,
  formatKwh,
  formatPayback,
  formatPercent,
  formatPerKwh,
  formatPerWatt,
  formatThousands,
  IMMEDIATE_PAYBACK,
  PAYBACK_DISPLAY_LIMIT_YEARS,
} from './format';
export type { PaybackContext } from './format';
export * as MESSAGES from './messages';
