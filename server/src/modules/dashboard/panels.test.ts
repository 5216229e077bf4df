import {
  dashboardCategoriesSchema,
  dashboardContentDataSchema,
  dashboardPopularSchema,
  lastFullDay,
} from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { buildTestApp, type TestApp, withTestApp } from '../../testing/build-test-app.js';
import { contentData } from './panels.js';

const DAY = (col: string) => sql.raw(`(${col} AT TIME ZONE 'Asia/Shanghai')::date`);

describe('workplace panels', () => {
  let t: TestApp;
  /** Tokens of the demo admin and the demo user. */
  let admin = '';
  let user = '';
  beforeAll(async () => {
    t = await buildTestApp();
    [admin, user] = await Promise.all([t.login('admin'), t.login('user')]);
  });
  afterAll(() => t.close());

  const count = async (query: ReturnType<typeof sql>) =>
    Number((await queryRows<{ n: unknown }>(t.database.db, query))[0]?.n ?? 0);

  test('every panel answers any signed-in role, and nobody signed out', async () => {
    for (const url of [
      '/admin/dashboard/content-data',
      '/admin/dashboard/popular',
      '/admin/dashboard/categories',
    ]) {
      expect((await t.request('GET', url, admin)).status, url).toBe(200);
      expect((await t.request('GET', url, user)).status, url).toBe(200);
      expect((await t.request('GET', url, null)).status, url).toBe(401);
    }
  });

  test('content data ends on the last full day (yesterday UTC+8), as the data analysis and opsdeck stats do', async () => {
    const data = dashboardContentDataSchema.parse(
      (await t.request('GET', '/admin/dashboard/content-data?days=30', admin)).body.data,
    );
    expect(data.to).toBe(lastFullDay());
    // at 13:00 and just after midnight UTC+8
    for (const now of ['2026-11-29T05:00:00Z', '2026-11-28T16:01:00Z']) {
      const at = await contentData(t.database.db, 7, new Date(now));
      expect(at.days, now).toEqual(['22', '23', '24', '25', '26', '27', '28'].map((d) => `2026-11-${d}`));
    }
  });

  test('content data: one value per day of the range, matching the raw tables', async () => {
    for (const days of [7, 30, 90]) {
      const res = await t.request('GET', `/admin/dashboard/content-data?days=${days}`, user);
      const data = dashboardContentDataSchema.parse(res.body.data);
      expect(data.days).toHaveLength(days);
      expect(data.days[0]).toBe(data.from);
      expect(data.days.at(-1)).toBe(data.to);
      const range = sql`BETWEEN ${data.from}::date AND ${data.to}::date`;
      expect(data.totals.unlocks).toBe(
        await count(sql`SELECT count(*) AS n FROM unlocks WHERE ${DAY('created_at')} ${range}`),
      );
      expect(data.totals.wallpapers).toBe(
        await count(sql`SELECT count(*) AS n FROM wallpapers WHERE ${DAY('created_at')} ${range}`),
      );
      expect(data.totals.templates).toBe(
        await count(sql`SELECT count(*) AS n FROM templates WHERE ${DAY('created_at')} ${range}`),
      );
      expect(data.unlocks.reduce((a, b) => a + b, 0)).toBe(data.totals.unlocks);
    }
    const seeded = dashboardContentDataSchema.parse(
      (await t.request('GET', '/admin/dashboard/content-data?days=90', admin)).body.data,
    );
    expect(seeded.totals.unlocks).toBeGreaterThan(0);
  });

  test('a range other than 7, 30 or 90 days, or an unknown kind, is refused, naming the field, in both languages', async () => {
    const en = await t.request('GET', '/admin/dashboard/content-data?days=45', admin);
    expect(en.status).toBe(400);
    expect(JSON.stringify(en.body)).toContain('days');
    const zh = await t.request('GET', '/admin/dashboard/content-data?days=14', admin, undefined, 'zh-CN');
    expect(zh.status).toBe(400);
    expect(JSON.stringify(zh.body)).toContain('days');
    const kind = await t.request('GET', '/admin/dashboard/popular?kind=text', admin);
    expect(kind.status).toBe(400);
    expect(JSON.stringify(kind.body)).toContain('kind');
  });

  test('popular content: ranked by the period’s unlocks, with the previous period’s rank and change', async () => {
    const data = dashboardPopularSchema.parse(
      (await t.request('GET', '/admin/dashboard/popular', user)).body.data,
    );
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.items.map((i) => i.rank)).toEqual(data.items.map((_, i) => i + 1));
    for (let i = 1; i < data.items.length; i++)
      expect(data.items[i - 1]!.unlocks).toBeGreaterThanOrEqual(data.items[i]!.unlocks);
    const top = data.items[0]!;
    const exact = (from: string, to: string) =>
      count(sql`SELECT count(*) AS n FROM unlocks WHERE content_type = ${top.contentType} AND content_id = ${top.id}
        AND ${DAY('created_at')} BETWEEN ${from}::date AND ${to}::date`);
    expect(top.unlocks).toBe(await exact(data.from, data.to));
    expect(top.previousUnlocks).toBe(await exact(data.previousFrom, data.previousTo));
    if (top.previousUnlocks > 0) {
      expect(top.change).toBeCloseTo((top.unlocks - top.previousUnlocks) / top.previousUnlocks, 3);
      expect(top.previousRank).toBeGreaterThan(0);
    } else expect(top.change).toBeNull();
    expect(data.kinds.length).toBeGreaterThan(0);
  });

  test('a new unlock counts at once (the reader folds the write’s daily delta)', async () => {
    const before = dashboardPopularSchema.parse(
      (await t.request('GET', '/admin/dashboard/popular', admin)).body.data,
    );
    const [member] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM members ORDER BY id LIMIT 1`,
    );
    const [pick] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM templates WHERE status <> 'draft' ORDER BY id DESC LIMIT 1`,
    );
    const lead = (before.items[0]?.unlocks ?? 0) + 1;
    await t.database.db.execute(sql`INSERT INTO unlocks (member_id, content_type, content_id, via)
      SELECT ${member!.id}, 'template', ${pick!.id}, 'free' FROM generate_series(1, ${lead})`);
    const after = dashboardPopularSchema.parse(
      (await t.request('GET', '/admin/dashboard/popular', admin)).body.data,
    );
    expect(after.items[0]).toMatchObject({ contentType: 'template', id: pick!.id, rank: 1 });
    expect(after.items[0]!.unlocks).toBeGreaterThanOrEqual(lead);
  });

  test('a kind narrows the list; ranking by views follows downloads and uses', async () => {
    const all = dashboardPopularSchema.parse(
      (await t.request('GET', '/admin/dashboard/popular', admin)).body.data,
    );
    for (const { kind } of all.kinds) {
      const res = await t.request('GET', `/admin/dashboard/popular?kind=${kind}&by=views`, admin);
      const data = dashboardPopularSchema.parse(res.body.data);
      expect(data.by).toBe('views');
      expect(data.items.every((i) => i.kind === kind && i.previousRank === null)).toBe(true);
      for (let i = 1; i < data.items.length; i++)
        expect(data.items[i - 1]!.views).toBeGreaterThanOrEqual(data.items[i]!.views);
    }
    const [top] = await queryRows<{ n: unknown }>(
      t.database.db,
      sql`SELECT max(n) AS n FROM (SELECT downloads AS n FROM wallpapers WHERE status <> 'draft'
        UNION ALL SELECT uses FROM templates WHERE status <> 'draft') x`,
    );
    const views = dashboardPopularSchema.parse(
      (await t.request('GET', '/admin/dashboard/popular?by=views', admin)).body.data,
    );
    expect(views.items[0]?.views).toBe(Number(top?.n));
  });

  test('content by category matches the content tables', async () => {
    const data = dashboardCategoriesSchema.parse(
      (await t.request('GET', '/admin/dashboard/categories', user)).body.data,
    );
    const total = await count(
      sql`SELECT (SELECT count(*) FROM wallpapers) + (SELECT count(*) FROM templates) AS n`,
    );
    expect(data.total).toBe(total);
    expect(data.categories.every((c) => c.total === c.wallpapers + c.templates && c.total > 0)).toBe(true);
  });

  test('with no content and no unlocks every panel answers empty', { timeout: 180_000 }, async () => {
    await withTestApp({}, async (empty) => {
      await empty.database.db.execute(
        sql`TRUNCATE unlocks, content_unlocks_daily, analysis_daily, analysis_daily_delta, collection_items, wallpaper_topic_links, wallpapers, templates CASCADE`,
      );
      const token = await empty.login('user');
      const content = dashboardContentDataSchema.parse(
        (await empty.request('GET', '/admin/dashboard/content-data?days=7', token)).body.data,
      );
      expect(content.totals).toEqual({ wallpapers: 0, templates: 0, unlocks: 0 });
      expect(content.unlocks).toEqual([0, 0, 0, 0, 0, 0, 0]);
      const popular = dashboardPopularSchema.parse(
        (await empty.request('GET', '/admin/dashboard/popular', token)).body.data,
      );
      expect(popular.items).toEqual([]);
      expect(popular.kinds).toEqual([]);
      const categories = dashboardCategoriesSchema.parse(
        (await empty.request('GET', '/admin/dashboard/categories', token)).body.data,
      );
      expect(categories).toEqual({ total: 0, categories: [] });
    });
  });
});
