// The guard's marks, shared between the access guard (atlas-hardening) and its tripwire (atlas-tripwire).
//
// The guard marks every query it has checked (the query object it hands on) and every write it has checked
// (the hook context of that write, one object per write). The tripwire, a separate extension, refuses any
// non-admin read whose query carries no mark and any write whose context carries none: if the guard is
// disabled in the Data Studio, fails to register, or a read path reaches the database without passing it,
// item access closes instead of opening. Marks live in WeakSets on a global, so the two extensions share
// them whatever order Directus loads them in, and nothing is kept once a request is done.

const KEY = Symbol.for('atlas.access-guard.marks');

/** The shared marks: `queries` checked by the guard, `writes` (hook contexts) checked by the guard. */
export function guardMarks() {
  globalThis[KEY] ??= { queries: new WeakSet(), writes: new WeakSet() };
  return globalThis[KEY];
}

/** The folder of the guard's extension, whose enabled flag the tripwire also reads. */
export const GUARD_EXTENSION = 'atlas-hardening';

/** What a refused caller reads while the guard is not active. */
export const GUARD_INACTIVE_MESSAGE =
  'Item access is closed because the access guard (extension atlas-hardening) is not active. An administrator must enable it again.';
