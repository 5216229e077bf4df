import type { Locale } from '@opsdeck/shared/i18n';
import { translate } from '@opsdeck/shared/i18n';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { operatorRecoveryCodes, operatorTotp } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import { HttpError } from '../../errors.js';
import { type LoginLimits, markLoginSucceeded, reserveLoginAttempt } from '../auth/login-limits.js';
import { hashRecoveryCode } from './recovery.js';
import { checkTotp } from './totp.js';

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

/** Why a second-factor code was refused: mistyped or expired, used already, or a bad recovery code. */
export type CodeRefusal = 'wrong' | 'used' | 'recovery';

/**
 * Accepts a six-digit code once: the step it belongs to must be after the last accepted one, and
 * the step is stored with a conditional update, so of two parallel uses of one code only one wins
 * (the other is `used`). Answers null when accepted, else why not.
 */
export async function acceptTotpCode(
  db: Db | Tx,
  operatorId: number,
  secret: string,
  lastStep: number | null,
  code: string,
): Promise<CodeRefusal | null> {
  const checked = await checkTotp(secret, code, lastStep);
  if ('refused' in checked) return checked.refused;
  const claimed = await db
    .update(operatorTotp)
    .set({ lastStep: checked.step })
    .where(
      and(
        eq(operatorTotp.operatorId, operatorId),
        or(isNull(operatorTotp.lastStep), lt(operatorTotp.lastStep, checked.step)),
      ),
    )
    .returning({ step: operatorTotp.lastStep });
  return claimed.length === 1 ? null : 'used';
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
 * (and saying which: wrong, used already) and stays counted as a failure; a right one clears the
 * count. Answers the attempt's id.
 */
export async function checkSecondFactor(db: Db, who: CodeAttempt, code: string): Promise<number> {
  const attempt = await reserveLoginAttempt(db, who.limits, { phone: who.phone, ip: who.ip });
  const totp = await enabledTotp(db, who.operatorId);
  const refusal: CodeRefusal | null =
    totp === null
      ? 'wrong'
      : /^\d{6}$/.test(code)
        ? await acceptTotpCode(db, who.operatorId, totp.secret, totp.lastStep, code)
        : (await acceptRecoveryCode(db, who.operatorId, code))
          ? null
          : 'recovery';
  if (refusal) throw codeRefused(who.locale, who.field, refusal);
  await markLoginSucceeded(db, attempt.id);
  return attempt.id;
}

/** The message key and the rule of each refusal (the rule goes into the error's details). */
const REFUSALS: Record<CodeRefusal, { key: string; rule: string }> = {
  wrong: { key: 'totp.errors.wrongCode', rule: 'totp' },
  used: { key: 'totp.errors.codeUsed', rule: 'once' },
  recovery: { key: 'totp.errors.wrongRecoveryCode', rule: 'recovery' },
};

/**
 * 400 naming the field and the rule: the code is wrong or expired, its time step was used already
 * (wait for the next code), or the recovery code is unknown or used.
 */
export function codeRefused(locale: Locale, field: string, refusal: CodeRefusal = 'wrong'): HttpError {
  const { key, rule } = REFUSALS[refusal];
  const message = translate(locale, key);
  return new HttpError(400, key, {}, { details: [{ field, rule, message }] });
}
