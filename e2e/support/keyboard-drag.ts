import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Picks up a dnd-kit draggable by keyboard: focus its handle, press `key`, wait until the handle
 * says it is pressed, then one task more — dnd-kit's keyboard sensor listens for the arrows from a
 * `setTimeout(0)` after the pick-up, and a page timer set now runs after it.
 */
export async function pickUp(page: Page, handle: Locator, key: 'Space' | 'Enter' = 'Space') {
  await handle.focus();
  await page.keyboard.press(key);
  await expect.poll(() => handle.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
