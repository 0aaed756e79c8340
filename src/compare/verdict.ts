import { formatCents, formatDollars, formatPayback } from '../finance/format';
import { calculated, type ComparedQuote, type WithMetrics } from './quotes';
import { monthlyOutlay, upfront as cashAtSigning, warrantyYears } from './rows';
import {
  CLOSE_CALL_DOLLARS,
  CLOSE_CALL_MONTHLY_DOLLARS,
  CLOSE_CALL_SHARE,
  CLOSE_CALL_YEARS,
  REASON_MIN_SHARE,
  TIE_DOLLARS,
  LOW_UPFRONT_SHARE,
  TIE_YEARS,
} from './thresholds';

/** What the homeowner says matters most. */
export type Priority = 'lifetime' | 'monthly' | 'payback' | 'protection';

export const PRIORITIES: ReadonlyArray<{ id: Priority; label: string; best: string }> = [
  { id: 'lifetime', label: 'Lowest cost over the lifetime', best: 'lifetime savings' },
  { id: 'monthly', label: 'Lowest monthly outlay', best: 'monthly outlay' },
  { id: 'payback', label: 'Fastest payback', best: 'payback' },
  { id: 'protection', label: 'Least risk, most warranty', best: 'warranty protection' },
];

/** One sentence of a verdict and the table row that proves it. */
export interface Claim {
  readonly text: string;
  /** The id of the comparison row (see rows.ts) holding the figures the sentence rests on. */
  readonly rowId: string | null;
}

export interface Verdict {
  readonly priority: Priority;
  /**
   * clear: one quote leads; close: it leads by less than the close-call margin; tie: two or more are
   * level; single: only one quote can be compared; none: nothing to decide on (no figures, no warranties).
   */
  readonly status: 'clear' | 'close' | 'tie' | 'single' | 'none';
  /** The leading quotes (several on a tie). */
  readonly leaders: readonly string[];
  readonly claims: readonly Claim[];
}

type Q = WithMetrics;

const pct = (share: number) => `${Math.round(share * 100)} %`;
const name = (q: ComparedQuote) => q.name;
const names = (qs: readonly ComparedQuote[]) =>
  qs.length <= 2 ? qs.map(name).join(' and ') : `${qs.slice(0, -1).map(name).join(', ')} and ${name(qs[qs.length - 1]!)}`;

/** A verdict: its status, the quotes leading (several on a tie) and the sentences saying so. */
function decided(priority: Priority, status: Verdict['status'], leaders: readonly ComparedQuote[], claims: readonly Claim[]): Verdict {
  return { priority, status, leaders: leaders.map((q) => q.id), claims };
}

/** A tie of the quotes level with the leader: one sentence naming them all. */
function tie(
  priority: Priority,
  level: ReadonlyArray<{ q: Q }>,
  sentence: (who: string) => string,
  rowId: string,
  extra: readonly Claim[] = [],
): Verdict {
  const qs = level.map((x) => x.q);
  return decided(priority, 'tie', qs, [{ text: sentence(names(qs)), rowId }, ...extra]);
}

/** Ranks quotes best first on a figure (`null` figures are left out); ties keep the table's order. */
function ranked(quotes: readonly Q[], figure: (q: Q) => number | null, better: 'lower' | 'higher'): Array<{ q: Q; v: number }> {
  return quotes
    .map((q) => ({ q, v: figure(q) }))
    .filter((x): x is { q: Q; v: number } => x.v !== null && Number.isFinite(x.v))
    .sort((a, b) => (better === 'lower' ? a.v - b.v : b.v - a.v));
}

/** Why the lifetime leader leads the runner-up, from the engine's figures; `null` when no one reason stands out. */
function lifetimeReason(best: Q, next: Q): Claim | null {
  const a = best.row.metrics;
  const b = next.row.metrics;
  const cpwA = a.costPerWattAfterIncentives;
  const cpwB = b.costPerWattAfterIncentives;
  if (cpwA !== null && cpwB !== null && cpwB > 0 && (cpwB - cpwA) / cpwB >= REASON_MIN_SHARE) {
    return { text: `because its price per watt after incentives is ${pct((cpwB - cpwA) / cpwB)} lower`, rowId: 'cpw-net' };
  }
  const prodA = a.lifetimeProductionMwh;
  const prodB = b.lifetimeProductionMwh;
  if (prodB > 0 && (prodA - prodB) / prodB >= REASON_MIN_SHARE) {
    return { text: `because it is expected to produce ${pct((prodA - prodB) / prodB)} more electricity`, rowId: 'production' };
  }
  if (b.totalPaid > 0 && (b.totalPaid - a.totalPaid) / b.totalPaid >= REASON_MIN_SHARE) {
    return { text: `because everything paid for it comes to ${formatDollars(b.totalPaid - a.totalPaid)} less`, rowId: 'total-paid' };
  }
  return null;
}

