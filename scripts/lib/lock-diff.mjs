// Tells apart the two ways `npm install` can rewrite a committed package-lock.json when `npm ci` refused it:
//
//   - the registry serves more, or fewer, of the *optional platform binaries* than the one the lock was
//     written against (`@tailwindcss/oxide-darwin-arm64` and its kin: optional, limited by `os`/`cpu`/`libc`).
//     The installed tree is the same on this machine either way; that is not a failure.
//   - anything else: a version, a resolved address or an integrity changed, a dependency was added or
//     dropped, or the root's declared dependencies moved. Then package.json and the lock disagree, and the
//     install must stop.
//
// Pure: takes the two parsed locks, returns what differs. scripts/lib/install.mjs acts on it.

/** Whether a lock entry is limited to some platforms (`os`, `cpu` or `libc`). */
export function hasPlatformLimit(entry) {
  return ['os', 'cpu', 'libc'].some((key) => Array.isArray(entry?.[key]) && entry[key].length > 0);
}

/** The package name a lock key installs: `node_modules/a/node_modules/@s/b` → `@s/b`. */
const nameOf = (key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

/**
 * The test for "an optional platform entry": npm marks it optional (only reachable through optional
 * dependencies), and it is either limited to some platforms, or declared as an optional dependency of a
 * package in the lock (a platform binary such as `@tailwindcss/oxide-wasm32-wasi` may carry no limit of its
 * own), or it sits inside such an entry (its bundled or nested dependencies).
 */
function optionalPlatformTest(...locks) {
  const declaredOptional = new Set();
  for (const lock of locks) {
    for (const entry of Object.values(lock)) for (const name of Object.keys(entry?.optionalDependencies ?? {})) declaredOptional.add(name);
  }
  const own = (key, entry) => entry?.optional === true && (hasPlatformLimit(entry) || declaredOptional.has(nameOf(key)));
  return (key, entry, table) => {
    if (entry?.optional !== true) return false;
    if (own(key, entry)) return true;
    // Inside an optional platform entry: node_modules/<platform>/node_modules/<dep>.
    for (let cut = key.lastIndexOf('/node_modules/'); cut > 0; cut = key.lastIndexOf('/node_modules/', cut - 1)) {
      const outer = key.slice(0, cut);
      if (own(outer, table[outer])) return true;
    }
    return false;
  };
}

/** The fields of a lock entry that say what gets installed; a change to any of them is a real change. */
const IDENTITY = ['version', 'resolved', 'integrity', 'link', 'dev', 'optional', 'devOptional', 'peer'];

const same = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Compares the committed lock with the one `npm install` wrote.
 *
 * @param {object} committed parsed package-lock.json as committed
 * @param {object} written parsed package-lock.json after `npm install`
 * @returns {{ added: string[], dropped: string[], mismatches: string[] }} `added`/`dropped` are optional
 *   platform entries only (harmless); `mismatches` names every other difference, one line each.
 */
export function diffLocks(committed, written) {
  const before = committed?.packages ?? {};
  const after = written?.packages ?? {};
  const optionalPlatform = optionalPlatformTest(before, after);
  const added = [];
  const dropped = [];
  const mismatches = [];

  if ((committed?.lockfileVersion ?? null) !== (written?.lockfileVersion ?? null)) {
    mismatches.push(`lockfileVersion ${committed?.lockfileVersion} became ${written?.lockfileVersion}`);
  }
  // The root entry mirrors package.json: any change there means package.json moved away from the lock.
  if (!same(before[''], after[''])) mismatches.push('the root entry (package.json dependencies) changed');

  for (const [key, entry] of Object.entries(after)) {
    if (key === '') continue;
    const old = before[key];
    if (old === undefined) {
      if (optionalPlatform(key, entry, after)) added.push(key);
      else mismatches.push(`${key} was added`);
      continue;
    }
    const changed = IDENTITY.filter((field) => !same(old[field], entry[field]));
    if (changed.length > 0) {
      const what = changed.includes('version') ? `version ${old.version} became ${entry.version}` : `${changed.join(', ')} changed`;
      mismatches.push(`${key}: ${what}`);
    }
  }
  for (const [key, entry] of Object.entries(before)) {
    if (key === '' || key in after) continue;
    if (optionalPlatform(key, entry, before)) dropped.push(key);
    else mismatches.push(`${key} was dropped`);
  }
  return { added, dropped, mismatches };
}
