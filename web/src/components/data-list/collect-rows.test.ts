import type { Page } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { collectRows } from './collect-rows.ts';
import type { ListQuery } from './types.ts';

/** A list of `total` numbered rows served page by page, recording each query. */
function source(total: number, estimated = false) {
  const queries: ListQuery[] = [];
  const fetchPage = async (query: ListQuery): Promise<Page<number>> => {
    queries.push(query);
    const size = Number(query.pageSize);
    const start = (Number(query.current) - 1) * size;
    const list = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => start + i);
    return { list, total: estimated ? Math.min(total, 100_000) : total, estimated };
  };
  return { fetchPage, queries };
}

describe('collectRows', () => {
  test('pages with the same filters at 100 rows until the total', async () => {
    const { fetchPage, queries } = source(250);
    const progress: number[] = [];
    const result = await collectRows(
      fetchPage,
      { status: 'paid', sort: 'createdAt:desc', current: 7, pageSize: 20 },
      {
        onProgress: (n) => progress.push(n),
      },
    );
    expect(result.rows).toHaveLength(250);
    expect(result.rows[249]).toBe(249);
    expect(result.capped).toBe(false);
    expect(queries.map((q) => [q.current, q.pageSize, q.status, q.sort])).toEqual([
      [1, 100, 'paid', 'createdAt:desc'],
      [2, 100, 'paid', 'createdAt:desc'],
      [3, 100, 'paid', 'createdAt:desc'],
    ]);
    expect(progress).toEqual([100, 200, 250]);
  });

  test('an exact multiple of the page size stops at the total without an empty page', async () => {
    const { fetchPage, queries } = source(200);
    const result = await collectRows(fetchPage, {});
    expect(result.rows).toHaveLength(200);
    expect(queries).toHaveLength(2);
  });

  test('stops at the cap and says so', async () => {
    const { fetchPage, queries } = source(1_000);
    const result = await collectRows(fetchPage, {}, { cap: 300 });
    expect(result.rows).toHaveLength(300);
    expect(result.capped).toBe(true);
    expect(queries).toHaveLength(3);
  });

  test('a list exactly at the cap is not capped; an estimated total at the cap is', async () => {
    expect((await collectRows(source(300).fetchPage, {}, { cap: 300 })).capped).toBe(false);
    expect((await collectRows(source(150_000, true).fetchPage, {}, { cap: 300 })).capped).toBe(true);
  });

  test('an estimated total keeps paging until a short page', async () => {
    const { fetchPage } = source(230, true);
    const result = await collectRows(fetchPage, {});
    expect(result.rows).toHaveLength(230);
    expect(result.capped).toBe(false);
  });

  test('an empty list gives no rows; an aborted signal stops', async () => {
    expect(await collectRows(source(0).fetchPage, {})).toEqual({ rows: [], capped: false });
    const controller = new AbortController();
    controller.abort();
    await expect(collectRows(source(10).fetchPage, {}, { signal: controller.signal })).rejects.toThrow();
  });
});
