import type { Locale } from '@opsdeck/shared/i18n';
import type { AccountSession } from '@opsdeck/shared/schemas';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import { writeAudit } from '../audit/service.js';
import { sessionCacheOf } from '../auth/session-cache.js';
import { fieldFailure } from './errors.js';

/** Who asks: the operator, their current session, where from. */
export interface SessionCtx {
  operatorId: number;
  tokenHash: string;
  ip: string;
  locale: Locale;
}

const active = (operatorId: number, now: Date) =>
  and(eq(sessions.operatorId, operatorId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

/** The operator's active sessions, newest first; `current` marks the caller's. */
export async function listSessions(db: Db, ctx: SessionCtx): Promise<AccountSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(active(ctx.operatorId, new Date()))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    client: r.userAgent,
    current: r.tokenHash === ctx.tokenHash,
  }));
}

/**
 * Signs out one of the operator's own active sessions. Someone else's session, an unknown or an
 * already ended one is 404 (it does not tell whether the id exists); the current session is
 * signed out with `opsdeck logout` or the avatar menu, so it is refused here (400).
 */
export async function revokeOne(db: Db, id: number, ctx: SessionCtx): Promise<{ revoked: number }> {
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(and(eq(sessions.id, id), active(ctx.operatorId, now)));
    if (!row) throw fieldFailure(ctx.locale, 404, 'sessionId', 'exists', 'account.errors.sessionNotFound');
    if (row.tokenHash === ctx.tokenHash) {
      throw fieldFailure(ctx.locale, 400, 'sessionId', 'notCurrent', 'account.errors.sessionIsCurrent');
    }
    await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, id));
    await writeAudit(tx, {
      operatorId: ctx.operatorId,
      action: 'account.revokeSession',
      targetType: 'session',
      targetId: String(id),
      payload: {},
      ip: ctx.ip,
    });
    return { revoked: 1 };
  });
  sessionCacheOf(db).forgetOperator(ctx.operatorId);
  return result;
}

/** Signs out every other active session of the operator; keeps the current one. */
export async function revokeOthers(db: Db, ctx: SessionCtx): Promise<{ revoked: number }> {
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(active(ctx.operatorId, now), ne(sessions.tokenHash, ctx.tokenHash)))
      .returning({ id: sessions.id });
    await writeAudit(tx, {
      operatorId: ctx.operatorId,
      action: 'account.revokeOtherSessions',
      targetType: 'session',
      targetId: '',
      payload: { ids: rows.map((r) => r.id) },
      ip: ctx.ip,
    });
    return { revoked: rows.length };
  });
  sessionCacheOf(db).forgetOperator(ctx.operatorId);
  return result;
}
