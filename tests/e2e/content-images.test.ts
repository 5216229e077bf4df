import type { Page as ListPage, Template, Wallpaper } from '@opsdeck/shared/schemas';
import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { skipBrowserSuite } from '../helpers/browser.js';
import { apiData, useConsole } from '../helpers/console.js';
import type { RunningServer } from '../helpers/start-server.js';

/** The stored pictures (`/uploads/…`) the page asked for while `open` ran. */
async function picturesWhile(page: Page, open: () => Promise<void>): Promise<string[]> {
  const asked: string[] = [];
  const onRequest = (r: Request) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/uploads/')) asked.push(path);
  };
  page.on('request', onRequest);
  try {
    await open();
  } finally {
    page.off('request', onRequest);
  }
  return asked;
}

/** What every picture of the list must be: a thumbnail, never the full file. */
const THUMBNAIL = /^\/uploads\/[a-z0-9-]+\.thumb\.webp$/;

/**
 * The image screens ask for what they draw: cards, covers and previews their thumbnails (not the
 * full pictures), the list's page beside its filters' choices (not after them); a choice in the URL
 * still filters the first page.
 */
describe.skipIf(skipBrowserSuite)('content pictures in Chromium', () => {
  let server: RunningServer;
  let page: Page;
  let token = '';
  const problems: string[] = [];
  const api = <T>(path: string) => apiData<T>(server.apiUrl, token, path);

  useConsole(problems, { width: 1440, height: 900 }, (opened) => ({ server, page, token } = opened));

  test('template cards are drawn from thumbnails, and the page is asked for beside the categories', async () => {
    const events: string[] = [];
    const onRequest = (r: Request) => {
      const path = new URL(r.url()).pathname;
      if (path === '/api/admin/templates') events.push('templates asked');
    };
    const onResponse = (r: { url(): string }) => {
      if (new URL(r.url()).pathname === '/api/admin/categories') events.push('categories answered');
    };
    page.on('request', onRequest);
    page.on('response', onResponse);
    const asked = await picturesWhile(page, async () => {
      await page.goto(`${server.url}/template/list`);
      await page.locator('[data-testid^="template-card-"]').first().waitFor();
      await expect.poll(() => events).toContain('categories answered');
    });
    page.off('request', onRequest);
    page.off('response', onResponse);
    expect(events.indexOf('templates asked')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('templates asked')).toBeLessThan(events.indexOf('categories answered'));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((p) => !THUMBNAIL.test(p))).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("a template's preview and cover are drawn from thumbnails; Edit still opens the form", async () => {
    const first = (await api<ListPage<Template>>('/admin/templates?pageSize=1')).list[0];
    if (!first) throw new Error('no template in the demo data');
    const asked = await picturesWhile(page, async () => {
      await page.goto(`${server.url}/template/detail?id=${first.id}`);
      await page.getByTestId('template-detail-preview').waitFor();
      await page.locator('.od-tpl-cover').waitFor();
      await expect
        .poll(() => page.locator('.od-tpl-cover').evaluate((img) => (img as { complete: boolean }).complete))
        .toBe(true);
    });
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((p) => !THUMBNAIL.test(p))).toEqual([]);
    // the editor (fetched on the first Edit) draws the full pictures
    await page.locator('.od-content-page-head [data-action="edit"]').click();
    await page.locator('#template-name').waitFor();
    expect(problems).toEqual([]);
  });

  test.each(['/collection/list', '/topic/list', '/wallpaper/topics'])(
    'the covers of %s are thumbnails',
    async (path) => {
      const asked = await picturesWhile(page, async () => {
        await page.goto(`${server.url}${path}`);
        await page.locator('.od-content-thumb').first().waitFor();
        await expect
          .poll(() =>
            page
              .locator('.od-content-thumb')
              .evaluateAll((imgs) => imgs.every((img) => (img as { complete: boolean }).complete)),
          )
          .toBe(true);
      });
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.filter((p) => !THUMBNAIL.test(p))).toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  test('a category in the URL filters the first page of wallpapers (the list waits for the choices)', async () => {
    const some = (await api<ListPage<Wallpaper>>('/admin/wallpapers?pageSize=1')).list[0];
    if (!some) throw new Error('no wallpaper in the demo data');
    const listed: string[] = [];
    const onRequest = (r: Request) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/admin/wallpapers') listed.push(url.searchParams.get('categoryId') ?? '');
    };
    page.on('request', onRequest);
    await page.goto(`${server.url}/wallpaper/list?categoryId=${some.categoryId}`);
    await page.getByTestId(`wallpaper-card-${some.id}`).waitFor();
    page.off('request', onRequest);
    expect(listed).toEqual([String(some.categoryId)]);
    const shown = await api<ListPage<Wallpaper>>(
      `/admin/wallpapers?categoryId=${some.categoryId}&pageSize=20`,
    );
    expect(await page.locator('[data-testid^="wallpaper-card-"]').count()).toBe(shown.list.length);
    expect(problems).toEqual([]);
  });
});
