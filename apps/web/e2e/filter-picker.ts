import type { Page } from 'playwright-core';

/** A filter picker's text field (an ARIA combobox named by its label). */
export const pickerInput = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });

/** The codes a filter picker submits (its hidden inputs), in order. */
export function pickedCodes(page: Page, name: string): Promise<string[]> {
  return page.locator(`form input[type="hidden"][name="${name}"]`).evaluateAll((nodes) => nodes.map((node) => (node as HTMLInputElement).value));
}

/**
 * Types `typed` in a picker, waits for the option whose text begins with `optionStart`, moves to
 * it with the arrow keys and picks it with Enter; on the results page the URL then carries the code.
 */
export async function pickWithKeyboard(page: Page, label: string, typed: string, optionStart: string): Promise<void> {
  const input = pickerInput(page, label);
  await input.click();
  await input.pressSequentially(typed, { delay: 15 });
  const options = page.locator('[role="listbox"] [role="option"]');
  await options.filter({ hasText: optionStart }).first().waitFor();
  const index = await options.evaluateAll((nodes, start) => nodes.findIndex((node) => node.textContent?.startsWith(start)), optionStart);
  if (index < 0) throw new Error(`no option begins with ${optionStart}`);
  // The first option is highlighted as the list opens (autoHighlight): step down to the one wanted.
  for (let step = 0; step < index; step += 1) await input.press('ArrowDown');
  await input.press('Enter');
}
