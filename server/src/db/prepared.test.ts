import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Database, openDatabase } from './client.js';
import { preparedRows, txPreparedRows } from './prepared.js';

describe('prepared statements on PGlite', () => {
  let pg: PGlite;
  let database: Database;

  beforeAll(async () => {
    pg = await PGlite.create();
    database = await openDatabase({ pglite: pg });
    await pg.exec(`CREATE TABLE t (id int PRIMARY KEY, name text NOT NULL, ok boolean, at timestamptz, n bigint);
      INSERT INTO t SELECT g, 'n' || g, g % 2 = 0, '2026-01-01T00:00:00Z'::timestamptz + g * interval '1 hour', g * 10
      FROM generate_series(1, 50) g`);
  });
  afterAll(() => database.close());

  test('answers what query() answers, for every parameter type, again and again', async () => {
    const text =
      'SELECT id, name, ok, at, n FROM t WHERE ok = $1 AND at >= $2 AND name LIKE $3 ORDER BY id LIMIT $4';
    const params = [true, new Date('2026-01-02T00:00:00Z'), 'n%', 5];
    const expected = (await pg.query(text, params)).rows;
    expect(expected).toHaveLength(5);
    for (let i = 0; i < 8; i++) expect(await preparedRows(pg, text, params)).toEqual(expected);
    expect(await preparedRows(pg, 'SELECT id FROM t WHERE name = $1', [null])).toEqual([]);
  });

  test('an error is thrown as a PostgreSQL error and the statement stays usable', async () => {
    const text = 'INSERT INTO t (id, name) VALUES ($1, $2) RETURNING id';
    await expect(preparedRows(pg, text, [1, 'dup'])).rejects.toMatchObject({ code: '23505' });
    expect(await preparedRows(pg, text, [101, 'new'])).toEqual([{ id: 101 }]);
    await expect(preparedRows(pg, 'SELECT nope FROM t', [])).rejects.toMatchObject({ code: '42703' });
    expect(await preparedRows(pg, 'SELECT count(*)::int AS c FROM t', [])).toEqual([{ c: 51 }]);
  });

  test('inside a transaction: same connection, rolled back with it, waits for no lock of its own', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await txPreparedRows(tx, 'UPDATE t SET name = $2 WHERE id = $1', [2, 'changed']);
        const rows = await txPreparedRows<{ name: string }>(tx, 'SELECT name FROM t WHERE id = $1', [2]);
        expect(rows).toEqual([{ name: 'changed' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await preparedRows(pg, 'SELECT name FROM t WHERE id = $1', [2])).toEqual([{ name: 'n2' }]);
    // a failed statement aborts the transaction as any other would; the next one starts clean
    await expect(
      database.db.transaction((tx) =>
        txPreparedRows(tx, 'INSERT INTO t (id, name) VALUES ($1, $2)', [3, 'x']),
      ),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await pg.query('SELECT count(*)::int AS c FROM t')).toMatchObject({ rows: [{ c: 51 }] });
  });
});
