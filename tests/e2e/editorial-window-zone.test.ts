import { formatDateTime, type Page as ListPage } from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from '../helpers/browser.js';
import {
  ADMIN,
  apiData,
  apiToken,
  closeConsole,
  consoleBrowser,
  signIn,
  watchProblems,
} from '../helpers/console.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';

interface Topic {
  id: number;
  title: string;
  startsAt: string | null;
  endsAt: string | null;
}

/**
 * The editorial window (topics, collections, wallpaper topics) is read and shown in UTC+8 as every
 * other business time, not in the browser's zone: a browser in New York (UTC−5) sees and types the
 * same day and time as one in Shanghai.
 */
describe('the editorial window in UTC+8 on a browser in another zone', () => {
  const problems: string[] = [];
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    browser = await consoleBrowser({ width: 1440, height: 900, timezoneId: 'America/New_York' });
    page = await browser.newPage();
    watchProblems(page, problems);
    await signIn(page, server.url, ADMIN);
    token = await apiToken(server.apiUrl);
  });
  afterAll(() => closeConsole({ browser, server }));

  test('a topic’s start shows its UTC+8 day and time, and a typed one is read in UTC+8', async () => {
    const topics = await apiData<ListPage<Topic>>(server.apiUrl, token, '/admin/topics?pageSize=100');
    const row = topics.list.find((t) => t.startsAt && t.endsAt);
    if (!row?.startsAt) throw new Error('the seed has no topic with a window');
    expect(await page.evaluate(() => new Date(0).getTimezoneOffset())).toBe(300);
    await page.goto(`${server.url}/topic/list`);
    await page.getByRole('button', { name: `Edit ${row.title}` }).click();
    const start = page.locator('#editorial-startsAt');
    await start.waitFor();
    // as the list and every other screen show it (UTC+8), not New York's clock
    expect(await start.inputValue()).toBe(formatDateTime(row.startsAt, 'en-US'));
    await start.fill('01/02/2026, 09:30');
    await page.getByRole('dialog').getByRole('button', { name: /^Save/ }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const saved = await apiData<Topic>(server.apiUrl, token, `/admin/topics/${row.id}`);
    // 09:30 in UTC+8 is 01:30 UTC (New York's 09:30 would have been 14:30 UTC)
    expect(saved.startsAt).toBe('2026-01-02T01:30:00.000Z');
    expect(problems).toEqual([]);
  });
});
