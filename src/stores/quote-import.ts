// Values read from a proposal PDF (src/import), written into the quote draft. Issue 14.
//
// One function, `applyImportedValues`, is the only place an import touches the draft: it goes through the
// draft's `setValues` (values keyed by stored names, read through the field registry), so nothing is
// saved until the homeowner saves as usual.

import { QUOTE_FIELDS } from '../quote-fields';
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
