import { DAY_PATTERN, EXACT_TOTAL_CAP, type Page } from '@opsdeck/shared/schemas';
import { and, count, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { businessDayEnd, businessDayStart } from './business-day.js';
import type { Db } from './client.js';
import { num, rawRows } from './raw.js';
import { queryRows } from './sql.js';

/**
 * Paging for the money lists: OFFSET paging over index-ordered scans (`current`, `pageSize`) and a
 * total that is exact up to EXACT_TOTAL_CAP rows, then the planner's estimate flagged `estimated`
 * (never a COUNT(*) over millions of rows).
 */

/** The OFFSET of a page. */
export function offsetOf(q: { current: number; pageSize: number }): number {
  return (q.current - 1) * q.pageSize;
}

/** `col >= from` for a range start (a UTC+8 day or an ISO date-time). */
export function fromBound(col: PgColumn, bound: string | undefined): SQL | undefined {
  if (!bound) return undefined;
  return gte(col, DAY_PATTERN.test(bound) ? businessDayStart(bound) : new Date(bound));
}

/** `col < next day` for a day, `col <= t` for a date-time: an inclusive range end. */
export function toBound(col: PgColumn, bound: string | undefined): SQL | undefined {
  if (!bound) return undefined;
  if (DAY_PATTERN.test(bound)) return lt(col, businessDayEnd(bound));
  return lte(col, new Date(bound));
}

/** The `createdFrom`/`createdTo` filters of a list (days or times, inclusive) over its `col`. */
export function createdIn(col: PgColumn, f: { createdFrom?: string; createdTo?: string }): SQL | undefined {
  return and(fromBound(col, f.createdFrom), toBound(col, f.createdTo));
}

/** `col = (member id of this 8-digit visible id)`. */
export function visibleIdIs(col: PgColumn, visibleId: string | undefined): SQL | undefined {
  if (!visibleId) return undefined;
  return sql`${col} = (SELECT id FROM members WHERE visible_id = ${visibleId})`;
}

/** ORDER BY for `col dir, id dir`; nullable columns sort nulls as the smallest value. */
export function orderOf(col: PgColumn | SQL, id: PgColumn, dir: 'asc' | 'desc', nullable = false): SQL[] {
  const d = sql.raw(dir === 'asc' ? 'ASC' : 'DESC');
  const nulls = nullable ? sql.raw(dir === 'asc' ? ' NULLS FIRST' : ' NULLS LAST') : sql``;
  return [sql`${col} ${d}${nulls}`, sql`${id} ${d}`];
}

/** ISO 8601 (UTC) or null. */
export function iso(d: Date | null | undefined): string | null {
  return d ? d.toISOString() : null;
}

interface PlanNode {
  Plan?: { 'Plan Rows'?: number };
}

/** Beyond this planner estimate a list skips the capped count and answers the estimate. */
const ESTIMATE_ONLY_ABOVE = 100_000;

function planRows(raw: unknown): number {
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as PlanNode[] | undefined;
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** How long an estimated total is reused for the same filter (estimates do not move second to second). */
const ESTIMATE_TTL_MS = 10_000;
const ESTIMATE_CACHE_SIZE = 500;
const estimates = new Map<string, { total: number; at: number }>();

/**
 * The total rule of every list: EXPLAIN first (cheap); a plan estimating far beyond the cap answers
 * the estimate; otherwise count up to the cap + 1 and answer that exactly, or the estimate (at least
 * cap + 1) when the cap was reached. `estimated: true` marks an estimate. Estimated totals (never
 * exact ones) are remembered per filter (`key`) for ESTIMATE_TTL_MS, so paging through a huge list
 * does not re-plan and re-count on every page.
 */
async function decideTotal(
  key: string,
  estimate: () => Promise<number>,
  cappedCount: () => Promise<number>,
): Promise<{ total: number; estimated?: true }> {
  const now = Date.now();
  const hit = estimates.get(key);
  if (hit && now - hit.at < ESTIMATE_TTL_MS) return { total: hit.total, estimated: true };
  const remember = (total: number) => {
    if (estimates.size >= ESTIMATE_CACHE_SIZE) estimates.delete(estimates.keys().next().value ?? '');
    estimates.set(key, { total, at: now });
    return { total, estimated: true as const };
  };
  const planned = await estimate();
  if (planned > ESTIMATE_ONLY_ABOVE) return remember(planned);
  const n = await cappedCount();
  if (n <= EXACT_TOTAL_CAP) return { total: n };
  return remember(Math.max(n, planned));
}

/** The total of a filtered table (Drizzle lists). */
export function totalOf(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
): Promise<{ total: number; estimated?: true }> {
  const key = db.select({ one: sql`1` }).from(table).where(where).toSQL();
  return decideTotal(
    `${key.sql}|${JSON.stringify(key.params)}`,
    async () => {
      const probe = db.select({ one: sql`1` }).from(table).where(where);
      const rows = await queryRows<{ 'QUERY PLAN': unknown }>(db, sql`EXPLAIN (FORMAT JSON) ${probe}`);
      return planRows(rows[0]?.['QUERY PLAN']);
    },
    async () => {
      const capped = db
        .select({ one: sql`1` })
        .from(table)
        .where(where)
        .limit(EXACT_TOTAL_CAP + 1)
        .as('capped');
      const [row] = await db.select({ n: count() }).from(capped);
      return Number(row?.n ?? 0);
    },
  );
}

/** The total of `FROM <from> <where>` (raw-SQL lists); `params` are the where's parameters. */
export function rawTotalOf(
  db: Db,
  from: string,
  where: string,
  params: readonly unknown[],
): Promise<{ total: number; estimated?: true }> {
  return decideTotal(
    `${from}|${where}|${JSON.stringify(params)}`,
    async () => {
      const rows = await rawRows<{ 'QUERY PLAN': unknown }>(
        db,
        `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${from} ${where}`,
        params,
      );
      return planRows(rows[0]?.['QUERY PLAN']);
    },
    async () => {
      const text = `SELECT count(*) AS n FROM (SELECT 1 FROM ${from} ${where} LIMIT ${EXACT_TOTAL_CAP + 1}) capped`;
      const [row] = await rawRows<{ n: unknown }>(db, text, params);
      return num(row?.n);
    },
  );
}

/**
 * A page: runs the page query, then counts only when the page does not already tell the total
 * (a short page at a known offset ends the list).
 */
export async function pageOf<T>(
  q: { current: number; pageSize: number },
  list: () => Promise<T[]>,
  total: () => Promise<{ total: number; estimated?: true }>,
): Promise<Page<T>> {
  const rows = await list();
  const offset = offsetOf(q);
  if (rows.length < q.pageSize && (rows.length > 0 || offset === 0))
    return { list: rows, total: offset + rows.length };
  return { list: rows, ...(await total()) };
}