function lifetimeVerdict(quotes: readonly Q[]): Verdict {
  const order = ranked(quotes, (q) => q.row.metrics.netSavings, 'higher');
  const [first, second] = order;
  if (!first) return decided('lifetime', 'none', [], [{ text: 'No quote can be calculated yet.', rowId: null }]);
  const years = first.q.result.system.analysisYears;
  if (!second) {
    return decided(
      'lifetime',
      'single',
      [first.q],
      [
        {
          text: `${name(first.q)} saves ${formatDollars(first.v)} over ${years} years. Add another quote to compare.`,
          rowId: 'net-savings',
        },
      ],
    );
  }
  const lead = first.v - second.v;
  const level = order.filter((x) => first.v - x.v < TIE_DOLLARS);
  if (level.length > 1)
    return tie(
      'lifetime',
      level,
      (who) => `${who} tie on lifetime savings: ${formatDollars(first.v)} each over ${years} years.`,
      'net-savings',
    );
  const close = lead < Math.max(CLOSE_CALL_DOLLARS, CLOSE_CALL_SHARE * Math.abs(first.v));
  if (close) {
    return decided(
      'lifetime',
      'close',
      [first.q],
      [
        {
          text: `Close call on lifetime savings: ${name(first.q)} is ahead of ${name(second.q)} by only ${formatDollars(lead)} over ${years} years, well within what the estimates can tell apart; let your other priorities decide.`,
          rowId: 'net-savings',
        },
      ],
    );
  }
  const reason = lifetimeReason(first.q, second.q);
  const head = `Best on lifetime savings: ${name(first.q)}, by ${formatDollars(lead)} over ${years} years against ${name(second.q)}`;
  // The reason continues the sentence: "…against Y, because its price per watt is 18 % lower."
  const claims: Claim[] = reason
    ? [
        { text: `${head},`, rowId: 'net-savings' },
        { text: `${reason.text}.`, rowId: reason.rowId },
      ]
    : [{ text: `${head}.`, rowId: 'net-savings' }];
  return decided('lifetime', 'clear', [first.q], claims);
}

/**
 * The monthly priority rests on two headline rows: "Monthly outlay in year 1" ranks, and "Cash needed at
 * signing" sets the pool. A cash purchase has no monthly outlay because it pays the whole price at signing,
 * so quotes needing little at signing are ranked first and a cash quote is named beside them with what it
 * needs (the homeowner who puts the monthly outlay first is usually not paying in cash). Year-1 cash flow
 * (bill savings minus the outlay) is said for the leader, and when another quote leaves more each month.
 */
