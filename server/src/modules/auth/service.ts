import { setTimeout as delay } from 'node:timers/promises';
import { CODES } from '@opsdeck/shared/errors';
import type { LoginBody, LoginResult } from '@opsdeck/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { operators } from '../../db/schema/index.js';
import { HttpError } from '../../errors.js';
import { writeAudit } from '../audit/service.js';
import { type LoginLimits, markLoginSucceeded, reserveLoginAttempt } from './login-limits.js';
import { DUMMY_HASH, verifyPassword } from './password.js';
import { createSession, revokeSession } from './sessions.js';

/** What a sign-in needs besides the credentials. */
export interface LoginContext {
  ip: string;
  userAgent: string;
  ttlHours: number;
  limits: LoginLimits;
}

/**
 * Signs an operator in. A wrong phone and a wrong password fail alike (400 'errors.wrongCredentials',
 * same message, same work). The attempt is reserved (counted as a failure) before the password is
 * checked, so parallel guesses cannot get past the per-(phone, IP) and per-IP limits (429).
 */
export async function login(db: Db, body: LoginBody, ctx: LoginContext): Promise<LoginResult> {
  const phone = body.phone.trim();
  const attempt = await reserveLoginAttempt(db, ctx.limits, { phone, ip: ctx.ip });
  if (attempt.slowdown) await delay(ctx.limits.slowdownMs);
  const [operator] = await db
    .select({ id: operators.id, passwordHash: operators.passwordHash, status: operators.status })
    .from(operators)
    .where(eq(operators.phone, phone));
  const valid = await verifyPassword(body.password, operator?.passwordHash ?? DUMMY_HASH);
  if (!operator || !valid) {
    throw new HttpError(400, 'errors.wrongCredentials', {}, { code: CODES.validation });
  }
  await markLoginSucceeded(db, attempt.id);
  if (operator.status !== 'active') throw new HttpError(403, 'errors.accountDisabled');
  // the session and its audit row commit together, so the sign-in reaches the live activity
  const session = await db.transaction(async (tx) => {
    const created = await createSession(tx, {
      operatorId: operator.id,
      ttlHours: ctx.ttlHours,
      userAgent: ctx.userAgent,
    });
    await writeAudit(tx, {
      operatorId: operator.id,
      action: 'auth.signIn',
      targetType: 'session',
      targetId: String(created.id),
      payload: {},
      ip: ctx.ip,
    });
    return created;
  });
  return { accessToken: session.token };
}

/** Signs out: revokes the caller's session, audited (a second sign-out of it changes nothing). */
export async function logout(
  db: Db,
  tokenHash: string,
  ctx: { operatorId: number | null; ip: string },
): Promise<null> {
  await db.transaction(async (tx) => {
    const id = await revokeSession(tx, tokenHash);
    if (id === null) return;
    await writeAudit(tx, {
      operatorId: ctx.operatorId,
      action: 'auth.signOut',
      targetType: 'session',
      targetId: String(id),
      payload: {},
      ip: ctx.ip,
    });
  });
  return null;
}
