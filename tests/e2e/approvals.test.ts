import type { MemberDetail, MemberRow, ReissuePending } from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  assertBrowserAvailable,
  type Browser,
  keyboardReady,
  launchBrowser,
  resetStorage,
  skipBrowserSuite,
} from '../helpers/browser.js';
import { apiData, apiToken } from '../helpers/console.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';
import { en } from '../helpers/strings.js';
import { fillReissueForm } from './reissue-support.js';

describe.skipIf(skipBrowserSuite)('four eyes on large re-issues in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const tokens: Record<'admin' | 'admin2', string> = { admin: '', admin2: '' };
  const problems: string[] = [];
  let candidates: MemberRow[] = [];

  const call = <T>(path: string, token: string, init: RequestInit = {}) =>
    apiData<T>(server.apiUrl, token, path, init);
  const balance = async (id: number) =>
    (await call<MemberDetail>(`/admin/members/${id}`, tokens.admin)).coinBalance;

  /** A coin re-issue above the threshold, requested by the first admin through the API: held, pending. */
  const holdReissue = (who: MemberRow, coins: number, reason: string, key: string) =>
    call<ReissuePending>('/admin/member/patch-coin', tokens.admin, {
      method: 'POST',
      headers: { 'idempotency-key': `${key}-${Date.now()}` },
      body: JSON.stringify({ memberId: who.id, coins, reason }),
    });

  /** Opens a page of the console signed in as this operator. */
  async function as(who: 'admin' | 'admin2', path: string): Promise<void> {
    await page.goto(`${server.url}/login`);
    await resetStorage(page, { token: tokens[who], 'arco-locale': 'en-US' });
    await page.goto(`${server.url}${path}`);
  }

  beforeAll(async () => {
    assertBrowserAvailable();
    server = await startServer();
    tokens.admin = await apiToken(server.apiUrl);
    tokens.admin2 = await apiToken(server.apiUrl, { phone: '13800000003', password: 'Admin@456' });
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    candidates = (await call<{ list: MemberRow[] }>('/admin/members?status=active&pageSize=20', tokens.admin))
      .list;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('a large coin re-issue waits; the requester cannot approve; a second admin approves by keyboard', async () => {
    const who = candidates[2] as MemberRow;
    const before = await balance(who.id);
    await as('admin', '/member/patch-coin');
    await fillReissueForm(page, who, 20000, 'e2e four eyes');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="patch-confirm"][data-armed="true"]:focus').waitFor();
    await page.keyboard.press('Enter');
    const pending = page.getByTestId('patch-pending');
    await pending.waitFor();
    expect(await pending.innerText()).toContain(en('approvals.openProcess'));
    expect(await balance(who.id)).toBe(before);

    // The link opens the request's process; the requester sees no approve button.
    await page.getByTestId('patch-pending-link').click();
    await page.waitForURL(/\/profile\/basic\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByTestId('approval-process').waitFor();
    expect(await page.getByTestId('approval-step-approval').innerText()).toContain(
      en('approvals.web.waiting'),
    );
    expect(await page.getByRole('button', { name: en('approvals.web.approve'), exact: true }).count()).toBe(
      0,
    );

    // The second admin: the list opens on the request, `a` then Enter approves.
    await as('admin2', `/profile/basic?id=${id}`);
    const table = page.getByTestId('approvals-table');
    await page.getByTestId(`approval-row-${id}`).waitFor();
    await page.getByTestId('approval-process').waitFor();
    await table.focus();
    await page.keyboard.press('a');
    await page.locator('[data-testid="approve-confirm"]:focus').waitFor();
    await page.keyboard.press('Enter');
    // The outcome opens /result/success: what was decided and executed.
    await page.waitForURL(/\/result\/success$/, { timeout: 15_000 });
    expect(await page.locator('.od-result-success').innerText()).toContain(
      en('approvals.web.approved', { id }),
    );
    const lines = await page.getByTestId('result-lines').innerText();
    expect(lines).toContain(en('approvals.status.approved'));
    const n = (v: number) => v.toLocaleString('en-US');
    expect(lines).toContain(`${n(before)} → ${n(before + 20_000)}`);
    expect(lines).toContain(`${who.visibleId} · ${who.nickname}`);
    expect(await balance(who.id)).toBe(before + 20_000);
    // Its primary button (focused: Enter) returns to the request's process, finished, with its log.
    await page.locator('.od-result-actions button:focus').waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/profile/basic\\?id=${id}$`));
    await expect
      .poll(() => page.getByTestId('approval-step-finish').innerText(), { timeout: 15_000 })
      .toContain(en('approvals.status.approved'));
    const log = await page.getByTestId('approval-log').innerText();
    expect(log).toContain('approval.request');
    expect(log).toContain('member.reissueCoins');
    expect(log).toContain('approval.approve');
    expect(problems).toEqual([]);
  });

  test('reject by keyboard: an empty reason is refused and focused; a reason rejects, nothing executes', async () => {
    const who = candidates[3] as MemberRow;
    const before = await balance(who.id);
    const held = await holdReissue(who, 50_000, 'e2e reject me', 'e2e-reject');
    expect(held.status).toBe('pending');
    await as('admin2', `/profile/basic?id=${held.approvalId}`);
    await page.getByTestId(`approval-row-${held.approvalId}`).waitFor();
    await page.getByTestId('approvals-table').focus();
    await page.keyboard.press('r');
    await page.locator('[data-testid="reject-reason"]:focus').waitFor();
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="reject-reason"][aria-invalid="true"]:focus').waitFor();
    await page.keyboard.type('amount looks wrong');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/result\/success$/, { timeout: 15_000 });
    expect(await page.locator('.od-result-success').innerText()).toContain(
      en('approvals.web.rejected', { id: held.approvalId }),
    );
    expect(await page.getByTestId('result-lines').innerText()).toContain('amount looks wrong');
    expect(await balance(who.id)).toBe(before);
    expect(problems).toEqual([]);
  });

  test('a decision the server refuses (decided meanwhile by another admin) opens /result/error', async () => {
    const who = candidates[4] as MemberRow;
    const held = await holdReissue(who, 30_000, 'e2e decided twice', 'e2e-refused');
    await as('admin2', `/profile/basic?id=${held.approvalId}`);
    await page.getByTestId(`approval-row-${held.approvalId}`).waitFor();
    await page.getByTestId('approval-process').waitFor();
    // another admin rejects it while this page still offers to approve it
    await call(`/admin/approvals/${held.approvalId}/reject`, tokens.admin2, {
      method: 'POST',
      body: JSON.stringify({ reason: 'decided elsewhere' }),
    });
    await page.getByTestId('approvals-table').focus();
    await page.keyboard.press('a');
    await page.locator('[data-testid="approve-confirm"]:focus').waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/result\/error$/, { timeout: 15_000 });
    const details = await page.getByTestId('result-details').innerText();
    expect(details).toContain(en('approvals.errors.decided', { id: held.approvalId, status: 'rejected' }));
    expect(await page.getByTestId('result-lines').innerText()).toContain(`#${held.approvalId}`);
    expect(problems).toEqual([]);
  });

  /** Runs an approval action from the palette: its title, then each argument, then the review's Enter. */
  async function decideInPalette(title: string, args: string[]): Promise<void> {
    const step = (n: number, total: number) => en('palette.args.step', { step: n, total });
    await keyboardReady(page);
    await page.keyboard.press('Control+k');
    const input = page.locator('.od-palette [cmdk-input]');
    await input.waitFor();
    await input.fill(title);
    const selected = page.locator('.od-palette [cmdk-item][data-selected="true"]');
    await expect
      .poll(async () => ((await selected.count()) > 0 ? selected.innerText() : ''))
      .toContain(title);
    await page.keyboard.press('Enter');
    for (const [i, arg] of args.entries()) {
      await page.locator('.od-palette-crumbs-step', { hasText: step(i + 1, args.length + 1) }).waitFor();
      await input.fill(arg);
      await page.keyboard.press('Enter');
    }
    const review = step(args.length + 1, args.length + 1);
    await page.locator('.od-palette-crumbs-step', { hasText: review }).waitFor();
    await page.keyboard.press('Enter');
  }

  test('the palette opens the same result pages: approving one, then rejecting it again (refused)', async () => {
    const who = candidates[5] as MemberRow;
    const before = await balance(who.id);
    const held = await holdReissue(who, 40_000, 'e2e palette approve', 'e2e-palette');
    await as('admin2', '/dashboard/workplace');
    await page.locator('.od-main').waitFor();
    await decideInPalette(en('approvals.actions.approve'), [String(held.approvalId)]);
    await page.waitForURL(/\/result\/success$/, { timeout: 15_000 });
    expect(await page.locator('.od-result-success').innerText()).toContain(
      en('approvals.web.approved', { id: held.approvalId }),
    );
    const n = (v: number) => v.toLocaleString('en-US');
    expect(await page.getByTestId('result-lines').innerText()).toContain(
      `${n(before)} → ${n(before + 40_000)}`,
    );
    expect(await balance(who.id)).toBe(before + 40_000);

    await decideInPalette(en('approvals.actions.reject'), [String(held.approvalId), 'e2e too late']);
    await page.waitForURL(/\/result\/error$/, { timeout: 15_000 });
    expect(await page.getByTestId('result-details').innerText()).toContain(
      en('approvals.errors.decided', { id: held.approvalId, status: 'approved' }),
    );
    expect(await page.getByTestId('result-lines').innerText()).toContain('e2e too late');
    expect(await balance(who.id)).toBe(before + 40_000);
    expect(problems).toEqual([]);
  });

  test('/form/group: an out-of-range value is refused at its field (focused); a change becomes an approval', async () => {
    await as('admin', '/form/group');
    const fps = page.locator('#media-video-encoding-frameRate');
    await page.locator('#media-video-mode:focus').waitFor();
    await fps.fill('31');
    await page.locator('#media-description').focus();
    await page.keyboard.type('e2e higher frame rate');
    await page.keyboard.press('Enter');
    await page.locator('#media-video-encoding-frameRate[aria-invalid="true"]:focus').waitFor();
    expect(await page.locator('.bp6-form-group', { has: fps }).innerText()).toContain('30');
    await fps.fill('24');
    await page.locator('#media-description').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('media-pending').waitFor();
    const state = await call<{
      current: { video: { encoding: { frameRate: number } } };
      pendingApprovalId: number;
    }>('/admin/media-params', tokens.admin);
    expect(state.current.video.encoding.frameRate).toBe(15);
    expect(state.pendingApprovalId).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  test('/list/card: an admin turns a switch off and on by keyboard; the server follows', async () => {
    await as('admin', '/list/card');
    const toggle = page.getByTestId('automation-approvalTodos-toggle');
    await toggle.waitFor();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('automation-approvalTodos-state').innerText())
      .toBe(en('automation.closed'));
    const states = async () =>
      (await call<{ id: string; enabled: boolean }[]>('/admin/automation', tokens.admin)).find(
        (s) => s.id === 'approvalTodos',
      )?.enabled;
    expect(await states()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(states).toBe(true);
    expect(problems).toEqual([]);
  });
});
