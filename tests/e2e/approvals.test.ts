import { DEFAULT_MEDIA_PARAMS, type MemberRow } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { keyboardReady, skipBrowserSuite } from '../helpers/browser.js';
import { firstTextOfCells } from '../helpers/cell-text.js';
import { en, zh } from '../helpers/strings.js';
import {
  balance,
  call,
  candidates,
  cutOff,
  holdReissue,
  openAs,
  page,
  problems,
  tokens,
  useApprovalSuite,
} from './approvals-support.js';
import { fillReissueForm } from './reissue-support.js';

const as = openAs;

// The approvals screen: approve and reject by keyboard, arriving on it, a refused decision, its
// layout in zh-CN and the dark theme (approvals-elsewhere.test.ts: from the palette and settings).
describe.skipIf(skipBrowserSuite)('four eyes on large re-issues in Chromium', () => {
  useApprovalSuite();

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
    // the kind, the member, the amount and its unit, the status and the time each on one line (no
    // "+40,000 / Coins")
    const lines = (await firstTextOfCells(first.locator('td:not(.od-approvals-name)'))).map(
      (cell) => `${cell?.text}: ${cell?.lines ?? 0}`,
    );
    expect(lines.length).toBe(6);
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

  test('a long change (media parameters) ends in an ellipsis, whole on hover (title) and on the row the keyboard is on', async () => {
    const next = structuredClone(DEFAULT_MEDIA_PARAMS);
    next.video.mode = 'mode1';
    next.video.acquisition.frameRate = 25;
    next.video.encoding.frameRate = 25;
    next.video.encoding.profile = 'main';
    next.audio.mode = 'mode2';
    next.audio.encoding.rate = 192;
    const held = await call<{ approvalId: number }>('/admin/media-params', tokens.admin, {
      method: 'PUT',
      body: JSON.stringify(next),
    });
    await as('admin2', '/profile/basic');
    const row = page.getByTestId(`approval-row-${held.approvalId}`);
    await row.waitFor();
    await keyboardReady(page);
    const state = () =>
      page.evaluate(`(() => {
        const e = document.querySelector('[data-testid="approval-row-${held.approvalId}"] .od-approvals-change-text');
        const style = getComputedStyle(e);
        return {
          text: e.textContent,
          title: e.parentElement.getAttribute('title'),
          cut: e.scrollWidth > e.clientWidth + 1,
          ellipsis: style.textOverflow,
          lines: Math.round(e.getBoundingClientRect().height / Number.parseFloat(style.lineHeight)),
        };
      })()`) as Promise<{ text: string; title: string; cut: boolean; ellipsis: string; lines: number }>;
    const before = await state();
    expect(before.text).toContain(en('mediaForm.fields.audio.encoding.rate'));
    expect(before).toMatchObject({ title: before.text, cut: true, ellipsis: 'ellipsis', lines: 1 });
    // the list fits its column: no column pushed out of sight behind a sideways scroll
    const list = await page
      .locator('.od-approvals-list')
      .evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
    expect(list.scroll).toBeLessThanOrEqual(list.client + 1);
    // j down to the row: its whole change reads in a line under it, across the table
    const rows = await page
      .locator('[data-testid^="approval-row-"]')
      .evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-testid')));
    const at = rows.indexOf(`approval-row-${held.approvalId}`);
    for (let i = 0; i <= at; i++) await page.keyboard.press('j');
    await expect.poll(() => row.getAttribute('class')).toContain('od-approvals-cursor');
    const whole = page.getByTestId('approval-whole-change');
    await expect.poll(() => whole.innerText()).toBe(before.text);
    expect(await row.evaluate((tr) => tr.nextElementSibling?.getAttribute('data-testid'))).toBe(
      'approval-whole-change',
    );
    const rowBox = await row.boundingBox();
    const wholeBox = await whole.boundingBox();
    expect(wholeBox!.width).toBeGreaterThan(rowBox!.width - 2);
    // a row whose change fits has no such line
    await page.keyboard.press(at > 0 ? 'k' : 'j');
    await expect.poll(() => row.getAttribute('class')).not.toContain('od-approvals-cursor');
    await expect.poll(() => whole.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  test('the member reads on one line beside an open request, at 1280 and 1440 px, en-US light and zh-CN dark', async () => {
    const who = candidates[9] as MemberRow;
    const held = await holdReissue(who, 30_000, 'e2e member on one line', 'e2e-member-line');
    const whole = `${who.visibleId} · ${who.nickname}`;
    for (const [theme, locale] of [
      ['light', 'en-US'],
      ['dark', 'zh-CN'],
    ] as const) {
      await as('admin2', `/profile/basic?id=${held.approvalId}`, theme, locale);
      await page.getByTestId('approval-process').waitFor();
      for (const width of [1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const state = () =>
          page.evaluate(`(() => {
            const cells = [...document.querySelectorAll('.od-approvals-member')];
            const list = document.querySelector('.od-approvals-list');
            return {
              lines: cells.map((c) => {
                const text = c.querySelector('.od-approvals-member-text');
                return Math.round(text.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(text).lineHeight));
              }),
              title: document.querySelector('[data-testid="approval-row-${held.approvalId}"] .od-approvals-member').getAttribute('title'),
              sideways: list.scrollWidth > list.clientWidth + 1,
            };
          })()`) as Promise<{ lines: number[]; title: string; sideways: boolean }>;
        // every member on one line, the list not scrolled sideways; the whole member on hover
        await expect
          .poll(state, { message: `${locale} at ${width} px` })
          .toMatchObject({ title: whole, sideways: false, lines: expect.not.arrayContaining([2]) });
        const { lines } = await state();
        expect(lines.length).toBeGreaterThan(0);
        expect(lines.every((n) => n === 1)).toBe(true);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    expect(problems).toEqual([]);
  });
});
