import { memberListQuerySchema } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import type { Db } from '../../db/client.js';
import { SqlParams } from '../../db/raw.js';
import { queryRows } from '../../db/sql.js';
import { onBothDatabases } from '../../testing/db-suites.js';
import { listMembers, memberWhere } from './list-service.js';

/** The plan of `SELECT 1 FROM members m <the search's WHERE>`, with sequential scans priced out. */
async function searchPlan(db: Db, q: string): Promise<string> {
  const p = new SqlParams();
  const where = memberWhere(memberListQuerySchema.parse({ q }), new Date(), p);
  // the demo data is small enough for a sequential scan to win: turn it off to see whether the
  // condition can use the trigram index at all (what the planner picks at 200,000 members)
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const text = p.values.reduce<string>(
      (s, v, i) => s.replaceAll(`$${i + 1}`, `'${String(v).replaceAll("'", "''")}'`),
      `EXPLAIN SELECT 1 FROM members m ${where}`,
    );
    const rows = await queryRows<Record<string, string>>(tx as unknown as Db, sql.raw(text));
    return rows.map((r) => Object.values(r)[0]).join('\n');
  });
}

/** The ids a search finds (all pages) and the plain LIKE / ILIKE answer to compare with. */
async function searchIds(db: Db, q: string): Promise<{ found: number[]; plain: number[] }> {
  const page = await listMembers(db, memberListQuerySchema.parse({ q, pageSize: 100 }));
  const op = q.toLowerCase() === q.toUpperCase() ? 'LIKE' : 'ILIKE';
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const plain = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM members WHERE nickname ${sql.raw(op)} ${pattern} ORDER BY registered_at DESC, id DESC LIMIT 100`,
  );
  return { found: page.list.map((m) => m.id), plain: plain.map((r) => Number(r.id)) };
}

onBothDatabases('nickname search', (db) => {
  test('a nickname search of one Chinese character or more goes through the trigram index', async () => {
    for (const q of ['李', '快乐', '小猫咪', 'ab', 'Lee']) {
      expect(await searchPlan(db(), q), q).toContain('members_nickname_key_trgm_idx');
    }
    // one ASCII character has no trigram: it reads the nicknames, as before
    expect(await searchPlan(db(), 'a')).not.toContain('members_nickname_key_trgm_idx');
  });

  test('the indexed search finds exactly what the plain LIKE / ILIKE finds, also after a rename', async () => {
    const [m] = await queryRows<{ id: number }>(
      db(),
      sql`UPDATE members SET nickname = '阿Lee_50%快乐' WHERE id = (SELECT id FROM members ORDER BY id LIMIT 1 OFFSET 3) RETURNING id`,
    );
    for (const q of ['李', '快乐', '乐', 'lEE', 'e_5', '0%', '50%快', 'ÉÉ', '不存在']) {
      const { found, plain } = await searchIds(db(), q);
      expect(found, q).toEqual(plain);
    }
    expect((await searchIds(db(), 'lee')).found).toContain(Number(m?.id));
  });

  test('a search total is remembered only while the member rows it reads stay as they were', async () => {
    // the most common first character of a nickname: a search with more than one page of 1
    const [common] = await queryRows<{ c: string }>(
      db(),
      sql`SELECT substr(nickname, 1, 1) AS c FROM members GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
    );
    const q = String(common?.c);
    const op = q.toLowerCase() === q.toUpperCase() ? 'LIKE' : 'ILIKE';
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const exact = async (status?: string) => {
      const [row] = await queryRows<{ n: unknown }>(
        db(),
        sql`SELECT count(*) AS n FROM members WHERE nickname ${sql.raw(op)} ${pattern}
          AND (${status ?? null}::text IS NULL OR status::text = ${status ?? null})`,
      );
      return Number(row?.n);
    };
    const generation = async () =>
      String(
        (await queryRows<{ g: unknown }>(db(), sql`SELECT generation AS g FROM member_filter_generation`))[0]
          ?.g,
      );
    const total = async (extra: Record<string, string> = {}) =>
      (await listMembers(db(), memberListQuerySchema.parse({ q, pageSize: 1, ...extra }))).total;

    expect(await exact()).toBeGreaterThan(1);
    expect(await total()).toBe(await exact());
    expect(await total()).toBe(await exact());
    // a re-issue's balance and VIP writes leave the generation (and the remembered totals) alone
    const before = await generation();
    await queryRows(
      db(),
      sql`UPDATE members SET coin_balance = coin_balance + 1, vip_expires_at = now() WHERE id IN (SELECT id FROM members LIMIT 3)`,
    );
    expect(await generation()).toBe(before);
    // a rename into the search is counted at once
    const renamed = await exact();
    await queryRows(
      db(),
      sql`UPDATE members SET nickname = ${`新${q}名`} WHERE id = (SELECT id FROM members WHERE nickname NOT ${sql.raw(op)} ${pattern} ORDER BY id LIMIT 1)`,
    );
    expect(await generation()).not.toBe(before);
    expect(await exact()).toBe(renamed + 1);
    expect(await total()).toBe(renamed + 1);
    // so is a ban, in the search narrowed to banned members
    const banned = await exact('banned');
    expect(await total({ status: 'banned' })).toBe(banned);
    await queryRows(
      db(),
      sql`UPDATE members SET status = 'banned' WHERE id = (SELECT id FROM members WHERE nickname ${sql.raw(op)} ${pattern} AND status <> 'banned' ORDER BY id LIMIT 1)`,
    );
    expect(await total({ status: 'banned' })).toBe(banned + 1);
    expect(await exact('banned')).toBe(banned + 1);
  });
});
