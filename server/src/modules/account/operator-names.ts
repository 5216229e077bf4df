import type { Locale } from '@opsdeck/shared/i18n';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { operatorNames } from '../../db/schema/index.js';

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
