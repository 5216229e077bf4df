import {
  chainGrowthSchema,
  contentPeriodSchema,
  contentPublishingSchema,
  popularAuthorsSchema,
} from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';

const YEAR = '?from=2025-12-01&to=2026-11-30';
const EMPTY = '?from=2001-01-01&to=2001-01-07';
const ENDPOINTS = ['content-publishing', 'content-period', 'popular-authors', 'chain-growth?quota=unlocks'];

describe('analysis content panels', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  const get = (path: string, token = admin, lang = 'en-US') =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/analysis/${path}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    });
  const data = async (path: string) => {
    const res = await get(path);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const localDay = (col: string) => sql.raw(`(${col} AT TIME ZONE 'Asia/Shanghai')::date`);
  const contentIn = (from: string, to: string) => sql`(
    SELECT created_by, created_at, downloads AS views FROM wallpapers
      WHERE ${localDay('created_at')} BETWEEN ${from}::date AND ${to}::date
    UNION ALL SELECT created_by, created_at, uses FROM templates
      WHERE ${localDay('created_at')} BETWEEN ${from}::date AND ${to}::date) c`;

  beforeAll(async () => {
    t = await buildTestApp();
    [admin, user] = await Promise.all([t.login('admin'), t.login('user')]);
  });
  afterAll(() => t.close());

  test('admin only', async () => {
    for (const path of ENDPOINTS) {
      expect((await get(path, user)).statusCode, path).toBe(403);
      const anonymous = await t.app.inject({ method: 'GET', url: `/api/admin/analysis/${path}` });
      expect(anonymous.statusCode, path).toBe(401);
    }
  });

  test('content publishing: per kind per day and per category, equal to the content tables', async () => {
    const d = contentPublishingSchema.parse(await data(`content-publishing${YEAR}`));
    expect(d.days).toHaveLength(365);
    const [raw] = await queryRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM ${contentIn(d.from, d.to)}`,
    );
    const total = Number(raw?.n);
    expect(total).toBeGreaterThan(0);
    expect(d.kinds.reduce((a, k) => a + k.total, 0)).toBe(total);
    expect(d.categories.reduce((a, c) => a + c.total, 0)).toBe(total);
    for (const k of d.kinds)
      expect(
        k.series.reduce((a, b) => a + b, 0),
        k.kind,
      ).toBe(k.total);
    for (const c of d.categories)
      expect(
        Object.values(c.byKind).reduce((a, b) => a + b, 0),
        c.name,
      ).toBe(c.total);
    const [live] = await queryRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM wallpapers WHERE type = 'live'
        AND ${localDay('created_at')} BETWEEN ${d.from}::date AND ${d.to}::date`,
    );
    expect(d.kinds.find((k) => k.kind === 'wallpaper.live')?.total).toBe(Number(live?.n));
  });

  test('content publishing: each kind’s day and each category’s kinds as the content tables count them, also at midnight UTC+8', async () => {
    // three wallpapers moved to the range's first instant, the last microsecond of its 5th day and the
    // last of its last day (each day is UTC+8)
    await t.database.db.execute(sql`UPDATE wallpapers w SET created_at = x.at FROM (VALUES
        (1, '2025-12-01 00:00:00+08'::timestamptz), (2, '2025-12-05 23:59:59.999999+08'), (3, '2026-11-30 23:59:59.999999+08')
      ) x(id, at) WHERE w.id = x.id`);
    const d = contentPublishingSchema.parse(await data(`content-publishing${YEAR}`));
    const perDay = await queryRows<{ kind: string; day: string; n: string }>(
      t.database.db,
      sql`SELECT kind, to_char(${localDay('created_at')}, 'YYYY-MM-DD') AS day, count(*) AS n FROM (
          SELECT 'wallpaper.' || type AS kind, created_at FROM wallpapers
          UNION ALL SELECT 'template.' || kind, created_at FROM templates) c
        WHERE ${localDay('created_at')} BETWEEN ${d.from}::date AND ${d.to}::date GROUP BY 1, 2`,
    );
    for (const k of d.kinds) {
      const expected = d.days.map((day) =>
        Number(perDay.find((r) => r.kind === k.kind && r.day === day)?.n ?? 0),
      );
      expect(k.series, k.kind).toEqual(expected);
    }
    const staticSeries = d.kinds.find((k) => k.kind === 'wallpaper.static')?.series ?? [];
    const liveSeries = d.kinds.find((k) => k.kind === 'wallpaper.live')?.series ?? [];
    for (const i of [0, 4, d.days.length - 1])
      expect((staticSeries[i] ?? 0) + (liveSeries[i] ?? 0), d.days[i]).toBeGreaterThan(0);
    const perCategory = await queryRows<{ id: number; kind: string; n: string }>(
      t.database.db,
      sql`SELECT category_id AS id, kind, count(*) AS n FROM (
          SELECT category_id, 'wallpaper.' || type AS kind, created_at FROM wallpapers
          UNION ALL SELECT category_id, 'template.' || kind, created_at FROM templates) c
        WHERE ${localDay('created_at')} BETWEEN ${d.from}::date AND ${d.to}::date GROUP BY 1, 2`,
    );
    expect(d.categories.length).toBe(new Set(perCategory.map((r) => r.id)).size);
    for (const c of d.categories)
      expect(c.byKind, c.name).toEqual(
        Object.fromEntries(
          perCategory.filter((r) => r.id === c.categoryId).map((r) => [r.kind, Number(r.n)]),
        ),
      );
  });

  test('period analysis: twelve two-hour slots; unlocks from their rollup, kept on insert', async () => {
    const before = contentPeriodSchema.parse(await data(`content-period${YEAR}`));
    expect(before.slots).toEqual(
      Array.from({ length: 12 }, (_, i) => `${String(i * 2).padStart(2, '0')}:00`),
    );
    const unlocksOf = (p: typeof before, name: string) => p.series.find((s) => s.name === name)?.values ?? [];
    const [raw] = await queryRows<{ w: string; t: string }>(
      t.database.db,
      sql`SELECT count(*) FILTER (WHERE content_type = 'wallpaper') AS w,
        count(*) FILTER (WHERE content_type = 'template') AS t FROM unlocks
        WHERE ${localDay('created_at')} BETWEEN ${before.from}::date AND ${before.to}::date`,
    );
    const sum = (v: number[]) => v.reduce((a, b) => a + b, 0);
    expect(sum(unlocksOf(before, 'wallpaperUnlocks'))).toBe(Number(raw?.w));
    expect(sum(unlocksOf(before, 'templateUnlocks'))).toBe(Number(raw?.t));
    // an unlock at 15:30 UTC+8 lands in slot 7 (14:00-15:59) of its day
    const [m] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM members ORDER BY id LIMIT 1`,
    );
    await queryRows(
      t.database.db,
      sql`INSERT INTO unlocks (member_id, content_type, content_id, via, created_at)
        VALUES (${m!.id}, 'template', 1, 'free', '2026-03-03T15:30:00+08:00'),
               (${m!.id}, 'template', 2, 'free', '2026-03-03T15:59:00+08:00')`,
    );
    const after = contentPeriodSchema.parse(await data(`content-period${YEAR}`));
    const delta = unlocksOf(after, 'templateUnlocks').map(
      (v, i) => v - (unlocksOf(before, 'templateUnlocks')[i] ?? 0),
    );
    expect(delta).toEqual([0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0]);
    const published = after.series.find((s) => s.name === 'published')?.values ?? [];
    const [content] = await queryRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM ${contentIn(after.from, after.to)}`,
    );
    expect(sum(published)).toBe(Number(content?.n));
  });

  test('period analysis: each slot equals a recount of the unlocks, for whole months, edge days and both', async () => {
    const ranges = [
      ['2025-12-01', '2026-11-30'],
      ['2026-01-10', '2026-04-20'],
      ['2026-03-01', '2026-03-31'],
      ['2026-03-05', '2026-03-09'],
      ['2026-02-15', '2026-03-14'],
    ];
    for (const [from, to] of ranges) {
      const period = contentPeriodSchema.parse(await data(`content-period?from=${from}&to=${to}`));
      const rows = await queryRows<{ type: string; slot: number; n: string }>(
        t.database.db,
        sql`SELECT content_type AS type, extract(hour FROM created_at AT TIME ZONE 'Asia/Shanghai')::int / 2 AS slot,
          count(*) AS n FROM unlocks WHERE ${localDay('created_at')} BETWEEN ${from}::date AND ${to}::date GROUP BY 1, 2`,
      );
      for (const type of ['wallpaper', 'template']) {
        const expected = Array.from({ length: 12 }, (_, slot) =>
          Number(rows.find((r) => r.type === type && Number(r.slot) === slot)?.n ?? 0),
        );
        const got = period.series.find((s) => s.name === `${type}Unlocks`)?.values;
        expect(got, `${type} ${from}..${to}`).toEqual(expected);
      }
    }
  });

  test('popular authors: ranked by content added, with its views; the limit applies', async () => {
    const d = popularAuthorsSchema.parse(await data(`popular-authors${YEAR}&limit=3`));
    const rows = await queryRows<{ id: number; n: string; views: string }>(
      t.database.db,
      sql`SELECT created_by AS id, count(*) AS n, sum(views) AS views FROM ${contentIn(d.from, d.to)}
        WHERE created_by IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 3 DESC, 1 LIMIT 3`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(d.list.map((a) => [a.ranking, a.operatorId, a.contentCount, a.clickCount])).toEqual(
      rows.map((r, i) => [i + 1, r.id, Number(r.n), Number(r.views)]),
    );
    for (const a of d.list) {
      expect(a.author).toBeTruthy();
      expect(a.wallpapers + a.templates).toBe(a.contentCount);
    }
    const bad = await get('popular-authors?limit=0', admin, 'zh-CN');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('limit');
  });

  test('chain growth: the quota’s total and growth as the overview has them, and day-on-day growth', async () => {
    const range = '?from=2026-01-01&to=2026-03-31';
    const overview = (await data(`overview${range}`)) as {
      figures: Record<string, { value: number; previous: number; growth: number | null; series: number[] }>;
    };
    for (const quota of ['newMembers', 'payingMembers', 'unlocks', 'coinsSpent']) {
      const d = chainGrowthSchema.parse(await data(`chain-growth${range}&quota=${quota}`));
      const figure = overview.figures[quota]!;
      expect([d.count, d.previous, d.growth, d.series], quota).toEqual([
        figure.value,
        figure.previous,
        figure.growth,
        figure.series,
      ]);
      expect(d.chain).toHaveLength(d.days.length);
      for (let i = 1; i < d.series.length; i++) {
        const prev = d.series[i - 1] ?? 0;
        if (prev === 0) expect(d.chain[i]).toBeNull();
        else expect(d.chain[i]).toBeCloseTo(((d.series[i] ?? 0) - prev) / prev, 3);
      }
    }
    const missing = await get('chain-growth', admin, 'zh-CN');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe('quota');
    expect((await get('chain-growth?quota=visitors')).statusCode).toBe(400);
  });

  test('an empty range answers zeros and empty lists; a reversed range is a 400 naming the field', async () => {
    const pub = contentPublishingSchema.parse(await data(`content-publishing${EMPTY}`));
    expect(pub.days).toHaveLength(7);
    expect(pub.categories).toEqual([]);
    expect(pub.kinds.every((k) => k.total === 0)).toBe(true);
    const period = contentPeriodSchema.parse(await data(`content-period${EMPTY}`));
    expect(period.series.every((s) => s.values.every((v) => v === 0))).toBe(true);
    expect(popularAuthorsSchema.parse(await data(`popular-authors${EMPTY}`)).list).toEqual([]);
    const chain = chainGrowthSchema.parse(await data(`chain-growth${EMPTY}&quota=newMembers`));
    expect([chain.count, chain.growth, chain.chain.every((c) => c === null)]).toEqual([0, null, true]);
    for (const path of ENDPOINTS) {
      const sep = path.includes('?') ? '&' : '?';
      const res = await get(`${path}${sep}from=2026-02-01&to=2026-01-01`);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().details[0].field, path).toBe('to');
    }
  });
});
