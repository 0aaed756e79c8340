import { Fragment, type ReactNode } from 'react';
import { barData, cashFlowChart } from '../../compare/chart';
import { calculated, type ComparedQuote } from '../../compare/quotes';
import { redFlags, type RedFlag, type RedFlagContext } from '../../compare/red-flags';
import { NATIONAL_RANGE } from '../../compare/local-range';
import { buildComparison, type Comparison } from '../../compare/build';
import { GROUP_LABELS, type BestMark, type CompareRow, type RowGroup } from '../../compare/rows';
import { PRIORITIES, type Claim } from '../../compare/verdict';
import { DEFINITIONS } from '../../finance/definitions';
import { CashFlowLines } from '../charts/CashFlowLines';
import { CostSavingsBars } from '../charts/CostSavingsBars';
import { BillBars } from '../charts/BillBars';
import { BillTable, type BillColumn } from './BillTable';
import { Definition } from './Definition';

export interface ComparisonViewProps {
  quotes: readonly ComparedQuote[];
  /** Names the table for assistive technology. */
  caption: string;
  /** A quote's column header; default: its name. */
  renderHeader?: ((q: ComparedQuote) => ReactNode) | undefined;
  context?: RedFlagContext | undefined;
  /** Rows reading the quote's equipment and the homeowner's own ratings: off on the shared page, which has neither. */
  privateRows?: boolean;
}

const GROUP_ORDER: readonly RowGroup[] = ['money', 'bill', 'financing', 'value', 'equipment', 'installer'];
const rowHref = (id: string) => `#cmp-row-${id}`;

/** A titled part of the comparison: a section named by its heading. */
function Section({ id, title, className, children }: { id: string; title: string; className: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}

function ClaimText({ claim }: { claim: Claim }) {
  if (claim.rowId === null) return <>{claim.text}</>;
  return (
    <a
      href={rowHref(claim.rowId)}
      className="text-ink underline decoration-brand-600/50 decoration-2 underline-offset-4 hover:decoration-brand-600"
    >
      {claim.text}
    </a>
  );
}

function Choice({ name, value, label, defaultChecked }: { name: string; value: string; label: string; defaultChecked?: boolean }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:ring-2 has-focus-visible:ring-brand-600">
      <input
        type="radio"
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        className="h-4 w-4 accent-brand-700 focus:outline-none"
      />
      {label}
    </label>
  );
}

