import type { Locale } from '@opsdeck/shared/i18n';
import type {
  Certification,
  CertificationRecord,
  SecuritySettings,
  SecurityUpdateBody,
} from '@opsdeck/shared/schemas';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  certificationRecords,
  certificationRecordTexts,
  operatorCertifications,
  operatorSecurity,
} from '../../db/schema/index.js';
import { writeAudit } from '../audit/service.js';
import { hashPassword } from '../auth/password.js';
import { fieldFailure } from './errors.js';
import { dropSettingTexts, securityQuestionOf } from './operator-names.js';

/** 138****0001: the middle of a phone is never shown. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}

/**
 * The security settings: what is set, never the answer, the phone masked; the question in `locale`
 * when it has one of that language (migration 095), else as written.
 */
export async function getSecurity(db: Db, operatorId: number, locale: Locale): Promise<SecuritySettings> {
  const [row] = await db.select().from(operatorSecurity).where(eq(operatorSecurity.operatorId, operatorId));
  const question = row?.question
    ? ((await securityQuestionOf(db, operatorId, locale)) ?? row.question)
    : null;
  return {
    passwordChangedAt: row?.passwordChangedAt?.toISOString() ?? null,
    question,
    phone: row?.phone ? maskPhone(row.phone) : null,
    email: row?.email ?? null,
  };
}

/**
 * Sets (a value) or unsets (null) the question, security phone or email; audited without values. A
 * question set anew is the operator's own in every language (its texts per language go).
 */
export async function updateSecurity(
  db: Db,
  operatorId: number,
  body: SecurityUpdateBody,
  ctx: { ip: string; locale: Locale },
): Promise<SecuritySettings> {
  const set: Partial<typeof operatorSecurity.$inferInsert> = { updatedAt: new Date() };
  if (body.question !== undefined) {
    set.question = body.question?.question ?? null;
    set.answerHash = body.question ? await hashPassword(body.question.answer.toLowerCase()) : null;
  }
  if (body.phone !== undefined) set.phone = body.phone;
  if (body.email !== undefined) set.email = body.email;
  await db.transaction(async (tx) => {
    await tx
      .insert(operatorSecurity)
      .values({ operatorId, ...set })
      .onConflictDoUpdate({ target: operatorSecurity.operatorId, set });
    if (body.question !== undefined) await dropSettingTexts(tx, operatorId, ['question']);
    await writeAudit(tx, {
      operatorId,
      action: 'account.updateSecurity',
      targetType: 'operator',
      targetId: String(operatorId),
      payload: Object.fromEntries(
        (['question', 'phone', 'email'] as const)
          .filter((k) => body[k] !== undefined)
          .map((k) => [k, body[k] === null ? 'unset' : 'set']),
      ),
      ip: ctx.ip,
    });
  });
  return getSecurity(db, operatorId, ctx.locale);
}

/** The operator's records, each content in `locale` (migration 094), else as written. */
async function records(db: Db, operatorId: number, locale: Locale): Promise<CertificationRecord[]> {
  const rows = await db
    .select({ record: certificationRecords, content: certificationRecordTexts.content })
    .from(certificationRecords)
    .leftJoin(
      certificationRecordTexts,
      and(
        eq(certificationRecordTexts.recordId, certificationRecords.id),
        eq(certificationRecordTexts.locale, locale),
      ),
    )
    .where(eq(certificationRecords.operatorId, operatorId))
    .orderBy(desc(certificationRecords.createdAt), desc(certificationRecords.id));
  return rows.map(({ record: r, content }) => ({
    id: r.id,
    certificationType: r.certificationType,
    certificationContent: content ?? r.certificationContent,
    status: r.status,
    time: r.createdAt.toISOString(),
  }));
}

/** The operator's enterprise certification (null when none) and records, in `locale`. */
export async function getCertification(db: Db, operatorId: number, locale: Locale): Promise<Certification> {
  const [info] = await db
    .select()
    .from(operatorCertifications)
    .where(eq(operatorCertifications.operatorId, operatorId));
  return {
    enterpriseInfo: info
      ? {
          accountType: info.accountType,
          status: info.status,
          time: info.certifiedAt.toISOString(),
          legalPerson: info.legalPerson,
          certificateType: info.certificateType,
          authenticationNumber: info.authenticationNumber,
          enterpriseName: info.enterpriseName,
          enterpriseCertificateType: info.enterpriseCertificateType,
          organizationCode: info.organizationCode,
        }
      : null,
    records: await records(db, operatorId, locale),
  };
}

/** Withdraws an own record that is still being audited (404 otherwise); answers the records left. */
export async function withdrawRecord(
  db: Db,
  operatorId: number,
  id: number,
  ctx: { ip: string; locale: Locale },
): Promise<CertificationRecord[]> {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(certificationRecords)
      .where(
        and(
          eq(certificationRecords.id, id),
          eq(certificationRecords.operatorId, operatorId),
          eq(certificationRecords.status, 'auditing'),
        ),
      )
      .returning({ content: certificationRecords.certificationContent });
    if (gone.length === 0) {
      throw fieldFailure(ctx.locale, 404, 'recordId', 'auditing', 'account.errors.recordNotWithdrawable');
    }
    await writeAudit(tx, {
      operatorId,
      action: 'account.withdrawCertification',
      targetType: 'certification',
      targetId: String(id),
      payload: { content: gone[0]?.content ?? '' },
      ip: ctx.ip,
    });
  });
  return records(db, operatorId, ctx.locale);
}
