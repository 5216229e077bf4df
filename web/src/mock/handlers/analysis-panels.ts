import {
  ANALYSIS_DEFAULT_DAYS,
  type AnalysisRangeQuery,
  analysisRangeQuerySchema,
  type ChainGrowth,
  type ChainQuota,
  type ContentPeriod,
  type ContentPublishing,
  chainGrowthQuerySchema,
  contentKindSchema,
  contentPeriodSeriesSchema,
  type PopularAuthors,
  popularAuthorsQuerySchema,
} from '@opsdeck/shared/schemas';
import { dayOfIso, hourOfIso } from '../data/business-day.ts';
import { contentItems } from '../data/content.ts';
import type { World } from '../data/world.ts';
import { ok, parseOr400, queryOf } from '../http/reply.ts';
import type { Router } from './router.ts';

const DAY = 86_400_000;
const shift = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** The range as the server resolves it: `to` defaults to today (UTC+8), `from` to 30 days before. */
function rangeOf(world: World, q: AnalysisRangeQuery) {
  const today = dayOfIso(new Date(world.now).toISOString());
  const to = q.to || (q.from && q.from > today ? q.from : today);
  const from = q.from || shift(to, -(ANALYSIS_DEFAULT_DAYS - 1));
  const days: string[] = [];
  for (let d = from; d <= to; d = shift(d, 1)) days.push(d);
  return {
    from,
    to,
    days,
    has: (iso: string | null) => !!iso && dayOfIso(iso) >= from && dayOfIso(iso) <= to,
  };
}

function publishing(world: World, q: AnalysisRangeQuery): ContentPublishing {
  const r = rangeOf(world, q);
  const index = new Map(r.days.map((d, i) => [d, i]));
  const kinds = contentKindSchema.options.map((kind) => ({ kind, total: 0, series: r.days.map(() => 0) }));
  const categories = new Map<number, ContentPublishing['categories'][number]>();
  for (const c of contentItems(world).filter((c) => r.has(c.createdAt))) {
    const k = kinds.find((x) => x.kind === c.kind);
    const i = index.get(dayOfIso(c.createdAt)) ?? 0;
    if (k) {
      k.total += 1;
      k.series[i] = (k.series[i] ?? 0) + 1;
    }
    const name = world.categories.find((x) => x.id === c.categoryId)?.name ?? '';
    const cat = categories.get(c.categoryId) ?? { categoryId: c.categoryId, name, total: 0, byKind: {} };
    cat.total += 1;
    cat.byKind[c.kind] = (cat.byKind[c.kind] ?? 0) + 1;
    categories.set(c.categoryId, cat);
  }
  return {
    from: r.from,
    to: r.to,
    days: r.days,
    kinds,
    categories: [...categories.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name)),
  };
}

function period(world: World, q: AnalysisRangeQuery): ContentPeriod {
  const r = rangeOf(world, q);
  const series = contentPeriodSeriesSchema.options.map((name) => ({
    name,
    values: Array(12).fill(0) as number[],
  }));
  const add = (name: string, iso: string) => {
    const s = series.find((x) => x.name === name);
    const slot = Math.floor(hourOfIso(iso) / 2);
    if (s) s.values[slot] = (s.values[slot] ?? 0) + 1;
  };
  for (const c of contentItems(world)) if (r.has(c.createdAt)) add('published', c.createdAt);
  for (const u of world.unlocks) if (r.has(u.createdAt)) add(`${u.contentType}Unlocks`, u.createdAt);
  return {
    from: r.from,
    to: r.to,
    slots: Array.from({ length: 12 }, (_, i) => `${String(i * 2).padStart(2, '0')}:00`),
    series,
  };
}

