import { analysisOverviewSchema } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { businessDay } from '../../db/business-day.js';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/sql.js';
import type { Tx } from '../../db/tx.js';
import { signedInApp } from '../../testing/suite.js';

const t = signedInApp();

const one = async (db: Db | Tx, query: ReturnType<typeof sql>) => {
  const [row] = await queryRows<{ n: unknown }>(db, query);
  return Number(row?.n ?? 0);
};
const pending = () => one(t.database.db, sql`SELECT count(*) AS n FROM analysis_daily_delta`);
const coinsIssued = (day: string) =>
  one(
    t.database.db,
    sql`SELECT coalesce(sum(value), 0) AS n FROM analysis_daily WHERE metric = 'coins.issued' AND dim = '' AND day = ${day}::date`,
  );

const callsSoFar = (tx: Tx) =>
  queryRows<{ name: string; calls: unknown }>(
    tx,
    sql`SELECT funcname AS name, calls FROM pg_stat_xact_user_functions WHERE funcname LIKE 'opsdeck%' ORDER BY 1`,
  );

/**
 * Runs `work` in a transaction that is rolled back afterwards, with a counter of the database's
 * own PL/pgSQL functions (opsdeck_*, every trigger's) called since the transaction began. The
 * view also shows calls of earlier transactions whose statistics the backend has not flushed yet
 * (PGlite flushes them rarely), so the counter is the difference from a first reading.
 */
async function rolledBack(
  work: (tx: Tx, functionCalls: () => Promise<{ name: string; calls: number }[]>) => Promise<void>,
) {
  await t.database.db
    .transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL track_functions = 'pl'`);
      const baseline = new Map((await callsSoFar(tx)).map((f) => [f.name, Number(f.calls)]));
      const functionCalls = async () =>
        (await callsSoFar(tx))
          .map((f) => ({ name: f.name, calls: Number(f.calls) - (baseline.get(f.name) ?? 0) }))
          .filter((f) => f.calls > 0);
      await work(tx, functionCalls);
      throw new Error('rollback');
    })
    .catch((err: Error) => {
      if (err.message !== 'rollback') throw err;
    });
}

describe('the write path (migration 020)', () => {
  test('a ledger write appends daily deltas and leaves the daily row alone until a fold', async () => {
    const today = businessDay(new Date());
    const [m] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM members ORDER BY id LIMIT 1`,
    );
    await rolledBack(async (tx, functionCalls) => {
      // in one transaction, so the server's fold timer cannot fold in between
      const daily = () =>
        one(
          tx,
          sql`SELECT coalesce(sum(value), 0) AS n FROM analysis_daily WHERE metric = 'coins.issued' AND day = ${today}::date`,
        );
      const deltas = () =>
        one(tx, sql`SELECT count(*) AS n FROM analysis_daily_delta WHERE metric = 'coins.issued'`);
      await tx.execute(sql`SELECT opsdeck_analysis_fold()`);
      const before = await daily();
      await tx.execute(sql`INSERT INTO coin_ledger (member_id, delta, balance_after, reason, created_at)
        SELECT ${m?.id}, 5, coin_balance + 5, 'patch', now() FROM members WHERE id = ${m?.id}`);
      expect(await deltas()).toBe(1);
      expect(await daily()).toBe(before);
      // the insert trigger only (and the fold above); no upsert of a daily or monthly row ran
      expect((await functionCalls()).map((f) => f.name)).toEqual([
        'opsdeck_analysis_fold',
        'opsdeck_coin_inserted',
      ]);
      await tx.execute(sql`SELECT opsdeck_analysis_fold()`);
      expect(await deltas()).toBe(0);
      expect(await daily()).toBe(before + 5);
    });
  });

  test('concurrent re-issues are all counted by the next reader, which folds them', async () => {
    const today = businessDay(new Date());
    const before = analysisOverviewSchema.parse(
      (await t.request('GET', `/admin/analysis/overview?from=${today}&to=${today}`, t.admin)).body.data,
    ).figures.coinsIssued.value;
    const members = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM members m WHERE status = 'active' AND NOT EXISTS (
        SELECT 1 FROM coin_ledger l WHERE l.member_id = m.id AND l.created_at > now() - interval '2 days')
        ORDER BY id LIMIT 6`,
    );
    const statuses = await Promise.all(
      members.map(async (m, i) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/admin/member/patch-coin',
          headers: { authorization: `Bearer ${t.admin}`, 'idempotency-key': `write-path-${Date.now()}-${i}` },
          payload: { memberId: Number(m.id), coins: 7, reason: 'fold test' },
        });
        return res.statusCode;
      }),
    );
    // a re-issue the money controls hold for approval (202) changes no figure
    expect(statuses.every((s) => s === 200 || s === 202)).toBe(true);
    const issued = statuses.filter((s) => s === 200).length;
    expect(issued).toBeGreaterThanOrEqual(4);
    const res = await t.request('GET', `/admin/analysis/overview?from=${today}&to=${today}`, t.admin);
    expect(res.status).toBe(200);
    expect(analysisOverviewSchema.parse(res.body.data).figures.coinsIssued.value).toBe(before + issued * 7);
    // the reader folded: nothing is pending, and the day's row holds the re-issues
    expect(await pending()).toBe(0);
    expect(await coinsIssued(today)).toBe(before + issued * 7);
  });

  test('a balance update fires no rollup trigger; a change of a watched column does', async () => {
    const [m] = await queryRows<{ id: number; channel: string }>(
      t.database.db,
      sql`SELECT id, channel FROM members ORDER BY id LIMIT 1`,
    );
    const [other] = await queryRows<{ code: string }>(
      t.database.db,
      sql`SELECT DISTINCT channel AS code FROM members WHERE channel <> ${m?.channel} LIMIT 1`,
    );
    if (!m || !other) throw new Error('the seed has members on two channels');
    await rolledBack(async (tx, functionCalls) => {
      await tx.execute(
        sql`UPDATE members SET coin_balance = coin_balance + 1, last_active_at = now() WHERE id = ${m.id}`,
      );
      // a watched column set to the value it had: the WHEN keeps the trigger from firing
      await tx.execute(sql`UPDATE members SET channel = channel WHERE id = ${m.id}`);
      await tx.execute(
        sql`UPDATE coin_ledger SET reason = reason WHERE id = (SELECT max(id) FROM coin_ledger)`,
      );
      expect(await functionCalls()).toEqual([]);
      await tx.execute(sql`UPDATE members SET channel = ${other.code} WHERE id = ${m.id}`);
      expect((await functionCalls()).map((f) => [f.name, Number(f.calls)])).toEqual([
        ['opsdeck_members_row_changed', 1],
      ]);
    });
  });
});