function monthlyVerdict(quotes: readonly Q[]): Verdict {
  const upfront = (q: Q) => cashAtSigning(q) ?? 0;
  const lowUpfront = quotes.filter((q) => upfront(q) <= LOW_UPFRONT_SHARE * q.row.metrics.totalSystemCost);
  const pool = lowUpfront.length > 0 ? lowUpfront : quotes;
  const narrowed = pool.length < quotes.length;
  const order = ranked(pool, monthlyOutlay, 'lower');
  const [first, second] = order;
  if (!first) return decided('monthly', 'none', [], [{ text: 'No quote can be calculated yet.', rowId: null }]);
  const upfrontClaim = (q: Q): Claim => ({
    text: upfront(q) > 0 ? `It needs ${formatDollars(upfront(q))} at signing.` : 'It needs nothing at signing.',
    rowId: 'upfront',
  });
  const cashFlowClaim = (q: Q): Claim => ({
    text: `After bill savings it leaves ${formatCents(q.row.metrics.year1MonthlyCashFlow)} a month in year 1.`,
    rowId: 'y1',
  });
  const asides: Claim[] = [];
  // Another quote of the pool may cost more each month and still leave more after bill savings.
  const moreLeft = ranked(
    pool.filter((q) => q !== first.q),
    (q) => q.row.metrics.year1MonthlyCashFlow,
    'higher',
  )[0];
  if (moreLeft && moreLeft.v - first.q.row.metrics.year1MonthlyCashFlow >= TIE_DOLLARS) {
    asides.push({
      text: `${name(moreLeft.q)} costs more each month but leaves more after bill savings: ${formatCents(moreLeft.v)} a month in year 1.`,
      rowId: 'y1',
    });
  }
  // A quote left out of the pool (paid mostly at signing) has a lower outlay: say what it needs first.
  const outside = ranked(
    quotes.filter((q) => !pool.includes(q)),
    monthlyOutlay,
    'lower',
  )[0];
  if (outside && outside.v < first.v) {
    asides.push({
      text:
        outside.v === 0
          ? `${name(outside.q)} has no monthly outlay but needs ${formatDollars(upfront(outside.q))} at signing.`
          : `${name(outside.q)} costs ${formatCents(outside.v)} a month but needs ${formatDollars(upfront(outside.q))} at signing.`,
      rowId: 'upfront',
    });
  }
  const among = narrowed ? ' of the quotes needing little at signing' : '';
  if (!second) {
    return decided(
      'monthly',
      quotes.length > 1 ? 'clear' : 'single',
      [first.q],
      [
        {
          text: `${quotes.length > 1 ? `Lowest monthly outlay${among}: ` : ''}${name(first.q)}, ${formatCents(first.v)} a month in year 1.`,
          rowId: 'outlay',
        },
        upfrontClaim(first.q),
        cashFlowClaim(first.q),
        ...asides,
      ],
    );
  }
  const lead = second.v - first.v;
  const level = order.filter((x) => x.v - first.v < TIE_DOLLARS);
  if (level.length > 1)
    return tie(
      'monthly',
      level,
      (who) => `${who} tie on the monthly outlay${among}: ${formatCents(first.v)} a month each in year 1.`,
      'outlay',
      asides,
    );
  const status = lead < CLOSE_CALL_MONTHLY_DOLLARS ? 'close' : 'clear';
  const head =
    status === 'close'
      ? `Close call on the monthly outlay: ${name(first.q)} costs only ${formatCents(lead)} a month less than ${name(second.q)} in year 1.`
      : `Lowest monthly outlay${among}: ${name(first.q)}, ${formatCents(first.v)} a month in year 1, ${formatCents(lead)} less than ${name(second.q)}.`;
  return decided('monthly', status, [first.q], [{ text: head, rowId: 'outlay' }, upfrontClaim(first.q), cashFlowClaim(first.q), ...asides]);
}

function paybackVerdict(quotes: readonly Q[]): Verdict {
  const order = ranked(quotes, (q) => (q.row.metrics.paybackShown ? q.row.metrics.simplePayback : null), 'lower');
  const [first, second] = order;
  const shown = (v: number) => formatPayback(v, 'comparison') ?? '';
  const when = (v: number) => (v === 0 ? 'at once (Immediate: cash-positive from the first month)' : `in ${shown(v)}`);
  // Like with like: a quote with nothing to pay back (Immediate) cannot be ranked on payback; say so
  // rather than call it the fastest (the payback row gives no "Best" for the same reason).
  const immediate = quotes.filter((q) => q.row.metrics.simplePayback === 0);
  if (immediate.length > 0 && quotes.length > 1) {
    return decided(
      'payback',
      'none',
      [],
      [
        {
          text: `Payback cannot rank these quotes: ${names(immediate)} ${immediate.length === 1 ? 'needs' : 'need'} nothing at signing and ${immediate.length === 1 ? 'is' : 'are'} cash-positive from the first month, so there is nothing to pay back. Compare lifetime savings or the monthly outlay instead.`,
          rowId: 'payback',
        },
      ],
    );
  }
  if (!first) {
    return decided('payback', 'none', [], [{ text: 'No quote pays back within 30 years on these figures.', rowId: 'payback' }]);
  }
  if (!second) {
    const others = quotes.length > 1 ? ' The others do not pay back within 30 years.' : '';
    return decided(
      'payback',
      quotes.length > 1 ? 'clear' : 'single',
      [first.q],
      [{ text: `${name(first.q)} pays back ${when(first.v)}.${others}`, rowId: 'payback' }],
    );
  }
  const lead = second.v - first.v;
  const level = order.filter((x) => x.v - first.v < TIE_YEARS);
  if (level.length > 1)
    return tie('payback', level, (who) => `${who} tie on payback: ${first.v === 0 ? 'Immediate' : shown(first.v)}.`, 'payback');
  const gap = `${lead.toFixed(1)} ${lead.toFixed(1) === '1.0' ? 'year' : 'years'}`;
  if (lead < CLOSE_CALL_YEARS) {
    return decided(
      'payback',
      'close',
      [first.q],
      [
        {
          text: `Close call on payback: ${name(first.q)} pays back ${when(first.v)}, only ${gap} before ${name(second.q)}.`,
          rowId: 'payback',
        },
      ],
    );
  }
  return decided(
    'payback',
    'clear',
    [first.q],
    [{ text: `Fastest payback: ${name(first.q)} pays back ${when(first.v)}, ${gap} sooner than ${name(second.q)}.`, rowId: 'payback' }],
  );
}

