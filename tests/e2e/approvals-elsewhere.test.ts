import type { MemberRow, ReissuePending } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { axeViolations } from '../helpers/axe.js';
import { keyboardReady, skipBrowserSuite } from '../helpers/browser.js';
import { en } from '../helpers/strings.js';
import {
  balance,
  call,
  candidates,
  holdReissue,
  openAs,
  page,
  problems,
  tokens,
  useApprovalSuite,
} from './approvals-support.js';

const as = openAs;

// Four eyes outside the approvals screen: deciding from the palette, and the changes that become
// approvals or need an admin (media parameters, automation switches). approvals.test.ts: the screen.
describe.skipIf(skipBrowserSuite)('four eyes outside the approvals screen in Chromium', () => {
  useApprovalSuite();

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
    // palette rows draw their content a frame after they mount (content-visibility: auto), and
    // innerText reads '' until then: wait for the text, not for the row
    await expect.poll(() => item.innerText()).toContain(`${who.visibleId} · ${who.nickname}`);
    expect(await item.innerText()).toContain('+40,000');
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
    // the pending change's link reads in both themes (it was the primary blue on the warning tint:
    // 4.35:1, and 1.1:1 against the words around it, not underlined)
    expect(await axeViolations(page)).toEqual([]);
    await as('admin', '/form/group', 'dark', 'zh-CN');
    await page.getByTestId('media-pending').locator('a').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test.each([
    ['en-US', 'light'],
    ['zh-CN', 'dark'],
  ] as const)(
    '/list/card at 1280 px (%s): the money limits’ inputs are on one line',
    async (locale, theme) => {
      const size = page.viewportSize();
      await page.setViewportSize({ width: 1280, height: 800 });
      try {
        await as('admin', '/list/card', theme, locale);
        const inputs = page.locator(
          '[data-testid^="money-limit-"] input, input[data-testid^="money-limit-"]',
        );
        await expect.poll(() => inputs.count()).toBe(6);
        const tops = await inputs.evaluateAll((els) =>
          els.map((el) =>
            Math.round(
              (el as unknown as { getBoundingClientRect(): { top: number } }).getBoundingClientRect().top,
            ),
          ),
        );
        // 'Operator window (hours)' takes two lines at this width: its input sat 18 px below the others
        expect(new Set(tops).size, `input tops ${tops.join(', ')}`).toBe(1);
      } finally {
        if (size) await page.setViewportSize(size);
      }
      expect(problems).toEqual([]);
    },
  );

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
