import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type OpenPglite, onBothPgliteKinds } from '../testing/pglite-kinds.js';
import { preparedBatch, preparedRows } from './prepared.js';

/**
 * `genericPlan` plans a statement once (force_generic_plan for that statement only): PostgreSQL's
 * own counters of each prepared statement show which plan each run used, and the setting ends with
 * the call, so the statements around it keep `auto` (custom plans for their first five runs).
 */
const SETUP = `CREATE TABLE g (id int PRIMARY KEY, kind text NOT NULL, at int NOT NULL);
  INSERT INTO g SELECT i, 'k' || (i % 4), i FROM generate_series(1, 400) i;
  CREATE INDEX g_kind_at ON g (kind, at DESC);
  ANALYZE g`;

const PAGE = 'SELECT id FROM g WHERE kind = $1 ORDER BY at DESC LIMIT $2';
const OTHER = 'SELECT count(*)::int AS n FROM g WHERE kind = $1 AND at < $2';

function suite(open: OpenPglite) {
  let pg: PGlite;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ pg, close } = await open());
    await pg.exec(SETUP);
  });
  afterAll(() => close());

  const plans = async (text: string) => {
    const { rows } = await pg.query<{ generic_plans: number; custom_plans: number }>(
      'SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE statement = $1',
      [text],
    );
    return rows[0];
  };

  test('a statement asking for a generic plan is planned once and answers the same rows', async () => {
    const expected = (await pg.query(PAGE, ['k1', 3])).rows;
    expect(expected).toEqual([{ id: 397 }, { id: 393 }, { id: 389 }]);
    for (let i = 0; i < 3; i++)
      expect(await preparedRows(pg, PAGE, ['k1', 3], { genericPlan: true })).toEqual(expected);
    expect(await plans(PAGE)).toEqual({ generic_plans: 3, custom_plans: 0 });
    // the setting ended with the call: the session and a plain statement after it plan as before
    expect((await pg.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode')).rows).toEqual([
      { plan_cache_mode: 'auto' },
    ]);
    for (let i = 0; i < 3; i++) expect(await preparedRows(pg, OTHER, ['k2', 100])).toEqual([{ n: 25 }]);
    expect(await plans(OTHER)).toEqual({ generic_plans: 0, custom_plans: 3 });
  });

  test('in a batch, each statement is planned as it asks, and answers its own rows', async () => {
    const before = await plans(OTHER);
    const all = 'SELECT count(*)::int AS n FROM g';
    const answers = await preparedBatch(pg, [
      { text: PAGE, params: ['k2', 2], genericPlan: true },
      { text: all, params: [] },
      { text: OTHER, params: ['k2', 10] },
      { text: all, params: [] },
      { text: PAGE, params: ['k3', 1], genericPlan: true },
      { text: OTHER, params: ['k3', 10] },
    ]);
    expect(answers).toEqual([
      [{ id: 398 }, { id: 394 }],
      [{ n: 400 }],
      [{ n: 2 }],
      [{ n: 400 }],
      [{ id: 399 }],
      [{ n: 2 }],
    ]);
    expect(await plans(PAGE)).toEqual({ generic_plans: 5, custom_plans: 0 });
    expect(await plans(OTHER)).toEqual({
      generic_plans: before?.generic_plans,
      custom_plans: (before?.custom_plans ?? 0) + 2,
    });
  });

  test('an error in a generic statement is raised as PostgreSQL raised it; the next call plans as before', async () => {
    const bad = 'SELECT id FROM g WHERE id = $1::int / $2::int';
    await expect(preparedRows(pg, bad, [1, 0], { genericPlan: true })).rejects.toMatchObject({
      code: '22012',
    });
    expect(await preparedRows(pg, bad, [4, 2], { genericPlan: true })).toEqual([{ id: 2 }]);
    expect((await pg.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode')).rows).toEqual([
      { plan_cache_mode: 'auto' },
    ]);
  });
}

onBothPgliteKinds('generic plans', suite);
