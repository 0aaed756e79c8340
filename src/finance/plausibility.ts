import { PLAUSIBLE, type PlausibleKey, type PlausibleRange } from './bounds';
import { coerceNumber } from './coerce';
import {
  degradationUnusual,
  exportRateUnusual,
  interestRateUnusual,
  productionHigh,
  productionLow,
  rateHighUnusual,
  rateLowUnusual,
} from './messages';

/*
 * The soft checks of the bounds table (bounds.ts PLAUSIBLE), worded once: a value every form accepts but
 * that is unusual enough to ask about. The quote wizard and editor, the energy settings form and the
 * calculators each map their own field names onto `PlausibilityInput` and show the message under the field
 * the check belongs to; none of them blocks a save. Light on purpose (no decimal.js): the forms call it while
 * typing, before the engine has loaded.
 */

/** What the checks read, as typed (text, numbers or empty). */
export interface PlausibilityInput {
  readonly systemSizeKw?: unknown;
  readonly year1ProductionKwh?: unknown;
  readonly electricityRate?: unknown;
  readonly netMeteringRate?: unknown;
  readonly interestRatePercent?: unknown;
  readonly degradationPercent?: unknown;
}

/** The field of `PlausibilityInput` each check is shown under. */
export const PLAUSIBLE_FIELD: Readonly<Record<PlausibleKey, keyof PlausibilityInput>> = {
  productionPerKw: 'year1ProductionKwh',
  electricityRate: 'electricityRate',
  netMeteringRate: 'netMeteringRate',
  interestRate: 'interestRatePercent',
  degradation: 'degradationPercent',
};

const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function filled(value: unknown): number | null {
  const coerced = coerceNumber(value);
  return coerced.kind === 'number' ? coerced.value : null;
}

function below(key: PlausibleKey, value: number): boolean {
  const range: PlausibleRange = PLAUSIBLE[key];
  return range.low !== undefined && value < range.low;
}

function above(key: PlausibleKey, value: number): boolean {
  const range: PlausibleRange = PLAUSIBLE[key];
  return range.high !== undefined && value > range.high;
}

/**
 * The warnings of the filled values, keyed by check (see PLAUSIBLE_FIELD for the field each goes under);
 * an empty or unreadable value has none (its bounds message is the form's to show).
 */
export function plausibilityWarnings(input: PlausibilityInput): Partial<Record<PlausibleKey, string>> {
  const warnings: Partial<Record<PlausibleKey, string>> = {};
  const size = filled(input.systemSizeKw);
  const production = filled(input.year1ProductionKwh);
  if (size !== null && production !== null && size > 0 && production > 0) {
    const perKw = production / size;
    const shown = GROUPED.format(Math.round(perKw));
    if (below('productionPerKw', perKw)) warnings.productionPerKw = productionLow(shown, GROUPED.format(PLAUSIBLE.productionPerKw.low));
    else if (above('productionPerKw', perKw)) warnings.productionPerKw = productionHigh(shown);
  }
  const rate = filled(input.electricityRate);
  if (rate !== null && rate > 0 && below('electricityRate', rate))
    warnings.electricityRate = rateLowUnusual(GROUPED.format(PLAUSIBLE.electricityRate.low));
  else if (rate !== null && above('electricityRate', rate))
    warnings.electricityRate = rateHighUnusual(GROUPED.format(PLAUSIBLE.electricityRate.high));
  const exportRate = filled(input.netMeteringRate);
  if (exportRate !== null && above('netMeteringRate', exportRate))
    warnings.netMeteringRate = exportRateUnusual(GROUPED.format(PLAUSIBLE.netMeteringRate.high));
  const interest = filled(input.interestRatePercent);
  if (interest !== null && above('interestRate', interest))
    warnings.interestRate = interestRateUnusual(GROUPED.format(PLAUSIBLE.interestRate.high));
  const degradation = filled(input.degradationPercent);
  if (degradation !== null && above('degradation', degradation))
    warnings.degradation = degradationUnusual(GROUPED.format(PLAUSIBLE.degradation.high));
  return warnings;
}

/**
 * The same warnings keyed by a surface's own field names: `names` maps each input to the surface's field
 * (a surface without a field for a check simply has no key for it).
 */
export function plausibilityByField<Name extends string>(
  values: Readonly<Partial<Record<Name, unknown>>>,
  names: Readonly<Partial<Record<keyof PlausibilityInput, Name>>>,
): Partial<Record<Name, string>> {
  const input: Record<string, unknown> = {};
  for (const [key, name] of Object.entries(names) as [keyof PlausibilityInput, Name][]) input[key] = values[name];
  const out: Partial<Record<Name, string>> = {};
  for (const [check, message] of Object.entries(plausibilityWarnings(input)) as [PlausibleKey, string][]) {
    const name = names[PLAUSIBLE_FIELD[check]];
    if (name !== undefined) out[name] = message;
  }
  return out;
}
