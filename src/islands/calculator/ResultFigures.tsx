import { useMemo, type ReactNode } from 'react';
import type { CalculatorInputLike, CalculatorResult } from '../../finance/calculate';
import {
  DASH,
  formatCents,
  formatDollars,
  formatKwh,
  formatPayback,
  formatPercent,
  formatPerKwh,
  formatPerWatt,
  formatThousands,
} from '../../finance/format';
import { cx } from '../ui/styles';
import { lifetimeComparison, systemSnapshot } from './figures';

/** Spec §9: the smallest width a comparison bar is drawn at, so a small amount stays visible. */
const BAR_MIN_PERCENT = 2;

function Figure({ label, value, tone, detail, testId }: { label: string; value: string; tone?: 'good' | 'bad' | undefined; detail?: ReactNode; testId?: string }) {
  return (
    <div className="rounded-lg bg-canvas px-3 py-2.5 ring-1 ring-line" data-figure={testId}>
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className={cx('mt-0.5 text-lg font-semibold tabular-nums', tone === 'bad' ? 'text-red-700' : tone === 'good' ? 'text-brand-700' : 'text-ink')}>{value}</dd>
      {detail && <dd className="text-xs text-muted">{detail}</dd>}
    </div>
  );
}

function Bar({ label, value, max, tone }: { label: string; value: number; max: number; tone: string }) {
  const width = max > 0 ? Math.max(BAR_MIN_PERCENT, Math.min(100, (Math.max(0, value) / max) * 100)) : BAR_MIN_PERCENT;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-slate-700">{label}</span>
        <span className="font-semibold tabular-nums text-ink">{formatDollars(value)}</span>
      </div>
      <div className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div className={cx('h-full rounded-full', tone)} style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}

/** Signed money: negative amounts red with a minus sign (spec §2). */
const signedTone = (value: number): 'bad' | undefined => (value < 0 ? 'bad' : undefined);

/**
 * The figures of a result (spec §2): costs, solar kWh cost, payback, net benefit, ROI, cost
 * reduction, the lifetime comparison bars, cash flow and the System Snapshot.
 */
export default function ResultFigures({ result, input, calculating }: { result: CalculatorResult; input: CalculatorInputLike; calculating: boolean }) {
  const comparison = useMemo(() => lifetimeComparison(result), [result]);
  const snapshot = useMemo(() => systemSnapshot(input, result), [input, result]);
  const financing = input.paymentMethod === 'financing';
  const npv = input.npvEnabled === true;
  const hasIncentives = result.netInvestment < result.totalSystemCost;
  const maxBar = Math.max(comparison.withoutSolar, comparison.withSolar, comparison.totalValue);
  return (
    <>
      <div className={cx('space-y-5 transition-opacity', calculating && 'opacity-60')}>
        <dl className="grid grid-cols-2 gap-2">
          <Figure label="System Cost" value={formatDollars(result.totalSystemCost)} testId="system-cost" />
          {hasIncentives && <Figure label="Net Cost" value={formatDollars(result.netInvestment)} detail="After incentives" testId="net-cost" />}
          <Figure label="Solar kWh" value={result.lcoe === null ? DASH : `${formatPerKwh(result.lcoe)}/kWh`} detail="Cost per kWh over the lifetime" testId="lcoe" />
          <Figure label="Payback Period" value={formatPayback(result.simplePayback, 'calculator') ?? DASH} testId="payback" />
          <Figure label="Net Benefit" value={formatThousands(result.netSavings)} tone={signedTone(result.netSavings)} detail="Total value minus cost with O&M" testId="net-benefit" />
          <Figure label="Return on Investment" value={formatPercent(result.roi)} tone={signedTone(result.roi ?? 0)} testId="roi" />
          <Figure label="Cost Reduction" value={formatPercent(comparison.costReduction)} tone={signedTone(comparison.costReduction ?? 0)} testId="cost-reduction" />
        </dl>

        <div>
          <h3 className="text-sm font-semibold text-ink">Lifetime cost comparison</h3>
          <div className="mt-2 space-y-2.5">
            <Bar label="Without Solar" value={comparison.withoutSolar} max={maxBar} tone="bg-slate-400" />
            <Bar label="With Solar Net Cost" value={comparison.withSolar} max={maxBar} tone="bg-brand-600" />
            <Bar label={npv ? 'Total Value from Solar (NPV)' : 'Total Value from Solar'} value={comparison.totalValue} max={maxBar} tone="bg-sun-400" />
          </div>
        </div>

        <div>
          <h3 className="text-sm font-semibold text-ink">Cash Flow</h3>
          <dl className="mt-2 grid grid-cols-2 gap-2">
            <Figure label="Year 1 Monthly" value={formatDollars(result.netMonthlySavings)} tone={signedTone(result.netMonthlySavings)} testId="year1-monthly" />
            <Figure label="Lifetime Monthly" value={formatDollars(comparison.lifetimeMonthly)} tone={signedTone(comparison.lifetimeMonthly)} testId="lifetime-monthly" />
            {financing && <Figure label="Loan Payment" value={`${formatCents(result.monthlyPayment)}/mo`} testId="loan-payment" />}
            {financing && <Figure label="Total Interest" value={formatDollars(result.totalInterest)} testId="total-interest" />}
          </dl>
        </div>

        <div>
          <h3 className="text-sm font-semibold text-ink">System Snapshot</h3>
          <dl className="mt-2 divide-y divide-line rounded-lg text-sm ring-1 ring-line">
            {[
              ['System size', `${snapshot.sizeKw} kW`],
              ['Degradation', `${snapshot.degradationPercent}% / yr`],
              ['Lifetime production', `${snapshot.lifetimeProductionMwh.toLocaleString('en-US')} MWh`],
              ['Year 1 production', formatKwh(snapshot.year1ProductionKwh)],
              ['Cost per watt', formatPerWatt(snapshot.costPerWattBefore)],
              ['Cost per watt after incentives', formatPerWatt(snapshot.costPerWattAfter)],
              ...(snapshot.battery
                ? [
                    ['Battery cost per kWh', snapshot.battery.costPerKwh === null ? DASH : `${formatDollars(snapshot.battery.costPerKwh)}/kWh`],
                    ['Battery per kWh after incentives', snapshot.battery.costPerKwhAfter === null ? DASH : `${formatDollars(snapshot.battery.costPerKwhAfter)}/kWh`],
                  ]
                : []),
            ].map(([label, value]) => (
              <div key={label} className="flex justify-between gap-3 px-3 py-1.5">
                <dt className="text-muted">{label}</dt>
                <dd className="font-medium tabular-nums text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      {/* On small screens the panel sits below the form: a summary stays in view while typing. */}
      <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-line bg-white/95 px-4 py-2.5 text-sm shadow-[0_-4px_12px_rgb(15_23_42/0.08)] backdrop-blur lg:hidden print:hidden">
        <span className="tabular-nums text-slate-700">
          Payback <strong className="text-ink">{formatPayback(result.simplePayback, 'calculator')}</strong> · Net <strong className={result.netSavings < 0 ? 'text-red-700' : 'text-ink'}>{formatThousands(result.netSavings)}</strong>
        </span>
        <a href="#results-title" className="shrink-0 font-semibold text-brand-700 underline underline-offset-2">
          See analysis
        </a>
      </div>
      <p className="sr-only" aria-live="polite">
        {calculating ? '' : `Results updated. Payback ${formatPayback(result.simplePayback, 'calculator') ?? ''}. Net benefit ${formatThousands(result.netSavings)}.`}
      </p>
    </>
  );
}
