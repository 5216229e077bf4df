import type { Locale } from '@opsdeck/shared/i18n';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { operatorNames, operators } from './schema/auth.js';

/**
 * Operator names in the caller's language: the one place every screen's "who" is read from. An
 * operator has a name per language (operator_names, migration 090) or only the name stored with it
 * (operators.name: one typed by hand, shown as it was written in every language).
 */

/** The operators row (or an alias of it) a name is read for. */
export interface OperatorRef {
  id: AnyColumn;
  name: AnyColumn;
}

/** A query's column: the operator's name in `locale` (`op`: operators or an alias of it). */
export function operatorNameIn(locale: Locale, op: OperatorRef = operators): SQL<string> {
  return sql<string>`COALESCE((SELECT ${operatorNames.name} FROM ${operatorNames}
    WHERE ${operatorNames.operatorId} = ${op.id} AND ${operatorNames.locale} = ${locale}), ${op.name})`;
}

/**
 * The same in raw SQL text: the name in the language of parameter `localeParam` (`$2`) of the
 * operators row aliased `alias` (`o`).
 */
export function operatorNameSql(alias: string, localeParam: string): string {
  return `COALESCE((SELECT opn.name FROM operator_names opn
    WHERE opn.operator_id = ${alias}.id AND opn.locale = ${localeParam}), ${alias}.name)`;
}

/**
 * Raw SQL: every language's name of the operators row aliased `alias`, as a JSON object by locale
 * (null without rows), for a row read once and sent to callers of different languages (the
 * monitor's live stream). `nameFrom` picks one.
 */
export function operatorNamesSql(alias: string): string {
  return `(SELECT jsonb_object_agg(opn.locale, opn.name) FROM operator_names opn WHERE opn.operator_id = ${alias}.id)`;
}

/** The name in `locale` out of `operatorNamesSql`'s object, else the stored one. */
export function nameFrom(
  names: Partial<Record<Locale, string>> | string | null | undefined,
  stored: string | null | undefined,
  locale: Locale,
): string {
  const byLocale = typeof names === 'string' ? (JSON.parse(names) as Partial<Record<Locale, string>>) : names;
  return byLocale?.[locale] ?? stored ?? '';
}
