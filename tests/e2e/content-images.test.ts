import type { Page as ListPage, Template, Wallpaper } from '@opsdeck/shared/schemas';
import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { skipBrowserSuite } from '../helpers/browser.js';
import { apiData, useConsole } from '../helpers/console.js';
import type { RunningServer } from '../helpers/start-server.js';
import { en } from '../helpers/strings.js';

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

/**
 * The API calls the page made while `open` ran: path and query after /api, and the script that made
 * each (the file of its first stack frame: the page's own address for index.html's inline script).
 */
async function callsWhile(page: Page, open: () => Promise<void>): Promise<{ call: string; by: string }[]> {
  const calls: { call: string; by: string }[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (e) => {
    const url = new URL(e.request.url);
    if (!url.pathname.startsWith('/api/admin/')) return;
    const frame = e.initiator.stack?.callFrames[0] ?? e.initiator.stack?.parent?.callFrames[0];
    calls.push({
      call: `${url.pathname.slice(4)}${url.search}`,
      by: frame ? new URL(frame.url).pathname : '',
    });
  });
  try {
    await open();
  } finally {
    await cdp.detach();
  }
  return calls;
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

  test.each([
    ['/wallpaper/list', '/admin/wallpapers'],
    ['/wallpaper/topics', '/admin/wallpaper-topics'],
    ['/template/list', '/admin/templates'],
    ['/collection/list', '/admin/collections'],
    ['/topic/list', '/admin/topics'],
    ['/wallpaper/detail', '/admin/wallpapers/'],
    ['/template/detail', '/admin/templates/'],
    ['/collection/detail', '/admin/collections/'],
  ])(
    "%s asks for its data once on a first load: index.html's early call, which the screen takes",
    async (path, call) => {
      const detail = call.endsWith('/');
      const id = detail
        ? (await api<ListPage<{ id: number }>>(`${call.slice(0, -1)}?pageSize=1`)).list[0]?.id
        : 0;
      const calls = await callsWhile(page, async () => {
        await page.goto(`${server.url}${path}${detail ? `?id=${id}` : ''}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
      });
      const mine = calls.filter((c) => (detail ? c.call === `${call}${id}` : c.call.split('?')[0] === call));
      // one call, made by the page's inline script: had the screen asked for anything else (another
      // query), or not taken the early answer, there would be two, the second from its own code
      expect(mine).toEqual([{ call: expect.any(String), by: path }]);
      expect(problems).toEqual([]);
    },
  );

  test.each([
    '/wallpaper/list',
    '/wallpaper/topics',
    '/wallpaper/detail',
    '/template/list',
    '/template/detail',
    '/collection/list',
    '/collection/detail',
    '/topic/list',
    '/category/list',
    '/template/create',
    '/wallpaper/create',
    // its money limits read typed amounts (typed-number.ts): listed with the keyboard layer, that
    // module brought the layer, the catalogue's actions, zod and four schema chunks into its page
    '/list/card',
    // its date fields follow the overview's range rule (point-range.ts): from point.ts it brought zod
    '/task-point/overview',
  ])(
    '%s is drawn without zod: its page preloads no schema code (they load with a form or a typed filter)',
    async (path) => {
      const detail = /detail$/.test(path);
      const resource = `/admin/${path.split('/')[1]}s`;
      const query = detail
        ? `?id=${(await api<ListPage<{ id: number }>>(`${resource}?pageSize=1`)).list[0]?.id}`
        : '';
      const html = await (
        await fetch(`${server.url}${path}${query}`, { headers: { accept: 'text/html' } })
      ).text();
      const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map(
        (m) => m[1] ?? '',
      );
      const isSchemaCode = (href: string) =>
        /\/assets\/(zod|content-schemas|list-schemas|common-schemas|action-schemas|catalogue-actions|keyboard)-/.test(
          href,
        );
      // the page preloads its screen's code (the shell, then the screen's own chunks), no schema's
      expect(preloads.length).toBeGreaterThan(5);
      expect(preloads.filter(isSchemaCode)).toEqual([]);
    },
  );

  test('the early answer serves the first call only: paging back to the first page asks the server again', async () => {
    const firstPage = '/admin/wallpapers?current=1&pageSize=20&sort=createdAt:desc';
    const asked = () => calls.filter((c) => c.call === firstPage).length;
    const calls: { call: string; by: string }[] = [];
    await callsWhile(page, async () => {
      await page.goto(`${server.url}/wallpaper/list`);
      await page.locator('[data-testid^="wallpaper-card-"]').first().waitFor();
    }).then((c) => calls.push(...c));
    expect(asked()).toBe(1);
    await callsWhile(page, async () => {
      await page.getByRole('button', { name: en('lists.pager.next') }).click();
      await page.waitForURL(/page=2/);
      // the first page's answer, not the load state: 'networkidle' was reached by the document's
      // load and resolves at once, before the screen has asked (CI stop 45 read 1 call)
      const answered = page.waitForResponse((r) => {
        const url = new URL(r.url());
        return `${url.pathname.slice(4)}${url.search}` === firstPage;
      });
      await page.getByRole('button', { name: en('lists.pager.previous') }).click();
      await page.waitForURL((url) => !url.search.includes('page=2'));
      await answered;
    }).then((c) => calls.push(...c));
    expect(asked()).toBe(2);
    expect(problems).toEqual([]);
  });
});
