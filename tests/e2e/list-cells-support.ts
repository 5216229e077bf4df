/**
 * In-page measures of a list's table for the column tests (run with `page.evaluate`, so each is
 * self-contained): which headers and cells are cut, on how many lines a time header is drawn, and
 * whether the time headers would fit on one line.
 */

export interface Cells {
  document: {
    querySelectorAll(s: string): ArrayLike<{
      innerText: string;
      scrollWidth: number;
      clientWidth: number;
      children: ArrayLike<{ innerText: string; scrollWidth: number; clientWidth: number }>;
    }>;
  };
}

/** Per header: how many of its cells (the header included) are cut (wider than their box). */
export function cutCells(): Record<string, number> {
  const d = (globalThis as unknown as Cells).document;
  const heads = Array.from(d.querySelectorAll('.od-data-table .od-rows thead th'));
  const cut: Record<string, number> = {};
  heads.forEach((th) => {
    cut[th.innerText.trim()] = th.scrollWidth > th.clientWidth ? 1 : 0;
  });
  for (const tr of Array.from(d.querySelectorAll('.od-data-table .od-rows tbody tr[data-row]'))) {
    Array.from(tr.children).forEach((td, i) => {
      const title = heads[i]?.innerText.trim() ?? String(i);
      if (td.scrollWidth > td.clientWidth) cut[title] = (cut[title] ?? 0) + 1;
    });
  }
  return cut;
}

/**
 * Per header: how many of its cells hold something cut inside (a tag's label or a member's name
 * with an ellipsis: its own box narrower than its text), which cutCells does not see.
 */
export function cutInside(): Record<string, number> {
  const d = (globalThis as unknown as Cells).document;
  const heads = Array.from(d.querySelectorAll('.od-data-table .od-rows thead th'));
  const cut: Record<string, number> = {};
  const rows = Array.from(d.querySelectorAll('.od-data-table .od-rows tbody tr[data-row]')) as unknown as {
    children: ArrayLike<{
      querySelectorAll(s: string): ArrayLike<{ scrollWidth: number; clientWidth: number }>;
    }>;
  }[];
  for (const tr of rows) {
    Array.from(tr.children).forEach((td, i) => {
      const title = heads[i]?.innerText.trim() ?? String(i);
      if (Array.from(td.querySelectorAll('*')).some((e) => e.scrollWidth > e.clientWidth))
        cut[title] = (cut[title] ?? 0) + 1;
    });
  }
  return cut;
}

/** The cells of the column titled `title`: their text, and whether any is cut (wider or taller than its box). */
export function reasonCells(title: string): { text: string; cut: boolean }[] {
  const d = (globalThis as unknown as Cells).document;
  const heads = Array.from(d.querySelectorAll('.od-data-table .od-rows thead th'));
  const at = heads.findIndex((th) => th.innerText.trim() === title);
  return Array.from(d.querySelectorAll('.od-data-table .od-rows tbody tr[data-row]')).map((tr) => {
    const td = tr.children[at] as unknown as {
      innerText: string;
      scrollWidth: number;
      clientWidth: number;
      scrollHeight: number;
      clientHeight: number;
    };
    return {
      text: td.innerText,
      cut: td.scrollWidth > td.clientWidth || td.scrollHeight > td.clientHeight,
    };
  });
}

/** Per header in parts (a time column's name and zone): on how many lines it is drawn. */
export function partLines(): Record<string, number> {
  const d = (globalThis as unknown as Cells).document;
  const lines: Record<string, number> = {};
  for (const th of Array.from(d.querySelectorAll('.od-data-table .od-rows thead th')) as unknown as {
    innerText: string;
    querySelectorAll(s: string): ArrayLike<{ getBoundingClientRect(): { top: number } }>;
  }[]) {
    const parts = Array.from(th.querySelectorAll('.od-column-part'));
    if (parts.length < 2) continue;
    lines[th.innerText.trim()] = new Set(parts.map((p) => Math.round(p.getBoundingClientRect().top))).size;
  }
  return lines;
}

/**
 * Whether every time header's name and zone would fit on one line in its column: the name's box (the
 * header less its padding and sort icon) against the title drawn on one line, from a hidden copy.
 */
export function zonedHeadersFit(): boolean {
  type El = {
    querySelector(s: string): El | null;
    querySelectorAll(s: string): ArrayLike<El>;
    cloneNode(deep: boolean): El;
    appendChild(e: El): void;
    remove(): void;
    style: { cssText: string; margin: string };
    getBoundingClientRect(): { width: number };
  };
  const d = (globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<El> } }).document;
  return Array.from(d.querySelectorAll('.od-data-table .od-rows thead th')).every((th) => {
    const name = th.querySelector('.od-column-name, .od-sort-name');
    if (!name || th.querySelectorAll('.od-column-part').length < 2) return true;
    const copy = name.cloneNode(true);
    copy.style.cssText =
      'position:absolute;visibility:hidden;display:inline-block;white-space:nowrap;padding:0';
    for (const part of Array.from(copy.querySelectorAll('.od-column-part'))) part.style.margin = '0';
    th.appendChild(copy);
    const oneLine = copy.getBoundingClientRect().width;
    copy.remove();
    return oneLine <= name.getBoundingClientRect().width;
  });
}
