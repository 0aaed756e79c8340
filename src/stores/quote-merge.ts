/**
 * Two sessions editing one quote (issue 12, finding 8): a save sends only what this session changed, laid
 * over what the server holds now, and a field both sessions changed to different values is a conflict the
 * homeowner settles ("keep mine" or "take theirs") instead of one save silently erasing the other.
 *
 * A three-way merge of records: `base` is the quote as this session loaded (or last saved) it, `mine` the
 * form as it will be saved, `theirs` the quote as the server holds it now. Plain-object fields
 * (`proposal_data`, `equipment`, `trust`) are merged key by key, one level deep, since they are stored whole.
 */

type Rec = Readonly<Record<string, unknown>>;

/** A field both sessions changed, by path (`name`, `proposal_data.system_size_kw`). */
export interface MergeConflict {
  readonly path: string;
  readonly mine: unknown;
  readonly theirs: unknown;
}

export interface QuoteMerge {
  /** The top-level fields to send: each one this session changed, with its nested keys laid over theirs. */
  readonly patch: Record<string, unknown>;
  /** Fields both sessions changed to different values; empty when the save can go ahead. */
  readonly conflicts: readonly MergeConflict[];
}

/** How a conflict is settled: this session's values win, or the server's. */
export type Resolution = 'mine' | 'theirs';

const isPlainObject = (value: unknown): value is Rec =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** Equality of stored values (JSON semantics: key order does not matter, undefined equals null). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a === null || a === undefined) && (b === null || b === undefined)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return false;
}

/**
 * Merges this session's changes (`base` → `mine`) into the server's record (`theirs`). With a
 * `resolution`, conflicts are settled that way and none is reported.
 */
export function mergeQuote(base: Rec, mine: Rec, theirs: Rec, resolution?: Resolution): QuoteMerge {
  const patch: Record<string, unknown> = {};
  const conflicts: MergeConflict[] = [];
  for (const key of Object.keys(mine)) {
    const [b, m, t] = [base[key], mine[key], theirs[key]];
    if (isPlainObject(m) && (isPlainObject(t) || t === null || t === undefined)) {
      const merged = mergeObject(key, isPlainObject(b) ? b : {}, m, isPlainObject(t) ? t : {}, resolution, conflicts);
      if (merged) patch[key] = merged;
      continue;
    }
    if (sameValue(b, m)) continue; // not changed here: whatever the server holds stays
    if (!sameValue(b, t) && !sameValue(m, t)) {
      if (!resolution) conflicts.push({ path: key, mine: m, theirs: t });
      if (resolution === 'theirs') continue;
    }
    patch[key] = m;
  }
  return { patch: conflicts.length > 0 ? {} : patch, conflicts };
}

/** One stored object: the server's keys with this session's changed keys over them; null when none changed. */
function mergeObject(
  field: string,
  base: Rec,
  mine: Rec,
  theirs: Rec,
  resolution: Resolution | undefined,
  conflicts: MergeConflict[],
): Record<string, unknown> | null {
  const merged: Record<string, unknown> = { ...theirs };
  let changed = false;
  for (const key of new Set([...Object.keys(base), ...Object.keys(mine)])) {
    const [b, m, t] = [base[key], mine[key], theirs[key]];
    if (sameValue(b, m)) continue;
    if (!sameValue(b, t) && !sameValue(m, t)) {
      if (!resolution) conflicts.push({ path: `${field}.${key}`, mine: m, theirs: t });
      if (resolution === 'theirs') continue;
    }
    merged[key] = m === undefined ? null : m;
    changed = true;
  }
  return changed ? merged : null;
}
