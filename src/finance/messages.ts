/**
 * Every message the engine shows, as constants or small template functions. Quoted texts come
 * from the spec (quotes-finance-calculator.md §5, §8); where the spec elides part of a message
 * ('Payback period ... exceeds system lifetime') the elided part is filled in with the figure.
 */

// Field validation (first calculator, validated on blur).
export const MUST_BE_VALID_NUMBER = 'Must be a valid number';
export const mustBeAtLeast = (min: string): string => `Must be at least ${min}`;
export const mustNotExceed = (max: string): string => `Must not exceed ${max}`;
/** Shown for a required field left empty (the spec's text for a non-text error in the wizard dialog). */
export const FIELD_REQUIRED = 'This field is required';
export const PAYMENT_METHOD_INVALID = 'Must be cash, loan, lease or PPA';
export const END_OF_TERM_INVALID = 'Must be return, buyout or renew';
export const FLAG_INVALID = 'Must be yes, no or left empty';
export const MUST_BE_WHOLE_NUMBER = 'Must be a whole number';
export const PAYDOWN_SOURCE_INVALID = 'Must be the federal tax credit, all incentives or an amount';

// Calculation warnings and errors (§5).
export const NEGATIVE_ROI = 'Negative ROI - system costs exceed lifetime benefits';
export const INCENTIVES_EXCEED_COST = 'Incentives cannot exceed total system cost';
export const paybackExceedsLifetime = (lifetimeYears: number): string =>
  `Payback period (more than ${lifetimeYears} ${lifetimeYears === 1 ? 'year' : 'years'}) exceeds system lifetime`;
export const interestHigh = (percentOfPrincipal: string): string => `Total interest (${percentOfPrincipal}% of principal) is very high`;
export const productionHigh = (kwhPerKw: string): string => `Production estimate (${kwhPerKw} kWh per kW) seems high for most locations`;
export const lcoeHigh = (lcoe: string, rate: string): string =>
  `Solar cost per kWh (${lcoe}) is more than twice the current electricity rate (${rate})`;

// Engine notes the spec does not word; written in the same plain style.
/** Why a quote has no CO₂ figure: whose factor is missing, and the reason. */
export const noGridFactor = (subject: string, reason: string): string =>
  `No grid emission factor for ${subject}: ${reason}, so the CO₂ avoided is not shown`;
export const exportCapped = 'Monthly net excess is more than the system produces; exports were capped at production';
export const downPaymentCapped = 'Down payment is more than the total system cost; the excess was ignored';
export const loanOutlivesSystem = (loanYears: string, lifetimeYears: number): string =>
  `Loan term (${loanYears} years) is longer than the system lifetime (${lifetimeYears} years); payments continue after production stops`;
export const missingRequired = (label: string): string => `${label} is required for the analysis`;
export const incentivesNotCounted = (kind: string): string =>
  `Incentives and yearly benefits are not counted on a ${kind}: the owner of the system claims them, not you`;
export const loanAmountShort = (gap: string): string =>
  `The loan amount plus the down payment is ${gap} short of the system cost; that much is counted as paid at installation`;
export const loanAmountAboveCost = (fee: string, share: string): string =>
  `The loan amount plus the down payment is ${fee} (${share}) more than the system cost: a dealer fee, counted with the interest`;
export const paydownAfterLoan = 'The incentives arrive after the loan is repaid, so they cannot pay it down; they are counted as your cash';
export const incentiveAfterAnalysis = (months: number): string =>
  `The incentives arrive after the period analysed; they are counted in its last month (month ${months})`;
export const quotedDiffers = (what: string, quoted: string, computed: string): string =>
  `The quote states ${what} of ${quoted}; the loan's terms give ${computed}. Ask the lender which is right`;
export const dealerFee = (fee: string, share: string, cashPrice: string): string =>
  `Financing adds ${fee} to the price (${share} of the ${cashPrice} cash price): a dealer fee folded into the loan`;
export const paymentsExceedSavings = (kind: string): string => `${kind} payments cost more than the solar saves over the agreement`;
export const federalCreditAboveIncentives = 'The federal credit amount is more than the incentives entered; check both with the installer';
export const incentivePartsAboveTotal = (parts: string, incentives: string): string =>
  `The credits and rebates entered add up to ${parts}, more than the incentives (${incentives}); check them with the installer`;
export const paydownAboveIncentives = (amount: string, incentives: string): string =>
  `The paydown amount (${amount}) is more than the incentives (${incentives}); only they pay the loan down`;

// Engine and crash messages (§8).
export const CALCULATOR_CRASH = 'An error occurred in the calculator. Please refresh and try again.';
export const CALCULATION_ERROR_TITLE = 'Calculation Error';
export const SIDEBAR_NO_PROJECT = 'Missing required data for calculations';
export const SIDEBAR_CRASH = 'An error occurred while calculating metrics';
export const NON_FINITE_RESULT = 'The calculation produced a value that is not a finite number';

// Editor validation (§5 "Editor").
export const COMPANY_NAME_REQUIRED = 'Company name is required';
export const BENEFIT_DURATION_REQUIRED = 'Benefit duration is required when yearly benefits is filled';
export const YEARLY_BENEFITS_REQUIRED = 'Yearly benefits is required when benefit duration is filled';
export const DOWN_PAYMENT_REQUIRED = 'Down payment is required for loan financing';
export const INTEREST_RATE_REQUIRED = 'Interest rate is required for loan financing';
export const LOAN_TERM_REQUIRED = 'Loan term is required for loan financing';
export const MONITORING_BRAND_REQUIRED = 'Monitoring brand is required when monitoring is enabled';
export const BATTERY_COST_REQUIRED = 'Battery cost is required when battery is included';

/**
 * The wizard's pattern: '{field name with its first underscore replaced by a space} is required'.
 * Applied literally, so company_name → 'company name is required' (lower case, as the field name
 * is): the spec states the pattern, not a label, and the editor's capitalised 'Company name is
 * required' is a separate rule. Only the first underscore is replaced: a_b_c → 'a b_c is required'.
 */
export const wizardRequired = (fieldName: string): string => `${fieldName.replace('_', ' ')} is required`;

// Federal credit caution (reference file, "Policy facts").
export const FEDERAL_CREDIT_EXPIRED =
  'This quote counts a federal tax credit, but the residential clean energy credit (§25D) does not apply to systems installed after December 31, 2025. Ask the installer for the figures without it.';
/** Beside a figure that counts the credit (its mark's legend). */
export const FEDERAL_CREDIT_MARK =
  'Counts the federal tax credit (§25D), which does not apply to systems installed after December 31, 2025: ask the installer for this figure without it.';
export const BATTERY_NOT_INCLUDED = 'This quote does not include a battery';
export const productionAboveBand = (kwhPerKw: string, state: string, range: string): string =>
  `Production estimate (${kwhPerKw} kWh per kW) is above the plausible range for ${state} (${range}); ask the installer how it was modelled`;
export const productionBelowBand = (kwhPerKw: string, state: string, range: string): string =>
  `Production estimate (${kwhPerKw} kWh per kW) is below the usual range for ${state} (${range}); check roof orientation and shading`;
