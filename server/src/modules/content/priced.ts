import type { ContentAccess, ContentType } from '@opsdeck/shared/schemas';
import type { Tx } from '../../db/tx.js';
import { requireCategory } from '../categories/check.js';
import type { ContentCtx } from './context.js';
import { hasRefs, inUse } from './errors.js';
import { checkPriceMerged } from './price.js';
import { contentRefs } from './refs.js';
import type { ContentTable } from './write.js';

/**
 * Content sold in a category: wallpapers and templates. Their writes share the category check, the
 * price rule and the delete guard.
 */

/** INSERT a wallpaper or template once its category exists and holds that kind; its new id. */
export async function insertPriced(
  tx: Tx,
  ctx: ContentCtx,
  kind: ContentType,
  table: ContentTable,
  values: { categoryId: number } & Record<string, unknown>,
): Promise<number> {
  await requireCategory(tx, ctx, values.categoryId, kind);
  const [row] = await tx
    .insert(table)
    .values(values as never)
    .returning({ id: table.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id as number;
}

/** An update's checks on the merged row: the price rule, and a changed category must hold the kind. */
export async function checkPricedChanges(
  tx: Tx,
  ctx: ContentCtx,
  kind: ContentType,
  current: { access: ContentAccess; priceCoins: number; categoryId: number },
  changes: {
    access?: ContentAccess | undefined;
    priceCoins?: number | undefined;
    categoryId?: number | undefined;
  },
): Promise<void> {
  checkPriceMerged(ctx, current, changes);
  if (changes.categoryId !== undefined && changes.categoryId !== current.categoryId) {
    await requireCategory(tx, ctx, changes.categoryId, kind);
  }
}

/** The delete guard: refused (409, naming the row) while a collection holds it or members unlocked it. */
export function refuseWhileHeld<R extends { id: number }>(kind: ContentType, nameOf: (row: R) => string) {
  return async (tx: Tx, ctx: ContentCtx, row: R): Promise<void> => {
    const refs = await contentRefs(tx, kind, row.id);
    if (hasRefs(refs)) throw inUse(ctx, kind, nameOf(row), refs);
  };
}
