import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/sql.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { patchCoins, unheldMember } from '../../testing/members.js';
import { PG_SUITE_URL } from '../../testing/pg-databases.js';
import { WAIT_FOR } from '../../testing/wait.js';

/**
 * On PGlite (no autovacuum) the fold timer vacuums the nickname pieces after a write to them, so
 * that a short search's count stays an index-only scan without heap fetches; a VIP that starts
 * (which refiles the pieces since migration 100) moves no member filter generation and still gets
 * them vacuumed. A write that leaves the pieces alone (a coin re-issue) does not make the timer
 * vacuum them.
 * PostgreSQL's autovacuum does this on its own time there (the server-pg project skips it).
 */
describe.skipIf(Boolean(PG_SUITE_URL))('the nickname pieces vacuumed on PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.ready(); // starts the fold timer
  });
  afterAll(async () => {
    await t.close();
  });

  /** The heap fetches of the piece's count as an index-only scan. */
  async function heapFetches(db: Db, piece: string): Promise<number> {
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      const rows = await queryRows<Record<string, string>>(
        tx as unknown as Db,
        sql`EXPLAIN (ANALYZE, COSTS OFF) SELECT count(*) FROM member_nickname_pieces
        WHERE piece = ${piece} AND vip_expires_at > now()`,
      );
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('Index Only Scan using member_nickname_pieces_pkey');
    return Number(/Heap Fetches: (\d+)/.exec(plan)?.[1]);
  }

  test('a VIP write leaves the pieces all visible again by the next fold tick', async () => {
    const db = t.database.db;
    const [member] = await queryRows<{ id: number; piece: string }>(
      db,
      sql`SELECT id, lower(substr(nickname, 1, 1)) AS piece FROM members ORDER BY id LIMIT 1`,
    );
    const piece = String(member?.piece);
    // no VIP first, so that the write below starts one: an extension of a running VIP leaves the
    // pieces alone (migration 103)
    await db.execute(sql`UPDATE members SET vip_expires_at = NULL WHERE id = ${Number(member?.id)}`);
    await vi.waitFor(async () => expect(await heapFetches(db, piece)).toBe(0), WAIT_FOR);
    await db.execute(
      sql`UPDATE members SET vip_expires_at = now() + interval '40 days' WHERE id = ${Number(member?.id)}`,
    );
    expect(await heapFetches(db, piece)).toBeGreaterThan(0);
    await vi.waitFor(async () => expect(await heapFetches(db, piece)).toBe(0), WAIT_FOR);
  });

  test('coin re-issues, which write no piece, leave the pieces unvacuumed', async () => {
    const db = t.database.db;
    const admin = await t.login('admin');
    const member = await unheldMember(db);
    /** How often the pieces and the pending daily deltas were vacuumed. */
    const vacuums = async () => {
      const [row] = await queryRows<{ pieces: string; deltas: string }>(
        db,
        sql`SELECT pg_stat_get_vacuum_count('member_nickname_pieces'::regclass) AS pieces,
          pg_stat_get_vacuum_count('analysis_daily_delta'::regclass) AS deltas`,
      );
      return { pieces: Number(row?.pieces), deltas: Number(row?.deltas) };
    };
    /**
     * One coin re-issue, then the fold tick that folds its delta: the tick vacuums the deltas after
     * moving them, and vacuums the pieces only after that, so a tick is over once the next one's
     * delta vacuum is seen. Answers the vacuum counts once the tick's delta vacuum is seen.
     */
    let seq = 0;
    const reissueAndTick = async () => {
      const before = await vacuums();
      seq += 1;
      const res = await patchCoins(
        t.app,
        admin,
        { memberId: member.id, coins: 1, reason: 'pieces vacuum test' },
        `pieces-vacuum-${seq}`,
      );
      expect(res.statusCode).toBe(200);
      await vi.waitFor(async () => expect((await vacuums()).deltas).toBeGreaterThan(before.deltas), WAIT_FOR);
      return vacuums();
    };
    const first = await reissueAndTick();
    await reissueAndTick(); // the first re-issue's tick is over once this one's delta vacuum is seen
    const third = await reissueAndTick(); // and the second's by now
    // the second re-issue's tick saw a write (its fold moved the delta) but none to the pieces
    expect(third.pieces).toBe(first.pieces);
  });
});
