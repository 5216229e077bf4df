import type { Locale } from '@opsdeck/shared/i18n';
import type { Approval } from '@opsdeck/shared/schemas';
import { and, eq, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type ApprovalDbRow, approvals } from '../../db/schema/index.js';
import { HttpError } from '../../errors.js';
import type { RequestOperator } from '../../types/fastify.js';
import { writeAudit } from '../audit/service.js';
import { countApproval } from '../metrics/counters.js';
import { executors, onReject } from './execute.js';
import { expireDue, olderThan } from './expire.js';
import { notifyRequester } from './notify.js';
import { findApproval } from './rows.js';

interface Decision {
  operator: RequestOperator;
  ip: string;
  /** APPROVAL_TTL_HOURS: an older pending request has expired and cannot be decided. */
  ttlHours: number;
  /** The deciding admin's language: the request answered shows its names in it. */
  locale: Locale;
}

/** Why a request cannot be decided by this operator: 404, 403 (own request) or 409 (expired, decided). */
async function refusal(db: Db, id: number, operatorId: number, ttlHours: number): Promise<HttpError> {
  // a request that expired since the sweep is marked (and its requester told) now
  await expireDue(db, ttlHours);
  const [row] = await db.select().from(approvals).where(eq(approvals.id, id));
  if (!row) return new HttpError(404, 'approvals.errors.notFound', { id });
  if (row.requesterId === operatorId) return new HttpError(403, 'approvals.errors.ownRequest', { id });
  if (row.status === 'expired')
    return new HttpError(409, 'approvals.errors.expired', { id, hours: ttlHours, count: ttlHours });
  return new HttpError(409, 'approvals.errors.decided', { id, status: row.status });
}

/**
 * Claims a pending, unexpired request for this operator in ONE conditional update: of two admins
 * deciding at once, exactly one gets the row; the other gets 409 (as does a request past its expiry,
 * even before the sweep marked it).
 */
async function claim(
  db: Db,
  id: number,
  d: Decision,
  set: { status: 'approved' | 'rejected'; rejectReason?: string },
): Promise<ApprovalDbRow> {
  const by = d.operator.id;
  const [row] = await db
    .update(approvals)
    .set({ ...set, decidedBy: by, decidedAt: sql`now()` })
    .where(
      and(
        eq(approvals.id, id),
        eq(approvals.status, 'pending'),
        sql`${approvals.requesterId} <> ${by}`,
        not(olderThan(d.ttlHours)),
      ),
    )
    .returning();
  if (!row) throw await refusal(db, id, by, d.ttlHours);
  return row;
}

/**
 * POST /admin/approvals/{id}/approve: claims the request, then executes it (a re-issue through the
 * ordinary path with the request's key). When execution is refused (e.g. the member was banned
 * meanwhile) the request goes back to pending and the error is answered.
 */
export async function approve(db: Db, id: number, d: Decision): Promise<Approval> {
  const row = await claim(db, id, d, { status: 'approved' });
  const run = executors[row.kind];
  let result: Record<string, unknown>;
  try {
    if (!run) throw new Error(`no executor for ${row.kind}`);
    result = await run(db, row, d.ip);
  } catch (err) {
    await db
      .update(approvals)
      .set({ status: 'pending', decidedBy: null, decidedAt: null })
      .where(eq(approvals.id, id));
    countApproval(row.kind, 'execution_failed');
    throw err;
  }
  await db.transaction(async (tx) => {
    await tx.update(approvals).set({ result }).where(eq(approvals.id, id));
    await writeAudit(tx, {
      operatorId: d.operator.id,
      action: 'approval.approve',
      targetType: 'approval',
      targetId: String(id),
      payload: { kind: row.kind, requesterId: row.requesterId, ...result },
      ip: d.ip,
    });
    await notifyRequester(tx, {
      id,
      kind: row.kind,
      requesterId: row.requesterId,
      approved: true,
      byId: d.operator.id,
    });
  });
  countApproval(row.kind, 'approved');
  return mustFind(db, id, d);
}

/** POST /admin/approvals/{id}/reject: claims the request as rejected; nothing is executed. */
export async function reject(db: Db, id: number, reason: string, d: Decision): Promise<Approval> {
  const row = await claim(db, id, d, { status: 'rejected', rejectReason: reason });
  await db.transaction(async (tx) => {
    await onReject[row.kind]?.(tx, row);
    await writeAudit(tx, {
      operatorId: d.operator.id,
      action: 'approval.reject',
      targetType: 'approval',
      targetId: String(id),
      payload: { kind: row.kind, requesterId: row.requesterId, reason },
      ip: d.ip,
    });
    await notifyRequester(tx, {
      id,
      kind: row.kind,
      requesterId: row.requesterId,
      approved: false,
      byId: d.operator.id,
      reason,
    });
  });
  countApproval(row.kind, 'rejected');
  return mustFind(db, id, d);
}

async function mustFind(db: Db, id: number, d: Decision): Promise<Approval> {
  const a = await findApproval(db, id, d.ttlHours, d.locale);
  if (!a) throw new HttpError(404, 'approvals.errors.notFound', { id });
  return a;
}
