import {
  type ContentKind,
  contentKindSchema,
  DASHBOARD_POPULAR_DAYS,
  DASHBOARD_POPULAR_SIZE,
  type DashboardCategories,
  type DashboardContentData,
  type DashboardPopular,
  dashboardContentDataQuerySchema,
  dashboardPopularQuerySchema,
  type PopularItem,
} from '@opsdeck/shared/schemas';
import { dayOf } from '../data/business-day.ts';
import { contentItems } from '../data/content.ts';
import type { World } from '../data/world.ts';
import { ok, parseOr400, queryOf } from '../http/reply.ts';
import type { Router } from './router.ts';

const DAY = 86_400_000;
/** The `n` business days ending with the data set's today, oldest first. */
const daysEnding = (end: number, n: number) =>
  Array.from({ length: n }, (_, i) => dayOf(end - (n - 1 - i) * DAY));

/** Published wallpapers and templates with their kind and views as recorded (downloads, uses). */
const publishedOf = (world: World) => contentItems(world).filter((c) => c.status !== 'draft');

/** As the server: the `n` days ending on the last full day (the day before the data set's today). */
function contentData(world: World, n: number): DashboardContentData {
  const days = daysEnding(world.now - DAY, n);
  const series = (times: readonly string[]) => {
    const counts = days.map(() => 0);
    for (const t of times) {
      const i = days.indexOf(dayOf(Date.parse(t)));
      if (i >= 0) counts[i] = (counts[i] ?? 0) + 1;
    }
    return counts;
  };
  const wallpapers = series(world.wallpapers.map((w) => w.createdAt));
  const templates = series(world.templates.map((t) => t.createdAt));
  const unlocks = series(world.unlocks.map((u) => u.createdAt));
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    from: days[0] as string,
    to: days[n - 1] as string,
    days,
    wallpapers,
    templates,
    unlocks,
    totals: { wallpapers: sum(wallpapers), templates: sum(templates), unlocks: sum(unlocks) },
  };
}

function popular(world: World, kind: ContentKind | undefined, by: 'unlocks' | 'views'): DashboardPopular {
  const n = DASHBOARD_POPULAR_DAYS;
  const period = daysEnding(world.now, n);
  const before = daysEnding(world.now - n * DAY, n);
  const count = (days: readonly string[]) => {
    const out = new Map<string, number>();
    for (const u of world.unlocks) {
      if (!days.includes(dayOf(Date.parse(u.createdAt)))) continue;
      const key = `${u.contentType}:${u.contentId}`;
      out.set(key, (out.get(key) ?? 0) + 1);
    }
    return out;
  };
  const [now, then] = [count(period), count(before)];
  const all = publishedOf(world);
  const rows = all
    .filter((c) => !kind || c.kind === kind)
    .map((c) => ({ ...c, key: `${c.type}:${c.id}`, cur: now.get(`${c.type}:${c.id}`) ?? 0 }))
    .map((c) => ({ ...c, prev: then.get(c.key) ?? 0, score: by === 'views' ? c.views : c.cur }));
  const order = (a: (typeof rows)[number], b: (typeof rows)[number], field: 'score' | 'prev') =>
    b[field] - a[field] || b.type.localeCompare(a.type) || a.id - b.id;
  const previousRank = new Map([...rows].sort((a, b) => order(a, b, 'prev')).map((r, i) => [r.key, i + 1]));
  const items = [...rows]
    .sort((a, b) => order(a, b, 'score'))
    .filter((r) => r.score > 0)
    .slice(0, DASHBOARD_POPULAR_SIZE)
    .map(
      (r, i): PopularItem => ({
        key: r.key,
        contentType: r.type,
        id: r.id,
        title: r.title,
        kind: r.kind,
        rank: i + 1,
        previousRank: by === 'unlocks' && r.prev > 0 ? (previousRank.get(r.key) ?? null) : null,
        unlocks: r.cur,
        previousUnlocks: r.prev,
        change: r.prev === 0 ? null : Math.round(((r.cur - r.prev) / r.prev) * 10_000) / 10_000,
        views: r.views,
      }),
    );
  return {
    from: period[0] as string,
    to: period[n - 1] as string,
    previousFrom: before[0] as string,
    previousTo: before[n - 1] as string,
    by,
    kinds: contentKindSchema.options
      .map((k) => ({ kind: k, count: all.filter((c) => c.kind === k).length }))
      .filter((k) => k.count > 0),
    items,
  };
}

function categories(world: World): DashboardCategories {
  const rows = world.categories
    .map((c) => {
      const wallpapers = world.wallpapers.filter((w) => w.categoryId === c.id).length;
      const templates = world.templates.filter((t) => t.categoryId === c.id).length;
      return { id: c.id, name: c.name, wallpapers, templates, total: wallpapers + templates, sort: c.sort };
    })
    .filter((c) => c.total > 0)
    .sort((a, b) => b.total - a.total || a.sort - b.sort || a.id - b.id)
    .map(({ sort: _, ...c }) => c);
  return { total: rows.reduce((a, c) => a + c.total, 0), categories: rows };
}

/** The workplace's panels over the data set, answered like /api/admin/dashboard/*. */
export function dashboardHandlers({ on }: Router): void {
  on('get', '/admin/dashboard/content-data', ['*'], ({ request, world }) => {
    const q = parseOr400(request, dashboardContentDataQuerySchema, queryOf(request));
    return ok(contentData(world, Number(q.days)));
  });
  on('get', '/admin/dashboard/popular', ['*'], ({ request, world }) => {
    const q = parseOr400(request, dashboardPopularQuerySchema, queryOf(request));
    return ok(popular(world, q.kind, q.by));
  });
  on('get', '/admin/dashboard/categories', ['*'], ({ world }) => ok(categories(world)));
}
