import type { AccountProfile, Profile, ProfileUpdateBody } from '@opsdeck/shared/schemas';
import { profileUpdateBodySchema } from '@opsdeck/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type OperatorRow, operators } from '../../db/schema/index.js';
import { HttpError } from '../../errors.js';
import { writeAudit } from '../audit/service.js';
import { sessionCacheOf } from '../auth/session-cache.js';

function toProfile(row: OperatorRow): Profile {
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    job: row.job,
    jobName: row.jobName,
    organization: row.organization,
    organizationName: row.organizationName,
    location: row.location,
    locationName: row.locationName,
    email: row.email,
    introduction: row.introduction,
    personalWebsite: row.personalWebsite,
    phone: row.phone,
    registrationDate: row.registrationDate.toISOString(),
    visibleId: row.visibleId,
    certification: row.certification,
    role: row.role,
  };
}

async function operatorRow(db: Db, operatorId: number): Promise<OperatorRow> {
  const [row] = await db.select().from(operators).where(eq(operators.id, operatorId));
  if (!row) throw new HttpError(404, 'errors.notFound');
  return row;
}

/** The operator's profile (spec §3); dates as ISO 8601. */
export async function getProfile(db: Db, operatorId: number): Promise<Profile> {
  return toProfile(await operatorRow(db, operatorId));
}

function toAccountProfile(row: OperatorRow): AccountProfile {
  return {
    ...toProfile(row),
    nickname: row.nickname,
    countryRegion: row.countryRegion,
    area: row.area,
    address: row.address,
  };
}

/** The profile with the user-setting fields (nickname, country/region, area, address). */
export async function getAccountProfile(db: Db, operatorId: number): Promise<AccountProfile> {
  return toAccountProfile(await operatorRow(db, operatorId));
}

/**
 * Saves the operator's own editable fields (never role, phone or id: the body schema refuses any
 * other field) and writes the audit row in the same transaction. Answers the saved profile.
 */
export async function updateProfile(
  db: Db,
  operatorId: number,
  input: ProfileUpdateBody,
  ip: string,
): Promise<AccountProfile> {
  const body = profileUpdateBodySchema.parse(input);
  const before = await operatorRow(db, operatorId);
  const changed = (Object.keys(body) as (keyof typeof body)[]).filter((k) => before[k] !== body[k]);
  const avatar = body.avatar === '' ? before.avatar : body.avatar;
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(operators)
      // the office location the operator types is also the name /user/info shows
      .set({
        ...body,
        ...(body.location === undefined ? {} : { locationName: body.location }),
        avatar,
        updatedAt: new Date(),
      })
      .where(eq(operators.id, operatorId))
      .returning();
    await writeAudit(tx, {
      operatorId,
      action: 'account.updateProfile',
      targetType: 'operator',
      targetId: String(operatorId),
      payload: { fields: changed.filter((k) => k !== 'avatar' || body.avatar !== '') },
      ip,
    });
    return saved;
  });
  sessionCacheOf(db).forgetOperator(operatorId);
  if (!row) throw new HttpError(404, 'errors.notFound');
  return toAccountProfile(row);
}
