/**
 * Simple payback in years from a monthly cash-flow series (integer cents, undiscounted).
 * The running total starts at −`initialOutlayCents` at month 0 and adds each month's net flow.
 * Payback is the moment it last turns non-negative and stays so to the end, interpolated
 * within the month; 0 when it is never negative; `null` when it ends negative (not reached).
 */
export function paybackYears(initialOutlayCents: number, flowsCents: readonly number[]): number | null {
  let running = -initialOutlayCents;
  let months: number | null = running >= 0 ? 0 : null;
  for (let index = 0; index < flowsCents.length; index += 1) {
    const flow = flowsCents[index] ?? 0;
    const before = running;
    running += flow;
    if (running < 0) {
      months = null;
    } else if (before < 0) {
      // before < 0 ≤ running means flow > 0: the crossing lies inside this month.
      months = index + -before / flow;
    }
  }
  return months === null ? null : months / 12;
}
