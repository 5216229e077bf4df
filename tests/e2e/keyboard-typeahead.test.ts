import type { MemberRow } from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { keyboardReady, skipBrowserSuite } from '../helpers/browser.js';
import { apiData, useConsole } from '../helpers/console.js';
import type { RunningServer } from '../helpers/start-server.js';
import { en } from '../helpers/strings.js';
import { reissueReads } from './reissue-support.js';

/** Holds the requests matching `pattern` until `release` (the palette's code, the member search). */
async function hold(page: Page, pattern: string): Promise<{ release: () => Promise<void> }> {
  let open: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    open = resolve;
  });
  const waiting: Promise<void>[] = [];
  await page.route(pattern, (route) => {
    const sent = held.then(() => route.continue());
    waiting.push(sent);
    return sent;
  });
  return {
    // the held requests go on first, then later ones are no longer held
    release: async () => {
      open();
      await Promise.all(waiting);
      await page.unroute(pattern);
    },
  };
}

/**
 * Keys typed faster than the console draws (web/src/lib/typed-ahead.ts): those typed after Ctrl+K
 * before the palette's field has the focus reach the field, and an Enter typed before the member
 * search answered is applied when it answers, with what was typed after it going on into the next
 * steps, in the palette and on the re-issue screen. Nothing is issued without the review.
 */
describe.skipIf(skipBrowserSuite)('keys typed ahead of the screen, in Chromium', () => {
  let server: RunningServer;
  let page: Page;
  let token = '';
  const problems: string[] = [];
  useConsole(problems, { width: 1280, height: 820 }, (opened) => ({ server, page, token } = opened));
  const input = () => page.locator('.od-palette [cmdk-input]');
  const api = <T>(path: string) => apiData<T>(server.apiUrl, token, path);
  const { patchOrders, activeMembers } = reissueReads(api);

  test('text typed while the palette first loads is in its search field', async () => {
    await keyboardReady(page);
    const code = await hold(page, '**/assets/palette-host-*.js');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('reissue co');
    await code.release();
    await input().waitFor();
    await expect.poll(() => input().inputValue()).toBe('reissue co');
    const selected = page.locator('.od-palette [cmdk-item][data-selected="true"]');
    await expect.poll(() => selected.innerText()).toContain(en('patch.actions.reissueCoins'));
    await page.keyboard.press('Escape');
    await input().waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  test('palette: `reissue coins⏎id⏎9⏎reason⏎` typed at once, the member search held, reaches the review', async () => {
    const who = (await activeMembers())[4] as MemberRow;
    const reason = `typed ahead ${Date.now()}`;
    const search = await hold(page, '**/api/admin/members?*');
    await page.keyboard.press('Control+k');
    await page.keyboard.type(`reissue coins\n${who.visibleId}\n9\n${reason}\n`);
    await search.release();
    await page.getByTestId('palette-preview').waitFor();
    // a palette row's text reads '' in the frame it mounts (content-visibility: auto): poll it
    await expect
      .poll(() => page.getByTestId('palette-cli-line').innerText())
      .toContain(`--member ${who.visibleId} --coins 9 --reason '${reason}'`);
    // the review waits for its confirmation: nothing was issued
    expect(await patchOrders(who.id, reason)).toEqual([]);
    await page.keyboard.press('Escape');
    await input().waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  test('/member/patch-coin: `id⏎5⏎reason⏎` typed before the search answered opens the review', async () => {
    const who = (await activeMembers())[5] as MemberRow;
    const reason = `form typed ahead ${Date.now()}`;
    await page.goto(`${server.url}/member/patch-coin`);
    await page.locator('#patch-member:focus').waitFor();
    const search = await hold(page, '**/api/admin/members?*');
    await page.keyboard.type(`${who.visibleId}\n5\n${reason}\n`);
    await search.release();
    const dialog = page.locator('.bp6-dialog');
    await page.locator('[data-testid="patch-confirm"]:focus').waitFor();
    const text = await dialog.innerText();
    expect(text).toContain(who.visibleId);
    expect(text).toContain('+5');
    expect(text).toContain(reason);
    expect(await patchOrders(who.id, reason)).toEqual([]);
    // the held Enter picked the member: its list is closed (it stayed open over the member's balance
    // and the Coins label) and the field names the member, not the typed id
    const picker = page.locator('#patch-member');
    expect(await picker.getAttribute('aria-expanded')).toBe('false');
    expect(await picker.inputValue()).toBe(`${who.nickname} (${who.visibleId})`);
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
  });
});
