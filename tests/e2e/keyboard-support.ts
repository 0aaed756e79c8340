// Moving through a page the way a keyboard user does: Tab until a control has focus, then type or press.
// Shared by the specs that walk a screen with the keyboard alone (quote-wizard, keyboard-journey).

import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has focus; fails when `max` presses do not reach it. */
export async function tabTo(page: Page, target: Locator, max = 100): Promise<void> {
  await expect(target).toBeAttached();
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${String(target)}`);
}

/** Tabs to a field and types into it. */
export async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Tabs to a control and presses a key on it (Enter by default). */
export async function press(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}
