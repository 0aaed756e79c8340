import { Component, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import {
  costOnlySummary,
  missingRequiredInputs,
  productionSanity,
  quoteSensitivity,
  type EngineResult,
  type ProposalData,
  type Warning,
} from '../../finance';
import type { BatteryIncrement } from '../../finance/battery';
import type { BillResult } from '../../finance/billed-quote';
import { savingsClaimFlag } from '../../compare/savings-claim';
import { BillBars } from '../charts/BillBars';
import { BillTable, billColumns } from '../comparison/BillTable';
import type { DefinedFigure } from '../../finance/definitions';
import {
  DASH,
  formatDollars,
  formatKgPerKwh,
  formatKwh,
  formatPayback,
  formatPercent,
  formatPerKwh,
  formatPerWatt,
  formatThousands,
  formatTonnes,
} from '../../finance/format';
import { CALCULATION_ERROR_TITLE, FEDERAL_CREDIT_EXPIRED, SIDEBAR_CRASH, SIDEBAR_NO_PROJECT } from '../../finance/messages';
import { isQuoteField, quoteField } from '../../quote-fields';
import type { QuoteAnalysis } from '../../stores/quote-analysis';
import { Assumptions } from '../calculator/Assumptions';
import { CreditMark, Definition, paydownDetail, perMonth } from '../calculator/Figure';
import { WarningList } from '../calculator/WarningList';
import { Disclosure } from '../ui/Disclosure';
import { ColumnHeads } from '../ui/Display';
import { cx } from '../ui/styles';

export interface SidePanelProps {
  /** False when the project could not be read: 'Unable to Calculate'. */
  hasProject: boolean;
  /** The quote page's analysis store (`stores/quote-analysis.ts`): inputs as of the last pause and their figures. */
  analysis: QuoteAnalysis;
  /** Two-letter state of the property, for the production check. */
  state?: string | null;
}

const PANEL = 'rounded-xl border border-line bg-white p-5 shadow-sm';

interface RowProps {
  label: string;
  value: string;
  tone?: 'bad' | 'good' | undefined;
  strong?: boolean;
  /** The figure's definition, one tap away beside the label. */
  figure?: DefinedFigure;
  /** The figure counts the federal credit that no longer applies: marked, and the caution in its definition. */
  credit?: boolean;
  /** A line under the value (what it is made of). */
  detail?: string | undefined;
}

function Row({ label, value, tone, strong, figure, credit = false, detail }: RowProps) {
  return (
    <div className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 py-1.5">
      <dt className="text-sm text-muted">
        {label}
        {credit && <CreditMark />}
        {figure && <Definition figure={figure} label={label} credit={credit} />}
      </dt>
      <dd
        className={cx(
          'text-right tabular-nums',
          strong ? 'text-base font-semibold' : 'text-sm font-medium',
          tone === 'bad' ? 'text-red-700' : tone === 'good' ? 'text-brand-700' : 'text-ink',
        )}
      >
        {value}
      </dd>
      {detail && <dd className="col-span-2 mt-0.5 text-xs text-muted">{detail}</dd>}
    </div>
  );
}

/** The cost-only result the panel falls back to when the engine cannot run (spec §2). */
function CostOnly({ proposal }: { proposal: ProposalData }) {
  const costs = costOnlySummary(proposal);
  if (costs.totalSystemCost <= 0) return null;
  return (
    <div className="mt-4 border-t border-line pt-3">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">Costs so far</h3>
      <dl className="mt-1 divide-y divide-line">
        <Row label="System cost" value={formatDollars(costs.totalSystemCost)} strong />
        {costs.netInvestment !== costs.totalSystemCost && (
          <Row label="Net cost after incentives" value={formatDollars(costs.netInvestment)} />
        )}
        <Row label="Cost per watt" value={formatPerWatt(costs.costPerWattBeforeIncentives)} />
        {costs.costPerWattAfterIncentives !== costs.costPerWattBeforeIncentives && (
          <Row label="After incentives" value={formatPerWatt(costs.costPerWattAfterIncentives)} />
        )}
      </dl>
    </div>
  );
}

function Check({ ok }: { ok: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-bold',
        ok ? 'bg-brand-600 text-white' : 'border-2 border-slate-300 text-transparent',
      )}
    >
      ✓
    </span>
  );
}

/**
 * The notes above the figures: the engine's warnings, the production check for the state, and the federal
 * credit caution once (the engine's when it gives one; else when the figures count a credit at all).
 */
