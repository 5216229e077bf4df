import { describe, expect, test } from 'vitest';
import { skipBrowserSuite } from '../helpers/browser.js';
import { ADMIN, type Dom, en, openMenu, signedIn, tabNames, useHarness } from './chrome-harness.js';

/** The tab bar: its context menu and shortcuts, and keep-alive of open pages. */
describe.skipIf(skipBrowserSuite)('console tab bar in Chromium', () => {
  const h = useHarness();

  test('tab bar: a tab per page, the context menu closes right, left, others and all; the workplace stays', async () => {
    const page = await signedIn(h, ADMIN, { tabBar: true });
    // each page has its tab before the next is opened (a page left before it renders gets none)
    const open = async (group: string, item: string, tab: string) => {
      await openMenu(page, group, item);
      await expect.poll(() => tabNames(page)).toContain(tab);
    };
    await open('menu.member', 'menu.member.list', 'MemberList');
    await open('menu.order', 'menu.order.vip', 'OrderVip');
    await open('menu.points', 'menu.points.list', 'PointList');
    await open('menu.user', 'menu.user.info', 'Info');
    await page.waitForURL(/\/user\/info$/);
    await expect
      .poll(() => tabNames(page))
      .toEqual(['Workplace', 'MemberList', 'OrderVip', 'PointList', 'Info']);
    expect(await page.locator('[data-tab="Workplace"] .od-tab-close').count()).toBe(0);

    const menuOf = async (tab: string, item: string) => {
      await page.locator(`[data-tab="${tab}"] .od-tab-title`).click({ button: 'right' });
      await page.getByRole('menuitem', { name: new RegExp(`^${en(item)}`) }).click();
    };
    await menuOf('OrderVip', 'chrome.tabs.closeRight');
    await page.waitForURL(/\/order\/vip$/);
    await expect.poll(() => tabNames(page)).toEqual(['Workplace', 'MemberList', 'OrderVip']);
    await menuOf('OrderVip', 'chrome.tabs.closeLeft');
    await expect.poll(() => tabNames(page)).toEqual(['Workplace', 'OrderVip']);
    await open('menu.member', 'menu.member.list', 'MemberList');
    await open('menu.points', 'menu.points.list', 'PointList');
    await menuOf('MemberList', 'chrome.tabs.closeOthers');
    await page.waitForURL(/\/member\/list$/);
    await expect.poll(() => tabNames(page)).toEqual(['Workplace', 'MemberList']);
    await menuOf('MemberList', 'chrome.tabs.closeAll');
    await page.waitForURL(/\/dashboard\/workplace$/);
    await expect.poll(() => tabNames(page)).toEqual(['Workplace']);

    // The same from the keyboard (Alt+W closes the page on screen), not while typing.
    await openMenu(page, 'menu.member', 'menu.member.reissueCoins');
    await page.locator('#patch-reason').fill('typing alt+w here does nothing');
    await page.locator('#patch-reason').press('Alt+w');
    await expect.poll(() => tabNames(page)).toEqual(['Workplace', 'MemberPatchCoin']);
    await page.locator('.od-main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Alt+w');
    await page.waitForURL(/\/dashboard\/workplace$/);
    await expect.poll(() => tabNames(page)).toEqual(['Workplace']);
    await page.close();
  });

  test('a page in an open tab keeps its filters, unsaved input and scroll position; a reload starts it afresh', async () => {
    const page = await signedIn(h, ADMIN, { tabBar: true });
    await openMenu(page, 'menu.member', 'menu.member.reissueCoins');
    await page.locator('#patch-reason').fill('half-written reason');
    await openMenu(page, 'menu.member', 'menu.member.list');
    await page.locator('.od-list-total').waitFor();
    await page.locator('.od-main input[name="q"]').fill('1'); // every phone starts with 1
    await page.waitForURL(/\/member\/list\?q=1$/);
    // The filtered result, not the unfiltered total still on screen: it adds "Clear filters" and
    // "Re-issue to all N matching" to the filter bar, which can wrap a row (on a loaded machine after
    // the scroll below, and the browser's scroll anchoring then moved it 150 -> 188).
    await page.getByRole('button', { name: en('lists.filters.clear') }).waitFor();
    await page.getByRole('button', { name: /^Re-issue to all \S+ matching$/ }).waitFor();
    // the rows after the first ten are drawn in a later task: scroll once they all are (drawn,
    // they moved the scroll position the browser keeps anchored)
    await expect.poll(() => page.locator('.od-main tbody tr.od-skeleton-row').count()).toBe(0);
    const scrolled = await page.evaluate(() => {
      const body = (globalThis as unknown as Dom).document.querySelector('.od-body')!;
      body.scrollTop = 150;
      return body.scrollTop;
    });
    expect(scrolled).toBeGreaterThan(0);
    await page.locator('[data-tab="MemberPatchCoin"] .od-tab-title').click();
    await page.waitForURL(/\/member\/patch-coin$/);
    expect(await page.locator('#patch-reason').inputValue()).toBe('half-written reason');
    await page.locator('[data-tab="MemberList"] .od-tab-title').click();
    await page.waitForURL(/\/member\/list\?q=1$/);
    expect(await page.locator('.od-main input[name="q"]').inputValue()).toBe('1');
    await expect
      .poll(() =>
        page.evaluate(() => (globalThis as unknown as Dom).document.querySelector('.od-body')!.scrollTop),
      )
      .toBe(scrolled);
    await page.locator('[data-tab="MemberPatchCoin"] .od-tab-title').click();
    await page.waitForURL(/\/member\/patch-coin$/);
    expect(await page.locator('#patch-reason').inputValue()).toBe('half-written reason');
    await page.locator('.od-main').click({ position: { x: 5, y: 5 } }); // the screen focuses its first field
    await page.keyboard.press('Alt+r');
    await page.waitForURL(/\/member\/patch-coin$/);
    await expect.poll(() => page.locator('#patch-reason').inputValue()).toBe('');
    await page.close();
  });

  test('no uncurated icon chunk was fetched and no page error was logged', () => {
    expect(h.iconChunks).toEqual([]);
    expect(h.problems).toEqual([]);
  });
});
