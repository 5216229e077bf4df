import type { Page } from '@opsdeck/shared/schemas';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { offsetOf, pageOf, totalOf } from '../../db/paging.js';
import type { Tx } from '../../db/tx.js';
import type { ContentCtx, ResourceKey } from './context.js';
import { notFound } from './errors.js';
import { searchOf } from './list.js';
import type { ContentTable } from './write.js';

/** The part of a Drizzle `select(...).from(table)` a reader uses. */
interface Selectable<S> {
  where(where: SQL | undefined): PromiseLike<S[]> & {
    orderBy(...order: SQL[]): { limit(n: number): { offset(n: number): PromiseLike<S[]> } };
  };
}

/** What every content list query has: paging, the search text and the status filter. */
type ListQuery = { current: number; pageSize: number; q?: string | undefined; status?: string | undefined };

/**
 * How a content service reads its rows: the select (with joined counts), the row's API shape, what
 * the list's `q` searches, its other filter conditions and its order for a query. The `status`
 * filter applies to the table's status column.
 */
export interface ReaderDef<S, R, Q extends ListQuery> {
  resource: ResourceKey;
  table: ContentTable;
  select(db: Db | Tx): Selectable<S>;
  toRow(selected: S): R;
  /** The columns `q` looks in (ILIKE); `byId`: an all-digits `q` also matches the id. */
  search: { columns: AnyPgColumn[]; byId?: boolean };
  /** The list's other conditions (undefined ones are left out). */
  where?(q: Q): (SQL | undefined)[];
  /** The list's ORDER BY (see `sortOf`). */
  order(q: Q): SQL[];
}

/** The list and detail reads every content service shares. */
export interface ContentReader<R, Q extends ListQuery> {
  /** A page of the rows the query filters, in its order, with the total. */
  list(db: Db, q: Q): Promise<Page<R>>;
  /** One row by id, or 404 naming the resource. */
  get(db: Db | Tx, ctx: ContentCtx, id: number): Promise<R>;
}

export function contentReader<S, R, Q extends ListQuery>(def: ReaderDef<S, R, Q>): ContentReader<R, Q> {
  const { table, search } = def;
  return {
    list: (db, q) => {
      const where = and(
        searchOf(q.q, search.columns, search.byId ? table.id : undefined),
        q.status && table.status ? eq(table.status, q.status) : undefined,
        ...(def.where?.(q) ?? []),
      );
      const order = def.order(q);
      return pageOf(
        q,
        async () =>
          (
            await def
              .select(db)
              .where(where)
              .orderBy(...order)
              .limit(q.pageSize)
              .offset(offsetOf(q))
          ).map(def.toRow),
        () => totalOf(db, def.table, where),
      );
    },
    get: async (db, ctx, id) => {
      const [row] = await def.select(db).where(eq(def.table.id, id));
      if (!row) throw notFound(ctx, def.resource, id);
      return def.toRow(row);
    },
  };
}
