import { billYear, type YearBill } from './bill';
import { hourCalendar, type HourCalendar } from './calendar';
import { DEFAULT_KWH_PER_KW, DEFAULT_ROUND_TRIP_EFFICIENCY, type BatterySpec } from './dispatch';
import { LOAD_SHAPE_SOURCE, typicalLoad } from './load-shape';
import { DEFAULT_AZIMUTH_DEGREES, DEFAULT_TILT_DEGREES, clearSkyShape, hourlyProduction } from './solar-shape';
import { readTariff, type Tariff, type TariffIssue } from './tariff';
import { yearOneBill, type YearOneBill } from './year-one';
import { billTimeZone, placeOf } from './location';

/**
 * From a project and a quote to year 1's bills: the tariff, the home's hourly use (its interval
 * data, else the typical shape scaled to the monthly kWh), the hourly production and the battery.
 * Reads only; never throws. Where an input is missing Atlas states what it assumed.
 */

/** The project fields the hourly model reads (the registry, src/quote-fields/settings.ts, declares them). */
export interface BillProjectInputs {
  readonly tariff?: unknown;
  /** 12 monthly kWh, January first (the bill import, or typed); else monthly_consumption_kwh × 12. */
  readonly monthly_usage_kwh?: unknown;
  /** The home's interval data as a year of hourly kWh in the tariff's local time (the usage import). */
  readonly hourly_usage_kwh?: unknown;
  /** Where the interval data came from (file, import date, findings): named in the assumption line. */
  readonly interval_source?: unknown;
  readonly monthly_consumption_kwh?: unknown;
  readonly postal_code?: unknown;
  readonly state_province?: unknown;
}

/** The proposal_data keys the hourly model reads, when the quote gives them. */
export interface BillProposalInputs {
  readonly monthly_production_kwh?: unknown;
  readonly array_tilt_degrees?: unknown;
  readonly array_azimuth_degrees?: unknown;
  readonly battery_included?: unknown;
  readonly battery_capacity_kwh?: unknown;
  readonly battery_power_kw?: unknown;
  readonly battery_round_trip_efficiency_percent?: unknown;
}

/** What the hourly model assumed, for the assumption lines. */
export interface BillBasis {
  readonly tariffName: string;
  readonly usage: 'interval' | 'monthly' | 'average';
  readonly usageSource: string;
  readonly production: 'monthly' | 'year1';
  readonly tiltDegrees: number;
  readonly azimuthDegrees: number;
  readonly orientationDefaulted: boolean;
  readonly location: { readonly latitude: number; readonly longitude: number; readonly state: string | null; readonly defaulted: boolean };
  readonly battery: BatterySpec | null;
  readonly batteryDefaulted: boolean;
}

export interface BillSetup {
  readonly bill: YearOneBill | null;
  readonly basis: BillBasis | null;
  readonly issues: readonly TariffIssue[];
}

const num = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

function numbers(value: unknown, length: number): number[] | null {
  if (!Array.isArray(value) || value.length !== length) return null;
  const out = value.map(num);
  return out.every((v): v is number => v !== null && v >= 0) ? out : null;
}

/** True when the project carries a tariff (the bill model runs instead of the simple one). */
export function hasTariff(project: BillProjectInputs | null | undefined): boolean {
  const t = project?.tariff;
  return t !== null && t !== undefined && t !== '';
}

/**
 * Year 1's bills for a quote under the project's tariff, or `bill: null` with the issues when the
 * tariff cannot be used (the simple model then runs). `year1ProductionKwh` is the quote's.
 */
