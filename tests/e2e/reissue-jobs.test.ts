import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ReissueJob } from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from '../helpers/axe.js';
import { keyboardReady, resetStorage, skipBrowserSuite } from '../helpers/browser.js';
import { apiData, apiToken, consoleBrowser, USER, useConsole, watchProblems } from '../helpers/console.js';
import type { RunningServer } from '../helpers/start-server.js';
import { en, zh } from '../helpers/strings.js';

/**
 * The re-issue jobs screen (/member/reissue-jobs) on a real server: a job's live progress up to
 * done, its rows and result CSV, cancelling a job waiting for approval, by keyboard alone, in both
 * languages and themes, axe clean.
 */
// Jobs run to done here: on a loaded 2-core machine a job over hundreds of members can take minutes
// (its waits below allow 120 s), so each test may take longer than the suite's 60 s default.
describe.skipIf(skipBrowserSuite)('re-issue jobs screen in Chromium', { timeout: 240_000 }, () => {
  const problems: string[] = [];
  let server: RunningServer;
  let page: Page;
  let token = '';
  useConsole(problems, {}, (s) => {
    ({ server, page, token } = s);
  });

  const createJob = (body: object) =>
    apiData<ReissueJob>(server.apiUrl, token, '/admin/reissue-jobs', {
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify(body),
    });

  async function open(path: string, opts: { locale?: string; theme?: 'dark' } = {}) {
    await page.goto(`${server.url}/login`);
    await resetStorage(page, {
      token,
      'arco-locale': opts.locale ?? 'en-US',
      ...(opts.theme ? { 'opsdeck-settings': JSON.stringify({ theme: opts.theme }) } : {}),
    });
    await page.goto(`${server.url}${path}`);
    await keyboardReady(page);
  }

  test('the palette opens the screen; a job runs live to done; Enter opens its rows; d downloads the CSV', async () => {
    const filter = { status: 'active', platform: 'ios' };
    const list = await apiData<{ total: number }>(
      server.apiUrl,
      token,
      '/admin/members?status=active&platform=ios&pageSize=1',
    );
    await open('/workplace');
    await page.keyboard.press('Control+k');
    await page.locator('.od-palette [cmdk-input]:focus').waitFor();
    await page.keyboard.type(en('menu.member.reissueJobs'));
    await page
      .locator('.od-palette [cmdk-item][data-selected="true"]', { hasText: en('menu.member.reissueJobs') })
      .waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/member\/reissue-jobs/);
    await page.getByRole('heading', { name: en('reissueJobs.title'), level: 1 }).waitFor();
    // a job started elsewhere (the API) appears on the open screen without a reload
    const job = await createJob({ kind: 'coins', amount: 2, reason: 'e2e jobs screen', filter });
    expect(job.count).toBe(list.total);
    await page.getByTestId(`job-row-${job.id}`).waitFor();
    await page.getByTestId('jobs-table').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`[?&]id=${job.id}`));
    await page.locator(`[data-testid="job-row-${job.id}"][data-status="done"]`).waitFor({ timeout: 120_000 });
    await expect
      .poll(() => page.getByTestId('job-status').textContent(), { timeout: 60_000 })
      .toBe(en('reissueJobs.statuses.done'));
    await expect
      .poll(() => page.getByTestId('job-progress').textContent(), { timeout: 60_000 })
      .toContain(`${job.count} of ${job.count}`);
    // the rows are their own request, refreshed after the job's done: wait for them, do not read once
    await expect
      .poll(() => page.getByTestId('job-row-result-1').getAttribute('data-state'), { timeout: 60_000 })
      .toBe('issued');

    await page.getByTestId('jobs-table').focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('d')]);
    const csv = readFileSync((await download.path()) ?? '', 'utf8')
      .trim()
      .split('\r\n');
    expect(csv).toHaveLength(job.count + 1);
    expect(csv[1]).toMatch(/^1,\d{8},2,e2e jobs screen,Issued,PAT\d+,,/);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("live from the monitor's event stream: a job's row moves through its batches to done without a reload or a timed read", async () => {
    const members = await apiData<{ total: number }>(
      server.apiUrl,
      token,
      '/admin/members?status=active&pageSize=1',
    );
    // several batches of 100 rows, so the stream carries progress between queued and done
    expect(members.total).toBeGreaterThan(200);
    await open('/member/reissue-jobs');
    await page.locator('.od-jobs-page[data-live="live"]').waitFor();
    // every progress text the job's row shows, as drawn
    // (a script string: the tests compile without the DOM's types)
    await page.evaluate(`{
      const seen = [];
      window.seenProgress = seen;
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[data-testid^="job-row-progress-"]')) {
          const text = el.getAttribute('data-testid') + '=' + el.textContent;
          if (!seen.includes(text)) seen.push(text);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }`);
    const reads: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/admin\/reissue-jobs(\?|\/\d+$|$)/.test(new URL(r.url()).pathname + new URL(r.url()).search))
        reads.push(r.url());
    });
    const navigations: string[] = [];
    page.on('framenavigated', (f) => navigations.push(f.url()));

    const job = await createJob({
      kind: 'coins',
      amount: 1,
      reason: 'e2e live stream',
      filter: { status: 'active' },
    });
    // the server's worker may have taken it up before the answer was written (seen on a fresh server)
    expect(['queued', 'running']).toContain(job.status);
    await page.locator(`[data-testid="job-row-${job.id}"][data-status="done"]`).waitFor({ timeout: 120_000 });
    // grouped as the amounts beside it are (it read 1977/1977 under "1,977 coins")
    const count = job.count.toLocaleString('en-US');
    expect(await page.getByTestId(`job-row-progress-${job.id}`).textContent()).toBe(`${count}/${count}`);
    const seen = (await page.evaluate('window.seenProgress')) as string[];
    const ofJob = seen
      .filter((s) => s.startsWith(`job-row-progress-${job.id}=`))
      .map((s) => Number(s.split('=')[1]?.split('/')[0]?.replace(/,/g, '')));
    // drawn between the start and the end: progress the stream's frames carried
    expect(ofJob.filter((done) => done > 0 && done < job.count).length).toBeGreaterThan(0);
    expect(ofJob).toEqual([...ofJob].sort((a, b) => a - b));
    // the list was read when the new job first appeared and once it finished, not on a timer
    expect(reads.length).toBeLessThanOrEqual(3);
    expect(ofJob.length).toBeGreaterThan(reads.length);
    expect(navigations).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("an operator's first job: the empty state says how to start one, with its keys; the list is read on no timer; a job they start elsewhere appears at once", async () => {
    const userToken = await apiToken(server.apiUrl, USER);
    const browser = await consoleBrowser();
    const seen: string[] = [];
    try {
      const p = await browser.newPage();
      watchProblems(p, seen);
      // the page's timers are the test's to move on (time still flows by itself meanwhile)
      await p.clock.install();
      await p.goto(`${server.url}/login`);
      await resetStorage(p, { token: userToken, 'arco-locale': 'en-US' });
      const reads: string[] = [];
      p.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname === '/api/admin/reissue-jobs' && r.method() === 'GET') reads.push(r.url());
      });
      await p.goto(`${server.url}/member/reissue-jobs`);
      // not an admin, and live all the same: the server sends them their own jobs
      await p.locator('.od-jobs-page[data-live="live"]').waitFor();
      const empty = p.getByTestId('jobs-empty');
      await empty.getByText(en('reissueJobs.web.emptyTitle')).waitFor();
      // its title is a section's h2 under the page's h1 (Blueprint's h4 broke the heading order)
      await empty.getByRole('heading', { level: 2, name: en('reissueJobs.web.emptyTitle') }).waitFor();
      const text = (await empty.textContent()) ?? '';
      expect(text).toContain('G M');
      expect(text).toContain('Ctrl+K');
      expect(text).toContain(en('reissueJobs.actions.create'));
      // no pane asking to choose among no jobs, no keys for a table that is not there
      expect(await p.getByText(en('reissueJobs.web.select')).count()).toBe(0);
      expect(await p.getByText(en('reissueJobs.web.keys')).count()).toBe(0);
      // a minute with no job: nothing reads the list on a timer (it was read every 5 s)
      for (let i = 0; i < 6; i++) await p.clock.fastForward(10_000);
      // (a read those timers started is sent before this round trip's)
      await p.evaluate(() => fetch('/api/health/ready').then((r) => r.text()));
      // the first read, and the one at the stream's connect
      expect(reads.length).toBeLessThanOrEqual(2);

      const [member] = await apiData<{ list: { visibleId: string }[] }>(
        server.apiUrl,
        token,
        '/admin/members?status=active&pageSize=1',
      ).then((page) => page.list);
      const job = await apiData<ReissueJob>(server.apiUrl, userToken, '/admin/reissue-jobs', {
        method: 'POST',
        headers: { 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          kind: 'coins',
          amount: 1,
          reason: 'e2e first job',
          rows: [{ member: member?.visibleId }],
        }),
      });
      await p.getByTestId(`job-row-${job.id}`).waitFor();
      await p.getByTestId('jobs-empty').waitFor({ state: 'detached' });
      await p.getByText(en('reissueJobs.web.keys')).waitFor();
      await p.close();
    } finally {
      await browser.close();
    }
    expect(seen).toEqual([]);
  });

  test('drawn without zod: its page preloads no schema code (the row states come from a values module)', async () => {
    const html = await (
      await fetch(`${server.url}/member/reissue-jobs`, { headers: { accept: 'text/html' } })
    ).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map(
      (m) => m[1] ?? '',
    );
    expect(preloads.length).toBeGreaterThan(5);
    expect(
      preloads.filter((href) => /\/assets\/(zod|action-schemas|list-schemas|common-schemas)-/.test(href)),
    ).toEqual([]);
  });

  test('a job waiting for approval is cancelled by keyboard (c, Enter); zh-CN and dark theme, axe clean', async () => {
    // 100,000 coins to each member: far above the batch threshold, so it waits for a second admin
    const job = await createJob({
      kind: 'coins',
      amount: 100_000,
      reason: 'e2e cancel me',
      filter: { status: 'active' },
    });
    expect(job.status).toBe('pending_approval');
    await open(`/member/reissue-jobs?id=${job.id}`, { locale: 'zh-CN', theme: 'dark' });
    await page.getByRole('heading', { name: zh('reissueJobs.title'), level: 1 }).waitFor();
    await page.getByText(zh('reissueJobs.web.approval.waiting', { id: job.approvalId })).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // from where the screen puts the focus (its heading), as the hint under the table says: c went
    // nowhere until Tab reached the table
    await page.locator('body[data-shortcuts="on"]').waitFor({ state: 'attached' });
    await page.locator('h1:focus').waitFor();
    await page.keyboard.press('c');
    await page.locator('[data-testid="job-cancel-confirm"]:focus').waitFor();
    await page.keyboard.press('Enter');
    await page.locator(`[data-testid="job-row-${job.id}"][data-status="cancelled"]`).waitFor();
    await expect
      .poll(() => page.getByTestId('job-status').textContent())
      .toBe(zh('reissueJobs.statuses.cancelled'));
    const after = await apiData<ReissueJob>(server.apiUrl, token, `/admin/reissue-jobs/${job.id}`);
    expect(after).toMatchObject({ status: 'cancelled', issued: 0, cancelled: job.count });
    expect(problems).toEqual([]);
  });

  test('"Re-issue to all N matching" from a filtered member list, by keyboard: bad amount refused, review, armed start, watched to done', async () => {
    const list = await apiData<{ total: number }>(
      server.apiUrl,
      token,
      '/admin/members?status=active&platform=android&vip=true&pageSize=1',
    );
    expect(list.total).toBeGreaterThan(0);
    const before = await apiData<ReissueJob[]>(server.apiUrl, token, '/admin/reissue-jobs');
    await open('/member/list?status=active&platform=android&vip=true');
    const button = page.getByTestId('reissue-all-button');
    await button.waitFor();
    expect(await button.textContent()).toBe(en('reissueJobs.matching.button', { count: list.total }));

    // the palette's action opens the form on the filter on screen
    await page.keyboard.press('Control+k');
    await page.locator('.od-palette [cmdk-input]:focus').waitFor();
    await page.keyboard.type(en('reissueJobs.actions.create'));
    await page
      .locator('.od-palette [cmdk-item][data-selected="true"]', { hasText: en('reissueJobs.actions.create') })
      .waitFor();
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="reissue-all-amount"]:focus').waitFor();
    expect(await page.getByTestId('reissue-all-filter-words').textContent()).toContain(
      'status active, VIP active, platform Android',
    );
    // a bad amount is refused by the server's rule, naming the field; nothing is created
    await page.keyboard.type('0');
    await page.keyboard.press('Tab');
    await page.keyboard.type('e2e matching');
    await page.keyboard.press('Enter');
    await page.locator('#reissue-all-amount[aria-invalid="true"]').waitFor();
    expect(await page.locator('.bp6-form-group.bp6-intent-danger').textContent()).toMatch(/amount/i);
    await page.locator('#reissue-all-amount').fill('3');
    await page.keyboard.press('Enter');

    await page.getByTestId('reissue-all-review-facts').waitFor();
    expect(await page.getByTestId('reissue-all-count').textContent()).toBe(
      list.total.toLocaleString('en-US'),
    );
    expect(await page.getByTestId('reissue-all-total').textContent()).toBe(
      `${(list.total * 3).toLocaleString('en-US')} ${en('reissueJobs.web.units.coins')}`,
    );
    expect(await page.getByTestId('reissue-all-approval').getAttribute('data-needs-approval')).toBe('false');
    expect(await axeViolations(page)).toEqual([]);
    // Start takes the focus and is armed (a plain Enter confirms) once the figures have been shown
    await page.locator('[data-testid="reissue-all-confirm"][data-armed="true"]:focus').waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/member\/reissue-jobs\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await page.locator(`[data-testid="job-row-${id}"][data-status="done"]`).waitFor({ timeout: 120_000 });
    const job = await apiData<ReissueJob>(server.apiUrl, token, `/admin/reissue-jobs/${id}`);
    expect(job).toMatchObject({
      status: 'done',
      count: list.total,
      issued: list.total,
      total: list.total * 3,
    });
    const after = await apiData<ReissueJob[]>(server.apiUrl, token, '/admin/reissue-jobs');
    expect(after.length).toBe(before.length + 1);
    expect(problems).toEqual([]);
  });

  test('the monitor shows an open job with its progress and requester, zh-CN and dark; its link opens it by keyboard; cancelled, the panel goes', async () => {
    // 100,000 coins to each member: it waits for a second admin, so it stays open while we look
    const job = await createJob({
      kind: 'coins',
      amount: 100_000,
      reason: 'e2e monitor job',
      filter: { status: 'active' },
    });
    expect(job.status).toBe('pending_approval');
    await open('/dashboard/monitor', { locale: 'zh-CN', theme: 'dark' });
    const item = page.getByTestId(`monitor-job-${job.id}`);
    await item.waitFor();
    expect(await page.getByTestId('monitor-jobs').locator('h2').textContent()).toBe(zh('monitor.jobs.title'));
    expect(await page.getByTestId(`monitor-job-progress-${job.id}`).textContent()).toBe(
      zh('reissueJobs.web.progress', {
        done: '0',
        total: job.count.toLocaleString('zh-CN'),
        count: job.count,
      }),
    );
    // secondary text, as on the jobs screen, on a monitor opened first (its style came only with the
    // approvals' stylesheet)
    expect(
      await page
        .getByTestId(`monitor-job-progress-${job.id}`)
        .evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).fontSize),
    ).toBe('12px');
    const text = await item.textContent();
    expect(text).toContain(zh('reissueJobs.statuses.pending_approval'));
    // the requester's name as a zh-CN caller reads it (operator names are per language)
    const asZh = await apiData<ReissueJob>(server.apiUrl, token, `/admin/reissue-jobs/${job.id}`, {
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(asZh.createdBy.name).not.toBe(job.createdBy.name);
    expect(text).toContain(zh('monitor.jobs.by', { name: asZh.createdBy.name }));
    expect(text).toContain(zh('reissueJobs.web.units.coins'));
    expect(await axeViolations(page)).toEqual([]);

    // the link is a keyboard stop; Enter opens the job on the jobs screen
    const link = page.getByTestId(`monitor-job-link-${job.id}`);
    await link.focus();
    await page.locator(`[data-testid="monitor-job-link-${job.id}"]:focus`).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/member/reissue-jobs\\?id=${job.id}$`));
    await page.locator(`[data-testid="job-row-${job.id}"].od-jobs-open`).waitFor();

    // back on the monitor: cancelled through the API, the job leaves it, and with no open job the panel goes
    await page.goBack();
    await item.waitFor();
    await apiData<ReissueJob>(server.apiUrl, token, `/admin/reissue-jobs/${job.id}/cancel`, {
      method: 'POST',
      body: JSON.stringify({}),
    });
    await item.waitFor({ state: 'detached', timeout: 30_000 });
    expect(await page.getByTestId('monitor-jobs').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