export function panelNotes(result: EngineResult, warnings: readonly Warning[], state: string | null | undefined): Warning[] {
  const notes: Warning[] = [...warnings];
  const sanity = productionSanity(state ?? null, result.production.year1, result.system.sizeKw);
  if (sanity?.warning) notes.push(sanity.warning);
  if (result.federalCredit.source !== null && !notes.some((w) => w.code === 'FEDERAL_CREDIT_EXPIRED')) {
    notes.push(result.federalCredit.caution ?? { severity: 'warning', code: 'FEDERAL_CREDIT_EXPIRED', message: FEDERAL_CREDIT_EXPIRED });
  }
  return notes;
}

const perKwh = (value: number | null): string => (value === null ? DASH : `${formatPerKwh(value)}/kWh`);

/** Loan, lease or PPA figures: what the lender or the owner will bill. */
function FinancingRows({ result, credit }: { result: EngineResult; credit: (figure: DefinedFigure) => boolean }) {
  const financing = result.financing;
  if (financing.kind === 'loan') {
    const fee = financing.fee;
    const paydown = financing.paydown;
    return (
      <>
        <Row
          label="Monthly loan payment"
          value={perMonth(financing.monthlyPayment)}
          figure="monthlyPayment"
          detail={`As billed: on ${formatDollars(financing.principal)} financed over ${financing.termMonths / 12} years`}
        />
        {financing.paymentAfterPaydown !== null && paydown !== null && (
          <Row
            label="Payment after paydown"
            value={perMonth(financing.paymentAfterPaydown)}
            figure="paymentAfterPaydown"
            credit={credit('paymentAfterPaydown')}
            detail={paydownDetail(paydown)}
          />
        )}
        <Row label="Total interest" value={formatDollars(financing.interest)} figure="totalInterest" credit={credit('totalInterest')} />
        <Row label="Total paid" value={formatDollars(financing.totalPaid)} figure="totalPaid" credit={credit('totalPaid')} />
        {fee !== null && (
          <Row
            label="Implied dealer fee"
            value={`${formatDollars(fee.amount)} (${formatPercent(fee.percent)})`}
            figure="financingMarkup"
            detail={`Against the cash price of ${formatDollars(fee.cashPrice)}${fee.flagged ? '; worth asking about' : '; under 2 %, likely rounding'}`}
          />
        )}
      </>
    );
  }
  if (financing.kind === 'lease' || financing.kind === 'ppa') {
    const endOfTerm = result.assumptions.find((a) => a.code === 'END_OF_TERM');
    return (
      <>
        <Row
          label={financing.kind === 'lease' ? 'Lease payment, year 1' : 'PPA payment, year 1'}
          value={perMonth(financing.year1MonthlyPayment)}
          figure="monthlyPayment"
          detail={financing.escalatorPercent > 0 ? `Rising ${formatPercent(financing.escalatorPercent, 2)} a year` : 'Fixed for the term'}
        />
        <Row
          label="Lifetime payments"
          value={formatDollars(financing.lifetimePayments)}
          figure="lifetimePayments"
          detail={`Over ${result.system.analysisYears} years; ${formatDollars(financing.totalPaid)} paid in all`}
        />
        <Row label="Effective price per kWh" value={perKwh(financing.effectiveRatePerKwh)} figure="effectiveRatePerKwh" />
        <Row label="Utility price per kWh" value={perKwh(financing.utilityRatePerKwh)} figure="utilityRatePerKwh" />
        {endOfTerm && (
          <Row
            label="End of term"
            value={endOfTerm.source === 'default' ? 'Assumed' : 'As entered'}
            figure="assumptions"
            detail={endOfTerm.value}
          />
        )}
      </>
    );
  }
  return null;
}

function BatteryOnItsOwn({ battery }: { battery: BatteryIncrement }) {
  return (
    <div className="mt-4 rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-line">
      <h3 className="flex items-center gap-1 font-semibold text-ink">
        The battery on its own
        <Definition figure="batteryIncrement" label="The battery on its own" credit={false} />
      </h3>
      <p className="mt-1 text-slate-700">
        Adds {formatDollars(battery.netCost)} after incentives
        {battery.valueIsBackupOnly
          ? '; with these inputs its value is backup power, not bill savings.'
          : `; ${formatDollars(battery.value)} of savings over the lifetime, payback ${formatPayback(battery.payback, 'panel')}.`}
      </p>
    </div>
  );
}

/**
 * Year 1 as the utility bills it (issue 23), when the project has a tariff: the bill without and with the
 * system, what is saved, how much of the production the home uses, what exports earn and what the battery
 * shifts, each with its definition; the bills by month on demand; the quote's own savings claim flagged
 * when it is more than 15 % above Atlas's figure, with the question to send.
 */
