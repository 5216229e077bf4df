import { readFileSync } from 'node:fs';
import type { Page as ListPage, MemberRow } from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { readStorage, skipBrowserSuite } from '../helpers/browser.js';
import { useConsole } from '../helpers/console.js';
import type { RunningServer } from '../helpers/start-server.js';
import { en } from '../helpers/strings.js';
import {
  apiGet,
  cell,
  columnCells,
  headerTexts,
  LIST_CONSOLE,
  listReady,
  rowClass,
} from './lists-support.js';

const STORED_COLUMNS = 'opsdeck.list.members.columns';

describe.skipIf(skipBrowserSuite)('member list in Chromium', () => {
  let server: RunningServer;
  let page: Page;
  const problems: string[] = [];

  useConsole(problems, LIST_CONSOLE, (opened) => ({ server, page } = opened));

  test('`/` focuses the search; a visible id finds its member; Enter opens the drawer, Escape closes it', async () => {
    await page.goto(`${server.url}/member/list`);
    await listReady(page);
    const members = await apiGet<ListPage<MemberRow>>(server, page, '/admin/members?current=3&pageSize=10');
    const target = members.list[4]!;

    await page.locator('.od-list-title').click();
    await page.keyboard.press('/');
    expect(
      await page.locator('input[name="q"]').evaluate((el) => el === el.ownerDocument.activeElement),
    ).toBe(true);
    await page.keyboard.type(target.visibleId);
    await page.waitForURL((url) => url.searchParams.get('q') === target.visibleId);
    await listReady(page);
    await expect.poll(() => columnCells(page, 0).count()).toBe(1);
    expect((await cell(page, 0, 0).innerText()).trim()).toBe(target.visibleId);
    expect(await cell(page, 0, 1).innerText()).toContain(target.nickname);
    expect(await page.locator('.od-list-total').getAttribute('data-total')).toBe('1');

    await cell(page, 0, 1).click();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('member') === String(target.id));
    await page.locator('.bp6-drawer').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.searchParams.has('member'));
    expect(new URL(page.url()).searchParams.get('q')).toBe(target.visibleId);
    // the click on the nickname's text focused the row (not the whole table), and the focus is back there
    await expect
      .poll(() =>
        page
          .locator('.od-rows tr[data-row="0"] > td:first-child')
          .evaluate((el) => el === el.ownerDocument.activeElement),
      )
      .toBe(true);
  });

  test('j/k move the active row; a header click sorts on the server and the URL keeps it through a reload', async () => {
    await page.goto(`${server.url}/member/list?size=10`);
    await listReady(page);
    await cell(page, 0, 1).click();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    await expect.poll(() => rowClass(page, 1)).toContain('od-row-active');

    const header = page.locator('.od-data-table [data-sort-field="coinBalance"]');
    await header.click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'coinBalance:desc');
    await listReady(page);
    const expected = await apiGet<ListPage<MemberRow>>(
      server,
      page,
      '/admin/members?current=1&pageSize=10&sort=coinBalance:desc',
    );
    await expect
      .poll(async () => (await cell(page, 0, 0).innerText()).trim())
      .toBe(expected.list[0]!.visibleId);
    const coinsCol = (await headerTexts(page)).indexOf(en('member.columns.coinBalance'));
    const coins = (await columnCells(page, coinsCol).allInnerTexts()).map((s) => Number(s.replace(/,/g, '')));
    expect(coins).toEqual([...coins].sort((a, b) => b - a));

    await page.reload();
    await listReady(page);
    expect(new URL(page.url()).search).toBe('?size=10&sort=coinBalance%3Adesc');
    expect(await header.getAttribute('data-sort-dir')).toBe('desc');
    expect((await cell(page, 0, 0).innerText()).trim()).toBe(expected.list[0]!.visibleId);
    expect(await columnCells(page, 0).count()).toBe(10);
  });

  test('the column chooser shows and hides columns, in the URL and on this device', async () => {
    await page.goto(`${server.url}/member/list`);
    await listReady(page);
    expect(await headerTexts(page)).toContain(en('member.columns.phone'));
    await page.getByRole('button', { name: en('lists.columns.button') }).click();
    const chooser = page.locator('.od-column-chooser');
    await chooser
      .locator('label')
      .filter({ hasText: en('member.columns.inviteCode') })
      .click();
    await chooser
      .locator('label')
      .filter({ hasText: en('member.columns.phone') })
      .click();
    await page.waitForURL((url) => {
      const chosen = (url.searchParams.get('cols') ?? '').split(',');
      return chosen.includes('inviteCode') && !chosen.includes('phone');
    });
    await page.keyboard.press('Escape');
    const cols = new URL(page.url()).searchParams.get('cols')!.split(',');
    expect(cols).not.toContain('phone');
    expect(JSON.parse((await readStorage(page, STORED_COLUMNS)) ?? '[]')).toEqual(cols);
    await expect.poll(() => headerTexts(page)).toContain(en('member.columns.inviteCode'));
    await expect.poll(() => headerTexts(page)).not.toContain(en('member.columns.phone'));

    // A plain link to the list shows the stored choice; "Default columns" forgets it.
    await page.goto(`${server.url}/member/list`);
    await listReady(page);
    expect(await headerTexts(page)).toContain(en('member.columns.inviteCode'));
    await page.getByRole('button', { name: en('lists.columns.button') }).click();
    await page.getByRole('button', { name: en('lists.columns.reset') }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => headerTexts(page)).toContain(en('member.columns.phone'));
    expect(new URL(page.url()).searchParams.has('cols')).toBe(false);
    expect(await readStorage(page, STORED_COLUMNS)).toBeNull();
  });

  test('Export CSV writes the filtered list: BOM, translated headers of the visible columns, every row', async () => {
    await page.goto(`${server.url}/member/list?status=banned&sort=coinBalance:asc`);
    await listReady(page);
    const total = Number(await page.locator('.od-list-total').getAttribute('data-total'));
    expect(total).toBeGreaterThan(0);
    const headers = await headerTexts(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: en('lists.export.button') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^members-\d{8}-\d{4}\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text
      .slice(1)
      .split('\r\n')
      .filter((l) => l !== '');
    expect(lines[0]).toBe(headers.join(','));
    expect(lines).toHaveLength(total + 1);
    for (const line of lines.slice(1)) expect(line).toContain(`,${en('member.status.banned')},`);
    await page.getByText(new RegExp(`Exported ${total} rows?`)).waitFor();
  });

  test('no page error was logged', () => {
    expect(problems).toEqual([]);
  });
});
