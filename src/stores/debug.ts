import { atom } from 'nanostores';

/**
 * On while debug mode or ?tester=testing is on for this page (src/lib/debug-mode.ts decides, once per page,
 * and marks the html element): extra logging, and the calculators' debug and print buttons.
 */
export const $debug = atom(typeof document !== 'undefined' && document.documentElement.hasAttribute('data-debug'));

/** Extra logging: only in debug mode. */
export function debugLog(...args: unknown[]): void {
  if ($debug.get()) console.log('[atlas]', ...args);
}
