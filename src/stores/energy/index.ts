import type { StoredTariff } from '../../finance/bill/tariff';
import type { IntervalSource } from '../../finance/bill/interval-source';
import { SETTING_FIELDS } from '../../quote-fields/settings';
import { updateProject } from '../projects';

/*
 * The energy screen's actions (issue 23): the tariff and the home's interval data saved on the project,
 * in the registry's columns (BILL_SETTING_FIELDS), through the projects store (optimistic, rolled back
 * on failure; the island says what went wrong). The import escalations are the project's own settings.
 */

export * from './tariff-form';

/** How import and export rates rise, the project's settings (rate_increase, net_metering_escalation). */
export interface Escalation {
  readonly rateIncrease: number | null;
  readonly exportEscalation: number | null;
}

/** The escalation fields' messages (the registry's bounds); empty when they can be saved. */
export function validateEscalation(value: Escalation): Partial<Record<keyof Escalation, string>> {
  const errors: Partial<Record<keyof Escalation, string>> = {};
  const check = (key: keyof Escalation, def: { readonly label: string; readonly min: number; readonly max: number }) => {
    const v = value[key];
    if (v !== null && (v < def.min || v > def.max)) errors[key] = `${def.label} must be between ${def.min} and ${def.max}.`;
  };
  check('rateIncrease', SETTING_FIELDS.rate_increase);
  check('exportEscalation', SETTING_FIELDS.net_metering_escalation);
  return errors;
}

/** Saves a tariff with the escalations (one PATCH, so the quotes' figures change once). */
export function saveTariff(projectId: string, tariff: StoredTariff, escalation: Escalation) {
  return updateProject(projectId, {
    tariff,
    rate_increase_yearly_percent: escalation.rateIncrease,
    net_metering_increase_yearly_percent: escalation.exportEscalation,
  });
}

/** Removes the tariff: the quotes go back to the simple model (one price per kWh). */
export function removeTariff(projectId: string) {
  return updateProject(projectId, { tariff: null });
}

/** What an interval-data import stores: the year of hourly imports and where they came from. */
export interface IntervalData {
  readonly hourly_usage_kwh: readonly number[];
  readonly interval_source: IntervalSource;
}

/** Saves the reviewed interval data on the project. */
export function saveIntervalData(projectId: string, data: IntervalData) {
  return updateProject(projectId, { hourly_usage_kwh: [...data.hourly_usage_kwh], interval_source: data.interval_source });
}

/** Removes the interval data: the typical hourly shape, scaled to the monthly use, is used again. */
export function removeIntervalData(projectId: string) {
  return updateProject(projectId, { hourly_usage_kwh: null, interval_source: null });
}
