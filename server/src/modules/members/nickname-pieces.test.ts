import { memberListQuerySchema } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import type { Db } from '../../db/client.js';
import { SqlParams } from '../../db/raw.js';
import { queryRows } from '../../db/sql.js';
import { onBothDatabases } from '../../testing/db-suites.js';
import { listAnswer, plainAnswer, staleDifference } from '../../testing/nickname-pieces.js';
import { FEW_CANDIDATES, PIECES_COUNT_SQL, piecesFilteredCount, rememberMatched } from './nickname-pieces.js';

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
