import type {
  Template,
  TemplateCreateBody,
  TemplateUpdateBody,
  templateListQuerySchema,
} from '@opsdeck/shared/schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { categories, templates } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import { requireCategory } from '../categories/check.js';
import type { ContentCtx } from '../content/context.js';
import { contentCrud } from '../content/crud.js';
import { hasRefs, inUse } from '../content/errors.js';
import { searchOf, sortOf } from '../content/list.js';
import { checkPriceMerged } from '../content/price.js';
import { contentReader } from '../content/read.js';
import { contentRefs } from '../content/refs.js';
import { auditContent, lockChecked, updateChecked } from '../content/write.js';
import { DRAWN_COVER_PREFIX, drawCover } from './cover.js';

type ListQuery = z.output<typeof templateListQuerySchema>;

function select(db: Db | Tx) {
  return db
    .select({ t: templates, categoryName: categories.name })
    .from(templates)
    .innerJoin(categories, eq(categories.id, templates.categoryId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function toRow({ t, categoryName }: Selected): Template {
  return {
    id: t.id,
    name: t.name,
    categoryId: t.categoryId,
    categoryName,
    coverUrl: t.coverUrl,
    kind: t.kind,
    layout: t.layout,
    access: t.access,
    priceCoins: t.priceCoins,
    uses: t.uses,
    status: t.status,
    createdBy: t.createdBy,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

const reader = contentReader({
  resource: 'template',
  table: templates,
  select: select,
  toRow,
  where: (q: ListQuery) => [
    searchOf(q.q, [templates.name], templates.id),
    q.categoryId !== undefined ? eq(templates.categoryId, q.categoryId) : undefined,
    q.kind ? eq(templates.kind, q.kind) : undefined,
    q.access ? eq(templates.access, q.access) : undefined,
    q.status ? eq(templates.status, q.status) : undefined,
  ],
  order: (q: ListQuery) =>
    sortOf(
      q.sort,
      'createdAt:desc',
      {
        createdAt: templates.createdAt,
        updatedAt: templates.updatedAt,
        uses: templates.uses,
        priceCoins: templates.priceCoins,
      },
      templates.id,
    ),
});

/** GET /admin/templates. */
export const listTemplates = reader.list;

/** GET /admin/templates/{id}. */
export async function getTemplate(db: Db | Tx, ctx: ContentCtx, id: number): Promise<Template> {
  return reader.get(db, ctx, id);
}

/** POST /admin/templates: without coverUrl, the cover is drawn from the layout. */
export async function createTemplate(db: Db, ctx: ContentCtx, body: TemplateCreateBody): Promise<Template> {
  // the cover is drawn outside the write transaction (rendering takes a moment), after the category check
  if (!body.coverUrl) await db.transaction((tx) => requireCategory(tx, ctx, body.categoryId, 'template'));
  const coverUrl = body.coverUrl ?? (await drawCover(ctx, body.layout));
  return db.transaction(async (tx) => {
    await requireCategory(tx, ctx, body.categoryId, 'template');
    const [row] = await tx
      .insert(templates)
      .values({ ...body, coverUrl, createdBy: ctx.operatorId })
      .returning({ id: templates.id });
    if (!row) throw new Error('insert returned nothing');
    await auditContent(tx, ctx, 'template', 'create', row.id, { ...body, coverUrl });
    return getTemplate(tx, ctx, row.id);
  });
}

/**
 * PATCH /admin/templates/{id}. `coverUrl: null` redraws the cover; a layout change redraws a cover
 * the server drew before (an uploaded cover is kept).
 */
export async function updateTemplate(
  db: Db,
  ctx: ContentCtx,
  id: number,
  body: TemplateUpdateBody,
): Promise<Template> {
  const { updatedAt, coverUrl, ...changes } = body;
  return db.transaction(async (tx) => {
    await lockChecked(tx, ctx, 'template', templates, id, updatedAt);
    const current = await getTemplate(tx, ctx, id);
    checkPriceMerged(ctx, current, changes);
    if (changes.categoryId !== undefined && changes.categoryId !== current.categoryId) {
      await requireCategory(tx, ctx, changes.categoryId, 'template');
    }
    const redraw =
      coverUrl === null ||
      (coverUrl === undefined && changes.layout && current.coverUrl.startsWith(DRAWN_COVER_PREFIX));
    const cover = redraw ? await drawCover(ctx, changes.layout ?? current.layout) : (coverUrl ?? undefined);
    const values = { ...changes, ...(cover ? { coverUrl: cover } : {}) };
    await updateChecked(tx, ctx, 'template', templates, id, undefined, values);
    await auditContent(tx, ctx, 'template', 'update', id, { changes: values, readAt: updatedAt });
    return getTemplate(tx, ctx, id);
  });
}

/**
 * POST /admin/templates/{id}/status, bulk status, and DELETE: refused (409) while a collection holds it
 * or members unlocked it.
 */
export const {
  setStatus: setTemplateStatus,
  bulkStatus: bulkSetTemplateStatus,
  remove: deleteTemplate,
} = contentCrud({
  resource: 'template',
  table: templates,
  get: getTemplate,
  refuseDelete: async (tx, ctx, row) => {
    const refs = await contentRefs(tx, 'template', row.id);
    if (hasRefs(refs)) throw inUse(ctx, 'template', row.name, refs);
  },
});
