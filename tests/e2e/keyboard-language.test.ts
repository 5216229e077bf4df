import { translate } from '@opsdeck/shared/i18n';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Browser, launchBrowser, resetStorage, skipBrowserSuite } from '../helpers/browser.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';
import { ADMIN } from './lists-support.js';

interface Dom {
  document: { documentElement: { lang: string }; body: { innerText: string } };
}
const MEMBERS = /\/api\/admin\/members\?/;
const lang = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as Dom).document.documentElement.lang);

/** Transport failures in the operator's language, and the first visit's language from the browser. */
describe.skipIf(skipBrowserSuite)('console language and transport failures in Chromium', () => {
  let server: RunningServer;
  /** One browser per browser language, a new page per test. */
  const browsers = new Map<string, Browser>();

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    for (const b of browsers.values()) await b.close();
    await server?.stop();
  });

  async function fresh(locale: string, stored?: string): Promise<Page> {
    let browser = browsers.get(locale);
    if (!browser) {
      browser = await launchBrowser({ locale });
      browsers.set(locale, browser);
    }
    const page = await browser.newPage();
    await page.goto(`${server.url}/favicon.svg`);
    await resetStorage(page, stored ? { 'arco-locale': stored } : {});
    await page.goto(`${server.url}/login`);
    await page.locator('input[name="phone"]').waitFor();
    return page;
  }

  test.each([
    ['zh-CN', 'zh-CN'],
    ['en-US', 'en-US'],
    ['fr-FR', 'en-US'],
  ])('a %s browser with nothing stored gets %s', async (browserLocale, expected) => {
    const page = await fresh(browserLocale);
    expect(await lang(page)).toBe(expected);
    expect(
      await page.getByRole('button', { name: translate(expected as 'en-US', 'login.submit') }).count(),
    ).toBe(1);
    await page.close();
  });

  test('a stored choice wins over the browser', async () => {
    const page = await fresh('zh-CN', 'en-US');
    expect(await lang(page)).toBe('en-US');
    await page.close();
  });

  test.each(['en-US', 'zh-CN'] as const)(
    "%s: a transport failure says 'Request Error' in the operator's language, never \"Network Error\"",
    async (locale) => {
      const page = await fresh(locale, locale);
      await page.locator('input[name="phone"]').fill(ADMIN.phone);
      await page.locator('input[name="password"]').fill(ADMIN.password);
      await page.locator('input[name="password"]').press('Enter');
      await page.waitForURL(/\/dashboard\/workplace$/);
      await page.route(MEMBERS, (route) => route.abort('internetdisconnected'));
      await page.goto(`${server.url}/member/list`);
      const text = translate(locale, 'common.requestError');
      await page.locator('.bp6-toast', { hasText: text }).first().waitFor();
      await expect
        .poll(() => page.evaluate(() => (globalThis as unknown as Dom).document.body.innerText))
        .not.toContain('Network Error');
      await page.unroute(MEMBERS);
      await page.close();
    },
  );
});
