/** The hourly bill model (issue 23): tariffs, local-time hours, production and use by the hour, batteries, bills. */
export { bill, billYear, NO_CARRY, type BillCarry, type EnergyLine, type MonthBill, type YearBill } from './bill';
export { hourCalendar, timeZoneOf, REFERENCE_YEAR, type HourCalendar, type TimeZone } from './calendar';
export { dispatch, DEFAULT_KWH_PER_KW, DEFAULT_ROUND_TRIP_EFFICIENCY, type BatterySpec, type Flows } from './dispatch';
export { typicalLoad, LOAD_SHAPE_SOURCE } from './load-shape';
export { clearSkyShape, hourlyProduction, DEFAULT_AZIMUTH_DEGREES, DEFAULT_TILT_DEGREES, type ArraySite } from './solar-shape';
export {
  readTariff,
  flatTariff,
  IMPLAUSIBLE_RATE,
  type StoredTariff,
  type Tariff,
  type TariffIssue,
  type UrdbTier,
  type ExportCompensation,
} from './tariff';
export { yearOneBill, type YearOneBill, type BillMonth } from './year-one';
export {
  billSetup,
  billTimeZone,
  hasTariff,
  type BillSetup,
  type BillBasis,
  type BillProjectInputs,
  type BillProposalInputs,
} from './setup';
export { importUrdbJson } from './urdb-import';
export { placeOf, type Place, type PlaceInputs } from './location';
export { intervalSourceLine, intervalSourceOf, readIntervalSource, type IntervalSource, type IntervalFormat } from './interval-source';
// The interval-data import (./interval) is not re-exported here: it carries the CSV reader, and the
// screens load it only when a file is chosen.
