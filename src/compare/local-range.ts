import { parseBasicContentJson, toNumber } from '../content/basic-content';
import { formatPerWatt } from '../finance/format';
import {
  LOCAL_RANGE_HIGH_PERCENTILE,
  LOCAL_RANGE_LOW_PERCENTILE,
  LOCAL_RANGE_MARGIN,
  LOCAL_RANGE_MIN_PRICES,
  PRICE_PER_WATT_HIGH,
  PRICE_PER_WATT_LOW,
} from './thresholds';

/** The $/W range a quote's price is checked against, and where it comes from, in words. */
export interface PriceRange {
  readonly low: number;
  readonly high: number;
  readonly source: 'local' | 'national';
  /** "$2.33–$3.97, from 40 installers’ typical prices in Atlas's CO guides", or why the national range is used. */
  readonly basis: string;
}

/** Why no local range: the project has no US state, the view has no location, or the prices could not be read. */
export type NoLocalRange = 'no-state' | 'no-location' | 'unreadable';

const NO_LOCAL: Readonly<Record<NoLocalRange, string>> = {
  'no-state': 'the project has no US state to compare with',
  'no-location': 'a shared comparison does not carry the project’s location',
  unreadable: 'the guides’ local prices could not be read just now',
};

const span = (low: number, high: number) => `${formatPerWatt(low)}–${formatPerWatt(high)}`;

function national(why: string | null): PriceRange {
  return {
    low: PRICE_PER_WATT_LOW,
    high: PRICE_PER_WATT_HIGH,
    source: 'national',
    basis: `the national ${span(PRICE_PER_WATT_LOW, PRICE_PER_WATT_HIGH)} of US home systems${why ? ` (${why})` : ''}`,
  };
}

/** The value at share `p` (0–1) of sorted `values`, interpolated between neighbours. */
function percentile(sorted: readonly number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const below = Math.floor(at);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

// The range is widened to whole cents (low end down, high end up), past float noise such as 2.04 × 100 = 203.999….
const centsDown = (n: number) => Math.floor(n * 100 + 1e-6) / 100;
const centsUp = (n: number) => Math.ceil(n * 100 - 1e-6) / 100;

/**
 * The range for a project in `state` from the guides' typical prices there (`prices`: $/W, one per
 * business), or the national range with the reason when there is no state, too few prices, or `why` says
 * the prices could not be read. Never throws; non-positive and non-finite prices are ignored.
 */
export function priceRange(state: string | null | undefined, prices: readonly number[] | NoLocalRange): PriceRange {
  if (prices === 'no-location') return national(NO_LOCAL[prices]);
  const code = typeof state === 'string' && /^[A-Za-z]{2}$/.test(state.trim()) ? state.trim().toUpperCase() : null;
  if (!code) return national(NO_LOCAL['no-state']);
  if (typeof prices === 'string') return national(NO_LOCAL[prices]);
  const sorted = prices.filter((p) => Number.isFinite(p) && p > 0).sort((a, b) => a - b);
  if (sorted.length < LOCAL_RANGE_MIN_PRICES) {
    const held =
      sorted.length === 0 ? 'no installer prices' : `only ${sorted.length} installer ${sorted.length === 1 ? 'price' : 'prices'}`;
    return national(`Atlas’s guides hold ${held} for ${code}; a local range needs ${LOCAL_RANGE_MIN_PRICES}`);
  }
  const low = centsDown(percentile(sorted, LOCAL_RANGE_LOW_PERCENTILE) * (1 - LOCAL_RANGE_MARGIN));
  const high = centsUp(percentile(sorted, LOCAL_RANGE_HIGH_PERCENTILE) * (1 + LOCAL_RANGE_MARGIN));
  return {
    low,
    high,
    source: 'local',
    basis: `${span(low, high)}, from ${sorted.length} installers’ typical prices in Atlas’s ${code} guides`,
  };
}

/** The national range, before a local one is known. */
export const NATIONAL_RANGE: PriceRange = national(null);

/** A business's typical $/W: the `cost_per_watt` metric of its `basic_content` (under `info`, or at its top level). */
function priceOf(raw: unknown): number | null {
  const doc = parseBasicContentJson(raw);
  const info =
    doc && typeof doc['info'] === 'object' && doc['info'] !== null && !Array.isArray(doc['info'])
      ? (doc['info'] as Record<string, unknown>)
      : doc;
  const metrics = Array.isArray(info?.['metrics']) ? (info['metrics'] as unknown[]) : [];
  for (const metric of metrics) {
    const m = metric as { type?: unknown; value?: unknown } | null;
    if (m?.type !== 'cost_per_watt') continue;
    const value = toNumber(m.value);
    if (value !== null && value > 0) return value;
  }
  return null;
}

/** The typical $/W of each business whose `basic_content` states one (metric `cost_per_watt`). */
export function guidePrices(rows: ReadonlyArray<{ basic_content?: unknown }>): number[] {
  return rows.map((r) => priceOf(r.basic_content)).filter((p): p is number => p !== null);
}
