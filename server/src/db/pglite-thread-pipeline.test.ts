import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WAIT_FOR } from '../testing/wait.js';
import { createThreadedPglite } from './client.js';
import type { ThreadedPglite } from './pglite-thread-client.js';
import { preparedRows } from './prepared.js';

/**
 * Statements outside a transaction are posted to the worker thread while earlier ones still run
 * (decision 0009), and transactions keep the worker to themselves: nothing posted from outside runs
 * inside one, and what a transaction committed or rolled back is what the next statement sees.
 */

let dir: string;
let pg: ThreadedPglite;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'opsdeck-pglite-pipeline-'));
  pg = (await createThreadedPglite(dir)) as unknown as ThreadedPglite;
  await pg.exec('CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL)');
});

afterAll(async () => {
  await pg?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A promise and the function that settles it. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('PGlite worker thread pipeline', () => {
  it('posts statements while earlier ones run, each answered with its own rows', async () => {
    // the first use of a text is described (under the locks); later ones are posted at once
    await pg.query('SELECT pg_sleep($1) AS slept, $2::int AS n', [0, 0]);
    let most = 0;
    const answers = [1, 2, 3, 4].map((n) =>
      pg.query<{ n: number }>('SELECT pg_sleep($1) AS slept, $2::int AS n', [0.05, n]),
    );
    const prepared = preparedRows<{ n: number }>(pg, 'SELECT pg_sleep(0.05), $1::int AS n', [5]);
    await vi.waitFor(() => {
      most = Math.max(most, pg.statementsInFlight);
      expect(most).toBeGreaterThanOrEqual(3);
    }, WAIT_FOR);
    expect((await Promise.all(answers)).map((r) => r.rows[0]?.n)).toEqual([1, 2, 3, 4]);
    expect((await prepared)[0]?.n).toBe(5);
  });

  it('runs nothing from outside inside an open transaction, and shows it only what was committed', async () => {
    const inside = gate();
    const finish = gate();
    const committed = pg.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (body) VALUES ($1)', ['kept']);
      inside.open();
      await finish.opened;
      // had the outside statement run in this transaction, it would count the uncommitted row here
      return (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM notes')).rows[0]?.n;
    });
    await inside.opened;
    const outside = pg.query<{ n: number }>('SELECT count(*)::int AS n FROM notes WHERE body = $1', ['kept']);
    const outsidePrepared = preparedRows<{ n: number }>(pg, 'SELECT count(*)::int AS n FROM notes', []);
    // the outside statements wait for the transaction: none of them is posted to the worker
    await vi.waitFor(() => expect(pg.statementsInFlight).toBe(0), WAIT_FOR);
    finish.open();
    expect(await committed).toBe(1);
    expect((await outside).rows[0]?.n).toBe(1);
    expect((await outsidePrepared)[0]?.n).toBe(1);

    const rolledBack = pg.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (body) VALUES ($1)', ['dropped']);
      await tx.rollback();
    });
    const after = pg.query<{ n: number }>('SELECT count(*)::int AS n FROM notes WHERE body = $1', [
      'dropped',
    ]);
    await rolledBack;
    expect((await after).rows[0]?.n).toBe(0);
  });

  it('keeps serving after an error in a posted statement, and the next statements answer in order', async () => {
    const failed = pg.query('SELECT 1/$1::int AS x', [0]);
    const next = pg.query<{ x: number }>('SELECT 1/$1::int AS x', [1]);
    await expect(failed).rejects.toMatchObject({ code: '22012' });
    expect((await next).rows).toEqual([{ x: 1 }]);
  });

  it('describes a statement again after its parameter types change (ALTER, by exec and by query)', async () => {
    const insert = 'INSERT INTO typed (v) VALUES ($1)';
    await pg.exec('CREATE TABLE typed (id serial PRIMARY KEY, v int)');
    await pg.query(insert, [1]);
    await pg.exec('ALTER TABLE typed ALTER v TYPE jsonb USING to_jsonb(v)');
    await pg.query(insert, [{ a: 1 }]);
    await pg.query('ALTER TABLE typed ALTER v TYPE text[] USING ARRAY[v::text]');
    await pg.query(insert, [['x', 'y']]);
    const rows = (await pg.query<{ v: string[] }>('SELECT v FROM typed ORDER BY id')).rows.map((r) => r.v);
    expect(rows).toEqual([['1'], ['{"a": 1}'], ['x', 'y']]);
    // an ALTER and the next statement posted together, before the ALTER's answer is parsed
    const altered = pg.query('ALTER TABLE typed ALTER v TYPE jsonb USING to_jsonb(v)');
    const inserted = pg.query(insert, [{ b: 2 }]);
    await Promise.all([altered, inserted]);
    const last = await pg.query<{ v: unknown }>('SELECT v FROM typed ORDER BY id DESC LIMIT 1');
    expect(last.rows).toEqual([{ v: { b: 2 } }]);
  });

  it('describes a statement again after a SELECT that calls a function which changes a type', async () => {
    // pg-boss's create_queue is such a function (it creates a table); its command tag is SELECT
    const insert = 'INSERT INTO retyped (v) VALUES ($1)';
    await pg.exec(`CREATE TABLE retyped (id serial PRIMARY KEY, v int);
      CREATE FUNCTION retype_to_jsonb() RETURNS int LANGUAGE plpgsql AS $$
      BEGIN ALTER TABLE retyped ALTER v TYPE jsonb USING to_jsonb(v); RETURN 1; END $$`);
    await pg.query(insert, [1]);
    await pg.query('SELECT retype_to_jsonb()');
    // with the int type remembered, the object would be sent as '[object Object]'
    await pg.query(insert, [{ c: 3 }]);
    const rows = (await pg.query<{ v: unknown }>('SELECT v FROM retyped ORDER BY id')).rows.map((r) => r.v);
    expect(rows).toEqual([1, { c: 3 }]);
    // the same inside a transaction
    await pg.exec(`CREATE FUNCTION retype_to_text_array() RETURNS int LANGUAGE plpgsql AS $$
      BEGIN ALTER TABLE retyped ALTER v TYPE text[] USING ARRAY[v::text]; RETURN 1; END $$`);
    await pg.transaction(async (tx) => {
      await tx.query(insert, [{ d: 4 }]);
      await tx.query('SELECT retype_to_text_array()');
      await tx.query(insert, [['x', 'y']]);
    });
    const last = await pg.query<{ v: unknown }>('SELECT v FROM retyped ORDER BY id DESC LIMIT 1');
    expect(last.rows).toEqual([{ v: ['x', 'y'] }]);
  });
});
