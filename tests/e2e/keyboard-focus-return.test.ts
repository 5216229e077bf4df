import type { MemberRow } from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { keyboardReady, readStorage, skipBrowserSuite } from '../helpers/browser.js';
import { apiData } from '../helpers/console.js';
import { ADMIN, type ChromeHarness, signedIn, startHarness, stopHarness } from './chrome-harness.js';
import { listReady, rowClass } from './lists-support.js';
import { paletteCoinsForm } from './palette-reissue-support.js';
import { fillReissueForm, reissueReads } from './reissue-support.js';

interface Focus {
  document: {
    activeElement: {
      tagName: string;
      className: string;
      closest(s: string): { className: string; getAttribute(n: string): string | null } | null;
      getAttribute(n: string): string | null;
    } | null;
  };
  getComputedStyle(el: unknown): { outlineStyle: string; outlineWidth: string };
}

/** What has the focus: its test id, its table row (its `data-row`) and its outline. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const w = globalThis as unknown as Focus;
    const el = w.document.activeElement;
    const style = el ? w.getComputedStyle(el) : undefined;
    return {
      testId: el?.getAttribute('data-testid') ?? null,
      id: el?.getAttribute('id') ?? null,
      row: el?.closest('tr[data-row]')?.getAttribute('data-row') ?? null,
      sort: el?.getAttribute('data-sort-field') ?? null,
      outline: style ? `${style.outlineStyle} ${style.outlineWidth}` : '',
    };
  });

interface Geometry {
  document: {
    activeElement: { getBoundingClientRect(): { x: number; y: number; width: number; height: number } };
    elementFromPoint(x: number, y: number): { closest(s: string): unknown } | null;
  };
}
/** True when the focused sort header is what is seen at its centre (not a copy under another). */
function focusedOnTop(): boolean {
  const d = (globalThis as unknown as Geometry).document;
  const r = d.activeElement.getBoundingClientRect();
  return (
    d.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.closest('.od-sort-button') === d.activeElement
  );
}

/** Where the focus goes back to after export, a re-issue and the palette; Tab and the active row together. */
describe.skipIf(skipBrowserSuite)('keyboard focus comes back in Chromium', () => {
  let h: ChromeHarness;
  let page: Page;
  let token = '';
  let candidates: MemberRow[] = [];
  const api = <T>(path: string) => apiData<T>(h.server.apiUrl, token, path);
  const { patchOrders, activeMembers } = reissueReads(api);

  beforeAll(async () => {
    h = await startHarness();
    page = await signedIn(h, ADMIN);
    token = (await readStorage(page, 'token')) ?? '';
    candidates = await activeMembers();
  });
  afterAll(() => stopHarness(h));

  /** The member list, ten rows a page, answered. */
  async function openMembers(): Promise<void> {
    await page.goto(`${h.server.url}/member/list?size=10`);
    await listReady(page);
  }
  /** From the search field (`/`) down into the rows: the focus on the first. */
  async function intoRows(): Promise<void> {
    await page.keyboard.press('/');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toMatchObject({ row: '0' });
  }

  const activeRow = (row: number) => rowClass(page, row);

  test('export: the focus is back on the Export button when the file is made', async () => {
    await openMembers();
    const button = page.getByTestId('list-export');
    await button.focus();
    await page.keyboard.press('Enter');
    await page
      .locator('.bp6-toast', { hasText: /^Exported \S+ rows?$/ })
      .first()
      .waitFor();
    await page.locator('[data-testid="list-export"]:not([disabled])').waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ testId: 'list-export' });
    expect(h.problems).toEqual([]);
  });

  test('Tab onto a row makes it the active row; j and the arrows move the focus with the active row', async () => {
    await openMembers();
    await intoRows();
    await page.keyboard.press('j');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toMatchObject({ row: '2' });
    expect(await activeRow(2)).toContain('od-row-active');
    await page.keyboard.press('k');
    await expect.poll(() => focused(page)).toMatchObject({ row: '1' });
    // Tab goes on through the row's controls and into the next rows: the active row follows
    let seen = '1';
    for (let i = 0; i < 12 && seen === '1'; i++) {
      await page.keyboard.press('Tab');
      seen = (await focused(page)).row ?? 'out';
    }
    expect(seen).toBe('2');
    await expect.poll(() => activeRow(2)).toContain('od-row-active');
    expect(await activeRow(1)).not.toContain('od-row-active');
    // Shift+Tab back into row 1 (its member link) makes it active again
    for (let i = 0; i < 4 && seen !== '1'; i++) {
      await page.keyboard.press('Shift+Tab');
      seen = (await focused(page)).row ?? 'out';
    }
    expect(seen).toBe('1');
    await expect.poll(() => activeRow(1)).toContain('od-row-active');
    expect(h.problems).toEqual([]);
  });

  test('sort headers take the focus once each, with a visible ring', async () => {
    await openMembers();
    const headers = page.locator('.od-data-table .od-sort-button');
    const fields = await headers.evaluateAll((els) => els.map((e) => e.getAttribute('data-sort-field')));
    expect(fields.length).toBeGreaterThan(0);
    // Tab on from the export button, past the rows, to the pager: each sort header once, with a ring
    await page.getByTestId('list-export').focus();
    const visited: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const f = await focused(page);
      if (!f.sort) {
        if (visited.length > 0) break;
        continue;
      }
      visited.push(f.sort);
      expect(f.outline).toMatch(/^solid [1-9]/);
      // the ring is drawn where it is seen: the header is the topmost element at its centre
      expect(await page.evaluate(focusedOnTop)).toBe(true);
    }
    expect(visited).toEqual([...new Set(fields)]);
    expect(h.problems).toEqual([]);
  });

  test('a re-issue on the form: the focus is on "re-issue another" once issued', async () => {
    const who = candidates[0]!;
    const reason = `focus form ${Date.now()}`;
    await page.goto(`${h.server.url}/member/patch-coin`);
    await fillReissueForm(page, who, 2, reason);
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="patch-confirm"]:focus').waitFor();
    await page.keyboard.press('y');
    await page.getByTestId('patch-issued').waitFor();
    // the review is gone (it traps the focus while it closes), then the focus is on "re-issue another"
    await page.locator('.od-patch-confirm').waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toMatchObject({ testId: 'patch-another' });
    expect(await patchOrders(who.id, reason)).toHaveLength(1);
    // and "re-issue another" puts it in the member field
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatchObject({ id: 'patch-member' });
    expect(h.problems).toEqual([]);
  });

  test('a re-issue from the palette: the focus goes back to the row the palette was opened from', async () => {
    const who = candidates[1]!;
    const reason = `focus palette ${Date.now()}`;
    await openMembers();
    await intoRows();
    await page.keyboard.press('j');
    await expect.poll(() => focused(page)).toMatchObject({ row: '1' });
    await keyboardReady(page);
    await page.keyboard.press('Control+k');
    await page.locator('.od-palette [cmdk-input]').waitFor();
    await paletteCoinsForm(page, who.visibleId, 3, reason);
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="palette-confirm"][data-armed="true"]').waitFor();
    await page.keyboard.press('Enter');
    await page.locator('.bp6-toast', { hasText: who.visibleId }).waitFor();
    await page.locator('.od-palette').waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toMatchObject({ row: '1' });
    expect(await activeRow(1)).toContain('od-row-active');
    expect(await patchOrders(who.id, reason)).toHaveLength(1);
    expect(h.problems).toEqual([]);
  });
});
