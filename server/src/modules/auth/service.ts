import { setTimeout as delay } from 'node:timers/promises';
import { CODES } from '@opsdeck/shared/errors';
import { type Locale, translate } from '@opsdeck/shared/i18n';
import type { LoginBody, LoginResult } from '@opsdeck/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { operators } from '../../db/schema/index.js';
import { HttpError } from '../../errors.js';
import { writeAudit } from '../audit/service.js';
import { closeChallenge, findChallenge, openChallenge } from '../two-factor/challenge.js';
import { checkSecondFactor, enabledTotp } from '../two-factor/second-factor.js';
import { type LoginLimits, markLoginSucceeded, reserveLoginAttempt } from './login-limits.js';
import { DUMMY_HASH, verifyPassword } from './password.js';
import { sessionCacheOf } from './session-cache.js';
import { createSession, revokeSession } from './sessions.js';

/** What a sign-in needs besides the credentials. */
export interface LoginContext {
  ip: string;
  userAgent: string;
  ttlHours: number;
  limits: LoginLimits;
  locale: Locale;
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
  if (operator.status !== 'active') {
    await markLoginSucceeded(db, attempt.id);
    throw new HttpError(403, 'errors.accountDisabled');
  }
  // TOTP on: the password attempt stays a failure until the code is right; answer a challenge
  if (await enabledTotp(db, operator.id)) {
    return openChallenge(db, { operatorId: operator.id, attemptId: attempt.id, userAgent: ctx.userAgent });
  }
  await markLoginSucceeded(db, attempt.id);
  return { accessToken: await startSession(db, operator.id, ctx, {}) };
}

/** Creates a session with its audit row, committed together so the sign-in reaches the live activity. */
async function startSession(
  db: Db,
  operatorId: number,
  ctx: Pick<LoginContext, 'ttlHours' | 'userAgent' | 'ip'>,
  payload: Record<string, unknown>,
): Promise<string> {
  const session = await db.transaction(async (tx) => {
    const created = await createSession(tx, { operatorId, ttlHours: ctx.ttlHours, userAgent: ctx.userAgent });
    await writeAudit(tx, {
      operatorId,
      action: 'auth.signIn',
      targetType: 'session',
      targetId: String(created.id),
      payload,
      ip: ctx.ip,
    });
    return created;
  });
  return session.token;
}

/**
 * POST /admin/auth/login/verify: the second step of a sign-in with TOTP on. An unknown, used or
 * expired challenge is 400 (field `challenge`); the code (six digits or a recovery code) is checked
 * as an attempt reserved against the sign-in limits, accepted once; then the challenge is used up,
 * the password attempt stops counting as a failure, and the session starts.
 */
export async function verifyLogin(
  db: Db,
  body: { challenge: string; code: string },
  ctx: LoginContext,
): Promise<{ accessToken: string }> {
  const open = await findChallenge(db, body.challenge);
  if (!open) throw challengeGone(ctx.locale);
  await checkSecondFactor(
    db,
    {
      operatorId: open.operatorId,
      phone: open.phone,
      ip: ctx.ip,
      limits: ctx.limits,
      field: 'code',
      locale: ctx.locale,
    },
    body.code,
  );
  if (!(await closeChallenge(db, body.challenge))) throw challengeGone(ctx.locale);
  await markLoginSucceeded(db, open.attemptId);
  if (open.status !== 'active') throw new HttpError(403, 'errors.accountDisabled');
  const method = /^\d{6}$/.test(body.code) ? 'totp' : 'recoveryCode';
  return { accessToken: await startSession(db, open.operatorId, ctx, { secondFactor: method }) };
}

function challengeGone(locale: Locale): HttpError {
  const key = 'totp.errors.challengeGone';
  const details = [{ field: 'challenge', rule: 'open', message: translate(locale, key) }];
  return new HttpError(400, key, {}, { code: CODES.validation, details });
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
  sessionCacheOf(db).forget(tokenHash);
  return null;
}
