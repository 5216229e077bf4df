import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { keyboardReady, skipBrowserSuite } from '../helpers/browser.js';
import {
  ADMIN,
  type ChromeHarness,
  en,
  openMenu,
  signedIn,
  startHarness,
  stopHarness,
  zh,
} from './chrome-harness.js';
import { cell, listReady, rowClass } from './lists-support.js';

interface Focus {
  document: {
    activeElement: {
      tagName: string;
      textContent: string | null;
      closest(s: string): unknown;
      getAttribute(n: string): string | null;
    } | null;
  };
}
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = (globalThis as unknown as Focus).document.activeElement;
    return {
      tag: el?.tagName ?? '',
      text: (el?.textContent ?? '').trim(),
      label: el?.getAttribute('aria-label'),
    };
  });
const focusIn = (page: Page, selector: string) =>
  page.evaluate((s) => !!(globalThis as unknown as Focus).document.activeElement?.closest(s), selector);

/** Where the focus goes: the page heading after navigation, back where it came from after a drawer or dialog. */
describe.skipIf(skipBrowserSuite)('keyboard focus in Chromium', () => {
  let h: ChromeHarness;
  let page: Page;
  beforeAll(async () => {
    h = await startHarness();
    page = await signedIn(h, ADMIN);
  });
  afterAll(() => stopHarness(h));

  test('after navigating from the side menu the focus is on the page heading; Enter there opens the first row', async () => {
    await openMenu(page, 'menu.member', 'menu.member.list');
    await page.waitForURL(/\/member\/list/);
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'H1', text: en('menu.member.list') });
    // From the heading, Enter opens the active row: the first one.
    await listReady(page);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.has('member'));
    await page.getByTestId('member-coins').waitFor();
    expect(await page.locator('.bp6-drawer').innerText()).toContain(
      (await cell(page, 0, 0).innerText()).trim(),
    );
    await page.keyboard.press('Escape');
    await page.locator('.bp6-drawer').waitFor({ state: 'detached' });
    // The palette's route jump too.
    await keyboardReady(page);
    await page.keyboard.press('Control+k');
    await page.locator('.od-palette [cmdk-input]').waitFor();
    await page.keyboard.type('point list');
    await expect
      .poll(() => page.locator('.od-palette [cmdk-item][data-selected="true"]').innerText())
      .toContain(en('menu.points.list'));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/task-point\/list/);
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'H1', text: en('menu.points.list') });
    expect(h.problems).toEqual([]);
  });

  test('after sign-in the focus is on the workplace greeting (its top heading), drawn without a focus box', async () => {
    const fresh = await signedIn(h, ADMIN);
    await expect.poll(() => focusIn(fresh, '.od-greeting-title')).toBe(true);
    expect((await focused(fresh)).tag).toBe('H2');
    const outline = await fresh.evaluate(() => {
      const doc = (globalThis as unknown as { document: { activeElement: unknown } }).document;
      const view = globalThis as unknown as { getComputedStyle(e: unknown): { outlineStyle: string } };
      return view.getComputedStyle(doc.activeElement).outlineStyle;
    });
    expect(outline).toBe('none');
    await fresh.close();
    expect(h.problems).toEqual([]);
  });

  test('closing the member drawer returns the focus to the row it was opened from', async () => {
    await page.goto(`${h.server.url}/member/list?size=10`);
    await listReady(page);
    await page.keyboard.press('/');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect.poll(() => rowClass(page, 2)).toContain('od-row-active');
    await page.keyboard.press('Enter');
    await page.locator('.bp6-drawer').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.bp6-drawer').waitFor({ state: 'detached' });
    await expect.poll(() => focusIn(page, '.od-data-table')).toBe(true);
    expect(await rowClass(page, 2)).toContain('od-row-active');
    // j goes on from there.
    await page.keyboard.press('j');
    await expect.poll(() => rowClass(page, 3)).toContain('od-row-active');
    expect(h.problems).toEqual([]);
  });

  test('closing the settings drawer returns the focus to the button that opened it', async () => {
    const button = page.getByRole('button', { name: en('chrome.navbar.settings'), exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    await page.locator('.bp6-drawer').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.bp6-drawer').waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toMatchObject({ label: en('chrome.navbar.settings') });
  });

  test('switching the language from the navbar menu leaves the focus on the page, not on <body>', async () => {
    await page.goto(`${h.server.url}/member/list?size=10`);
    await listReady(page);
    const button = page.getByRole('button', { name: en('web.locale.label'), exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: en('web.locale.zh-CN') }).click();
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (globalThis as unknown as { document: { documentElement: { lang: string } } }).document
              .documentElement.lang,
        ),
      )
      .toBe('zh-CN');
    // the menu item that had the focus is gone: the page's heading has it (or the button, given back)
    await expect.poll(async () => (await focused(page)).tag).not.toBe('BODY');
    const back = page.getByRole('button', { name: zh('web.locale.label'), exact: true });
    await back.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: zh('web.locale.en-US') }).click();
    await expect.poll(async () => (await focused(page)).tag).not.toBe('BODY');
    expect(h.problems).toEqual([]);
  });
});
