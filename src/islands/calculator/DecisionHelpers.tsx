import { useStore } from '@nanostores/react';
import { useMemo, type ReactNode } from 'react';
import { formatCents, formatDollars, formatPayback, formatPercent, formatThousands } from '../../finance/format';
import type { CalculatorStore, PanelState } from '../../stores/calculator';
import { Definitions } from './Definitions';
import { calculatorExtras } from './figures';
import { TextField } from '../ui/TextField';
import { cx } from '../ui/styles';

function Panel({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <h3 id={id} className="text-base font-semibold text-ink">
        {title}
      </h3>
      <div className="mt-3 text-sm text-slate-700">{children}</div>
    </section>
  );
}

const tone = (value: number) => cx('tabular-nums', value < 0 ? 'text-red-700' : 'text-ink');

/**
 * The engine's extras where they help a decision: how fragile payback and net benefit are, what the
 * battery adds on its own, and for a loan the dealer fee against a cash price and the incentive
 * paydown many solar loans assume.
 */
export function DecisionHelpers({ store, panel }: { store: CalculatorStore; panel: PanelState }) {
  const extraInputs = useStore(store.$extraInputs);
  const extras = useMemo(() => calculatorExtras(panel.input, panel.result, extraInputs), [panel.input, panel.result, extraInputs]);
  if (panel.result === null || panel.status === 'error') return null;
  const financing = panel.input?.paymentMethod === 'financing';
  return (
    <section aria-labelledby="helpers-title" className="mt-10">
      <h2 id="helpers-title" className="text-xl font-semibold text-ink">
        Look closer before you decide
      </h2>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        {extras.sensitivity && (
          <Panel title="How sensitive is this?" id="sensitivity-title">
            <p>The same system if electricity prices or production turn out differently.</p>
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Payback and net benefit by scenario</caption>
                <thead className="text-xs uppercase tracking-wide text-muted">
                  <tr>
                    <th scope="col" className="py-1.5 pr-3 font-semibold">
                      Scenario
                    </th>
                    <th scope="col" className="py-1.5 pr-3 text-right font-semibold">
                      Payback
                    </th>
                    <th scope="col" className="py-1.5 text-right font-semibold">
                      Net benefit
                    </th>
                  </tr>
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

        {extras.battery && (
          <Panel title="The battery on its own" id="battery-title">
            <p>The same inputs without the battery, so its cost and value can be judged apart from the panels.</p>
            <dl className="mt-3 grid grid-cols-2 gap-2">
              <div>
                <dt className="text-xs text-muted">Battery adds (after incentives)</dt>
                <dd className="font-semibold tabular-nums">{formatDollars(extras.battery.addedNetCost)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Extra value over the lifetime</dt>
                <dd className="font-semibold tabular-nums">{formatDollars(extras.battery.addedValue)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Payback without the battery</dt>
                <dd className="font-semibold tabular-nums">{formatPayback(extras.battery.withoutBattery.simplePayback, 'calculator')}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Net benefit change from the battery</dt>
                <dd className={cx('font-semibold', tone(extras.battery.addedNetSavings))}>{formatDollars(extras.battery.addedNetSavings)}</dd>
              </div>
            </dl>
            {extras.battery.addedValue === 0 && (
              <p className="mt-3 rounded-md bg-slate-50 px-3 py-2 text-slate-700 ring-1 ring-slate-200">
                With these inputs the battery does not change the bill savings: its value is backup power, which no bill figure captures.
              </p>
            )}
          </Panel>
        )}

        {financing && (
          <Panel title="What the loan really costs" id="loan-title">
            <TextField
              label="Cash price quoted (optional)"
              description="If the installer also quoted a cash price, the difference is a dealer fee folded into the loan."
              prefix="$"
              inputMode="decimal"
              autoComplete="off"
              value={extraInputs.cashPrice}
              onChange={(text) => store.setExtra('cashPrice', text)}
            />
            {extras.markup && (
              <p className={cx('mt-3 rounded-md px-3 py-2', extras.markup.markup > 0 ? 'bg-amber-50 text-amber-900 ring-1 ring-amber-200' : 'bg-slate-50 ring-1 ring-slate-200')}>
                {extras.markup.markup > 0
                  ? `Financing adds ${formatDollars(extras.markup.markup)}: ${formatPercent(extras.markup.percentOfCashPrice)} of the cash price (${formatPercent(extras.markup.percentOfFinancedPrice)} of the financed price).`
                  : 'The financed price is not above the cash price: no dealer fee shows in these prices.'}
              </p>
            )}
            {extras.paydown && (
              <div className="mt-4">
                <p>
                  Many solar loans are written for the full price ({formatDollars(extras.paydown.principal)} here) with a payment sized as if you will pay the incentives (
                  {formatDollars(extras.paydown.paydown)}) onto the loan early. If you don’t, the payment goes up.
                </p>
                <TextField
                  className="mt-3"
                  label="Payments before the paydown"
                  inputMode="numeric"
                  autoComplete="off"
                  value={extraInputs.paydownAfterPayments}
                  onChange={(text) => store.setExtra('paydownAfterPayments', text)}
                />
                <dl className="mt-3 grid grid-cols-2 gap-2">
                  <div>
                    <dt className="text-xs text-muted">First {extras.paydown.afterPayments} payments</dt>
                    <dd className="font-semibold tabular-nums">{formatCents(extras.paydown.initialPayment)}/mo</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted">After paying {formatDollars(extras.paydown.paydown)} down</dt>
                    <dd className="font-semibold tabular-nums">{formatCents(extras.paydown.paymentAfterPaydown)}/mo</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted">If you don’t pay it down</dt>
                    <dd className="font-semibold tabular-nums text-red-700">{formatCents(extras.paydown.withoutPaydown.paymentAfterPaydownMonth)}/mo</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted">Total interest (with / without paydown)</dt>
                    <dd className="font-semibold tabular-nums">
                      {formatDollars(extras.paydown.totalInterest)} / {formatDollars(extras.paydown.withoutPaydown.totalInterest)}
                    </dd>
                  </div>
                </dl>
              </div>
            )}
            {!extras.paydown && !extras.markup && <p className="mt-3 text-muted">Enter a cash price to see any dealer fee.</p>}
          </Panel>
        )}
      </div>
      <div className="mt-4">
        <Definitions />
      </div>
    </section>
  );
}
