import type { ContentType } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/sql.js';
import type { Tx } from '../../db/tx.js';
import type { Refs } from './errors.js';

/** What refers to a wallpaper or template: the collections holding it and the members' unlocks of it. */
export async function contentRefs(tx: Tx, type: ContentType, id: number): Promise<Refs> {
  const [row] = await queryRows<{ collections: number; unlocks: number }>(
    tx,
    sql`SELECT
      (SELECT count(DISTINCT collection_id) FROM collection_items WHERE content_type = ${type} AND content_id = ${id})::int AS collections,
      (SELECT count(*) FROM unlocks WHERE content_type = ${type} AND content_id = ${id})::int AS unlocks`,
  );
  return { collections: Number(row?.collections ?? 0), unlocks: Number(row?.unlocks ?? 0) };
}
