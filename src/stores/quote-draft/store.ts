import { computed, map, type MapStore, type ReadableAtom } from 'nanostores';
import { needsNetMeteringRateAssumption, type FormErrors } from '../../finance/form-validation';
import { fromQuote, hasQuoteData, proposalInputs, toQuotePayload, valuesFromStored } from './mapping';
import type { ProjectRecord, QuotePayload, QuoteRecord } from './mapping';
import { fromProject, projectSettings, toProjectPayload, type ProjectPayload } from './settings';
import {
  EDITOR_TABS,
  validateDraft,
  validateEditor,
  validateStep,
  validateTab,
  validateWizard,
  WIZARD_STEP_COUNT,
  type EditorTab,
  type WizardStep,
} from './rules';
import { browserStorage, draftKey, readDraft, type DraftStorage, type StoredDraft } from './storage';
import { emptyQuoteForm, emptySettingsForm, type QuoteFormValues, type SettingsFormValues } from './values';
import { ApiError } from '../../directus/api-error';
import { QUOTE_FIELDS } from '../../quote-fields';
import { mergeQuote, sameValue, type Resolution } from '../quote-merge';

/**
 * The quote form (spec §2–§5, §7): wizard steps 1–4 with the furthest step reached, the editor's tab,
 * the values as typed, the last saved snapshot and unsaved-change detection, validation, and saving
 * (quote first, then project). Nothing typed is lost: every change is kept in localStorage, per
 * project and quote, until the server confirms a save that includes it; opening the form again brings
 * it back.
 *
 * Nothing is saved before the homeowner saves (issue 22): the wizard's Continue only checks the step and
 * moves on, and a new quote is created by Save Quote or Save and Return to Project, never by exploring.
 * Until then the quote lives in this browser's draft (with its step and mode, so a reload carries on).
 */

/** The calls a save makes (spec §7); bound to the projects store by the island, faked in tests. */
export interface QuoteApi {
  createQuote(projectId: string, payload: QuotePayload): Promise<{ id: string }>;
  /**
   * `readVersion` is the quote's date_updated as this save's merge read it (undefined: no read). The server
   * refuses the save with 409 when the quote changed since (review finding 5); the save then merges again.
   */
  updateQuote(projectId: string, quoteId: string, payload: QuotePayload, readVersion?: string | null): Promise<unknown>;
  updateProject(projectId: string, payload: ProjectPayload): Promise<unknown>;
  markWizardDone(projectId: string): Promise<unknown>;
  /**
   * The quote as the server holds it now (null when it is gone). When bound, an update is merged over it,
   * so another tab's or device's changes survive (issue 12, finding 8).
   */
  fetchQuote?(quoteId: string): Promise<QuoteRecord | null>;
}

/** A field this session and another changed to different values, as the homeowner reads them. */
export interface ConflictField {
  readonly name: string;
  readonly label: string;
  readonly mine: string;
  readonly theirs: string;
}

/** What a save found: the quote was changed elsewhere in the same fields since this form loaded it. */
export interface QuoteConflict {
  readonly fields: readonly ConflictField[];
}

/** The message of a save stopped by a conflict (code 'conflict'); the page asks which values to keep. */
export const CONFLICT_MESSAGE = 'This quote was changed in another tab or device while you were editing it.';

/** True when a save stopped because the quote was changed elsewhere (the conflict dialog says the rest). */
export function isConflict(result: SaveResult | { ok: false; errors: FormErrors }): boolean {
  return !result.ok && 'error' in result && result.error instanceof ApiError && result.error.code === 'conflict';
}

function shownValue(value: unknown): string {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  if (Array.isArray(value)) return value.length === 0 ? '(empty)' : value.join(', ');
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return text === '' ? '(empty)' : text;
}

// ---- the store -------------------------------------------------------------------------------------

export type SaveResult = { ok: true } | { ok: false; error: Error };

/** What a wizard Continue led to; the view shows the matching dialog or toast. */
export type ContinueOutcome =
  | { kind: 'advanced'; step: WizardStep }
  | { kind: 'completed'; firstQuote: boolean }
  | { kind: 'invalid'; errors: FormErrors }
  | { kind: 'net-metering' }
  | { kind: 'save-failed'; error: Error };

