import { allRoutes } from '@opsdeck/shared/catalogue';
import { translate } from '@opsdeck/shared/i18n';
import { describe, expect, test } from 'vitest';
import { type PageGlobals, skipBrowserSuite } from '../helpers/browser.js';
import { ADMIN, signedIn, useHarness } from './chrome-harness.js';

/** The record a detail screen opens when it is reached from its list (the seed has these). */
const RECORD: Record<string, string> = {
  '/wallpaper/detail': '?id=1',
  '/template/detail': '?id=1',
  '/collection/detail': '?id=1',
};

/** Screens headed by what they show (the workplace's greeting, a form's outcome), named by the window title. */
const OWN_HEADING = new Set(['/dashboard/workplace', '/result/success', '/result/error']);

const SCREENS = allRoutes().filter((r) => r.built && r.requiresAuth && !r.path.includes(':'));

/**
 * One name a screen: the page heading says what the side menu, the palette and the window title
 * say (all three read the route's menu string), in both languages; no template names left over.
 */
describe.skipIf(skipBrowserSuite)('screen names in Chromium', () => {
  const h = useHarness();

  test('every screen with a page heading is named by its menu entry, in en-US and zh-CN', {
    timeout: 600_000,
  }, async () => {
    const page = await signedIn(h, ADMIN);
    const mismatches: string[] = [];
    let checked = 0;
    for (const locale of ['en-US', 'zh-CN'] as const) {
      await page.evaluate(
        (l) => (globalThis as unknown as PageGlobals).localStorage.setItem('arco-locale', l),
        locale,
      );
      for (const route of SCREENS) {
        const name = translate(locale, route.i18nKey);
        expect(name).not.toMatch(
          /Card List|Group Form|Search Table|Basic Profile|Step Form|卡片列表|分组表单|查询表格|基础详情页|分步表单/,
        );
        await page.goto(`${h.server.url}${route.path}${RECORD[route.path] ?? ''}`);
        await page.locator('main :is(h1, h2, h3, h4, [role="heading"])').first().waitFor();
        await expect.poll(() => page.title()).toBe(`${name} · OpsDeck`);
        // a detail screen is headed by its record's name (the window title still names the screen)
        const h1 = page.locator('main h1');
        if (RECORD[route.path] || OWN_HEADING.has(route.path) || (await h1.count()) === 0) continue;
        checked += 1;
        const heading = (await h1.first().innerText()).trim();
        if (heading !== name)
          mismatches.push(`${locale} ${route.path}: heading "${heading}", menu "${name}"`);
      }
    }
    await page.close();
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(60);
    expect(h.problems).toEqual([]);
  });
});