function Verdicts({
  quotes,
  model,
  context,
}: {
  quotes: readonly ComparedQuote[];
  model: Comparison;
  context?: RedFlagContext | undefined;
}) {
  const stand = model.standings;
  const out = model.leftOut;
  const label = (id: string) => PRIORITIES.find((p) => p.id === id)?.best ?? id;
  return (
    <Section
      id="cmp-verdict-heading"
      title="Which quote fits you best"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <fieldset className="cmp-choice mt-3">
        <legend className="text-sm text-muted">What matters most to you?</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {PRIORITIES.map((p, i) => (
            <Choice key={p.id} name="cmp-priority" value={p.id} label={p.label} defaultChecked={i === 0} />
          ))}
        </div>
      </fieldset>
      <div className="mt-4" aria-live="polite">
        {PRIORITIES.map((p, i) => {
          const v = model.verdicts[i]!;
          return (
            <div key={p.id} className="cmp-verdict" data-priority={p.id} data-status={v.status} data-testid={`verdict-${p.id}`}>
              <p className="text-base leading-relaxed [overflow-wrap:anywhere] text-ink sm:text-lg">
                {v.claims.map((c, i) => (
                  <Fragment key={i}>
                    {i > 0 && ' '}
                    <ClaimText claim={c} />
                  </Fragment>
                ))}
              </p>
              {(v.status === 'tie' || v.status === 'close') && (
                <p className="mt-1 text-sm text-muted">
                  {v.status === 'tie'
                    ? 'A tie: nothing in these figures separates them.'
                    : 'A close call: the difference is smaller than the estimates can promise.'}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {quotes.length > 1 && (
        <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-3" aria-label="Each quote in short">
          {stand.map((s) => {
            const q = quotes.find((x) => x.id === s.id)!;
            const flags = redFlags(q, quotes, context);
            return (
              <li key={s.id} className="min-w-0 rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
                <p className="truncate font-semibold text-ink">{s.name}</p>
                <p className="[overflow-wrap:anywhere] text-slate-700">
                  {!s.calculated
                    ? 'Figures not calculated yet.'
                    : s.leads.length > 0
                      ? `Best on ${s.leads.map(label).join(', ')}.`
                      : 'Not first on any priority.'}{' '}
                  {flags.length > 0 && (
                    <a href={`#cmp-flags-${s.id}`} className="font-medium text-amber-800 underline underline-offset-2">
                      {flags.length} {flags.length === 1 ? 'question' : 'questions'} to ask
                    </a>
                  )}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      {out && <p className="mt-3 text-sm text-muted">{out}</p>}
      <p className="mt-3 text-xs text-muted">
        Atlas does not recommend installers: these sentences compare the figures below against the priority you pick. Each links to the row
        it rests on.
      </p>
    </Section>
  );
}

function CreditCaution({ quotes }: { quotes: readonly ComparedQuote[] }) {
  const counting = quotes.filter((q) => q.row.metrics?.federalCreditCaution);
  if (counting.length === 0) return null;
  return (
    <div role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-semibold">Federal tax credit caution: {counting.map((q) => q.name).join(', ')}</p>
      <p className="mt-1">{DEFINITIONS.federalCredit}</p>
    </div>
  );
}

/**
 * Year 1's bills month by month (issue 23): without solar, and with each quote's system, under the project's
 * tariff. Only when the project has one; the shared page bills with it on the server (its rate is named
 * only as "the homeowner's rate", see directus/access/shared-view.mjs).
 */
function BillByMonth({ quotes }: { quotes: readonly ComparedQuote[] }) {
  const billed = quotes.flatMap((q) => (q.result?.bill ? [{ q, bill: q.result.bill }] : []));
  const first = billed[0];
  if (first === undefined) return null;
  const columns: BillColumn[] = [
    { id: 'before', label: 'Without solar', months: first.bill.months.map((m) => m.before.total), year: first.bill.before },
    ...billed.map(({ q, bill }) => ({ id: q.id, label: q.name, months: bill.months.map((m) => m.after.total), year: bill.after })),
  ];
  const usage = first.q.row.assumptions.find((a) => a.code === 'USAGE_SHAPE');
  return (
    <Section id="cmp-bill-heading" title="Your bill by month" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <p className="mt-1 text-sm text-muted">
        Year 1 under {first.bill.tariffName}, billed hour by hour.{usage ? ` Your use by the hour: ${usage.value}.` : ''}{' '}
        <Definition id="bill-by-month" label="How it is billed">
          <p>{DEFINITIONS.billBefore}</p>
          <p className="mt-2">{DEFINITIONS.billAfter}</p>
        </Definition>
      </p>
      <div className="mt-3">
        <BillBars id="cmp-bill" columns={columns} />
      </div>
      <div className="mt-3 overflow-x-auto" role="region" aria-label="Your bill by month, scrolls sideways" tabIndex={0}>
        <BillTable caption="Year 1 bills by month, without solar and with each quote" columns={columns} className="min-w-[20rem]" />
      </div>
    </Section>
  );
}

function Cell({ row, q, best }: { row: CompareRow; q: ComparedQuote; best: BestMark | null }) {
  const isBest = best?.ids.has(q.id) ?? false;
  return (
    <td
      className={`px-3 py-2.5 align-top tabular-nums sm:px-4 ${isBest ? 'bg-brand-50/70 font-semibold text-brand-800' : 'text-ink'}`}
      data-best={isBest ? '' : undefined}
    >
      {row.text(q)}
      {isBest && (
        <span className="ml-1.5 inline-flex items-center rounded-full bg-brand-700 px-1.5 py-0.5 align-middle text-[0.6875rem] font-semibold text-white print:border print:border-brand-800">
          <span aria-hidden="true">★&nbsp;</span>Best<span className="sr-only">: {best!.why.toLowerCase()}</span>
        </span>
      )}
    </td>
  );
}

function Table({
  quotes,
  model,
  caption,
  renderHeader,
  context,
}: Required<Pick<ComparisonViewProps, 'quotes' | 'caption'>> &
  Pick<ComparisonViewProps, 'renderHeader' | 'context'> & { model: Comparison }) {
  const rows = model.rows;
  const flags = new Map(quotes.map((q) => [q.id, redFlags(q, quotes, context)]));
  const cols = quotes.length + 1;
  return (
    <section aria-labelledby="cmp-table-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="cmp-table-heading" className="text-lg font-semibold text-ink">
          Side by side
        </h3>
        <fieldset className="cmp-choice flex gap-2">
          <legend className="sr-only">Comparison detail</legend>
          <Choice name="cmp-mode" value="basic" label="Basic" defaultChecked />
          <Choice name="cmp-mode" value="advanced" label="Advanced" />
        </fieldset>
      </div>
      <p className="text-xs text-muted">
        <span className="font-semibold text-brand-800">★ Best</span> marks the lowest cost or the highest savings or warranty in each row,
        only where every quote has a figure to compare (a lease or PPA has no purchase price; “not comparable” rows say why under their
        name). Tap a figure's name for its definition. — means a figure could not be calculated (missing quote details).
      </p>
      <div
        className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
        role="region"
        aria-label={`${caption}, scrolls sideways`}
        tabIndex={0}
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-slate-200 bg-slate-50 align-bottom">
              <th
                scope="col"
                className="sticky left-0 z-10 w-[7.5rem] min-w-[7.5rem] bg-slate-50 px-2 py-3 text-left text-xs font-semibold tracking-wide text-muted uppercase sm:w-52 sm:px-4"
              >
                Figure
              </th>
              {quotes.map((q) => (
                <th
                  key={q.id}
                  scope="col"
                  className="min-w-[9.5rem] max-w-72 px-3 py-3 text-left align-bottom font-semibold [overflow-wrap:anywhere] text-ink sm:min-w-44 sm:px-4"
                >
                  {renderHeader ? renderHeader(q) : q.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr id="cmp-row-flags" className="border-b border-slate-100">
              <th
                scope="row"
                className="sticky left-0 z-10 bg-white px-2 py-2.5 text-left text-xs font-medium text-slate-700 shadow-[1px_0_0_0_var(--color-slate-100)] sm:px-4 sm:text-sm"
              >
                <Definition id="flags" label="Red flags">
                  Things in a quote worth asking the installer about, each with a question you can send as it is. The list is below the
                  table.
                </Definition>
              </th>
              {quotes.map((q) => {
                const n = flags.get(q.id)?.length ?? 0;
                return (
                  <td key={q.id} className="px-3 py-2.5 sm:px-4">
                    {n === 0 ? (
                      <span className="text-slate-600">None found</span>
                    ) : (
                      <a href={`#cmp-flags-${q.id}`} className="font-medium text-amber-800 underline underline-offset-2">
                        {n} to ask about
                      </a>
                    )}
                  </td>
                );
              })}
            </tr>
            {GROUP_ORDER.map((group) => {
              const inGroup = rows.filter((r) => r.row.group === group);
              if (inGroup.length === 0) return null;
              const allAdvanced = inGroup.every((r) => r.row.advanced);
              return (
                <Fragment key={group}>
                  <tr className="bg-slate-50" data-advanced={allAdvanced ? '' : undefined}>
                    <th
                      colSpan={cols}
                      scope="colgroup"
                      className="px-2 pt-4 pb-1.5 text-left text-xs font-semibold tracking-wide text-muted uppercase sm:px-4"
                    >
                      <span className="sticky left-2">{GROUP_LABELS[group]}</span>
                    </th>
                  </tr>
                  {inGroup.map(({ row, best, noBest }) => {
                    return (
                      <tr
                        key={row.id}
                        id={`cmp-row-${row.id}`}
                        data-advanced={row.advanced ? '' : undefined}
                        data-no-best={noBest ?? undefined}
                        className="border-b border-slate-100 last:border-0"
                      >
                        <th
                          scope="row"
                          className="sticky left-0 z-10 bg-white px-2 py-2.5 text-left align-top text-xs shadow-[1px_0_0_0_var(--color-slate-100)] sm:px-4 sm:text-sm"
                        >
                          <Definition id={row.id} label={row.label}>
                            <p>{row.definition}</p>
                            {row.better && (
                              <p className="mt-2 text-slate-600">
                                {row.better === 'lower' ? 'Lower is better: ★ marks the lowest.' : 'Higher is better: ★ marks the highest.'}
                              </p>
                            )}
                            {noBest && <p className="mt-2 text-amber-900">{noBest}</p>}
                          </Definition>
                          {noBest && (
                            <span className="mt-0.5 block text-[0.6875rem] font-normal text-muted" title={noBest}>
                              No ★ Best: not comparable
                            </span>
                          )}
                        </th>
                        {quotes.map((q) => (
                          <Cell key={q.id} row={row} q={q} best={best} />
                        ))}
                      </tr>
                    );
                  })}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Flags({ quotes, context }: { quotes: readonly ComparedQuote[]; context?: RedFlagContext | undefined }) {
  const all = quotes.map((q) => ({ q, flags: redFlags(q, quotes, context) }));
  return (
    <Section id="cmp-flags-heading" title="Questions to ask each installer" className="flex flex-col gap-3">
      <p className="text-xs text-muted" data-testid="price-range">
        Price per watt is checked against {(context?.priceRange ?? NATIONAL_RANGE).basis}.
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        {all.map(({ q, flags }) => (
          <article
            key={q.id}
            id={`cmp-flags-${q.id}`}
            aria-label={`${q.name}: red flags`}
            className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h4 className="font-semibold [overflow-wrap:anywhere] text-ink">{q.name}</h4>
            {flags.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">No red flags in the figures entered.</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-3">
                {flags.map((f: RedFlag) => (
                  <li key={f.code} className="border-l-4 border-amber-400 pl-3 text-sm" data-flag={f.code}>
                    <p className="font-semibold text-amber-900">{f.title}</p>
                    <p className="mt-0.5 text-slate-700">
                      {f.detail}{' '}
                      <a href={rowHref(f.rowId)} className="whitespace-nowrap text-slate-600 underline underline-offset-2">
                        See the row
                      </a>
                    </p>
                    <p className="mt-1.5 rounded-md bg-slate-50 px-3 py-2 text-ink ring-1 ring-slate-200">
                      <span className="font-medium">Ask: </span>
                      <q>{f.question}</q>
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </article>
        ))}
      </div>
    </Section>
  );
}

/**
 * Assumption lines the public view leaves out: where the home is (the sun's position for its ZIP code; the
 * grid emission factor's line, which names the state or the country). The CO₂ row itself is shown.
 */
const PRIVATE_ASSUMPTIONS: ReadonlySet<string> = new Set(['LOCATION', 'GRID_EMISSIONS']);

function Assumptions({ quotes, publicView }: { quotes: readonly ComparedQuote[]; publicView: boolean }) {
  const ok = quotes.filter(calculated);
  if (ok.length === 0) return null;
  const key = (a: { label: string; value: string }) => `${a.label}\u0000${a.value}`;
  const linesOf = (q: (typeof ok)[number]) =>
    publicView ? q.row.assumptions.filter((a) => !PRIVATE_ASSUMPTIONS.has(a.code)) : q.row.assumptions;
  const common = linesOf(ok[0]!).filter((a) => ok.every((q) => linesOf(q).some((b) => key(b) === key(a))));
  const commonKeys = new Set(common.map(key));
  const item = (a: { label: string; value: string; source: string }) => (
    <li key={key(a)} className="flex flex-wrap gap-x-1">
      <span className="text-slate-600">{a.label}:</span>
      <span className="font-medium text-ink">{a.value}</span>
      {a.source === 'default' && <span className="text-xs text-amber-800">(assumed)</span>}
    </li>
  );
  return (
    <details className="cmp-print-open rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <summary className="cursor-pointer font-semibold text-ink">What these figures assume</summary>
      <p className="mt-2 text-sm text-muted">{DEFINITIONS.assumptions}</p>
      <ul className="mt-3 flex flex-col gap-1 text-sm">{common.map(item)}</ul>
      {ok.map((q) => {
        const own = linesOf(q).filter((a) => !commonKeys.has(key(a)));
        return own.length === 0 ? null : (
          <div key={q.id} className="mt-3">
            <p className="text-sm font-semibold text-ink">{q.name}</p>
            <ul className="mt-1 flex flex-col gap-1 text-sm">{own.map(item)}</ul>
          </div>
        );
      })}
    </details>
  );
}

/**
 * The comparison of a project's quotes: the verdict for the homeowner's priority, one cash-flow chart of
 * every quote and the net cost/savings bars, the table with the best value of each row marked, the red
 * flags with their questions, and the assumptions. No hooks and no script of its own: the shared page
 * renders it on the server and ships no JavaScript; the project page renders it in its island.
 */
export function ComparisonView({ quotes, caption, renderHeader, context, privateRows = true }: ComparisonViewProps) {
  const model = buildComparison(quotes, privateRows ? 'owner' : 'public');
  const chart = cashFlowChart(quotes);
  const bars = barData(quotes);
  return (
    <div className="cmp flex flex-col gap-6" data-print="comparison">
      <Verdicts quotes={quotes} model={model} context={context} />
      <CreditCaution quotes={quotes} />
      {chart && (
        <section aria-labelledby="cmp-chart-heading" className="grid gap-4 lg:grid-cols-3">
          <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:col-span-2">
            <h3 id="cmp-chart-heading" className="mb-3 text-lg font-semibold text-ink">
              Cash flow over the lifetime
            </h3>
            <CashFlowLines data={chart} />
          </div>
          <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="mb-3 text-lg font-semibold text-ink">Net cost and lifetime savings</h3>
            <CostSavingsBars data={bars} />
          </div>
        </section>
      )}
      <BillByMonth quotes={quotes} />
      <Table quotes={quotes} model={model} caption={caption} renderHeader={renderHeader} context={context} />
      <Flags quotes={quotes} context={context} />
      <Assumptions quotes={quotes} publicView={!privateRows} />
    </div>
  );
}
