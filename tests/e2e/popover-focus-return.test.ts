import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { keyboardReady, skipBrowserSuite } from '../helpers/browser.js';
import { ADMIN, type ChromeHarness, en, signedIn, startHarness, stopHarness } from './chrome-harness.js';
import { listReady } from './lists-support.js';

interface Focus {
  document: {
    activeElement: {
      tagName: string;
      className: string;
      value?: string;
      closest(s: string): unknown;
      getAttribute(n: string): string | null;
    } | null;
  };
}
/** What has the focus: its tag, its class, its value (an input's). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = (globalThis as unknown as Focus).document.activeElement;
    return { tag: el?.tagName ?? '', className: String(el?.className ?? ''), value: el?.value ?? null };
  });

/**
 * The popovers other than the navbar menus (the message bell, the column chooser) give the focus
 * back only where it was not taken meanwhile (useFocusReturn). Blueprint gave it back to their
 * button at the end of the 300 ms close transition whatever the operator did meanwhile, and after an
 * Escape the closing popover kept it, on a checkbox where `/` does nothing: keys typed at once went
 * to the button.
 */
describe.skipIf(skipBrowserSuite)(
  'popovers give the focus back only where it was not taken, in Chromium',
  () => {
    let h: ChromeHarness;
    let page: Page;
    beforeAll(async () => {
      h = await startHarness();
      page = await signedIn(h, ADMIN);
    });
    afterAll(() => stopHarness(h));

    /** On the member list: `/` then `abc`, at once; the search field must keep the focus and the text. */
    async function slashThenType(popover: string): Promise<void> {
      await page.keyboard.press('/');
      await page.keyboard.type('abc');
      await page.locator(popover).waitFor({ state: 'detached' });
      expect(await focused(page)).toMatchObject({ tag: 'INPUT', value: 'abc' });
      expect((await focused(page)).className).toContain('bp6-input');
    }

    test('the column chooser: a column picked by Space, then Esc and `/` at once: the search keeps the focus', async () => {
      await page.goto(`${h.server.url}/member/list?size=10`);
      await listReady(page);
      await keyboardReady(page);
      await page.getByRole('button', { name: en('lists.columns.button') }).focus();
      await page.keyboard.press('Enter');
      const chooser = page.locator('.od-column-chooser');
      await chooser.waitFor();
      const box = page.locator('.bp6-popover', { has: chooser });
      // Tab to the first column's checkbox and pick it
      await expect
        .poll(async () => {
          await page.keyboard.press('Tab');
          return page.evaluate(
            () =>
              !!(globalThis as unknown as Focus).document.activeElement?.closest('.od-column-chooser input'),
          );
        })
        .toBe(true);
      await page.keyboard.press('Space');
      await page.keyboard.press('Escape');
      await slashThenType('.od-column-chooser');
      await box.waitFor({ state: 'detached' });
      expect(h.problems).toEqual([]);
    });

    test('the message bell: a message read by Enter, then Esc and `/` at once: the search keeps the focus', async () => {
      await page.goto(`${h.server.url}/member/list?size=10`);
      await listReady(page);
      await keyboardReady(page);
      const bell = page.locator('.od-bell');
      await bell.focus();
      await page.keyboard.press('Enter');
      const message = page.locator('.od-message-box .od-message-button').first();
      await message.waitFor();
      await expect
        .poll(async () => {
          await page.keyboard.press('Tab');
          return page.evaluate(
            () => !!(globalThis as unknown as Focus).document.activeElement?.closest('.od-message-button'),
          );
        })
        .toBe(true);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Escape');
      await slashThenType('.od-message-box');
      // and an Escape alone still gives the focus back to the bell, where it stays once the box is gone
      await bell.focus();
      await page.keyboard.press('Enter');
      await message.waitFor();
      await page.keyboard.press('Escape');
      await page.locator('.od-message-box').waitFor({ state: 'detached' });
      expect((await focused(page)).className).toContain('od-bell');
      expect(h.problems).toEqual([]);
    });

    test('the top menu: a screen picked by Enter: its heading takes the focus once the menu is gone, not 3 s later', async () => {
      const top = await signedIn(h, ADMIN, { topMenu: true });
      await top.locator('.od-greeting-title').waitFor();
      await top.locator('.od-top-menu button', { hasText: en('menu.category') }).focus();
      await top.keyboard.press('Enter');
      const item = top.locator('.bp6-popover .bp6-menu-item', { hasText: en('menu.category.list') });
      await item.waitFor();
      await expect
        .poll(async () => {
          await top.keyboard.press('Tab');
          return item.evaluate(
            (el) =>
              el ===
              (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement,
          );
        })
        .toBe(true);
      await top.keyboard.press('Enter');
      await top.waitForURL(/\/category\/list/);
      await top.locator('.od-main h1').waitFor();
      await top.locator('.bp6-popover .bp6-menu').waitFor({ state: 'detached' });
      // the menu gives the focus to its button as it closes; the new page's heading takes it at once
      // (it waited for its 3 s fallback: the focus sat on the menu's button until then)
      await expect.poll(() => focused(top), { timeout: 1500 }).toMatchObject({ tag: 'H1' });
      await top.close();
      expect(h.problems).toEqual([]);
    });
  },
);