function BillSummary({ bill, proposal }: { bill: BillResult; proposal: ProposalData }) {
  const flag = savingsClaimFlag(proposal, bill);
  return (
    <section aria-labelledby="panel-bill-heading" className="mt-4 rounded-lg bg-slate-50 p-3 ring-1 ring-line">
      <h3 id="panel-bill-heading" className="text-sm font-semibold text-ink">
        Your bill in year 1
      </h3>
      <p className="text-xs text-muted">Under {bill.tariffName}, billed hour by hour</p>
      {flag && (
        <div
          role="note"
          aria-label="Red flag"
          className="mt-2 border-l-4 border-amber-400 bg-white py-1.5 pr-2 pl-3 text-sm"
          data-flag={flag.code}
        >
          <p className="font-semibold text-amber-900">{flag.title}</p>
          <p className="mt-0.5 text-slate-700">{flag.detail}</p>
          <p className="mt-1 text-ink">
            <span className="font-medium">Ask: </span>
            <q>{flag.question}</q>
          </p>
        </div>
      )}
      <dl className="mt-1 divide-y divide-line">
        <Row label="Bill without solar" value={formatDollars(bill.before)} figure="billBefore" />
        <Row label="Bill with this system" value={formatDollars(bill.after)} figure="billAfter" />
        <Row label="Bill savings" value={formatDollars(bill.savings)} strong tone="good" figure="billSavings" />
        <Row
          label="Used at home"
          value={formatPercent(bill.selfConsumptionPercent, 0)}
          figure="selfConsumptionShare"
          detail={`${formatKwh(bill.kwh.production - bill.kwh.exported)} of ${formatKwh(bill.kwh.production)} produced`}
        />
        <Row
          label="Exports earn"
          value={formatDollars(bill.exportEarnings)}
          figure="exportEarnings"
          detail={`For ${formatKwh(bill.kwh.exported)} sent to the grid${bill.lapsedCredit > 0 ? `; ${formatDollars(bill.lapsedCredit)} of credit lapses at the true-up` : ''}`}
        />
        {bill.battery !== null && (
          <Row
            label="Battery shifts"
            value={formatKwh(bill.battery.shiftedKwh)}
            figure="batteryShift"
            detail={`Worth ${formatDollars(bill.battery.value)} on the year’s bills`}
          />
        )}
      </dl>
      <Disclosure title="Bill by month" className="mt-2" level={4}>
        <BillBars id="panel-bill" columns={billColumns(bill, 'With this system')} />
        <BillTable caption="Year 1 bills by month, without solar and with this system" columns={billColumns(bill, 'With this system')} />
      </Disclosure>
    </section>
  );
}

/** The sensitivity table: five more model runs, so they run only while the section is open. */
function Sensitivity({ analysis }: { analysis: QuoteAnalysis }) {
  const [open, setOpen] = useState(false);
  return (
    <Disclosure title="How sensitive is this?" className="mt-4 print:hidden" level={3} isExpanded={open} onExpandedChange={setOpen}>
      {open && <SensitivityTable analysis={analysis} />}
    </Disclosure>
  );
}

