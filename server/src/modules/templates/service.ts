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
import { sortOf, stampsOf } from '../content/list.js';
import { checkPricedChanges, insertPriced, refuseWhileHeld } from '../content/priced.js';
import { contentReader } from '../content/read.js';
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
    ...stampsOf(t),
  };
}

const reader = contentReader({
  resource: 'template',
  table: templates,
  select: select,
  toRow,
  search: { columns: [templates.name], byId: true },
  where: (q: ListQuery) => [
    q.categoryId !== undefined ? eq(templates.categoryId, q.categoryId) : undefined,
    q.kind ? eq(templates.kind, q.kind) : undefined,
    q.access ? eq(templates.access, q.access) : undefined,
  ],
  order: (q: ListQuery) => sortOf(q.sort, 'createdAt:desc', templates, templates.id),
});

/** GET /admin/templates. */
export const listTemplates = reader.list;

/** GET /admin/templates/{id}. */
export const getTemplate = reader.get;

/** POST /admin/templates: without coverUrl, the cover is drawn from the layout. */
export async function createTemplate(db: Db, ctx: ContentCtx, body: TemplateCreateBody): Promise<Template> {
  // the cover is drawn outside the write transaction (rendering takes a moment), after the category check
  if (!body.coverUrl) await db.transaction((tx) => requireCategory(tx, ctx, body.categoryId, 'template'));
  const coverUrl = body.coverUrl ?? (await drawCover(ctx, body.layout));
  return db.transaction(async (tx) => {
    const values = { ...body, coverUrl, createdBy: ctx.operatorId };
    const id = await insertPriced(tx, ctx, 'template', templates, values);
    await auditContent(tx, ctx, 'template', 'create', id, { ...body, coverUrl });
    return getTemplate(tx, ctx, id);
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
    await checkPricedChanges(tx, ctx, 'template', current, changes);
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
  refuseDelete: refuseWhileHeld('template', (row: Template) => row.name),
});
