import { sql } from 'drizzle-orm';
import { expect, test, vi } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { onBothDatabases } from '../../testing/db-suites.js';
import { listAnswer, plainAnswer, staleDifference } from '../../testing/nickname-pieces.js';
import { WAIT_FOR } from '../../testing/wait.js';

/**
 * The nickname pieces carry each member's VIP expiry for the VIP filter's count (migration 100), refiled
 * by a VIP trigger (migration 102) only when a VIP starts, is shortened or ends; an extension notes the
 * expiry the pieces keep in members.vip_filed_at (migration 103), and the count corrects for it.
 */
onBothDatabases('nickname pieces and VIP', (db) => {
  test('a balance write and a VIP extension leave the pieces alone; a VIP start refiles them', async () => {
    const five = sql`SELECT id FROM members ORDER BY id LIMIT 5`;
    const pieces = async () =>
      (
        await queryRows<{ at: string }>(
          db(),
          sql`SELECT string_agg(ctid::text, ',' ORDER BY piece, member_id) AS at FROM member_nickname_pieces
            WHERE member_id IN (${five})`,
        )
      )[0]?.at;
    await db().execute(sql`UPDATE members SET vip_expires_at = NULL WHERE id IN (${five})`);
    const before = await pieces();
    await db().execute(sql`UPDATE members SET coin_balance = coin_balance + 1 WHERE id IN (${five})`);
    expect(await pieces()).toBe(before);
    // a VIP that starts is carried on the pieces at once (migration 100), exactly
    await db().execute(
      sql`UPDATE members SET coin_balance = coin_balance + 1, vip_expires_at = now() + interval '7 days'
        WHERE id IN (${five})`,
    );
    const started = await pieces();
    expect(started).not.toBe(before);
    expect(await staleDifference(db())).toBe(0);
    // its extensions leave them as they are: the members note the expiry the pieces carry (migration 103)
    for (const days of [8, 9])
      await db().execute(
        sql`UPDATE members SET vip_expires_at = now() + make_interval(days => ${days}) WHERE id IN (${five})`,
      );
    expect(await pieces()).toBe(started);
    const noted = await queryRows<{ n: unknown }>(
      db(),
      sql`SELECT count(*) AS n FROM members WHERE id IN (${five})
        AND vip_filed_at = (SELECT vip_expires_at FROM member_nickname_pieces p WHERE p.member_id = members.id LIMIT 1)
        AND vip_expires_at - vip_filed_at BETWEEN interval '2 days' AND interval '2 days 1 minute'`,
    );
    expect(Number(noted[0]?.n)).toBe(5);
    expect(await staleDifference(db())).toBe(0);
    // a shortened VIP is refiled at once, and the note goes
    await db().execute(
      sql`UPDATE members SET vip_expires_at = now() + interval '1 day' WHERE id IN (${five})`,
    );
    expect(await pieces()).not.toBe(started);
    const left = await queryRows<{ n: unknown }>(
      db(),
      sql`SELECT count(*) AS n FROM members WHERE id IN (${five}) AND vip_filed_at IS NOT NULL`,
    );
    expect(Number(left[0]?.n)).toBe(0);
    expect(await staleDifference(db())).toBe(0);
  });

  test("a VIP write fires only the pieces' VIP trigger, which probes every piece (migration 102)", async () => {
    // the array the VIP, refile and rename triggers probe with names exactly the pieces, duplicates aside
    const [mismatched] = await queryRows<{ n: unknown }>(
      db(),
      sql`SELECT count(*) AS n FROM (SELECT nickname FROM members
          UNION ALL SELECT unnest(ARRAY['', 'a', 'Ab', 'ÀÉ天', '😀x', 'aaaa', ' a ', 'x%_5李'])) m
        WHERE ARRAY(SELECT DISTINCT unnest(member_nickname_piece_array(nickname)) ORDER BY 1)
          IS DISTINCT FROM ARRAY(SELECT p FROM opsdeck_nickname_pieces(nickname) p ORDER BY 1)`,
    );
    expect(Number(mismatched?.n)).toBe(0);
    /** The pieces' triggers an UPDATE fired (EXPLAIN ANALYZE runs it and names them). */
    const firedBy = async (update: ReturnType<typeof sql>) => {
      const rows = await queryRows<Record<string, string>>(db(), sql`EXPLAIN ANALYZE ${update}`);
      const plan = rows.map((r) => Object.values(r)[0]).join('\n');
      return [...plan.matchAll(/Trigger (members_nickname_pieces_\w+)/g)].map((m) => m[1]).sort();
    };
    const [member] = await queryRows<{ id: number }>(db(), sql`SELECT id FROM members ORDER BY id LIMIT 1`);
    const id = Number(member?.id);
    await db().execute(sql`UPDATE members SET vip_expires_at = NULL WHERE id = ${id}`);
    expect(
      await firedBy(sql`UPDATE members SET vip_expires_at = now() + interval '11 days' WHERE id = ${id}`),
    ).toEqual(['members_nickname_pieces_vip']);
    // the first extension notes the expiry the pieces carry (migration 103); the next ones fire nothing
    expect(
      await firedBy(
        sql`UPDATE members SET vip_expires_at = now() + interval '11 days 1 hour' WHERE id = ${id}`,
      ),
    ).toEqual(['members_nickname_pieces_vip']);
    expect(
      await firedBy(
        sql`UPDATE members SET vip_expires_at = now() + interval '11 days 2 hours' WHERE id = ${id}`,
      ),
    ).toEqual([]);
    expect(await firedBy(sql`UPDATE members SET coin_balance = coin_balance + 1 WHERE id = ${id}`)).toEqual(
      [],
    );
    expect(
      await firedBy(
        sql`UPDATE members SET status = CASE status WHEN 'active' THEN 'banned' ELSE 'active' END WHERE id = ${id}`,
      ),
    ).toEqual(['members_nickname_pieces_refile']);
    expect(
      await firedBy(
        sql`UPDATE members SET platform = CASE platform WHEN 'web' THEN 'ios' ELSE 'web' END,
          vip_expires_at = now() + interval '10 days' WHERE id = ${id}`,
      ),
    ).toEqual(['members_nickname_pieces_refile', 'members_nickname_pieces_vip']);
    expect(await staleDifference(db())).toBe(0);
  });

  test("a VIP that expires without any write leaves the VIP filter's count at once", async () => {
    const at = new Date();
    // members matching 快乐 whose VIP ends in an hour, and one whose VIP ends in a day
    await db().execute(
      sql`UPDATE members SET vip_expires_at = ${new Date(at.getTime() + 3_600_000).toISOString()}::timestamptz
        WHERE id IN (SELECT id FROM members WHERE nickname LIKE '%快乐%' ORDER BY id LIMIT 3)`,
    );
    await db().execute(
      sql`UPDATE members SET vip_expires_at = ${new Date(at.getTime() + 86_400_000).toISOString()}::timestamptz
        WHERE id = (SELECT id FROM members WHERE nickname LIKE '%快乐%' ORDER BY id DESC LIMIT 1)`,
    );
    const answersAt = async (now: Date) => {
      const iso = now.toISOString();
      vi.useFakeTimers({ toFake: ['Date'], now });
      try {
        for (const [vip, where] of [
          ['true', sql`AND vip_expires_at > ${iso}::timestamptz`],
          ['false', sql`AND (vip_expires_at IS NULL OR vip_expires_at <= ${iso}::timestamptz)`],
        ] as const) {
          const plain = await plainAnswer(db(), '快乐', where);
          expect(await listAnswer(db(), '快乐', { vip }), `vip=${vip} at ${iso}`).toEqual(plain);
          expect(await listAnswer(db(), '乐', { vip }), `乐 vip=${vip} at ${iso}`).toEqual(
            await plainAnswer(db(), '乐', where),
          );
        }
        const [vipNow] = await queryRows<{ n: unknown }>(
          db(),
          sql`SELECT count(*) AS n FROM members WHERE nickname LIKE '%快乐%' AND vip_expires_at > ${iso}::timestamptz`,
        );
        return Number(vipNow?.n);
      } finally {
        vi.useRealTimers();
      }
    };
    const vipBefore = await answersAt(at);
    // two hours later, no write in between: the three expired ones are counted as not VIP
    const vipAfter = await answersAt(new Date(at.getTime() + 7_200_000));
    expect(vipBefore - vipAfter).toBe(3);
  });

  test("an extended VIP whose pieces' expiry has passed is counted from the member until it is refiled", async () => {
    const at = new Date();
    const iso = (ms: number) => new Date(at.getTime() + ms).toISOString();
    const matching = sql`SELECT id FROM members WHERE nickname LIKE '%快乐%' ORDER BY id`;
    // four members matching 快乐 start a VIP of an hour and have it extended to a day (migration 103:
    // the pieces keep the hour), one more keeps its hour, and two start a VIP of five seconds and are extended
    await db().execute(sql`UPDATE members SET vip_expires_at = NULL WHERE id IN (${matching} LIMIT 7)`);
    await db().execute(
      sql`UPDATE members SET vip_expires_at = ${iso(3_600_000)}::timestamptz WHERE id IN (${matching} LIMIT 5)`,
    );
    await db().execute(
      sql`UPDATE members SET vip_expires_at = ${iso(86_400_000)}::timestamptz WHERE id IN (${matching} LIMIT 4)`,
    );
    await db().execute(
      sql`UPDATE members SET vip_expires_at = clock_timestamp() + interval '5 seconds'
        WHERE id IN (${matching} OFFSET 5 LIMIT 2)`,
    );
    await db().execute(
      sql`UPDATE members SET vip_expires_at = now() + interval '2 days' WHERE id IN (${matching} OFFSET 5 LIMIT 2)`,
    );
    expect(await staleDifference(db())).toBe(0);
    const noted = async () =>
      Number(
        (
          await queryRows<{ n: unknown }>(
            db(),
            sql`SELECT count(*) AS n FROM members WHERE vip_filed_at IS NOT NULL AND vip_filed_at <= now()`,
          )
        )[0]?.n,
      );
    const exactAt = async (now: Date) => {
      const when = now.toISOString();
      vi.useFakeTimers({ toFake: ['Date'], now });
      try {
        for (const [vip, where] of [
          ['true', sql`AND vip_expires_at > ${when}::timestamptz`],
          ['false', sql`AND (vip_expires_at IS NULL OR vip_expires_at <= ${when}::timestamptz)`],
        ] as const) {
          for (const q of ['快乐', '乐'])
            expect(await listAnswer(db(), q, { vip }), `${q} vip=${vip} at ${when}`).toEqual(
              await plainAnswer(db(), q, where),
            );
          expect(await listAnswer(db(), '快乐', { vip, status: 'active' }), `vip=${vip} active`).toEqual(
            await plainAnswer(db(), '快乐', sql`${where} AND status = 'active'`),
          );
        }
        const [vipNow] = await queryRows<{ n: unknown }>(
          db(),
          sql`SELECT count(*) AS n FROM members WHERE nickname LIKE '%快乐%' AND vip_expires_at > ${when}::timestamptz`,
        );
        return Number(vipNow?.n);
      } finally {
        vi.useRealTimers();
      }
    };
    const vipNow = await exactAt(at);
    // two hours later, no write in between: the pieces of the four still say an hour, the members a day
    expect(vipNow - (await exactAt(new Date(at.getTime() + 7_200_000)))).toBe(1);
    // the two whose five seconds have passed (really): counted from the member, then refiled by the fold's call
    await vi.waitFor(async () => expect(await noted()).toBe(2), { ...WAIT_FOR, timeout: 20_000 });
    await exactAt(new Date());
    const [due] = await queryRows<{ n: unknown }>(db(), sql`SELECT opsdeck_nickname_pieces_vip_due() AS n`);
    expect(Number(due?.n)).toBeGreaterThanOrEqual(2);
    expect(await noted()).toBe(0);
    expect(await staleDifference(db())).toBe(0);
    await exactAt(new Date());
  });
});
