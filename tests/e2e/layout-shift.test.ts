import type { Page as ListPage, Template, Wallpaper } from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { skipBrowserSuite } from '../helpers/browser.js';
import { apiData, useConsole } from '../helpers/console.js';
import type { RunningServer } from '../helpers/start-server.js';

/** What the page's callbacks touch (the tests compile without the DOM lib). */
interface ShiftWindow {
  odShifts: { value: number; sources: string[] }[];
  odShiftObserver: { takeRecords(): unknown[] };
  document: {
    images: ArrayLike<{
      complete: boolean;
      naturalWidth: number;
      loading: string;
      src: string;
      getBoundingClientRect(): { top: number };
    }>;
  };
  requestAnimationFrame(cb: () => void): void;
  innerHeight: number;
}

/** The content pictures: held back by each test until the screen has drawn without them. */
const PICTURES = '**/uploads/**';

/**
 * Records every layout shift of the page from its first paint (as Lighthouse's CLS counts them:
 * the ones no input caused), with the class of what moved.
 */
function recordShifts(): void {
  const w = globalThis as unknown as ShiftWindow & {
    PerformanceObserver: new (
      cb: (list: {
        getEntries(): {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: { className?: unknown } }[];
        }[];
      }) => void,
    ) => ShiftWindow['odShiftObserver'] & { observe(o: object): void };
  };
  if (w.odShifts) return; // registered once per page load
  w.odShifts = [];
  const take = (
    entries: { value: number; hadRecentInput: boolean; sources?: { node?: { className?: unknown } }[] }[],
  ) => {
    for (const e of entries) {
      if (e.hadRecentInput) continue;
      w.odShifts.push({
        value: e.value,
        sources: (e.sources ?? []).map((s) => String(s.node?.className ?? '')),
      });
    }
  };
  const observer = new w.PerformanceObserver((list) => take(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  w.odShiftObserver = observer;
}

/** Holds the pictures back until `release` (then lets them and later ones through). */
async function holdPictures(page: Page): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(PICTURES, async (route) => {
    await held;
    // a picture of a page left meanwhile was cancelled with it: nothing to let through
    await route.continue().catch(() => undefined);
  });
  return async () => {
    release();
    await page.unroute(PICTURES);
  };
}

/**
 * Waits until every picture on the screen or fetched at once has arrived (a lazy one below the fold
 * is not asked for yet) and two more frames have been drawn.
 */
async function picturesDrawn(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const w = globalThis as unknown as ShiftWindow;
          return Array.from(w.document.images)
            .filter((img) => img.loading !== 'lazy' || img.getBoundingClientRect().top < w.innerHeight)
            .filter((img) => !(img.complete && img.naturalWidth > 0))
            .map((img) => img.src);
        }),
      // the server draws a seed picture on its first request: slow on a loaded machine
      { timeout: 30_000 },
    )
    .toEqual([]);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const w = globalThis as unknown as ShiftWindow;
        w.requestAnimationFrame(() => w.requestAnimationFrame(() => resolve()));
      }),
  );
}

/** The layout shifts recorded so far (their sum is the page's CLS) and what moved. */
function shifts(page: Page) {
  return page.evaluate(() => {
    const w = globalThis as unknown as ShiftWindow;
    w.odShiftObserver.takeRecords();
    const all = w.odShifts;
    return { total: all.reduce((sum, s) => sum + s.value, 0), all };
  });
}

/**
 * Nothing moves after a screen's first paint (Lighthouse's layout shift, CLS): a picture's box has
 * its final size before the file arrives (the shared ContentImage takes the picture's width and
 * height), and the footer stays below the fold while the page fills in. The pictures are held back
 * until the screen has drawn, so they always arrive after it.
 */
