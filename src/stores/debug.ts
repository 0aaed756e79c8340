import { atom } from 'nanostores';

// Debug mode (spec sections 5 and 7): console output other than errors is silenced unless debug mode is on.
// It is turned on by entering the debug code, in the address (?debug={code}) or from the browser console
// (atlasDebug('{code}')), and stays on for the browser session; ?debug=off turns it off. The address query
// tester=testing turns on extra logging for that page (the calculators' debug and print buttons follow it).

/** Session-storage key of debug mode. */
export const DEBUG_KEY = 'atlas:debug';

/** The debug code (PUBLIC_DEBUG_CODE at build time). Not a secret: it only unmutes the console. */
export const DEBUG_CODE: string = import.meta.env.PUBLIC_DEBUG_CODE || 'atlas-debug';

/** On while debug mode or ?tester=testing is on for this page. */
export const $debug = atom(false);

/** Console methods silenced outside debug mode; errors always get through. */
export const SILENCED = ['log', 'info', 'debug', 'warn'] as const;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;
type Console = Pick<globalThis.Console, (typeof SILENCED)[number]>;

/** Whether this page runs in debug mode: the address first (entering or leaving it), then the session. */
export function debugFromPage(search: string, storage: Storage | null, code: string = DEBUG_CODE): boolean {
  const query = new URLSearchParams(search);
  const entered = query.get('debug');
  try {
    if (entered === 'off') storage?.removeItem(DEBUG_KEY);
    else if (entered !== null && entered === code) storage?.setItem(DEBUG_KEY, '1');
  } catch {
    // Storage blocked: debug mode holds for this page only.
    if (entered === code) return true;
  }
  if (query.get('tester') === 'testing') return true;
  try {
    return storage?.getItem(DEBUG_KEY) === '1';
  } catch {
    return false;
  }
}

const originals = new WeakMap<Console, Partial<Console>>();

/** Silences (or restores) the console's non-error output. */
export function applyConsolePolicy(enabled: boolean, target: Console = console): void {
  let saved = originals.get(target);
  if (!saved) {
    saved = Object.fromEntries(SILENCED.map((method) => [method, target[method]])) as Partial<Console>;
    originals.set(target, saved);
  }
  for (const method of SILENCED) target[method] = enabled ? saved[method]! : () => {};
}

/** Extra logging: only in debug mode. */
export function debugLog(...args: unknown[]): void {
  if ($debug.get()) console.log('[atlas]', ...args);
}

/**
 * Runs once per page (src/lib/browser/site.ts): sets $debug and the console policy, and offers
 * atlasDebug(code) in the browser console.
 */
export function startDebug(): void {
  let storage: Storage | null = null;
  try {
    storage = sessionStorage;
  } catch {
    storage = null;
  }
  const enabled = debugFromPage(location.search, storage);
  $debug.set(enabled);
  applyConsolePolicy(enabled);
  (window as Window & { atlasDebug?: (code: string) => string }).atlasDebug = (code: string) => {
    const on = code === DEBUG_CODE;
    if (on) storage?.setItem(DEBUG_KEY, '1');
    $debug.set(on || $debug.get());
    applyConsolePolicy($debug.get());
    return on ? 'Atlas debug mode is on for this browser session.' : 'That is not the debug code.';
  };
}
