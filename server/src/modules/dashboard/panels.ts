import {
  type ContentKind,
  DASHBOARD_POPULAR_DAYS,
  DASHBOARD_POPULAR_SIZE,
  type DashboardCategories,
  type DashboardContentData,
  type DashboardPopular,
  lastFullDay,
  type PopularItem,
} from '@opsdeck/shared/schemas';
import {
  businessDay,
  businessDayEnd,
  businessDayStart,
  businessDaysEnding,
  shiftBusinessDay,
} from '../../db/business-day.js';
import type { Db } from '../../db/client.js';
import { num, rawBatch, rawRows } from '../../db/raw.js';
import { FOLD_STATEMENT } from '../analysis/fold.js';

/**
 * The workplace's panels, each one or two statements on rollups or indexes: unlocks per day from
 * analysis_daily (its pending deltas folded first), unlocks per content from the running monthly
 * totals of content_unlock_months (kept from content_unlocks_daily by triggers in the write's
 * transaction), new content through the created_at indexes of the (small) content tables.
 */

const DAY_OF = (col: string) => `(${col} AT TIME ZONE 'Asia/Shanghai')::date - $1::date`;
/** $1..$2 the range's days; $3..$4 its start and end instants. */
const CONTENT_DATA_SQL = `SELECT 'unlocks' AS series, day - $1::date AS i, value AS n FROM analysis_daily
  WHERE metric = 'unlocks' AND dim = '' AND day BETWEEN $1::date AND $2::date
  UNION ALL
  SELECT 'wallpapers', ${DAY_OF('created_at')}, count(*) FROM wallpapers
  WHERE created_at >= $3::timestamptz AND created_at < $4::timestamptz GROUP BY 2
  UNION ALL
  SELECT 'templates', ${DAY_OF('created_at')}, count(*) FROM templates
  WHERE created_at >= $3::timestamptz AND created_at < $4::timestamptz GROUP BY 2`;

/**
 * New wallpapers, templates and unlocks per business day of the `days` days ending on the last full
 * day (yesterday UTC+8: today's morning beside whole days reads as a collapse, and its totals would
 * not be those of `opsdeck stats` or the data analysis; shared full-days.ts).
 */
export async function contentData(db: Db, days: number, now = new Date()): Promise<DashboardContentData> {
  const list = businessDaysEnding(lastFullDay(now), days);
  const from = list[0] as string;
  const to = list[list.length - 1] as string;
  // the fold and the read in one call to the database (PGlite), the fold first
  const [, read] = await rawBatch(db, [
    FOLD_STATEMENT,
    {
      text: CONTENT_DATA_SQL,
      params: [from, to, businessDayStart(from).toISOString(), businessDayEnd(to).toISOString()],
    },
  ]);
  const rows = (read ?? []) as { series: string; i: unknown; n: unknown }[];
  const series = { wallpapers: list.map(() => 0), templates: list.map(() => 0), unlocks: list.map(() => 0) };
  for (const r of rows) {
    const target = series[r.series as keyof typeof series];
    const i = num(r.i);
    if (target && i >= 0 && i < list.length) target[i] = (target[i] ?? 0) + num(r.n);
  }
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    from,
    to,
    days: list,
    ...series,
    totals: {
      wallpapers: sum(series.wallpapers),
      templates: sum(series.templates),
      unlocks: sum(series.unlocks),
    },
  };
}

/** Published (not draft) content with its kind and its views as recorded: downloads or uses. */
const CONTENT_SQL = `SELECT 'wallpaper'::text AS content_type, id, title, 'wallpaper.' || type AS kind,
    downloads AS views FROM wallpapers WHERE status <> 'draft'
  UNION ALL
  SELECT 'template', id, name, 'template.' || kind, uses FROM templates WHERE status <> 'draft'`;
/**
 * The unlocks of each content from the 1st of month $1 (or $2) through a day: `cum[k]` of its row in
 * content_unlock_months (migration 024), k being that day's place in the row's month (0 before the
 * month: no unlocks yet; 31 after it: the month's total). Day $a in month $1, day $b in month $2.
 */
const THROUGH = (a: number, b: number) =>
  `COALESCE(cum[CASE WHEN month = $1::date THEN $${a}::int ELSE $${b}::int END], 0)`;
/**
 * The top items, then one row per kind with its amount of (published) content in `views`
 * (content_type 'kind'): the kind tabs read from the same statement, not a statement of their own.
 *
 * $1..$2 the first days of the months of the period before and of the period (the same month, or two
 * in a row: the 14 days span at most two), $3..$8 the places in those months of the period's last
 * day, the day before the period and the day before the period before (`placeIn`), $9 a kind or '',
 * $10 'unlocks' or 'views'. A content's unlocks in a period are its running totals through the
 * period's last day less through the day before it, summed over its (one or two) month rows: at most
 * two rows per content instead of one per content and day (docs/decisions/0007-popular-panel-months.md).
 * The ranks are within the kind.
 */
