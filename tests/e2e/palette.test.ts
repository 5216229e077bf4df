import { join } from 'node:path';
import type { MemberDetail, MemberRow, OrderRow } from '@opsdeck/shared/schemas';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { keyboardReady, readStorage, skipBrowserSuite } from '../helpers/browser.js';
import { apiData, useConsole } from '../helpers/console.js';
import { paletteOn } from '../helpers/palette.js';
import { screenshotDir } from '../helpers/shots.js';
import type { RunningServer } from '../helpers/start-server.js';
import { en, zh } from '../helpers/strings.js';

/** The bits of the page's document the callbacks read (the tests compile without the DOM lib). */
interface PageDocument {
  document: {
    activeElement: {
      className: string;
      blur?: () => void;
      closest(selector: string): { className: string } | null;
    } | null;
    body: { className: string };
  };
}

/** The few DOM members the colour probe touches (the tests compile without the DOM lib). */
interface ProbeElement {
  innerHTML: string;
  querySelector(selector: string): ProbeElement | null;
  remove(): void;
}
interface ProbeDocument {
  createElement(tag: string): ProbeElement;
  body: { append(el: ProbeElement): void };
  defaultView: { getComputedStyle(el: ProbeElement): { backgroundColor: string } };
}

describe.skipIf(skipBrowserSuite)('command palette and keyboard shortcuts in Chromium', () => {
  let server: RunningServer;
  let page: Page;
  let token = '';
  const problems: string[] = [];

  const api = <T>(path: string) => apiData<T>(server.apiUrl, token, path);

  async function shot(name: string): Promise<void> {
    await page.screenshot({ path: join(shots?.dir ?? '', `${name}.png`), animations: 'disabled' });
  }

  const { palette, input, selectedText, openPalette } = paletteOn(() => page);

  /** Moves the focus out of any field (shortcuts do not fire while typing). */
  async function blurFields(): Promise<void> {
    await keyboardReady(page);
    await page.evaluate(() => (globalThis as unknown as PageDocument).document.activeElement?.blur?.());
  }

  /** Screenshots for a visual check: PALETTE_SHOTS_DIR (kept) or a temp folder of the suite's own. */
  let shots: ReturnType<typeof screenshotDir> | undefined;
  useConsole(problems, { width: 1280, height: 820 }, (opened) => ({ server, page, token } = opened));
  beforeAll(async () => {
    shots = screenshotDir('PALETTE_SHOTS_DIR', 'opsdeck-shots-palette-');
    // Let the welcome toast go before the screenshots.
    await page.locator('.bp6-toast').first().waitFor({ state: 'detached', timeout: 15_000 });
  });

  afterEach(async (ctx) => {
    // A failing step leaves a picture of the page behind.
    if (ctx.task.result?.state === 'fail')
      await shot(`failed-${ctx.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
  });

  afterAll(() => shots?.remove());

  /** One computed style property of the element a locator finds. */
  const computed = (locator: Locator, property: 'display' | 'position' | 'fontSize') =>
    locator.evaluate((el, p) => el.ownerDocument.defaultView?.getComputedStyle(el)[p], property);

  test('before the palette has ever opened, the ? sheet and the hint after g are drawn with their styles', async () => {
    // Their stylesheet came with the palette's: pressed first, the sheet's rows stacked unstyled.
    expect(await page.locator('.od-palette').count()).toBe(0);
    await blurFields();
    await page.keyboard.press('?');
    const row = page.locator('.od-shortcut-sheet-row').first();
    await row.waitFor();
    expect(await computed(row, 'display')).toBe('grid');
    expect(await computed(page.locator('.od-shortcut-sheet .od-keycaps .bp6-key').first(), 'fontSize')).toBe(
      '11px',
    );
    await page.keyboard.press('Escape');
    await page.getByTestId('shortcut-sheet').waitFor({ state: 'detached' });
    await blurFields();
    await page.keyboard.press('g');
    const hint = page.getByTestId('sequence-hint');
    await hint.waitFor();
    expect(await computed(hint, 'position')).toBe('fixed');
    await page.keyboard.press('d');
    await hint.waitFor({ state: 'detached' });
    await page.waitForURL(/\/dashboard\/workplace$/);
  });

  test('Ctrl+K opens it from the keyboard; typing and Enter jump to a route; Esc closes', async () => {
    await openPalette();
    // The empty palette lists the catalogue, grouped, with shortcuts.
    await page.locator('[cmdk-group-heading]', { hasText: en('palette.groups.routes') }).waitFor();
    await shot('palette-routes-en-light');
    await page.keyboard.type('member list');
    await expect.poll(selectedText).toContain(en('menu.member.list'));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/member\/list$/);
    await palette().waitFor({ state: 'detached' });

    await openPalette();
    await page.keyboard.press('Escape');
    await palette().waitFor({ state: 'detached' });
    // The navbar's search button opens it too.
    await page.getByRole('button', { name: en('chrome.navbar.search') }).click();
    await input().waitFor();
    await page.keyboard.press('Escape');
    await palette().waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  test('re-issue coins entirely from the keyboard: arguments, dry run, Enter confirms, toast with a link', async () => {
    const who = (await api<{ list: MemberRow[] }>('/admin/members?status=active&pageSize=5')).list[2]!;
    const before = (await api<MemberDetail>(`/admin/members/${who.id}`)).coinBalance;
    const reason = `palette e2e ${Date.now()}`;

    await openPalette();
    await page.keyboard.type('reissue coins');
    await expect.poll(selectedText).toContain(en('patch.actions.reissueCoins'));
    await page.keyboard.press('Enter');
    // The argument page: member picker (server search), then amount, then reason.
    await page.getByTestId('palette-args-input').waitFor();
    await page.keyboard.type(who.visibleId);
    await page.locator('.od-palette [cmdk-item]', { hasText: who.visibleId }).waitFor();
    await page.keyboard.press('Enter');
    // Validated as you type with the action's schema.
    await page.keyboard.type('0');
    await expect
      .poll(() => page.getByTestId('palette-field-error').innerText())
      .toBe(en('validation.tooSmall', { field: en('fields.coins'), min: 1 }));
    await page.keyboard.press('Backspace');
    await page.keyboard.type('75');
    await page.getByTestId('palette-field-error').waitFor({ state: 'detached' });
    await page.keyboard.press('Enter');
    await page.keyboard.type(reason);
    await expect
      .poll(() => page.getByTestId('palette-cli-line').innerText())
      .toBe(`opsdeck coins reissue --member ${who.visibleId} --coins 75 --reason '${reason}'`);
    await page.keyboard.press('Enter');
    // The server's dry run: current → resulting balance; nothing written yet.
    const preview = page.getByTestId('palette-preview');
    await preview.waitFor();
    const count = (n: number) => new Intl.NumberFormat('en-US').format(n);
    expect(await preview.innerText()).toContain(
      en('palette.args.balance', { before: count(before), after: count(before + 75) }),
    );
    expect((await api<MemberDetail>(`/admin/members/${who.id}`)).coinBalance).toBe(before);
    // the review's rows are new: their text reads '' until drawn (content-visibility: auto)
    await expect
      .poll(() => page.getByTestId('palette-cli-line').innerText())
      .toMatch(/ --key [0-9a-f-]{36}$/);
    await shot('palette-args-preview-en-light');

    // Enter confirms once the figures have been on screen a moment (a quick one is ignored).
    await page.locator('[data-testid="palette-confirm"][data-armed="true"]').waitFor();
    await page.keyboard.press('Enter');
    const toast = page.locator('.bp6-toast', { hasText: who.visibleId });
    await toast.waitFor();
    await palette().waitFor({ state: 'detached' });
    const orderNo = /PAT\d+/.exec(await toast.innerText())?.[0] ?? '';
    expect(orderNo).not.toBe('');
    // Blueprint draws a toast's action as an anchor button (role=button), a real link with an href.
    const link = toast.locator('a', { hasText: en('palette.args.viewOrder') });
    expect(await link.getAttribute('href')).toBe(`/order/patch?orderNo=${orderNo}`);

    // The API agrees: the balance moved once, one patch order with the reason.
    expect((await api<MemberDetail>(`/admin/members/${who.id}`)).coinBalance).toBe(before + 75);
    const orders = (
      await api<{ list: OrderRow[] }>(`/admin/orders?kind=patch&memberId=${who.id}&pageSize=50`)
    ).list;
    expect(orders.filter((o) => o.reason === reason).map((o) => o.orderNo)).toEqual([orderNo]);

    // The toast's link opens the order.
    await link.click();
    await page.waitForURL(new RegExp(`/order/patch\\?orderNo=${orderNo}$`));
    await page.getByText(orderNo, { exact: true }).first().waitFor({ timeout: 15_000 });
    expect(problems).toEqual([]);
  });

  test('Backspace on an empty query goes up a page', async () => {
    await openPalette();
    await page.keyboard.type('reissue vip');
    await expect.poll(selectedText).toContain(en('patch.actions.reissueVip'));
    await page.keyboard.press('Enter');
    await page.locator('.od-palette-crumbs').waitFor();
    await page.keyboard.press('Backspace');
    await page.locator('.od-palette-crumbs').waitFor({ state: 'detached' });
    expect(await input().inputValue()).toBe('reissue vip');
    await page.keyboard.press('Escape');
    await palette().waitFor({ state: 'detached' });
  });

  test('the theme colour is a palette setting: a preset by its first letters, or any #RRGGBB typed', async () => {
    const themeColor = async () =>
      JSON.parse((await readStorage(page, 'opsdeck-settings')) ?? '{}').themeColor;
    await openPalette();
    await page.keyboard.type('theme colour');
    await expect.poll(selectedText).toContain(en('settings.themeColor'));
    await page.keyboard.press('Enter');
    await page.locator('.od-palette-crumbs', { hasText: en('settings.themeColor') }).waitFor();
    await page.keyboard.type('#72');
    await expect
      .poll(selectedText)
      .toContain(en('palette.setting.apply', { setting: en('settings.themeColor'), value: '#722ED1' }));
    await page.keyboard.press('Enter');
    await palette().waitFor({ state: 'detached' });
    await expect.poll(themeColor).toBe('#722ED1');

    await openPalette();
    await page.keyboard.type('theme colour');
    await expect.poll(selectedText).toContain(en('settings.themeColor'));
    await page.keyboard.press('Enter');
    await page.keyboard.type('blue');
    await page.locator('.od-palette-field-error', { hasText: en('palette.setting.badColor') }).waitFor();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('0a7a48');
    await page.keyboard.press('Enter');
    await palette().waitFor({ state: 'detached' });
    await expect.poll(themeColor).toBe('#0A7A48');
    // the colour reaches Blueprint's primary buttons and the navigation progress bar
    const drawn = () =>
      page.evaluate(() => {
        const doc = (globalThis as unknown as { document: ProbeDocument }).document;
        const probe = doc.createElement('div');
        probe.innerHTML =
          '<button class="bp6-button bp6-intent-primary">x</button><div id="nprogress"><div class="bar"></div></div>';
        doc.body.append(probe);
        const colour = (selector: string) => {
          const el = probe.querySelector(selector);
          return el ? doc.defaultView.getComputedStyle(el).backgroundColor : '';
        };
        const found = { button: colour('button'), bar: colour('.bar') };
        probe.remove();
        return found;
      });
    await expect.poll(drawn).toEqual({ button: 'rgb(10, 122, 72)', bar: 'rgb(10, 122, 72)' });
    expect(problems).toEqual([]);
  });

  test('g then a key goes to a main area, with a hint after g; never while typing', async () => {
    await page.goto(`${server.url}/dashboard/workplace`);
    await page.locator('.od-main').waitFor();
    await blurFields();
    await page.keyboard.press('g');
    const hint = page.getByTestId('sequence-hint');
    await hint.waitFor();
    expect(await hint.innerText()).toContain(en('menu.member.list'));
    await page.keyboard.press('o');
    await page.waitForURL(/\/order\/vip$/);
    await hint.waitFor({ state: 'detached' });
    // The list is operable from there: j moves into it and down a row.
    await page
      .locator('.od-data-table .od-rows td', { hasText: /^VIP\d+/ })
      .first()
      .waitFor({ timeout: 15_000 });
    await page.keyboard.press('j');
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (globalThis as unknown as PageDocument).document.activeElement?.closest('.od-rows')?.className ??
            '',
        ),
      )
      .toContain('od-rows');
    await expect
      .poll(() => page.locator('.od-rows tr.od-row-active[data-row="1"]').count())
      .toBeGreaterThan(0);

    // In a text field the same keys are only text.
    await page.goto(`${server.url}/member/list`);
    const filter = page.locator('.od-main input[type="text"], .od-main input:not([type])').first();
    await filter.click();
    await page.keyboard.type('gd');
    // key handlers run synchronously: once the page has drawn the next frame, any navigation they
    // started would show in the URL
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          (globalThis as unknown as { requestAnimationFrame(cb: () => void): void }).requestAnimationFrame(
            () => resolve(null),
          ),
        ),
    );
    expect(new URL(page.url()).pathname).toBe('/member/list');
    await blurFields();
    await page.keyboard.press('g');
    await page.keyboard.press('d');
    await page.waitForURL(/\/dashboard\/workplace$/);
  });

  test('? opens the shortcut sheet, generated from the catalogue', async () => {
    await blurFields();
    await page.keyboard.press('?');
    const sheet = page.getByTestId('shortcut-sheet');
    await sheet.waitFor();
    const text = await sheet.innerText();
    for (const key of [
      'shortcuts.groups.goTo',
      'menu.member.list',
      'menu.order.vip',
      'chrome.actions.openSettings',
    ]) {
      expect(text).toContain(en(key));
    }
    await shot('shortcut-sheet-en-light');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
  });

  test('switching language or theme from the palette re-indexes at once (zh-CN, dark)', async () => {
    await openPalette();
    await page.keyboard.type('language');
    await expect.poll(selectedText).toContain(en('chrome.actions.switchLanguage'));
    await page.keyboard.press('Enter');
    await palette().waitFor({ state: 'detached' });
    await openPalette();
    // Now in Chinese, and found by either language.
    expect(await input().getAttribute('placeholder')).toBe(zh('palette.placeholder'));
    await page.keyboard.type('member list');
    await expect.poll(selectedText).toContain(zh('menu.member.list'));
    await page.keyboard.press('Control+a');
    await page.keyboard.type('暗色');
    await expect.poll(selectedText).toContain(zh('chrome.actions.toggleTheme'));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => (globalThis as unknown as PageDocument).document.body.className))
      .toContain('bp6-dark');

    await openPalette();
    await shot('palette-routes-zh-dark');
    await page.keyboard.type(zh('patch.actions.reissueCoins'));
    await expect.poll(selectedText).toContain(zh('patch.actions.reissueCoins'));
    await page.keyboard.press('Enter');
    const who = (await api<{ list: MemberRow[] }>('/admin/members?status=active&pageSize=5')).list[3]!;
    await page.keyboard.type(who.visibleId);
    await page.locator('.od-palette [cmdk-item]', { hasText: who.visibleId }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.type('20');
    await page.keyboard.press('Enter');
    await page.keyboard.type('补偿 e2e');
    await page.keyboard.press('Enter');
    await page.getByTestId('palette-preview').waitFor();
    await shot('palette-args-preview-zh-dark');
    await page.keyboard.press('Escape');
    await palette().waitFor({ state: 'detached' });
    // Esc mid-way kept the draft: the action says so, and choosing it goes on at the reason
    await openPalette();
    await page.keyboard.type(zh('patch.actions.reissueCoins'));
    await expect
      .poll(selectedText)
      .toContain(zh('palette.draftKept', { summary: `${who.visibleId} · 20 · 补偿 e2e` }));
    await shot('palette-draft-kept-zh-dark');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('palette-args-input').inputValue()).toBe('补偿 e2e');
    expect(await page.locator('.od-palette-crumbs').innerText()).toContain(who.visibleId);
    await page.keyboard.press('Enter');
    await page.getByTestId('palette-preview').waitFor();
    await page.keyboard.press('Escape');
    await palette().waitFor({ state: 'detached' });
    await blurFields();
    await page.keyboard.press('?');
    await page.getByTestId('shortcut-sheet').waitFor();
    await shot('shortcut-sheet-zh-dark');
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
  });
});
