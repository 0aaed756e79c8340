import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { FormErrors } from '../../finance';
import {
  EDITOR_TAB_LABELS,
  EDITOR_TABS,
  FIELD_TAB,
  isConflict,
  quoteDraft,
  type EditorTab,
  type SaveResult,
} from '../../stores/quoteDraft';
import { go } from '../app/navigation';
import { Button } from '../ui/Button';
import { Tab, TabList, TabPanel, Tabs } from '../ui/Tabs';
import { toast } from '../ui/Toaster';
import { QuoteImportMount } from '../import/QuoteImportMount';
import { focusField } from './dialogs';
import { EquipmentFields, FinancingFields, InstallerFields, PropertyFields, SystemFields, TrustFields } from './sections';

/** Spec §8 messages of the editor's saves. */
export const EDITOR_SAVE_FAILED = 'Failed to save changes. Please check your connection.';
export const BACKGROUND_SAVE_FAILED = 'Failed to save changes';
/** Spec §8: the background-save toast stays 5 seconds. */
export const BACKGROUND_TOAST_MS = 5000;

function backgroundSave(save: Promise<SaveResult> | null): void {
  void save?.then((result) => {
    // A conflict opens its own dialog (ConflictDialog); any other failure is a toast.
    if (!result.ok && !isConflict(result)) toast.error(BACKGROUND_SAVE_FAILED, { duration: BACKGROUND_TOAST_MS });
  });
}

/**
 * The quote editor (spec §2): six tabs (Installer, System, Financials, Equipment, Trust, Property;
 * `?tab=`), 'Save and Go Back' and 'Continue' (moves on and saves in the background; none on Trust and
 * Property). Changing tab saves in the background once the quote exists.
 */
export function Editor({ projectId }: { projectId: string }) {
  const state = useStore(quoteDraft.$quoteDraft, { keys: ['tab', 'formError', 'saving'] });
  const [invalidCount, setInvalidCount] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const tab = state.tab;
  const hasContinue = tab !== 'trust' && tab !== 'property';

  // The page's address follows the tab (QuotePage).
  const select = (next: EditorTab) => backgroundSave(quoteDraft.selectTab(next));

  /** The messages show under their fields; the first field's tab opens and the field takes focus. */
  const showErrors = (errors: FormErrors) => {
    const names = Object.keys(errors);
    setInvalidCount(names.length);
    const first = names[0];
    if (first === undefined) return;
    const target = FIELD_TAB[first];
    if (target !== undefined && target !== quoteDraft.$quoteDraft.get().tab) select(target);
    focusField(first);
  };

  const saveAndGoBack = async () => {
    setLeaving(true);
    const result = await quoteDraft.saveAll();
    setLeaving(false);
    if (result.ok) {
      go(`/quotes/${projectId}`);
      return;
    }
    if ('errors' in result) {
      showErrors(result.errors);
      return;
    }
    if (!isConflict(result)) toast.error(EDITOR_SAVE_FAILED);
  };

  const next = () => {
    const outcome = quoteDraft.editorContinue();
    if (!outcome.moved) {
      showErrors(outcome.errors);
      return;
    }
    setInvalidCount(0);
    backgroundSave(outcome.save);
  };

  return (
    <div className="flex flex-col gap-5">
      <QuoteImportMount />
      <Tabs selectedKey={tab} onSelectionChange={(key) => select(String(key) as EditorTab)}>
        <TabList aria-label="Quote details">
          {EDITOR_TABS.map((id) => (
            <Tab key={id} id={id}>
              {EDITOR_TAB_LABELS[id]}
            </Tab>
          ))}
        </TabList>
        {EDITOR_TABS.map((id) => (
          <TabPanel key={id} id={id} className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6">
            {id === 'installer' && <InstallerFields wizard={false} />}
            {id === 'system' && <SystemFields />}
            {id === 'financials' && <FinancingFields />}
            {id === 'equipment' && <EquipmentFields />}
            {id === 'trust' && <TrustFields />}
            {id === 'property' && <PropertyFields />}
          </TabPanel>
        ))}
      </Tabs>

      <p role="status" className="sr-only">
        {invalidCount > 0 ? `${invalidCount} ${invalidCount === 1 ? 'field needs' : 'fields need'} your attention.` : ''}
      </p>
      {state.formError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {state.formError}
        </p>
      )}

      <div className="flex flex-wrap items-center justify-end gap-3">
        <Button variant={hasContinue ? 'secondary' : 'primary'} onPress={() => void saveAndGoBack()} isPending={leaving}>
          Save and Go Back
        </Button>
        {hasContinue && <Button onPress={next}>Continue</Button>}
      </div>
    </div>
  );
}
