import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { type AxeViolation, axeViolations } from '../helpers/axe.js';
import { keyboardReady, resetStorage, skipBrowserSuite } from '../helpers/browser.js';
import { signIn } from '../helpers/console.js';
import { fieldContrasts } from '../helpers/contrast.js';
import { ADMIN, button, en, signedIn, useHarness } from './chrome-harness.js';
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
    test(`login, workplace, member list and drawer, palette, settings drawer, template editor, wallpaper detail: ${theme}`, async () => {
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
      // its live region tells how many results a query has
      await page.keyboard.type('member list');
      await expect.poll(() => page.getByTestId('palette-status').innerText()).toMatch(/^Results: [1-9]/);
      await page.keyboard.press('Escape');
      await page.locator('.od-palette').waitFor({ state: 'detached' });

      await button(page, en('chrome.navbar.settings')).click();
      // the pointer leaves the button, so its tooltip is not drawn over the drawer
      await page.mouse.move(0, 0);
      await page.locator('.od-settings-drawer').waitFor();
      await check(page, 'settings drawer', theme);
      await page.keyboard.press('Escape');
      await page.locator('.od-settings-drawer').waitFor({ state: 'detached' });

      await page.goto(`${h.server.url}/template/create`);
      await page.getByTestId('template-preview').waitFor();
      await check(page, 'template editor', theme);

      await page.goto(`${h.server.url}/wallpaper/detail?id=1`);
      await page.getByTestId('wallpaper-title').waitFor();
      await check(page, 'wallpaper detail', theme);

      await page.close();
      const broken = Object.fromEntries(
        Object.entries(found).filter(([k, v]) => k.endsWith(`(${theme})`) && v.length > 0),
      );
      expect(broken).toEqual({});
      expect(h.problems).toEqual([]);
    });
  }

  /**
   * Watches the page's toasts from their first frame to their removal: on every class change and
   * every animation frame, a toast drawn less than opaque (its own opacity times its ancestors'), or
   * blurred, or about to fade (opacity or filter among its transitions) is recorded.
   */
  const TOAST_FRAMES = `(() => {
    const log = { seen: 0, frames: 0, faded: [], gone: 0 };
    window.__toastFrames = log;
    const live = new Set();
    const look = () => {
      for (const t of document.querySelectorAll('.bp6-toast')) {
        if (!live.has(t)) { live.add(t); log.seen++; }
      }
      for (const t of live) {
        if (!t.isConnected) { live.delete(t); log.gone++; continue; }
        log.frames++;
        let opacity = 1;
        for (let e = t; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
        const style = getComputedStyle(t);
        const fades = /opacity|filter|all/.test(style.transitionProperty) && style.transitionDuration !== '0s';
        if (opacity < 1 || style.filter !== 'none' || fades)
          log.faded.push(t.className + ' opacity ' + opacity.toFixed(2) + ' filter ' + style.filter + ' transition ' + style.transitionProperty);
      }
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    const frame = () => { look(); requestAnimationFrame(frame); };
    requestAnimationFrame(frame);
  })()`;

  for (const theme of ['light', 'dark'] as const) {
    test(`the "Welcome" toast is opaque on every frame, coming in and going out (no fade to low contrast): ${theme}`, async () => {
      const page = await h.browser.newPage();
      page.on('pageerror', (e) => h.problems.push(`pageerror: ${e.message}`));
      await page.addInitScript(TOAST_FRAMES);
      await page.goto(`${h.server.url}/favicon.svg`);
      await resetStorage(page, { 'arco-locale': 'en-US', 'opsdeck-settings': JSON.stringify({ theme }) });
      await signIn(page, h.server.url);
      await page.locator('.bp6-toast', { hasText: en('login.welcome') }).waitFor();
      expect(await axeViolations(page, '.bp6-toast-container')).toEqual([]);
      // the toast has gone (3 s on screen, then its exit)
      await expect
        .poll(
          () =>
            page.evaluate(
              'window.__toastFrames.seen > 0 && window.__toastFrames.gone >= window.__toastFrames.seen',
            ),
          {
            timeout: 30_000,
          },
        )
        .toBe(true);
      const log = (await page.evaluate('window.__toastFrames')) as { frames: number; faded: string[] };
      expect(log.frames).toBeGreaterThan(0);
      expect(log.faded).toEqual([]);
      await page.close();
      expect(h.problems).toEqual([]);
    });
  }

  for (const theme of ['light', 'dark'] as const) {
    test(`an empty field's placeholder reads muted: dimmer than typed text, still 4.5:1 (money form, list search): ${theme}`, async () => {
      const page = await signedIn(h, ADMIN, { theme });
      const found = [];
      await page.goto(`${h.server.url}/member/patch-coin`);
      await page.locator('textarea[placeholder]').waitFor();
      found.push(...(await fieldContrasts(page)));
      await page.goto(`${h.server.url}/member/list`);
      await listReady(page);
      found.push(...(await fieldContrasts(page)));
      // the coin form's member, amount and reason fields, and the list's search
      expect(found.length).toBeGreaterThanOrEqual(4);
      for (const f of found) {
        expect(f.placeholder, `${f.field}: ${JSON.stringify(f)}`).toBeGreaterThanOrEqual(4.5);
        expect(f.placeholder, `${f.field}: ${JSON.stringify(f)}`).toBeLessThan(f.text - 1);
      }
      await page.close();
      expect(h.problems).toEqual([]);
    });
  }

  /** The computed background colour of the first element `selector` finds. */
  const background = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).backgroundColor);

  for (const theme of ['light', 'dark'] as const) {
    test(`the theme colour from the settings drawer reaches primary buttons and the progress bar: ${theme}`, async () => {
      const page = await signedIn(h, ADMIN, { theme });
      await button(page, en('chrome.navbar.settings')).click();
      const drawer = page.locator('.od-settings-drawer');
      await drawer.waitFor();
      // by keyboard: the purple swatch
      await drawer.locator('[data-color="#722ED1"]').focus();
      await page.keyboard.press('Enter');
      await drawer.locator('[data-color="#722ED1"][aria-pressed="true"]').waitFor();
      const purple = 'rgb(114, 46, 209)';
      await expect
        .poll(() => background(page, '.od-settings-drawer .bp6-button.bp6-intent-primary'))
        .toBe(purple);
      // Blueprint's progress bar (the upload field draws one while it sends)
      await page.evaluate(() => {
        interface Doc {
          createElement(t: string): { className: string; innerHTML: string };
          body: { append(e: unknown): void };
        }
        const doc = (globalThis as unknown as { document: Doc }).document;
        const bar = doc.createElement('div');
        bar.className = 'bp6-progress-bar bp6-intent-primary';
        bar.innerHTML = '<div class="bp6-progress-meter" style="width: 50%"></div>';
        doc.body.append(bar);
      });
      expect(await background(page, '.bp6-progress-bar.bp6-intent-primary .bp6-progress-meter')).toBe(purple);
      // kept on this device: after a reload the primary buttons are still purple
      await page.keyboard.press('Escape');
      await page.reload();
      await page.locator('main').first().waitFor();
      await button(page, en('chrome.navbar.settings')).click();
      await expect
        .poll(() => background(page, '.od-settings-drawer .bp6-button.bp6-intent-primary'))
        .toBe(purple);
      await page.close();
      expect(h.problems).toEqual([]);
    });
  }
});
