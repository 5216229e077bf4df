import type { Locale } from '@opsdeck/shared/i18n';
import type { AccountOverview, ActivityItem, Project, Teammate } from '@opsdeck/shared/schemas';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { operatorNameIn } from '../../db/operator-names.js';
import { auditLog, collections, operators, topics } from '../../db/schema/index.js';
import { workNamesIn } from './work-names.js';

const DAY = 86_400_000;
const PROJECT_KINDS = ['collection', 'topic'] as const;
type ProjectKind = (typeof PROJECT_KINDS)[number];

type AuditRow = typeof auditLog.$inferSelect;
const toItem = (
  r: Pick<AuditRow, 'id' | 'action' | 'targetType' | 'targetId' | 'createdAt'>,
): ActivityItem => ({
  id: r.id,
  action: r.action,
  targetType: r.targetType,
  targetId: r.targetId,
  createdAt: r.createdAt.toISOString(),
});

const activityColumns = {
  id: auditLog.id,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  createdAt: auditLog.createdAt,
};

/** The operator's latest audit-log entries. */
async function latest(db: Db, operatorId: number, limit: number): Promise<ActivityItem[]> {
  const rows = await db
    .select(activityColumns)
    .from(auditLog)
    .where(eq(auditLog.operatorId, operatorId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map(toItem);
}

/**
 * The overview tab: the operator's entries since midnight (UTC), the latest ten, and per area
 * (audit target type) the entries of the last 7 days against the 7 days before.
 */
export async function getOverview(
  db: Db,
  operatorId: number,
  now: Date = new Date(),
): Promise<AccountOverview> {
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const weekAgo = new Date(now.getTime() - 7 * DAY);
  const twoWeeksAgo = new Date(now.getTime() - 14 * DAY);
  const [today] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.operatorId, operatorId), gt(auditLog.createdAt, midnight)));
  const byArea = await db
    .select({
      name: auditLog.targetType,
      recent: sql<number>`count(*) FILTER (WHERE ${auditLog.createdAt} > ${weekAgo.toISOString()})::int`,
      before: sql<number>`count(*) FILTER (WHERE ${auditLog.createdAt} <= ${weekAgo.toISOString()})::int`,
    })
    .from(auditLog)
    .where(and(eq(auditLog.operatorId, operatorId), gt(auditLog.createdAt, twoWeeksAgo)))
    .groupBy(auditLog.targetType)
    .orderBy(desc(sql`2`), auditLog.targetType);
  return {
    today: today?.n ?? 0,
    latestActivity: await latest(db, operatorId, 10),
    visits: byArea.map((r) => ({
      name: r.name || 'other',
      visits: Number(r.recent),
      growth: Number(r.before) > 0 ? Math.round(((r.recent - r.before) / r.before) * 1000) / 10 : null,
    })),
  };
}

async function titles(db: Db, kind: ProjectKind, ids: number[]) {
  if (ids.length === 0) return new Map<number, { name: string; description: string }>();
  const table = kind === 'collection' ? collections : topics;
  const rows = await db
    .select({ id: table.id, name: table.title, description: table.description })
    .from(table)
    .where(inArray(table.id, ids));
  return new Map(rows.map((r) => [r.id, { name: r.name, description: r.description }]));
}

/**
 * The projects tab: the collections and topics the operator changed (newest first, at most 12),
 * each with everyone who changed it, from the audit log. Deleted ones are left out.
 */
export async function listProjects(db: Db, operatorId: number, locale: Locale = 'en-US'): Promise<Project[]> {
  const mine = await db
    .select({
      kind: auditLog.targetType,
      targetId: auditLog.targetId,
      last: sql<Date>`max(${auditLog.createdAt})`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(auditLog)
    .where(and(eq(auditLog.operatorId, operatorId), inArray(auditLog.targetType, [...PROJECT_KINDS])))
    .groupBy(auditLog.targetType, auditLog.targetId)
    .orderBy(desc(sql`3`))
    .limit(12);
  if (mine.length === 0) return [];
  const people = await db
    .selectDistinct({
      kind: auditLog.targetType,
      targetId: auditLog.targetId,
      name: operatorNameIn(locale),
      email: operators.email,
      avatar: operators.avatar,
    })
    .from(auditLog)
    .innerJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(
      and(
        inArray(auditLog.targetType, [...PROJECT_KINDS]),
        inArray(
          auditLog.targetId,
          mine.map((m) => m.targetId),
        ),
      ),
    );
  const idsOf = (kind: ProjectKind) => mine.filter((m) => m.kind === kind).map((m) => Number(m.targetId));
  const names = {
    collection: await titles(db, 'collection', idsOf('collection')),
    topic: await titles(db, 'topic', idsOf('topic')),
  };
  const projects: Project[] = [];
  for (const m of mine) {
    const kind = m.kind as ProjectKind;
    const found = names[kind].get(Number(m.targetId));
    if (!found) continue;
    const contributors = people
      .filter((p) => p.kind === kind && p.targetId === m.targetId)
      .map(({ name, email, avatar }) => ({ name, email, avatar }));
    projects.push({
      id: `${kind}:${m.targetId}`,
      kind,
      name: found.name,
      description: found.description,
      peopleNumber: contributors.length,
      contributors,
      lastChangedAt: m.last.toISOString(),
    });
  }
  return projects;
}

/** The team tab: the active operators of the caller's role, with their last 30 days and last entries. */
export async function listTeam(
  db: Db,
  operatorId: number,
  locale: Locale,
  now: Date = new Date(),
): Promise<Teammate[]> {
  const [me] = await db.select({ role: operators.role }).from(operators).where(eq(operators.id, operatorId));
  if (!me) return [];
  const mates = await db
    .select({
      id: operators.id,
      name: operatorNameIn(locale),
      avatar: operators.avatar,
      job: operators.job,
      jobName: operators.jobName,
    })
    .from(operators)
    .where(and(eq(operators.role, me.role), eq(operators.status, 'active')))
    .orderBy(operators.id);
  const since = new Date(now.getTime() - 30 * DAY);
  const counts = await db
    .select({ id: auditLog.operatorId, n: count() })
    .from(auditLog)
    .where(
      and(
        inArray(
          auditLog.operatorId,
          mates.map((m) => m.id),
        ),
        gt(auditLog.createdAt, since),
      ),
    )
    .groupBy(auditLog.operatorId);
  const names = await workNamesIn(db, locale);
  const team: Teammate[] = [];
  for (const { job, ...m } of mates) {
    team.push({
      ...m,
      jobName: names.name('job', job) ?? m.jobName,
      role: me.role,
      self: m.id === operatorId,
      actions30d: counts.find((c) => c.id === m.id)?.n ?? 0,
      recent: await latest(db, m.id, 5),
    });
  }
  return team;
}
