import { describe, expect, test } from 'vitest';
import { txPreparedRows } from '../../db/prepared.js';
import type { Tx } from '../../db/tx.js';
import { testApp } from '../../testing/suite.js';

/**
 * `opsdeck_next_order_seqs(prefix, day, n)` (migration 046, a job batch's order numbers) against `n`
 * calls of `opsdeck_next_order_seq` (migration 027, the single re-issue's): on two days nobody has
 * numbered yet, the same runs of sizes — within a block, to its last number, across one and several
 * blocks, none — give the same numbers and leave the same block and sequence rows. In one
 * transaction, so that on PostgreSQL every call runs on one connection (its block is the connection's).
 */
const t = testApp();
const RUNS = [1, 98, 1, 0, 150, 250, 37, 100, 3];

async function one(tx: Tx, day: string, n: number): Promise<number[]> {
  const got: number[] = [];
  for (let i = 0; i < n; i++) {
    const [r] = await txPreparedRows<{ v: number }>(tx, 'SELECT opsdeck_next_order_seq($1, $2::date) AS v', [
      'TST',
      day,
    ]);
    got.push(Number(r?.v));
  }
  return got;
}

async function many(tx: Tx, day: string, n: number): Promise<number[]> {
  const [r] = await txPreparedRows<{ v: number[] }>(
    tx,
    'SELECT opsdeck_next_order_seqs($1, $2::date, $3) AS v',
    ['TST', day, n],
  );
  return (r?.v ?? []).map(Number);
}

async function state(tx: Tx, day: string) {
  const blocks = await txPreparedRows(
    tx,
    `SELECT shard, next_value, last_value FROM order_number_blocks WHERE prefix = 'TST' AND day = $1::date`,
    [day],
  );
  const sequences = await txPreparedRows(
    tx,
    `SELECT last_value FROM order_sequences WHERE prefix = 'TST' AND day = $1::date`,
    [day],
  );
  return { blocks, sequences };
}

describe('order numbers for many orders at once', () => {
  test('the numbers and rows n single calls give, within and across blocks', {
    timeout: 120_000,
  }, async () => {
    const [singleDay, runDay] = ['2031-03-01', '2031-03-02'];
    const all: number[] = [];
    await t.database.db.transaction(async (tx) => {
      for (const n of RUNS) {
        const expected = await one(tx, singleDay, n);
        const got = await many(tx, runDay, n);
        expect(got).toEqual(expected);
        expect(await state(tx, runDay)).toEqual(await state(tx, singleDay));
        all.push(...got);
      }
    });
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(RUNS.reduce((s, n) => s + n, 0));
  });
});
