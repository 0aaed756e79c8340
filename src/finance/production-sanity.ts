import { D } from './decimal';
import { productionAboveBand, productionBelowBand } from './messages';
import { formatLimit } from './validation';
import type { Warning } from './warnings';

/**
 * Typical year-1 yield (kWh per kW DC) of a south-facing, unshaded roof array at a fixed tilt near
 * latitude, with PVWatts' default 14 % system losses, by state. These are approximations compiled
 * for this check from NREL's solar resource data as PVWatts (pvwatts.nrel.gov) reports it for each
 * state's main population centres, rounded to 50; they are consistent with the commonly published
 * US spread of about 2.8–4.8 kWh per kW per day (roughly 1,000–1,750 a year) and with the spec's
 * hint of 1,300–1,600. Large states span more than one climate (CA, TX, WA, OR): the band below is
 * wide enough for that. Verify a state against PVWatts before tightening its band.
 */
export const TYPICAL_KWH_PER_KW: Readonly<Record<string, number>> = {
  AL: 1350,
  AK: 900,
  AZ: 1700,
  AR: 1350,
  CA: 1600,
  CO: 1550,
  CT: 1250,
  DE: 1300,
  DC: 1300,
  FL: 1400,
  GA: 1350,
  HI: 1450,
  ID: 1450,
  IL: 1250,
  IN: 1250,
  IA: 1300,
  KS: 1450,
  KY: 1250,
  LA: 1350,
  ME: 1250,
  MD: 1300,
  MA: 1250,
  MI: 1200,
  MN: 1300,
  MS: 1350,
  MO: 1350,
  MT: 1350,
  NE: 1400,
  NV: 1700,
  NH: 1250,
  NJ: 1300,
  NM: 1700,
  NY: 1250,
  NC: 1350,
  ND: 1300,
  OH: 1200,
  OK: 1450,
  OR: 1250,
  PA: 1250,
  RI: 1250,
  SC: 1350,
  SD: 1400,
  TN: 1300,
  TX: 1450,
  UT: 1550,
  VT: 1200,
  VA: 1300,
  WA: 1150,
  WV: 1200,
  WI: 1250,
  WY: 1500,
  PR: 1450,
};

/**
 * The plausible band around the typical yield. Below 70 %: a roof facing east, west or north, or
 * real shading (worth asking about, not an error). Above 115 %: more than an ideal array at that
 * location should make, so the estimate is probably optimistic.
 */
export const BAND_LOW_SHARE = 0.7;
export const BAND_HIGH_SHARE = 1.15;

export interface ProductionBand {
  readonly low: number;
  readonly typical: number;
  readonly high: number;
}

export interface ProductionSanity {
  readonly kwhPerKw: number;
  /** `null` for a state not in the table. */
  readonly band: ProductionBand | null;
  readonly status: 'low' | 'ok' | 'high' | 'unknown';
  readonly warning: Warning | null;
}

/** The band of a two-letter state code (any case), or `null` when unknown. */
export function productionBand(state: string): ProductionBand | null {
  const code = state.trim().toUpperCase();
  const typical = Object.hasOwn(TYPICAL_KWH_PER_KW, code) ? TYPICAL_KWH_PER_KW[code] : undefined;
  if (typical === undefined) return null;
  // In decimal: 1,550 × 1.15 is 1,782.5 exactly, but 1782.4999999999998 in floating point.
  const share = (fraction: number): number => new D(typical).times(fraction).toDecimalPlaces(0, D.ROUND_HALF_UP).toNumber();
  return { low: share(BAND_LOW_SHARE), typical, high: share(BAND_HIGH_SHARE) };
}

/**
 * Year-1 kWh per kW against the state's plausible band, with a warning outside it. `null` when
 * size or production is not a positive finite number.
 */
export function productionSanity(
  state: string | null | undefined,
  year1ProductionKwh: number,
  systemSizeKw: number,
): ProductionSanity | null {
  if (!(Number.isFinite(year1ProductionKwh) && Number.isFinite(systemSizeKw) && year1ProductionKwh > 0 && systemSizeKw > 0)) return null;
  const kwhPerKw = new D(year1ProductionKwh).div(systemSizeKw).toDecimalPlaces(1, D.ROUND_HALF_UP).toNumber();
  const band = typeof state === 'string' ? productionBand(state) : null;
  if (band === null) return { kwhPerKw, band: null, status: 'unknown', warning: null };
  const shown = formatLimit(Math.round(kwhPerKw));
  const range = `${formatLimit(band.low)}–${formatLimit(band.high)}`;
  const code = typeof state === 'string' ? state.trim().toUpperCase() : '';
  if (kwhPerKw > band.high) {
    return {
      kwhPerKw,
      band,
      status: 'high',
      warning: { severity: 'warning', code: 'PRODUCTION_ABOVE_STATE_BAND', message: productionAboveBand(shown, code, range) },
    };
  }
  if (kwhPerKw < band.low) {
    return {
      kwhPerKw,
      band,
      status: 'low',
      warning: { severity: 'warning', code: 'PRODUCTION_BELOW_STATE_BAND', message: productionBelowBand(shown, code, range) },
    };
  }
  return { kwhPerKw, band, status: 'ok', warning: null };
}
