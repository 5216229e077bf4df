import type { Page } from '@opsdeck/shared/schemas';
import type { ListQuery } from './types.ts';

/** The page size of an export: the API's largest. */
export const EXPORT_PAGE_SIZE = 100;
/** The most rows one export writes. */
export const EXPORT_ROW_CAP = 10_000;

/** The rows of an export and whether the list had more than the cap. */
export interface CollectedRows<R> {
  rows: R[];
  capped: boolean;
}

/**
 * Pages through a list with the same filters and sort (`current` 1, 2, … at `pageSize` 100) until
 * a short page, the total, or the cap. `onProgress` hears the row count after each page; an aborted
 * `signal` stops between pages.
 */
export async function collectRows<R>(
  fetchPage: (query: ListQuery) => Promise<Page<R>>,
  query: ListQuery,
  opts: { cap?: number; pageSize?: number; signal?: AbortSignal; onProgress?: (count: number) => void } = {},
): Promise<CollectedRows<R>> {
  const cap = opts.cap ?? EXPORT_ROW_CAP;
  const pageSize = opts.pageSize ?? EXPORT_PAGE_SIZE;
  const rows: R[] = [];
  for (let current = 1; ; current++) {
    opts.signal?.throwIfAborted();
    const page = await fetchPage({ ...query, current, pageSize });
    rows.push(...page.list);
    opts.onProgress?.(Math.min(rows.length, cap));
    const exactEnd = !page.estimated && rows.length >= page.total;
    if (page.list.length < pageSize || exactEnd) {
      return { rows: rows.slice(0, cap), capped: rows.length > cap };
    }
    if (rows.length >= cap) {
      const more = page.estimated ? true : page.total > cap;
      return { rows: rows.slice(0, cap), capped: more || rows.length > cap };
    }
  }
}
