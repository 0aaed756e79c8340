import { PLAUSIBLE } from './bounds';
import { coerceNumber } from './coerce';
import { productionHigh } from './messages';

/*
 * The soft checks of the bounds table (bounds.ts PLAUSIBLE), worded once: a value every form accepts but
 * that is unusual enough to ask about. The quote wizard and editor (their settings form included) and the
 * calculators each map their own field names onto `PlausibilityInput` and show the message under that
 * field; none of them blocks a save. (The project page's settings dialog does not load it: that page is
 * at its JavaScript ceiling.) Light on purpose (no decimal.js): the calculators call it while typing,
 * before the engine has loaded. Above the high bound of production per kW it words spec §5's warning, as the
 * engine does (warnings.ts PRODUCTION_HIGH).
 */

/** What the checks read, as typed (text, numbers or empty); each caution shows under its own field. */
export interface PlausibilityInput {
  readonly systemSizeKw?: unknown;
  /** Production per kW: the year-1 production over the system size. */
  readonly year1ProductionKwh?: unknown;
  readonly electricityRate?: unknown;
  readonly interestRatePercent?: unknown;
}

const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const grouped = (value: number): string => GROUPED.format(value);

function filled(value: unknown): number | null {
  const coerced = coerceNumber(value);
  return coerced.kind === 'number' ? coerced.value : null;
}

/** The cautions of the filled values, keyed by the field each shows under; none for an empty or unreadable value. */
export function plausibilityWarnings(input: PlausibilityInput): Partial<Record<keyof PlausibilityInput, string>> {
  const out: Partial<Record<keyof PlausibilityInput, string>> = {};
  const size = filled(input.systemSizeKw);
  const production = filled(input.year1ProductionKwh);
  if (size !== null && production !== null && size > 0 && production > 0) {
    const perKw = production / size;
    const { low, high } = PLAUSIBLE.productionPerKw;
    const shown = grouped(Math.round(perKw));
    if (perKw < low)
      out.year1ProductionKwh = `Production estimate (${shown} kWh per kW) is below ${grouped(low)}, less than any US home system makes; is it the whole year’s kWh?`;
    else if (perKw > high) out.year1ProductionKwh = productionHigh(shown);
  }
  const rate = filled(input.electricityRate);
  const rates = PLAUSIBLE.electricityRate;
  if (rate !== null && rate > 0 && rate < rates.low)
    out.electricityRate = `A rate below $${rates.low} per kWh is less than US utilities charge; check your bill`;
  if (rate !== null && rate > rates.high)
    out.electricityRate = `A rate above $${rates.high} per kWh is more than US utilities charge; check your bill`;
  const interest = filled(input.interestRatePercent);
  if (interest !== null && interest > PLAUSIBLE.interestRate.high)
    out.interestRatePercent = `An interest rate above ${PLAUSIBLE.interestRate.high}% is far above the 4–12% of most solar loans; check the offer`;
  return out;
}

/** The same cautions keyed by a surface's own field names (`names`: each input's field on that surface). */
export function plausibilityByField<Name extends string>(
  values: Readonly<Partial<Record<Name, unknown>>>,
  names: Readonly<Partial<Record<keyof PlausibilityInput, Name>>>,
): Partial<Record<Name, string>> {
  const keys = Object.keys(names) as (keyof PlausibilityInput)[];
  const warnings = plausibilityWarnings(Object.fromEntries(keys.map((key) => [key, values[names[key] as Name]])));
  const out: Partial<Record<Name, string>> = {};
  for (const key of keys) {
    const message = warnings[key];
    if (message !== undefined) out[names[key] as Name] = message;
  }
  return out;
}
