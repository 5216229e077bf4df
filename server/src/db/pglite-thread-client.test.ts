import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages, PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WAIT_FOR } from '../testing/wait.js';
import { createThreadedPglite, type Database, openDatabase, PGLITE_START_PARAMS } from './client.js';
import { ThreadedPglite } from './pglite-thread-client.js';
import { preparedRows, txOnPglite, txPreparedRows } from './prepared.js';
import { queryRows } from './sql.js';
import { isUniqueViolation } from './tx.js';

/**
 * PGlite in a worker thread answers as in-process PGlite does: rows and their parsed types, prepared
 * statements, transactions, errors with their codes, LISTEN/NOTIFY, and a close that keeps what was
 * committed (the data dir is opened again).
 */

const SETUP = `
  CREATE TABLE things (id serial PRIMARY KEY, name text UNIQUE NOT NULL, at timestamptz NOT NULL,
    big bigint, price numeric(12,2), tags text[], doc jsonb, day date, ok boolean);
  INSERT INTO things (name, at, big, price, tags, doc, day, ok)
    VALUES ('a', '2026-01-02T03:04:05.678Z', 9007199254740993, 12.50, '{x,y}', '{"k":[1,2]}', '2026-01-02', true);
`;

const STATEMENTS: [string, unknown[]][] = [
  ['SELECT * FROM things ORDER BY id', []],
  [
    'SELECT id, name, at, big, price, tags, doc, day, ok FROM things WHERE name = $1 AND at < $2',
    ['a', new Date('2030-01-01')],
  ],
  ['SELECT $1::int[] AS ints, $2::jsonb AS doc, $3::timestamptz AS t', [[1, 2], { a: 1 }, new Date(0)]],
  ['SELECT count(*) AS n FROM things', []],
];

let dir: string;
let database: Database;
let inProcess: PGlite;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'opsdeck-pglite-thread-'));
  database = await openDatabase({ dataDir: dir, thread: true });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  await client.exec(SETUP);
  inProcess = await PGlite.create({ startParams: PGLITE_START_PARAMS });
  await inProcess.exec(SETUP);
});

afterAll(async () => {
  await database?.close();
  await inProcess?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const clientOf = (d: Database) => (d.db as unknown as { $client: PGlite }).$client;

describe('PGlite in a worker thread', () => {
  it('opens the data dir in a worker thread', () => {
    expect(clientOf(database)).toBeInstanceOf(ThreadedPglite);
    expect(database.kind).toBe('pglite');
  });

  it('answers the same rows, fields and parsed values as in-process PGlite', async () => {
    const client = clientOf(database);
    for (const [text, params] of STATEMENTS) {
      const threaded = await client.query(text, params);
      const local = await inProcess.query(text, params);
      expect(threaded.rows, text).toEqual(local.rows);
      expect(threaded.fields, text).toEqual(local.fields);
      expect(threaded.affectedRows, text).toEqual(local.affectedRows);
    }
    const [row] = (await client.query<{ at: Date; big: unknown }>('SELECT at, big FROM things')).rows;
    expect(row?.at).toBeInstanceOf(Date);
    expect(row?.at.toISOString()).toBe('2026-01-02T03:04:05.678Z');
    // exec (several statements, simple protocol) answers one result per statement
    const results = await client.exec("SELECT 1 AS one; SELECT 'two' AS two");
    expect(results.map((r) => r.rows)).toEqual([[{ one: 1 }], [{ two: 'two' }]]);
  });

  it('runs Drizzle queries and named prepared statements, in and out of transactions', async () => {
    const client = clientOf(database);
    expect(await queryRows(database.db, sql`SELECT name FROM things WHERE id = ${1}`)).toEqual([
      { name: 'a' },
    ]);
    for (let i = 0; i < 3; i++) {
      expect(await preparedRows(client, 'SELECT name FROM things WHERE name = $1', ['a'])).toEqual([
        { name: 'a' },
      ]);
    }
    const inTx = await database.db.transaction(async (tx) => {
      expect(txOnPglite(tx)).toBe(true);
      return txPreparedRows<{ n: number }>(tx, 'SELECT count(*)::int AS n FROM things WHERE ok = $1', [true]);
    });
    expect(inTx).toEqual([{ n: 1 }]);
  });

  it('commits a transaction, and rolls one back on an error or on request', async () => {
    const client = clientOf(database);
    await client.transaction(async (tx) => {
      await tx.query('INSERT INTO things (name, at) VALUES ($1, now())', ['committed']);
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query('INSERT INTO things (name, at) VALUES ($1, now())', ['thrown']);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    await client.transaction(async (tx) => {
      await tx.query('INSERT INTO things (name, at) VALUES ($1, now())', ['rolled back']);
      await tx.rollback();
    });
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO things (name, at) VALUES ('drizzle', now())`);
    });
    const names = (await client.query<{ name: string }>('SELECT name FROM things ORDER BY id')).rows.map(
      (r) => r.name,
    );
    expect(names).toEqual(['a', 'committed', 'drizzle']);
  });

  it('raises PostgreSQL errors as DatabaseError with their code, and keeps serving after them', async () => {
    const client = clientOf(database);
    const duplicate = await client
      .query('INSERT INTO things (name, at) VALUES ($1, now())', ['a'])
      .catch((e) => e);
    expect(duplicate).toBeInstanceOf(messages.DatabaseError);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'things_name_key' });
    expect(isUniqueViolation(duplicate, 'things_name_key')).toBe(true);
    const prepared = await preparedRows(client, 'INSERT INTO things (name, at) VALUES ($1, now())', [
      'a',
    ]).catch((e) => e);
    expect(prepared).toMatchObject({ code: '23505' });
    await expect(client.query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
    await expect(client.exec('SELECT 1/0')).rejects.toMatchObject({ code: '22012' });
    const wrapped = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO things (name, at) VALUES ('a', now())`);
      })
      .catch((e) => e);
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect((await client.query('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
  });

  it('delivers NOTIFY to listeners once committed, until they stop listening', async () => {
    const got: string[] = [];
    const stop = await database.listen('thread_events', (payload) => got.push(payload));
    const client = clientOf(database);
    await client.query("SELECT pg_notify('thread_events', 'one')");
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_notify('thread_events', 'two')`);
    });
    await vi.waitFor(() => expect(got).toEqual(['one', 'two']), WAIT_FOR);
    await stop();
    await client.query("SELECT pg_notify('thread_events', 'three')");
    await client.query('SELECT 1');
    expect(got).toEqual(['one', 'two']);
  });

  it('closes the worker, refuses later calls, and keeps committed data for the next open', async () => {
    const other = mkdtempSync(join(tmpdir(), 'opsdeck-pglite-thread-close-'));
    try {
      const first = (await createThreadedPglite(other)) as unknown as ThreadedPglite;
      await first.exec('CREATE TABLE kept (v text)');
      await first.query('INSERT INTO kept VALUES ($1)', ['written']);
      await first.close();
      expect(first.closed).toBe(true);
      await expect(first.query('SELECT 1')).rejects.toThrow('PGlite is closed');
      const again = await createThreadedPglite(other);
      try {
        expect((await again.query('SELECT v FROM kept')).rows).toEqual([{ v: 'written' }]);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
