import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import type { FormErrors } from '../../finance';
import {
  EDITOR_TAB_LABELS,
  fieldPlace,
  isConflict,
  quoteDraft,
  WIZARD_STEP_COUNT,
  WIZARD_STEP_NAMES,
  type ContinueOutcome,
  type WizardStep,
} from '../../stores/quoteDraft';
import { go } from '../app/navigation';
import { Button } from '../ui/Button';
import { ProgressBar } from '../ui/Display';
import { toast } from '../ui/Toaster';
import { Stepper } from '../ui/Stepper';
import { QuoteImportMount } from '../import/QuoteImportMount';
import { CompletionDialog, focusField, NetMeteringDialog, RequiredInformationDialog } from './dialogs';
import { FinancingFields, InstallerFields, PropertyFields, SystemFields } from './sections';
import { detached } from '../app/detached';

/** Spec §8: a wizard save that fails (Save Quote, Save and Return to Project; Continue saves nothing since issue 22). */
export const STEP_SAVE_FAILED = 'Failed to save progress. Please check your connection.';

/** Each step's heading; the Financing step's is the spec's question (§2). */
const STEP_TITLES: Readonly<Record<WizardStep, string>> = {
  1: 'Your home’s energy use',
  2: 'Who gave you this quote?',
  3: 'What system did they quote?',
  4: 'How would you pay for this system?',
};

const STEPS = ([1, 2, 3, 4] as const).map((id) => ({ id, label: WIZARD_STEP_NAMES[id] }));

/**
 * The quote wizard (spec §2): Property, Installer, System, Financing. Continue validates the step
 * (Required Information dialog, then the first missing field focused), asks about the net metering
 * rate when leaving System and advances, saving nothing (issue 22: the draft stays in this browser); the
 * last step ('Save Quote') checks every step, saves, marks the wizard done and opens the completion dialog.
 * A save stopped by a field of another step (or of the editor only) names it and takes the homeowner there.
 */
export function Wizard({ projectId }: { projectId: string }) {
  const state = useStore(quoteDraft.$quoteDraft, { keys: ['step', 'furthestStep', 'firstQuote', 'saving', 'quoteId'] });
  const [required, setRequired] = useState<FormErrors | null>(null);
  const [netMetering, setNetMetering] = useState(false);
  const [completed, setCompleted] = useState<{ firstQuote: boolean } | null>(null);
  const [advanced, setAdvanced] = useState(false);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = state.step;

  const handle = (outcome: ContinueOutcome) => {
    switch (outcome.kind) {
      case 'invalid':
        setRequired(outcome.errors);
        break;
      case 'net-metering':
        setNetMetering(true);
        break;
      case 'save-failed':
        // A conflict opens its own dialog (ConflictDialog).
        if (!isConflict({ ok: false, error: outcome.error })) toast.error(STEP_SAVE_FAILED);
        break;
      case 'completed':
        setCompleted({ firstQuote: outcome.firstQuote });
        break;
      case 'advanced':
        // The new step's heading takes focus, so keyboard and screen reader users start at its top.
        requestAnimationFrame(() => heading.current?.focus());
        break;
    }
  };

  const next = async (assumeNetMetering = false) => {
    setBusy(true);
    try {
      handle(await quoteDraft.wizardContinue({ assumeNetMetering }));
    } finally {
      setBusy(false);
    }
  };

  const saveAndReturn = async () => {
    setBusy(true);
    const result = await quoteDraft.saveDraft();
    setBusy(false);
    // A value the server would refuse is shown where it is typed, not sent.
    if (!result.ok && 'errors' in result) return setRequired(result.errors);
    // A failed draft save still returns to the project (spec §2); what was typed stays in this browser.
    if (!result.ok && !isConflict(result)) toast.error(STEP_SAVE_FAILED);
    go(`/quotes/${projectId}`);
  };

  /** After the Required Information dialog: the first field's step (or, for a field no step asks, its editor tab), focused. */
  const showField = (name: string | undefined) => {
    if (name === undefined) return;
    const { step: at, tab } = fieldPlace(name);
    if (at === null && tab !== null) quoteDraft.leaveWizard(tab);
    else if (at !== null && at !== quoteDraft.$quoteDraft.get().step) quoteDraft.goToStep(at);
    focusField(name);
  };

  const goTo = (id: number) => {
    if (quoteDraft.goToStep(id as WizardStep)) requestAnimationFrame(() => heading.current?.focus());
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4">
        <Stepper aria-label="Quote steps" steps={STEPS} current={step} furthest={state.furthestStep} onSelect={goTo} />
        <ProgressBar
          aria-label="Quote progress"
          label={`Step ${step}: ${WIZARD_STEP_NAMES[step]}`}
          value={step}
          minValue={0}
          maxValue={WIZARD_STEP_COUNT}
          valueText={`${step} of ${WIZARD_STEP_COUNT}`}
        />
      </div>

      <section aria-labelledby="wizard-step-title" className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6">
        <h2 id="wizard-step-title" ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
          {STEP_TITLES[step]}
        </h2>
        <div className="mt-5">
          <QuoteImportMount hidden={step === 1} />
          {step === 1 && <PropertyFields advancedExpanded={advanced} onAdvancedExpandedChange={setAdvanced} />}
          {step === 2 && <InstallerFields wizard />}
          {step === 3 && <SystemFields wizard />}
          {step === 4 && <FinancingFields wizard />}
        </div>
      </section>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex gap-3">
          <Button variant="secondary" onPress={() => quoteDraft.previousStep()} isDisabled={step === 1 || busy}>
            Previous
          </Button>
          <Button variant="ghost" onPress={() => void saveAndReturn()} isDisabled={busy}>
            Save and Return to Project
          </Button>
        </div>
        <Button onPress={() => void next()} isPending={busy}>
          {step === WIZARD_STEP_COUNT ? 'Save Quote' : 'Continue'}
        </Button>
      </div>

      <RequiredInformationDialog
        errors={required}
        where={(name) => {
          const place = fieldPlace(name);
          if (place.step === step) return null;
          if (place.step !== null) return `on the ${WIZARD_STEP_NAMES[place.step]} step`;
          return place.tab === null ? null : `on the ${EDITOR_TAB_LABELS[place.tab]} tab of the full form`;
        }}
        paymentMethod={quoteDraft.$quoteDraft.get().form.payment_method}
        onClose={() => {
          const first = Object.keys(required ?? {})[0];
          setRequired(null);
          showField(first);
        }}
      />
      <NetMeteringDialog
        isOpen={netMetering}
        onClose={() => setNetMetering(false)}
        onSetRate={() => {
          setNetMetering(false);
          quoteDraft.goToStep(1);
          setAdvanced(true);
          // Once step 1 has rendered with its advanced settings open.
          focusField('net_metering_rate');
        }}
        onAssume={() => {
          setNetMetering(false);
          void next(true);
        }}
      />
      <CompletionDialog
        state={completed}
        onViewProject={() => go(`/quotes/${projectId}`)}
        onAddDetails={() => {
          setCompleted(null);
          // The page's address follows (QuotePage): the quote's /edit/{id}?tab=equipment.
          quoteDraft.leaveWizard('equipment');
        }}
        onAddQuote={detached(async () => {
          setCompleted(null);
          const result = await quoteDraft.save();
          if (!result.ok) {
            if (!isConflict(result)) toast.error(STEP_SAVE_FAILED);
            return;
          }
          quoteDraft.startNewQuote();
          requestAnimationFrame(() => heading.current?.focus());
        })}
      />
    </div>
  );
}
