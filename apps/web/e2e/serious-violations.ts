import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The serious and critical axe violations of the page, as `id: help (selectors)` lines. */
export async function seriousViolations(target: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page: target }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
