// Debug mode (spec sections 5 and 7), on every page that runs script: src/lib/browser/site.ts starts it, first,
// on every page (src/layouts/Base.astro runs site.ts), content and app alike. Console output other than
// errors is silenced unless debug mode is on; what a visitor asks to see (the calculators' Print to Console)
// goes to the page's own console, kept as window.__atlasConsole. It is turned on by entering the debug code, in the address
// (?debug={code}) or in the browser console (atlasDebug('{code}')), and stays on for the browser session;
// ?debug=off (or atlasDebug('off')) turns it off. ?tester=testing turns on extra logging for that page. The
// page's html element carries data-debug while it is on; islands read it through $debug (src/stores/debug.ts).
// Kept free of dependencies and short: it is part of every content page's 4 KB of script
// (scripts/lib/page-js.mjs).

/** Session-storage key of debug mode. */
export const DEBUG_KEY = 'atlas:debug';

/** The debug code (PUBLIC_DEBUG_CODE at build time). Not a secret: it only unmutes the console. */
export const DEBUG_CODE: string = import.meta.env.PUBLIC_DEBUG_CODE || 'atlas-debug';

/** Console methods silenced outside debug mode; errors always get through. */
export const SILENCED = ['log', 'info', 'debug', 'warn'] as const;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type Muted = Pick<Console, (typeof SILENCED)[number]>;

/**
 * Whether this page runs in debug mode: the address first (entering or leaving it), then the session.
 * `search` is the address's query (location.search), or the parameters themselves ({ debug: code });
 * `storage` gives the session's storage (reading sessionStorage itself throws where storage is blocked).
 */
export function debugFromPage(search: string | Record<string, string>, storage: () => Store, code: string = DEBUG_CODE): boolean {
  const query = new URLSearchParams(search);
  const entered = query.get('debug');
  let on = query.get('tester') === 'testing' || entered === code;
  try {
    const session = storage();
    if (entered === 'off') session.removeItem(DEBUG_KEY);
    else if (entered === code) session.setItem(DEBUG_KEY, '1');
    on ||= session.getItem(DEBUG_KEY) === '1';
  } catch {
    // No storage: what the address says holds for this page.
  }
  return on;
}

/** Silences the console's non-error output (`enabled` false), or gives it back (`saved`). */
export function applyConsolePolicy(enabled: boolean, target: Muted, saved: Muted): void {
  for (const method of SILENCED) target[method] = enabled ? saved[method] : () => {};
}

/**
 * Runs once per page, before the page's other scripts log anything. `atlasDebug(code)` in the browser
 * console enters a code as the address does (the code turns debug mode on, 'off' turns it off), then
 * reloads the page so that every script and island starts in the mode the rules now give.
 */
export function startDebug(): void {
  const storage = () => sessionStorage;
  const on = debugFromPage(location.search, storage);
  document.documentElement.toggleAttribute('data-debug', on);
  applyConsolePolicy(on, console, (window.__atlasConsole = { ...console }));
  window.atlasDebug = (code) => {
    debugFromPage({ debug: code }, storage);
    location.reload();
  };
}
