import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { TOAST_SETTINGS } from './Toaster';

// Spec section 9: toasts last 4000 ms, 3 visible, width 356, gap 14, swipe threshold 45, removal delay
// 200 ms, hotkey Alt+T. Sonner takes some as props; width, swipe threshold and removal delay are its
// built-in constants, pinned here so an upgrade that changes them fails loudly.
describe('toast settings', () => {
  it('are the spec values', () => {
    expect(TOAST_SETTINGS).toEqual({
      duration: 4000,
      visibleToasts: 3,
      width: 356,
      gap: 14,
      swipeThreshold: 45,
      removeDelay: 200,
      hotkey: ['altKey', 'KeyT'],
    });
  });

  it("match sonner's built-in constants", () => {
    const source = readFileSync(
      createRequire(import.meta.url)
        .resolve('sonner')
        .replace(/index\.js$/, 'index.mjs'),
      'utf8',
    );
    const constant = (name: string) => Number(source.match(new RegExp(`const ${name} = (\\d+);`))?.[1]);
    expect(constant('TOAST_WIDTH')).toBe(TOAST_SETTINGS.width);
    expect(constant('SWIPE_THRESHOLD')).toBe(TOAST_SETTINGS.swipeThreshold);
    expect(constant('TIME_BEFORE_UNMOUNT')).toBe(TOAST_SETTINGS.removeDelay);
  });
});