/**
 * Workmanship, then panel performance, then roof warranty years: the installer's own promise first. Only
 * the quote's own warranty fields count, never the homeowner's private equipment notes, so the owner's
 * and the shared views (which has no equipment) reach the same verdict.
 */
function protectionVerdict(quotes: readonly ComparedQuote[]): Verdict {
  const key = (q: ComparedQuote) => [
    warrantyYears(q, 'workmanship_warranty') ?? 0,
    warrantyYears(q, 'panel_performance_warranty') ?? 0,
    warrantyYears(q, 'roof_warranty') ?? 0,
  ];
  const stated = quotes.filter((q) => key(q).some((v) => v > 0));
  if (stated.length === 0) {
    return decided(
      'protection',
      'none',
      [],
      [
        {
          text: 'No quote states its warranties yet: ask each installer for the workmanship, panel performance and roof warranties in writing.',
          rowId: 'workmanship-warranty',
        },
      ],
    );
  }
  const cmp = (a: ComparedQuote, b: ComparedQuote) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i += 1) if (ka[i] !== kb[i]) return kb[i]! - ka[i]!;
    return 0;
  };
  const order = [...stated].sort(cmp);
  const first = order[0]!;
  const work = (q: ComparedQuote) => warrantyYears(q, 'workmanship_warranty');
  const describe = (q: ComparedQuote) => {
    const w = work(q);
    return w === null ? 'no workmanship warranty stated' : `a ${w}-year workmanship warranty`;
  };
  if (quotes.length === 1) {
    return decided('protection', 'single', [first], [{ text: `${name(first)} offers ${describe(first)}.`, rowId: 'workmanship-warranty' }]);
  }
  const level = order.filter((q) => cmp(first, q) === 0);
  if (level.length > 1) {
    return decided('protection', 'tie', level, [
      { text: `${names(level)} tie on warranties (${describe(first)} each).`, rowId: 'workmanship-warranty' },
    ]);
  }
  const second = quotes.filter((q) => q !== first).sort(cmp)[0]!;
  const deciding = key(first).findIndex((v, i) => v !== key(second)[i]);
  const rowId = ['workmanship-warranty', 'performance-warranty', 'roof-warranty'][deciding] ?? 'workmanship-warranty';
  const what = ['workmanship', 'panel performance', 'roof penetration'][deciding] ?? 'workmanship';
  const yearsOf = (q: ComparedQuote) => key(q)[deciding] ?? 0;
  const theirs = yearsOf(second) > 0 ? `${yearsOf(second)} years` : 'none stated';
  return decided(
    'protection',
    'clear',
    [first],
    [{ text: `Most protection: ${name(first)}, with a ${yearsOf(first)}-year ${what} warranty (${name(second)}: ${theirs}).`, rowId }],
  );
}

/** The verdict for one priority, computed from the engine's figures of the quotes that could be calculated. */
export function verdict(quotes: readonly ComparedQuote[], priority: Priority): Verdict {
  const ok = quotes.filter(calculated);
  switch (priority) {
    case 'lifetime':
      return lifetimeVerdict(ok);
    case 'monthly':
      return monthlyVerdict(ok);
    case 'payback':
      return paybackVerdict(ok);
    case 'protection':
      return protectionVerdict(quotes);
  }
}

/** Per quote: the priorities it leads on (the short verdict under each column), and those it ties or nearly ties on. */
export interface QuoteStanding {
  readonly id: string;
  readonly name: string;
  readonly leads: readonly Priority[];
  readonly calculated: boolean;
}

export function standings(quotes: readonly ComparedQuote[]): QuoteStanding[] {
  const verdicts = PRIORITIES.map((p) => verdict(quotes, p.id)).filter((v) => v.status !== 'none' && v.status !== 'single');
  return quotes.map((q) => ({
    id: q.id,
    name: q.name,
    calculated: calculated(q),
    leads: verdicts.filter((v) => v.leaders.includes(q.id)).map((v) => v.priority),
  }));
}

/** The sentence about quotes left out of the verdict because they cannot be calculated; `null` when none. */
export function leftOut(quotes: readonly ComparedQuote[]): string | null {
  const failed = quotes.filter((q) => !calculated(q));
  if (failed.length === 0) return null;
  return `${names(failed)} ${failed.length === 1 ? 'is' : 'are'} left out of the money verdicts: ${failed.length === 1 ? 'its' : 'their'} figures cannot be calculated yet (missing quote details).`;
}
