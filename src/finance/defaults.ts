import type { EndOfTerm } from './payment-method';

/**
 * The values the engine assumes when the quote or the settings do not give them (spec §9), each written
 * once. No imports that carry code: forms and placeholders read these without loading the engine.
 */
export const DEFAULT_LIFETIME_YEARS = 25;
export const DEFAULT_DEGRADATION_PERCENT = 0.5;
export const DEFAULT_RATE_INCREASE_PERCENT = 3;
export const DEFAULT_OM_ESCALATION_PERCENT = 2;
export const DEFAULT_DISCOUNT_RATE_PERCENT = 3;
/**
 * Incentives arrive 12 months after installation unless the quote says when: the federal credit is claimed
 * on the tax return for the year of installation and refunded in the tax season after it (issue 22: counting
 * it at installation understated the cash needed and called a zero-down loan's payback "Immediate"). The
 * quote's "Incentives arrive after" field changes it; cash needed at signing never counts it.
 */
export const DEFAULT_INCENTIVE_MONTH = 12;
/** A lease or PPA that does not state an escalator is read as flat; the assumption is listed. */
export const DEFAULT_ESCALATOR_PERCENT = 0;
/** A lease or PPA that does not say what happens at its end is read as returned (nothing assumed after it). */
export const DEFAULT_END_OF_TERM: EndOfTerm = 'return';

/**
 * An owned system's inverter warranty in years when the quote states the inverter's type but not its warranty
 * (issue 23): the usual manufacturer's warranty of each kind. A string inverter's is 10 years; the string
 * inverter behind power optimizers usually carries 12 (the optimizers themselves 25); microinverters 25.
 */
export const DEFAULT_INVERTER_WARRANTY_YEARS = { string: 10, 'power-optimizers': 12, microinverters: 25 } as const;
/**
 * The inverter replacement's cost when the quote does not state one, in dollars per watt of the system, at
 * today's price and never escalated: Atlas's own round figure for a new string inverter and an electrician to
 * fit it (8 kW: $1,600), not a market quotation. Inverter hardware has grown cheaper while labour has grown
 * dearer, so today's price is the plainest figure to show and to change; the quote's "Inverter replacement
 * cost" field replaces it (0: none).
 */
export const DEFAULT_INVERTER_REPLACEMENT_PER_WATT = 0.2;
