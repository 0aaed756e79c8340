import type { Assumption } from '../assumptions';
import { formatKgPerKwh } from '../format';
import { noGridFactor } from '../messages';
import type { Warning } from '../warnings';
import { EGRID_2023_KG_PER_KWH, EGRID_2023_SOURCE } from './egrid-2023-states.mjs';

/*
 * Lifetime CO₂ avoided by a quote (issue 23, "Carbon"): each year's production, the very series the
 * engine's lifetime production adds up, times the grid emission factor of the home's state (the eGRID
 * table kept as data beside this file). kg and kWh are plain floats: CO₂ is not money; screens round.
 * The factor is the state's average over all generation, held flat: grids get cleaner, so later years are
 * overstated; and solar displaces the marginal plant, whose rate may be above or below the average (the
 * definition and the methodology page say both).
 */

/** The project fields the factor is read from (the project's address). */
export interface CarbonProjectInputs {
  readonly state_province?: unknown;
  readonly country?: unknown;
}

/** A state's grid emission factor. */
export interface GridFactor {
  /** Two-letter code, e.g. 'CA'. */
  readonly state: string;
  /** The state's name, for the assumption line. */
  readonly stateName: string;
  readonly kgPerKwh: number;
}

/** The factor of the home's state, or why there is none (`unknownState`: a state was typed that is not one). */
export type GridFactorLookup =
  | { readonly factor: GridFactor; readonly missing: null; readonly unknownState: false }
  | { readonly factor: null; readonly missing: string; readonly unknownState: boolean };

/** A quote's lifetime CO₂ avoided (`EngineResult.carbon`); `null` there when the home's state has no factor. */
export interface CarbonAvoided {
  /** kg CO₂e over the years analysed: Σ each year's kWh × the factor. */
  readonly kgAvoided: number;
  readonly kgPerKwh: number;
  /** The state's two-letter code. */
  readonly state: string;
}

/** Where the factors come from, as the screens name it: 'EPA eGRID2023'. */
export const GRID_FACTOR_SOURCE = `EPA ${EGRID_2023_SOURCE.edition}`;

// Codes and names of the states and DC, in one string: a few hundred bytes instead of a JSON tree.
const NAMES =
  'AK Alaska;AL Alabama;AR Arkansas;AZ Arizona;CA California;CO Colorado;CT Connecticut;DC District of Columbia;' +
  'DE Delaware;FL Florida;GA Georgia;HI Hawaii;IA Iowa;ID Idaho;IL Illinois;IN Indiana;KS Kansas;KY Kentucky;' +
  'LA Louisiana;MA Massachusetts;MD Maryland;ME Maine;MI Michigan;MN Minnesota;MO Missouri;MS Mississippi;' +
  'MT Montana;NC North Carolina;ND North Dakota;NE Nebraska;NH New Hampshire;NJ New Jersey;NM New Mexico;' +
  'NV Nevada;NY New York;OH Ohio;OK Oklahoma;OR Oregon;PA Pennsylvania;RI Rhode Island;SC South Carolina;' +
  'SD South Dakota;TN Tennessee;TX Texas;UT Utah;VA Virginia;VT Vermont;WA Washington;WI Wisconsin;' +
  'WV West Virginia;WY Wyoming';

/** State name by code, e.g. CA → California. */
export const STATE_NAMES: ReadonlyMap<string, string> = new Map(
  NAMES.split(';').map((entry) => [entry.slice(0, 2), entry.slice(3)] as const),
);
const CODES_BY_NAME = new Map([...STATE_NAMES].map(([code, name]) => [name.toUpperCase(), code]));

// A project without a country predates the field, whose default is the United States.
const US_NAMES = new Set(['', 'US', 'USA', 'UNITED STATES', 'UNITED STATES OF AMERICA']);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The grid emission factor of the project's state: the state as a code or a name, in any letter case
 * ('ca', 'California'), in the United States only. No state, another country or a name that is no US state
 * gives no factor, never a guess, and says why.
 */
export function gridFactorOf(project: object | null | undefined): GridFactorLookup {
  // Any project object: the engine's settings type does not list the address, the project passed in has it.
  const address: CarbonProjectInputs = project ?? {};
  const country = text(address.country);
  const typed = text(address.state_province);
  if (!US_NAMES.has(country.toUpperCase()))
    return { factor: null, missing: noGridFactor(`a home in ${country}`, 'Atlas has them for US states only'), unknownState: false };
  if (typed === '') return { factor: null, missing: noGridFactor('this home', 'the project has no state'), unknownState: false };
  const upper = typed.toUpperCase().replace(/\s+/g, ' ');
  const state = STATE_NAMES.has(upper) ? upper : CODES_BY_NAME.get(upper);
  const kgPerKwh = state === undefined ? undefined : EGRID_2023_KG_PER_KWH[state];
  if (state === undefined || kgPerKwh === undefined)
    return { factor: null, missing: noGridFactor(`“${typed}”`, 'it is not a US state or DC'), unknownState: true };
  return { factor: { state, stateName: STATE_NAMES.get(state) ?? state, kgPerKwh }, missing: null, unknownState: false };
}

/** kg CO₂e avoided: Σ over the years of that year's production (kWh) × the factor (kg/kWh). */
export function co2AvoidedKg(yearlyKwh: readonly number[], kgPerKwh: number): number {
  let kg = 0;
  for (const kwh of yearlyKwh) kg += kwh * kgPerKwh;
  return kg;
}

/** A quote's CO₂ avoided over the years its production covers, or `null` without a factor. */
export function carbonAvoided(lookup: GridFactorLookup, yearlyKwh: readonly number[]): CarbonAvoided | null {
  if (lookup.factor === null) return null;
  const { kgPerKwh, state } = lookup.factor;
  return { kgAvoided: co2AvoidedKg(yearlyKwh, kgPerKwh), kgPerKwh, state };
}

/** The assumption line: the factor, the state, the source and its year; or why there is no figure. */
export function gridEmissionsAssumption(lookup: GridFactorLookup): Assumption {
  const value =
    lookup.factor === null
      ? lookup.missing
      : `${formatKgPerKwh(lookup.factor.kgPerKwh)} (${lookup.factor.stateName}), ${GRID_FACTOR_SOURCE}, state average; the factor is held flat over the lifetime`;
  return { code: 'GRID_EMISSIONS', label: 'Grid emissions', value, source: 'rule' };
}

/** A warning when the typed state is not one (a typo is worth fixing); none for no state or another country. */
export function gridFactorWarning(lookup: GridFactorLookup): Warning | null {
  return lookup.factor === null && lookup.unknownState
    ? { severity: 'warning', code: 'NO_GRID_FACTOR', message: lookup.missing, field: 'state_province' }
    : null;
}
