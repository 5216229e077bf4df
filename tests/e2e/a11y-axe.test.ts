import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { type AxeViolation, axeViolations } from '../helpers/axe.js';
import { keyboardReady, resetStorage, skipBrowserSuite } from '../helpers/browser.js';
import { signIn } from '../helpers/console.js';
import { button, en, useHarness } from './chrome-harness.js';
import { listReady } from './lists-support.js';

type Theme = 'light' | 'dark';

/**
 * axe-core on the console's main screens, in both themes: no critical or serious violation.
 * AXE_REPORT=<file> also writes what was found per screen and theme (for a before/after table).
 */
describe.skipIf(skipBrowserSuite)('accessibility (axe-core) in Chromium', () => {
  const h = useHarness();
  const found: Record<string, AxeViolation[]> = {};

  async function check(page: Page, screen: string, theme: Theme): Promise<void> {
    // the theme is on before anything is checked
    await page.locator(theme === 'dark' ? 'body[arco-theme="dark"]' : 'body:not([arco-theme])').waitFor({
      state: 'attached',
    });
    found[`${screen} (${theme})`] = await axeViolations(page);
  }

  afterAll(() => {
    if (process.env.AXE_REPORT) writeFileSync(process.env.AXE_REPORT, JSON.stringify(found, null, 2));
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`login, workplace, member list and drawer, palette, settings drawer, template editor: ${theme}`, async () => {
      const page = await h.browser.newPage();
      page.on('pageerror', (e) => h.problems.push(`pageerror: ${e.message}`));
      await page.goto(`${h.server.url}/favicon.svg`);
      await resetStorage(page, { 'arco-locale': 'en-US', 'opsdeck-settings': JSON.stringify({ theme }) });

      await page.goto(`${h.server.url}/login`);
      await page.locator('input[name="password"]').waitFor();
      await check(page, 'login', theme);

      await signIn(page, h.server.url);
      await page.locator('.od-workplace, main h1').first().waitFor();
      await page.locator('.bp6-spinner').first().waitFor({ state: 'detached' });
      await check(page, 'workplace', theme);

      await page.goto(`${h.server.url}/member/list`);
      await listReady(page);
      await check(page, 'member list', theme);

      // the first row's drawer, opened from the search field by keyboard
      await page.keyboard.press('/');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.getByTestId('member-coins').waitFor();
      await check(page, 'member drawer', theme);
      await page.keyboard.press('Escape');
      await page.locator('.bp6-drawer').waitFor({ state: 'detached' });

      await keyboardReady(page);
      await page.keyboard.press('Control+k');
      await page.locator('.od-palette [cmdk-item]').first().waitFor();
      await check(page, 'palette', theme);
      await page.keyboard.press('Escape');
      await page.locator('.od-palette').waitFor({ state: 'detached' });

      await button(page, en('chrome.navbar.settings')).click();
      await page.locator('.od-settings-drawer').waitFor();
      await check(page, 'settings drawer', theme);
      await page.keyboard.press('Escape');
      await page.locator('.od-settings-drawer').waitFor({ state: 'detached' });

      await page.goto(`${h.server.url}/template/create`);
      await page.getByTestId('template-preview').waitFor();
      await check(page, 'template editor', theme);

      await page.close();
      const broken = Object.fromEntries(
        Object.entries(found).filter(([k, v]) => k.endsWith(`(${theme})`) && v.length > 0),
      );
      expect(broken).toEqual({});
      expect(h.problems).toEqual([]);
    });
  }
});
