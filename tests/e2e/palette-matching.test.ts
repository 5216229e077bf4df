import type { MemberRow, Template } from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { type PageGlobals, skipBrowserSuite } from '../helpers/browser.js';
import { apiData, useConsole } from '../helpers/console.js';
import { paletteOn } from '../helpers/palette.js';
import type { RunningServer } from '../helpers/start-server.js';
import { zh } from '../helpers/strings.js';

/**
 * The palette's forgiving matching with the console in Chinese: a word with two letters swapped,
 * pinyin in full and by initials, a template found by name on the server, the records opened from
 * the palette under Recent, and no dead entries.
 */
describe.skipIf(skipBrowserSuite)('palette matching in Chromium (zh-CN)', () => {
  let server: RunningServer;
  let page: Page;
  let token = '';
  const problems: string[] = [];
  const api = <T>(path: string) => apiData<T>(server.apiUrl, token, path);

  const { input, selected, openPalette } = paletteOn(() => page);
  const selectedValue = async () =>
    (await selected().count()) > 0 ? ((await selected().getAttribute('data-value')) ?? '') : '';

  /** Empties the search field from the keyboard and types `query`. */
  async function search(query: string): Promise<void> {
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(query);
  }

  /** Moves the selection down to the item `value` (server results come after the catalogue's). */
  async function selectItem(value: string): Promise<void> {
    await page.locator(`.od-palette [cmdk-item][data-value="${value}"]`).waitFor();
    for (let i = 0; i < 60 && (await selectedValue()) !== value; i++) await page.keyboard.press('ArrowDown');
    expect(await selectedValue()).toBe(value);
  }

  useConsole(problems, { width: 1280, height: 820 }, (opened) => ({ server, page, token } = opened));
  beforeAll(async () => {
    // The operator works in Chinese.
    await page.evaluate(() =>
      (globalThis as unknown as PageGlobals).localStorage.setItem('arco-locale', 'zh-CN'),
    );
    await page.reload();
    await page.waitForURL(/\/dashboard\/workplace$/);
  });

  test('memebr, huiyuan and hy all find 会员列表; Enter opens it', async () => {
    await openPalette();
    await page.locator('[cmdk-group-heading]', { hasText: zh('palette.groups.routes') }).waitFor();
    for (const query of ['memebr', 'huiyuan', 'hy']) {
      await search(query);
      await expect.poll(selectedValue, { message: query }).toBe('route:MemberList');
      await expect.poll(() => selected().innerText()).toContain(zh('menu.member.list'));
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/member\/list$/);
    await page.locator('.od-palette').waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  test('`reissue co` selects 给会员补发福币 first, as the English console does', async () => {
    await openPalette();
    await search('reissue co');
    await expect.poll(selectedValue).toBe('action:member.reissueCoins');
    await expect.poll(() => selected().innerText()).toContain(zh('patch.actions.reissueCoins'));
    await page.keyboard.press('Escape');
    await page.locator('.od-palette').waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  test('a template found by name on the server opens; it and a member opened are under Recent', async () => {
    const template = (await api<{ list: Template[] }>('/admin/templates?pageSize=1')).list[0]!;
    await openPalette();
    await search(template.name);
    await page.locator('[cmdk-group-heading]', { hasText: zh('palette.groups.templates') }).waitFor();
    await selectItem(`template:${template.id}`);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/template/detail\\?id=${template.id}$`));
    await page.locator('.od-palette').waitFor({ state: 'detached' });

    const member = (await api<{ list: MemberRow[] }>('/admin/members?status=active&pageSize=3')).list[1]!;
    await openPalette();
    await search(member.visibleId);
    await selectItem(`member:${member.id}`);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/member/list\\?member=${member.id}$`));
    await page.keyboard.press('Escape'); // the member's drawer
    await page.locator('.od-palette').waitFor({ state: 'detached' });

    // The empty palette lists them under Recent, the latest first, and opens them again.
    await openPalette();
    const recent = page.locator('[cmdk-group]', {
      has: page.locator('[cmdk-group-heading]', { hasText: zh('palette.groups.recent') }),
    });
    await expect
      .poll(() =>
        recent.locator('[cmdk-item]').evaluateAll((els) => els.map((e) => e.getAttribute('data-value'))),
      )
      .toEqual(
        expect.arrayContaining([`member:${member.id}`, `template:${template.id}`, 'route:MemberList']),
      );
    await expect
      .poll(() => recent.innerText())
      .toContain(`${zh('palette.entity.template')} · ${template.categoryName}`);
    await selectItem(`template:${template.id}`);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/template/detail\\?id=${template.id}$`));
    expect(problems).toEqual([]);
  });

  test('a single Chinese character anywhere in the nickname finds the member', async () => {
    const members = (await api<{ list: MemberRow[] }>('/admin/members?pageSize=50')).list;
    // The last character of a Chinese nickname (not its first): the member is found all the same.
    const member = members.find((m) => /^[^0-9]{2,}[\u4e00-\u9fff]$/.test(m.nickname))!;
    const char = member.nickname.slice(-1);
    await openPalette();
    await search(char);
    await page.locator('[cmdk-group-heading]', { hasText: zh('palette.groups.members') }).waitFor();
    const found = page.locator('.od-palette [cmdk-item][data-value^="member:"] .od-palette-item-title');
    await found.first().waitFor();
    const titles = await found.allInnerTexts();
    for (const title of titles) expect(title.includes(char), title).toBe(true);
    // The nickname without its first character finds this very member.
    await search(member.nickname.slice(1));
    await page.locator(`.od-palette [cmdk-item][data-value="member:${member.id}"]`).waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.od-palette').waitFor({ state: 'detached' });
  });

  test('no dead entries: no exception page, no detail screen without an id', async () => {
    await openPalette();
    for (const key of [
      'menu.exception.e404',
      'menu.exception.e403',
      'menu.template.detail',
      'menu.wallpaper.detail',
    ]) {
      await search(zh(key));
      // the search has settled once the field holds the query and the list answered it
      await expect.poll(() => input().inputValue()).toBe(zh(key));
      await page.locator('.od-palette [cmdk-item], .od-palette .od-palette-empty').first().waitFor();
      for (const dead of [
        'Exception403',
        'Exception404',
        'Exception500',
        'TemplateDetail',
        'WallpaperDetail',
        'CollectionDetail',
      ]) {
        expect(
          await page.locator(`.od-palette [data-value="route:${dead}"]`).count(),
          `${key}: ${dead}`,
        ).toBe(0);
      }
    }
    await page.keyboard.press('Escape');
    await page.locator('.od-palette').waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });
});
