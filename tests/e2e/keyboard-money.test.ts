import type { MemberRow } from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { keyboardReady, readStorage, skipBrowserSuite } from '../helpers/browser.js';
import { apiData } from '../helpers/console.js';
import { ADMIN, type ChromeHarness, en, signedIn, startHarness, stopHarness } from './chrome-harness.js';
import { fillReissueForm, reissueReads } from './reissue-support.js';

/**
 * Money safety from the keyboard: a quick double Enter never issues before the dry run's review
 * could be read (the form screens and the palette); a deliberate Enter, `y` or Ctrl+Enter issues once.
 *
 * "Quick" is measured on the page's own clock, the one the review's guard arms by (Playwright's
 * clock, paused): the presses are 0 ms apart for the guard however long a loaded machine takes to
 * deliver them, and the review is armed only when the test moves that clock past its reading time.
 */
describe.skipIf(skipBrowserSuite)('re-issue keyboard safety in Chromium', () => {
  let h: ChromeHarness;
  let page: Page;
  let token = '';
  let candidates: MemberRow[] = [];
  /** Real (not dry-run) re-issue calls the console sent. */
  const realCalls: string[] = [];

  const api = <T>(path: string) => apiData<T>(h.server.apiUrl, token, path);
  const { member, patchOrders, activeMembers } = reissueReads(api);

  beforeAll(async () => {
    h = await startHarness();
    page = await signedIn(h, ADMIN);
    page.on('request', (r) => {
      if (!/\/api\/admin\/member\/patch-(coin|vip)$/.test(r.url())) return;
      const body = JSON.parse(r.postData() ?? '{}') as { dryRun?: boolean };
      if (!body.dryRun) realCalls.push(r.url());
    });
    token = (await readStorage(page, 'token')) ?? '';
    // the page's clock, which the tests stop and move (the pages loaded from now on take it)
    await page.clock.install();
    candidates = await activeMembers();
    expect(candidates.length).toBeGreaterThan(3);
  });
  afterAll(() => stopHarness(h));

  /** Stops the page's clock (timers, frames, performance.now) until `runFor` or `resume`. */
  async function stopPageClock(): Promise<void> {
    // a moment ahead of the page's time; on a loaded machine that moment may pass before the call
    // lands ("cannot fast-forward to the past"): then a later one
    for (let ahead = 250; ; ahead *= 2) {
      const now = await page.evaluate(() => Date.now());
      const paused = await page.clock.pauseAt(now + ahead).then(
        () => true,
        (error: unknown) => {
          if (ahead > 16_000 || !String(error).includes('past')) throw error;
          return false;
        },
      );
      if (paused) return;
    }
  }

  /** Presses Enter twice with the page's clock stopped: no time passes between them for the guard. */
  async function doubleEnter(): Promise<void> {
    await stopPageClock();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
  }

  /** On a re-issue screen: the member by visible id, then amount and reason, the focus left in the reason. */
  async function fillForm(path: string, who: MemberRow, amount: number, reason: string): Promise<void> {
    await page.goto(`${h.server.url}${path}`);
    await fillReissueForm(page, who, amount, reason);
  }

  test.each([
    ['/member/patch-coin', 'coins'],
    ['/member/patch-vip', 'vip'],
  ])(
    '%s: a double Enter (0 ms apart on the page clock) issues nothing; a deliberate Enter issues once',
    async (path, kind) => {
      const who = kind === 'coins' ? candidates[0]! : candidates[1]!;
      const start = await member(who.id);
      const reason = `kb double ${kind} ${Date.now()}`;
      realCalls.length = 0;
      await fillForm(path, who, 7, reason);

      await doubleEnter();
      const confirm = page.getByTestId('patch-confirm');
      await confirm.waitFor();
      // 100 ms of the page's time: the dialog takes the focus, the review is not armed yet
      await page.clock.runFor(100);
      await page.locator('[data-testid="patch-confirm"]:focus').waitFor();
      expect(await confirm.getAttribute('data-armed')).not.toBe('true');
      // The review is there; another quick Enter on it (as a hurried operator would) is swallowed too.
      await page.keyboard.press('Enter');
      expect(await confirm.getAttribute('data-armed')).not.toBe('true');
      // Once the reading time has passed the review is armed, still open, and nothing was sent or written.
      await page.clock.runFor(800);
      await page.clock.resume();
      await page.locator('[data-testid="patch-confirm"][data-armed="true"]').waitFor();
      expect(realCalls).toEqual([]);
      expect(await patchOrders(who.id, reason)).toEqual([]);
      const now = await member(who.id);
      expect([now.coinBalance, now.vipExpiresAt]).toEqual([start.coinBalance, start.vipExpiresAt]);
      expect(await confirm.isVisible()).toBe(true);

      // A deliberate Enter issues exactly once.
      await page.keyboard.press('Enter');
      await page.getByTestId('patch-issued').waitFor();
      expect(realCalls).toHaveLength(1);
      expect(await patchOrders(who.id, reason)).toHaveLength(1);
      if (kind === 'coins') expect((await member(who.id)).coinBalance).toBe(start.coinBalance + 7);
      expect(h.problems).toEqual([]);
    },
  );

  test('/member/patch-coin: y confirms at once, as in the CLI', async () => {
    const who = candidates[2]!;
    const before = (await member(who.id)).coinBalance;
    const reason = `kb y ${Date.now()}`;
    realCalls.length = 0;
    await fillForm('/member/patch-coin', who, 3, reason);
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="patch-confirm"]:focus').waitFor();
    await page.keyboard.press('y');
    await page.getByTestId('patch-issued').waitFor();
    expect(realCalls).toHaveLength(1);
    expect(await patchOrders(who.id, reason)).toHaveLength(1);
    expect((await member(who.id)).coinBalance).toBe(before + 3);
  });

  test('/member/patch-coin: Esc on the review goes back to the reason field, nothing issued', async () => {
    const who = candidates[2]!;
    const reason = `kb esc ${Date.now()}`;
    realCalls.length = 0;
    await fillForm('/member/patch-coin', who, 4, reason);
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="patch-confirm"]:focus').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('patch-confirm').waitFor({ state: 'detached' });
    await page.locator('#patch-reason:focus').waitFor();
    expect(realCalls).toEqual([]);
    expect(await patchOrders(who.id, reason)).toEqual([]);
  });

  test('palette: a double Enter on the reason issues nothing; Enter once armed issues once', async () => {
    const who = candidates[3]!;
    const before = (await member(who.id)).coinBalance;
    const reason = `kb palette ${Date.now()}`;
    realCalls.length = 0;
    await page.goto(`${h.server.url}/dashboard/workplace`);
    await page.getByRole('heading').first().waitFor();
    await keyboardReady(page);
    await page.keyboard.press('Control+k');
    const input = page.locator('.od-palette [cmdk-input]');
    await input.waitFor();
    await page.keyboard.type('reissue coins');
    const selected = page.locator('.od-palette [cmdk-item][data-selected="true"]');
    await expect.poll(() => selected.innerText()).toContain(en('patch.actions.reissueCoins'));
    await page.keyboard.press('Enter');
    await page.getByTestId('palette-args-input').waitFor();
    await page.keyboard.type(who.visibleId);
    await page.locator('.od-palette [cmdk-item]', { hasText: who.visibleId }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.type('9');
    await page.keyboard.press('Enter');
    await page.keyboard.type(reason);
    await expect.poll(() => page.getByTestId('palette-cli-line').innerText()).toContain(reason);

    await doubleEnter();
    await page.getByTestId('palette-preview').waitFor();
    const confirm = page.getByTestId('palette-confirm');
    await confirm.waitFor();
    await page.clock.runFor(100);
    expect(await confirm.getAttribute('data-armed')).not.toBe('true');
    await page.keyboard.press('Enter');
    expect(await confirm.getAttribute('data-armed')).not.toBe('true');
    await page.clock.runFor(800);
    await page.clock.resume();
    await page.locator('[data-testid="palette-confirm"][data-armed="true"]').waitFor();
    expect(realCalls).toEqual([]);
    expect(await patchOrders(who.id, reason)).toEqual([]);
    expect((await member(who.id)).coinBalance).toBe(before);

    await page.keyboard.press('Enter');
    await page.locator('.bp6-toast', { hasText: who.visibleId }).waitFor();
    expect(realCalls).toHaveLength(1);
    expect(await patchOrders(who.id, reason)).toHaveLength(1);
    expect((await member(who.id)).coinBalance).toBe(before + 9);
    expect(h.problems).toEqual([]);
  });
});
