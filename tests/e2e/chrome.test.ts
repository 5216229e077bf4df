import { allRoutes } from '@opsdeck/shared/catalogue';
import { translate } from '@opsdeck/shared/i18n';
import { describe, expect, test } from 'vitest';
import { readStorage, skipBrowserSuite } from '../helpers/browser.js';
import { button, type Dom, en, setSwitch, sider, signedIn, USER, useHarness, zh } from './chrome-harness.js';

/** The console chrome: navbar, settings, theme, language, messages, roles, mobile menu. */
describe.skipIf(skipBrowserSuite)('console chrome in Chromium', () => {
  const h = useHarness();

  test('navbar: logo, search, language, theme, messages, fullscreen, settings, avatar — named, in order', async () => {
    const page = await signedIn(h);
    const names = [
      'Search',
      'Language',
      'Toggle theme',
      /^Messages/,
      'Fullscreen',
      'Settings',
      /, account menu$/,
    ];
    const xs: number[] = [];
    for (const name of names) {
      const box = await button(page, name).boundingBox();
      expect(box, String(name)).not.toBeNull();
      xs.push(box!.x);
    }
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    await button(page, 'Settings').hover();
    await page
      .locator('[class*="tooltip"]')
      .getByText(en('chrome.navbar.settings'), { exact: true })
      .waitFor();
    for (const [name, href] of [
      ['menu.docs', 'https://blueprintjs.com/'],
      ['menu.faq', 'https://blueprintjs.com/docs/#blueprint/getting-started'],
    ]) {
      const link = sider(page).getByRole('menuitem', { name: en(name!) });
      expect(await link.getAttribute('href')).toBe(href);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    await page.close();
  });

  test('settings drawer: every setting has its visible effect, and all of them survive a reload', async () => {
    const page = await signedIn(h);
    await button(page, 'Settings').click();
    const drawer = page.locator('.od-settings-drawer');
    // 300 px (spec), to the subpixel: the width can land a hair under it (299.9999)
    expect((await drawer.boundingBox())?.width).toBeCloseTo(300, 0);

    expect(await page.locator('.od-tab-bar').count()).toBe(0);
    await setSwitch(page, 'tabBar', true);
    await page.locator('.od-tab-bar').waitFor();
    await setSwitch(page, 'footer', false);
    expect(await page.locator('.od-footer').count()).toBe(0);
    const width = page.locator('#od-setting-menu-width');
    await width.fill('300');
    await width.press('Tab');
    expect((await sider(page).boundingBox())?.width).toBe(300);
    await setSwitch(page, 'menu', false);
    expect(await sider(page).count()).toBe(0);
    await setSwitch(page, 'menu', true);
    await setSwitch(page, 'topMenu', true);
    await page.locator('.od-navbar .od-top-menu').waitFor();
    expect(await sider(page).count()).toBe(0);
    await setSwitch(page, 'topMenu', false);
    await sider(page).waitFor();
    await setSwitch(page, 'colorWeak', true);
    expect(await page.evaluate(() => (globalThis as unknown as Dom).document.body.style.filter)).toBe(
      'invert(80%)',
    );
    await setSwitch(page, 'navbar', false);
    expect(await page.locator('.od-navbar').count()).toBe(0);

    await page.reload();
    await page.locator('.od-settings-fab').waitFor();
    expect(await page.locator('.od-navbar').count()).toBe(0);
    await page.locator('.od-tab-bar').waitFor();
    expect(await page.locator('.od-footer').count()).toBe(0);
    expect((await sider(page).boundingBox())?.width).toBe(300);
    expect(await page.evaluate(() => (globalThis as unknown as Dom).document.body.style.filter)).toBe(
      'invert(80%)',
    );

    await page.locator('.od-settings-fab button').click();
    await button(page, en('chrome.settings.copy')).click();
    await page.getByText(en('chrome.settings.copied')).waitFor();
    const copied = JSON.parse(
      await page.evaluate(() => (globalThis as unknown as Dom).navigator.clipboard.readText()),
    );
    expect(copied).toMatchObject({
      navbar: false,
      footer: false,
      tabBar: true,
      menuWidth: 300,
      colorWeak: true,
    });
    await page.close();
  });

  test('menu from server: fetched once with notifications, then the guard admits only the server tree', async () => {
    const page = await signedIn(h, USER);
    let fetches = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/dashboard/user/menu')) fetches++;
    });
    await button(page, 'Settings').click();
    await setSwitch(page, 'menuFromServer', true);
    await page.getByText(en('web.serverMenu.loaded')).waitFor();
    await setSwitch(page, 'menuFromServer', false);
    await setSwitch(page, 'menuFromServer', true);
    expect(fetches).toBe(1);
    await page.keyboard.press('Escape');
    await sider(page).getByText(en('menu.user'), { exact: true }).waitFor();
    // An admin-only route: not in the user's server tree → not-found (no first-route fallback).
    await page.goto(`${h.server.url}/dashboard/monitor`);
    await page.getByText(en('exception.notFound'), { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/monitor');
    await page.close();
  });

  test('dark mode and language survive a reload', async () => {
    const page = await signedIn(h);
    await button(page, 'Toggle theme').click();
    const theme = () =>
      page.evaluate(() => [
        (globalThis as unknown as Dom).document.body.getAttribute('arco-theme'),
        (globalThis as unknown as Dom).document.body.className,
      ]);
    expect((await theme())[0]).toBe('dark');
    expect((await theme())[1]).toMatch(/\bbp\d-dark\b/);
    // the side menu draws no panel of its own over the sider's (Blueprint's dark menu grey,
    // loaded after the console's rule, used to draw a panel that stopped below the last item)
    const background = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).backgroundColor);
    expect(await background('.od-sider .od-side-menu')).toBe('rgba(0, 0, 0, 0)');
    expect(await background('.od-sider')).not.toBe('rgba(0, 0, 0, 0)');
    await button(page, 'Language').click();
    await page.getByRole('option', { name: '中文' }).click();
    await page.getByText(translate('zh-CN', 'web.locale.switched', { language: '中文' })).waitFor();
    await page.reload();
    await button(page, zh('chrome.navbar.theme')).waitFor();
    expect((await theme())[0]).toBe('dark');
    expect(await page.evaluate(() => (globalThis as unknown as Dom).document.documentElement.lang)).toBe(
      'zh-CN',
    );
    expect(await readStorage(page, 'arco-locale')).toBe('zh-CN');
    await button(page, zh('chrome.navbar.theme')).click();
    expect((await theme())[0]).toBeNull();
    expect((await theme())[1]).not.toMatch(/dark/);
    await page.close();
  });

  test('the message box shows each message whole: its text on two lines, all of it on the row Tab reaches', async () => {
    const page = await signedIn(h);
    // one message's text made long (three lines and more at the box's 400 px), its title too
    const long = `${'The Spring Festival topic cover is updated; '.repeat(4)}the end.`;
    const longTitle = 'Approval #1 is waiting for you since this morning';
    await page.route('**/api/message/list', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: { type: string; content: string; title: string }[] };
      const first = body.data.find((m) => m.type === 'message');
      if (first) Object.assign(first, { content: long, title: longTitle });
      await route.fulfill({ response: answer, json: body });
    });
    const bell = page.locator('.od-bell');
    await bell.focus();
    await page.keyboard.press('Enter');
    const rows = page.locator('.od-message-button');
    await rows.first().waitFor();
    // every row: the title is never cut, and a text of one line or two is shown whole
    type Row = { title: string; titleWhole: boolean; text: string; textWhole: boolean; lines: number };
    const shown = () =>
      page.evaluate(`[...document.querySelectorAll('.od-message-button')].map((b) => {
        const text = b.querySelector('.od-message-content');
        const title = b.querySelector('.od-message-title');
        return {
          title: title.textContent,
          titleWhole: title.scrollWidth <= title.clientWidth + 1,
          text: text.textContent,
          textWhole: text.scrollHeight <= text.clientHeight + 1,
          lines: Math.round(text.clientHeight / Number.parseFloat(getComputedStyle(text).lineHeight)),
        };
      })`) as Promise<Row[]>;
    const before = await shown();
    expect(before.every((r) => r.titleWhole)).toBe(true);
    expect(before.find((r) => r.text === long)).toMatchObject({
      title: longTitle,
      textWhole: false,
      lines: 2,
    });
    expect(before.filter((r) => r.text !== long).every((r) => r.textWhole)).toBe(true);
    // by keys alone: Tab reaches the long message's row, which then shows all of its text
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      const on = await page.evaluate(
        `document.activeElement?.matches('.od-message-button') && document.activeElement.querySelector('.od-message-content').textContent`,
      );
      if (on === long) break;
    }
    const focusedRow = (await shown()).find((r) => r.text === long);
    expect(focusedRow?.textWhole).toBe(true);
    expect(focusedRow?.lines).toBeGreaterThan(2);
    // Tab alone does not mark it read
    expect(await page.locator('.od-message-read .od-message-content', { hasText: long }).count()).toBe(0);
    await page.close();
  });

  test('marking a message read lowers the counts at once and for good; mark all read empties a tab', async () => {
    const page = await signedIn(h);
    const bell = page.locator('.od-bell');
    const unread = async () => Number(await bell.getAttribute('data-unread'));
    await expect.poll(unread).toBeGreaterThan(1);
    const before = await unread();
    expect(await bell.getAttribute('aria-label')).toBe(en('chrome.navbar.messagesUnread', { count: before }));
    await bell.click();
    const messageTab = page.getByRole('tab', { name: /^Message/ });
    const tabCount = async () => Number((await messageTab.innerText()).replace(/\D/g, '') || 0);
    const inTab = await tabCount();
    await page.locator('.od-message:not(.od-message-read) .od-message-button').first().click();
    expect(await unread()).toBe(before - 1);
    expect(await tabCount()).toBe(inTab - 1);
    await page.reload();
    await expect.poll(unread).toBe(before - 1);
    await bell.click();
    await button(page, en('chrome.messages.markAllRead')).click();
    await expect.poll(tabCount).toBe(0);
    expect(await unread()).toBe(before - inTab);
    await page.close();
  });

  test('switching roles: the role, menu and routes follow at once; an admin-only page sends a user away', async () => {
    const page = await signedIn(h);
    const adminOnly = allRoutes().filter(
      (r) => r.built && !r.hideInMenu && r.roles.length === 1 && r.roles[0] === 'admin',
    );
    // every group opened, so each route's entry is on the page
    const menuText = async () => {
      const closed = sider(page).locator('[aria-expanded="false"]');
      while ((await closed.count()) > 0) await closed.first().click();
      return sider(page).innerText();
    };
    await page.locator('.od-role-tag[data-role="admin"]').waitFor();
    for (const r of adminOnly) expect(await menuText()).toContain(en(r.i18nKey));
    await page.goto(`${h.server.url}/dashboard/monitor`); // admin-only (its screen may not exist yet)
    expect(new URL(page.url()).pathname).toBe('/dashboard/monitor');
    await page.getByRole('button', { name: en('navbar.account') }).click();
    await page.getByText(en('navbar.switchRoles')).click();
    await page.locator('.od-role-tag[data-role="user"]').waitFor();
    await page.getByText(en('navbar.roleSwitched', { role: en('common.roles.user') })).waitFor();
    await page.waitForURL(/\/dashboard\/workplace$/);
    for (const r of adminOnly) expect(await menuText()).not.toContain(en(r.i18nKey));
    await page.reload();
    await page.locator('.od-role-tag[data-role="user"]').waitFor();
    await page.close();
  });

  test('under 992 px the menu is a drawer opened from the navbar', async () => {
    const page = await signedIn(h);
    await page.setViewportSize({ width: 800, height: 700 });
    // The layout reacts to a debounced resize: wait for the sider to go rather than racing it.
    await expect.poll(() => sider(page).count(), { timeout: 20_000 }).toBe(0);
    await button(page, en('navbar.toggleMenu')).click();
    await page.locator('.od-menu-drawer').getByText(en('menu.user'), { exact: true }).waitFor();
    await page.close();
  });

  test('no uncurated icon chunk was fetched and no page error was logged', () => {
    expect(h.iconChunks).toEqual([]);
    expect(h.problems).toEqual([]);
  });
});
