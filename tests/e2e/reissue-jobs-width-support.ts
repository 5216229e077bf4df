/**
 * In-page measures of the re-issue jobs screen for its width test (run with `page.evaluate`, so
 * self-contained): what overflows, what is cut, and on how many lines a cell's text is drawn.
 */

interface El {
  innerText: string;
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
  getBoundingClientRect(): { left: number; right: number; top: number };
  querySelector(s: string): El | null;
  querySelectorAll(s: string): ArrayLike<El>;
}

export interface JobsLayout {
  /** The page scrolls sideways (the window's content is wider than the window). */
  pageWider: boolean;
  /** The jobs table is wider than its column, or runs under the open job's pane. */
  listWider: string;
  /** The open job's content is wider than its pane, or past the window's edge. */
  detailWider: string;
  /** Cells (or a tag, a name inside one) whose content is cut: `table: text`. */
  cut: string[];
  /** Per header of the jobs table and the rows table: on how many lines its title is drawn. */
  headLines: Record<string, number>;
  /** The most lines any cell's one-line part (id, amounts, counts, time, name) is drawn on. */
  oneLineParts: number;
  /** The most lines a members' filter is drawn on. */
  filterLines: number;
}

export function jobsLayout(): JobsLayout {
  const g = globalThis as unknown as {
    document: {
      documentElement: El;
      querySelector(s: string): El | null;
      querySelectorAll(s: string): ArrayLike<El>;
      createRange(): {
        selectNodeContents(e: El): void;
        getClientRects(): ArrayLike<{ top: number; height: number }>;
      };
    };
    innerWidth: number;
  };
  const d = g.document;
  // the lines a text is drawn on: its line boxes' distinct tops
  const lines = (e: El) => {
    const range = d.createRange();
    range.selectNodeContents(e);
    const tops = Array.from(range.getClientRects())
      .filter((r) => r.height > 0)
      .map((r) => Math.round(r.top));
    return new Set(tops).size;
  };
  const html = d.documentElement;
  const table = d.querySelector('.od-jobs-table');
  const list = d.querySelector('.od-jobs-list');
  const detail = d.querySelector('.od-job-detail');
  const listWider =
    table && list && detail
      ? table.scrollWidth > list.clientWidth ||
        table.getBoundingClientRect().right > detail.getBoundingClientRect().left
        ? `table ${table.scrollWidth} px in ${list.clientWidth} px, its right ${table.getBoundingClientRect().right} and the pane's left ${detail.getBoundingClientRect().left}`
        : ''
      : 'no table, list or pane';
  const detailWider = detail
    ? detail.scrollWidth > detail.clientWidth || detail.getBoundingClientRect().right > g.innerWidth
      ? `pane content ${detail.scrollWidth} px in ${detail.clientWidth} px, its right ${detail.getBoundingClientRect().right}`
      : ''
    : 'no pane';
  const cut: string[] = [];
  for (const [name, selector] of [
    ['jobs', '.od-jobs-table'],
    ['rows', '.od-job-rows-table'],
  ] as const)
    for (const cell of Array.from(d.querySelectorAll(`${selector} th, ${selector} td`))) {
      const inside = [cell, ...Array.from(cell.querySelectorAll('*'))];
      if (inside.some((e) => e.scrollWidth > e.clientWidth + 0.5 || e.scrollHeight > e.clientHeight + 1))
        cut.push(`${name}: ${cell.innerText.trim()}`);
    }
  const headLines: Record<string, number> = {};
  for (const th of Array.from(d.querySelectorAll('.od-jobs-table th, .od-job-rows-table th')))
    headLines[th.innerText.trim()] = lines(th);
  const parts = Array.from(d.querySelectorAll('.od-jobs-table .od-jobs-id, .od-jobs-table .od-jobs-line'));
  const filters = Array.from(d.querySelectorAll('.od-jobs-table .od-jobs-filter'));
  return {
    pageWider: html.scrollWidth > html.clientWidth,
    listWider,
    detailWider,
    cut,
    headLines,
    oneLineParts: Math.max(0, ...parts.map(lines)),
    filterLines: Math.max(0, ...filters.map(lines)),
  };
}
