/**
 * The internal rate of return of a monthly cash-flow series: the yearly rate R at which the flows'
 * present value, each month discounted by (1 + R)^(−t/12) as NPV does, is zero. Returned in percent,
 * or `null` when there is no such rate or more than one (flows that change sign several times can
 * have none or several; no single figure is then honest).
 *
 * A rate, not money: solved in floating point to about 1e-10 of a percentage point.
 */

/** The yearly rates (fractions) scanned for a change of sign, from −99 % to +10,000 % a year. */
const GRID = [-0.99, -0.9, -0.6, -0.3, -0.1, 0, 0.04, 0.08, 0.15, 0.3, 0.6, 1.5, 5, 100];

/** month0 + Σ flows[t] × (1 + yearly)^(−(t + 1)/12) (flows[0] is month 1), by Horner's rule. */
function presentValueAt(month0: number, flows: readonly number[], yearly: number): number {
  const x = (1 + yearly) ** (-1 / 12);
  let acc = 0;
  for (let t = flows.length - 1; t >= 0; t -= 1) acc = acc * x + (flows[t] ?? 0);
  return acc * x + month0;
}

/**
 * The yearly IRR in percent of the flows `month0` (at month 0: the initial outlay as a negative
 * amount) and `flows` (months 1, 2, …), or `null` when they have no single rate of return.
 */
export function internalRateOfReturn(month0: number, flows: readonly number[]): number | null {
  if (!(month0 > 0 || flows.some((f) => f > 0)) || !(month0 < 0 || flows.some((f) => f < 0))) return null;
  const at = (rate: number): number => presentValueAt(month0, flows, rate);
  const values = GRID.map(at);
  let bracket: [number, number] | null = null;
  let roots = 0;
  for (let i = 1; i < GRID.length; i += 1) {
    const a = values[i - 1] ?? 0;
    const b = values[i] ?? 0;
    if (a === 0) {
      roots += 1;
      bracket = [GRID[i - 1] ?? 0, GRID[i - 1] ?? 0];
    } else if (a * b < 0) {
      roots += 1;
      bracket = [GRID[i - 1] ?? 0, GRID[i] ?? 0];
    }
  }
  if ((values[values.length - 1] ?? 0) === 0) {
    roots += 1;
    bracket = [GRID[GRID.length - 1] ?? 0, GRID[GRID.length - 1] ?? 0];
  }
  if (roots !== 1 || bracket === null) return null;
  let [low, high] = bracket;
  let atLow = at(low);
  let atHigh = at(high);
  if (atLow === 0) return low * 100;
  if (atHigh === 0) return high * 100;
  // Regula falsi with the Illinois step (converges superlinearly, never leaves the bracket), then
  // a bisection step whenever it stalls: a few dozen evaluations reach 1e-12.
  let side = 0;
  for (let i = 0; i < 200 && high - low > 1e-12 * Math.max(1, Math.abs(low)); i += 1) {
    let mid = (low * atHigh - high * atLow) / (atHigh - atLow);
    if (!(mid > low && mid < high)) mid = (low + high) / 2;
    const atMid = at(mid);
    if (atMid === 0) return mid * 100;
    if (atLow * atMid < 0) {
      high = mid;
      atHigh = atMid;
      if (side === -1) atLow /= 2;
      side = -1;
    } else {
      low = mid;
      atLow = atMid;
      if (side === 1) atHigh /= 2;
      side = 1;
    }
  }
  return ((low + high) / 2) * 100;
}
