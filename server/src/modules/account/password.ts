import type { Locale } from '@opsdeck/shared/i18n';
import type { PasswordChangeBody, PasswordChangeResult } from '@opsdeck/shared/schemas';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { operatorSecurity, operators, sessions } from '../../db/schema/index.js';
import { HttpError } from '../../errors.js';
import { writeAudit } from '../audit/service.js';
import { type LoginLimits, markLoginSucceeded, reserveLoginAttempt } from '../auth/login-limits.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { sessionCacheOf } from '../auth/session-cache.js';
import { fieldFailure } from './errors.js';

/** Who asks for a password change: the operator, their session, where from. */
export interface PasswordChangeContext {
  operatorId: number;
  tokenHash: string;
  ip: string;
  locale: Locale;
  limits: LoginLimits;
}

/**
 * Changes the caller's password. The old one is checked under the sign-in limits: a wrong one is
 * refused (400 naming oldPassword) and counts as a failed sign-in of the phone and the IP, and a
 * blocked phone or IP gets 429. On success every other session of the operator is revoked (the
 * current one is kept), all in one transaction with the audit row.
 */
export async function changePassword(
  db: Db,
  body: PasswordChangeBody,
  ctx: PasswordChangeContext,
): Promise<PasswordChangeResult> {
  const [operator] = await db
    .select({ phone: operators.phone, passwordHash: operators.passwordHash })
    .from(operators)
    .where(eq(operators.id, ctx.operatorId));
  if (!operator) throw new HttpError(404, 'errors.notFound');
  // reserved before the check, as a sign-in is, so parallel guesses cannot pass the limits
  const attempt = await reserveLoginAttempt(db, ctx.limits, { phone: operator.phone, ip: ctx.ip });
  if (!(await verifyPassword(body.oldPassword, operator.passwordHash))) {
    await writeAudit(db, {
      operatorId: ctx.operatorId,
      action: 'account.changePassword',
      targetType: 'operator',
      targetId: String(ctx.operatorId),
      payload: { reason: 'wrongOldPassword' },
      status: 'failed',
      ip: ctx.ip,
    });
    throw fieldFailure(ctx.locale, 400, 'oldPassword', 'match', 'account.errors.wrongOldPassword');
  }
  await markLoginSucceeded(db, attempt.id);
  if (body.oldPassword === body.newPassword) {
    throw fieldFailure(ctx.locale, 400, 'newPassword', 'different', 'account.errors.samePassword');
  }
  const passwordHash = await hashPassword(body.newPassword);
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    await tx.update(operators).set({ passwordHash, updatedAt: now }).where(eq(operators.id, ctx.operatorId));
    await tx
      .insert(operatorSecurity)
      .values({ operatorId: ctx.operatorId, passwordChangedAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: operatorSecurity.operatorId,
        set: { passwordChangedAt: now, updatedAt: now },
      });
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.operatorId, ctx.operatorId),
          ne(sessions.tokenHash, ctx.tokenHash),
          isNull(sessions.revokedAt),
        ),
      )
      .returning({ id: sessions.id });
    await writeAudit(tx, {
      operatorId: ctx.operatorId,
      action: 'account.changePassword',
      targetType: 'operator',
      targetId: String(ctx.operatorId),
      payload: { revokedSessions: revoked.length },
      ip: ctx.ip,
    });
    return { revokedSessions: revoked.length };
  });
  sessionCacheOf(db).forgetOperator(ctx.operatorId);
  return result;
}
