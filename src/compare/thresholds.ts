/**
 * Every threshold the comparison's verdict and red flags use, in one place (README.md explains each).
 * Changing one here changes the sentence a homeowner reads: keep the README in step.
 */

/** Lifetime savings: two quotes within this many dollars tie (the engine rounds to the cent; a dollar is noise). */
export const TIE_DOLLARS = 1;
/** Lifetime savings: a lead under max(CLOSE_CALL_DOLLARS, CLOSE_CALL_SHARE × |best|) is a close call. */
export const CLOSE_CALL_DOLLARS = 250;
export const CLOSE_CALL_SHARE = 0.02;
/** Monthly budget: a lead under this many dollars a month is a close call (under TIE_DOLLARS, a tie). */
export const CLOSE_CALL_MONTHLY_DOLLARS = 5;
/** Payback: a lead under this many years is a close call; under TIE_YEARS, a tie. */
export const CLOSE_CALL_YEARS = 0.5;
export const TIE_YEARS = 0.05;
/** A "because" reason is given only when the difference behind it is at least this share (3 %). */
export const REASON_MIN_SHARE = 0.03;

/**
 * Production above the local norm: year-1 kWh per kW above the state's plausible band (the engine's
 * productionSanity: 115 % of the typical yield), or, without a known state, more than this share above
 * the median of the project's other quotes for the same roof.
 */
export const PRODUCTION_ABOVE_PEERS_SHARE = 0.15;
/**
 * Price per watt (before incentives) far outside the usual range of US residential quotes: the national
 * range, used when the guides hold too few prices for the project's state (local-range.ts). Below the low
 * end usually means something is left out; above the high end is worth a second quote.
 */
export const PRICE_PER_WATT_LOW = 2.0;
export const PRICE_PER_WATT_HIGH = 4.5;
/**
 * The local range: from the typical $/W of the published, scored businesses in Atlas's guides for the
 * project's state (their `basic_content` metric `cost_per_watt`), at least LOCAL_RANGE_MIN_PRICES of them.
 * The range runs from the 10th percentile less LOCAL_RANGE_MARGIN to the 90th percentile plus it: the
 * businesses' figures are typical prices, and one quote varies more than a typical price.
 */
export const LOCAL_RANGE_MIN_PRICES = 5;
export const LOCAL_RANGE_LOW_PERCENTILE = 0.1;
export const LOCAL_RANGE_HIGH_PERCENTILE = 0.9;
export const LOCAL_RANGE_MARGIN = 0.15;
/** A quoted loan payment differing from the rate-and-term payment by more than both of these. */
export const PAYMENT_MISMATCH_DOLLARS = 5;
export const PAYMENT_MISMATCH_SHARE = 0.02;
/** Loan interest above this share of the amount financed. */
export const INTEREST_SHARE_OF_PRINCIPAL = 0.8;
/**
 * Monthly budget: quotes needing at most this share of the system cost up front are compared first (a
 * homeowner who puts the monthly outlay first is usually not paying the price in cash).
 */
export const LOW_UPFRONT_SHARE = 0.1;
/**
 * An IRR is compared only when the quote needs at least this much cash at signing, and this share of its
 * system cost: a rate of return on almost nothing paid in (a zero-down loan: 138 % a year) is not a return.
 */
export const IRR_MIN_OUTLAY_DOLLARS = 1000;
export const IRR_MIN_OUTLAY_SHARE = 0.05;