describe.skipIf(skipBrowserSuite)('layout shift of the picture screens, in Chromium', () => {
  let server: RunningServer;
  let page: Page;
  let token = '';
  const problems: string[] = [];
  useConsole(problems, { width: 1280, height: 820 }, (opened) => ({ server, page, token } = opened));
  const api = <T>(path: string) => apiData<T>(server.apiUrl, token, path);

  beforeAll(() => page.addInitScript(recordShifts));

  test('a wallpaper detail: the picture has its final box before it loads, and nothing moves when it does', async () => {
    const row = (await api<ListPage<Wallpaper>>('/admin/wallpapers?type=static&page=1&pageSize=1')).list[0]!;
    const release = await holdPictures(page);
    await page.goto(`${server.url}/wallpaper/detail?id=${row.id}`);
    const picture = page.locator('[data-testid="wallpaper-detail-preview"] img');
    const details = page.locator('.od-tpl-detail-info');
    await details.waitFor();
    const before = { picture: await picture.boundingBox(), details: await details.boundingBox() };
    expect(await picture.evaluate((img) => (img as unknown as { complete: boolean }).complete)).toBe(false);
    // the box has the wallpaper's shape while its file is still on the way
    expect(before.picture?.height).toBeGreaterThan(100);
    expect((before.picture?.width ?? 0) / (before.picture?.height ?? 1)).toBeCloseTo(
      row.width / row.height,
      2,
    );
    await release();
    await picturesDrawn(page);
    expect(await picture.boundingBox()).toEqual(before.picture);
    expect(await details.boundingBox()).toEqual(before.details);
    const { total, all } = await shifts(page);
    expect(total, JSON.stringify(all)).toBeLessThan(0.05);
  });

  test('the picture screens, the data analysis, the monitor and the automation cards fill in without moving (CLS < 0.05)', async () => {
    const template = (await api<ListPage<Template>>('/admin/templates?page=1&pageSize=1')).list[0]!;
    const screens: [string, string][] = [
      ['/wallpaper/list', '.od-wallpaper-grid li'],
      ['/template/list', '.od-template-grid li'],
      [`/template/detail?id=${template.id}`, '.od-tpl-cover'],
      // the panels that load on their own, and the monitor's newest picture (its size unknown)
      ['/visualization/data-analysis', '[data-panel="authors"]'],
      ['/dashboard/monitor', '.od-monitor-preview img'],
      // the money limits card above the switches, each loaded on its own
      ['/list/card', '[data-testid="money-limits"]'],
    ];
    for (const [path, drawn] of screens) {
      const release = await holdPictures(page);
      await page.goto(`${server.url}${path}`);
      await page.locator(drawn).first().waitFor();
      await release();
      // every part of the screen has loaded: no spinner left
      await expect.poll(() => page.locator('#od-main .bp6-spinner').count(), { timeout: 30_000 }).toBe(0);
      await picturesDrawn(page);
      const { total, all } = await shifts(page);
      expect(total, `${path}: ${JSON.stringify(all)}`).toBeLessThan(0.05);
    }
  });

  test('on a phone the monitor fills in without moving: its panels are in one column under the activity', async () => {
    await page.setViewportSize({ width: 412, height: 823 });
    try {
      const release = await holdPictures(page);
      await page.goto(`${server.url}/dashboard/monitor`);
      await page.locator('.od-monitor-events').waitFor();
      await release();
      await expect.poll(() => page.locator('#od-main .bp6-spinner').count(), { timeout: 30_000 }).toBe(0);
      await picturesDrawn(page);
      const { total, all } = await shifts(page);
      expect(total, JSON.stringify(all)).toBeLessThan(0.05);
    } finally {
      await page.setViewportSize({ width: 1280, height: 820 });
    }
  });

  test('the footer starts below the fold, even on a short page', async () => {
    await page.goto(`${server.url}/exception/404`);
    const footer = page.locator('.od-footer');
    await footer.waitFor({ state: 'attached' });
    const top = await footer.evaluate(
      (el) => (el as unknown as { getBoundingClientRect(): { top: number } }).getBoundingClientRect().top,
    );
    expect(top).toBeGreaterThanOrEqual(820);
  });
});
