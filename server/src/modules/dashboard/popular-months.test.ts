import { type ContentKind, contentKindSchema, type DashboardPopular } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { businessDay, businessDayStart, shiftBusinessDay } from '../../db/business-day.js';
import { rawRows } from '../../db/raw.js';
import { queryRows } from '../../db/sql.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { placeIn, popularContent } from './panels.js';

/**
 * The popular panel reads running monthly totals (content_unlock_months, migration 024). Its answer
 * must be what counting the unlocks themselves gives: the same items, unlocks, previous unlocks, ranks
 * and previous ranks, for every kind and both orders, for periods inside a month and across month and
 * year edges, before and after unlocks are added, moved and deleted.
 */
describe('the popular panel from running monthly totals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** The panel's ranking as it was, straight from the unlocks (no rollup). */
  const REFERENCE_SQL = `WITH content AS (
      SELECT 'wallpaper'::text AS content_type, id, 'wallpaper.' || type AS kind, downloads AS views
      FROM wallpapers WHERE status <> 'draft'
      UNION ALL SELECT 'template', id, 'template.' || kind, uses FROM templates WHERE status <> 'draft'),
    u AS (SELECT content_type, content_id, (created_at AT TIME ZONE 'Asia/Shanghai')::date AS day FROM unlocks),
    per AS (SELECT content_type, content_id, count(*) FILTER (WHERE day >= $1::date) AS cur,
        count(*) FILTER (WHERE day < $1::date) AS prev
      FROM u WHERE day BETWEEN $3::date AND $2::date GROUP BY 1, 2),
    joined AS (SELECT c.content_type, c.id, c.kind, c.views, COALESCE(p.cur, 0) AS cur, COALESCE(p.prev, 0) AS prev,
        CASE WHEN $5::text = 'views' THEN c.views ELSE COALESCE(p.cur, 0) END AS score
      FROM content c LEFT JOIN per p ON p.content_type = c.content_type AND p.content_id = c.id
      WHERE $4::text = '' OR c.kind = $4::text),
    ranked AS (SELECT *, row_number() OVER (ORDER BY score DESC, content_type DESC, id) AS rank,
        row_number() OVER (ORDER BY prev DESC, content_type DESC, id) AS prev_rank FROM joined)
    SELECT content_type, id, cur, prev, rank, prev_rank FROM ranked WHERE score > 0 ORDER BY rank LIMIT 10`;

  const reference = async (answer: DashboardPopular, kind: ContentKind | '') => {
    const rows = await rawRows<Record<string, unknown>>(t.database.db, REFERENCE_SQL, [
      answer.from,
      answer.to,
      answer.previousFrom,
      kind,
      answer.by,
    ]);
    return rows.map((r) => ({
      key: `${r.content_type}:${r.id}`,
      unlocks: Number(r.cur),
      previousUnlocks: Number(r.prev),
      rank: Number(r.rank),
      previousRank: answer.by === 'unlocks' && Number(r.prev) > 0 ? Number(r.prev_rank) : null,
    }));
  };
  const expectLikeReference = async (now: Date) => {
    for (const kind of ['', ...contentKindSchema.options] as const)
      for (const by of ['unlocks', 'views'] as const) {
        const answer = await popularContent(t.database.db, { kind: kind || undefined, by }, now);
        const mine = answer.items.map(({ key, unlocks, previousUnlocks, rank, previousRank }) => ({
          key,
          unlocks,
          previousUnlocks,
          rank,
          previousRank,
        }));
        expect(mine, `${businessDay(now)} ${kind || 'all'} by ${by}`).toEqual(await reference(answer, kind));
        expect(answer.kinds, `${businessDay(now)} ${kind || 'all'} by ${by}: kinds`).toEqual(
          await referenceKinds(),
        );
      }
  };
  /** The kinds with published content and how much, in the tabs' order, counted from the content tables. */
  const referenceKinds = async () => {
    const rows = await rawRows<{ kind: ContentKind; n: unknown }>(
      t.database.db,
      `SELECT 'wallpaper.' || type AS kind, count(*) AS n FROM wallpapers WHERE status <> 'draft' GROUP BY type
        UNION ALL SELECT 'template.' || kind, count(*) FROM templates WHERE status <> 'draft' GROUP BY kind`,
    );
    return contentKindSchema.options
      .map((kind) => ({ kind, count: Number(rows.find((r) => r.kind === kind)?.n ?? 0) }))
      .filter((k) => k.count > 0);
  };
  /**
   * Days to rank at: today, and days whose period or previous period starts, ends or crosses a month
   * or year edge (the 1st, 3rd, 7th and 8th of months of the seeded year, and a year's first days).
   */
  const days = () => {
    const today = businessDay(new Date());
    const out = [today];
    for (const back of [35, 130]) {
      const month = `${shiftBusinessDay(today, -back).slice(0, 8)}`;
      for (const d of ['01', '03', '07', '08']) out.push(`${month}${d}`);
    }
    const year = Number(today.slice(0, 4));
    out.push(`${year}-01-05`, `${year}-01-10`, `${year}-03-01`, `${year}-03-09`);
    return out.filter((d) => d <= today);
  };
  const at = (day: string) => new Date(businessDayStart(day).getTime() + 12 * 3_600_000);

  test('places in a month: before it, in it, after it', () => {
    expect(placeIn('2026-02-01', '2026-01-31')).toBe(0);
    expect(placeIn('2026-02-01', '2026-02-01')).toBe(1);
    expect(placeIn('2026-02-01', '2026-02-28')).toBe(28);
    expect(placeIn('2026-02-01', '2026-03-01')).toBe(31);
    expect(placeIn('2025-12-01', '2026-01-03')).toBe(31);
  });

  test('the same ranking as counting the unlocks, on the seed', async () => {
    for (const day of days()) await expectLikeReference(at(day));
  }, 120_000);

  test('and after unlocks are added across month and year edges, moved and deleted', async () => {
    const db = t.database.db;
    const [member] = await queryRows<{ id: number }>(db, sql`SELECT id FROM members ORDER BY id LIMIT 1`);
    const year = Number(businessDay(new Date()).slice(0, 4));
    // many in one statement on both sides of midnight UTC+8 at a month end and a year end
    await db.execute(sql`INSERT INTO unlocks (member_id, content_type, content_id, via, created_at)
      SELECT ${member!.id}, 'template', 1 + (g % 3), 'free', CASE g % 4
        WHEN 0 THEN ${`${year}-02-28 23:59:59+08`}::timestamptz WHEN 1 THEN ${`${year}-03-01 00:00:00+08`}::timestamptz
        WHEN 2 THEN ${`${year - 1}-12-31 23:59:59.999+08`}::timestamptz ELSE ${`${year}-01-01 00:00:00+08`}::timestamptz END
      FROM generate_series(1, 40) g`);
    await db.execute(sql`INSERT INTO unlocks (member_id, content_type, content_id, via, coins_spent, created_at)
      VALUES (${member!.id}, 'wallpaper', 7, 'coin', 6, ${`${year}-03-07 10:00+08`})`);
    // moved to another month and content; deleted
    await db.execute(sql`UPDATE unlocks SET created_at = ${`${year}-02-27 21:30+08`}::timestamptz, content_id = 2
      WHERE id IN (SELECT id FROM unlocks WHERE content_type = 'template' ORDER BY id DESC LIMIT 5)`);
    await db.execute(sql`DELETE FROM unlocks WHERE id IN (SELECT id FROM unlocks ORDER BY id DESC LIMIT 3)`);
    for (const day of [...days(), `${year}-01-01`, `${year}-03-02`]) await expectLikeReference(at(day));
  }, 120_000);
});
