import type { Locale } from '@opsdeck/shared/i18n';
import {
  type Page,
  type PointLedgerRow,
  type PointOverview,
  type PointReason,
  parseSort,
  type pointListQuerySchema,
  pointOverviewOf,
  type pointOverviewQuerySchema,
  pointOverviewRange,
} from '@opsdeck/shared/schemas';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { businessDayEnd, businessDayStart, DAY_MS } from '../../db/business-day.js';
import type { Db } from '../../db/client.js';
import { createdIn, offsetOf, orderOf, pageOf, totalOf, visibleIdIs } from '../../db/paging.js';
import { pointLedger } from '../../db/schema/business.js';
import { queryRows } from '../../db/sql.js';
import { pointLedgerRows } from '../ledger/rows.js';

export type PointListFilters = z.output<typeof pointListQuerySchema>;
export type PointOverviewFilters = z.output<typeof pointOverviewQuerySchema>;

/** GET /admin/points: point ledger rows, newest first. */
export async function listPoints(db: Db, f: PointListFilters, locale: Locale): Promise<Page<PointLedgerRow>> {
  const where = and(
    f.memberId ? eq(pointLedger.memberId, f.memberId) : undefined,
    visibleIdIs(pointLedger.memberId, f.visibleId),
    f.reason ? eq(pointLedger.reason, f.reason) : undefined,
    f.direction === 'in' ? gt(pointLedger.delta, 0) : undefined,
    f.direction === 'out' ? lt(pointLedger.delta, 0) : undefined,
    createdIn(pointLedger.createdAt, f),
  );
  const { dir } = parseSort(f.sort, 'createdAt:desc');
  return pageOf(
    f,
    () =>
      pointLedgerRows(
        db,
        locale,
        where,
        orderOf(pointLedger.createdAt, pointLedger.id, dir),
        f.pageSize,
        offsetOf(f),
      ),
    () => totalOf(db, pointLedger, where),
  );
}

/** The days of a range, inclusive. */
function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

interface DayRow {
  reason: PointReason;
  day: string;
  earned: string | number | null;
  spent: string | number | null;
  n: string | number;
}

/** GET /admin/points/overview: totals by source and a daily series by source over the range. */
export async function pointOverview(db: Db, f: PointOverviewFilters): Promise<PointOverview> {
  const { from, to } = pointOverviewRange(f);
  const start = businessDayStart(from);
  const end = businessDayEnd(to);
  const rows = await queryRows<DayRow>(
    db,
    sql`
    SELECT reason, to_char((created_at AT TIME ZONE 'Asia/Shanghai')::date, 'YYYY-MM-DD') AS day,
           sum(delta) FILTER (WHERE delta > 0) AS earned, -sum(delta) FILTER (WHERE delta < 0) AS spent,
           count(*) AS n
    FROM point_ledger WHERE created_at >= ${start} AND created_at < ${end}
    GROUP BY 1, 2`,
  );
  const [members] = await queryRows<{ active: string | number; balance: string | number | null }>(
    db,
    sql`
    SELECT (SELECT count(DISTINCT member_id) FROM point_ledger WHERE created_at >= ${start} AND created_at < ${end}) AS active,
           (SELECT sum(points_balance) FROM members) AS balance`,
  );
  const entries = rows.map((r) => ({
    source: r.reason,
    day: r.day,
    earned: Number(r.earned ?? 0),
    spent: Number(r.spent ?? 0),
    count: Number(r.n),
  }));
  return pointOverviewOf({ from, to, days: daysBetween(from, to) }, entries, {
    activeMembers: Number(members?.active ?? 0),
    balance: Number(members?.balance ?? 0),
  });
}
