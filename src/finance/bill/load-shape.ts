import type { HourCalendar } from './calendar';

/**
 * The hourly shape of a home's use when there is no meter data: Atlas's stylised typical US
 * residential day, scaled to the 12 monthly kWh. Source: Atlas's own stylised profile (2026),
 * hand-set to the pattern residential load research reports for US homes: a night-time base near a
 * third of the evening peak, a morning rise at 6–8 am, a midday dip while homes are empty on
 * weekdays, and an evening peak at 5–9 pm, later and flatter in winter, sharper in summer with air
 * conditioning; weekends flatter, with more midday use. It is not any one utility's measured data;
 * the methodology says so, and a home's own interval data always replaces it.
 */
export const LOAD_SHAPE_SOURCE = 'Atlas stylised US residential day (2026), scaled to your monthly use';

// Relative use by local hour 0–23.
const SUMMER_WEEKDAY = [
  0.55, 0.5, 0.47, 0.45, 0.46, 0.52, 0.65, 0.75, 0.72, 0.68, 0.68, 0.72, 0.78, 0.85, 0.95, 1.08, 1.25, 1.42, 1.5, 1.48, 1.35, 1.15, 0.9,
  0.7,
];
const SUMMER_WEEKEND = [
  0.6, 0.54, 0.5, 0.48, 0.48, 0.5, 0.58, 0.7, 0.82, 0.9, 0.95, 1.0, 1.05, 1.1, 1.15, 1.22, 1.3, 1.4, 1.45, 1.42, 1.3, 1.12, 0.9, 0.72,
];
const WINTER_WEEKDAY = [
  0.6, 0.55, 0.52, 0.52, 0.55, 0.68, 0.92, 1.05, 0.95, 0.8, 0.72, 0.7, 0.7, 0.7, 0.72, 0.8, 1.0, 1.3, 1.45, 1.42, 1.32, 1.15, 0.92, 0.72,
];
const WINTER_WEEKEND = [
  0.65, 0.58, 0.55, 0.54, 0.55, 0.62, 0.78, 0.95, 1.05, 1.05, 1.0, 0.95, 0.92, 0.9, 0.9, 0.95, 1.08, 1.3, 1.42, 1.4, 1.3, 1.12, 0.92, 0.75,
];

/** Summer is June–September (months 5–8); spring and autumn blend the two in proportion. */
const SUMMER_WEIGHT = [0, 0, 0.25, 0.5, 0.75, 1, 1, 1, 1, 0.5, 0.25, 0];

/** Hourly use in kWh: the typical shape, each month scaled to its monthly kWh. */
export function typicalLoad(calendar: HourCalendar, monthlyKwh: readonly number[]): Float64Array {
  const out = new Float64Array(calendar.hours);
  for (let m = 0; m < 12; m += 1) {
    const w = SUMMER_WEIGHT[m] ?? 0;
    const from = calendar.monthStart[m] ?? 0;
    const to = calendar.monthStart[m + 1] ?? from;
    let sum = 0;
    for (let h = from; h < to; h += 1) {
      const hr = calendar.hour[h] ?? 0;
      const weekend = calendar.weekend[h] === 1;
      const summer = (weekend ? SUMMER_WEEKEND : SUMMER_WEEKDAY)[hr] ?? 1;
      const winter = (weekend ? WINTER_WEEKEND : WINTER_WEEKDAY)[hr] ?? 1;
      const v = w * summer + (1 - w) * winter;
      out[h] = v;
      sum += v;
    }
    const scale = sum > 0 ? (monthlyKwh[m] ?? 0) / sum : 0;
    for (let h = from; h < to; h += 1) out[h] = (out[h] ?? 0) * scale;
  }
  return out;
}
