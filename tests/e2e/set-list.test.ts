import { join } from 'node:path';
import type { Page as ListPage, SetRow } from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { skipBrowserSuite } from '../helpers/browser.js';
import { useConsole } from '../helpers/console.js';
import { screenshotDir } from '../helpers/shots.js';
import type { RunningServer } from '../helpers/start-server.js';
import { en } from '../helpers/strings.js';
import { apiGet, columnCells, headerTexts, LIST_CONSOLE, listReady } from './lists-support.js';

/** The "Set" search table over the seeded curated sets. */
describe.skipIf(skipBrowserSuite)('set list in Chromium', () => {
  let server: RunningServer;
  let page: Page;
  let shots: ReturnType<typeof screenshotDir> | undefined;
  const problems: string[] = [];

  useConsole(problems, LIST_CONSOLE, (opened) => ({ server, page } = opened));
  afterAll(() => shots?.remove());

  test('filters from the URL match the API; an admin takes the first set offline or online', {
    timeout: 120_000,
  }, async () => {
    await page.goto(`${server.url}/list/search-table?contentType=img&sort=count:desc`);
    await listReady(page);
    const expected = await apiGet<ListPage<SetRow>>(
      server,
      page,
      '/admin/sets?contentType=img&sort=count:desc&current=1&pageSize=20',
    );
    await expect
      .poll(() => page.locator('.od-list-total').getAttribute('data-total'))
      .toBe(String(expected.total));
    const headers = await headerTexts(page);
    expect(headers).toEqual(
      expect.arrayContaining([
        en('sets.columns.number'),
        en('sets.columns.contentType'),
        en('sets.columns.filterType'),
      ]),
    );
    const numbers = (await columnCells(page, headers.indexOf(en('sets.columns.number'))).allInnerTexts()).map(
      (s) => s.trim(),
    );
    expect(numbers).toEqual(expected.list.map((r) => r.number));
    const types = new Set(
      (await columnCells(page, headers.indexOf(en('sets.columns.contentType'))).allInnerTexts()).map((s) =>
        s.trim(),
      ),
    );
    expect([...types]).toEqual([en('sets.contentType.img')]);

    // The first row's status button changes it on the server; the list shows the new status.
    const first = expected.list[0] as SetRow;
    const action = first.status === 'online' ? en('sets.actions.offline') : en('sets.actions.online');
    await page.getByRole('button', { name: `${action} ${first.name}` }).click();
    const after = first.status === 'online' ? 'offline' : 'online';
    await expect
      .poll(
        async () =>
          (await apiGet<ListPage<SetRow>>(server, page, `/admin/sets?number=${first.number}`)).list[0]
            ?.status,
      )
      .toBe(after);
    const statusCol = headers.indexOf(en('sets.columns.status'));
    await expect
      .poll(async () => (await columnCells(page, statusCol).first().innerText()).trim())
      .toBe(en(`sets.status.${after}`));

    // a screenshot for a visual check: SETS_SHOTS_DIR (kept) or a temp folder of the suite's own
    shots = screenshotDir('SETS_SHOTS_DIR', 'opsdeck-shots-sets-');
    await page.screenshot({ path: join(shots.dir, 'search-table.png'), fullPage: true });
  });

  test('no page error was logged', () => {
    expect(problems).toEqual([]);
  });
});
