import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type OpenPglite, onBothPgliteKinds } from '../testing/pglite-kinds.js';
import { preparedBatch, preparedRows } from './prepared.js';

/**
 * A batch of prepared statements is one call into PGlite: the statements run in order in one
 * implicit transaction (each sees the writes before it; an error rolls back the ones before it and
 * skips the rest), first uses are prepared on the way, and each statement answers its own rows.
 */
const SETUP = `CREATE TABLE t (id int PRIMARY KEY, name text NOT NULL);
  INSERT INTO t SELECT g, 'n' || g FROM generate_series(1, 5) g`;

function suite(open: OpenPglite) {
  let pg: PGlite;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ pg, close } = await open());
    await pg.exec(SETUP);
  });
  afterAll(() => close());

  test('runs in order, each statement answering its own rows; later ones see earlier writes', async () => {
    const count = { text: 'SELECT count(*)::int AS n FROM t WHERE id > $1', params: [0] };
    const [before, inserted, after, none] = await preparedBatch(pg, [
      count,
      { text: 'INSERT INTO t (id, name) VALUES ($1, $2) RETURNING id', params: [6, 'six'] },
      count,
      { text: 'SELECT id FROM t WHERE name = $1', params: ['nobody'] },
    ]);
    expect(before).toEqual([{ n: 5 }]);
    expect(inserted).toEqual([{ id: 6 }]);
    expect(after).toEqual([{ n: 6 }]);
    expect(none).toEqual([]);
    // the same texts again (prepared now), and alone, agree
    const [again] = await preparedBatch(pg, [count]);
    expect(again).toEqual(await preparedRows(pg, count.text, count.params));
    expect(await preparedBatch(pg, [])).toEqual([]);
  });

  test('an error rolls back the statements before it and skips the rest; the next batch starts clean', async () => {
    await expect(
      preparedBatch(pg, [
        { text: 'UPDATE t SET name = $2 WHERE id = $1', params: [1, 'changed'] },
        { text: 'INSERT INTO t (id, name) VALUES ($1, $2)', params: [2, 'duplicate'] },
        { text: 'UPDATE t SET name = $2 WHERE id = $1', params: [3, 'changed'] },
      ]),
    ).rejects.toMatchObject({ code: '23505' });
    const [rows] = await preparedBatch(pg, [
      { text: 'SELECT id, name FROM t WHERE id = ANY($1::int[]) ORDER BY id', params: ['{1,3}'] },
    ]);
    expect(rows).toEqual([
      { id: 1, name: 'n1' },
      { id: 3, name: 'n3' },
    ]);
    // a statement that does not parse fails the batch and is not taken for prepared
    await expect(preparedBatch(pg, [{ text: 'SELECT nope FROM t', params: [] }])).rejects.toMatchObject({
      code: '42703',
    });
    await expect(preparedBatch(pg, [{ text: 'SELECT nope FROM t', params: [] }])).rejects.toMatchObject({
      code: '42703',
    });
  });
}

onBothPgliteKinds('a batch of prepared statements', suite);
