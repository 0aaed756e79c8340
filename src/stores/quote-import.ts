// Values read from a proposal PDF (src/import), written into the quote draft. Issue 14.
//
// One function, `applyImportedValues`, is the only place an import touches the draft: it goes through the
// draft's `setValues` (values keyed by stored names, read through the field registry), so nothing is
// saved until the homeowner saves as usual. `importReviewed` adds where the values go (issue 22): the
// document's fingerprint is kept with them, and a document imported before into another quote of the
// project (`importedBefore`) may update that quote instead.

import { QUOTE_FIELDS } from '../quote-fields';
import { projectStore } from './projects';
import { quoteDraft, type QuoteDraftStore } from './quoteDraft';

/** What an import did with the values it was given, by stored field name. */
export interface AppliedImport {
  /** Written into the form's field of that name. */
  readonly applied: readonly string[];
  /** Not written: the field registry has no field of that name, so the form could not keep it. */
  readonly unhomed: readonly string[];
  /** Not written: a value the field does not accept (a payment method the form does not offer). */
  readonly held: readonly string[];
}

/** Form fields held as booleans (the import writes flags as "true"/"false"). */
const FLAGS: ReadonlySet<string> = new Set(
  Object.entries(QUOTE_FIELDS)
    .filter(([, def]) => def.kind === 'flag')
    .map(([name]) => name),
);

/** The payment methods the form offers (cash, loan, lease, PPA), from the registry. */
const PAYMENT_METHODS: ReadonlySet<string> = new Set((QUOTE_FIELDS.payment_method.choices ?? []).map((choice) => choice.id));

/** Draft values by stored name: a string, or a boolean for a flag. */
export type DraftValues = Record<string, string | boolean>;

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
    if (name === 'payment_method' && !PAYMENT_METHODS.has(value)) {
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
  const unknown = new Set(draft.setValues(draftValues));
  const names = Object.keys(draftValues);
  return {
    applied: names.filter((n) => !unknown.has(n)),
    unhomed: names.filter((n) => unknown.has(n)),
    held,
  };
}

/** A quote of the open project that was filled from the same document before. */
export interface ImportedQuote {
  readonly id: string;
  readonly name: string;
  readonly archived: boolean;
}

/**
 * The quote of the open project, other than the one in the form, that holds this document's fingerprint
 * (the same proposal imported before), or null.
 */
export function importedBefore(fingerprint: string | undefined, draft: QuoteDraftStore = quoteDraft): ImportedQuote | null {
  const { projectId, quoteId } = draft.$quoteDraft.get();
  if (fingerprint === undefined || projectId === null) return null;
  const quote = projectStore(projectId)
    .get()
    ?.installer.find((q) => q.import_fingerprint === fingerprint && q.id !== quoteId);
  if (quote === undefined) return null;
  return { id: quote.id, name: quote.company_name ?? quote.name ?? 'Unnamed quote', archived: quote.archived === true };
}

/** Where reviewed values go: the form as it is, or `into` another quote of the project, opened for an update. */
export interface ImportTarget {
  readonly fingerprint?: string | undefined;
  readonly into?: string | undefined;
}

/**
 * Fills the form with the reviewed values and remembers the document's fingerprint (saved with the quote).
 * With `into`, that quote is opened in the editor first ('Update the existing quote'); nothing is saved.
 */
export function importReviewed(
  values: Readonly<Record<string, string>>,
  { fingerprint, into }: ImportTarget = {},
  draft: QuoteDraftStore = quoteDraft,
): AppliedImport {
  const { projectId } = draft.$quoteDraft.get();
  const project = projectId === null ? undefined : projectStore(projectId).get();
  const quote = into === undefined ? undefined : project?.installer.find((q) => q.id === into);
  if (project !== undefined && quote !== undefined) draft.openQuote(project, quote);
  const done = applyImportedValues(values, draft);
  if (fingerprint !== undefined) draft.setImportFingerprint(fingerprint);
  return done;
}
