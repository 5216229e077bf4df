import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { CollectionDbRow, collections, PlainTitledTable } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import type { ResourceKey } from './context.js';
import { sortOf, stampsOf } from './list.js';
import { contentReader } from './read.js';

/** The columns every titled page (topic, wallpaper topic, collection) has. */
type TitledDbRow = Pick<
  CollectionDbRow,
  'id' | 'title' | 'slug' | 'coverUrl' | 'description' | 'sort' | 'status' | 'createdAt' | 'updatedAt'
>;

/** A titled page's shared columns in their API shape (the resource adds its own). */
export function titledOf(row: TitledDbRow) {
  const { id, title, slug, coverUrl, description, sort, status } = row;
  return { id, title, slug, coverUrl, description, sort, status, ...stampsOf(row) };
}

/** The list query of a titled page: paging, `q`, status and a sort over its order and times. */
export interface TitledListQuery {
  current: number;
  pageSize: number;
  q?: string | undefined;
  status?: string | undefined;
  sort?: `${'sort' | 'createdAt' | 'updatedAt'}:${'asc' | 'desc'}` | undefined;
}

/**
 * The reads of a titled page that counts what it holds (a collection's items, a wallpaper topic's
 * wallpapers): each row is its titled columns plus the count as `key`; `q` looks in the title and
 * the slug; the list is in display order unless the query sorts otherwise.
 */
export function countingTitledReader<K extends string>(
  resource: ResourceKey,
  table: PlainTitledTable,
  key: K,
  count: SQL<number>,
) {
  return contentReader({
    resource,
    table,
    select: (db: Db | Tx) => db.select({ row: table, count }).from(table as typeof collections),
    toRow: ({ row, count }: { row: TitledDbRow; count: number }) =>
      ({ ...titledOf(row), [key]: Number(count) }) as ReturnType<typeof titledOf> & Record<K, number>,
    search: { columns: [table.title, table.slug] },
    order: (q: TitledListQuery) => sortOf(q.sort, 'sort:asc', table, table.id),
  });
}
