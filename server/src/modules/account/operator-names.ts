import type { Locale } from '@opsdeck/shared/i18n';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { operatorIntroductions, operatorNames } from '../../db/schema/index.js';

/** An operator's name in `locale`, when it has one of that language. */
export async function operatorNameOf(
  db: Db,
  operatorId: number,
  locale: Locale,
): Promise<string | undefined> {
  const [row] = await db
    .select({ name: operatorNames.name })
    .from(operatorNames)
    .where(and(eq(operatorNames.operatorId, operatorId), eq(operatorNames.locale, locale)));
  return row?.name;
}

/** A name the operator typed is their own, shown as typed in every language: the names per language go. */
export async function dropOperatorNames(db: Pick<Db, 'delete'>, operatorId: number): Promise<void> {
  await db.delete(operatorNames).where(eq(operatorNames.operatorId, operatorId));
}

/** An operator's introduction in `locale`, when it has one of that language (migration 092). */
export async function operatorIntroductionOf(
  db: Db,
  operatorId: number,
  locale: Locale,
): Promise<string | undefined> {
  const [row] = await db
    .select({ introduction: operatorIntroductions.introduction })
    .from(operatorIntroductions)
    .where(and(eq(operatorIntroductions.operatorId, operatorId), eq(operatorIntroductions.locale, locale)));
  return row?.introduction;
}

/** An introduction the operator typed is their own, shown as typed in every language. */
export async function dropOperatorIntroductions(db: Pick<Db, 'delete'>, operatorId: number): Promise<void> {
  await db.delete(operatorIntroductions).where(eq(operatorIntroductions.operatorId, operatorId));
}
