// The one accessibility check of the browser suites: axe-core over the whole page as it stands (header,
// footer and any open dialog included), reporting the violations a person would be blocked by.

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious or critical axe violations on the page, one line each: rule id, what it asks for, and the
 * elements that break it. A test asserts `expect(await seriousViolations(page)).toEqual([])`.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
