import { useStore } from '@nanostores/react';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import type { Warning } from '../../finance/warnings';
import { CALCULATION_ERROR_TITLE, CALCULATOR_CRASH, type CalculatorStore, type PanelState } from '../../stores/calculator';
import { Button } from '../ui/Button';
import { cx } from '../ui/styles';
import { FIELD_META } from './fields';
import { WarningList } from './WarningList';

// The figures need the formatting and derivations built on decimal.js: they load with the first result.
const ResultFigures = lazy(() => import('./ResultFigures'));

function Idle({ store, panel }: { store: CalculatorStore; panel: PanelState }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">
      <p className="font-medium text-ink">Enter these to see your analysis:</p>
      <ul className="mt-2 list-inside list-disc space-y-0.5">
        {panel.missing.map((name) => (
          <li key={name}>{FIELD_META[name].label}</li>
        ))}
      </ul>
      <Button variant="secondary" size="sm" className="mt-4" onPress={() => store.loadExample()}>
        Try an example
      </Button>
    </div>
  );
}

/** Why there is no analysis: a red alert with its title. */
function AnalysisError({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <p className="font-semibold">{title}</p>
      <p>{children}</p>
    </div>
  );
}

/** A warning about one field, named by the field's label. */
const withFieldLabel = (w: Warning): string =>
  w.field !== undefined && Object.hasOwn(FIELD_META, w.field)
    ? `${FIELD_META[w.field as keyof typeof FIELD_META].label}: ${w.message}`
    : w.message;

/**
 * The results panel 'Financial Analysis' (spec §2): the crash banner and the warnings above the
 * results, then the figures, the lifetime comparison, cash flow and System Snapshot, and 'Print to
 * Console' (disabled until a result exists).
 */
export function ResultsPanel({ store, printButton = 'always' }: { store: CalculatorStore; printButton?: 'always' | 'debug' }) {
  const panel = useStore(store.$panel);
  const debug = useStore(store.$debug);
  // The first version shows its debug button only with extra logging on (?tester=testing, spec §2, §7).
  const showPrint = printButton === 'always' || debug;
  const [printed, setPrinted] = useState(false);
  const result = panel.result;
  const calculating = panel.status === 'calculating';
  const errors = panel.warnings.filter((w) => w.severity === 'error');
  const warnings = panel.warnings.filter((w) => w.severity === 'warning');
  // Errors first (in red), then warnings; on failure the message already shown above is not repeated.
  const listed = [...errors, ...warnings].filter(
    (w) => !(panel.status === 'error' && panel.error !== null && panel.error.endsWith(w.message)),
  );
  const showFigures = result !== null && panel.input !== null && panel.status !== 'error' && panel.status !== 'idle';

  return (
    <section
      aria-labelledby="results-title"
      aria-busy={calculating}
      className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6"
      data-status={panel.status}
      data-runs={panel.runs}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="results-title" className="text-lg font-semibold text-ink">
          Financial Analysis
        </h2>
        <span
          className={cx('text-xs font-medium text-muted transition-opacity', calculating ? 'opacity-100' : 'opacity-0')}
          aria-hidden="true"
        >
          Updating…
        </span>
      </div>

      {panel.crashed && <AnalysisError title={CALCULATION_ERROR_TITLE}>{CALCULATOR_CRASH}</AnalysisError>}
      {panel.status === 'error' && !panel.crashed && panel.error && (
        <AnalysisError title="The analysis can’t be calculated yet">{panel.error}</AnalysisError>
      )}
      <WarningList warnings={listed} text={withFieldLabel} />

      <div className="mt-4">
        {panel.status === 'idle' && <Idle store={store} panel={panel} />}
        {showFigures && result !== null && panel.input !== null && (
          <Suspense fallback={<div className="h-96 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />}>
            <ResultFigures result={result} input={panel.input} calculating={calculating} />
          </Suspense>
        )}
      </div>

      {showPrint && (
        <div className="mt-5 flex flex-wrap items-center gap-3 border-t border-line pt-4 print:hidden">
          <Button
            variant="secondary"
            size="sm"
            isDisabled={result === null || panel.status === 'error'}
            onPress={() => {
              store.printToConsole();
              setPrinted(true);
            }}
          >
            Print to Console
          </Button>
          <Button variant="ghost" size="sm" onPress={() => window.print()} isDisabled={result === null}>
            Print this page
          </Button>
          <span role="status" className="text-xs text-muted">
            {printed ? 'Printed to the browser console.' : ''}
          </span>
        </div>
      )}
    </section>
  );
}
