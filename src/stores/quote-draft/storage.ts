import { normalizeSettings } from './settings';
import type { WizardStep } from './rules';
import { emptyQuoteForm, type QuoteFormValues, type SettingsFormValues } from './values';

/* The local draft: what was typed, kept in the browser until the server confirms a save that includes it. */

/** Where drafts are kept; localStorage in the browser, a Map in tests. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The localStorage key of a quote's draft: per project and quote ('new' before the first save). */
export function draftKey(projectId: string, quoteId: string | null): string {
  return `atlas:quote-draft:${projectId}:${quoteId ?? 'new'}`;
}

export interface StoredDraft {
  readonly v: 1;
  readonly savedAt: number;
  readonly form: QuoteFormValues;
  readonly settings: SettingsFormValues;
  readonly step?: WizardStep;
  readonly furthestStep?: WizardStep;
  /** The form's mode when the draft was written: a new quote's wizard stays a wizard after a reload. */
  readonly mode?: 'wizard' | 'editor';
  /** The fingerprint of a document imported into the form and not saved yet (see QuoteDraftState). */
  readonly fingerprint?: string | null;
}

export function browserStorage(): DraftStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Access itself can throw (storage disabled by policy); drafts then live only in memory.
    return null;
  }
}

export function readDraft(storage: DraftStorage | null, key: string): StoredDraft | null {
  if (storage === null) return null;
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    if (parsed.v !== 1 || typeof parsed.form !== 'object' || typeof parsed.settings !== 'object') return null;
    // Fields added since the draft was written get their defaults; settings kept as text become numbers.
    return {
      ...(parsed as StoredDraft),
      form: { ...emptyQuoteForm(), ...parsed.form },
      settings: normalizeSettings(parsed.settings),
    };
  } catch (cause) {
    console.warn(new Error(`quote draft: could not read ${key}; ignoring it`, { cause }));
    return null;
  }
}
