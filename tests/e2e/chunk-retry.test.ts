import { join } from 'node:path';
import type { Category } from '@opsdeck/shared/schemas';
import type { Page, Route } from 'playwright-core';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { keyboardReady, skipBrowserSuite } from '../helpers/browser.js';
import { apiData, useConsole } from '../helpers/console.js';
import { screenshotDir } from '../helpers/shots.js';
import type { RunningServer } from '../helpers/start-server.js';
import { en, zh } from '../helpers/strings.js';

/** The category rows' checks, a chunk of their own loaded after the list's first paint (use-category-checks.ts). */
const CHECKS = /\/assets\/category-checks-[^/?]+\.js(\?|$)/;
/** A screen's own chunk (the VIP orders list). */
const ORDERS = /\/assets\/orders-page-[^/?]+\.js(\?|$)/;
/** The palette's own code (cmdk, its pages), loaded on the first Ctrl+K. */
const PALETTE = /\/assets\/palette-host-[^/?]+\.(js|css)(\?|$)/;
/** What the browser says of a chunk that did not load (it also rejects the import: not a problem here). */
const GONE = /Failed to fetch dynamically imported module|Unable to preload CSS/;

/**
 * A chunk of the console's code that does not load (lib/chunk-import.ts, lib/stale-chunk.ts). Chromium
 * keeps a failed module fetch by its URL for the page's life, so a retry of the same `import()`
 * rejected at once without a request: the console asks again under a fresh URL. And the notice says
 * why: the connection (Retry) or a deploy that replaced the file (Reload).
 */
