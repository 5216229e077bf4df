import { describe, expect, test } from 'vitest';
import { skipBrowserSuite } from '../helpers/browser.js';
import { ADMIN, type Dom, en, openMenu, signedIn, tabNames, useHarness } from './chrome-harness.js';

/** The tab bar: its context menu and shortcuts, and keep-alive of open pages. */
describe.skipIf(skipBrowserSuite)('console tab bar in Chromium', () => {
  const h = useHarness();

  test('tab bar: a tab per page, the context menu closes right, left, others and all; the workplace stays', async () => {
    const page = await signedIn(h, ADMIN, { tabBar: true });
    await openMenu(page, 'menu.member', 'menu.member.list');
    await openMenu(page, 'menu.order', 'menu.order.vip');
    await openMenu(page, 'menu.points', 'menu.points.list');
    await openMenu(page, 'menu.user', 'menu.user.info');
    await page.waitForURL(/\/user\/info$/);
    expect(await tabNames(page)).toEqual(['Workplace', 'MemberList', 'OrderVip', 'PointList', 'Info']);
    expect(await page.locator('[data-tab="Workplace"] .od-tab-close').count()).toBe(0);

    const menuOf = async (tab: string, item: string) => {
      await page.locator(`[data-tab="${tab}"] .od-tab-title`).click({ button: 'right' });
      await page.getByRole('menuitem', { name: new RegExp(`^${en(item)}`) }).click();
    };
    await menuOf('OrderVip', 'chrome.tabs.closeRight');
    await page.waitForURL(/\/order\/vip$/);
    expect(await tabNames(page)).toEqual(['Workplace', 'MemberList', 'OrderVip']);
    await menuOf('OrderVip', 'chrome.tabs.closeLeft');
    expect(await tabNames(page)).toEqual(['Workplace', 'OrderVip']);
    await openMenu(page, 'menu.member', 'menu.member.list');
    await openMenu(page, 'menu.points', 'menu.points.list');
    await menuOf('MemberList', 'chrome.tabs.closeOthers');
    await page.waitForURL(/\/member\/list$/);
    expect(await tabNames(page)).toEqual(['Workplace', 'MemberList']);
    await menuOf('MemberList', 'chrome.tabs.closeAll');
    await page.waitForURL(/\/dashboard\/workplace$/);
    expect(await tabNames(page)).toEqual(['Workplace']);

    // The same from the keyboard (Alt+W closes the page on screen), not while typing.
    await openMenu(page, 'menu.member', 'menu.member.reissueCoins');
    await page.locator('#patch-reason').fill('typing alt+w here does nothing');
    await page.locator('#patch-reason').press('Alt+w');
    expect(await tabNames(page)).toEqual(['Workplace', 'MemberPatchCoin']);
    await page.locator('.od-main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Alt+w');
    await page.waitForURL(/\/dashboard\/workplace$/);
    expect(await tabNames(page)).toEqual(['Workplace']);
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
    await page.locator('.od-list-total').waitFor();
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
