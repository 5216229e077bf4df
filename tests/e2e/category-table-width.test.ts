import { describe, expect, test } from 'vitest';
import { skipBrowserSuite } from '../helpers/browser.js';
import { useListPages } from './list-pages-support.js';

interface Heads {
  document: {
    querySelectorAll(s: string): ArrayLike<{ innerText: string; scrollWidth: number; clientWidth: number }>;
  };
}

/** The category table (its own, not the shared data list) at 1280 px, in both languages. */
describe.skipIf(skipBrowserSuite)('the category table at 1280 px in Chromium', () => {
  const { open, problems, url } = useListPages();

  test.each([
    ['en-US', 'light'],
    ['zh-CN', 'dark'],
  ] as const)(
    '%s %s at 1280 px: the category table fits, in view and edit mode, no header cut',
    async (locale, theme) => {
      // The categories' own table (not the shared list) needed 1119 px in a 988 px box en-US: its time
      // header now takes two lines (name, zone) and the scope may wrap or be cut, whole on hover and
      // on the row the keyboard is on.
      const page = await open(locale, theme, '/member/list', 1280);
      await page.goto(`${url()}/category/list`);
      const rows = page.locator('.od-category-table tbody tr[data-slug]');
      await rows.first().waitFor();
      const box = page.locator('.od-content-table-scroll');
      const fits = () => box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      const cutHeads = () =>
        page.evaluate(() => {
          const d = (globalThis as unknown as Heads).document;
          return Array.from(d.querySelectorAll('.od-category-table thead th'))
            .filter((th) => th.scrollWidth > th.clientWidth)
            .map((th) => th.innerText.trim());
        });
      const width = await fits();
      expect(width.scroll, JSON.stringify(width)).toBeLessThanOrEqual(width.client);
      expect(await cutHeads()).toEqual([]);
      // a scope wraps rather than being cut
      const scopes = page.locator('.od-category-table tbody td.od-cell-wrap');
      expect(await scopes.count()).toBeGreaterThan(0);
      for (const scope of await scopes.all())
        expect(await scope.evaluate((td) => td.scrollWidth <= td.clientWidth)).toBe(true);
      // edit mode (inputs and a scope select in the row) fits too
      // (on its name: a double click on the row's middle would flip its status switch)
      await rows.first().locator('td').nth(1).dblclick();
      await page.locator('.od-category-editing').waitFor();
      const editing = await fits();
      expect(editing.scroll, JSON.stringify(editing)).toBeLessThanOrEqual(editing.client);
      expect(await cutHeads()).toEqual([]);
      // the scope select shows its longest choice whole (its text and caret fit in its box)
      await page.locator('.od-category-editing select[name="scope"]').selectOption('both');
      const select = await page.locator('.od-category-editing select[name="scope"]').evaluate((el) => {
        interface Box {
          style: Record<string, string>;
          textContent: string;
          getBoundingClientRect(): { width: number };
          remove(): void;
        }
        const g = globalThis as unknown as {
          document: { createElement(t: string): Box; body: { appendChild(b: Box): void } };
          getComputedStyle(e: unknown): { font: string; paddingLeft: string; paddingRight: string };
        };
        const box = el as unknown as { clientWidth: number; selectedOptions: { text: string }[] };
        const style = g.getComputedStyle(el);
        const probe = g.document.createElement('span');
        probe.style.font = style.font;
        probe.style.whiteSpace = 'nowrap';
        probe.textContent = box.selectedOptions[0]?.text ?? '';
        g.document.body.appendChild(probe);
        const text = probe.getBoundingClientRect().width;
        probe.remove();
        const pad = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
        return { text, room: box.clientWidth - pad };
      });
      expect(select.text, JSON.stringify(select)).toBeLessThanOrEqual(select.room + 0.5);
      expect(problems).toEqual([]);
    },
  );
});