function authors(world: World, q: AnalysisRangeQuery & { limit: number }): PopularAuthors {
  const r = rangeOf(world, q);
  const by = new Map<number, { n: number; wallpapers: number; views: number }>();
  for (const c of contentItems(world)) {
    if (c.createdBy === null || !r.has(c.createdAt)) continue;
    const a = by.get(c.createdBy) ?? { n: 0, wallpapers: 0, views: 0 };
    a.n += 1;
    a.wallpapers += c.type === 'wallpaper' ? 1 : 0;
    a.views += c.views;
    by.set(c.createdBy, a);
  }
  const list = [...by.entries()]
    .filter(([id]) => world.operators.some((o) => o.id === id))
    .sort(([ia, a], [ib, b]) => b.n - a.n || b.views - a.views || ia - ib)
    .slice(0, q.limit)
    .map(([id, a], i) => ({
      ranking: i + 1,
      operatorId: id,
      author: world.operators.find((o) => o.id === id)?.name ?? '',
      contentCount: a.n,
      wallpapers: a.wallpapers,
      templates: a.n - a.wallpapers,
      clickCount: a.views,
    }));
  return { from: r.from, to: r.to, list };
}

/** Each quota's rows: the instant it counts on, how much, and who (distinct payers). */
function quotaRows(world: World, quota: ChainQuota): { at: string; n: number; who?: number }[] {
  if (quota === 'newMembers') return world.members.map((m) => ({ at: m.registeredAt, n: 1 }));
  if (quota === 'unlocks') return world.unlocks.map((u) => ({ at: u.createdAt, n: 1 }));
  if (quota === 'coinsSpent')
    return world.coinLedger.filter((l) => l.delta < 0).map((l) => ({ at: l.createdAt, n: -l.delta }));
  return world.orders
    .filter((o) => o.paidAt && o.amountCents > 0)
    .map((o) => ({ at: o.paidAt as string, n: 1, who: o.memberId }));
}

const rate = (v: number, p: number) => (p === 0 ? null : Math.round(((v - p) / p) * 10_000) / 10_000);

function chain(world: World, q: AnalysisRangeQuery & { quota: ChainQuota }): ChainGrowth {
  const r = rangeOf(world, q);
  const previousTo = shift(r.from, -1);
  const previousFrom = shift(previousTo, -(r.days.length - 1));
  const rows = quotaRows(world, q.quota);
  const total = (from: string, to: string) => {
    const inside = rows.filter((x) => dayOfIso(x.at) >= from && dayOfIso(x.at) <= to);
    return q.quota === 'payingMembers'
      ? new Set(inside.map((x) => x.who)).size
      : inside.reduce((a, x) => a + x.n, 0);
  };
  const series = r.days.map((d) => total(d, d));
  const before = total(previousTo, previousTo);
  const count = total(r.from, r.to);
  const previous = total(previousFrom, previousTo);
  return {
    quota: q.quota,
    from: r.from,
    to: r.to,
    previousFrom,
    previousTo,
    count,
    previous,
    growth: rate(count, previous),
    days: r.days,
    series,
    chain: series.map((v, i) => rate(v, i === 0 ? before : (series[i - 1] ?? 0))),
  };
}

/** The analysis screens' content panels and data-chain growth, computed from the mock data set. */
export function analysisPanelHandlers({ on }: Router): void {
  const admin = ['admin'] as const;
  on('get', '/admin/analysis/content-publishing', admin, ({ request, world }) =>
    ok(publishing(world, parseOr400(request, analysisRangeQuerySchema, queryOf(request)))),
  );
  on('get', '/admin/analysis/content-period', admin, ({ request, world }) =>
    ok(period(world, parseOr400(request, analysisRangeQuerySchema, queryOf(request)))),
  );
  on('get', '/admin/analysis/popular-authors', admin, ({ request, world }) =>
    ok(authors(world, parseOr400(request, popularAuthorsQuerySchema, queryOf(request)))),
  );
  on('get', '/admin/analysis/chain-growth', admin, ({ request, world }) =>
    ok(chain(world, parseOr400(request, chainGrowthQuerySchema, queryOf(request)))),
  );
}
