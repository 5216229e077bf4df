import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { approvals } from '../../db/schema/index.js';
import { outsideRequest } from '../../http/request-context.js';
import { writeAudit } from '../audit/service.js';
import { countApproval } from '../metrics/counters.js';
import { expireJob } from '../reissue-jobs/approval.js';
import { notifyExpired } from './notify.js';

/** How often the server sweeps for expired requests (they are also expired on every read and decision). */
export const EXPIRY_SWEEP_MS = 5 * 60_000;

/** SQL: the request is older than `ttlHours` (then it can no longer be decided). */
export const olderThan = (ttlHours: number) =>
  sql`${approvals.createdAt} <= now() - make_interval(hours => ${ttlHours}::int)`;

/**
 * Marks every pending request older than `ttlHours` expired, in one transaction: the row (status
 * 'expired', `decided_at` now, no decider), an audit row `approval.expire` (no operator: the system)
 * and a notice to its requester. Each row is updated once even when two sweeps run at once (the
 * conditional update takes it), so each requester is told once. Answers the expired ids. Run outside
 * the request that sets it off: an API token's read names no token on the system's audit rows.
 */
export function expireDue(db: Db, ttlHours: number): Promise<number[]> {
  return outsideRequest(() => expireIn(db, ttlHours));
}

async function expireIn(db: Db, ttlHours: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(approvals)
      .set({ status: 'expired', decidedAt: sql`now()` })
      .where(and(eq(approvals.status, 'pending'), olderThan(ttlHours)))
      .returning({
        id: approvals.id,
        kind: approvals.kind,
        requesterId: approvals.requesterId,
        memberId: approvals.memberId,
        createdAt: approvals.createdAt,
      });
    for (const row of rows) {
      await writeAudit(tx, {
        operatorId: null,
        action: 'approval.expire',
        targetType: 'approval',
        targetId: String(row.id),
        payload: { kind: row.kind, requesterId: row.requesterId, memberId: row.memberId, ttlHours },
        ip: '',
      });
      await notifyExpired(tx, { id: row.id, kind: row.kind, requesterId: row.requesterId, ttlHours });
      if (row.kind === 'reissue_job') await expireJob(tx, row.id);
    }
    for (const row of rows) countApproval(row.kind, 'expired');
    return rows.map((r) => r.id);
  });
}
