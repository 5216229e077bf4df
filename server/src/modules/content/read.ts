import type { Page } from '@opsdeck/shared/schemas';
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { offsetOf, pageOf, totalOf } from '../../db/paging.js';
import type { Tx } from '../../db/tx.js';
import type { ContentCtx, ResourceKey } from './context.js';
import { notFound } from './errors.js';
import type { ContentTable } from './write.js';

/** The part of a Drizzle `select(...).from(table)` a reader uses. */
interface Selectable<S> {
  where(where: SQL | undefined): PromiseLike<S[]> & {
    orderBy(...order: SQL[]): { limit(n: number): { offset(n: number): PromiseLike<S[]> } };
  };
}

/** How a content service reads its rows: the select (with joined counts) and the row's API shape. */
export interface ReaderDef<S, R> {
  resource: ResourceKey;
  table: ContentTable;
  select(db: Db | Tx): Selectable<S>;
  toRow(selected: S): R;
}

/** The list and detail reads every content service shares. */
export interface ContentReader<R> {
  /** A page of rows matching `where` in `order` (ties broken by the caller's order), with its total. */
  list(
    db: Db,
    q: { current: number; pageSize: number },
    where: SQL | undefined,
    order: SQL[],
  ): Promise<Page<R>>;
  /** One row by id, or 404 naming the resource. */
  get(db: Db | Tx, ctx: ContentCtx, id: number): Promise<R>;
}

export function contentReader<S, R>(def: ReaderDef<S, R>): ContentReader<R> {
  return {
    list: (db, q, where, order) =>
      pageOf(
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
      ),
    get: async (db, ctx, id) => {
      const [row] = await def.select(db).where(eq(def.table.id, id));
      if (!row) throw notFound(ctx, def.resource, id);
      return def.toRow(row);
    },
  };
}
