import type { Locale } from '@opsdeck/shared/i18n';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { operatorIntroductions, operatorNames, operatorSettingTexts } from '../../db/schema/index.js';

/** The texts of an operator that may be stored per language (migrations 090, 092 and 095). */
export interface OperatorTexts {
  name?: string;
  introduction?: string;
  area?: string;
  address?: string;
}

/** The setting text `field` of the operator in `locale` (migration 095), as a subquery. */
const settingText = (operatorId: number, field: 'area' | 'address' | 'question', locale: Locale) =>
  sql<string | null>`(SELECT ${operatorSettingTexts.text} FROM ${operatorSettingTexts}
    WHERE ${operatorSettingTexts.operatorId} = ${operatorId} AND ${operatorSettingTexts.field} = ${field}
      AND ${operatorSettingTexts.locale} = ${locale})`;

/**
 * An operator's name, introduction, area and address in `locale`, each when it has one of that
 * language (migrations 090, 092 and 095), read in one statement.
 */
export async function operatorTextsOf(db: Db, operatorId: number, locale: Locale): Promise<OperatorTexts> {
  const [row] = await db
    .select({
      name: sql<string | null>`(SELECT ${operatorNames.name} FROM ${operatorNames}
        WHERE ${operatorNames.operatorId} = ${operatorId} AND ${operatorNames.locale} = ${locale})`,
      introduction: sql<
        string | null
      >`(SELECT ${operatorIntroductions.introduction} FROM ${operatorIntroductions}
        WHERE ${operatorIntroductions.operatorId} = ${operatorId} AND ${operatorIntroductions.locale} = ${locale})`,
      area: settingText(operatorId, 'area', locale),
      address: settingText(operatorId, 'address', locale),
    })
    .from(sql`(SELECT 1) AS one`);
  return {
    name: row?.name ?? undefined,
    introduction: row?.introduction ?? undefined,
    area: row?.area ?? undefined,
    address: row?.address ?? undefined,
  };
}

/** The operator's security question in `locale` when it has one of that language (migration 095). */
export async function securityQuestionOf(
  db: Pick<Db, 'select'>,
  operatorId: number,
  locale: Locale,
): Promise<string | undefined> {
  const [row] = await db
    .select({ question: settingText(operatorId, 'question', locale) })
    .from(sql`(SELECT 1) AS one`);
  return row?.question ?? undefined;
}

/**
 * A setting text the operator typed (area, address, security question) is their own, shown as typed
 * in every language: its texts per language go.
 */
export async function dropSettingTexts(
  db: Pick<Db, 'delete'>,
  operatorId: number,
  fields: readonly ('area' | 'address' | 'question')[],
): Promise<void> {
  if (fields.length === 0) return;
  await db
    .delete(operatorSettingTexts)
    .where(
      and(eq(operatorSettingTexts.operatorId, operatorId), inArray(operatorSettingTexts.field, [...fields])),
    );
}

/** A name the operator typed is their own, shown as typed in every language: the names per language go. */
export async function dropOperatorNames(db: Pick<Db, 'delete'>, operatorId: number): Promise<void> {
  await db.delete(operatorNames).where(eq(operatorNames.operatorId, operatorId));
}

/** An introduction the operator typed is their own, shown as typed in every language. */
export async function dropOperatorIntroductions(db: Pick<Db, 'delete'>, operatorId: number): Promise<void> {
  await db.delete(operatorIntroductions).where(eq(operatorIntroductions.operatorId, operatorId));
}
