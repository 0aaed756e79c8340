import { getPosition } from 'suncalc';
import type { HourCalendar } from './calendar';

/**
 * How production spreads over the hours: a clear-sky estimate of the sunlight on the array, hour by
 * hour, from the sun's position (suncalc) at the middle of each hour.
 *
 * - Direct normal irradiance: Meinel's clear-sky formula, 1353 W/m² × 0.7^(AM^0.678), with the air
 *   mass AM of Kasten and Young (1989).
 * - Diffuse: 10 % of the direct beam, from an isotropic sky; ground reflection with albedo 0.2.
 * - On the plane of the array: the beam × cos(angle of incidence) + the sky and ground parts seen
 *   at the array's tilt.
 *
 * Known bias (in the methodology): no clouds, so cloudy seasons and hours get more than their share
 * of a year's production (the monthly totals, when the quote gives them, correct that), and no
 * temperature loss, so hot afternoons are slightly favoured.
 */

/** Stated defaults when the quote does not give the array's orientation. */
export const DEFAULT_TILT_DEGREES = 20;
/** Compass degrees: 180 is due south. */
export const DEFAULT_AZIMUTH_DEGREES = 180;

const RAD = Math.PI / 180;

/** Where the array is and how it faces. */
export interface ArraySite {
  readonly latitude: number;
  readonly longitude: number;
  readonly tiltDegrees: number;
  readonly azimuthDegrees: number;
}

const positions = new Map<string, { readonly altitude: Float64Array; readonly azimuth: Float64Array }>();
const cache = new Map<string, Float64Array>();

/**
 * The sun's apparent altitude and compass azimuth (radians) at the middle of each hour, once per
 * place and calendar: the costly part, shared by every array orientation. suncalc 2 gives degrees,
 * azimuth clockwise from north (its bundled type notes still describe version 1's radians).
 */
function sunPositions(
  latitude: number,
  longitude: number,
  calendar: HourCalendar,
): { readonly altitude: Float64Array; readonly azimuth: Float64Array } {
  const key = `${latitude.toFixed(3)}|${longitude.toFixed(3)}|${calendar.zone.standardOffsetHours}|${calendar.zone.observesDst}|${calendar.hours}`;
  const kept = positions.get(key);
  if (kept !== undefined) return kept;
  const altitude = new Float64Array(calendar.hours);
  const azimuth = new Float64Array(calendar.hours);
  const date = new Date(0);
  for (let h = 0; h < calendar.hours; h += 1) {
    date.setTime(calendar.midUtcMs[h] ?? 0);
    const sun = getPosition(date, latitude, longitude);
    altitude[h] = sun.altitude * RAD;
    azimuth[h] = sun.azimuth * RAD;
  }
  const found = { altitude, azimuth };
  positions.set(key, found);
  return found;
}

/**
 * Relative clear-sky irradiance on the array for each hour of the calendar (W/m², unscaled);
 * computed once per site and calendar and kept (read-only).
 */
export function clearSkyShape(site: ArraySite, calendar: HourCalendar): Float64Array {
  const key = `${site.latitude.toFixed(3)}|${site.longitude.toFixed(3)}|${site.tiltDegrees}|${site.azimuthDegrees}|${calendar.zone.standardOffsetHours}|${calendar.zone.observesDst}|${calendar.hours}`;
  const kept = cache.get(key);
  if (kept !== undefined) return kept;
  const sun = sunPositions(site.latitude, site.longitude, calendar);
  const tilt = site.tiltDegrees * RAD;
  const facing = site.azimuthDegrees * RAD;
  const cosTilt = Math.cos(tilt);
  const sinTilt = Math.sin(tilt);
  const shape = new Float64Array(calendar.hours);
  for (let h = 0; h < calendar.hours; h += 1) {
    const altitude = sun.altitude[h] ?? 0;
    if (altitude <= 0) continue;
    const cosZenith = Math.sin(altitude);
    const zenithDegrees = 90 - altitude / RAD;
    const airMass = 1 / (cosZenith + 0.50572 * Math.pow(96.07995 - zenithDegrees, -1.6364));
    const direct = 1353 * Math.pow(0.7, Math.pow(airMass, 0.678));
    const diffuse = 0.1 * direct;
    const cosIncidence = cosZenith * cosTilt + Math.cos(altitude) * sinTilt * Math.cos((sun.azimuth[h] ?? 0) - facing);
    const global = direct * cosZenith + diffuse;
    shape[h] = direct * Math.max(0, cosIncidence) + (diffuse * (1 + cosTilt)) / 2 + (0.2 * global * (1 - cosTilt)) / 2;
  }
  cache.set(key, shape);
  return shape;
}

/**
 * Hourly production in kWh: the shape scaled so each month adds up to its monthly kWh (when the
 * quote gives 12 of them), else so the year adds up to the year-1 kWh.
 */
export function hourlyProduction(
  shape: Float64Array,
  calendar: HourCalendar,
  year1Kwh: number,
  monthlyKwh: readonly number[] | null,
): Float64Array {
  const out = new Float64Array(calendar.hours);
  if (monthlyKwh !== null) {
    for (let m = 0; m < 12; m += 1) {
      const from = calendar.monthStart[m] ?? 0;
      const to = calendar.monthStart[m + 1] ?? from;
      let sum = 0;
      for (let h = from; h < to; h += 1) sum += shape[h] ?? 0;
      const scale = sum > 0 ? (monthlyKwh[m] ?? 0) / sum : 0;
      for (let h = from; h < to; h += 1) out[h] = (shape[h] ?? 0) * scale;
    }
    return out;
  }
  let sum = 0;
  for (let h = 0; h < calendar.hours; h += 1) sum += shape[h] ?? 0;
  const scale = sum > 0 ? year1Kwh / sum : 0;
  for (let h = 0; h < calendar.hours; h += 1) out[h] = (shape[h] ?? 0) * scale;
  return out;
}
