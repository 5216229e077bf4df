import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { skipBrowserSuite } from '../helpers/browser.js';
import { ADMIN, useConsole } from '../helpers/console.js';
import { holdRoute } from '../helpers/hold-route.js';
import type { RunningServer } from '../helpers/start-server.js';
import { en } from '../helpers/strings.js';

/** The bits of the page's document the callbacks read (the tests compile without the DOM lib). */
interface PageDocument {
  document: {
    activeElement: { blur?: () => void } | null;
    body: { dataset: Record<string, string | undefined> };
  };
}

/** The page's storage (the tests compile without the DOM lib). */
interface PageStorage {
  localStorage: { removeItem(key: string): void };
}

/** The keyboard layer's chunk: each test holds it back until its keys or clicks are in. */
const LAYER_CHUNK = '**/assets/keyboard-*.js';

/**
 * The keyboard layer (shortcuts, the palette's key listener) loads after the first screen has drawn;
 * keys pressed before it listens are kept for it (web/src/app/palette/components/signed-in-keyboard.tsx).
 */
describe.skipIf(skipBrowserSuite)('keys pressed before the keyboard layer listens, in Chromium', () => {
  let server: RunningServer;
  let page: Page;
  const problems: string[] = [];
  useConsole(problems, { width: 1280, height: 820 }, (opened) => ({ server, page } = opened));
  const input = () => page.locator('.od-palette [cmdk-input]');

  test('keys pressed before the keyboard layer listens are kept for it: Ctrl+K, then g m', async () => {
    // The layer loads after the first screen; its code is held back here until the keys are in.
    const shortcutsOn = () =>
      page.evaluate(() => (globalThis as unknown as PageDocument).document.body.dataset.shortcuts ?? null);
    for (const [keys, done] of [
      [['Control+k'], () => input().waitFor()],
      [['g', 'm'], () => page.waitForURL(/\/member\/list$/)],
    ] as const) {
      const { release, restore } = await holdRoute(page, LAYER_CHUNK);
      try {
        await page.goto(`${server.url}/dashboard/workplace`);
        await page.locator('.od-greeting-title').waitFor();
        await page.locator('body[data-shortcuts="kept"]').waitFor({ state: 'attached' });
        await page.evaluate(() => (globalThis as unknown as PageDocument).document.activeElement?.blur?.());
        for (const key of keys) await page.keyboard.press(key);
        expect(await shortcutsOn()).toBe('kept');
        release();
        await done();
        expect(await shortcutsOn()).toBe('on');
      } finally {
        await restore();
      }
    }
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
  });

  test('a quick operation clicked before the layer listens opens its palette page once the layer is in', async () => {
    const { release, restore } = await holdRoute(page, LAYER_CHUNK);
    try {
      await page.goto(`${server.url}/dashboard/monitor`);
      const button = page.getByRole('button', { name: en('monitor.quick.reissueCoin') });
      await button.waitFor();
      await page.locator('body[data-shortcuts="kept"]').waitFor({ state: 'attached' });
      await button.click();
      expect(await input().count()).toBe(0);
      release();
      await input().waitFor();
      await expect
        .poll(() => page.locator('.od-palette .od-palette-crumbs-title').textContent())
        .toBe(en('patch.actions.reissueCoins'));
    } finally {
      await restore();
    }
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await input().waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  test('Ctrl+K the moment the workplace address appears, after sign-in or on a load, opens the palette with what was typed after it', async () => {
    // The profile's answer is held: until it arrives the console has no role and its keyboard layer
    // cannot mount, so only the entry's early listener (lib/early-keys.ts) can keep the key.
    const PROFILE = '**/api/admin/account/profile';
    for (const how of ['sign-in', 'load'] as const) {
      const { release, restore } = await holdRoute(page, PROFILE);
      try {
        if (how === 'sign-in') {
          await page.evaluate(() => (globalThis as unknown as PageStorage).localStorage.removeItem('token'));
          await page.goto(`${server.url}/login`);
          await page.locator('input[name="phone"]').fill(ADMIN.phone);
          await page.locator('input[name="password"]').fill(ADMIN.password);
          await page.locator('input[name="password"]').press('Enter');
          await page.waitForURL(/\/dashboard\/workplace$/);
        } else {
          await page.goto(`${server.url}/dashboard/workplace`);
        }
        await page.keyboard.press('Control+k');
        await page.keyboard.type('reissue co');
        expect(await input().count()).toBe(0);
        release();
        await input().waitFor();
        await expect.poll(() => input().inputValue()).toBe('reissue co');
      } finally {
        await restore();
      }
      await page.keyboard.press('Escape');
      await input().waitFor({ state: 'detached' });
    }
    expect(problems).toEqual([]);
  });

  test('"Re-issue to all N matching": digits typed the moment Enter opens its form land in the amount', async () => {
    await page.goto(`${server.url}/member/list?status=active&platform=android`);
    const button = page.getByTestId('reissue-all-button');
    await button.waitFor();
    await button.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('25');
    // the amount took the focus only once the dialog's 300 ms opening was over: "25" was lost
    const amount = page.locator('#reissue-all-amount');
    await expect.poll(() => amount.inputValue()).toBe('25');
    expect(
      await amount.evaluate((el) => el === (el.ownerDocument as { activeElement: unknown }).activeElement),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await amount.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  test('a dialog opened by a key takes what is typed at once: the security email dialog from its Enter', async () => {
    await page.goto(`${server.url}/user/setting?tab=security`);
    const change = page.locator('[data-setting="email"] button').last();
    await change.waitFor();
    await change.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('ops@example.com');
    // a lazy dialog mounted its field a task after the Enter: "ops@example.com" read "ps@example.com"
    const field = page.locator('#security-value');
    await expect.poll(() => field.inputValue()).toBe('ops@example.com');
    await page.keyboard.press('Escape');
    await field.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  test('"Change password" from the palette: the password typed at once after its Enter lands in the dialog', async () => {
    await page.goto(`${server.url}/dashboard/workplace`);
    await page.locator('body[data-shortcuts="on"]').waitFor({ state: 'attached' });
    await page.keyboard.press('Control+k');
    await input().waitFor();
    await page.keyboard.type(en('account.actions.changePassword'));
    await page
      .locator('.od-palette [cmdk-item][data-selected="true"]', {
        hasText: en('account.actions.changePassword'),
      })
      .waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Old-pass-1');
    // the palette dropped what was typed before the dialog's field took the focus: it read ''
    const old = page.locator('#old-password');
    await expect.poll(() => old.inputValue()).toBe('Old-pass-1');
    await page.keyboard.press('Escape');
    await old.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });
});
