import type { Locale } from '@opsdeck/shared/i18n';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { operatorNames, operators } from '../../db/schema/index.js';

/**
 * An operator's name in `locale` as a column of a query that reads `operators`: the name of its
 * language (operator_names, migration 090) where it has one, else the name stored with the operator
 * (one typed by hand, shown as it was written).
 */
export function operatorNameIn(locale: Locale): SQL<string> {
  return sql<string>`COALESCE((SELECT ${operatorNames.name} FROM ${operatorNames}
    WHERE ${operatorNames.operatorId} = ${operators.id} AND ${operatorNames.locale} = ${locale}), ${operators.name})`;
}

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
