import { randomUUID } from 'node:crypto';
import type { ReissueJob } from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { keyboardReady, resetStorage, skipBrowserSuite } from '../helpers/browser.js';
import { apiData, useConsole } from '../helpers/console.js';
import type { RunningServer } from '../helpers/start-server.js';
import { jobsLayout } from './reissue-jobs-width-support.js';

/**
 * The re-issue jobs screen at 1280 and 1440 px, in en-US light and zh-CN dark, with an open job
 * beside the list: at 1280 px the list's seven columns (about 690 px) ran under the open job's
 * pane, "Re-issue", "发起人" and "任务" broke over two or three lines, the dates over three, and the
 * pane's rows (their order numbers) pushed it past the window.
 */
describe.skipIf(skipBrowserSuite)('re-issue jobs screen width in Chromium', { timeout: 180_000 }, () => {
  const problems: string[] = [];
  let server: RunningServer;
  let page: Page;
  let token = '';
  useConsole(problems, {}, (s) => {
    ({ server, page, token } = s);
  });
  const api = <T>(path: string, init: RequestInit = {}) => apiData<T>(server.apiUrl, token, path, init);
  const createJob = (body: object) =>
    api<ReissueJob>('/admin/reissue-jobs', {
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify(body),
    });

  // jobs in several states: one done with its own amount per row (its rows with their order
  // numbers), one waiting for approval with a long filter, one cancelled
  let done: ReissueJob;
  beforeAll(async () => {
    const members = await api<{ list: { visibleId: string }[] }>('/admin/members?status=active&pageSize=3');
    done = await createJob({
      kind: 'coins',
      reason: 'e2e width: own amounts',
      rows: members.list.map((m, i) => ({ member: m.visibleId, amount: 1000 * (i + 1) })),
    });
    await createJob({
      kind: 'coins',
      amount: 100_000,
      reason: 'e2e width: waits',
      filter: { status: 'active', platform: 'android' },
    });
    const cancelled = await createJob({
      kind: 'coins',
      amount: 100_000,
      reason: 'e2e width: cancelled',
      filter: { status: 'active' },
    });
    await api(`/admin/reissue-jobs/${cancelled.id}/cancel`, { method: 'POST', body: '{}' });
  });

  test.each([
    ['en-US', 'light', 1280, 800],
    ['en-US', 'light', 1440, 900],
    ['zh-CN', 'dark', 1280, 800],
    ['zh-CN', 'dark', 1440, 900],
  ] as const)(
    '%s %s at %i px: the list fits beside the open job, nothing cut, no header broken',
    async (locale, theme, width, height) => {
      await page.setViewportSize({ width, height });
      await page.goto(`${server.url}/login`);
      await resetStorage(page, {
        token,
        'arco-locale': locale,
        'opsdeck-settings': JSON.stringify({ theme }),
      });
      await page.goto(`${server.url}/member/reissue-jobs?id=${done.id}`);
      await keyboardReady(page);
      await page.locator('.od-jobs-table tbody tr[data-status="cancelled"]').waitFor();
      await page
        .locator(`[data-testid="job-row-${done.id}"][data-status="done"]`)
        .waitFor({ timeout: 120_000 });
      await page.locator('.od-jobs-table tbody tr[data-status="pending_approval"]').waitFor();
      await page.locator('[data-testid="job-row-result-3"][data-state="issued"]').waitFor();
      const layout = await page.evaluate(jobsLayout);
      const seen = JSON.stringify(layout);
      expect(layout.pageWider, seen).toBe(false);
      expect(layout.listWider, seen).toBe('');
      expect(layout.detailWider, seen).toBe('');
      expect(layout.cut, seen).toEqual([]);
      // the jobs table's headers on one line (the rows table's may take two: "Member / ID")
      const jobHeads = Object.entries(layout.headLines).slice(0, 5);
      expect(
        jobHeads.filter(([, n]) => n !== 1),
        seen,
      ).toEqual([]);
      // ids, amounts with their units, counts, times and names whole on their line; a filter wraps at its
      // spaces, onto three lines at most ("status active, / platform / Android" beside 100,000 coins each)
      expect(layout.oneLineParts, seen).toBe(1);
      expect(layout.filterLines, seen).toBeGreaterThan(0);
      expect(layout.filterLines, seen).toBeLessThanOrEqual(3);
      expect(problems).toEqual([]);
    },
  );
});
