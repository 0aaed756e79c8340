/**
 * A home battery's hour-by-hour dispatch. It charges only from solar the home is not using (never
 * from the grid) and discharges only to the home's own use, so it never exports: no tariff Atlas
 * models pays for battery exports at more than the solar it stored. Losses are taken on charging:
 * a kWh of surplus solar stores `roundTripEfficiency` kWh.
 *
 * With a time-of-use rate (`peak` given), the battery holds charge for the peak: outside peak hours
 * it discharges only what it has beyond the home's use in the day's peak hours still to come
 * (foreseen from the year's hourly use, as a controller that learns the home's pattern would).
 */

/** A battery as the quote gives it, or Atlas's stated defaults. */
export interface BatterySpec {
  readonly usableKwh: number;
  readonly powerKw: number;
  /** 0–1. */
  readonly roundTripEfficiency: number;
}

/** Stated defaults: 90 % round trip; power 1 kW per 2.7 kWh stored (a 13.5 kWh battery gives 5 kW). */
export const DEFAULT_ROUND_TRIP_EFFICIENCY = 0.9;
export const DEFAULT_KWH_PER_KW = 2.7;

/** The grid flows of a year with solar (and a battery). */
export interface Flows {
  readonly importKwh: Float64Array;
  readonly exportKwh: Float64Array;
  /** kWh the battery delivered to the home (0 without one). */
  readonly shiftedKwh: number;
  /** kWh of solar that went into the battery. */
  readonly chargedKwh: number;
}

/**
 * Imports and exports hour by hour: solar serves the home first; surplus charges the battery (if
 * any) and the rest is exported; use beyond solar is met by the battery, then the grid. `peak[h]`
 * is 1 in the peak hours of a TOU rate, `day[h]` the local day (to reserve within a day).
 */
export function dispatch(
  productionKwh: ArrayLike<number>,
  loadKwh: ArrayLike<number>,
  battery: BatterySpec | null,
  peak: Uint8Array | null = null,
  day: ArrayLike<number> | null = null,
): Flows {
  const hours = productionKwh.length;
  const importKwh = new Float64Array(hours);
  const exportKwh = new Float64Array(hours);
  if (battery === null || battery.usableKwh <= 0 || battery.powerKw <= 0) {
    for (let h = 0; h < hours; h += 1) {
      const net = (loadKwh[h] ?? 0) - (productionKwh[h] ?? 0);
      if (net > 0) importKwh[h] = net;
      else exportKwh[h] = -net;
    }
    return { importKwh, exportKwh, shiftedKwh: 0, chargedKwh: 0 };
  }
  const capacity = battery.usableKwh;
  const power = battery.powerKw;
  const efficiency = battery.roundTripEfficiency;
  // Reserve: the day's peak-hour use still to come after hour h (what the battery can serve of it).
  let reserve: Float64Array | null = null;
  if (peak !== null && day !== null) {
    reserve = new Float64Array(hours);
    let ahead = 0;
    for (let h = hours - 1; h >= 0; h -= 1) {
      reserve[h] = Math.min(capacity, ahead);
      if (peak[h] === 1) ahead += Math.min(power, Math.max(0, (loadKwh[h] ?? 0) - (productionKwh[h] ?? 0)));
      if (h === 0 || day[h - 1] !== day[h]) ahead = 0;
    }
  }
  let soc = 0;
  let shifted = 0;
  let charged = 0;
  for (let h = 0; h < hours; h += 1) {
    const net = (loadKwh[h] ?? 0) - (productionKwh[h] ?? 0);
    if (net < 0) {
      const surplus = -net;
      const take = Math.min(surplus, power, (capacity - soc) / efficiency);
      soc += take * efficiency;
      charged += take;
      exportKwh[h] = surplus - take;
    } else if (net > 0) {
      const hold = reserve !== null && peak !== null && peak[h] !== 1 ? (reserve[h] ?? 0) : 0;
      const give = Math.max(0, Math.min(net, power, soc - hold));
      soc -= give;
      shifted += give;
      importKwh[h] = net - give;
    }
  }
  return { importKwh, exportKwh, shiftedKwh: shifted, chargedKwh: charged };
}
