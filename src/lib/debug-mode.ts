// Debug mode (spec sections 5 and 7), the part every page runs (src/lib/browser/site.ts): console output
// other than errors is silenced unless debug mode is on. It is turned on by entering the debug code, in the
// address (?debug={code}) or in the browser console (atlasDebug('{code}')), and stays on for the browser
// session; ?debug=off turns it off. ?tester=testing turns on extra logging for that page. The page's html
// element carries data-debug while it is on; islands read it through $debug (src/stores/debug.ts).
// Kept free of dependencies: it is part of every content page's few kilobytes.

/** Session-storage key of debug mode. */
export const DEBUG_KEY = 'atlas:debug';

/** The debug code (PUBLIC_DEBUG_CODE at build time). Not a secret: it only unmutes the console. */
export const DEBUG_CODE: string = import.meta.env.PUBLIC_DEBUG_CODE || 'atlas-debug';

/** Console methods silenced outside debug mode; errors always get through. */
export const SILENCED = ['log', 'info', 'debug', 'warn'] as const;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type Muted = Pick<Console, (typeof SILENCED)[number]>;

/** Whether this page runs in debug mode: the address first (entering or leaving it), then the session. */
export function debugFromPage(search: string, storage: Store | null, code: string = DEBUG_CODE): boolean {
  const query = new URLSearchParams(search);
  const entered = query.get('debug');
  let on = query.get('tester') === 'testing' || entered === code;
  try {
    if (entered === 'off') storage?.removeItem(DEBUG_KEY);
    else if (entered === code) storage?.setItem(DEBUG_KEY, '1');
    on ||= storage?.getItem(DEBUG_KEY) === '1';
  } catch {
    // Storage blocked: what the address says holds for this page.
  }
  return on;
}

/** Silences the console's non-error output (`enabled` false), or gives it back (`saved`). */
export function applyConsolePolicy(enabled: boolean, target: Muted, saved: Muted): void {
  for (const method of SILENCED) target[method] = enabled ? saved[method] : () => {};
}

/** Runs once per page. */
export function startDebug(): void {
  let storage: Storage | null = null;
  try {
    storage = sessionStorage;
  } catch {
    // No session storage: the address alone decides.
  }
  const saved = { ...console };
  const set = (on: boolean) => {
    document.documentElement.toggleAttribute('data-debug', on);
    applyConsolePolicy(on, console, saved);
  };
  set(debugFromPage(location.search, storage));
  (window as Window & { atlasDebug?: (code: string) => string }).atlasDebug = (code) => {
    if (code !== DEBUG_CODE) return 'That is not the debug code.';
    storage?.setItem(DEBUG_KEY, '1');
    set(true);
    return 'Atlas debug mode is on for this browser session.';
  };
}
