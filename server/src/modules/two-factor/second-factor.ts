import type { Locale } from '@opsdeck/shared/i18n';
import { translate } from '@opsdeck/shared/i18n';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { operatorRecoveryCodes, operatorTotp } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import { HttpError } from '../../errors.js';
import { type LoginLimits, markLoginSucceeded, reserveLoginAttempt } from '../auth/login-limits.js';
import { hashRecoveryCode } from './recovery.js';
import { totpStep } from './totp.js';

/** The operator's TOTP secret and last accepted step when TOTP is on, else null. */
export async function enabledTotp(
  db: Db | Tx,
  operatorId: number,
): Promise<{ secret: string; lastStep: number | null } | null> {
  const [row] = await db
    .select({ secret: operatorTotp.secret, lastStep: operatorTotp.lastStep })
    .from(operatorTotp)
    .where(and(eq(operatorTotp.operatorId, operatorId), isNotNull(operatorTotp.enabledAt)));
  return row ?? null;
}

/**
 * Accepts a six-digit code once: the step it belongs to must be after the last accepted one, and
 * the step is stored with a conditional update, so of two parallel uses of one code only one wins.
 */
export async function acceptTotpCode(
  db: Db | Tx,
  operatorId: number,
  secret: string,
  lastStep: number | null,
  code: string,
): Promise<boolean> {
  const step = await totpStep(secret, code, lastStep);
  if (step === null) return false;
  const claimed = await db
    .update(operatorTotp)
    .set({ lastStep: step })
    .where(
      and(
        eq(operatorTotp.operatorId, operatorId),
        or(isNull(operatorTotp.lastStep), lt(operatorTotp.lastStep, step)),
      ),
    )
    .returning({ step: operatorTotp.lastStep });
  return claimed.length === 1;
}

/** Uses up one unused recovery code of the operator (conditional update: once only). */
async function acceptRecoveryCode(db: Db | Tx, operatorId: number, code: string): Promise<boolean> {
  const used = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(operatorRecoveryCodes.operatorId, operatorId),
        eq(operatorRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: operatorRecoveryCodes.id });
  return used.length === 1;
}

/** Who gives a second-factor code, and from where: the attempt counts against the sign-in limits. */
export interface CodeAttempt {
  operatorId: number;
  phone: string;
  ip: string;
  limits: LoginLimits;
  /** The name of the field the code came in, for the error (`code` or `otp`). */
  field: string;
  locale: Locale;
}

/**
 * Checks a second-factor code (six digits, or a recovery code) of an operator with TOTP on. The
 * attempt is reserved first, exactly as a password attempt (per phone and IP, per IP), so guessing
 * codes is limited like guessing passwords (429); a wrong or replayed code is 400 naming the field
 * and stays counted as a failure; a right one clears the count. Answers the attempt's id.
 */
export async function checkSecondFactor(db: Db, who: CodeAttempt, code: string): Promise<number> {
  const attempt = await reserveLoginAttempt(db, who.limits, { phone: who.phone, ip: who.ip });
  const totp = await enabledTotp(db, who.operatorId);
  const ok =
    totp !== null &&
    (/^\d{6}$/.test(code)
      ? await acceptTotpCode(db, who.operatorId, totp.secret, totp.lastStep, code)
      : await acceptRecoveryCode(db, who.operatorId, code));
  if (!ok) throw wrongCode(who.locale, who.field);
  await markLoginSucceeded(db, attempt.id);
  return attempt.id;
}

/** 400 naming the field: the code is wrong, expired or used already. */
export function wrongCode(locale: Locale, field: string): HttpError {
  const message = translate(locale, 'totp.errors.wrongCode');
  return new HttpError(400, 'totp.errors.wrongCode', {}, { details: [{ field, rule: 'totp', message }] });
}
