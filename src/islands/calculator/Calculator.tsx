import { useStore } from '@nanostores/react';
import { Suspense, lazy, useEffect, useRef, type ReactNode } from 'react';
import { numberOr } from '../../finance/coerce';
import type { CalculatorChoices, CalculatorFlags, CalculatorStore, CalculatorVersion } from '../../stores/calculator';
import { CALCULATORS, CALCULATOR_SPECS } from '../../stores/calculator';
import type { PaymentChoice } from '../../stores/calculator-spec';
import { Button } from '../ui/Button';
import { SegmentedControl } from '../ui/RadioGroup';
import type { CalculatorLayout, Condition, Item, SectionLayout } from './layout';
import { CalcField, ChoiceField, Note, ReadOnlyFigure, Section, StateSwitch, usd } from './parts';
import { ResultsPanel } from './ResultsPanel';
import { $debug } from '../../stores/debug';

// Loaded with the first result: they need the engine's extras, formatting and the chart.
const AfterResult = lazy(() => import('./AfterResult'));
const Definitions = lazy(() => import('./Definitions').then((module) => ({ default: module.Definitions })));
// Loaded once incentives are typed.
const FederalCreditNote = lazy(() => import('./FederalCreditNote'));

function holds(when: Condition | undefined, flags: CalculatorFlags, choices: CalculatorChoices): boolean {
  if (when === undefined) return true;
  return (
    (when.battery === undefined || when.battery === flags.batteryIncluded) &&
    (when.om === undefined || when.om === flags.includeOM) &&
    (when.npv === undefined || when.npv === flags.npvEnabled) &&
    (when.methods === undefined || when.methods.includes(flags.paymentMethod)) &&
    (when.endOfTerm === undefined || when.endOfTerm === choices.endOfTerm)
  );
}

/** The production hint (spec §5: typically 1,300–1,600 kWh per kW), with the typed estimate's yield. */
function ProductionHint({ store }: { store: CalculatorStore }) {
  const values = useStore(store.$values, { keys: ['systemSize', 'year1Production'] });
  const size = numberOr(values.systemSize, 0);
  const production = numberOr(values.year1Production, 0);
  const perKw = size > 0 && production > 0 ? Math.round(production / size) : null;
  return (
    <>
      Typically 1,300–1,600 kWh per kW.
      {perKw !== null && (
        <span className="block font-medium text-slate-700">This estimate: {perKw.toLocaleString('en-US')} kWh per kW.</span>
      )}
    </>
  );
}

/** The insurance and maintenance hint (spec §2): at least 0.5 % of the net system cost a year, per month. */
function OMHint({ store, always }: { store: CalculatorStore; always: boolean }) {
  const suggested = useStore(store.$suggestedOM);
  if (suggested === null) return always ? <>Budget at least 0.5% of the net system cost per year for insurance and maintenance.</> : null;
  return <>Budget at least 0.5% of the net system cost per year: about {usd(suggested)} a month.</>;
}

/** The read-only monthly O&M sum (spec §3), rounded to cents. */
function MonthlyOM({ store }: { store: CalculatorStore }) {
  const monthly = useStore(store.$monthlyOM);
  return <ReadOnlyFigure label="Monthly O&M cost" value={monthly === null ? '—' : usd(monthly)} hint="Insurance plus maintenance." />;
}

function IncentiveNote({ store }: { store: CalculatorStore }) {
  const typed = useStore(store.$values, { keys: ['solarIncentives'] }).solarIncentives.trim() !== '';
  return typed ? (
    <Suspense fallback={null}>
      <FederalCreditNote store={store} />
    </Suspense>
  ) : null;
}

/** One of the calculator's choices that are not numbers, as the segmented control that sets it. */
interface ChoicePart<K extends keyof CalculatorChoices> {
  readonly name: K;
  readonly label: string;
  readonly options: ReadonlyArray<{ id: CalculatorChoices[K]; label: string }>;
  readonly hint: string;
}

const PAYDOWN_CHOICE: ChoicePart<'incentivePaydown'> = {
  name: 'incentivePaydown',
  label: 'Incentives and the loan',
  options: [
    { id: 'unsaid', label: 'Not said' },
    { id: 'yes', label: 'Paid onto the loan' },
    { id: 'no', label: 'Kept as cash' },
  ],
  hint: 'Many solar loans expect the tax credit paid onto them; the payment then falls.',
};

const END_OF_TERM_CHOICE: ChoicePart<'endOfTerm'> = {
  name: 'endOfTerm',
  label: 'At the end of the term',
  options: [
    { id: 'return', label: 'Returned' },
    { id: 'buyout', label: 'Bought out' },
    { id: 'renew', label: 'Renewed' },
  ],
  hint: 'What the agreement says happens to the system.',
};

function StoreChoice<K extends keyof CalculatorChoices>({
  store,
  part,
  value,
}: {
  store: CalculatorStore;
  part: ChoicePart<K>;
  value: CalculatorChoices[K];
}) {
  return (
    <ChoiceField label={part.label} options={part.options} value={value} onChange={(v) => store.setChoice(part.name, v)} hint={part.hint} />
  );
}

