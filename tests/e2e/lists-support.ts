import type { Locator, Page } from 'playwright-core';
import type { Browser, PageGlobals } from '../helpers/browser.js';
import { consoleBrowser, signIn, watchProblems } from '../helpers/console.js';
import type { RunningServer } from '../helpers/start-server.js';

/** What the list suites share: the console they sign in to, table locators and API reads with the page's token. */
export { ADMIN } from '../helpers/console.js';

/**
 * The list suites' console: a laptop-sized window. The refusals the tests provoke (400, 403) are
 * not problems; a 404, a 5xx or a failed load is (watchProblems).
 */
export const LIST_CONSOLE = { width: 1366, height: 820 };

/** A browser in this locale with a signed-in admin page. */
export async function signedInPage(
  server: RunningServer,
  locale: 'en-US' | 'zh-CN',
  problems: string[],
): Promise<{ browser: Browser; page: Page }> {
  const browser = await consoleBrowser({ width: LIST_CONSOLE.width, height: LIST_CONSOLE.height, locale });
  const page = await browser.newPage();
  watchProblems(page, problems);
  await signIn(page, server.url);
  return { browser, page };
}

/** The body cells of column `col`, top to bottom. */
export function columnCells(page: Page, col: number): Locator {
  return page.locator(`.od-data-table .od-rows tr[data-row] > td:nth-child(${col + 1})`);
}

/** A body row (by its index on the page). */
function rowOf(page: Page, row: number): Locator {
  return page.locator(`.od-data-table .od-rows tr[data-row="${row}"]`);
}

/** The cell at a row and column. */
export function cell(page: Page, row: number, col: number): Locator {
  return rowOf(page, row).locator(`:scope > td:nth-child(${col + 1})`);
}

/** A row's classes (`od-row-active` on the active one). */
export async function rowClass(page: Page, row: number): Promise<string> {
  return (await rowOf(page, row).getAttribute('class')) ?? '';
}

/** The header texts, left to right. */
export async function headerTexts(page: Page): Promise<string[]> {
  const names = page.locator('.od-data-table .od-rows th');
  return (await names.allInnerTexts()).map((s) => s.trim());
}

/** Waits until a list has answered and is not loading. */
export async function listReady(page: Page): Promise<void> {
  await page.locator('.od-list-total').waitFor();
  await page.locator('.od-data-table[aria-busy="false"], .od-list-empty').first().waitFor();
}

/** GET an API path with the page's own token; the envelope's data. */
export async function apiGet<T>(server: RunningServer, page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() =>
    (globalThis as unknown as PageGlobals).localStorage.getItem('token'),
  );
  const res = await fetch(`${server.apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}
