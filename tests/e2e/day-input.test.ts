import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Browser, launchBrowser, resetStorage, skipBrowserSuite } from '../helpers/browser.js';
import { ADMIN, signIn } from '../helpers/console.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';
import { en, zh } from '../helpers/strings.js';

/**
 * Days in the console's language, not the browser's: a zh-CN operator on an English Chromium and
 * an en-US operator on a Chinese one each see and type their own language's form (a native
 * `<input type="date">` followed the browser: mm/dd/yyyy for the first), by keyboard alone.
 */
describe.skipIf(skipBrowserSuite)('day inputs in Chromium', () => {
  let server: RunningServer;
  const browsers: Browser[] = [];
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    for (const b of browsers) await b.close();
    await server?.stop();
  });

  async function stepForm(browserLocale: string, consoleLocale: string): Promise<Page> {
    const browser = await launchBrowser({ locale: browserLocale });
    browsers.push(browser);
    const page = await browser.newPage();
    await page.goto(`${server.url}/favicon.svg`);
    await resetStorage(page, { 'arco-locale': consoleLocale });
    await signIn(page, server.url, ADMIN);
    await page.goto(`${server.url}/form/step`);
    await page.locator('#channel-promotionTime').waitFor();
    return page;
  }

  test('zh-CN console on an en-US browser: 年/月/日, typed as YYYY/MM/DD, ↑/↓ move a part', async () => {
    const page = await stepForm('en-US', 'zh-CN');
    const first = page.locator('#channel-promotionTime');
    expect(await first.getAttribute('placeholder')).toBe('年/月/日');
    await first.focus();
    await page.keyboard.type('20261201');
    expect(await first.inputValue()).toBe('2026/12/01');
    // the caret is in the day: ↑ is the next day, then Home and ↓ the year before
    await page.keyboard.press('ArrowUp');
    expect(await first.inputValue()).toBe('2026/12/02');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    expect(await first.inputValue()).toBe('2025/12/02');
    // a short part closed by a separator, in the second field
    await page.keyboard.press('Tab');
    await page.keyboard.type('2026/1/15');
    expect(await page.locator('#channel-promotionTo').inputValue()).toBe('2026/01/15');
    // not a day: said in Chinese, naming the field
    await first.fill('');
    await first.focus();
    await page.keyboard.type('20260230');
    await expect
      .poll(() => page.locator('.od-day-input-error').first().innerText())
      .toBe(zh('web.dayInput.notADay', { field: `${zh('fields.promotionTime')} 1`, text: '2026/02/30' }));
    await page.close();
  });

  test('en-US console on a zh-CN browser: MM/DD/YYYY, and an unfinished day is named when left', async () => {
    const page = await stepForm('zh-CN', 'en-US');
    const first = page.locator('#channel-promotionTime');
    expect(await first.getAttribute('placeholder')).toBe('MM/DD/YYYY');
    await first.focus();
    await page.keyboard.type('12012026');
    expect(await first.inputValue()).toBe('12/01/2026');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1231');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.locator('.od-day-input-error').first().innerText())
      .toBe(en('web.dayInput.format', { field: `${en('fields.promotionTime')} 2`, pattern: 'MM/DD/YYYY' }));
    await page.close();
  });
});
