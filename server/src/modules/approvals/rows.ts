import type { Locale } from '@opsdeck/shared/i18n';
import type { Approval, ApprovalListQuery, ApprovalLogRow } from '@opsdeck/shared/schemas';
import { aliasedTable, and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { operatorNameIn } from '../../db/operator-names.js';
import { type ApprovalDbRow, approvals, auditLog, members, operators } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import { figuresOf, type LiveMember } from './figures.js';

/** Most requests one list answers (newest first). */
export const APPROVAL_LIST_LIMIT = 200;

const requester = aliasedTable(operators, 'requester');
const decider = aliasedTable(operators, 'decider');

/** The columns of a request, its requester's and decider's names in `locale`. */
const columnsIn = (locale: Locale) => ({
  row: approvals,
  requesterName: operatorNameIn(locale, requester),
  deciderName: sql<string | null>`${operatorNameIn(locale, decider)}`,
  member: {
    id: members.id,
    visibleId: members.visibleId,
    nickname: members.nickname,
    coinBalance: members.coinBalance,
    vipExpiresAt: members.vipExpiresAt,
  },
});

interface SelectedRow {
  row: ApprovalDbRow;
  requesterName: string;
  deciderName: string | null;
  member: LiveMember | null;
}

/** A request as the API answers it; `ttlHours` is APPROVAL_TTL_HOURS (when a pending one expires). */
function toApproval(r: SelectedRow, ttlHours: number, now: Date): Approval {
  const a = r.row;
  const m = r.member;
  return {
    id: a.id,
    kind: a.kind,
    status: a.status,
    requester: { id: a.requesterId, name: r.requesterName },
    decider: a.decidedBy === null ? null : { id: a.decidedBy, name: r.deciderName ?? '' },
    memberId: a.memberId,
    member: m ? { id: m.id, visibleId: m.visibleId, nickname: m.nickname } : null,
    ...figuresOf(a, m, now),
    rule: a.rule,
    windowTotal: a.windowTotal,
    payload: a.payload,
    before: a.before,
    result: a.result,
    rejectReason: a.rejectReason,
    createdAt: a.createdAt.toISOString(),
    expiresAt: new Date(a.createdAt.getTime() + ttlHours * 3_600_000).toISOString(),
    decidedAt: a.decidedAt?.toISOString() ?? null,
  };
}

function selectApprovals(db: Db | Tx, locale: Locale) {
  return db
    .select(columnsIn(locale))
    .from(approvals)
    .innerJoin(requester, eq(requester.id, approvals.requesterId))
    .leftJoin(decider, eq(decider.id, approvals.decidedBy))
    .leftJoin(members, eq(members.id, approvals.memberId));
}

/** Requests newest first; a non-admin (`ownerId` set) sees only their own. */
export async function listApprovals(
  db: Db,
  query: ApprovalListQuery,
  ownerId: number | null,
  ttlHours: number,
  locale: Locale,
): Promise<Approval[]> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(approvals.status, query.status));
  if (ownerId !== null) where.push(eq(approvals.requesterId, ownerId));
  const rows = await selectApprovals(db, locale)
    .where(and(...where))
    .orderBy(desc(approvals.createdAt), desc(approvals.id))
    .limit(APPROVAL_LIST_LIMIT);
  const now = new Date();
  return rows.map((r) => toApproval(r, ttlHours, now));
}

export async function findApproval(
  db: Db | Tx,
  id: number,
  ttlHours: number,
  locale: Locale,
): Promise<Approval | undefined> {
  const [row] = await selectApprovals(db, locale).where(eq(approvals.id, id));
  return row ? toApproval(row, ttlHours, new Date()) : undefined;
}

/** The request's operation log: its own audit rows and those of the change it executed. */
export async function approvalLog(
  db: Db,
  a: Approval,
  key: string | null,
  locale: Locale,
): Promise<ApprovalLogRow[]> {
  const mine = and(eq(auditLog.targetType, 'approval'), eq(auditLog.targetId, String(a.id)));
  const applied = sql`${auditLog.payload}->>'approvalId' = ${String(a.id)}`;
  const executed = key ? or(applied, sql`${auditLog.payload}->>'idempotencyKey' = ${key}`) : applied;
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      payload: auditLog.payload,
      status: auditLog.status,
      createdAt: auditLog.createdAt,
      operator: operatorNameIn(locale),
    })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(or(mine, executed))
    .orderBy(auditLog.createdAt, auditLog.id);
  return rows.map((r) => ({
    key: String(r.id),
    contentNumber: typeof r.payload.orderNo === 'string' ? r.payload.orderNo : `#${a.id}`,
    updateContent: describe(r.action, r.payload, a.member?.visibleId ?? null),
    action: r.action,
    operator: r.operator ?? '',
    status: r.status,
    updateTime: r.createdAt.toISOString(),
  }));
}

/** Internal ids and keys an audit row carries that no screen shows. */
const HIDDEN = new Set(['idempotencyKey', 'orderId', 'memberId', 'requesterId', 'approvalId', 'operatorId']);

/**
 * A short, language-neutral account of an audit row's change (field=value pairs), the member by
 * its 8-digit id, never an internal id.
 */
function describe(action: string, payload: Record<string, unknown>, visibleId: string | null): string {
  const parts = Object.entries(payload)
    .filter(([k, v]) => !HIDDEN.has(k) && v !== null && typeof v !== 'object')
    .map(([k, v]) => `${k}=${String(v)}`);
  const member = visibleId !== null && 'memberId' in payload ? [`member=${visibleId}`] : [];
  return [action, ...member, ...parts].join(' ');
}
