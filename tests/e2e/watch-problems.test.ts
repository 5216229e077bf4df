import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Browser, skipBrowserSuite } from '../helpers/browser.js';
import { type AllowFailures, closeConsole, consoleBrowser, watchProblems } from '../helpers/console.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';

/**
 * What the browser suites count as a problem (tests/helpers/console.ts): a 404, a 5xx or a network
 * failure of an address the suite did not name; not the refusals the tests provoke (401, 400).
 */
describe.skipIf(skipBrowserSuite)('failed loads in the browser suites', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let allowFailures: AllowFailures;
  const problems: string[] = [];
  beforeAll(async () => {
    server = await startServer();
    browser = await consoleBrowser();
    page = await browser.newPage();
    allowFailures = watchProblems(page, problems, { expectedFailures: ['/api/named-on-purpose'] });
    await page.goto(`${server.url}/login`);
  });
  afterAll(() => closeConsole({ browser, server }));

  /** Fetches `path` from the page and waits until its answer's status is in. */
  const load = (path: string) =>
    page.evaluate(async (url) => (await fetch(url)).status, `${server.url}${path}`);

  test('a 404 counts, with its address; a named address and a refused sign-in do not', async () => {
    expect(await load('/api/no-such-address')).toBe(404);
    expect(await load('/api/named-on-purpose')).toBe(404);
    // 401: the token is missing, as a signed-out call is refused on purpose
    expect(await load('/api/admin/members')).toBe(401);
    await expect.poll(() => problems.length).toBeGreaterThan(0);
    allowFailures('/api/named-later');
    expect(await load('/api/named-later')).toBe(404);
    // the failed loads are logged as they arrive: one more round trip lets the last in
    expect(await load('/api/no-such-address-2')).toBe(404);
    await expect.poll(() => problems.length).toBe(2);
    expect(problems[0]).toMatch(/status of 404 .*\/api\/no-such-address$/);
    expect(problems[1]).toMatch(/\/api\/no-such-address-2$/);
  });
});
