import { Component, useMemo, type ErrorInfo, type ReactNode } from 'react';
import {
  batteryIncrement,
  costOnlySummary,
  missingRequiredInputs,
  productionSanity,
  quoteSensitivity,
  type EngineResult,
  type Outcome,
  type ProjectEnergySettings,
  type ProposalData,
  type Warning,
} from '../../finance';
import { countsFederalCredit } from '../../finance/federal-credit';
import {
  DASH,
  formatCents,
  formatDollars,
  formatPayback,
  formatPercent,
  formatPerKwh,
  formatPerWatt,
  formatThousands,
} from '../../finance/format';
import { CALCULATION_ERROR_TITLE, FEDERAL_CREDIT_EXPIRED, SIDEBAR_CRASH, SIDEBAR_NO_PROJECT } from '../../finance/messages';
import { Disclosure } from '../ui';
import { cx } from '../ui/styles';

export interface SidePanelProps {
  /** False when the project could not be read: 'Unable to Calculate'. */
  hasProject: boolean;
  project: ProjectEnergySettings;
  proposal: ProposalData;
  outcome: Outcome<EngineResult>;
  /** Two-letter state of the property, for the production check. */
  state?: string | null;
}

const PANEL = 'rounded-xl border border-line bg-white p-5 shadow-sm';

function Row({ label, value, tone, strong }: { label: string; value: string; tone?: 'bad' | 'good' | undefined; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd
        className={cx(
          'text-right tabular-nums',
          strong ? 'text-base font-semibold' : 'text-sm font-medium',
          tone === 'bad' ? 'text-red-700' : tone === 'good' ? 'text-brand-700' : 'text-ink',
        )}
      >
        {value}
      </dd>
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

function WarningList({ warnings }: { warnings: readonly Warning[] }) {
  if (warnings.length === 0) return null;
  return (
    <ul aria-label="Warnings" className="mt-4 space-y-1.5">
      {warnings.map((w, index) => (
        <li
          key={`${w.code}-${index}`}
          className={cx(
            'rounded-md px-3 py-2 text-sm',
            w.severity === 'error' ? 'bg-red-50 text-red-800 ring-1 ring-red-200' : 'bg-amber-50 text-amber-900 ring-1 ring-amber-200',
          )}
        >
          <span className="sr-only">{w.severity === 'error' ? 'Error: ' : 'Warning: '}</span>
          {w.message}
        </li>
      ))}
    </ul>
  );
}

function Analysis({
  result,
  warnings,
  project,
  proposal,
  state,
}: {
  result: EngineResult;
  warnings: readonly Warning[];
  project: ProjectEnergySettings;
  proposal: ProposalData;
  state?: string | null | undefined;
}) {
  const { metrics, financing } = result;
  const loan = financing.method === 'financing';
  const extras = useMemo(() => {
    const notes: Warning[] = [...warnings];
    const sanity = productionSanity(state ?? null, result.production.year1, result.system.sizeKw);
    if (sanity?.warning) notes.push(sanity.warning);
    if (
      countsFederalCredit({
        incentives: result.incentives.solar,
        eligibleCost: result.systemCost.breakdown.solar + result.systemCost.breakdown.other,
      })
    ) {
      notes.push({ severity: 'warning', code: 'FEDERAL_CREDIT_EXPIRED', message: FEDERAL_CREDIT_EXPIRED });
    }
    return {
      notes,
      sensitivity: quoteSensitivity(project, proposal).result,
      battery: result.system.batteryIncluded ? batteryIncrement(project, proposal).result : null,
    };
  }, [result, warnings, project, proposal, state]);

  return (
    <>
      <WarningList warnings={extras.notes} />
      <dl className="mt-3 divide-y divide-line">
        <Row label="System cost" value={formatDollars(result.systemCost.total)} strong />
        {result.incentives.total > 0 && <Row label="Net cost after incentives" value={formatDollars(result.netInvestment)} strong />}
        <Row label="Cost per watt" value={formatPerWatt(metrics.costPerWattBeforeIncentives)} />
        <Row label="After incentives" value={formatPerWatt(metrics.costPerWattAfterIncentives)} />
        {loan && <Row label="Monthly loan payment" value={formatCents(financing.monthlyPayment)} />}
        {loan && <Row label="Total interest" value={formatDollars(financing.interest)} />}
        <Row
          label="Year 1 monthly cash flow"
          value={formatDollars(metrics.year1MonthlyCashFlow)}
          tone={metrics.year1MonthlyCashFlow < 0 ? 'bad' : undefined}
        />
        <Row label="Payback" value={formatPayback(metrics.payback, 'panel') ?? 'N/A'} strong />
        <Row label="Return on investment" value={formatPercent(metrics.roi)} tone={(metrics.roi ?? 0) < 0 ? 'bad' : undefined} />
        <Row label="Net savings" value={formatThousands(metrics.netSavings)} tone={metrics.netSavings < 0 ? 'bad' : 'good'} strong />
        <Row label="Lifetime bill savings" value={formatDollars(result.grossBenefits.lifetimeSavings)} />
        <Row label="Solar cost per kWh" value={metrics.lcoe === null ? DASH : `${formatPerKwh(metrics.lcoe)}/kWh`} />
        <Row label="Savings vs. no solar" value={formatPercent(metrics.savingsPercentage)} />
        <Row
          label="Lifetime production"
          value={`${(result.production.lifetime / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })} MWh`}
        />
      </dl>
      {extras.battery && (
        <div className="mt-4 rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-line">
          <h3 className="font-semibold text-ink">The battery on its own</h3>
          <p className="mt-1 text-slate-700">
            Adds {formatDollars(extras.battery.netCost)} after incentives
            {extras.battery.valueIsBackupOnly
              ? '; with these inputs its value is backup power, not bill savings.'
              : `; ${formatDollars(extras.battery.value)} of savings over the lifetime, payback ${formatPayback(extras.battery.payback, 'panel')}.`}
          </p>
        </div>
      )}
      {extras.sensitivity && (
        <Disclosure title="How sensitive is this?" className="mt-4 print:hidden" level={3}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Payback and net savings by scenario</caption>
            <thead className="text-xs text-muted">
              <tr>
                <th scope="col" className="py-1 font-medium">
                  If…
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Payback
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Net
                </th>
              </tr>
            </thead>
            <tbody>
              {extras.sensitivity.map((s) => (
                <tr key={s.key} className="border-t border-line">
                  <th scope="row" className="py-1 pr-2 font-normal">
                    {s.label}
                  </th>
                  <td className="py-1 text-right tabular-nums">{formatPayback(s.simplePayback, 'panel')}</td>
                  <td className={cx('py-1 text-right tabular-nums', s.netSavings < 0 && 'text-red-700')}>
                    {formatThousands(s.netSavings)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Disclosure>
      )}
    </>
  );
}

/** The panel's content by state: Unable to Calculate, Almost there!, Calculation Error, cost-only, Financial Analysis. */
function PanelBody({ hasProject, project, proposal, outcome, state }: SidePanelProps) {
  if (!hasProject) {
    return (
      <div role="status">
        <h2 className="text-lg font-semibold text-ink">Unable to Calculate</h2>
        <p className="mt-1 text-sm text-muted">{SIDEBAR_NO_PROJECT}</p>
      </div>
    );
  }
  const checklist = missingRequiredInputs(project, proposal);
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
      <Analysis result={outcome.result} warnings={outcome.warnings} project={project} proposal={proposal} state={state} />
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
      <PanelBoundary resetKey={props.outcome}>
        <PanelBody {...props} />
      </PanelBoundary>
    </aside>
  );
}
