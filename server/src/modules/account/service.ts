import type { Locale } from '@opsdeck/shared/i18n';
import type { AccountProfile, Profile, ProfileUpdateBody } from '@opsdeck/shared/schemas';
import { profileUpdateBodySchema } from '@opsdeck/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type OperatorRow, operators } from '../../db/schema/index.js';
import { HttpError } from '../../errors.js';
import { writeAudit } from '../audit/service.js';
import { sessionCacheOf } from '../auth/session-cache.js';
import {
  dropOperatorIntroductions,
  dropOperatorNames,
  dropSettingTexts,
  operatorTextsOf,
} from './operator-names.js';
import { locationColumns, namedWork, type WorkNames, workNamesIn } from './work-names.js';

/**
 * The names of a profile in the caller's language: work names, and the operator's own name,
 * introduction, area and address when they have one of that language.
 */
interface ProfileNames extends WorkNames {
  operator?: string;
  introduction?: string;
  area?: string;
  address?: string;
}

async function profileNames(db: Db, operatorId: number, locale: Locale): Promise<ProfileNames> {
  const work = await workNamesIn(db, locale);
  const own = await operatorTextsOf(db, operatorId, locale);
  return {
    name: work.name,
    operator: own.name,
    introduction: own.introduction,
    area: own.area,
    address: own.address,
  };
}

function toProfile(row: OperatorRow, names: ProfileNames): Profile {
  return {
    id: row.id,
    name: names.operator ?? row.name,
    avatar: row.avatar,
    job: row.job,
    organization: row.organization,
    ...namedWork(names, row),
    email: row.email,
    introduction: names.introduction ?? row.introduction,
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

/** The operator's profile (spec §3); dates as ISO 8601, work names in the caller's language. */
export async function getProfile(db: Db, operatorId: number, locale: Locale): Promise<Profile> {
  return toProfile(await operatorRow(db, operatorId), await profileNames(db, operatorId, locale));
}

function toAccountProfile(row: OperatorRow, names: ProfileNames): AccountProfile {
  return {
    ...toProfile(row, names),
    nickname: row.nickname,
    countryRegion: row.countryRegion,
    area: names.area ?? row.area,
    address: names.address ?? row.address,
  };
}

/** The profile with the user-setting fields (nickname, country/region, area, address). */
export async function getAccountProfile(db: Db, operatorId: number, locale: Locale): Promise<AccountProfile> {
  return toAccountProfile(await operatorRow(db, operatorId), await profileNames(db, operatorId, locale));
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
  locale: Locale,
): Promise<AccountProfile> {
  const body = profileUpdateBodySchema.parse(input);
  const names = await profileNames(db, operatorId, locale);
  const before = await operatorRow(db, operatorId);
  // the office location, the name, the introduction, the area and the address as the form showed
  // them (a known place's name, the operator's own texts in this language) are unchanged
  const shown = {
    ...before,
    name: names.operator ?? before.name,
    introduction: names.introduction ?? before.introduction,
    area: names.area ?? before.area,
    address: names.address ?? before.address,
    location: namedWork(names, before).location,
  };
  const place =
    body.location === undefined || body.location === shown.location
      ? {}
      : await locationColumns(db, body.location);
  const changed = (Object.keys(body) as (keyof typeof body)[]).filter((k) => shown[k] !== body[k]);
  const avatar = body.avatar === '' ? before.avatar : body.avatar;
  const {
    location: _location,
    name: typedName,
    introduction: typedIntroduction,
    area: typedArea,
    address: typedAddress,
    ...fields
  } = body;
  // a name, an introduction, an area or an address typed anew is the operator's own in every
  // language; the shown one keeps its languages
  const renamed = typedName !== undefined && typedName !== shown.name;
  const reintroduced = typedIntroduction !== undefined && typedIntroduction !== shown.introduction;
  const retyped = {
    area: typedArea !== undefined && typedArea !== shown.area,
    address: typedAddress !== undefined && typedAddress !== shown.address,
  };
  const rest = {
    ...fields,
    ...(renamed ? { name: typedName } : {}),
    ...(reintroduced ? { introduction: typedIntroduction } : {}),
    ...(retyped.area ? { area: typedArea } : {}),
    ...(retyped.address ? { address: typedAddress } : {}),
  };
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(operators)
      // the office location the operator types is also the name /user/info shows
      .set({
        ...rest,
        ...place,
        avatar,
        updatedAt: new Date(),
      })
      .where(eq(operators.id, operatorId))
      .returning();
    if (renamed) await dropOperatorNames(tx, operatorId);
    if (reintroduced) await dropOperatorIntroductions(tx, operatorId);
    await dropSettingTexts(
      tx,
      operatorId,
      (['area', 'address'] as const).filter((k) => retyped[k]),
    );
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
  return toAccountProfile(row, {
    name: names.name,
    ...(renamed ? {} : { operator: names.operator }),
    ...(reintroduced ? {} : { introduction: names.introduction }),
    ...(retyped.area ? {} : { area: names.area }),
    ...(retyped.address ? {} : { address: names.address }),
  });
}
