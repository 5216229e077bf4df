import { lastFullDay, type MemberRow } from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { skipBrowserSuite } from '../helpers/browser.js';
import { firstTextOfCells } from '../helpers/cell-text.js';
import { cliRunner } from '../helpers/cli.js';
import { apiData, useConsole } from '../helpers/console.js';
import type { RunningServer } from '../helpers/start-server.js';
import { en } from '../helpers/strings.js';

describe.skipIf(skipBrowserSuite)('live monitor in Chromium', () => {
  let server: RunningServer;
  let page: Page;
  let token = '';
  const problems: string[] = [];
  // a failed load (404, 5xx, network) counts, as everywhere
  useConsole(problems, {}, (session) => {
    ({ server, page, token } = session);
  });

  const call = <T>(path: string, init: RequestInit = {}) => apiData<T>(server.apiUrl, token, path, init);

  test('a re-issue made through the API appears on the open monitor, newest first', async () => {
    await page.goto(`${server.url}/dashboard/monitor`);
    await expect
      .poll(() => page.getByTestId('monitor-live-state').getAttribute('data-state'), { timeout: 30_000 })
      .toBe('live');
    await page.getByRole('heading', { name: en('monitor.status.title') }).waitFor();
    const [member] = (await call<{ list: MemberRow[] }>('/admin/members?status=active&pageSize=5')).list;
    if (!member) throw new Error('no active member');
    const result = await call<{ orderNo: string }>('/admin/member/patch-coin', {
      method: 'POST',
      headers: { 'idempotency-key': `e2e-monitor-${Date.now()}` },
      body: JSON.stringify({ memberId: member.id, coins: 12, reason: 'monitor e2e' }),
    });
    const first = page.getByTestId('monitor-activity').locator('li').first();
    await expect.poll(() => first.textContent(), { timeout: 10_000 }).toContain(result.orderNo);
    expect(await first.getAttribute('data-kind')).toBe('reissue');
    expect(await first.textContent()).toContain(en('monitor.activity.member', { id: member.visibleId }));
    // the audit code reads as its sentence
    expect(await first.textContent()).toContain(en('audit.actions.member.reissueCoins'));
    expect(await first.textContent()).not.toContain('member.reissueCoins');
  });

  test('the live activity fills its card to the bottom, however tall the panels beside it', async () => {
    const gapUnderList = () =>
      page.getByTestId('monitor-activity').evaluate((list) => {
        const card = list.closest('.od-monitor-activity');
        if (!card) return Number.NaN;
        const padding = Number.parseFloat(
          card.ownerDocument.defaultView?.getComputedStyle(card).paddingBottom ?? '0',
        );
        return Math.round(
          card.getBoundingClientRect().bottom - padding - list.getBoundingClientRect().bottom,
        );
      });
    const viewport = page.viewportSize();
    for (const size of [
      { width: 1440, height: 900 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      // the list's bottom is the card's content edge: no empty band under the last row
      await expect.poll(gapUnderList).toBeLessThanOrEqual(1);
      const box = await page.getByTestId('monitor-activity').boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(559);
    }
    if (viewport) await page.setViewportSize(viewport);
  });

  test('a sign-in elsewhere appears on the open monitor as a sentence', async () => {
    const res = await fetch(`${server.apiUrl}/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '13800000002', password: 'User@1234' }),
    });
    expect(res.status).toBe(200);
    const first = page.getByTestId('monitor-activity').locator('li').first();
    await expect.poll(() => first.getAttribute('data-kind'), { timeout: 10_000 }).toBe('auth');
    expect(await first.textContent()).toContain(en('audit.actions.auth.signIn'));
  });

  test('a note posted from the screen streams back; a quick operation opens the palette action', async () => {
    const input = page.getByLabel(en('monitor.note.placeholder'));
    await input.fill('e2e note');
    await input.press('Enter');
    const first = page.getByTestId('monitor-activity').locator('li').first();
    await expect.poll(() => first.textContent(), { timeout: 10_000 }).toContain('e2e note');
    await page.getByRole('button', { name: en('monitor.quick.reissueCoin') }).click();
    await page.locator('[cmdk-input]').waitFor();
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
  });

  /**
   * The cells of the page's analysis tables that hold a number (`12,345`, `¥1,234.00`, `+12.5%`)
   * and are not right-aligned with tabular figures; and how many number cells there are.
   */
  const misalignedNumbers = (): Promise<{ numbers: number; wrong: string[] }> =>
    page.evaluate(`(() => {
      const cells = [...document.querySelectorAll('.od-analysis-table td')].filter((td) =>
        /^[¥+\\u2212-]?[\\d,.]+%?$/.test(td.textContent.trim()));
      const wrong = cells.filter((td) => {
        const s = getComputedStyle(td);
        return s.textAlign !== 'right' || !s.fontVariantNumeric.includes('tabular-nums');
      }).map((td) => td.textContent.trim());
      return { numbers: cells.length, wrong };
    })()`);

  test('data analysis: the cards show the server figures of the range; the table view lists each day', async () => {
    await page.goto(`${server.url}/visualization/data-analysis?from=2026-01-01&to=2026-01-31`);
    const overview = await call<{ figures: Record<string, { value: number }> }>(
      '/admin/analysis/overview?from=2026-01-01&to=2026-01-31',
    );
    const card = page.locator('[data-metric="newMembers"]');
    await card.waitFor();
    const count = new Intl.NumberFormat('en-US').format(overview.figures.newMembers?.value ?? -1);
    await expect.poll(() => card.locator('.od-analysis-card-value').textContent()).toBe(count);
    await page.getByRole('button', { name: en('analysis.table'), exact: true }).click();
    await expect.poll(() => page.locator('.od-analysis-table tbody tr').count()).toBe(31);
    // every number of the daily table and the revenue by kind is right-aligned in tabular figures
    const aligned = await misalignedNumbers();
    expect(aligned.numbers).toBeGreaterThan(31);
    expect(aligned.wrong).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('data analysis without a range: the cards are the figures `opsdeck stats` prints (30 full days to yesterday)', async () => {
    const cli = cliRunner(server.apiUrl);
    try {
      const home = await cli.signedIn('13800000001', 'Admin@123');
      const stats = await cli.opsdeck(home, ['stats', '--json']);
      expect(stats.code, stats.stderr).toBe(0);
      const printed = JSON.parse(stats.stdout) as {
        to: string;
        days: string[];
        figures: Record<string, { value: number }>;
      };
      expect(printed.to).toBe(lastFullDay());
      expect(printed.days).toHaveLength(30);
      await page.goto(`${server.url}/visualization/data-analysis`);
      for (const metric of [
        'newMembers',
        'payingMembers',
        'paidOrders',
        'coinsIssued',
        'coinsSpent',
        'unlocks',
      ]) {
        const value = new Intl.NumberFormat('en-US').format(printed.figures[metric]?.value ?? -1);
        await expect
          .poll(() => page.locator(`[data-metric="${metric}"] .od-analysis-card-value`).textContent(), {
            timeout: 30_000,
          })
          .toBe(value);
      }
      // the range's last day, in the input, is the one `stats` printed (not today)
      const [y, m, d] = printed.to.split('-');
      expect(await page.locator('input[name="to"]').inputValue()).toBe(`${m}/${d}/${y}`);
      expect(await page.locator('[data-today-included]').count()).toBe(0);
    } finally {
      cli.cleanup();
    }
    expect(problems).toEqual([]);
  });

  test('data analysis: the popular authors panel lists the server’s authors as a table', async () => {
    const range = 'from=2025-12-01&to=2026-11-30';
    await page.goto(`${server.url}/visualization/data-analysis?${range}`);
    const authors = await call<{ list: { author: string; contentCount: number }[] }>(
      `/admin/analysis/popular-authors?${range}`,
    );
    expect(authors.list.length).toBeGreaterThan(0);
    const panel = page.locator('[data-panel="authors"]');
    // a chart starts when it nears the viewport: the authors panel is at the foot of the page
    await panel.scrollIntoViewIfNeeded();
    await panel.locator('canvas').first().waitFor();
    await panel
      .getByRole('button', { name: `${en('analysisPanels.authors.title')}: ${en('analysis.table')}` })
      .click();
    const rows = page.getByTestId('authors-table').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(authors.list.length);
    const top = authors.list[0];
    await expect.poll(() => rows.first().textContent()).toContain(`${top?.author}${top?.contentCount}`);
    expect(problems).toEqual([]);
  });

  test('multi-dimension analysis: switching to platform shows one row per platform with its new members', async () => {
    await page.goto(
      `${server.url}/visualization/multi-dimension-data-analysis?from=2026-01-01&to=2026-06-30`,
    );
    await page.getByRole('button', { name: en('analysis.multi.dimensions.platform') }).click();
    await expect.poll(() => page.url()).toContain('dimension=platform');
    const split = await call<{ values: { value: string; totals: Record<string, number> }[] }>(
      '/admin/analysis/dimensions?from=2026-01-01&to=2026-06-30&dimension=platform',
    );
    const rows = page.getByTestId('dimension-table').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(split.values.length);
    const first = split.values[0];
    const count = new Intl.NumberFormat('en-US').format(first?.totals.newMembers ?? -1);
    await expect.poll(() => rows.first().textContent()).toBe(`${first?.value}${count}`);
    const aligned = await misalignedNumbers();
    expect(aligned.numbers).toBeGreaterThan(0);
    expect(aligned.wrong).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('multi-dimension analysis: a row’s name and its figures sit on one line', async () => {
    await page.goto(`${server.url}/visualization/multi-dimension-data-analysis`);
    const row = page.getByTestId('dimension-table').locator('tbody tr').first();
    await row.locator('td').nth(1).waitFor();
    // the vertical centre of each cell's text (the name is a button, the figures are plain text)
    const centres = (await firstTextOfCells(row.locator('td'))).map((cell) =>
      cell ? cell.top + cell.height / 2 : Number.NaN,
    );
    expect(centres.length).toBeGreaterThan(1);
    for (const c of centres) expect(Math.abs(c - (centres[0] ?? 0))).toBeLessThanOrEqual(2);
    expect(problems).toEqual([]);
  });
});
