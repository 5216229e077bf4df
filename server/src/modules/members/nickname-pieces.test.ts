import { memberListQuerySchema } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import { expect, test, vi } from 'vitest';
import type { Db } from '../../db/client.js';
import { SqlParams } from '../../db/raw.js';
import { queryRows } from '../../db/sql.js';
import { onBothDatabases } from '../../testing/db-suites.js';
import { WAIT_FOR } from '../../testing/wait.js';
import { listMembers } from './list-service.js';
import { FEW_CANDIDATES, PIECES_COUNT_SQL, piecesFilteredCount, rememberMatched } from './nickname-pieces.js';

/** The plain LIKE / ILIKE answer of a search: ids in the list's order, and the count. */
async function plainAnswer(db: Db, q: string, extra = sql``): Promise<{ ids: number[]; n: number }> {
  const op = sql.raw(q.toLowerCase() === q.toUpperCase() ? 'LIKE' : 'ILIKE');
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM members WHERE nickname ${op} ${pattern} ${extra} ORDER BY registered_at DESC, id DESC`,
  );
  return { ids: rows.slice(0, 100).map((r) => Number(r.id)), n: rows.length };
}

/** What the list answers for a search: the first 100 ids and the total (counted: a page of one). */
async function listAnswer(
  db: Db,
  q: string,
  filters: Record<string, string> = {},
): Promise<{ ids: number[]; n: number }> {
  const page = await listMembers(db, memberListQuerySchema.parse({ q, pageSize: 100, ...filters }));
  const counted = await listMembers(db, memberListQuerySchema.parse({ q, pageSize: 1, ...filters }));
  expect(counted.list.map((m) => m.id)).toEqual(page.list.slice(0, 1).map((m) => m.id));
  expect(counted.total).toBe(page.total);
  return { ids: page.list.map((m) => m.id), n: counted.total };
}

/**
 * The other filters beside a short search, each with its plain SQL: the pieces count them all
 * (migrations 099 and 100). `day` is a registration day of the data (UTC+8).
 */
function filterCases(day: string): { filters: Record<string, string>; where: ReturnType<typeof sql> }[] {
  const from = sql`(${day}::date::timestamp AT TIME ZONE 'Asia/Shanghai')`;
  return [
    { filters: { status: 'banned' }, where: sql`AND status = 'banned'` },
    { filters: { platform: 'ios' }, where: sql`AND platform = 'ios'` },
    { filters: { channel: 'appstore' }, where: sql`AND channel = 'appstore'` },
    {
      filters: { status: 'active', platform: 'android', registeredFrom: day },
      where: sql`AND status = 'active' AND platform = 'android' AND registered_at >= ${from}`,
    },
    { filters: { registeredTo: day }, where: sql`AND registered_at < ${from} + interval '1 day'` },
    {
      filters: { vip: 'true', status: 'active' },
      where: sql`AND vip_expires_at > now() AND status = 'active'`,
    },
    {
      filters: { vip: 'false', platform: 'ios' },
      where: sql`AND (vip_expires_at IS NULL OR vip_expires_at <= now()) AND platform = 'ios'`,
    },
  ];
}

/**
 * The pieces table against the pieces recomputed from every nickname now. Their VIP expiry is the one
 * noted in members.vip_filed_at when there is one (migration 103: always earlier than the member's
 * own), else the member's.
 */
async function staleDifference(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: unknown }>(
    db,
    sql`SELECT count(*) AS n FROM (
      (SELECT piece, member_id, status, platform, channel, registered_at, vip_expires_at FROM member_nickname_pieces
        EXCEPT SELECT p, id, status, platform, channel, registered_at, coalesce(vip_filed_at, vip_expires_at)
          FROM members, opsdeck_nickname_pieces(nickname) p)
      UNION ALL
      (SELECT p, id, status, platform, channel, registered_at, coalesce(vip_filed_at, vip_expires_at)
          FROM members, opsdeck_nickname_pieces(nickname) p
        EXCEPT SELECT piece, member_id, status, platform, channel, registered_at, vip_expires_at
          FROM member_nickname_pieces)
      UNION ALL
      (SELECT NULL, id, NULL, NULL, NULL, NULL, NULL FROM members
        WHERE vip_filed_at IS NOT NULL AND NOT (vip_filed_at < vip_expires_at))) d`,
  );
  return Number(row?.n);
}

const TERMS = [
  '李',
  '快乐',
  '乐',
  'a',
  'Ab',
  'AB',
  'é',
  'É',
  'x%',
  '%',
  '_',
  '5李',
  '天使',
  'zz',
  '小猫咪',
  'Zoé',
];

/** The terms also searched with each of the other filters. */
const FILTERED_TERMS = ['李', '快乐', 'a', 'É', '%', 'zz'];

onBothDatabases('nickname pieces', (db) => {
  const sameAsLike = async (label: string) => {
    const cases = filterCases(await registrationDay());
    for (const q of TERMS) {
      const plain = await plainAnswer(db(), q);
      // twice: the first search counts before its page, the next one uses what it learned
      expect(await listAnswer(db(), q), `${label} ${q}`).toEqual(plain);
      expect(await listAnswer(db(), q), `${label} ${q} again`).toEqual(plain);
      // as a term with many matches does: the nickname compared row by row in the list's order
      rememberMatched(q, FEW_CANDIDATES + 1);
      expect(await listAnswer(db(), q), `${label} ${q} read in order`).toEqual(plain);
      // every term with a status filter, a few with the others (the test's time on a loaded machine)
      for (const { filters, where } of FILTERED_TERMS.includes(q) ? cases : cases.slice(0, 1)) {
        const plainFiltered = await plainAnswer(db(), q, where);
        expect(await listAnswer(db(), q, filters), `${label} ${q} ${JSON.stringify(filters)}`).toEqual(
          plainFiltered,
        );
      }
    }
  };
  /** The median registration day (UTC+8) of the members. */
  const registrationDay = async () =>
    String(
      (
        await queryRows<{ d: string }>(
          db(),
          sql`SELECT to_char(percentile_disc(0.5) WITHIN GROUP (ORDER BY registered_at AT TIME ZONE 'Asia/Shanghai'), 'YYYY-MM-DD') AS d FROM members`,
        )
      )[0]?.d,
    );

  test('short searches find what LIKE / ILIKE finds after nicknames are inserted, renamed and deleted', async () => {
    expect(await staleDifference(db())).toBe(0);
    await sameAsLike('seeded');
    const inserted = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO members (visible_id, nickname, phone, platform, channel, invite_code, status)
        VALUES ('91000001', 'Abé快乐', '13910000001', 'ios', 'appstore', 'PIECE1', 'active'),
          ('91000002', 'É', '13910000002', 'web', 'web', 'PIECE2', 'banned'),
          ('91000003', 'x%_5李', '13910000003', 'android', 'xiaomi', 'PIECE3', 'active'),
          ('91000004', 'aaaa', '13910000004', 'android', 'oppo', 'PIECE4', 'banned'),
          ('91000005', 'Zoé天使', '13910000005', 'ios', 'appstore', 'PIECE5', 'active')
        RETURNING id`,
    );
    const ids = inserted.map((r) => Number(r.id));
    expect(await staleDifference(db())).toBe(0);
    await sameAsLike('inserted');
    await db().execute(sql`UPDATE members SET nickname = 'ZZ小猫咪' WHERE id = ${ids[0]}`);
    await db().execute(sql`UPDATE members SET nickname = nickname || 'É' WHERE id IN (${ids[1]}, ${ids[3]})`);
    expect(await staleDifference(db())).toBe(0);
    await sameAsLike('renamed');
    await db().execute(sql`DELETE FROM members WHERE id IN (${ids[2]}, ${ids[4]})`);
    expect(await staleDifference(db())).toBe(0);
    await sameAsLike('deleted');
    // a ban, a move to another platform, channel or registration time, and a rename with a ban
    await db().execute(
      sql`UPDATE members SET status = 'banned' WHERE id IN (SELECT id FROM members ORDER BY id LIMIT 7)`,
    );
    await db().execute(
      sql`UPDATE members SET platform = 'web', channel = 'web', registered_at = registered_at - interval '400 days'
        WHERE id IN (SELECT id FROM members ORDER BY id DESC LIMIT 9)`,
    );
    await db().execute(sql`UPDATE members SET nickname = '李快乐', status = 'active' WHERE id = ${ids[1]}`);
    // VIP granted, extended, ended and cleared (migration 100), one with a rename in the same UPDATE
    await db().execute(
      sql`UPDATE members SET vip_expires_at = now() + interval '30 days' WHERE id IN (${ids[0]}, ${ids[1]})`,
    );
    await db().execute(
      sql`UPDATE members SET vip_expires_at = CASE WHEN id % 2 = 0 THEN NULL ELSE now() - interval '1 day' END
        WHERE id IN (SELECT id FROM members WHERE vip_expires_at > now() ORDER BY id LIMIT 6)`,
    );
    await db().execute(
      sql`UPDATE members SET nickname = 'Ab天使', vip_expires_at = now() + interval '3 days' WHERE id = ${ids[3]}`,
    );
    expect(await staleDifference(db())).toBe(0);
    await sameAsLike('refiled');
  });

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

  test("a short search's count reads the pieces' index only", async () => {
    for (const q of ['快乐', '李']) {
      const text = PIECES_COUNT_SQL.replaceAll('$1', `'${q}'`);
      const plan = await db().transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
        const rows = await queryRows<Record<string, string>>(tx as unknown as Db, sql.raw(`EXPLAIN ${text}`));
        return rows.map((r) => Object.values(r)[0]).join('\n');
      });
      expect(plan, q).toContain('Index Only Scan using member_nickname_pieces_pkey');
    }
    // with the other filters (migration 099), and with VIP (migration 100)
    for (const filters of [
      { status: 'active', platform: 'ios', channel: 'appstore', registeredFrom: '2020-01-01' },
      { vip: 'true', platform: 'ios' },
      { vip: 'false' },
    ]) {
      const filtered = piecesFilteredCount(
        '李',
        memberListQuerySchema.parse(filters),
        new SqlParams(),
        new Date(),
      );
      const text = filtered.params.reduceRight<string>(
        (t, v, i) => t.replaceAll(`$${i + 1}`, `'${v instanceof Date ? v.toISOString() : String(v)}'`),
        filtered.text,
      );
      const plan = await db().transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
        const rows = await queryRows<Record<string, string>>(tx as unknown as Db, sql.raw(`EXPLAIN ${text}`));
        return rows.map((r) => Object.values(r)[0]).join('\n');
      });
      expect(plan, JSON.stringify(filters)).toContain('Index Only Scan using member_nickname_pieces_pkey');
      // with VIP, the members whose noted expiry has passed come from their partial index (migration 103)
      if ('vip' in filters) expect(plan, JSON.stringify(filters)).toContain('members_vip_filed_idx');
      expect(plan, JSON.stringify(filters)).not.toMatch(
        /Seq Scan|members_pkey|Index Scan using member_nickname_pieces_pkey/,
      );
    }
  });
});
