import { useMemo, type ReactNode } from 'react';
import { DEFINITIONS } from '../../finance/definitions';
import { formatDollars, formatPayback, formatPercent, formatThousands } from '../../finance/format';
import type { PanelState } from '../../stores/calculator';
import { InfoButton } from '../ui/InfoButton';
import { ColumnHeads } from '../ui/Display';
import { cx } from '../ui/styles';
import { Definitions } from './Definitions';
import { perMonth } from './Figure';
import { calculatorExtras } from './figures';

function Panel({ title, children, id, definition }: { title: string; children: ReactNode; id: string; definition: string }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <h3 className="flex items-center gap-1 text-base font-semibold text-ink">
        <span id={id}>{title}</span>
        <InfoButton label={title}>{definition}</InfoButton>
      </h3>
      <div className="mt-3 text-sm text-slate-700">{children}</div>
    </section>
  );
}

const tone = (value: number) => cx('tabular-nums', value < 0 ? 'text-red-700' : 'text-ink');

/** One labelled figure of a panel; `valueClass` replaces the value's plain number style (a signed tone). */
function Stat({ label, children, valueClass = 'tabular-nums' }: { label: ReactNode; children: ReactNode; valueClass?: string }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={cx('font-semibold', valueClass)}>{children}</dd>
    </div>
  );
}

/**
 * The engine's extras where they help a decision: how fragile payback and net benefit are, what the
 * battery adds on its own (the engine's battery increment), and for a loan what it really costs: the
 * payment on the whole amount financed, the payment after an incentive paydown, the total paid and
 * any dealer fee against the quote's cash price.
 */
export function DecisionHelpers({ panel }: { panel: PanelState }) {
  const extras = useMemo(() => calculatorExtras(panel.input, panel.result), [panel.input, panel.result]);
  const result = panel.result;
  if (result === null || panel.status === 'error') return null;
  const loan = result.financing.kind === 'loan' ? result.financing : null;
  const battery = extras.battery;
  return (
    <section aria-labelledby="helpers-title" className="mt-10">
      <h2 id="helpers-title" className="text-xl font-semibold text-ink">
        Look closer before you decide
      </h2>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        {extras.sensitivity && (
          <Panel title="How sensitive is this?" id="sensitivity-title" definition={DEFINITIONS.sensitivity}>
            <p>The same system if electricity prices or production turn out differently.</p>
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Payback and net benefit by scenario</caption>
                <thead className="text-xs uppercase tracking-wide text-muted">
                  <ColumnHeads labels={['Scenario', 'Payback', 'Net benefit']} cell="py-1.5 font-semibold" spaced numbersFrom={1} />
                </thead>
                <tbody>
                  {extras.sensitivity.map((s) => (
                    <tr key={s.key} className={cx('border-t border-line', s.key === 'base' && 'bg-brand-50/60 font-medium')}>
                      <th scope="row" className="py-1.5 pr-3 font-normal">
                        {s.label}
                      </th>
                      <td className="py-1.5 pr-3 text-right tabular-nums">{formatPayback(s.simplePayback, 'calculator')}</td>
                      <td className={cx('py-1.5 text-right', tone(s.netSavings))}>{formatThousands(s.netSavings)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Panel>
        )}

        {battery && (
          <Panel title="The battery on its own" id="battery-title" definition={DEFINITIONS.batteryIncrement}>
            <p>The same inputs without the battery, so its cost and value can be judged apart from the panels.</p>
            <dl className="mt-3 grid grid-cols-2 gap-2">
              <Stat label="Battery adds (after incentives)">{formatDollars(battery.netCost)}</Stat>
              <Stat label="Extra value over the lifetime">{formatDollars(battery.value)}</Stat>
              <Stat label="Payback without the battery">{formatPayback(battery.solarOnlyPayback, 'calculator')}</Stat>
              <Stat label="Net benefit change from the battery" valueClass={tone(battery.netSavings)}>
                {formatDollars(battery.netSavings)}
              </Stat>
            </dl>
            {battery.valueIsBackupOnly && (
              <p className="mt-3 rounded-md bg-slate-50 px-3 py-2 text-slate-700 ring-1 ring-slate-200">
                With these inputs the battery does not change the bill savings: its value is backup power, which no bill figure captures.
              </p>
            )}
          </Panel>
        )}

        {loan && (
          <Panel title="What the loan really costs" id="loan-title" definition={DEFINITIONS.totalPaid}>
            <dl className="grid grid-cols-2 gap-2">
              <Stat label={`Payment on ${formatDollars(loan.principal)} financed`}>{perMonth(loan.monthlyPayment)}</Stat>
              <Stat label={loan.paydown === null ? 'Incentive paydown' : `After paying ${formatDollars(loan.paydown.amount)} down`}>
                {loan.paymentAfterPaydown === null ? 'None' : perMonth(loan.paymentAfterPaydown)}
              </Stat>
              <Stat label="Total paid">{formatDollars(loan.totalPaid)}</Stat>
              <Stat label="APR (as quoted)">{formatPercent(loan.interestRatePercent, 2)}</Stat>
              <Stat label="Effective annual rate (APR compounded monthly)">{formatPercent(loan.effectiveAnnualRatePercent, 2)}</Stat>
            </dl>
            {loan.fee !== null ? (
              <p
                className={cx(
                  'mt-3 rounded-md px-3 py-2',
                  loan.fee.flagged ? 'bg-amber-50 text-amber-900 ring-1 ring-amber-200' : 'bg-slate-50 ring-1 ring-slate-200',
                )}
              >
                {`Financing adds ${formatDollars(loan.fee.amount)}: ${formatPercent(loan.fee.percent)} of the ${formatDollars(loan.fee.cashPrice)} cash price.`}
                {loan.fee.flagged
                  ? ' Ask what the dealer fee is for.'
                  : ' Under 2 %: likely rounding, not a dealer fee worth asking about.'}
              </p>
            ) : loan.dealerFee !== null ? (
              <p className="mt-3 rounded-md bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
                The financed price is not above the cash price: no dealer fee shows in these prices.
              </p>
            ) : (
              <p className="mt-3 text-muted">Enter the cash price quoted to see any dealer fee.</p>
            )}
            {loan.incentivePaydown === null && result.netInvestment < result.totalSystemCost && (
              <p className="mt-3 text-muted">
                If the loan expects the incentives to be paid onto it, say so under Payment Method: the payment after the paydown is shown.
              </p>
            )}
          </Panel>
        )}
      </div>
      <div className="mt-4">
        <Definitions />
      </div>
    </section>
  );
}
