import { useMemo } from 'react';
import type { CalculatorInputLike, CalculatorResult } from '../../finance/calculate';
import { lifetimeCostComparison } from '../../finance/cost-comparison';
import type { DefinedFigure } from '../../finance/definitions';
import {
  DASH,
  formatDollars,
  formatKwh,
  formatPayback,
  formatPercent,
  formatPerKwh,
  formatPerWatt,
  formatThousands,
} from '../../finance/format';
import { FEDERAL_CREDIT_MARK } from '../../finance/messages';
import { cx } from '../ui/styles';
import { Assumptions } from './Assumptions';
import { Bar, Definition, Figure } from './Figure';
import { systemSnapshot } from './figures';
import { AgreementFigures, LoanFigures, rate } from './FinancingFigures';

/** Signed money: negative amounts red with a minus sign (spec §2). */
const signedTone = (value: number): 'bad' | undefined => (value < 0 ? 'bad' : undefined);

/**
 * The figures of a result (spec §2, issue 11): costs, the price per solar kWh, both paybacks, net
 * benefit, net present value, IRR, ROI, cost reduction, the lifetime comparison bars, cash flow and
 * what the loan, lease or PPA really costs, the System Snapshot, and the assumptions. Every figure
 * has its definition one tap away; those that count a federal credit that no longer applies carry a
 * dagger and the caution.
 */
