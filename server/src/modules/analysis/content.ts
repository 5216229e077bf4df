import type { Locale } from '@opsdeck/shared/i18n';
import type {
  AnalysisRangeQuery,
  ContentKind,
  ContentPeriod,
  ContentPeriodSeries,
  ContentPublishing,
  PopularAuthors,
  PopularAuthorsQuery,
} from '@opsdeck/shared/schemas';
import { contentKindSchema, contentPeriodSeriesSchema } from '@opsdeck/shared/schemas';
import { businessDayEnd, businessDayStart } from '../../db/business-day.js';
import type { Db } from '../../db/client.js';
import { operatorNameSql } from '../../db/operator-names.js';
import { num, rawRows } from '../../db/raw.js';
import { addMonths, shiftDay, wholeMonths } from './monthly.js';
import { analysisRange, daysBetween } from './service.js';

/**
 * The wallpapers and templates created in [$1, $2) (instants), each with its kind, category, views
 * (downloads or uses) and author, through the created_at indexes. Content tables hold thousands of
 * rows, not millions, so the range's rows are aggregated as they are read.
 */
const CONTENT_CTE = `WITH c AS (
    SELECT 'wallpaper.' || type AS kind, category_id, created_at, created_by, downloads AS views, 1 AS w
    FROM wallpapers WHERE created_at >= $1 AND created_at < $2
    UNION ALL
    SELECT 'template.' || kind, category_id, created_at, created_by, uses, 0
    FROM templates WHERE created_at >= $1 AND created_at < $2
  )`;
/**
 * The range's content in a few rows: per kind, its days as `offset:count` pairs joined by ',' (the
 * offset in days from the range's first instant $1: the range starts at a UTC+8 midnight and UTC+8
 * keeps no daylight saving, so whole elapsed days are business days), and per category and kind a
 * count. A year of content was ~600 rows of (kind, category, day) with a formatted day each, whose
 * formatting and decoding were most of the request (docs/performance.md).
 */
const PUBLISHING_SQL = `${CONTENT_CTE}
  SELECT kind, NULL::int AS category_id, NULL::text AS name, string_agg(i || ':' || n, ',') AS days, NULL::bigint AS n
  FROM (SELECT kind, date_part('day', created_at - $1::timestamptz)::int AS i, count(*) AS n FROM c GROUP BY 1, 2) d
  GROUP BY kind
  UNION ALL
  SELECT c.kind, c.category_id, cat.name, NULL, count(*) FROM c JOIN categories cat ON cat.id = c.category_id
  GROUP BY 1, 2, 3`;

/**
 * Content per two-hour slot (UTC+8), and unlocks per slot from their rollups: the range's whole
 * months ($3..$4, first days) from the monthly slots, the days before and after them ($5..$6 and
 * $7..$8) from the daily ones. Each part is a plain range on a primary key, so the statement's
 * cached plan reads only those rows whatever the range.
 */
const PERIOD_SQL = `${CONTENT_CTE}
  SELECT 'published' AS name, extract(hour FROM c.created_at AT TIME ZONE 'Asia/Shanghai')::int / 2 AS slot,
    count(*) AS n FROM c GROUP BY 1, 2
  UNION ALL
  SELECT content_type || 'Unlocks', slot, sum(n) FROM (
    SELECT content_type, slot, n FROM analysis_unlock_slot_months WHERE month BETWEEN $3::date AND $4::date
    UNION ALL
    SELECT content_type, slot, n FROM analysis_unlock_slots WHERE day BETWEEN $5::date AND $6::date
    UNION ALL
    SELECT content_type, slot, n FROM analysis_unlock_slots WHERE day BETWEEN $7::date AND $8::date
  ) s GROUP BY 1, 2`;

/** A range of days that holds none (for a part of PERIOD_SQL that has nothing to read). */
const NO_DAYS = ['2000-01-02', '2000-01-01'];

/** The arguments of PERIOD_SQL's unlock parts: whole months, the days before them and after them. */
function periodParts(from: string, to: string): string[] {
  const { first, last } = wholeMonths(from, to);
  if (first > last) return [...NO_DAYS, from, to, ...NO_DAYS];
  const head = from < first ? [from, shiftDay(first, -1)] : NO_DAYS;
  const after = addMonths(last, 1);
  const tail = after <= to ? [after, to] : NO_DAYS;
  return [first, last, ...head, ...tail];
}

