import type { Locator, Page } from 'playwright-core';

/** The width of a phone the account area must read well on (an iPhone 12 to 15). */
export const PHONE = { width: 390, height: 844 } as const;

/** How many pixels the page is wider than its window (0: nothing to scroll sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** True when the element lies whole within the window's width (not cut, not scrolled away in a region). */
export async function withinWidth(target: Locator, width: number): Promise<boolean> {
  const box = await target.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}
