import type { Locale } from '@opsdeck/shared/i18n';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { operatorIntroductions, operatorNames } from '../../db/schema/index.js';

/**
 * An operator's name and introduction in `locale`, each when it has one of that language (migrations
 * 090 and 092), read in one statement.
 */
export async function operatorTextsOf(
  db: Db,
  operatorId: number,
  locale: Locale,
): Promise<{ name?: string; introduction?: string }> {
  const [row] = await db
    .select({
      name: sql<string | null>`(SELECT ${operatorNames.name} FROM ${operatorNames}
        WHERE ${operatorNames.operatorId} = ${operatorId} AND ${operatorNames.locale} = ${locale})`,
      introduction: sql<
        string | null
      >`(SELECT ${operatorIntroductions.introduction} FROM ${operatorIntroductions}
        WHERE ${operatorIntroductions.operatorId} = ${operatorId} AND ${operatorIntroductions.locale} = ${locale})`,
    })
    .from(sql`(SELECT 1) AS one`);
  return { name: row?.name ?? undefined, introduction: row?.introduction ?? undefined };
}

/** A name the operator typed is their own, shown as typed in every language: the names per language go. */
export async function dropOperatorNames(db: Pick<Db, 'delete'>, operatorId: number): Promise<void> {
  await db.delete(operatorNames).where(eq(operatorNames.operatorId, operatorId));
}

/** An introduction the operator typed is their own, shown as typed in every language. */
export async function dropOperatorIntroductions(db: Pick<Db, 'delete'>, operatorId: number): Promise<void> {
  await db.delete(operatorIntroductions).where(eq(operatorIntroductions.operatorId, operatorId));
}
