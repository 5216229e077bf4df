import { translate } from '@opsdeck/shared/i18n';
import type { Page as ListPage, Wallpaper } from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { keyboardReady, skipBrowserSuite } from '../helpers/browser.js';
import { apiData, useConsole } from '../helpers/console.js';
import type { RunningServer } from '../helpers/start-server.js';
import { listReady, rowClass } from './lists-support.js';

const en = (key: string, params?: Record<string, unknown>) => translate('en-US', key, params);

/** Browser globals the page callbacks touch (the tests compile without the DOM lib). */
interface Focus {
  document: {
    activeElement: {
      closest(s: string): { className: string; getAttribute(n: string): string | null } | null;
      getAttribute(n: string): string | null;
    } | null;
  };
}

/** What has the focus: its test id, its `data-action` and its table row (its `data-row`). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = (globalThis as unknown as Focus).document.activeElement;
    return {
      testId: el?.getAttribute('data-testid') ?? null,
      action: el?.getAttribute('data-action') ?? null,
      row: el?.closest('tr[data-row]')?.getAttribute('data-row') ?? null,
    };
  });

/** Presses Tab until `done` says the focus is where it should be (at most `max` times). */
async function tabTo(page: Page, done: (f: Awaited<ReturnType<typeof focused>>) => boolean, max = 40) {
  for (let i = 0; i < max && !done(await focused(page)); i++) await page.keyboard.press('Tab');
  expect(done(await focused(page))).toBe(true);
}

/**
 * The wallpaper detail page by keyboard only: Enter on a table row or on a card's title opens it,
 * its title and a live wallpaper's duration are edited and kept, Esc returns to the row or card it
 * came from, and the palette opens a wallpaper found by title.
 */
describe.skipIf(skipBrowserSuite)('wallpaper detail in Chromium', () => {
  let server: RunningServer;
  let page: Page;
  let token = '';
  const problems: string[] = [];
  const api = <T>(path: string) => apiData<T>(server.apiUrl, token, path);

  useConsole(problems, { width: 1440, height: 900 }, (opened) => ({ server, page, token } = opened));

  test('a live wallpaper opened from the table: title and duration edited, Esc back to its row, kept after reload', async () => {
    const query = 'type=live&sort=createdAt:desc';
    const rows = (await api<ListPage<Wallpaper>>(`/admin/wallpapers?${query}&pageSize=20`)).list;
    const index = Math.min(2, rows.length - 1);
    const target = rows[index]!;
    expect(target.type).toBe('live');

    await page.goto(`${server.url}/wallpaper/list?view=table&type=live&size=20`);
    await listReady(page);
    await page.locator('.od-list-title').click();
    await page.keyboard.press('/');
    await page.keyboard.press('ArrowDown');
    for (let i = 0; i < index; i++) await page.keyboard.press('j');
    await expect.poll(() => rowClass(page, index)).toContain('od-row-active');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/wallpaper/detail\\?id=${target.id}$`));
    await expect.poll(() => page.getByTestId('wallpaper-title').innerText()).toBe(target.title);
    await page
      .getByText(en('contentWeb.wallpaper.seconds_other', { count: target.durationSeconds }))
      .waitFor();

    // Edit by keyboard: the title field takes the focus; Enter saves.
    await tabTo(page, (f) => f.action === 'edit');
    await page.keyboard.press('Enter');
    const title = page.locator('#wallpaper-title');
    await expect.poll(() => title.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    const renamed = `Keyboard tide ${Date.now() % 100_000}`;
    await page.keyboard.press('Control+a');
    await page.keyboard.type(renamed);
    const duration = page.locator('#wallpaper-durationSeconds');
    await duration.focus();
    // Out of range (1 to 3600): the field says so and nothing is saved.
    await page.keyboard.press('Control+a');
    await page.keyboard.type('0');
    await page.keyboard.press('Enter');
    await expect.poll(() => duration.getAttribute('aria-invalid')).toBe('true');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('47');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('wallpaper-title').innerText()).toBe(renamed);
    await page.getByText(en('contentWeb.wallpaper.seconds_other', { count: 47 })).waitFor();
    await expect.poll(async () => (await focused(page)).action).toBe('edit');

    // Esc goes back to the list, the focus on the row the wallpaper was opened from.
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/wallpaper\/list\?/);
    await listReady(page);
    await expect.poll(async () => (await focused(page)).row).toBe(String(index));
    expect(await rowClass(page, index)).toContain('od-row-active');

    const saved = await api<Wallpaper>(`/admin/wallpapers/${target.id}`);
    expect(saved).toMatchObject({ title: renamed, durationSeconds: 47, type: 'live' });
    await page.goto(`${server.url}/wallpaper/detail?id=${target.id}`);
    await expect.poll(() => page.getByTestId('wallpaper-title').innerText()).toBe(renamed);
    await page.getByText(en('contentWeb.wallpaper.seconds_other', { count: 47 })).waitFor();
    expect(problems).toEqual([]);
  });

  test("a card's title opens the wallpaper from the grid; Esc puts the focus back on it", async () => {
    const target = (await api<ListPage<Wallpaper>>('/admin/wallpapers?sort=createdAt:desc&pageSize=5'))
      .list[1]!;
    await page.goto(`${server.url}/wallpaper/list`);
    await page.getByTestId(`wallpaper-open-${target.id}`).waitFor();
    await page.locator('.od-list-title').click();
    await page.keyboard.press('/');
    await tabTo(page, (f) => f.testId === `wallpaper-open-${target.id}`, 80);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/wallpaper/detail\\?id=${target.id}$`));
    await expect.poll(() => page.getByTestId('wallpaper-title').innerText()).toBe(target.title);
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/wallpaper\/list$/);
    await expect.poll(async () => (await focused(page)).testId).toBe(`wallpaper-open-${target.id}`);
    expect(problems).toEqual([]);
  });

  test('the palette finds a wallpaper by title and opens its detail page', async () => {
    const target = (await api<ListPage<Wallpaper>>('/admin/wallpapers?sort=createdAt:desc&pageSize=5'))
      .list[3]!;
    await page.goto(`${server.url}/dashboard/workplace`);
    await keyboardReady(page);
    await page.keyboard.press('Control+k');
    await page.locator('.od-palette [cmdk-input]').waitFor();
    await page.keyboard.type(target.title);
    const item = page.locator(`.od-palette [cmdk-item][data-value="wallpaper:${target.id}"]`);
    await item.waitFor();
    const selected = page.locator('.od-palette [cmdk-item][data-selected="true"]');
    for (let i = 0; i < 40 && (await selected.getAttribute('data-value')) !== `wallpaper:${target.id}`; i++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/wallpaper/detail\\?id=${target.id}$`));
    await expect.poll(() => page.getByTestId('wallpaper-title').innerText()).toBe(target.title);
    expect(problems).toEqual([]);
  });
});