export function billSetup(project: BillProjectInputs, proposal: BillProposalInputs, year1ProductionKwh: number): BillSetup {
  const home = projectPart(project);
  if (home.tariff === null) return { bill: null, basis: null, issues: home.issues };
  const { tariff, where, calendar, load, usage, usageSource, before } = home;
  const all: TariffIssue[] = [...home.issues];

  const tilt = num(proposal.array_tilt_degrees);
  const azimuth = num(proposal.array_azimuth_degrees);
  const tiltDegrees = tilt !== null && tilt >= 0 && tilt <= 90 ? tilt : DEFAULT_TILT_DEGREES;
  const azimuthDegrees = azimuth !== null && azimuth >= 0 && azimuth <= 360 ? azimuth : DEFAULT_AZIMUTH_DEGREES;
  const shape = clearSkyShape({ latitude: where.latitude, longitude: where.longitude, tiltDegrees, azimuthDegrees }, calendar);
  const monthlyProduction = numbers(proposal.monthly_production_kwh, 12);
  const production = hourlyProduction(shape, calendar, year1ProductionKwh, monthlyProduction);

  const included = proposal.battery_included === true || proposal.battery_included === 'true' || proposal.battery_included === 1;
  const capacity = num(proposal.battery_capacity_kwh) ?? 0;
  const power = num(proposal.battery_power_kw);
  const efficiencyPercent = num(proposal.battery_round_trip_efficiency_percent);
  const battery: BatterySpec | null =
    included && capacity > 0
      ? {
          usableKwh: capacity,
          powerKw: power !== null && power > 0 ? power : capacity / DEFAULT_KWH_PER_KW,
          roundTripEfficiency:
            efficiencyPercent !== null && efficiencyPercent > 0 && efficiencyPercent <= 100
              ? efficiencyPercent / 100
              : DEFAULT_ROUND_TRIP_EFFICIENCY,
        }
      : null;

  const bill = yearOneBill(tariff, calendar, production, load, battery, before);
  return {
    bill,
    basis: {
      tariffName: tariff.name,
      usage,
      usageSource,
      production: monthlyProduction !== null ? 'monthly' : 'year1',
      tiltDegrees,
      azimuthDegrees,
      orientationDefaulted: tilt === null || azimuth === null,
      location: where,
      battery,
      batteryDefaulted: battery !== null && (power === null || efficiencyPercent === null),
    },
    issues: all,
  };
}

/** What a project contributes, the same for all its quotes. */
interface ProjectPart {
  readonly tariff: Tariff | null;
  readonly issues: readonly TariffIssue[];
  readonly where: BillBasis['location'];
  readonly calendar: HourCalendar;
  readonly load: Float64Array;
  readonly usage: BillBasis['usage'];
  readonly usageSource: string;
  /** The bill without solar (the same for every quote). */
  readonly before: YearBill | null;
}

/*
 * The comparison analyses every quote of a project with the same project object, so the project's
 * part (tariff, calendar, hourly use, the bill without solar) is computed once and kept, keyed by
 * the object and checked against the values it was made from (an edited project never reads a
 * stale entry).
 */
const projectParts = new WeakMap<object, { readonly inputs: readonly unknown[]; readonly part: ProjectPart }>();

function projectPart(project: BillProjectInputs): ProjectPart {
  const inputs = [
    project.tariff,
    project.hourly_usage_kwh,
    project.interval_source,
    Array.isArray(project.monthly_usage_kwh) ? project.monthly_usage_kwh.join(',') : project.monthly_usage_kwh,
    project.monthly_consumption_kwh,
    project.postal_code,
    project.state_province,
  ];
  const kept = projectParts.get(project);
  if (kept !== undefined && kept.inputs.every((value, i) => value === inputs[i])) return kept.part;
  const { tariff, issues } = readTariff(typeof project.tariff === 'string' ? safeParse(project.tariff) : project.tariff);
  const where = placeOf(project);
  const calendar: HourCalendar = hourCalendar(billTimeZone(project));
  // JSON columns arrive parsed from Directus, but a form or a test may hand over the JSON text.
  const hourlyValue = typeof project.hourly_usage_kwh === 'string' ? safeParse(project.hourly_usage_kwh) : project.hourly_usage_kwh;
  const hourly = Array.isArray(hourlyValue) && hourlyValue.length === calendar.hours ? numbers(hourlyValue, calendar.hours) : null;
  const monthly = numbers(
    typeof project.monthly_usage_kwh === 'string' ? safeParse(project.monthly_usage_kwh) : project.monthly_usage_kwh,
    12,
  );
  const average = num(project.monthly_consumption_kwh) ?? 0;
  const load = hourly !== null ? Float64Array.from(hourly) : typicalLoad(calendar, monthly ?? new Array<number>(12).fill(average));
  const usage: BillBasis['usage'] = hourly !== null ? 'interval' : monthly !== null ? 'monthly' : 'average';
  const before = tariff === null ? null : billYear(tariff, load, new Float64Array(calendar.hours), calendar);
  // The import stored its own line (interval-source.ts, `summary`): read as it is, so the engine does not load that module.
  const source = project.interval_source;
  const summary = source !== null && typeof source === 'object' ? (source as { readonly summary?: unknown }).summary : undefined;
  const usageSource =
    usage !== 'interval' ? LOAD_SHAPE_SOURCE : typeof summary === 'string' && summary !== '' ? summary : 'Your meter’s interval data';
  const part: ProjectPart = { tariff, issues, where, calendar, load, usage, usageSource, before };
  projectParts.set(project, { inputs, part });
  return part;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export type { Tariff };
export { billTimeZone };