describe.skipIf(skipBrowserSuite)('a console chunk that fails to load, in Chromium', () => {
  let server: RunningServer;
  let page: Page;
  let token: string;
  const problems: string[] = [];
  useConsole(problems, { width: 1280, height: 800, expectedFailures: ['/assets/'] }, (opened) => {
    ({ server, page, token } = opened);
  });
  afterEach(() => {
    expect(problems.filter((p) => !GONE.test(p))).toEqual([]);
    problems.length = 0;
  });
  const api = <T>(path: string, init?: RequestInit) => apiData<T>(server.apiUrl, token, path, init);
  const refused = (route: Route) => route.abort('connectionrefused');
  const gone = (route: Route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  const toast = (key: string) => page.locator('.bp6-toast', { hasText: en(key) });

  test('the browser keeps a failed chunk by its URL: the same import rejects without a request, a fresh URL loads', async () => {
    await page.goto(`${server.url}/dashboard/workplace`);
    await page.locator('[data-panel="quick-ops"]').waitFor();
    const url = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .find((n) => /\/assets\/workplace-route-[^/]+\.js$/.test(n)),
    );
    expect(url).toBeTruthy();
    // a chunk this page has not asked for yet: its URL, as the server names it
    const checks = `${new URL(url ?? '').origin}/assets/${await checksChunkName()}`;
    const asked: string[] = [];
    page.on('request', (r) => {
      if (CHECKS.test(r.url())) asked.push(r.url());
    });
    await page.route(CHECKS, refused);
    // (a string: vitest rewrites an import() in a function it compiles)
    const importIn = (u: string): Promise<string> =>
      page.evaluate(`import(${JSON.stringify(u)}).then(() => 'loaded', (e) => e.message)`);
    expect(await importIn(checks)).toMatch(GONE);
    await page.unroute(CHECKS, refused);
    expect(asked).toEqual([checks]);
    // the network is back: the same URL still fails, and nothing was asked
    expect(await importIn(checks)).toMatch(GONE);
    expect(asked).toEqual([checks]);
    // a fresh URL is a new entry: fetched, and it loads
    expect(await importIn(`${checks}?retry=1`)).toBe('loaded');
    expect(asked).toEqual([checks, `${checks}?retry=1`]);
  });

  test('refused, the checks chunk says "connection" with Retry; let through, the row’s Retry loads them and saves', async () => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (CHECKS.test(r.url())) asked.push(new URL(r.url()).search);
    });
    const categories = await api<{ list: Category[] }>('/admin/categories?pageSize=100');
    const row = categories.list[0];
    if (!row) throw new Error('the seed has no category');
    await page.route(CHECKS, refused);
    await page.goto(`${server.url}/category/list`);
    // the list loads the checks after its first paint: refused, the notice says why
    await toast('exception.chunkConnection').waitFor();
    // the build's rewrite of the imports kept what each one preloads: the screen has its styles
    // (rewritten before Vite's own pass, the screens were drawn without their stylesheets)
    expect(
      await page.evaluate(
        `[...document.styleSheets].map((s) => s.href ?? '').filter((h) => /assets\\/content-[^/]+\\.css$/.test(h)).length`,
      ),
    ).toBe(1);
    expect(await toast('exception.updated').count()).toBe(0);
    await toast('exception.chunkConnection')
      .getByRole('button', { name: en('exception.retry') })
      .waitFor();

    await page.getByTestId(`category-row-${row.id}`).locator('td').nth(1).dblclick();
    const editing = page.getByTestId(`category-edit-${row.id}`);
    await editing.locator('input[name="name"]').fill(`${row.name} (retried)`);
    await editing.locator('input[name="name"]').press('Enter');
    const retry = page.getByTestId('checks-failed-retry');
    await retry.waitFor();

    // the network is back: Retry fetches the chunk again (a fresh URL), and the save goes out
    await page.unroute(CHECKS, refused);
    await retry.click();
    await expect
      .poll(() => page.getByTestId(`category-row-${row.id}`).innerText())
      .toContain(`${row.name} (retried)`);
    expect((await api<Category>(`/admin/categories/${row.id}`)).name).toBe(`${row.name} (retried)`);
    expect(asked.some((search) => /[?&]retry=\d+/.test(search))).toBe(true);
    expect(await page.getByTestId('checks-failed').count()).toBe(0);
  });

  test('a screen chunk refused says "connection"; one answered 404 says the console was updated', async () => {
    await page.goto(`${server.url}/dashboard/workplace`);
    await page.locator('[data-panel="quick-ops"]').waitFor();
    await page.route(ORDERS, refused);
    await navigateInApp('/order/vip');
    await toast('exception.chunkConnection').waitFor();
    await page.locator('.bp6-non-ideal-state', { hasText: en('exception.chunkConnection') }).waitFor();
    await page.unroute(ORDERS, refused);

    // a new page (the router keeps a route's failed load): the file gone, a deploy
    await page.route(ORDERS, gone);
    await page.goto(`${server.url}/dashboard/workplace`);
    await page.locator('[data-panel="quick-ops"]').waitFor();
    await navigateInApp('/order/vip');
    await toast('exception.updated').waitFor();
    await toast('exception.updated')
      .getByRole('button', { name: en('exception.reload') })
      .waitFor();
    await page.locator('.bp6-non-ideal-state', { hasText: en('exception.updated') }).waitFor();
    expect(await toast('exception.chunkConnection').count()).toBe(0);
    await page.unroute(ORDERS, gone);
  });

  test('Ctrl+K refused: the connection notice; its Retry (by keyboard) brings the palette’s code, the next Ctrl+K opens it', async () => {
    await page.goto(`${server.url}/dashboard/workplace`);
    await keyboardReady(page);
    await page.route(PALETTE, refused);
    await page.keyboard.press('Control+k');
    const notice = toast('exception.chunkConnection');
    await notice.waitFor();
    // the screen stays
    await page.locator('[data-panel="quick-ops"]').waitFor();
    await page.unroute(PALETTE, refused);
    await notice.getByRole('button', { name: en('exception.retry') }).focus();
    await page.keyboard.press('Enter');
    await notice.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+k');
    await page.locator('[cmdk-input]').waitFor();
    expect(await page.locator('.bp6-toast').count()).toBe(0);
  });

  test('both notices in en-US light and zh-CN dark (screenshots at 1280 px: CHUNK_SHOTS_DIR)', async () => {
    const shots = screenshotDir('CHUNK_SHOTS_DIR', 'opsdeck-shots-chunks-');
    afterAll(shots.remove);
    const cases = [
      { locale: 'en-US', theme: 'light', say: en },
      { locale: 'zh-CN', theme: 'dark', say: zh },
    ] as const;
    for (const { locale, theme, say } of cases) {
      await page.evaluate(
        `localStorage.setItem('arco-locale', '${locale}');` +
          `localStorage.setItem('opsdeck-settings', JSON.stringify({ ...JSON.parse(localStorage.getItem('opsdeck-settings') ?? '{}'), theme: '${theme}' }))`,
      );
      for (const [kind, answer, words] of [
        ['connection', refused, 'exception.chunkConnection'],
        ['updated', gone, 'exception.updated'],
      ] as const) {
        await page.route(CHECKS, answer);
        await page.goto(`${server.url}/category/list`);
        await page.locator(theme === 'dark' ? 'body[arco-theme="dark"]' : 'body:not([arco-theme])').waitFor({
          state: 'attached',
        });
        const notice = page.locator('.bp6-toast', { hasText: say(words) });
        await notice.waitFor();
        await notice
          .getByRole('button', { name: say(kind === 'connection' ? 'exception.retry' : 'exception.reload') })
          .waitFor();
        await page.locator('.bp6-toast-enter-done').waitFor();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: join(shots.dir, `${kind}-${locale}-${theme}.png`) });
        await page.unroute(CHECKS, answer);
      }
    }
    await page.evaluate(
      `localStorage.setItem('arco-locale', 'en-US');` +
        `localStorage.setItem('opsdeck-settings', JSON.stringify({ ...JSON.parse(localStorage.getItem('opsdeck-settings') ?? '{}'), theme: 'light' }))`,
    );
  });

  /** Goes to `path` through the console's router (a client navigation, not a page load). */
  async function navigateInApp(path: string) {
    // (a string: the tests compile without the DOM's names)
    await page.evaluate(
      `history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`,
    );
  }

  /** The checks chunk's file name, from the built assets the server sends. */
  async function checksChunkName(): Promise<string> {
    const { readdirSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { ROOT } = await import('../helpers/start-server.js');
    const name = readdirSync(join(ROOT, 'web/dist/assets')).find((f) =>
      /^category-checks-[^.]+\.js$/.test(f),
    );
    if (!name) throw new Error('no category-checks chunk in web/dist/assets');
    return name;
  }
});
