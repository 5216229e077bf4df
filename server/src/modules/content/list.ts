import { parseSort } from '@opsdeck/shared/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../db/filters.js';
import { orderOf } from '../../db/paging.js';

/** `col ILIKE %q%` for any of the columns (or the id when q is all digits). */
export function searchOf(q: string | undefined, cols: AnyPgColumn[], id?: AnyPgColumn): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const parts = cols.map((c) => sql`${c} ILIKE ${pattern}`);
  if (id && /^\d{1,9}$/.test(q)) parts.push(sql`${id} = ${Number(q)}`);
  return sql`(${sql.join(parts, sql` OR `)})`;
}

/**
 * ORDER BY of a list from `sort=field:dir`, its column map (or the table, when each sort field is the
 * column of that name) and the default; id breaks ties.
 */
export function sortOf<F extends string>(
  sort: `${F}:${'asc' | 'desc'}` | undefined,
  fallback: `${F}:${'asc' | 'desc'}`,
  columns: Record<F, AnyPgColumn>,
  id: AnyPgColumn,
  nullable: readonly F[] = [],
): SQL[] {
  const { field, dir } = parseSort(sort, fallback);
  return orderOf(columns[field], id, dir, nullable.includes(field));
}

/** ISO 8601 of a timestamp column value (null stays null). */
export function isoOrNull(d: Date | null | undefined): string | null {
  return d ? d.toISOString() : null;
}

/** A row's created and updated timestamps in ISO 8601. */
export function stampsOf(row: { createdAt: Date; updatedAt: Date }): {
  createdAt: string;
  updatedAt: string;
} {
  return { createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
