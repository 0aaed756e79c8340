import { useStore } from '@nanostores/react';
import { Suspense, lazy, useEffect } from 'react';
import { calculatorV1 as store } from '../../stores/calculator';
import { SegmentedControl } from '../ui/RadioGroup';
import { CalcField, ReadOnlyFigure, Section, StateSwitch, usd } from './parts';
import { ResultsPanel } from './ResultsPanel';

// Loaded with the first result: the engine's definitions of every figure.
const Definitions = lazy(() => import('./Definitions').then((module) => ({ default: module.Definitions })));

/**
 * The first version of the standalone calculator, at /calculator (spec §2 gives it no route). Its
 * input sections are system, incentives, financing, energy, maintenance and NPV, with the first
 * version's defaults filled in (loan 5 % over 20 years, lifetime 25, degradation 0.5 %). It
 * recalculates 300 ms after the last change and validates fields on blur; its debug button
 * appears with ?tester=testing.
 */
export default function CalculatorV1() {
  const flags = useStore(store.$flags);
  const monthlyOM = useStore(store.$monthlyOM);
  const suggestedOM = useStore(store.$suggestedOM);
  const hasResult = useStore(store.$hasResult);
  useEffect(() => {
    store.setDebug(new URLSearchParams(window.location.search).get('tester') === 'testing');
    store.preload();
    return () => store.dispose();
  }, []);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="max-w-3xl">
        <p className="eyebrow">Quick estimate</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Solar Calculator</h1>
        <p className="mt-3 text-lg text-muted">
          The essentials of a solar quote in one place. For every option (battery capacity, net metering, yearly benefits), use the{' '}
          <a className="font-medium text-brand-700 underline underline-offset-2" href="/calculator-v2">
            full calculator
          </a>
          .
        </p>
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_400px] print:block">
        <form className="space-y-5 print:hidden" aria-label="Calculator inputs" onSubmit={(event) => event.preventDefault()} noValidate>
          <Section id="v1-system" title="System">
            <CalcField store={store} name="systemSize" />
            <CalcField store={store} name="solarCost" />
            <CalcField store={store} name="batteryCost" hint="Leave empty for solar only." />
            <CalcField store={store} name="year1Production" />
            <CalcField store={store} name="degradationRate" />
            <CalcField store={store} name="systemLifetime" />
          </Section>
          <Section id="v1-incentives" title="Incentives">
            <CalcField store={store} name="solarIncentives" />
          </Section>
          <Section
            id="v1-financing"
            title="Financing"
            toggle={
              <SegmentedControl
                aria-label="Payment method"
                size="sm"
                options={[
                  { id: 'cash', label: 'Cash' },
                  { id: 'financing', label: 'Loan' },
                ]}
                value={flags.paymentMethod}
                onChange={(method) => store.setFlag('paymentMethod', method)}
              />
            }
          >
            {flags.paymentMethod === 'financing' && (
              <>
                <CalcField store={store} name="downPayment" />
                <CalcField store={store} name="interestRate" hint="Default 5%." />
                <CalcField store={store} name="loanTerm" hint="Default 20 years." />
              </>
            )}
          </Section>
          <Section id="v1-energy" title="Energy">
            <CalcField store={store} name="monthlyConsumption" />
            <CalcField store={store} name="electricityRate" />
            <CalcField store={store} name="rateIncrease" />
          </Section>
          <Section
            id="v1-maintenance"
            title="Maintenance"
            toggle={<StateSwitch label="O&M" isSelected={flags.includeOM} onChange={(on) => store.setFlag('includeOM', on)} on="Included" off="Excluded" />}
            {...(suggestedOM === null ? {} : { intro: `Budget at least 0.5% of the net system cost per year: about ${usd(suggestedOM)} a month.` })}
          >
            {flags.includeOM && (
              <>
                <CalcField store={store} name="monthlyMaintenance" />
                <CalcField store={store} name="monthlyInsurance" />
                <ReadOnlyFigure label="Monthly O&M cost" value={usd(monthlyOM)} />
                <CalcField store={store} name="annualEscalation" />
              </>
            )}
          </Section>
          <Section
            id="v1-npv"
            title="NPV"
            toggle={<StateSwitch label="NPV" isSelected={flags.npvEnabled} onChange={(on) => store.setFlag('npvEnabled', on)} on="Enabled" off="Disabled" />}
          >
            {flags.npvEnabled && <CalcField store={store} name="discountRate" />}
          </Section>
        </form>
        <div className="lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto">
          <ResultsPanel store={store} printButton="debug" />
        </div>
      </div>
      {hasResult && (
        <div className="mt-8">
          <Suspense fallback={null}>
            <Definitions />
          </Suspense>
        </div>
      )}
    </div>
  );
}