export interface QuoteDraftState {
  status: 'empty' | 'ready';
  projectId: string | null;
  quoteId: string | null;
  /** Wizard (first quote, or a project whose wizard is not done) or the tabbed editor. */
  mode: 'wizard' | 'editor';
  /** The wizard title: 'Set up your solar project' for the project's first quote. */
  firstQuote: boolean;
  step: WizardStep;
  furthestStep: WizardStep;
  tab: EditorTab;
  form: QuoteFormValues;
  settings: SettingsFormValues;
  /** What the server last confirmed (or sent when the form opened). */
  saved: { form: QuoteFormValues; settings: SettingsFormValues };
  errors: FormErrors;
  /** Form-level error after a failed save ('Failed to save quote'). */
  formError: string | null;
  saving: boolean;
  /** True when the form was restored from a draft the server had not confirmed. */
  recovered: boolean;
  /** When that draft was written (ms since epoch). */
  recoveredAt: number | null;
  /** Set when a save found the quote changed elsewhere in the same fields; cleared once settled. */
  conflict: QuoteConflict | null;
  /**
   * The fingerprint of a proposal document imported into this form and not saved yet: the next save
   * stores it on the quote (`import_fingerprint`), so importing the same document again is recognised.
   */
  importFingerprint: string | null;
}

export interface InitOptions {
  readonly project: ProjectRecord;
  readonly quote?: QuoteRecord | null;
  /** Forces a mode; by default: wizard on /new while the project's wizard is not completed, else editor. */
  readonly mode?: 'wizard' | 'editor';
  readonly tab?: EditorTab;
}

export interface QuoteDraftOptions {
  readonly storage?: DraftStorage | null;
  readonly now?: () => number;
}

/** The form-level message after a failed editor save (spec §8). */
export const SAVE_FAILED_FORM_ERROR = 'Failed to save quote';

function initialState(): QuoteDraftState {
  return {
    status: 'empty',
    projectId: null,
    quoteId: null,
    mode: 'wizard',
    firstQuote: true,
    step: 1,
    furthestStep: 1,
    tab: 'installer',
    form: emptyQuoteForm(),
    settings: emptySettingsForm(),
    saved: { form: emptyQuoteForm(), settings: emptySettingsForm() },
    errors: {},
    formError: null,
    saving: false,
    recovered: false,
    recoveredAt: null,
    conflict: null,
    importFingerprint: null,
  };
}

export interface QuoteDraftStore {
  readonly $quoteDraft: MapStore<QuoteDraftState>;
  /** True when the form differs from the last saved snapshot. */
  readonly $dirty: ReadableAtom<boolean>;
  init(options: InitOptions): void;
  setApi(api: QuoteApi): void;
  /** Extra logging of every save's payloads (the URL query tester=testing, spec §7). */
  setDebug(on: boolean): void;
  setField<K extends keyof QuoteFormValues>(name: K, value: QuoteFormValues[K]): void;
  setSetting<K extends keyof SettingsFormValues>(name: K, value: SettingsFormValues[K]): void;
  /**
   * Sets several values at once by their stored names (registry names; project columns for the energy
   * settings), e.g. from an imported quote PDF. Returns the names it did not know.
   */
  setValues(values: Readonly<Record<string, unknown>>): string[];
  /** Remembers the fingerprint of the document whose values were just imported (saved with the quote). */
  setImportFingerprint(fingerprint: string | null): void;
  /**
   * Opens another quote of the project in the editor, keeping the energy settings as typed (they are the
   * project's): 'Update the existing quote' of a document imported before. A new quote's draft is dropped.
   */
  openQuote(project: ProjectRecord, quote: QuoteRecord): void;
  /** Shows the given errors (e.g. after a failed Continue). */
  setErrors(errors: FormErrors): void;
  /** Settles a conflict: 'mine' saves this form's values in the contested fields, 'theirs' takes the other session's. */
  resolveConflict(choice: Resolution): Promise<SaveResult>;
  /** Saves quote then project when anything changed; the local draft is dropped once the server has it all. */
  save(): Promise<SaveResult>;
  goToStep(step: WizardStep): boolean;
  previousStep(): void;
  /**
   * Wizard Continue / Save Quote (spec §2). `assumeNetMetering` after 'Continue with Assumption'.
   * Continue checks the step and moves on, saving nothing; Save Quote checks every step, then saves.
   */
  wizardContinue(options?: { assumeNetMetering?: boolean }): Promise<ContinueOutcome>;
  /** 'Save and Return to Project': saves the quote as it is, stopped only by what the server would refuse. */
  saveDraft(): Promise<SaveResult | { ok: false; errors: FormErrors }>;
  /** Editor Continue: validates the tab, moves on at once and saves in the background. */
  editorContinue(): { moved: true; save: Promise<SaveResult> } | { moved: false; errors: FormErrors };
  /** Selects a tab; in edit mode it saves in the background (spec §2). */
  selectTab(tab: EditorTab): Promise<SaveResult> | null;
  /** Validates the whole quote and saves (Save and Go Back). */
  saveAll(): Promise<SaveResult | { ok: false; errors: FormErrors }>;
  /** Leaves wizard mode for the editor (Add More Details → Equipment tab). */
  leaveWizard(tab?: EditorTab): void;
  /** Add New Quote: an empty quote on the Installer step, wizard mode again; settings stay. */
  startNewQuote(): void;
  /** Throws away a recovered draft and returns to what the server holds. */
  discardRecovered(): void;
  /** The open quote was deleted: its draft in this browser is dropped and the form emptied. */
  forgetQuote(): void;
  reset(): void;
}

