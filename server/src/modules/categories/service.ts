import type { Category, categoryListQuerySchema } from '@opsdeck/shared/schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { categories } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import { contentCrud } from '../content/crud.js';
import { fieldError, hasRefs, inUse, refsText } from '../content/errors.js';
import { sortOf, stampsOf } from '../content/list.js';
import { contentReader } from '../content/read.js';

type ListQuery = z.output<typeof categoryListQuerySchema>;

const wallpaperCount = sql<number>`(SELECT count(*) FROM wallpapers w WHERE w.category_id = categories.id)::int`;
const templateCount = sql<number>`(SELECT count(*) FROM templates t WHERE t.category_id = categories.id)::int`;

function select(db: Db | Tx) {
  return db.select({ c: categories, wallpaperCount, templateCount }).from(categories);
}

type Selected = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function toRow({ c, wallpaperCount, templateCount }: Selected): Category {
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    icon: c.icon,
    scope: c.scope,
    sort: c.sort,
    status: c.status,
    wallpaperCount: Number(wallpaperCount),
    templateCount: Number(templateCount),
    ...stampsOf(c),
  };
}

const reader = contentReader({
  resource: 'category',
  table: categories,
  select: select,
  toRow,
  search: { columns: [categories.name, categories.slug] },
  where: (q: ListQuery) => [
    q.scope === 'wallpaper' || q.scope === 'template'
      ? inArray(categories.scope, [q.scope, 'both'])
      : q.scope
        ? eq(categories.scope, q.scope)
        : undefined,
  ],
  order: (q: ListQuery) => sortOf(q.sort, 'sort:asc', categories, categories.id),
});

/** GET /admin/categories. */
export const listCategories = reader.list;

/** GET /admin/categories/{id}. */
export const getCategory = reader.get;

/**
 * POST /admin/categories, PATCH /admin/categories/{id} (narrowing the scope must not strand content of
 * the other kind), POST …/{id}/status, POST …/bulk-status, and DELETE /admin/categories/{id}: refused
 * (409) while wallpapers or templates use it.
 */
export const {
  create: createCategory,
  update: updateCategory,
  setStatus: setCategoryStatus,
  bulkStatus: bulkSetCategoryStatus,
  remove: deleteCategory,
} = contentCrud({
  resource: 'category',
  table: categories,
  get: getCategory,
  checkUpdate: async (tx, ctx, id, body) => {
    const scope = body.scope;
    if (!scope || scope === 'both') return;
    const row = await getCategory(tx, ctx, id);
    const refs =
      scope === 'wallpaper' ? { templates: row.templateCount } : { wallpapers: row.wallpaperCount };
    if (hasRefs(refs)) {
      throw fieldError(ctx, 409, 'scope', 'inUse', 'content.errors.scopeInUse', {
        name: row.name,
        refs: refsText(ctx, refs),
      });
    }
  },
  refuseDelete: (_tx, ctx, row) => {
    const refs = { wallpapers: row.wallpaperCount, templates: row.templateCount };
    if (hasRefs(refs)) throw inUse(ctx, 'category', row.name, refs);
  },
});
