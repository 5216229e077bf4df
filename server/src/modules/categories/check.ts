import type { ContentType } from '@opsdeck/shared/schemas';
import { eq } from 'drizzle-orm';
import { categories } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import { type ContentCtx, tr } from '../content/context.js';
import { fieldError } from '../content/errors.js';

/**
 * The category a wallpaper or template names must exist (400, rule `exists`) and hold that kind of
 * content (400, rule `scope`); both name the field `categoryId`. Locks the category against deletion.
 */
export async function requireCategory(tx: Tx, ctx: ContentCtx, id: number, kind: ContentType): Promise<void> {
  const [row] = await tx
    .select({ name: categories.name, scope: categories.scope })
    .from(categories)
    .where(eq(categories.id, id))
    .for('share');
  if (!row) throw fieldError(ctx, 400, 'categoryId', 'exists', 'content.errors.categoryNotFound', { id });
  if (row.scope !== 'both' && row.scope !== kind) {
    throw fieldError(ctx, 400, 'categoryId', 'scope', 'content.errors.categoryScope', {
      name: row.name,
      scope: tr(ctx, `content.scope.${row.scope}`),
    });
  }
}
