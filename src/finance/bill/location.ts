import { timeZoneOf, type TimeZone } from './calendar';
import { STATE_LOCATIONS, ZIP3_LOCATIONS } from './zip-locations.generated';

/*
 * Where a project is, for the sun's position and the tariff's clock. Kept apart from setup.ts so the
 * interval-data import (which needs only the clock) does not load the bill engine.
 */

/** The project fields the location is read from. */
export interface PlaceInputs {
  readonly postal_code?: unknown;
  readonly state_province?: unknown;
}

export interface Place {
  readonly latitude: number;
  readonly longitude: number;
  readonly state: string | null;
  /** True when the ZIP code was not found (the state's middle, or the country's, is used). */
  readonly defaulted: boolean;
}

/**
 * Where the home is, for the sun's position: the mean of its three-digit ZIP prefix (within about a degree,
 * scripts/zip-locations.mjs says why not the five-digit code), else the middle of its state, else of the
 * contiguous United States; `defaulted` says when the ZIP was not found.
 */
export function placeOf(project: PlaceInputs): Place {
  const zip = typeof project.postal_code === 'string' ? project.postal_code.trim().slice(0, 5) : null;
  const found = zip !== null && /^\d{5}$/.test(zip) ? ZIP3_LOCATIONS[zip.slice(0, 3)] : undefined;
  const state =
    typeof project.state_province === 'string' && project.state_province.trim() !== '' ? project.state_province.trim().toUpperCase() : null;
  if (found !== undefined) return { latitude: found[0], longitude: found[1], state: state ?? found[2], defaulted: false };
  const inState = state === null ? undefined : STATE_LOCATIONS[state];
  if (inState !== undefined) return { latitude: inState[0], longitude: inState[1], state, defaulted: true };
  // The middle of the contiguous United States.
  return { latitude: 39.83, longitude: -98.58, state, defaulted: true };
}

/**
 * The clock the bill engine keeps for a project (its state's time zone, else its longitude's): the
 * interval-data import places the meter's readings on the same hours.
 */
export function billTimeZone(project: PlaceInputs): TimeZone {
  const where = placeOf(project);
  return timeZoneOf(where.state, where.longitude);
}
