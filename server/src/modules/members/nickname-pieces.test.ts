import { memberListQuerySchema } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database, Db } from '../../db/client.js';
import { queryRows } from '../../db/sql.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { freshPgDatabase } from '../../testing/pg-databases.js';
import { listMembers } from './list-service.js';
import { FEW_CANDIDATES, PIECES_COUNT_SQL, rememberMatched } from './nickname-pieces.js';

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

/** What the list answers for a search: the first 100 ids and the total. */
async function listAnswer(db: Db, q: string, status?: string): Promise<{ ids: number[]; n: number }> {
  const page = await listMembers(db, memberListQuerySchema.parse({ q, pageSize: 100, status }));
  return { ids: page.list.map((m) => m.id), n: page.total };
}

/** The pieces table against the pieces recomputed from every nickname now. */
async function staleDifference(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: unknown }>(
    db,
    sql`SELECT count(*) AS n FROM (
      (SELECT piece, member_id FROM member_nickname_pieces
        EXCEPT SELECT p, id FROM members, opsdeck_nickname_pieces(nickname) p)
      UNION ALL
      (SELECT p, id FROM members, opsdeck_nickname_pieces(nickname) p
        EXCEPT SELECT piece, member_id FROM member_nickname_pieces)) d`,
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

function piecesSuite(name: string, open: () => Promise<{ db: Db; close(): Promise<void> }>) {
  describe(name, () => {
    let db: Db;
    let close: () => Promise<void>;
    beforeAll(async () => {
      const opened = await open();
      db = opened.db;
      close = () => opened.close();
    });
    afterAll(() => close?.());

    const sameAsLike = async (label: string) => {
      for (const q of TERMS) {
        const plain = await plainAnswer(db, q);
        // twice: the first search counts before its page, the next one uses what it learned
        expect(await listAnswer(db, q), `${label} ${q}`).toEqual(plain);
        expect(await listAnswer(db, q), `${label} ${q} again`).toEqual(plain);
        // as a term with many matches does: the nickname compared row by row in the list's order
        rememberMatched(q, FEW_CANDIDATES + 1);
        expect(await listAnswer(db, q), `${label} ${q} read in order`).toEqual(plain);
        const banned = await plainAnswer(db, q, sql`AND status = 'banned'`);
        expect(await listAnswer(db, q, 'banned'), `${label} ${q} banned`).toEqual(banned);
      }
    };

    test('short searches find what LIKE / ILIKE finds after nicknames are inserted, renamed and deleted', async () => {
      expect(await staleDifference(db)).toBe(0);
      await sameAsLike('seeded');
      const inserted = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO members (visible_id, nickname, phone, platform, channel, invite_code, status)
          VALUES ('91000001', 'Abé快乐', '13910000001', 'ios', 'appstore', 'PIECE1', 'active'),
            ('91000002', 'É', '13910000002', 'web', 'web', 'PIECE2', 'banned'),
            ('91000003', 'x%_5李', '13910000003', 'android', 'xiaomi', 'PIECE3', 'active'),
            ('91000004', 'aaaa', '13910000004', 'android', 'oppo', 'PIECE4', 'banned'),
            ('91000005', 'Zoé天使', '13910000005', 'ios', 'appstore', 'PIECE5', 'active')
          RETURNING id`,
      );
      const ids = inserted.map((r) => Number(r.id));
      expect(await staleDifference(db)).toBe(0);
      await sameAsLike('inserted');
      await db.execute(sql`UPDATE members SET nickname = 'ZZ小猫咪' WHERE id = ${ids[0]}`);
      await db.execute(sql`UPDATE members SET nickname = nickname || 'É' WHERE id IN (${ids[1]}, ${ids[3]})`);
      expect(await staleDifference(db)).toBe(0);
      await sameAsLike('renamed');
      await db.execute(sql`DELETE FROM members WHERE id IN (${ids[2]}, ${ids[4]})`);
      expect(await staleDifference(db)).toBe(0);
      await sameAsLike('deleted');
    });

    test('a balance or VIP write leaves the pieces alone', async () => {
      const pieces = async () =>
        (
          await queryRows<{ at: string }>(
            db,
            sql`SELECT string_agg(ctid::text, ',' ORDER BY piece, member_id) AS at FROM member_nickname_pieces
              WHERE member_id IN (SELECT id FROM members ORDER BY id LIMIT 5)`,
          )
        )[0]?.at;
      const before = await pieces();
      await db.execute(
        sql`UPDATE members SET coin_balance = coin_balance + 1, vip_expires_at = now() WHERE id IN (SELECT id FROM members ORDER BY id LIMIT 5)`,
      );
      expect(await pieces()).toBe(before);
    });

    test("a short search's count reads the pieces' index only", async () => {
      for (const q of ['快乐', '李']) {
        const text = PIECES_COUNT_SQL.replaceAll('$1', `'${q}'`);
        const plan = await db.transaction(async (tx) => {
          await tx.execute(sql`SET LOCAL enable_seqscan = off`);
          await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
          const rows = await queryRows<Record<string, string>>(
            tx as unknown as Db,
            sql.raw(`EXPLAIN ${text}`),
          );
          return rows.map((r) => Object.values(r)[0]).join('\n');
        });
        expect(plan, q).toContain('Index Only Scan using member_nickname_pieces_pkey');
      }
    });
  });
}

piecesSuite('nickname pieces on PGlite', async () => {
  const t = await buildTestApp();
  return { db: t.database.db, close: () => t.close() };
});

const url = process.env.OPSDECK_TEST_DATABASE_URL;
if (url) {
  piecesSuite('nickname pieces on PostgreSQL', async () => {
    const database: Database = await freshPgDatabase(url, { members: 300, orders: 600 });
    return { db: database.db, close: () => database.close() };
  });
}