function ItemView({ store, item, choices }: { store: CalculatorStore; item: Item; choices: CalculatorChoices }): ReactNode {
  if ('field' in item) {
    const hint = item.hint === 'production' ? <ProductionHint store={store} /> : item.hint;
    return <CalcField store={store} name={item.field} {...(hint ? { hint } : {})} {...(item.label ? { label: item.label } : {})} />;
  }
  if ('note' in item) return <Note {...(item.tone ? { tone: item.tone } : {})}>{item.note}</Note>;
  switch (item.part) {
    case 'monthlyOM':
      return <MonthlyOM store={store} />;
    case 'federalCreditNote':
      return <IncentiveNote store={store} />;
    case 'paydownChoice':
      return <StoreChoice store={store} part={PAYDOWN_CHOICE} value={choices.incentivePaydown} />;
    case 'endOfTermChoice':
      return <StoreChoice store={store} part={END_OF_TERM_CHOICE} value={choices.endOfTerm} />;
  }
}

function SectionView({
  store,
  version,
  layout,
  section,
}: {
  store: CalculatorStore;
  version: CalculatorVersion;
  layout: CalculatorLayout;
  section: SectionLayout;
}) {
  const flags = useStore(store.$flags);
  const choices = useStore(store.$choices);
  const switchOf = (label: string, flag: 'batteryIncluded' | 'includeOM' | 'npvEnabled', on: string, off: string) => () => (
    <StateSwitch label={label} isSelected={flags[flag]} onChange={(value) => store.setFlag(flag, value)} on={on} off={off} />
  );
  const toggles: Record<NonNullable<SectionLayout['toggle']>, () => ReactNode> = {
    battery: switchOf('Battery', 'batteryIncluded', 'Included', 'Excluded'),
    om: switchOf('O&M', 'includeOM', 'Included', 'Excluded'),
    npv: switchOf('NPV', 'npvEnabled', 'Enabled', 'Disabled'),
    payment: () => (
      <SegmentedControl<PaymentChoice>
        aria-label="Payment method"
        size="sm"
        options={CALCULATOR_SPECS[version].paymentMethods.map((id) => ({ id, label: layout.paymentLabels[id] ?? id }))}
        value={flags.paymentMethod}
        onChange={(method) => store.setFlag('paymentMethod', method)}
      />
    ),
  };
  const intro =
    section.intro === undefined ? undefined : section.intro === 'omHint' ? (
      <OMHint store={store} always={version === 'v2'} />
    ) : typeof section.intro === 'string' ? (
      section.intro
    ) : (
      section.intro.byMethod[flags.paymentMethod]
    );
  const items = section.items.filter((item) => holds(item.when, flags, choices));
  return (
    <Section
      id={section.id}
      title={section.title}
      {...(section.toggle ? { toggle: toggles[section.toggle]() } : {})}
      {...(intro ? { intro } : {})}
    >
      {items.length > 0 ? items.map((item, index) => <ItemView key={index} store={store} item={item} choices={choices} />) : null}
    </Section>
  );
}

/**
 * The standalone calculator, either version (spec §2): /calculator (first version, the essentials)
 * and /calculator-v2 (every input, loans, leases and PPAs). What each version asks and computes is
 * its spec (stores/calculator-spec.ts), how it looks its layout (layout-v1.tsx, layout-v2.tsx); this
 * renders either (CalculatorV1.tsx and CalculatorV2.tsx only pair a version with its layout):
 * the input sections on the left, the 'Financial Analysis' panel on the right (sticky on wide
 * screens), then the decision helpers and timeline (or the definitions). Recalculates 300 ms after
 * the last change; nothing is sent anywhere.
 */
export function Calculator({ version, layout }: { version: CalculatorVersion; layout: CalculatorLayout }) {
  const store = CALCULATORS[version];
  const hasResult = useStore(store.$hasResult);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // Spec §5, §7: debug mode or ?tester=testing turns on extra logging (and the first version's debug button).
    store.setDebug($debug.get() || new URLSearchParams(window.location.search).get('tester') === 'testing');
    // The engine (about 80 KB gzip with decimal.js) loads as soon as the visitor reaches for the form (a
    // pointer over it, a touch, focus), not while the page starts: compiling it then was the page's one long
    // task. A change before it arrives waits for it (the store loads it on demand as well).
    const target = form.current;
    const warm = () => store.preload();
    const reaching = ['pointerover', 'pointerdown', 'focusin'] as const;
    for (const type of reaching) target?.addEventListener(type, warm, { once: true, passive: true });
    return () => {
      for (const type of reaching) target?.removeEventListener(type, warm);
      store.dispose();
    };
  }, [store]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="max-w-3xl">
        <p className="eyebrow">{layout.eyebrow}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{layout.title}</h1>
        <p className="mt-3 text-lg text-muted">{layout.intro}</p>
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_400px] print:block">
        <form
          ref={form}
          className="space-y-5 print:hidden"
          aria-label="Calculator inputs"
          onSubmit={(event) => event.preventDefault()}
          noValidate
        >
          {layout.sections.map((section) => (
            <SectionView key={section.id} store={store} version={version} layout={layout} section={section} />
          ))}
          {layout.clearButton && (
            <div className="flex justify-end">
              <Button variant="ghost" size="sm" onPress={() => store.reset()}>
                Clear all inputs
              </Button>
            </div>
          )}
        </form>
        <div className="lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto">
          <ResultsPanel store={store} printButton={CALCULATOR_SPECS[version].printButton} />
        </div>
      </div>

      {hasResult && (
        <Suspense fallback={null}>
          {layout.below === 'helpers' ? (
            <AfterResult store={store} />
          ) : (
            <div className="mt-8">
              <Definitions />
            </div>
          )}
        </Suspense>
      )}
    </div>
  );
}