function SensitivityTable({ analysis }: { analysis: QuoteAnalysis }) {
  const scenarios = useMemo(
    () => quoteSensitivity(analysis.settings, analysis.proposal, { npvEnabled: analysis.npvEnabled }).result,
    [analysis],
  );
  if (scenarios === null) return <p className="text-sm text-muted">{DASH}</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Payback and net savings by scenario</caption>
      <thead className="text-xs text-muted">
        <ColumnHeads labels={['If…', 'Payback', 'Net']} cell="py-1 font-medium" numbersFrom={1} />
      </thead>
      <tbody>
        {scenarios.map((s) => (
          <tr key={s.key} className="border-t border-line">
            <th scope="row" className="py-1 pr-2 font-normal">
              {s.label}
            </th>
            <td className="py-1 text-right tabular-nums">{formatPayback(s.simplePayback, 'panel')}</td>
            <td className={cx('py-1 text-right tabular-nums', s.netSavings < 0 && 'text-red-700')}>{formatThousands(s.netSavings)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Analysis({ result, analysis, state }: { result: EngineResult; analysis: QuoteAnalysis; state?: string | null | undefined }) {
  const { metrics } = result;
  // With the bill shown, its red flag says what the savings-claim warning would (once, with the question).
  const notes = useMemo(
    () => panelNotes(result, analysis.outcome.warnings, state).filter((w) => !(result.bill && w.code === 'SAVINGS_CLAIM_HIGH')),
    [result, analysis.outcome.warnings, state],
  );
  const cautioned = notes.some((w) => w.code === 'FEDERAL_CREDIT_EXPIRED');
  const credit = (figure: DefinedFigure): boolean => cautioned && result.federalCredit.affects.includes(figure);
  const owned = result.financing.kind === 'cash' || result.financing.kind === 'loan';

  return (
    <>
      <WarningList warnings={notes} />
      <dl className="mt-3 divide-y divide-line">
        <Row label="System cost" value={formatDollars(result.systemCost.total)} strong figure="totalSystemCost" />
        {result.incentives.total > 0 && (
          <Row
            label="Net cost after incentives"
            value={formatDollars(result.netInvestment)}
            strong
            figure="netInvestment"
            credit={credit('netInvestment')}
          />
        )}
        <Row label="Cost per watt" value={formatPerWatt(metrics.costPerWattBeforeIncentives)} figure="costPerWatt" />
        <Row
          label="After incentives"
          value={formatPerWatt(metrics.costPerWattAfterIncentives)}
          figure="costPerWattAfterIncentives"
          credit={credit('costPerWatt')}
        />
        <FinancingRows result={result} credit={credit} />
        <Row
          label="Year 1 monthly cash flow"
          value={formatDollars(metrics.year1MonthlyCashFlow)}
          tone={metrics.year1MonthlyCashFlow < 0 ? 'bad' : undefined}
          figure="netMonthlySavings"
        />
        <Row
          label="Payback"
          value={formatPayback(metrics.payback, 'panel') ?? 'N/A'}
          strong
          figure="simplePayback"
          credit={credit('simplePayback')}
        />
        <Row
          label="Discounted payback"
          value={formatPayback(metrics.discountedPayback, 'panel') ?? 'N/A'}
          figure="discountedPayback"
          credit={credit('discountedPayback')}
        />
        {metrics.npv && (
          <Row
            label="Net present value"
            value={formatDollars(metrics.netPresentValue)}
            tone={metrics.netPresentValue < 0 ? 'bad' : 'good'}
            figure="netPresentValue"
            credit={credit('netPresentValue')}
            detail={`Discounted at ${formatPercent(metrics.discountRate, 2)} a year`}
          />
        )}
        {metrics.irr !== null && <Row label="Yearly return (IRR)" value={formatPercent(metrics.irr)} figure="irr" credit={credit('irr')} />}
        {owned && (
          <Row
            label="Return on investment, lifetime total"
            value={formatPercent(metrics.roi)}
            tone={(metrics.roi ?? 0) < 0 ? 'bad' : undefined}
            figure="roi"
            credit={credit('roi')}
          />
        )}
        <Row
          label="Net savings"
          value={formatThousands(metrics.netSavings)}
          tone={metrics.netSavings < 0 ? 'bad' : 'good'}
          strong
          figure="netSavings"
          credit={credit('netSavings')}
        />
        <Row label="Lifetime bill savings" value={formatDollars(result.grossBenefits.lifetimeSavings)} figure="lifetimeSavings" />
        {owned && (
          <Row
            label="Solar cost per kWh"
            value={perKwh(metrics.lcoe)}
            figure="lcoe"
            credit={credit('lcoe')}
            detail={metrics.lcoeIncludesFinancing ? 'Not discounted; includes loan interest and fees' : 'Not discounted'}
          />
        )}
        <Row
          label="Savings vs. no solar"
          value={formatPercent(metrics.savingsPercentage)}
          figure="savingsPercentage"
          credit={credit('savingsPercentage')}
        />
        <Row
          label="Lifetime production"
          value={`${(result.production.lifetime / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })} MWh`}
          figure="lifetimeProduction"
        />
        {result.carbon && (
          <Row
            label="CO₂ avoided over the lifetime"
            value={formatTonnes(result.carbon.kgAvoided)}
            figure="co2Avoided"
            detail={`At your state’s grid average of ${formatKgPerKwh(result.carbon.kgPerKwh)}`}
          />
        )}
      </dl>
      {cautioned && result.federalCredit.affects.length > 0 && (
        <p className="mt-2 text-xs text-muted">
          <CreditMark /> counts the federal tax credit (see the caution above).
        </p>
      )}
      {result.bill && <BillSummary bill={result.bill} proposal={analysis.proposal} />}
      {analysis.battery && <BatteryOnItsOwn battery={analysis.battery} />}
      <Sensitivity analysis={analysis} />
      <div className="mt-4">
        <Assumptions assumptions={result.assumptions} />
      </div>
    </>
  );
}

/**
 * The payment terms the engine still needs (a loan chosen without its rate or term, a lease without its
 * term): items of the checklist, so the panel says what is missing instead of listing errors.
 */
function missingTerms(warnings: readonly Warning[]): Array<{ key: string; label: string; ok: false }> {
  return warnings.flatMap((w) =>
    w.code === 'MISSING_REQUIRED_INPUT' && w.field && isQuoteField(w.field)
      ? [{ key: w.field, label: quoteField(w.field).label, ok: false as const }]
      : [],
  );
}

/** The panel's content by state: Unable to Calculate, Almost there!, Calculation Error, cost-only, Financial Analysis. */
function PanelBody({ hasProject, analysis, state }: SidePanelProps) {
  if (!hasProject) {
    return (
      <div role="status">
        <h2 className="text-lg font-semibold text-ink">Unable to Calculate</h2>
        <p className="mt-1 text-sm text-muted">{SIDEBAR_NO_PROJECT}</p>
      </div>
    );
  }
  const { settings, proposal, outcome } = analysis;
  const required = missingRequiredInputs(settings, proposal);
  // A term the engine misses that the checklist already names (year-1 production) is listed once.
  const checklist = [...required, ...missingTerms(outcome.warnings).filter((term) => !required.some((item) => item.key === term.key))];
  if (checklist.some((item) => !item.ok)) {
    return (
      <>
        <h2 className="text-lg font-semibold text-ink">Almost there!</h2>
        <p className="mt-1 text-sm text-muted">Fill in these to see the full financial analysis:</p>
        <ul className="mt-3 space-y-2" aria-label="Required for the analysis">
          {checklist.map((item) => (
            <li key={item.key} className="flex items-center gap-2.5 text-sm">
              <Check ok={item.ok} />
              <span className={item.ok ? 'text-muted line-through decoration-slate-300' : 'font-medium text-ink'}>{item.label}</span>
              <span className="sr-only">{item.ok ? '(done)' : '(missing)'}</span>
            </li>
          ))}
        </ul>
        <CostOnly proposal={proposal} />
      </>
    );
  }
  if (outcome.result === null) {
    const crashed = outcome.warnings.some((w) => w.code === 'ENGINE_FAILURE');
    if (crashed) return <CrashNotice details={outcome.warnings.map((w) => w.message).join('\n')} proposal={proposal} />;
    return (
      <>
        <h2 className="text-lg font-semibold text-ink">Financial Analysis</h2>
        <p className="mt-1 text-sm text-muted">The analysis can’t run with these figures yet:</p>
        <WarningList warnings={outcome.warnings} />
        <CostOnly proposal={proposal} />
      </>
    );
  }
  return (
    <>
      <h2 className="text-lg font-semibold text-ink">Financial Analysis</h2>
      <Analysis result={outcome.result} analysis={analysis} state={state} />
    </>
  );
}

function CrashNotice({ details, proposal }: { details: string; proposal?: ProposalData }) {
  return (
    <>
      <div role="alert">
        <h2 className="text-lg font-semibold text-red-800">{CALCULATION_ERROR_TITLE}</h2>
        <p className="mt-1 text-sm text-slate-700">{SIDEBAR_CRASH}</p>
      </div>
      <Disclosure title={(open) => (open ? 'Hide details' : 'Show details')} className="mt-3" level={3}>
        <pre className="whitespace-pre-wrap break-words text-xs text-slate-700">{details}</pre>
      </Disclosure>
      {proposal && <CostOnly proposal={proposal} />}
    </>
  );
}

/** Catches a render failure of the panel: the spec's 'Calculation Error' with expandable details. */
class PanelBoundary extends Component<{ children: ReactNode; resetKey: unknown }, { error: Error | null; key: unknown }> {
  override state: { error: Error | null; key: unknown } = { error: null, key: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: unknown }, state: { error: Error | null; key: unknown }) {
    // A changed input gets a fresh attempt.
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(new Error('quote side panel: render failed', { cause: error }), info.componentStack);
  }

  override render() {
    if (this.state.error) return <CrashNotice details={this.state.error.message} />;
    return this.props.children;
  }
}

/**
 * The quote's side panel (spec §2): the 'Almost there!' checklist until system size, cost, year-1
 * production, monthly consumption and current rate are above 0, then the Financial Analysis; a
 * cost-only result when the engine cannot run; 'Unable to Calculate' without a project; 'Calculation
 * Error' with expandable details when something fails.
 */
export function SidePanel(props: SidePanelProps) {
  return (
    <aside aria-label="Financial analysis" className={cx(PANEL, 'print:shadow-none')}>
      <PanelBoundary resetKey={props.analysis}>
        <PanelBody {...props} />
      </PanelBoundary>
    </aside>
  );
}
