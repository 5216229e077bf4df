import type { Locator } from 'playwright-core';

/** Where the first non-blank text of one cell is drawn: its text, how many lines, and its box. */
export interface CellText {
  text: string;
  lines: number;
  top: number;
  height: number;
}

/**
 * The first non-blank text node of each element the locator matches, measured in the page: how
 * many line boxes it takes and where it sits (null for an element without text). The tests compile
 * without the DOM lib, so the walker reaches the document through `globalThis`.
 */
export function firstTextOfCells(cells: Locator): Promise<Array<CellText | null>> {
  return cells.evaluateAll((elements) => {
    type Box = { top: number; height: number };
    type Node = { nodeType: number; textContent: string | null; childNodes: ArrayLike<Node> };
    type Range = {
      selectNodeContents(n: Node): void;
      getClientRects(): ArrayLike<unknown>;
      getBoundingClientRect(): Box;
    };
    const doc = (globalThis as unknown as { document: { createRange(): Range } }).document;
    const firstText = (n: Node): Node | null => {
      if (n.nodeType === 3 && n.textContent?.trim()) return n;
      for (const child of Array.from(n.childNodes)) {
        const found = firstText(child);
        if (found) return found;
      }
      return null;
    };
    return elements.map((element) => {
      const text = firstText(element as unknown as Node);
      if (!text) return null;
      const range = doc.createRange();
      range.selectNodeContents(text);
      const box = range.getBoundingClientRect();
      return {
        text: text.textContent?.trim() ?? '',
        lines: range.getClientRects().length,
        top: box.top,
        height: box.height,
      };
    });
  });
}
