import { BUSINESS_TIME_ZONE_LABEL, formatMediumDateTime, type MemberRow } from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { skipBrowserSuite } from '../helpers/browser.js';
import { apiData, useConsole } from '../helpers/console.js';
import type { RunningServer } from '../helpers/start-server.js';
import { en } from '../helpers/strings.js';
import { reissueReads } from './reissue-support.js';

/** The console's number and date formats, in English (dates in the business time zone, the shared formatter). */
const count = (n: number) => new Intl.NumberFormat('en-US').format(n);
const dateTime = (iso: string) => formatMediumDateTime(iso, 'en-US');

describe.skipIf(skipBrowserSuite)('re-issue coins and VIP in Chromium', () => {
  let server: RunningServer;
  let page: Page;
  let token = '';
  const problems: string[] = [];

  const api = <T>(path: string) => apiData<T>(server.apiUrl, token, path);
  const { member, patchOrders, activeMembers } = reissueReads(api);

  /** Active members that are not used by another test here. */
  let candidates: MemberRow[] = [];

  // The network-error test aborts one re-issue's answer on purpose; Chromium logs that load failure.
  useConsole(
    problems,
    { expectedFailures: ['/api/admin/member/patch-coin'] },
    (opened) => ({ server, page, token } = opened),
  );
  beforeAll(async () => {
    candidates = await activeMembers();
    expect(candidates.length).toBeGreaterThan(3);
  });

  /** Opens a re-issue screen, picks the member by visible id and fills amount and reason by keyboard. */
  async function fillForm(path: string, who: MemberRow, amount: number, reason: string): Promise<void> {
    await page.goto(`${server.url}${path}`);
    const picker = page.getByRole('combobox');
    await picker.waitFor();
    expect(await picker.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await picker.pressSequentially(who.visibleId);
    await page.locator('.bp6-menu-item', { hasText: who.visibleId }).waitFor();
    await picker.press('Enter');
    await page.getByTestId('patch-member-now').waitFor();
    await page.locator('#patch-amount:focus').waitFor();
    await page.keyboard.type(String(amount));
    await page.keyboard.press('Enter');
    await page.locator('#patch-reason:focus').waitFor();
    await page.keyboard.type(reason);
    await page.keyboard.press('Enter');
    // The confirmation takes the focus (y, or Enter once armed, confirms; Esc cancels).
    await page.locator('[data-testid="patch-confirm"]:focus').waitFor();
  }

  test('coins: pick, dry run, confirm with a double click → one order; drawer and /order/patch show it', async () => {
    const who = candidates[0]!;
    const before = (await member(who.id)).coinBalance;
    const reason = `e2e coins ${Date.now()}`;
    await fillForm('/member/patch-coin', who, 150, reason);

    expect(await page.getByTestId('patch-before').innerText()).toBe(count(before));
    expect(await page.getByTestId('patch-after').innerText()).toBe(count(before + 150));
    // Nothing is written by the dry run.
    expect((await member(who.id)).coinBalance).toBe(before);
    expect(await patchOrders(who.id, reason)).toEqual([]);

    await page.getByTestId('patch-confirm').dblclick();
    const orderNo = (await page.getByTestId('patch-order-no').innerText()).trim();
    expect(orderNo).toMatch(/^PAT\d{11,}$/);
    expect(await page.getByTestId('patch-result-value').innerText()).toBe(count(before + 150));
    expect(await page.getByTestId('patch-issued').innerText()).toContain(en('memberOps.result.issuedTitle'));

    const orders = await patchOrders(who.id, reason);
    expect(orders.map((o) => o.orderNo)).toEqual([orderNo]);
    expect(orders[0]).toMatchObject({ coins: 150, status: 'paid', channel: 'admin' });
    expect((await member(who.id)).coinBalance).toBe(before + 150);

    // The member drawer of the member list shows the new balance and the re-issue in the ledger.
    await page.goto(`${server.url}/member/list?member=${who.id}`);
    const coins = page.getByTestId('member-coins');
    await coins.waitFor({ timeout: 15_000 });
    expect(await coins.innerText()).toBe(count(before + 150));
    const ledger = page.getByTestId('member-coin-ledger');
    expect(await ledger.locator('tbody tr').first().innerText()).toContain('+150');

    // /order/patch, filtered by the link's order number, lists the order.
    await page.goto(`${server.url}/order/patch?orderNo=${orderNo}`);
    await page.getByText(orderNo, { exact: true }).first().waitFor({ timeout: 15_000 });
    expect(problems).toEqual([]);
  });

  test('coins: a network error after the server issued → retry with the same key → "already issued", one order', async () => {
    const who = candidates[1]!;
    const before = (await member(who.id)).coinBalance;
    const reason = `e2e lost answer ${Date.now()}`;
    const keys: string[] = [];
    let dropped = false;
    await page.route('**/api/admin/member/patch-coin', async (route) => {
      const req = route.request();
      const body = JSON.parse(req.postData() ?? '{}') as { dryRun?: boolean };
      if (!body.dryRun) keys.push((await req.allHeaders())['idempotency-key'] ?? '');
      if (!body.dryRun && !dropped) {
        dropped = true;
        await route.fetch(); // the server issues, but the answer never reaches the console
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    try {
      await fillForm('/member/patch-coin', who, 40, reason);
      await page.getByTestId('patch-confirm').click();
      await page.getByTestId('patch-confirm-error').waitFor();
      expect(await page.getByTestId('patch-confirm-error').innerText()).toBe(
        en('memberOps.confirm.networkError'),
      );
      await page.getByRole('button', { name: en('memberOps.confirm.retry') }).click();
      await page.getByTestId('patch-replayed').waitFor();
      expect(await page.getByTestId('patch-result-value').innerText()).toBe(count(before + 40));
    } finally {
      await page.unroute('**/api/admin/member/patch-coin');
    }
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await patchOrders(who.id, reason)).toHaveLength(1);
    expect((await member(who.id)).coinBalance).toBe(before + 40);
  });

  test('VIP: dry run shows the expiry before and after; confirm → one order; the drawer shows the new expiry', async () => {
    const who = candidates[2]!;
    const start = await member(who.id);
    const reason = `e2e vip ${Date.now()}`;
    await fillForm('/member/patch-vip', who, 30, reason);

    const beforeText = await page.getByTestId('patch-before').innerText();
    if (start.vipExpiresAt === null) expect(beforeText).toBe(en('member.vip.never'));
    else expect(beforeText).toContain(dateTime(start.vipExpiresAt));
    const afterText = await page.getByTestId('patch-after').innerText();

    await page.getByTestId('patch-confirm').dblclick();
    const orderNo = (await page.getByTestId('patch-order-no').innerText()).trim();
    const after = await member(who.id);
    expect(after.vipExpiresAt).not.toBeNull();
    if (start.vipActive) {
      // Time stacks on the active VIP: the dry run's preview is exactly the issued expiry.
      expect(afterText).toBe(dateTime(after.vipExpiresAt!));
    } else {
      // A new grant starts when it is issued, moments after the preview: at most a minute boundary apart.
      const issued = Date.parse(after.vipExpiresAt!);
      expect([
        dateTime(new Date(issued).toISOString()),
        dateTime(new Date(issued - 60_000).toISOString()),
      ]).toContain(afterText);
    }
    expect(await page.getByTestId('patch-result-value').innerText()).toBe(dateTime(after.vipExpiresAt!));
    const base = start.vipActive && start.vipExpiresAt ? Date.parse(start.vipExpiresAt) : Date.now();
    expect(Math.abs(Date.parse(after.vipExpiresAt!) - base - 30 * 86_400_000)).toBeLessThan(120_000);

    const orders = await patchOrders(who.id, reason);
    expect(orders.map((o) => o.orderNo)).toEqual([orderNo]);
    expect(orders[0]).toMatchObject({ vipDays: 30 });

    // "View member" opens the drawer on the result screen with the new expiry.
    await page.getByRole('button', { name: en('memberOps.result.viewMember') }).click();
    await page.getByTestId('member-vip').waitFor();
    expect(await page.getByTestId('member-vip').innerText()).toBe(
      en('member.vip.until', { date: `${dateTime(after.vipExpiresAt!)} ${BUSINESS_TIME_ZONE_LABEL}` }),
    );
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/member/list?member=${who.id}`);
    await page.getByTestId('member-vip').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('member-vip').innerText()).toBe(
      en('member.vip.until', { date: `${dateTime(after.vipExpiresAt!)} ${BUSINESS_TIME_ZONE_LABEL}` }),
    );
    await page.goto(`${server.url}/order/patch?orderNo=${orderNo}`);
    await page.getByText(orderNo, { exact: true }).first().waitFor({ timeout: 15_000 });
    expect(problems).toEqual([]);
  });

  test('Esc cancels the confirmation and nothing is issued', async () => {
    const who = candidates[3]!;
    const before = (await member(who.id)).coinBalance;
    const reason = `e2e cancelled ${Date.now()}`;
    await fillForm('/member/patch-coin', who, 5, reason);
    await page.keyboard.press('Escape');
    await page.getByTestId('patch-confirm').waitFor({ state: 'detached' });
    expect(await page.locator('#patch-amount').inputValue()).toBe('5');
    expect(await patchOrders(who.id, reason)).toEqual([]);
    expect((await member(who.id)).coinBalance).toBe(before);
  });

  test('the member list reads whole: ten members and the "first 10 of N" line, no scrollbar', async () => {
    // The list held 320 px, 18 px short of ten members and the more-matches line: that line was cut
    // in half at the list's foot.
    for (const path of ['/member/patch-coin', '/member/patch-vip']) {
      await page.goto(`${server.url}${path}`);
      const picker = page.getByRole('combobox');
      await picker.waitFor();
      await picker.press('1');
      const menu = page.locator('.od-member-picker-menu');
      await menu.locator('li').nth(10).waitFor();
      const { clientHeight, scrollHeight } = await menu.evaluate((el) => ({
        clientHeight: el.clientHeight,
        scrollHeight: el.scrollHeight,
      }));
      expect(scrollHeight, path).toBeLessThanOrEqual(clientHeight);
      await page.keyboard.press('Escape');
    }
    expect(problems).toEqual([]);
  });

  test.each(['/member/patch-coin', '/member/patch-vip'])(
    '%s is drawn without zod: its page preloads no schema code (the checks load after the first paint)',
    async (path) => {
      const html = await (await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } })).text();
      const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map(
        (m) => m[1] ?? '',
      );
      const isSchemaCode = (href: string) =>
        /\/assets\/(zod|common-schemas|list-schemas|content-schemas|action-schemas|catalogue-actions)-/.test(
          href,
        );
      // the page preloads its screen's code (the shell, then the form's own chunks), no schema's
      expect(preloads.some((href) => /\/assets\/reissue-screen-/.test(href))).toBe(true);
      expect(preloads.filter(isSchemaCode)).toEqual([]);
    },
  );
});
