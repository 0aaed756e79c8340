import { calculated, type ComparedQuote } from './quotes';
import { rowStanding, visibleRows, type BestMark, type CompareRow } from './rows';
import { leftOut, PRIORITIES, standings, verdict, type QuoteStanding, type Verdict } from './verdict';

/** One row as a view shows it: the row, its best mark, and why it has none when it could have. */
export interface ShownRow {
  readonly row: CompareRow;
  readonly best: BestMark | null;
  readonly noBest: string | null;
}

/** Everything a comparison view shows, built once: the same for the owner's and the shared view. */
export interface Comparison {
  readonly rows: readonly ShownRow[];
  readonly verdicts: readonly Verdict[];
  readonly standings: readonly QuoteStanding[];
  /** The sentence about quotes left out of the money verdicts; `null` when none. */
  readonly leftOut: string | null;
  /** True when at least one quote could be calculated. */
  readonly anyCalculated: boolean;
}

/**
 * The one function both comparison views are built from (issue 22: the owner's and the shared view once
 * disagreed, because the shared table dropped rows the verdict read). The verdicts, standings and best
 * marks rest only on what both views hold; `audience: 'public'` only leaves out the rows the spec keeps
 * private (the homeowner's equipment notes and ratings), never changes a figure or a verdict.
 */
export function buildComparison(quotes: readonly ComparedQuote[], audience: 'owner' | 'public' = 'owner'): Comparison {
  const rows = visibleRows(quotes, audience === 'owner').map((row) => ({ row, ...rowStanding(row, quotes) }));
  return {
    rows,
    verdicts: PRIORITIES.map((p) => verdict(quotes, p.id)),
    standings: standings(quotes),
    leftOut: leftOut(quotes),
    anyCalculated: quotes.some(calculated),
  };
}
