import type { TwoFactorEnabled, TwoFactorSetup, TwoFactorStatus } from '@opsdeck/shared/schemas';
import { and, count, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.js';
import { operatorRecoveryCodes, operators, operatorTotp } from '../../db/schema/index.js';
import { HttpError } from '../../errors.js';
import { writeAudit } from '../audit/service.js';
import { hashRecoveryCode, newRecoveryCodes } from './recovery.js';
import { type CodeAttempt, checkSecondFactor, codeRefused } from './second-factor.js';
import { checkTotp, newTotpSecret, totpUri } from './totp.js';

/** GET /admin/account/two-factor. */
export async function twoFactorStatus(db: Db, operatorId: number): Promise<TwoFactorStatus> {
  const [row] = await db
    .select({ enabledAt: operatorTotp.enabledAt })
    .from(operatorTotp)
    .where(eq(operatorTotp.operatorId, operatorId));
  const [left] = await db
    .select({ n: count() })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)));
  const enabledAt = row?.enabledAt ?? null;
  return {
    enabled: enabledAt !== null,
    enabledAt: enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabledAt ? (left?.n ?? 0) : 0,
  };
}

/**
 * POST /admin/account/two-factor/setup: a new pending secret (replacing an earlier pending one),
 * answered with its otpauth URI and QR code. Refused (409) while TOTP is on: turn it off first.
 */
export async function setupTwoFactor(db: Db, operatorId: number): Promise<TwoFactorSetup> {
  const [op] = await db
    .select({ phone: operators.phone })
    .from(operators)
    .where(eq(operators.id, operatorId));
  const secret = newTotpSecret();
  const stored = await db
    .insert(operatorTotp)
    .values({ operatorId, secret })
    .onConflictDoUpdate({
      target: operatorTotp.operatorId,
      set: { secret, lastStep: null, createdAt: new Date() },
      setWhere: isNull(operatorTotp.enabledAt),
    })
    .returning({ secret: operatorTotp.secret });
  if (stored.length === 0) throw new HttpError(409, 'totp.errors.alreadyOn');
  const uri = totpUri(secret, op?.phone ?? String(operatorId));
  const qr = `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(uri, { type: 'svg', margin: 1 })).toString('base64')}`;
  return { secret, uri, qr };
}

/**
 * POST /admin/account/two-factor/enable: the first code from the app confirms the pending secret;
 * TOTP is on from then, and ten recovery codes are answered this once (only hashes are kept).
 */
export async function enableTwoFactor(db: Db, who: CodeAttempt, code: string): Promise<TwoFactorEnabled> {
  const [row] = await db.select().from(operatorTotp).where(eq(operatorTotp.operatorId, who.operatorId));
  if (!row) throw new HttpError(409, 'totp.errors.noSetup');
  if (row.enabledAt) throw new HttpError(409, 'totp.errors.alreadyOn');
  const checked = await checkTotp(row.secret, code, row.lastStep);
  if ('refused' in checked) throw codeRefused(who.locale, who.field, checked.refused);
  const { step } = checked;
  const recoveryCodes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    const on = await tx
      .update(operatorTotp)
      .set({ enabledAt: new Date(), lastStep: step })
      .where(and(eq(operatorTotp.operatorId, who.operatorId), isNull(operatorTotp.enabledAt)))
      .returning({ id: operatorTotp.operatorId });
    if (on.length === 0) throw new HttpError(409, 'totp.errors.alreadyOn');
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, who.operatorId));
    await tx
      .insert(operatorRecoveryCodes)
      .values(recoveryCodes.map((c) => ({ operatorId: who.operatorId, codeHash: hashRecoveryCode(c) })));
    await writeAudit(tx, {
      operatorId: who.operatorId,
      action: 'account.enableTwoFactor',
      targetType: 'operator',
      targetId: String(who.operatorId),
      payload: {},
      ip: who.ip,
    });
  });
  return { recoveryCodes };
}

/**
 * DELETE /admin/account/two-factor: needs a current code (or a recovery code), checked like a
 * sign-in attempt; removes the secret and the recovery codes.
 */
export async function disableTwoFactor(db: Db, who: CodeAttempt, code: string): Promise<TwoFactorStatus> {
  const status = await twoFactorStatus(db, who.operatorId);
  if (!status.enabled) throw new HttpError(409, 'totp.errors.notOn');
  await checkSecondFactor(db, who, code);
  await db.transaction(async (tx) => {
    await tx.delete(operatorTotp).where(eq(operatorTotp.operatorId, who.operatorId));
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, who.operatorId));
    await writeAudit(tx, {
      operatorId: who.operatorId,
      action: 'account.disableTwoFactor',
      targetType: 'operator',
      targetId: String(who.operatorId),
      payload: {},
      ip: who.ip,
    });
  });
  return twoFactorStatus(db, who.operatorId);
}
