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
import { apiData, apiToken } from '../helpers/console.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';
import { en, zh } from '../helpers/strings.js';
import { codeOf, turnOnTotp, wrongCodeOf } from '../helpers/two-factor.js';

// Two-factor codes in the browser, all typed into the one shared code field: the step-up in the
// palette (a second admin with TOTP on approves a held re-issue from "Approve request" by typing
// the fresh code into the review, by keyboard alone, with the approver policy on), the approvals
// screen's step-up dialog, and the sign-in's code step. A real server and Chromium.

describe.skipIf(skipBrowserSuite)(
  'two-factor codes in Chromium: palette step-up, step-up dialog, sign-in',
  () => {
    let server: RunningServer;
    let browser: Browser;
    let page: Page;
    let requester = '';
    let approver = '';
    let secret = '';
    let recoveryCodes: string[] = [];
    let candidates: MemberRow[] = [];
    /** The code the first test approved with (used once: the second test gives it again). */
    let usedCode = '';
    const problems: string[] = [];

    const call = <T>(path: string, token: string, init: RequestInit = {}) =>
      apiData<T>(server.apiUrl, token, path, init);
    const balance = async (id: number) =>
      (await call<MemberDetail>(`/admin/members/${id}`, requester)).coinBalance;
    const status = async (id: number) =>
      (await call<{ status: string }>(`/admin/approvals/${id}`, requester)).status;
    /** A coin re-issue above the threshold, asked by the first admin: held for a second admin. */
    const holdReissue = (who: MemberRow, coins: number, reason: string) =>
      call<ReissuePending>('/admin/member/patch-coin', requester, {
        method: 'POST',
        headers: { 'idempotency-key': `e2e-step-up-${who.id}-${Date.now()}` },
        body: JSON.stringify({ memberId: who.id, coins, reason }),
      });

    beforeAll(async () => {
      assertBrowserAvailable();
      server = await startServer();
      requester = await apiToken(server.apiUrl);
      // the approver signs in, then turns TOTP on (its session stays)
      approver = await apiToken(server.apiUrl, { phone: '13800000003', password: 'Admin@456' });
      ({ secret, recoveryCodes } = await turnOnTotp(server.apiUrl, approver));
      // the approver policy: every approver gives a code (tightening applies at once)
      const policy = await call<{ enabled: boolean }>('/admin/automation/approverTotp', requester, {
        method: 'PUT',
        body: JSON.stringify({ enabled: true }),
      });
      expect(policy.enabled).toBe(true);
      candidates = (await call<{ list: MemberRow[] }>('/admin/members?status=active&pageSize=10', requester))
        .list;
      browser = await launchBrowser();
      page = await browser.newPage();
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    });

    afterAll(async () => {
      await browser?.close();
      await server?.stop();
    });

    /** The approver's console in `locale` and `theme`, on the workplace. */
    async function openConsole(locale: 'en-US' | 'zh-CN', theme: 'light' | 'dark'): Promise<void> {
      await page.goto(`${server.url}/login`);
      await resetStorage(page, {
        token: approver,
        'arco-locale': locale,
        ...(theme === 'dark' ? { 'opsdeck-settings': JSON.stringify({ theme }) } : {}),
      });
      await page.goto(`${server.url}/dashboard/workplace`);
      await page.locator(theme === 'dark' ? 'body[arco-theme="dark"] .od-main' : '.od-main').waitFor();
    }

    /** Ctrl+K, the action's title, Enter; then the member's id typed and that request picked with Enter. */
    async function approveInPalette(title: string, who: MemberRow, id: number): Promise<void> {
      await keyboardReady(page);
      await page.keyboard.press('Control+k');
      await page.locator('.od-palette [cmdk-input]').waitFor();
      await page.keyboard.type(title);
      const selected = page.locator('.od-palette [cmdk-item][data-selected="true"]');
      await expect
        .poll(async () => ((await selected.count()) > 0 ? selected.innerText() : ''))
        .toContain(title);
      await page.keyboard.press('Enter');
      await page.getByTestId(`palette-approval-${id}`).waitFor();
      await page.keyboard.type(who.visibleId);
      await page.locator(`[data-testid="palette-approval-${id}"][data-selected="true"]`).waitFor();
      await page.keyboard.press('Enter');
      await page.getByTestId('palette-approval-facts').waitFor();
    }

    /** The code field's message (under it), once the field is marked invalid. */
    async function codeMessage(): Promise<string> {
      await page.locator('#palette-step-up-code[aria-invalid="true"]:focus').waitFor();
      return page.getByTestId('palette-step-up').locator('.bp6-form-helper-text').innerText();
    }

    test('the review asks for the code; an empty one is refused at the field; the fresh code approves by keyboard', async () => {
      const who = candidates[1] as MemberRow;
      const before = await balance(who.id);
      const held = await holdReissue(who, 40_000, 'e2e step-up approve');
      expect(held.status).toBe('pending');
      await openConsole('en-US', 'light');
      await approveInPalette(en('approvals.actions.approve'), who, held.approvalId);

      // the code field is on the review, focused, with the facts above it
      await page.locator('#palette-step-up-code:focus').waitFor();
      const field = await page.getByTestId('palette-step-up').innerText();
      expect(field).toContain(en('totp.login.code'));
      expect(field).toContain(en('totpSetup.stepUpHint'));
      expect(await axeViolations(page, '.od-palette')).toEqual([]);

      // confirming without a code is refused at the field, naming it; nothing is decided
      await page.locator('[data-testid="palette-confirm"][data-armed="true"]').waitFor();
      await page.keyboard.press('Enter');
      expect(await codeMessage()).toBe(en('totp.validation.codeOrRecovery'));
      expect(await status(held.approvalId)).toBe('pending');

      usedCode = await codeOf(secret);
      await page.keyboard.type(usedCode);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/result\/success$/, { timeout: 15_000 });
      expect(await page.locator('.od-result-success').innerText()).toContain(
        en('approvals.web.approved', { id: held.approvalId }),
      );
      expect(await balance(who.id)).toBe(before + 40_000);
      expect(await status(held.approvalId)).toBe('approved');
      expect(problems).toEqual([]);
    });

    test('in Chinese and the dark theme: a wrong code and a used code are refused under the field in Chinese; the next code approves', async () => {
      const who = candidates[2] as MemberRow;
      const before = await balance(who.id);
      const held = await holdReissue(who, 30_000, 'e2e step-up wrong code');
      await openConsole('zh-CN', 'dark');
      await approveInPalette(zh('approvals.actions.approve'), who, held.approvalId);
      await page.locator('#palette-step-up-code:focus').waitFor();
      expect(await page.getByTestId('palette-step-up').innerText()).toContain(zh('totpSetup.stepUpHint'));
      expect(await axeViolations(page, '.od-palette')).toEqual([]);

      // a wrong code: the server's refusal in the user's language, under the field (focused, emptied)
      await page.keyboard.type(await wrongCodeOf(secret));
      await page.locator('[data-testid="palette-confirm"][data-armed="true"]').waitFor();
      await page.keyboard.press('Enter');
      expect(await codeMessage()).toBe(zh('totp.errors.wrongCode'));
      // said once, at the field: no toast repeats it
      expect(await page.locator('.bp6-toast', { hasText: zh('totp.errors.wrongCode') }).count()).toBe(0);
      expect(await page.locator('#palette-step-up-code').inputValue()).toBe('');
      expect(await status(held.approvalId)).toBe('pending');

      // the code the first approval used: each code works once
      await page.keyboard.type(usedCode);
      await page.keyboard.press('Control+Enter');
      await expect.poll(codeMessage).toBe(zh('totp.errors.codeUsed'));
      expect(await status(held.approvalId)).toBe('pending');
      expect(await balance(who.id)).toBe(before);

      // the next step's code (computed for that epoch with otplib) approves
      await page.keyboard.type(await codeOf(secret, 1));
      await page.keyboard.press('Control+Enter');
      await page.waitForURL(/\/result\/success$/, { timeout: 15_000 });
      expect(await page.locator('.od-result-success').innerText()).toContain(
        zh('approvals.web.approved', { id: held.approvalId }),
      );
      expect(await balance(who.id)).toBe(before + 30_000);
      expect(problems).toEqual([]);
    });

    test('the approvals screen asks in the step-up dialog (the same code field): a wrong code is refused there, a recovery code approves', async () => {
      const who = candidates[3] as MemberRow;
      const before = await balance(who.id);
      const held = await holdReissue(who, 25_000, 'e2e step-up dialog');
      await openConsole('en-US', 'light');
      await page.goto(`${server.url}/profile/basic?id=${held.approvalId}`);
      await page.getByTestId(`approval-row-${held.approvalId}`).waitFor();
      await page.getByTestId('approval-process').waitFor();
      await page.getByTestId('approvals-table').focus();
      await page.keyboard.press('a');
      await page.locator('[data-testid="approve-confirm"]:focus').waitFor();
      await page.keyboard.press('Enter');
      // the server asks for a fresh code: the dialog's code field takes it, focused
      await page.locator('#step-up-code:focus').waitFor();
      await page.keyboard.type(await wrongCodeOf(secret));
      await page.keyboard.press('Enter');
      await page.locator('#step-up-code[aria-invalid="true"]:focus').waitFor();
      expect(await page.getByTestId('step-up-dialog').innerText()).toContain(en('totp.errors.wrongCode'));
      expect(await status(held.approvalId)).toBe('pending');
      expect(await axeViolations(page, '[data-testid="step-up-dialog"]')).toEqual([]);
      await page.keyboard.type(recoveryCodes[0] as string);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/result\/success$/, { timeout: 15_000 });
      expect(await balance(who.id)).toBe(before + 25_000);
      expect(problems).toEqual([]);
    });

    test('sign-in with two-factor on: the code step takes the code in the same field; a wrong one is refused, a recovery code signs in', async () => {
      await page.goto(`${server.url}/login`);
      await resetStorage(page, { 'arco-locale': 'en-US' });
      await page.goto(`${server.url}/login`);
      await page.locator('input[name="phone"]').fill('13800000003');
      await page.locator('input[name="password"]').fill('Admin@456');
      await page.locator('input[name="password"]').press('Enter');
      await page.locator('#login-code:focus').waitFor();
      await page.keyboard.type(await wrongCodeOf(secret));
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.getByTestId('login-code-step').innerText())
        .toContain(en('totp.errors.wrongCode'));
      await page.locator('#login-code').fill('');
      await page.keyboard.type(recoveryCodes[1] as string);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/dashboard\/workplace$/, { timeout: 15_000 });
      expect(problems).toEqual([]);
    });
  },
);