/** Creates a quote form store (the app uses `quoteDraft`; tests make their own). */
export function createQuoteDraft(options: QuoteDraftOptions = {}): QuoteDraftStore {
  // Resolved on use: the module may load where there is no browser storage (a server render).
  const storageOf = (): DraftStorage | null => (options.storage === undefined ? browserStorage() : options.storage);
  const now = options.now ?? Date.now;
  const $quoteDraft = map<QuoteDraftState>(initialState());
  const $dirty = computed(
    $quoteDraft,
    (s) =>
      s.status === 'ready' &&
      (!sameValue(s.form, s.saved.form) || !sameValue(s.settings, s.saved.settings) || s.importFingerprint !== null),
  );
  let api: QuoteApi | null = null;
  /** The homeowner's answer to a conflict, for the next save only. */
  let resolution: Resolution | null = null;
  /** The quote's date_updated as the last merge read it: the precondition of the save that follows. */
  let readVersion: string | null | undefined;
  let debug = false;
  // Saves run one after another: a background save and a Continue never race, and an update
  // never goes out before the create that gives it its id.
  let queue: Promise<unknown> = Promise.resolve();

  const key = (): string | null => {
    const s = $quoteDraft.get();
    return s.projectId === null ? null : draftKey(s.projectId, s.quoteId);
  };

  function persist(): void {
    const s = $quoteDraft.get();
    const k = key();
    const storage = storageOf();
    if (k === null || storage === null) return;
    try {
      if (!$dirty.get()) {
        storage.removeItem(k);
        return;
      }
      const draft: StoredDraft = {
        v: 1,
        savedAt: now(),
        form: s.form,
        settings: s.settings,
        step: s.step,
        furthestStep: s.furthestStep,
        mode: s.mode,
        fingerprint: s.importFingerprint,
      };
      storage.setItem(k, JSON.stringify(draft));
    } catch (cause) {
      // A full or blocked storage must not stop typing; the server save still works.
      console.warn(new Error('quote draft: could not keep the draft in this browser', { cause }));
    }
  }

  function patch(update: Partial<QuoteDraftState>): void {
    $quoteDraft.set({ ...$quoteDraft.get(), ...update });
  }

  function withoutError(errors: FormErrors, name: string): FormErrors {
    if (!(name in errors)) return errors;
    const next = { ...errors };
    delete next[name];
    return next;
  }

  async function runSave(): Promise<SaveResult> {
    const s = $quoteDraft.get();
    if (api === null) return { ok: false, error: new Error('quote draft: no API bound; call setApi first') };
    if (s.projectId === null) return { ok: false, error: new Error('quote draft: no project; call init first') };
    const projectId = s.projectId;
    const form = s.form;
    const settings = s.settings;
    const settingsChanged = !sameValue(settings, s.saved.settings);
    const fingerprint = s.importFingerprint;
    const quoteChanged = !sameValue(form, s.saved.form) || fingerprint !== null;
    if (!settingsChanged && !quoteChanged && s.quoteId !== null) return { ok: true };
    const payloadOf = (values: QuoteFormValues): QuotePayload => ({
      ...toQuotePayload(values, settings),
      ...(fingerprint === null ? {} : { import_fingerprint: fingerprint }),
    });
    patch({ saving: true });
    if (debug)
      console.log('[quote draft] saving', {
        quoteId: s.quoteId,
        quote: toQuotePayload(form, settings),
        project: settingsChanged ? toProjectPayload(settings) : null,
      });
    const saved = (update: Partial<QuoteDraftState['saved']>): void => {
      const current = $quoteDraft.get();
      patch({ saved: { ...current.saved, ...update } });
    };
    try {
      // The quote's stored derived values depend on the settings too: it is saved whenever either changed.
      if (s.quoteId === null) {
        if (hasQuoteData(form)) {
          const oldKey = key();
          const created = await api.createQuote(projectId, payloadOf(form));
          // Known at once, so a failure further on never creates the quote twice; the draft moves
          // from the 'new' key to the quote's own.
          patch({ quoteId: String(created.id) });
          saved({ form });
          removeKey(oldKey);
        }
      } else {
        // A save that another one overtook between the read and the write is refused (409) by the server:
        // read and merge again, a few times at most.
        for (let attempt = 1; ; attempt++) {
          const merged = await mergedForm(s.quoteId, s.saved.form, form, settings);
          if (merged === 'conflict') {
            patch({ saving: false });
            persist();
            return { ok: false, error: new ApiError(CONFLICT_MESSAGE, { code: 'conflict' }) };
          }
          try {
            await api.updateQuote(projectId, s.quoteId, payloadOf(merged), readVersion);
          } catch (error) {
            if (attempt < 3 && error instanceof ApiError && error.status === 409) continue;
            throw error;
          }
          saved({ form: merged });
          if (merged !== form) showMerged(form, merged);
          break;
        }
      }
      if (settingsChanged) {
        await api.updateProject(projectId, toProjectPayload(settings));
        saved({ settings });
      }
      // The fingerprint went with this save, unless another import set a new one meanwhile.
      const after = $quoteDraft.get().importFingerprint;
      patch({
        saving: false,
        formError: null,
        recovered: false,
        recoveredAt: null,
        importFingerprint: after === fingerprint ? null : after,
      });
      persist();
      return { ok: true };
    } catch (cause) {
      patch({ saving: false });
      persist();
      return { ok: false, error: cause instanceof Error ? cause : new Error(String(cause), { cause }) };
    }
  }

  /**
   * The form to save: this session's changes laid over the quote as the server holds it now. 'conflict'
   * (and the conflict in the state) when both changed a field differently and the homeowner has not said
   * which to keep; `resolution` is their answer, used once.
   */
  async function mergedForm(
    quoteId: string,
    base: QuoteFormValues,
    mine: QuoteFormValues,
    settings: SettingsFormValues,
  ): Promise<QuoteFormValues | 'conflict'> {
    const choice = resolution;
    resolution = null;
    const server = api?.fetchQuote ? await api.fetchQuote(quoteId) : null;
    readVersion = server === null ? undefined : (server.date_updated ?? null);
    if (server === null) return mine;
    // Compared as stored: '278.20' typed is '278.2' saved, and a field hidden for the method is saved empty.
    const stored = (f: QuoteFormValues): QuoteFormValues => fromQuote({ id: quoteId, ...toQuotePayload(f, settings) });
    const theirs = fromQuote(server);
    const was = stored(base);
    if (sameValue(theirs, was)) return mine;
    const { patch: changes, conflicts } = mergeQuote(was, stored(mine), theirs, choice ?? undefined);
    if (conflicts.length > 0) {
      const fields = conflicts.map(({ path, mine: m, theirs: t }) => ({
        name: path,
        label: path in QUOTE_FIELDS ? QUOTE_FIELDS[path as keyof typeof QUOTE_FIELDS].label : path,
        mine: shownValue(m),
        theirs: shownValue(t),
      }));
      patch({ conflict: { fields } });
      return 'conflict';
    }
    patch({ conflict: null });
    return { ...theirs, ...changes };
  }

  /** After a merged save: the other session's values show, except where the homeowner typed meanwhile. */
  function showMerged(sent: QuoteFormValues, merged: QuoteFormValues): void {
    const current = $quoteDraft.get().form;
    const next = { ...current } as Record<string, unknown>;
    for (const [name, value] of Object.entries(merged)) {
      if (sameValue((current as Record<string, unknown>)[name], (sent as Record<string, unknown>)[name])) next[name] = value;
    }
    patch({ form: next as QuoteFormValues });
  }

  function removeKey(k: string | null): void {
    const storage = storageOf();
    if (k === null || storage === null) return;
    try {
      storage.removeItem(k);
    } catch (cause) {
      console.warn(new Error(`quote draft: could not remove ${k}`, { cause }));
    }
  }

  /**
   * Background saves (tab change, Continue) send only a quote that passes the editor's rules: a name
   * cleared for a moment must not turn the saved quote into a DRAFT. What fails them is kept in the
   * browser until it is fixed and saved.
   */
  function savable(form: QuoteFormValues): boolean {
    return Object.keys(validateEditor(form)).length === 0;
  }

  function save(): Promise<SaveResult> {
    const next = queue.then(runSave, runSave);
    queue = next;
    return next;
  }

  const store: QuoteDraftStore = {
    $quoteDraft,
    $dirty,
    setApi(next) {
      api = next;
    },
    setDebug(on) {
      debug = on;
    },
    init({ project, quote = null, mode, tab = 'installer' }) {
      const savedForm = quote === null ? emptyQuoteForm() : fromQuote(quote);
      const savedSettings = fromProject(project);
      const quotes = (project.installer ?? []).filter((q) => q.id !== quote?.id);
      const resolvedMode = mode ?? (quote === null && project.wizard_completed !== true ? 'wizard' : 'editor');
      const base: QuoteDraftState = {
        ...initialState(),
        status: 'ready',
        projectId: project.id,
        quoteId: quote?.id ?? null,
        mode: resolvedMode,
        firstQuote: quotes.length === 0,
        tab,
        form: savedForm,
        settings: savedSettings,
        saved: { form: savedForm, settings: savedSettings },
      };
      const draft = readDraft(storageOf(), draftKey(project.id, quote?.id ?? null));
      const fingerprint = draft?.fingerprint ?? null;
      if (draft !== null && (!sameValue(draft.form, savedForm) || !sameValue(draft.settings, savedSettings) || fingerprint !== null)) {
        $quoteDraft.set({
          ...base,
          // A new quote's wizard (also one started by Add New Quote) carries on as a wizard after a reload.
          mode: mode ?? (quote === null && draft.mode === 'wizard' ? 'wizard' : resolvedMode),
          form: draft.form,
          settings: draft.settings,
          step: draft.step ?? base.step,
          furthestStep: draft.furthestStep ?? base.furthestStep,
          recovered: true,
          recoveredAt: draft.savedAt,
          importFingerprint: fingerprint,
        });
      } else {
        $quoteDraft.set(base);
        persist();
      }
    },
    setField(name, value) {
      const s = $quoteDraft.get();
      const form = { ...s.form, [name]: value };
      // Picking any status but Archived clears the archived flag; installation stage only with installer_chosen.
      if (name === 'status' && value !== 'installer_chosen') form.sub_status = '';
      patch({ form, errors: withoutError(s.errors, name) });
      persist();
    },
    setSetting(name, value) {
      const s = $quoteDraft.get();
      patch({ settings: { ...s.settings, [name]: value }, errors: withoutError(s.errors, name) });
      persist();
    },
    setValues(values) {
      const s = $quoteDraft.get();
      const next = valuesFromStored(values);
      let errors = s.errors;
      for (const name of [...Object.keys(next.form), ...Object.keys(next.settings)]) errors = withoutError(errors, name);
      patch({ form: { ...s.form, ...next.form }, settings: { ...s.settings, ...next.settings }, errors });
      persist();
      return next.unknown;
    },
    setImportFingerprint(fingerprint) {
      patch({ importFingerprint: fingerprint });
      persist();
    },
    openQuote(project, quote) {
      const before = $quoteDraft.get();
      if (before.quoteId === null) removeKey(key());
      store.init({ project, quote, mode: 'editor', tab: 'installer' });
      const s = $quoteDraft.get();
      // The settings as typed here stay; what the server holds stays their saved state.
      patch({ settings: before.settings, saved: { ...s.saved, settings: before.saved.settings } });
      persist();
    },
    resolveConflict(choice) {
      resolution = choice;
      patch({ conflict: null });
      return save();
    },
    setErrors(errors) {
      patch({ errors });
    },
    save,
    goToStep(step) {
      const s = $quoteDraft.get();
      if (step > s.furthestStep || step < 1) return false;
      patch({ step, errors: {} });
      persist();
      return true;
    },
    previousStep() {
      const s = $quoteDraft.get();
      if (s.step > 1) patch({ step: (s.step - 1) as WizardStep, errors: {} });
      persist();
    },
    async wizardContinue({ assumeNetMetering = false } = {}) {
      const s = $quoteDraft.get();
      const last = s.step === WIZARD_STEP_COUNT;
      const errors = last ? validateWizard(s.form, s.settings) : validateStep(s.step, s.form, s.settings);
      if (Object.keys(errors).length > 0) {
        patch({ errors });
        return { kind: 'invalid', errors };
      }
      if (s.step === 3 && !assumeNetMetering && needsNetMeteringRateAssumption(projectSettings(s.settings), proposalInputs(s.form))) {
        return { kind: 'net-metering' };
      }
      if (last) {
        const result = await save();
        if (!result.ok) return { kind: 'save-failed', error: result.error };
        const projectId = $quoteDraft.get().projectId;
        try {
          if (api !== null && projectId !== null) await api.markWizardDone(projectId);
        } catch (cause) {
          return { kind: 'save-failed', error: cause instanceof Error ? cause : new Error(String(cause), { cause }) };
        }
        return { kind: 'completed', firstQuote: s.firstQuote };
      }
      // Nothing is saved here: the draft is in this browser until Save Quote.
      const step = (s.step + 1) as WizardStep;
      patch({ step, furthestStep: Math.max(step, $quoteDraft.get().furthestStep) as WizardStep, errors: {} });
      persist();
      return { kind: 'advanced', step };
    },
    editorContinue() {
      const s = $quoteDraft.get();
      const errors = validateTab(s.tab, s.form);
      if (Object.keys(errors).length > 0) {
        patch({ errors });
        return { moved: false, errors };
      }
      const index = EDITOR_TABS.indexOf(s.tab);
      const tab = EDITOR_TABS[Math.min(index + 1, EDITOR_TABS.length - 1)] ?? s.tab;
      patch({ tab, errors: {} });
      // A background save only keeps a saved quote up to date: a new one is created by Save and Go Back.
      return { moved: true, save: s.quoteId !== null && savable(s.form) ? save() : Promise.resolve<SaveResult>({ ok: true }) };
    },
    selectTab(tab) {
      const s = $quoteDraft.get();
      if (tab === s.tab) return null;
      patch({ tab });
      return s.mode === 'editor' && s.quoteId !== null && savable(s.form) ? save() : null;
    },
    async saveDraft() {
      const s = $quoteDraft.get();
      const errors = validateDraft(s.form);
      if (Object.keys(errors).length > 0) {
        patch({ errors });
        return { ok: false, errors };
      }
      return save();
    },
    async saveAll() {
      const errors = validateEditor($quoteDraft.get().form);
      if (Object.keys(errors).length > 0) {
        patch({ errors });
        return { ok: false, errors };
      }
      const result = await save();
      // A conflict is not a failure to report here: its dialog asks which values to keep.
      patch({ formError: result.ok || isConflict(result) ? null : SAVE_FAILED_FORM_ERROR });
      return result;
    },
    leaveWizard(tab = 'equipment') {
      patch({ mode: 'editor', tab, errors: {} });
    },
    startNewQuote() {
      const s = $quoteDraft.get();
      const form = emptyQuoteForm();
      patch({
        quoteId: null,
        mode: 'wizard',
        firstQuote: false,
        step: 2,
        furthestStep: 2,
        form,
        saved: { form, settings: s.settings },
        settings: s.settings,
        errors: {},
        formError: null,
        recovered: false,
        recoveredAt: null,
        importFingerprint: null,
      });
    },
    discardRecovered() {
      const s = $quoteDraft.get();
      // A new quote's wizard starts again at its first step: the steps passed were the discarded draft's.
      const restart = s.quoteId === null && s.mode === 'wizard' ? { step: 1 as WizardStep, furthestStep: 1 as WizardStep } : {};
      patch({
        form: s.saved.form,
        settings: s.saved.settings,
        recovered: false,
        recoveredAt: null,
        errors: {},
        importFingerprint: null,
        ...restart,
      });
      persist();
    },
    forgetQuote() {
      removeKey(key());
      store.reset();
    },
    reset() {
      $quoteDraft.set(initialState());
      queue = Promise.resolve();
    },
  };
  return store;
}

/** The page's quote form. */
export const quoteDraft = /* @__PURE__ */ createQuoteDraft();
export const $quoteDraft = quoteDraft.$quoteDraft;
export const $quoteDirty = quoteDraft.$dirty;
