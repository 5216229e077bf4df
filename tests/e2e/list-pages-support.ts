import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type Browser, launchBrowser, type PageGlobals } from '../helpers/browser.js';
import { signIn, watchProblems } from '../helpers/console.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';
import { listReady } from './lists-support.js';

/**
 * A server for the suite, and `open`: a list screen signed in as the demo admin in a browser of the
 * given width, language and theme (each its own browser, closed after the suite), with its page
 * problems collected in `problems`.
 */
export function useListPages() {
  let server: RunningServer | undefined;
  const browsers: Browser[] = [];
  const problems: string[] = [];

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    for (const b of browsers) await b.close();
    await server?.stop();
  });

  const url = (): string => {
    if (!server) throw new Error('the server has not started');
    return server.url;
  };

  async function open(
    locale: 'en-US' | 'zh-CN',
    theme: 'light' | 'dark',
    path = '/member/list',
    width = 1440,
  ): Promise<Page> {
    const browser = await launchBrowser({ width, height: 900, locale });
    browsers.push(browser);
    await browser.context.addInitScript(
      ([l, th]) => {
        const storage = (globalThis as unknown as PageGlobals).localStorage;
        storage.setItem('arco-locale', l as string);
        storage.setItem('opsdeck-settings', JSON.stringify({ theme: th }));
      },
      [locale, theme],
    );
    const page = await browser.newPage();
    watchProblems(page, problems);
    await signIn(page, url());
    await page.goto(`${url()}${path}`);
    await listReady(page);
    return page;
  }

  return { open, problems, url };
}
