import type { MemberDetail, MemberRow, ReissuePending } from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { axeViolations } from '../helpers/axe.js';
import {
  assertBrowserAvailable,
  type Browser,
  keyboardReady,
  launchBrowser,
  resetStorage,
  skipBrowserSuite,
} from '../helpers/browser.js';
import { firstTextOfCells } from '../helpers/cell-text.js';
import { apiData, apiToken } from '../helpers/console.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';
import { en, zh } from '../helpers/strings.js';
import { fillReissueForm } from './reissue-support.js';

describe.skipIf(skipBrowserSuite)('four eyes on large re-issues in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const tokens: Record<'admin' | 'admin2' | 'user', string> = { admin: '', admin2: '', user: '' };
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
  async function as(
    who: 'admin' | 'admin2' | 'user',
    path: string,
    theme: 'light' | 'dark' = 'light',
    locale: 'en-US' | 'zh-CN' = 'en-US',
  ): Promise<void> {
    await page.goto(`${server.url}/login`);
    await resetStorage(page, {
      token: tokens[who],
      'arco-locale': locale,
      ...(theme === 'dark' ? { 'opsdeck-settings': JSON.stringify({ theme }) } : {}),
    });
    await page.goto(`${server.url}${path}`);
  }

  /** Parts of the request's process that reach past the window's right edge (none may). */
  const cutOff = () =>
    page.evaluate(`[...document.querySelectorAll('.od-approval-process *')]
      .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map((e) => e.tagName + '.' + e.className + ' ' + (e.textContent ?? '').slice(0, 30))`);

  beforeAll(async () => {
    assertBrowserAvailable();
    server = await startServer();
    tokens.admin = await apiToken(server.apiUrl);
    tokens.admin2 = await apiToken(server.apiUrl, { phone: '13800000003', password: 'Admin@456' });
    tokens.user = await apiToken(server.apiUrl, { phone: '13800000002', password: 'User@1234' });
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
    // the process beside the list, its buttons, steps and log, fits in the window
    await page.getByRole('button', { name: en('approvals.web.reject'), exact: true }).waitFor();
    expect(await cutOff()).toEqual([]);
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
    // The log tells what happened in words: never the audit rows' raw `action key=value` text.
    const log = await page.getByTestId('approval-log').innerText();
    expect(log).toContain(`+20,000 coins for ${who.visibleId} · ${who.nickname}`);
    expect(log).toMatch(/approved the request/);
    expect(log).toMatch(/The re-issue was carried out as patch order PAT\d+/);
    expect(log).not.toMatch(/approval\.|member\.|=/);
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

  test('arriving on /profile/basic: j selects the first row, a asks to approve it, without tabbing in; the table has the width', async () => {
    const who = candidates[5] as MemberRow;
    await holdReissue(who, 40_000, 'e2e keys on arrival', 'e2e-arrival');
    await as('admin2', '/profile/basic', 'dark');
    const first = page.locator('[data-testid^="approval-row-"]').first();
    await first.waitFor();
    await keyboardReady(page);
    // the table takes more of the page than the empty process beside it
    const tableBox = await page.getByTestId('approvals-table').boundingBox();
    const pageBox = await page.locator('.od-approvals-page').boundingBox();
    expect(tableBox!.width).toBeGreaterThan(pageBox!.width * 0.5);
    // the kind, the amount and its unit, the status and the time each on one line (no "+40,000 / Coins")
    const lines = (await firstTextOfCells(first.locator('td:not(.od-approvals-name)'))).map(
      (cell) => `${cell?.text}: ${cell?.lines ?? 0}`,
    );
    expect(lines.length).toBe(5);
    for (const line of lines) expect(line).toMatch(/: 1$/);
    expect(await page.locator('.od-approvals-cursor').count()).toBe(0);
    await page.keyboard.press('j');
    await expect.poll(() => first.getAttribute('class')).toContain('od-approvals-cursor');
    await page.keyboard.press('a');
    await page.locator('[data-testid="approve-confirm"]:focus').waitFor();
    const firstId = (await first.getAttribute('data-testid'))?.replace('approval-row-', '');
    expect(await page.locator('.bp6-dialog').innerText()).toContain(`#${firstId}`);
    await page.keyboard.press('Escape');
    await page.locator('.bp6-dialog').waitFor({ state: 'detached' });
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

  /** Opens a palette action by its title: Ctrl+K, the title, Enter. */
  async function openInPalette(title: string): Promise<void> {
    await keyboardReady(page);
    await page.keyboard.press('Control+k');
    const input = page.locator('.od-palette [cmdk-input]');
    await input.waitFor();
    await page.keyboard.type(title);
    const selected = page.locator('.od-palette [cmdk-item][data-selected="true"]');
    await expect
      .poll(async () => ((await selected.count()) > 0 ? selected.innerText() : ''))
      .toContain(title);
    await page.keyboard.press('Enter');
  }

  /** The palette's pending requests narrowed to one member (typed), that request selected. */
  async function pickRequest(who: MemberRow, id: number): Promise<void> {
    await page
      .locator('.od-palette-crumbs-step', { hasText: en('palette.args.step', { step: 1, total: 2 }) })
      .or(
        page.locator('.od-palette-crumbs-step', { hasText: en('palette.args.step', { step: 1, total: 3 }) }),
      )
      .waitFor();
    await page.keyboard.type(who.visibleId);
    await page.locator(`[data-testid="palette-approval-${id}"][data-selected="true"]`).waitFor();
    await page.keyboard.press('Enter');
  }

  /** The review's facts as label → value. */
  async function reviewFacts(): Promise<Record<string, string>> {
    const facts = page.getByTestId('palette-approval-facts');
    await facts.waitFor();
    const rows = await facts
      .locator('.od-palette-fact')
      .evaluateAll((els) =>
        els.map((el) => [el.getAttribute('data-fact') ?? '', el.querySelector('dd')?.textContent ?? '']),
      );
    return Object.fromEntries(rows);
  }

  test('the second admin opens "Approve request" in the palette, sees member, amount and reason, and approves by keyboard', async () => {
    const who = candidates[5] as MemberRow;
    const before = await balance(who.id);
    const held = await holdReissue(who, 40_000, 'e2e palette approve', 'e2e-palette');
    await as('admin2', '/dashboard/workplace');
    await page.locator('.od-main').waitFor();
    await openInPalette(en('approvals.actions.approve'));
    // the pending requests list like an entity search: member's 8-digit id and nickname, amount, requester
    const item = page.getByTestId(`palette-approval-${held.approvalId}`);
    await item.waitFor();
    const itemText = await item.innerText();
    expect(itemText).toContain(`${who.visibleId} · ${who.nickname}`);
    expect(itemText).toContain('+40,000');
    expect(await axeViolations(page, '.od-palette')).toEqual([]);
    await pickRequest(who, held.approvalId);

    const n = (v: number) => v.toLocaleString('en-US');
    expect(await reviewFacts()).toMatchObject({
      member: `${who.visibleId} · ${who.nickname}`,
      amount: '+40,000',
      balance: `${n(before)} → ${n(before + 40_000)}`,
      reason: 'e2e palette approve',
      requester: expect.stringContaining('Lin'),
    });
    const facts = await page.getByTestId('palette-approval-facts').innerText();
    expect(facts).not.toMatch(/memberId|coinBalance/);
    expect(await axeViolations(page, '.od-palette')).toEqual([]);
    // the same armed review as a re-issue: Enter confirms once armed
    await page.locator('[data-testid="palette-confirm"][data-armed="true"]').waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/result\/success$/, { timeout: 15_000 });
    expect(await page.locator('.od-result-success').innerText()).toContain(
      en('approvals.web.approved', { id: held.approvalId }),
    );
    const lines = await page.getByTestId('result-lines').innerText();
    expect(lines).toContain(`${n(before)} → ${n(before + 40_000)}`);
    expect(lines).toContain(`${who.visibleId} · ${who.nickname}`);
    expect(lines).not.toMatch(/memberId|coinBalance/);
    expect(await balance(who.id)).toBe(before + 40_000);
    expect(problems).toEqual([]);
  });

  test('"Reject request" in the palette: a reason, the review, y rejects; a request decided meanwhile opens /result/error', async () => {
    const who = candidates[6] as MemberRow;
    const before = await balance(who.id);
    const held = await holdReissue(who, 45_000, 'e2e palette reject', 'e2e-palette-reject');
    // in the dark theme: the list and the review have no serious axe violation there either
    await as('admin2', '/dashboard/workplace', 'dark');
    await page.locator('body[arco-theme="dark"] .od-main').waitFor();
    await openInPalette(en('approvals.actions.reject'));
    await page.getByTestId(`palette-approval-${held.approvalId}`).waitFor();
    expect(await axeViolations(page, '.od-palette')).toEqual([]);
    await pickRequest(who, held.approvalId);
    // an empty reason is refused at its field
    await page.keyboard.press('Enter');
    await page.getByTestId('palette-field-error').waitFor();
    await page.keyboard.type('e2e too much');
    await page.keyboard.press('Enter');
    expect(await reviewFacts()).toMatchObject({ amount: '+45,000', reason: 'e2e palette reject' });
    expect(await axeViolations(page, '.od-palette')).toEqual([]);
    await page.keyboard.press('y');
    await page.waitForURL(/\/result\/success$/, { timeout: 15_000 });
    expect(await page.locator('.od-result-success').innerText()).toContain(
      en('approvals.web.rejected', { id: held.approvalId }),
    );
    expect(await page.getByTestId('result-lines').innerText()).toContain('e2e too much');
    expect(await balance(who.id)).toBe(before);

    // listed, then decided by the first admin before this one confirms: the server refuses, the page says why
    const other = candidates[7] as MemberRow;
    const raced = await call<ReissuePending>('/admin/member/patch-coin', tokens.user, {
      method: 'POST',
      headers: { 'idempotency-key': `e2e-palette-race-${Date.now()}` },
      body: JSON.stringify({ memberId: other.id, coins: 33_000, reason: 'e2e raced' }),
    });
    await openInPalette(en('approvals.actions.approve'));
    await pickRequest(other, raced.approvalId);
    await reviewFacts();
    await call(`/admin/approvals/${raced.approvalId}/reject`, tokens.admin, {
      method: 'POST',
      body: JSON.stringify({ reason: 'decided first' }),
    });
    await page.keyboard.press('Control+Enter');
    await page.waitForURL(/\/result\/error$/, { timeout: 15_000 });
    expect(await page.getByTestId('result-details').innerText()).toContain(
      en('approvals.errors.decided', { id: raced.approvalId, status: 'rejected' }),
    );
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

  test('zh-CN, dark: an open request fits beside the list (buttons, steps, log), its log in Chinese sentences', async () => {
    const who = candidates[8] as MemberRow;
    const held = await holdReissue(who, 30_000, 'e2e 中文日志', 'e2e-zh-log');
    expect(held.status).toBe('pending');
    await as('admin2', `/profile/basic?id=${held.approvalId}`, 'dark', 'zh-CN');
    await page.getByTestId('approval-process').waitFor();
    await page.getByRole('button', { name: zh('approvals.web.reject'), exact: true }).waitFor();
    await page.getByRole('button', { name: zh('approvals.web.back'), exact: true }).waitFor();
    expect(await cutOff()).toEqual([]);
    expect(await page.getByTestId('approval-log').innerText()).toContain(
      `提交审批：为 ${who.visibleId} · ${who.nickname} 补发 30,000 福币`,
    );
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
