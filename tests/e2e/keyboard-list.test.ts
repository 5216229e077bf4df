import type { Page as ListPage, MemberRow } from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { skipBrowserSuite } from '../helpers/browser.js';
import { useConsole } from '../helpers/console.js';
import type { RunningServer } from '../helpers/start-server.js';
import { apiGet, cell, LIST_CONSOLE, listReady, rowClass } from './lists-support.js';

/** Browser globals the page callbacks touch (the tests compile without the DOM lib). */
interface Focus {
  document: { activeElement: { closest(s: string): unknown; getAttribute(n: string): string | null } | null };
}
const focusIn = (page: Page, selector: string) =>
  page.evaluate((s) => !!(globalThis as unknown as Focus).document.activeElement?.closest(s), selector);
const focusedName = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as Focus).document.activeElement?.getAttribute('name') ?? null);
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** The list search box is no dead end: into the rows, out by Esc, and paging by key. */
describe.skipIf(skipBrowserSuite)('list keyboard flow in Chromium', () => {
  let server: RunningServer;
  let page: Page;
  const problems: string[] = [];

  useConsole(problems, LIST_CONSOLE, (opened) => ({ server, page } = opened));

  test('Enter in the search goes to the first row, and Enter there opens it', async () => {
    await page.goto(`${server.url}/member/list?size=10`);
    await listReady(page);
    const target = (await apiGet<ListPage<MemberRow>>(server, page, '/admin/members?current=2&pageSize=10'))
      .list[3]!;
    await page.locator('.od-list-title').click();
    await page.keyboard.press('/');
    expect(await focusedName(page)).toBe('q');
    await page.keyboard.type(target.visibleId);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === target.visibleId);
    await listReady(page);
    // the list may still show the rows from before the search for a moment: wait for the result
    await expect.poll(async () => (await cell(page, 0, 0).innerText()).trim()).toBe(target.visibleId);
    await expect.poll(() => focusIn(page, '.od-data-table')).toBe(true);
    await expect.poll(() => rowClass(page, 0)).toContain('od-row-active');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('member') === String(target.id));
    await page.locator('.bp6-drawer').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.searchParams.has('member'));
    expect(problems).toEqual([]);
  });

  test('↓ in the search goes to the rows; Esc leaves the field keeping the text, a second Esc clears it', async () => {
    await page.goto(`${server.url}/member/list?size=10`);
    await listReady(page);
    await page.locator('.od-list-title').click();
    await page.keyboard.press('/');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusIn(page, '.od-data-table')).toBe(true);
    await page.keyboard.press('j');
    await expect.poll(() => rowClass(page, 1)).toContain('od-row-active');

    await page.keyboard.press('/');
    await page.keyboard.type('zzz-nobody');
    await page.keyboard.press('Escape');
    expect(await focusedName(page)).not.toBe('q');
    await page.waitForURL((url) => url.searchParams.get('q') === 'zzz-nobody');
    expect(await page.locator('input[name="q"]').inputValue()).toBe('zzz-nobody');
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.searchParams.has('q'));
    expect(await page.locator('input[name="q"]').inputValue()).toBe('');
    expect(problems).toEqual([]);
  });

  test('] and PageDown page on, [ and PageUp back, from the rows and from the search field', async () => {
    await page.goto(`${server.url}/member/list?size=10`);
    await listReady(page);
    const firstOf = async (n: number) =>
      (await apiGet<ListPage<MemberRow>>(server, page, `/admin/members?current=${n}&pageSize=10`)).list[0]!
        .visibleId;
    await page.locator('.od-list-title').click();
    await page.keyboard.press('/');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press(']');
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await listReady(page);
    await expect.poll(async () => (await cell(page, 0, 0).innerText()).trim()).toBe(await firstOf(2));
    await page.keyboard.press('PageDown');
    await page.waitForURL((url) => url.searchParams.get('page') === '3');
    await page.keyboard.press('[');
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    // PageUp works from the search field too (`[` and `]` type there).
    await page.keyboard.press('/');
    await page.keyboard.press('PageUp');
    await page.waitForURL((url) => (url.searchParams.get('page') ?? '1') === '1');
    await listReady(page);
    await expect.poll(async () => (await cell(page, 0, 0).innerText()).trim()).toBe(await firstOf(1));
    // On the first page, back does nothing.
    await page.keyboard.press('PageUp');
    expect(param(page, 'page') ?? '1').toBe('1');
    expect(problems).toEqual([]);
  });
});