const POPULAR_SQL = `WITH content AS (${CONTENT_SQL}),
  per AS (
    SELECT content_type, content_id, sum(${THROUGH(3, 4)} - ${THROUGH(5, 6)}) AS cur,
      sum(${THROUGH(5, 6)} - ${THROUGH(7, 8)}) AS prev
    FROM content_unlock_months WHERE month BETWEEN $1::date AND $2::date GROUP BY 1, 2
  ),
  joined AS (
    SELECT c.content_type, c.id, c.title, c.kind, c.views, COALESCE(p.cur, 0) AS cur, COALESCE(p.prev, 0) AS prev,
      CASE WHEN $10::text = 'views' THEN c.views ELSE COALESCE(p.cur, 0) END AS score
    FROM content c LEFT JOIN per p ON p.content_type = c.content_type AND p.content_id = c.id
    WHERE $9::text = '' OR c.kind = $9::text
  ),
  ranked AS (
    SELECT *, row_number() OVER (ORDER BY score DESC, content_type DESC, id) AS rank,
      row_number() OVER (ORDER BY prev DESC, content_type DESC, id) AS prev_rank
    FROM joined
  )
  (SELECT content_type, id, title, kind, views, cur, prev, rank, prev_rank FROM ranked
  WHERE score > 0 ORDER BY rank LIMIT ${DASHBOARD_POPULAR_SIZE})
  UNION ALL
  SELECT 'kind', NULL, NULL, kind, count(*), NULL, NULL, NULL, NULL FROM content GROUP BY kind`;

// the period and the one before it span at most two months (POPULAR_SQL reads no month between them)
if (DASHBOARD_POPULAR_DAYS * 2 > 28) throw new Error('the popular panel reads at most two months');

/** The first day of a day's month. */
const monthOf = (day: string) => `${day.slice(0, 8)}01`;
/**
 * A day's place in a month's running totals (the month given by its first day): 0 before the month,
 * the day of the month in it, 31 after it.
 */
export function placeIn(month: string, day: string): number {
  if (day < month) return 0;
  return monthOf(day) > month ? 31 : Number(day.slice(8, 10));
}

const KIND_ORDER: ContentKind[] = [
  'wallpaper.static',
  'wallpaper.live',
  'template.card',
  'template.poster',
  'template.wallpaper',
];

/**
 * The top wallpapers and templates of the last 7 days, by unlocks (with the rank and change against
 * the 7 days before) or by views as recorded (downloads and uses, all time).
 */
export async function popularContent(
  db: Db,
  q: { kind?: ContentKind | undefined; by: 'unlocks' | 'views' },
  now = new Date(),
): Promise<DashboardPopular> {
  const days = DASHBOARD_POPULAR_DAYS;
  const period = businessDaysEnding(businessDay(now), days);
  const before = businessDaysEnding(period[0] as string, days + 1).slice(0, days);
  const [from, to] = [period[0] as string, period[period.length - 1] as string];
  const [previousFrom, previousTo] = [before[0] as string, before[before.length - 1] as string];
  const months = [monthOf(previousFrom), monthOf(to)];
  const answer = await rawRows<Record<string, unknown>>(db, POPULAR_SQL, [
    ...months,
    ...[to, shiftBusinessDay(from, -1), shiftBusinessDay(previousFrom, -1)].flatMap((day) =>
      months.map((month) => placeIn(month, day)),
    ),
    q.kind ?? '',
    q.by,
  ]);
  const rows = answer.filter((r) => r.content_type !== 'kind').sort((a, b) => num(a.rank) - num(b.rank));
  const items = rows.map((r): PopularItem => {
    const unlocks = num(r.cur);
    const previousUnlocks = num(r.prev);
    const contentType = r.content_type === 'template' ? 'template' : 'wallpaper';
    return {
      key: `${contentType}:${num(r.id)}`,
      contentType,
      id: num(r.id),
      title: String(r.title),
      kind: r.kind as ContentKind,
      rank: num(r.rank),
      previousRank: q.by === 'unlocks' && previousUnlocks > 0 ? num(r.prev_rank) : null,
      unlocks,
      previousUnlocks,
      change:
        previousUnlocks === 0
          ? null
          : Math.round(((unlocks - previousUnlocks) / previousUnlocks) * 10_000) / 10_000,
      views: num(r.views),
    };
  });
  const counted = new Map(
    answer.filter((r) => r.content_type === 'kind').map((k) => [String(k.kind), num(k.views)]),
  );
  return {
    from,
    to,
    previousFrom,
    previousTo,
    by: q.by,
    kinds: KIND_ORDER.filter((k) => (counted.get(k) ?? 0) > 0).map((kind) => ({
      kind,
      count: counted.get(kind) ?? 0,
    })),
    items,
  };
}

/** Wallpapers and templates per category (the category indexes of both tables), largest first. */
const CATEGORIES_SQL = `SELECT c.id, c.name, COALESCE(w.n, 0) AS wallpapers, COALESCE(t.n, 0) AS templates
  FROM categories c
  LEFT JOIN (SELECT category_id, count(*) AS n FROM wallpapers GROUP BY 1) w ON w.category_id = c.id
  LEFT JOIN (SELECT category_id, count(*) AS n FROM templates GROUP BY 1) t ON t.category_id = c.id
  WHERE w.n IS NOT NULL OR t.n IS NOT NULL
  ORDER BY COALESCE(w.n, 0) + COALESCE(t.n, 0) DESC, c.sort, c.id`;

export async function contentByCategory(db: Db): Promise<DashboardCategories> {
  const rows = await rawRows<{ id: unknown; name: string; wallpapers: unknown; templates: unknown }>(
    db,
    CATEGORIES_SQL,
  );
  const categories = rows.map((r) => {
    const wallpapers = num(r.wallpapers);
    const templates = num(r.templates);
    return { id: num(r.id), name: r.name, wallpapers, templates, total: wallpapers + templates };
  });
  return { total: categories.reduce((a, c) => a + c.total, 0), categories };
}