const AUTHORS_SQL = `${CONTENT_CTE}
  SELECT o.id, ${operatorNameSql('o', '$4')} AS name, count(*) AS n, sum(c.w) AS wallpapers, COALESCE(sum(c.views), 0) AS views
  FROM c JOIN operators o ON o.id = c.created_by
  GROUP BY o.id, o.name ORDER BY n DESC, views DESC, o.id LIMIT $3`;

const instants = (from: string, to: string) => [businessDayStart(from), businessDayEnd(to)];

/** Content added per kind per day and per category, over a range (UTC+8 days). */
export async function contentPublishing(db: Db, q: AnalysisRangeQuery): Promise<ContentPublishing> {
  const { from, to } = analysisRange(q);
  const days = daysBetween(from, to);
  const rows = await rawRows<{
    kind: ContentKind;
    category_id: number | null;
    name: string | null;
    days: string | null;
    n: unknown;
  }>(db, PUBLISHING_SQL, instants(from, to));
  const kinds = new Map(
    contentKindSchema.options.map((kind) => [kind, { kind, total: 0, series: days.map(() => 0) }]),
  );
  const categories = new Map<number, ContentPublishing['categories'][number]>();
  for (const r of rows) {
    if (r.category_id === null) {
      const kind = kinds.get(r.kind);
      for (const pair of kind ? (r.days?.split(',') ?? []) : []) {
        const colon = pair.indexOf(':');
        const i = Number(pair.slice(0, colon));
        const n = Number(pair.slice(colon + 1));
        if (kind && i >= 0 && i < days.length) {
          kind.total += n;
          kind.series[i] = (kind.series[i] ?? 0) + n;
        }
      }
      continue;
    }
    const n = num(r.n);
    let cat = categories.get(r.category_id);
    if (!cat) {
      cat = { categoryId: r.category_id, name: r.name ?? '', total: 0, byKind: {} };
      categories.set(r.category_id, cat);
    }
    cat.total += n;
    cat.byKind[r.kind] = (cat.byKind[r.kind] ?? 0) + n;
  }
  return {
    from,
    to,
    days,
    kinds: [...kinds.values()],
    categories: [...categories.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name)),
  };
}

const SLOTS = Array.from({ length: 12 }, (_, i) => `${String(i * 2).padStart(2, '0')}:00`);

/** Content added and unlocks per two-hour slot of the day, over a range. */
export async function contentPeriod(db: Db, q: AnalysisRangeQuery): Promise<ContentPeriod> {
  const { from, to } = analysisRange(q);
  const rows = await rawRows<{ name: string; slot: unknown; n: unknown }>(db, PERIOD_SQL, [
    ...instants(from, to),
    ...periodParts(from, to),
  ]);
  const series = new Map<string, number[]>(
    contentPeriodSeriesSchema.options.map((name) => [name, SLOTS.map(() => 0)]),
  );
  for (const r of rows) {
    const values = series.get(r.name);
    const slot = num(r.slot);
    if (values && slot >= 0 && slot < SLOTS.length) values[slot] = (values[slot] ?? 0) + num(r.n);
  }
  return {
    from,
    to,
    slots: SLOTS,
    series: [...series.entries()].map(([name, values]) => ({ name: name as ContentPeriodSeries, values })),
  };
}

/** The operators who added the most content in the range, with that content's views. */
export async function popularAuthors(
  db: Db,
  q: PopularAuthorsQuery,
  locale: Locale,
): Promise<PopularAuthors> {
  const { from, to } = analysisRange(q);
  const rows = await rawRows<{ id: number; name: string; n: unknown; wallpapers: unknown; views: unknown }>(
    db,
    AUTHORS_SQL,
    [...instants(from, to), q.limit ?? 10, locale],
  );
  return {
    from,
    to,
    list: rows.map((r, i) => ({
      ranking: i + 1,
      operatorId: r.id,
      author: r.name,
      contentCount: num(r.n),
      wallpapers: num(r.wallpapers),
      templates: num(r.n) - num(r.wallpapers),
      clickCount: num(r.views),
    })),
  };
}
