import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { keyboardReady } from './browser.js';

/** The command palette of `page()` as the browser suites drive it (the page is read at each call). */
export function paletteOn(page: () => Page) {
  const palette = () => page().locator('.od-palette');
  const input = () => page().locator('.od-palette [cmdk-input]');
  const selected = () => page().locator('.od-palette [cmdk-item][data-selected="true"]');
  return {
    palette,
    input,
    selected,
    /** The selected item's text ('' while none is): for polling, so it must not wait. */
    selectedText: async () => ((await selected().count()) > 0 ? selected().innerText() : ''),
    /** Ctrl+K, once the keyboard layer is on; resolves when the search field has the focus. */
    async openPalette(): Promise<void> {
      await keyboardReady(page());
      await page().keyboard.press('Control+k');
      await input().waitFor();
      await expect.poll(() => input().evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    },
  };
}
