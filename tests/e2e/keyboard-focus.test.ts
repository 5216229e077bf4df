import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { keyboardReady, skipBrowserSuite } from '../helpers/browser.js';
import { apiData, apiToken } from '../helpers/console.js';
import {
  ADMIN,
  type ChromeHarness,
  en,
  openMenu,
  signedIn,
  startHarness,
  stopHarness,
  USER,
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
/** The focused element and the part of the console it is in (for a failure that says where it went). */
const focusedWhere = (page: Page) =>
  page.evaluate(() => {
    const el = (globalThis as unknown as Focus).document.activeElement;
    const parts: [string, string][] = [
      ['navbar', '.od-navbar'],
      ['drawer', '.bp6-drawer'],
      ['overlay', '.bp6-portal'],
      ['rows', '.od-data-table'],
      ['main', '.od-main'],
    ];
    return {
      tag: el?.tagName ?? '',
      label: el?.getAttribute('aria-label') ?? null,
      where: parts.find(([, s]) => el?.closest(s))?.[0] ?? 'elsewhere',
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
    expect((await focused(fresh)).tag).toBe('H1');
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
    const onButton = { tag: 'BUTTON', label: en('chrome.navbar.settings'), where: 'navbar' };
    await button.focus();
    // The Enter has to reach the button: with the focus anywhere else (the page's heading, <body>)
    // Enter opens the member list's active row, whose drawer is a `.bp6-drawer` too.
    await expect.poll(() => focusedWhere(page)).toEqual(onButton);
    await page.keyboard.press('Enter');
    await page.locator('.od-settings-drawer').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.od-settings-drawer').waitFor({ state: 'detached' });
    await expect.poll(() => focusedWhere(page)).toEqual(onButton);
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

  test('the navbar menus by keys alone: Enter opens on the chosen item, ↓/↑ move, Enter picks (language, account)', async () => {
    await page.goto(`${h.server.url}/member/list?size=10`);
    await listReady(page);
    const lang = () =>
      page.evaluate(
        () =>
          (globalThis as unknown as { document: { documentElement: { lang: string } } }).document
            .documentElement.lang,
      );
    await page.getByRole('button', { name: en('web.locale.label'), exact: true }).focus();
    await page.keyboard.press('Enter');
    // the chosen language has the focus (it sat on the popover's focus trap, where ↓ did nothing)
    await expect.poll(async () => (await focused(page)).text).toBe(en('web.locale.en-US'));
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await focused(page)).text).toBe(en('web.locale.zh-CN'));
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await focused(page)).text).toBe(en('web.locale.en-US'));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect.poll(lang).toBe('zh-CN');
    await expect.poll(async () => (await focused(page)).tag).not.toBe('BODY');
    await page.getByRole('button', { name: zh('web.locale.label'), exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).text).toBe(zh('web.locale.zh-CN'));
    // English is the first item, 中文 the last
    await page.keyboard.press('End');
    await expect.poll(async () => (await focused(page)).text).toBe(zh('web.locale.zh-CN'));
    await page.keyboard.press('Home');
    await expect.poll(async () => (await focused(page)).text).toBe(zh('web.locale.en-US'));
    await page.keyboard.press('Enter');
    await expect.poll(lang).toBe('en-US');
    // the account menu: its first item, then ↓ to the next
    await page.locator('.od-avatar-button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).text).toBe(en('navbar.userCenter'));
    // once the language menu is gone the focus is still there: that menu's close handed the focus
    // back to its button at the end of a 300 ms transition, out of the account menu opened meanwhile
    await page.locator('.bp6-menu[role="listbox"]').waitFor({ state: 'detached' });
    expect((await focused(page)).text).toBe(en('navbar.userCenter'));
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await focused(page)).text).toBe(en('navbar.userSettings'));
    await page.keyboard.press('Escape');
    // Esc gives the focus back to the account button, and it stays there once the menu is gone
    await expect.poll(() => focusIn(page, '.od-avatar-button')).toBe(true);
    await page.getByRole('menu', { name: en('navbar.account') }).waitFor({ state: 'detached' });
    expect(await focusIn(page, '.od-avatar-button')).toBe(true);
    expect(h.problems).toEqual([]);
  });

  test('Escape on a member drawer the palette opened: the focus goes to the page heading, not <body>', async () => {
    const token = await apiToken(h.server.apiUrl);
    const who = (
      await apiData<{ list: { id: number; visibleId: string }[] }>(
        h.server.apiUrl,
        token,
        '/admin/members?status=active&pageSize=3',
      )
    ).list[2]!;
    // from the workplace, where no list row can take the focus back
    await page.goto(`${h.server.url}/dashboard/workplace`);
    await page.locator('.od-greeting-title').waitFor();
    await keyboardReady(page);
    await page.keyboard.press('Control+k');
    await page.locator('.od-palette [cmdk-input]').waitFor();
    await page.keyboard.type(who.visibleId);
    await page.locator('.od-palette [cmdk-item][data-selected="true"]', { hasText: who.visibleId }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/member/list\\?member=${who.id}$`));
    await page.getByTestId('member-coins').waitFor();
    await page.locator('.od-palette').waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await page.locator('.bp6-drawer').waitFor({ state: 'detached' });
    await page.waitForURL((url) => !url.searchParams.has('member'));
    // the palette that opened the drawer is gone: the screen's heading has the focus
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'H1', text: en('menu.member.list') });
    // and the screen's keys work from there: Enter opens the active row
    await listReady(page);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.has('member'));
    await page.locator('.bp6-drawer').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.bp6-drawer').waitFor({ state: 'detached' });
    expect(h.problems).toEqual([]);
  });

  test('after a password change the focus is back on "Change password", or on the heading when a link opened the dialog, never <body>', async () => {
    const user = await signedIn(h, USER);
    /** Types the three passwords into the open dialog and sends it with Enter; waits for it to close. */
    async function change(from: string, to: string): Promise<void> {
      await user.locator('#old-password:focus').waitFor();
      await user.keyboard.type(from);
      await user.keyboard.press('Tab');
      await user.keyboard.type(to);
      await user.keyboard.press('Tab');
      await user.keyboard.type(to);
      await user.keyboard.press('Enter');
      await user.getByTestId('password-form').waitFor({ state: 'detached' });
      await user
        .locator('.bp6-toast', { hasText: en('account.security.passwordChanged', { count: 0 }) })
        .first()
        .waitFor();
    }
    // opened with its button: the focus goes back to it
    await user.goto(`${h.server.url}/user/setting?tab=security`);
    const opener = user.getByTestId('change-password');
    await opener.waitFor();
    await opener.focus();
    await user.keyboard.press('Enter');
    await change(USER.password, 'Fresh2Pass');
    await expect
      .poll(() =>
        user.evaluate(() =>
          (globalThis as unknown as Focus).document.activeElement?.getAttribute('data-testid'),
        ),
      )
      .toBe('change-password');
    // opened by a link (?password=1, nothing on the page opened it): the page's heading takes the focus
    await user.goto(`${h.server.url}/user/setting?tab=security&password=1`);
    await change('Fresh2Pass', 'Fresh3Pass');
    // (this page's heading is its h1, "User settings", as navigation finds it; not the banner's name)
    await expect.poll(() => focused(user)).toMatchObject({ tag: 'H1', text: en('menu.user.setting') });
    expect(await focusIn(user, '.od-main .od-user-setting > h1')).toBe(true);
    await user.close();
    expect(h.problems).toEqual([]);
  });
});
