import { type messages, PGlite, parse, protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concatBytes } from './bytes.js';
import { plainResults } from './pglite-answer.js';

/**
 * `plainResults` reads a plain answer straight from PostgreSQL's bytes: its rows must be exactly
 * what PGlite's parser and `parse.parseResults` make of the same bytes, and anything it does not
 * read itself (errors, notices) must be left to PGlite.
 */

let pg: PGlite;
const { serialize } = protocol;

beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec(`
    CREATE TABLE t (id serial PRIMARY KEY, body text, at timestamptz, n numeric, big int8);
    CREATE FUNCTION noisy() RETURNS int LANGUAGE plpgsql AS $$ BEGIN RAISE NOTICE 'hello'; RETURN 1; END $$;
  `);
});

afterAll(async () => {
  await pg?.close();
});

/** The bytes PostgreSQL answers to these statements as one extended-protocol message (one Sync). */
async function answer(statements: { text: string; values?: (string | null)[] }[]): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for (const s of statements)
    parts.push(
      serialize.parse({ text: s.text }),
      serialize.bind({ values: s.values ?? [] }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
    );
  parts.push(serialize.sync());
  return pg.execProtocolRaw(concatBytes(parts), { syncToFs: false });
}

/** What PGlite makes of the same bytes. */
function pglitesRows(data: Uint8Array): unknown[][] {
  const replies: messages.BackendMessage[] = [];
  new protocol.Parser().parse(data, (m) => replies.push(m));
  return parse.parseResults(replies, pg.parsers).map((r) => r.rows);
}

describe('plainResults', () => {
  it('reads the rows PGlite reads, for every common type, nulls and several statements', async () => {
    const data = await answer([
      {
        text: `SELECT 1::int2 AS a, 2::int4 AS b, 9007199254740993::int8 AS c, 1.50::numeric AS d, 2.5::float8 AS e,
          true AS f, 'héllo 快乐 😀'::text AS g, NULL::text AS h, '2026-11-30 06:00:00.123+08'::timestamptz AS i,
          '2026-02-28'::date AS j, '{"k": [1, "x"]}'::jsonb AS k, '{"k": 2}'::json AS l, ARRAY[1, 2, NULL]::int[] AS m,
          ARRAY['a', 'b,c', NULL]::text[] AS n, 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid AS o, '\\x00ff'::bytea AS p,
          '12:30'::time AS q, '1 day 2 hours'::interval AS r, '\uFEFFbom'::text AS s, '' AS t`,
      },
      {
        text: 'SELECT $1::text AS x, $2::int AS x, 3 AS "1" FROM generate_series(1, 3)',
        values: ['first', null],
      },
      { text: 'SELECT 1 AS none WHERE false' },
      { text: "INSERT INTO t (body, at, n, big) VALUES ('b', now(), 1.25, 42)" },
      { text: 'INSERT INTO t (body) VALUES ($1) RETURNING id, body, at, n, big', values: ['r'] },
      { text: 'UPDATE t SET body = body' },
    ]);
    const expected = pglitesRows(data);
    const rows = plainResults(data, pg.parsers);
    expect(rows).toStrictEqual(expected);
    expect(expected.length).toBe(6);
    const text = (v: unknown) => JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? `${x}n` : x));
    expect(text(rows)).toBe(text(expected));
  });

  it('answers one empty result for an answer without a command, as parseResults does', async () => {
    const data = await answer([]);
    expect(plainResults(data, pg.parsers)).toStrictEqual(pglitesRows(data));
  });

  it('leaves an error and a notice to PGlite', async () => {
    expect(plainResults(await answer([{ text: 'SELECT 1/0 AS boom' }]), pg.parsers)).toBeUndefined();
    expect(plainResults(await answer([{ text: 'SELECT noisy() AS n' }]), pg.parsers)).toBeUndefined();
  });

  it('leaves a cut answer to PGlite', async () => {
    const data = await answer([{ text: 'SELECT 1 AS a' }]);
    expect(plainResults(data.subarray(0, data.length - 3), pg.parsers)).toBeUndefined();
  });
});
