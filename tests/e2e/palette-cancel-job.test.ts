import { randomUUID } from 'node:crypto';
import type { ReissueJob } from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from '../helpers/axe.js';
import { keyboardReady, resetStorage, skipBrowserSuite } from '../helpers/browser.js';
import { apiData, useConsole } from '../helpers/console.js';
import { paletteOn } from '../helpers/palette.js';
import type { RunningServer } from '../helpers/start-server.js';
import { en, zh } from '../helpers/strings.js';

/**
 * The palette's "Cancel a re-issue job" offers the open jobs (queued, running, waiting for approval)
 * to pick, as the member picker offers members, and still takes a typed id: by keyboard alone, in
 * en-US light and zh-CN dark, axe clean. It asked for a bare id.
 */
describe.skipIf(skipBrowserSuite)('the palette cancels a re-issue job picked from the open ones', () => {
  const problems: string[] = [];
  let server: RunningServer;
  let page: Page;
  let token = '';
  useConsole(problems, {}, (s) => {
    ({ server, page, token } = s);
  });
  const { selectedText, openPalette } = paletteOn(() => page);

  // 100,000 coins to each member: far above the batch threshold, so each waits for a second admin
  const heldJob = (reason: string) =>
    apiData<ReissueJob>(server.apiUrl, token, '/admin/reissue-jobs', {
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify({ kind: 'coins', amount: 100_000, reason, filter: { status: 'active' } }),
    });
  const jobNow = (id: number) => apiData<ReissueJob>(server.apiUrl, token, `/admin/reissue-jobs/${id}`);

  async function open(locale: string, theme?: 'dark') {
    await page.goto(`${server.url}/login`);
    await resetStorage(page, {
      token,
      'arco-locale': locale,
      ...(theme ? { 'opsdeck-settings': JSON.stringify({ theme }) } : {}),
    });
    await page.goto(`${server.url}/workplace`);
    await keyboardReady(page);
  }

  const pick = (id: number) => page.locator(`.od-palette [data-testid="palette-pick-${id}"]`);

  test('the open jobs to pick, newest first; #id picks one; Enter reviews and cancels it; zh-CN dark too', async () => {
    const older = await heldJob('e2e palette cancel older');
    const newer = await heldJob('e2e palette cancel newer');
    expect([older.status, newer.status]).toEqual(['pending_approval', 'pending_approval']);

    await open('en-US');
    await openPalette();
    await page.keyboard.type(en('reissueJobs.actions.cancel'));
    await expect.poll(selectedText).toContain(en('reissueJobs.actions.cancel'));
    await page.keyboard.press('Enter');
    // it asked for a bare id; now the open jobs are offered, the newest selected
    await pick(newer.id).waitFor();
    await pick(older.id).waitFor();
    await expect.poll(selectedText).toContain(`#${newer.id}`);
    expect(await pick(newer.id).innerText()).toContain(en('reissueJobs.statuses.pending_approval'));
    expect(await axeViolations(page, '.od-palette')).toEqual([]);
    // typing narrows them: the job whose number it is comes first
    await page.keyboard.type(`#${older.id}`);
    await expect.poll(selectedText).toContain(`#${older.id}`);
    await page.keyboard.press('Enter');
    // the review: Enter cancels it
    await page.locator('.od-palette [cmdk-item][data-value="run"][data-selected="true"]').waitFor();
    await page.keyboard.press('Enter');
    await page.locator('.bp6-toast', { hasText: en('reissueJobs.actions.cancel') }).waitFor();
    await expect.poll(async () => (await jobNow(older.id)).status).toBe('cancelled');
    expect((await jobNow(newer.id)).status).toBe('pending_approval');

    await open('zh-CN', 'dark');
    await openPalette();
    await page.keyboard.type(zh('reissueJobs.actions.cancel'));
    await expect.poll(selectedText).toContain(zh('reissueJobs.actions.cancel'));
    await page.keyboard.press('Enter');
    await pick(newer.id).waitFor();
    // the cancelled job is no longer offered; its typed id is still taken ("Continue" first)
    expect(await pick(older.id).count()).toBe(0);
    await page.keyboard.type(String(older.id));
    await expect.poll(selectedText).toBe(zh('palette.args.next'));
    await page.locator('.od-palette [data-testid="palette-picks-empty"]').waitFor();
    for (const _ of String(older.id)) await page.keyboard.press('Backspace');
    await expect.poll(selectedText).toContain(`#${newer.id}`);
    expect(await axeViolations(page, '.od-palette')).toEqual([]);
    await page.keyboard.press('Enter');
    await page.locator('.od-palette [cmdk-item][data-value="run"][data-selected="true"]').waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await jobNow(newer.id)).status).toBe('cancelled');
    expect(problems).toEqual([]);
  });
});