export default function ResultFigures({
  result,
  input,
  calculating,
}: {
  result: CalculatorResult;
  input: CalculatorInputLike;
  calculating: boolean;
}) {
  const comparison = useMemo(() => lifetimeCostComparison(result), [result]);
  const snapshot = useMemo(() => systemSnapshot(result), [result]);
  const owned = result.financing.kind === 'cash' || result.financing.kind === 'loan';
  const npv = input.npvEnabled === true;
  const cautioned = result.federalCredit.caution !== null;
  const credit = (figure: DefinedFigure): boolean => cautioned && result.federalCredit.affects.includes(figure);
  const hasIncentives = owned && result.netInvestment < result.totalSystemCost;
  const maxBar = Math.max(comparison.withoutSolar, comparison.withSolar, result.totalValueFromSolar);
  const agreement = result.financing.kind === 'lease' || result.financing.kind === 'ppa' ? result.financing : null;
  return (
    <>
      <div className={cx('space-y-5 transition-opacity', calculating && 'opacity-60')}>
        <dl className="grid grid-cols-2 gap-2">
          {(owned || result.totalSystemCost > 0) && (
            <Figure label="System Cost" value={formatDollars(result.totalSystemCost)} figure="totalSystemCost" testId="system-cost" />
          )}
          {hasIncentives && (
            <Figure
              label="Net Cost"
              value={formatDollars(result.netInvestment)}
              figure="netInvestment"
              detail="After incentives"
              testId="net-cost"
              credit={credit('netInvestment')}
            />
          )}
          {agreement === null ? (
            <Figure
              label="Solar kWh"
              value={result.lcoe === null ? DASH : `${formatPerKwh(result.lcoe)}/kWh`}
              figure="lcoe"
              detail={result.lcoeIncludesFinancing ? 'Lifetime, with O&M and loan costs' : 'Cost per kWh over the lifetime, with O&M'}
              testId="lcoe"
              credit={credit('lcoe')}
            />
          ) : (
            <Figure
              label="Effective price"
              value={agreement.effectiveRatePerKwh === null ? DASH : `${formatPerKwh(agreement.effectiveRatePerKwh)}/kWh`}
              figure="effectiveRatePerKwh"
              detail={`Utility: ${formatPerKwh(agreement.utilityRatePerKwh)}/kWh over the same years`}
              testId="effective-rate"
            />
          )}
          <Figure
            label="Payback Period"
            value={formatPayback(result.simplePayback, 'calculator') ?? DASH}
            figure="simplePayback"
            testId="payback"
            credit={credit('simplePayback')}
          />
          <Figure
            label="Net Benefit"
            value={formatThousands(result.netSavings)}
            tone={signedTone(result.netSavings)}
            figure="netSavings"
            detail={npv ? 'Net present value' : 'Total value minus cost with O&M'}
            testId="net-benefit"
            credit={credit('netSavings')}
          />
          <Figure
            label="Return on Investment"
            value={formatPercent(result.roi)}
            tone={signedTone(result.roi ?? 0)}
            figure="roi"
            detail={owned ? 'Total over the lifetime' : 'Not for a system you do not own'}
            testId="roi"
            credit={credit('roi')}
          />
          <Figure
            label="Cost Reduction"
            value={formatPercent(comparison.costReductionPercent)}
            tone={signedTone(comparison.costReductionPercent ?? 0)}
            figure="savingsPercentage"
            testId="cost-reduction"
            credit={credit('savingsPercentage')}
          />
        </dl>

        <div>
          <h3 className="text-sm font-semibold text-ink">Value over time</h3>
          <dl className="mt-2 grid grid-cols-2 gap-2">
            <Figure
              label="Net Present Value"
              value={formatThousands(result.netPresentValue)}
              tone={signedTone(result.netPresentValue)}
              figure="netPresentValue"
              detail={`Discounted at ${rate(result.discountRate)} a year`}
              testId="npv"
              credit={credit('netPresentValue')}
            />
            <Figure
              label="Rate of Return (IRR)"
              value={result.irr === null ? 'None' : formatPercent(result.irr)}
              tone={signedTone(result.irr ?? 0)}
              figure="irr"
              detail={result.irr === null ? (owned ? 'No single rate for these cash flows' : 'Not for a system you do not own') : 'A year'}
              testId="irr"
              credit={credit('irr')}
            />
            <Figure
              label="Discounted Payback"
              value={formatPayback(result.discountedPayback, 'calculator') ?? DASH}
              figure="discountedPayback"
              testId="discounted-payback"
              credit={credit('discountedPayback')}
            />
          </dl>
        </div>

        <div>
          <h3 className="text-sm font-semibold text-ink">Lifetime cost comparison</h3>
          <div className="mt-2 space-y-2.5">
            <Bar label="Without Solar" value={comparison.withoutSolar} max={maxBar} tone="bg-slate-400" figure="lifetimeElectricalCost" />
            <Bar
              label="With Solar Net Cost"
              value={comparison.withSolar}
              max={maxBar}
              tone="bg-brand-600"
              figure="electricityCostWithSolar"
            />
            <Bar
              label={npv ? 'Total Value from Solar (NPV)' : 'Total Value from Solar'}
              value={result.totalValueFromSolar}
              max={maxBar}
              tone="bg-sun-400"
              figure="totalValueFromSolar"
            />
          </div>
        </div>

        <div>
          <h3 className="text-sm font-semibold text-ink">Cash Flow</h3>
          <dl className="mt-2 grid grid-cols-2 gap-2">
            <Figure
              label="Year 1 Monthly"
              value={formatDollars(result.netMonthlySavings)}
              tone={signedTone(result.netMonthlySavings)}
              figure="netMonthlySavings"
              testId="year1-monthly"
            />
            <Figure
              label="Lifetime Monthly"
              value={formatDollars(result.lifetimeMonthlyCashFlow)}
              tone={signedTone(result.lifetimeMonthlyCashFlow)}
              figure="lifetimeMonthlyCashFlow"
              testId="lifetime-monthly"
              credit={credit('lifetimeMonthlyCashFlow')}
            />
            <LoanFigures result={result} credit={credit} />
            <AgreementFigures result={result} />
          </dl>
        </div>

        <div>
          <h3 className="text-sm font-semibold text-ink">System Snapshot</h3>
          <dl className="mt-2 divide-y divide-line rounded-lg text-sm ring-1 ring-line">
            {(
              [
                ['System size', `${snapshot.sizeKw} kW`, null],
                ['Degradation', `${snapshot.degradationPercent}% / yr`, null],
                ['Lifetime production', `${snapshot.lifetimeProductionMwh.toLocaleString('en-US')} MWh`, 'lifetimeProduction'],
                ['Year 1 production', formatKwh(snapshot.year1ProductionKwh), null],
                ['Cost per watt', formatPerWatt(snapshot.costPerWattBefore), 'costPerWatt'],
                ['Cost per watt after incentives', formatPerWatt(snapshot.costPerWattAfter), 'costPerWattAfterIncentives'],
                ...(snapshot.battery
                  ? [
                      [
                        'Battery cost per kWh',
                        snapshot.battery.costPerKwh === null ? DASH : `${formatDollars(snapshot.battery.costPerKwh)}/kWh`,
                        'batteryCostPerKwh',
                      ],
                      [
                        'Battery per kWh after incentives',
                        snapshot.battery.costPerKwhAfter === null ? DASH : `${formatDollars(snapshot.battery.costPerKwhAfter)}/kWh`,
                        'batteryCostPerKwhAfterIncentives',
                      ],
                    ]
                  : []),
              ] as [string, string, DefinedFigure | null][]
            ).map(([label, value, figure]) => (
              <div key={label} className="flex items-center justify-between gap-3 px-3 py-1.5">
                <dt className="flex items-center gap-1 text-muted">
                  {label}
                  {figure !== null && <Definition figure={figure} label={label} credit={false} />}
                </dt>
                <dd className="font-medium tabular-nums text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </div>

        {cautioned && (
          <p className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900 ring-1 ring-amber-200">
            <span aria-hidden="true" className="font-bold">
              †{' '}
            </span>
            {FEDERAL_CREDIT_MARK}
          </p>
        )}

        <Assumptions assumptions={result.assumptions} />
      </div>
      {/* On small screens the panel sits below the form: a summary stays in view while typing. */}
      <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-line bg-white/95 px-4 py-2.5 text-sm shadow-[0_-4px_12px_rgb(15_23_42/0.08)] backdrop-blur lg:hidden print:hidden">
        <span className="tabular-nums text-slate-700">
          Payback <strong className="text-ink">{formatPayback(result.simplePayback, 'calculator')}</strong> · Net{' '}
          <strong className={result.netSavings < 0 ? 'text-red-700' : 'text-ink'}>{formatThousands(result.netSavings)}</strong>
        </span>
        <a href="#results-title" className="shrink-0 font-semibold text-brand-700 underline underline-offset-2">
          See analysis
        </a>
      </div>
      <p className="sr-only" aria-live="polite">
        {calculating
          ? ''
          : `Results updated. Payback ${formatPayback(result.simplePayback, 'calculator') ?? ''}. Net benefit ${formatThousands(result.netSavings)}.`}
      </p>
    </>
  );
}
