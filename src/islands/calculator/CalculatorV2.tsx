import { useStore } from '@nanostores/react';
import { Suspense, lazy, useEffect } from 'react';
import { calculatorV2 as store } from '../../stores/calculator';
import { Button } from '../ui/Button';
import { SegmentedControl } from '../ui/RadioGroup';
import { CalcField, Note, ReadOnlyFigure, Section, StateSwitch, usd } from './parts';
import { ResultsPanel } from './ResultsPanel';

// Loaded with the first result: they need the engine's extras, formatting and the chart.
const AfterResult = lazy(() => import('./AfterResult'));
const FederalCreditNote = lazy(() => import('./FederalCreditNote'));

function useSetup(): void {
  useEffect(() => {
    // Spec §7: ?tester=testing turns on extra logging.
    store.setDebug(new URLSearchParams(window.location.search).get('tester') === 'testing');
    store.preload();
    return () => store.dispose();
  }, []);
}

const number = (text: string): number | null => {
  const n = Number(text.replaceAll(',', '').trim());
  return text.trim() !== '' && Number.isFinite(n) ? n : null;
};

function ProductionHint() {
  const values = useStore(store.$values, { keys: ['systemSize', 'year1Production'] });
  const size = number(values.systemSize);
  const production = number(values.year1Production);
  const perKw = size !== null && production !== null && size > 0 ? Math.round(production / size) : null;
  return (
    <>
      Typically 1,300–1,600 kWh per kW.
      {perKw !== null && <span className="block font-medium text-slate-700">This estimate: {perKw.toLocaleString('en-US')} kWh per kW.</span>}
    </>
  );
}

/** The insurance and maintenance hint (spec §2): at least 0.5 % of the net system cost a year, per month. */
function OMHint() {
  const suggested = useStore(store.$suggestedOM);
  return suggested === null
    ? 'Budget at least 0.5% of the net system cost per year for insurance and maintenance.'
    : `Budget at least 0.5% of the net system cost per year: about ${usd(suggested)} a month.`;
}

/** The read-only monthly O&M sum (spec §3), rounded to cents. */
function MonthlyOM() {
  const monthly = useStore(store.$monthlyOM);
  return <ReadOnlyFigure label="Monthly O&M cost" value={usd(monthly)} hint="Insurance plus maintenance." />;
}

/**
 * The public calculator at /calculator-v2 (spec §2): seven input sections on the left, the
 * 'Financial Analysis' panel on the right (sticky on wide screens), then the decision helpers and
 * the cash-flow timeline. Recalculates 300 ms after the last change; nothing is sent anywhere.
 */
export default function CalculatorV2() {
  useSetup();
  const flags = useStore(store.$flags);
  const hasResult = useStore(store.$hasResult);
  const hasIncentives = useStore(store.$values, { keys: ['solarIncentives'] }).solarIncentives.trim() !== '';

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="max-w-3xl">
        <p className="eyebrow">Free, independent, private</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Solar Savings Calculator</h1>
        <p className="mt-3 text-lg text-muted">
          Enter a quote’s figures to see its true cost, payback, return and monthly cash flow. Nothing you type leaves this page, and nobody will call you.
        </p>
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_400px] print:block">
        <form className="space-y-5 print:hidden" aria-label="Calculator inputs" onSubmit={(event) => event.preventDefault()} noValidate>
          <Section
            id="system"
            title="System Configuration"
            toggle={<StateSwitch label="Battery" isSelected={flags.batteryIncluded} onChange={(on) => store.setFlag('batteryIncluded', on)} on="Included" off="Excluded" />}
          >
            <CalcField store={store} name="systemSize" />
            <CalcField store={store} name="solarCost" />
            <CalcField store={store} name="otherCosts" />
            {flags.batteryIncluded && (
              <>
                <CalcField store={store} name="batteryCost" />
                <CalcField store={store} name="batteryCapacity" />
                <Note>Battery warranties usually run 10–12 years; plan for a replacement around year 12.</Note>
              </>
            )}
          </Section>

          <Section id="production" title="Production Model">
            <CalcField store={store} name="year1Production" hint={<ProductionHint />} />
            <CalcField store={store} name="degradationRate" />
            <CalcField store={store} name="systemLifetime" />
          </Section>

          <Section id="incentives" title="Incentives & Benefits">
            <CalcField store={store} name="solarIncentives" />
            {flags.batteryIncluded && <CalcField store={store} name="batteryIncentives" />}
            <CalcField store={store} name="yearlyBenefits" />
            <CalcField store={store} name="yearlyBenefitDuration" />
            {hasIncentives && (
              <Suspense fallback={null}>
                <FederalCreditNote store={store} />
              </Suspense>
            )}
          </Section>

          <Section
            id="payment"
            title="Payment Method"
            toggle={
              <SegmentedControl
                aria-label="Payment method"
                size="sm"
                options={[
                  { id: 'cash', label: 'Cash Purchase' },
                  { id: 'financing', label: 'Financing' },
                ]}
                value={flags.paymentMethod}
                onChange={(method) => store.setFlag('paymentMethod', method)}
              />
            }
            {...(flags.paymentMethod === 'cash' ? { intro: 'Paid in full at installation, after incentives.' } : {})}
          >
            {flags.paymentMethod === 'financing' ? (
              <>
                <CalcField store={store} name="downPayment" />
                <CalcField store={store} name="interestRate" />
                <CalcField store={store} name="loanTerm" />
              </>
            ) : null}
          </Section>

          <Section id="energy" title="Energy & Savings">
            <CalcField store={store} name="monthlyConsumption" />
            <CalcField store={store} name="electricityRate" />
            <CalcField store={store} name="monthlyNetExcess" />
            <CalcField store={store} name="netMeteringRate" />
            <CalcField store={store} name="rateIncrease" />
            <CalcField store={store} name="netMeteringEscalation" />
          </Section>

          <Section
            id="om"
            title="Operations & Maintenance"
            toggle={<StateSwitch label="O&M" isSelected={flags.includeOM} onChange={(on) => store.setFlag('includeOM', on)} on="Included" off="Excluded" />}
            intro={<OMHint />}
          >
            {flags.includeOM && (
              <>
                <CalcField store={store} name="monthlyInsurance" />
                <CalcField store={store} name="monthlyMaintenance" />
                <MonthlyOM />
                <CalcField store={store} name="annualEscalation" />
              </>
            )}
          </Section>

          <Section
            id="npv"
            title="NPV (Present Value)"
            toggle={<StateSwitch label="NPV" isSelected={flags.npvEnabled} onChange={(on) => store.setFlag('npvEnabled', on)} on="Enabled" off="Disabled" />}
            intro="Discounts future savings to today’s dollars."
          >
            {flags.npvEnabled && <CalcField store={store} name="discountRate" />}
          </Section>

          <div className="flex justify-end">
            <Button variant="ghost" size="sm" onPress={() => store.reset()}>
              Clear all inputs
            </Button>
          </div>
        </form>

        <div className="lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto">
          <ResultsPanel store={store} />
        </div>
      </div>

      {hasResult && (
        <Suspense fallback={null}>
          <AfterResult store={store} />
        </Suspense>
      )}
    </div>
  );
}
