// Values read from a proposal PDF (src/import), written into the quote draft. Issue 14.
//
// One function, `applyImportedValues`, is the only place an import touches the draft: it goes through the
// draft's own setter (`quoteDraft.setField`), so nothing is saved until the homeowner saves as usual. When
// the draft store gains `setValues(partial)` (values keyed by stored names), `writeValues` below is the one
// line to re-point.

import { emptyQuoteForm, quoteDraft, type QuoteFormValues, type QuoteDraftStore } from './quoteDraft';

/** What an import did with the values it was given, by stored field name. */
export interface AppliedImport {
  /** Written into a field the quote form holds today. */
  readonly applied: readonly string[];
  /**
   * Written into the draft by name although today's form has no input for it (the new finance fields):
   * it is saved once the field registry maps it into `proposal_data`.
   */
  readonly unhomed: readonly string[];
  /** Not written: a value the stored quote refuses today (e.g. `payment_method: lease` before leases are stored). */
  readonly held: readonly string[];
}

/** Form fields held as booleans (the import writes flags as "true"/"false"). */
const FLAGS: ReadonlySet<string> = new Set(['battery_included', 'monitoring_included', 'incentive_paydown']);

/**
 * Payment methods the stored quote accepts today (directus/schema/projects.mjs PAYMENT_METHODS, as the form
 * writes them). A lease or PPA is held back until the registry stores them, so a save is never refused.
 */
const PAYMENT_METHODS_TODAY: ReadonlySet<string> = new Set(['cash', 'loan']);

const FORM_FIELDS: ReadonlySet<string> = new Set(Object.keys(emptyQuoteForm()));

/** Draft values by stored name: a string, or a boolean for a flag. */
export type DraftValues = Record<string, string | boolean>;

/** The draft's write path. At merge: `(values) => draft.setValues(values)`. */
function writeValues(draft: QuoteDraftStore, values: DraftValues): void {
  for (const [name, value] of Object.entries(values)) {
    // Names outside today's form are written by name too (see `AppliedImport.unhomed`).
    draft.setField(name as keyof QuoteFormValues, value as never);
  }
}

/**
 * The ticked values of a reviewed import, keyed by stored name (`proposal_data`, `equipment`, `trust`
 * names as src/import/fields.ts proposes them), as the draft takes them: flags become booleans, numbers
 * and text stay text. Only the names given are touched: what the homeowner typed elsewhere stays.
 */
export function toDraftValues(values: Readonly<Record<string, string>>): { values: DraftValues; held: string[] } {
  const out: DraftValues = {};
  const held: string[] = [];
  for (const [name, raw] of Object.entries(values)) {
    const value = raw.trim();
    if (name === 'payment_method' && !PAYMENT_METHODS_TODAY.has(value)) {
      held.push(name);
      continue;
    }
    out[name] = FLAGS.has(name) ? value === 'true' : value;
  }
  return { values: out, held };
}

/** Fills the quote draft with the reviewed values (nothing is saved). */
export function applyImportedValues(values: Readonly<Record<string, string>>, draft: QuoteDraftStore = quoteDraft): AppliedImport {
  const { values: draftValues, held } = toDraftValues(values);
  writeValues(draft, draftValues);
  const names = Object.keys(draftValues);
  return {
    applied: names.filter((n) => FORM_FIELDS.has(n)),
    unhomed: names.filter((n) => !FORM_FIELDS.has(n)),
    held,
  };
}
