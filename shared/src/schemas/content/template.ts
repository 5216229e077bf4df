import { z } from 'zod';
import { idSchema, listQuerySchema, optionalFilter } from '../list-query.js';
import {
  bulkStatusBodySchema,
  contentAccessSchema,
  contentRowSchema,
  mediaUrlSchema,
  publishStatusSchema,
  refinePrice,
  searchFilter,
  statusBodySchema,
  updateBodySchema,
} from './common.js';
import { pricedDefaults, pricedFields } from './priced.js';
import { templateLayoutSchema } from './template-layout.js';
import { TEMPLATE_KINDS, TEMPLATE_SORT_FIELDS } from './values.js';

// The values live in values.ts, without zod (a list showing them loads no zod).
export { TEMPLATE_KINDS, TEMPLATE_SORT_FIELDS } from './values.js';

export const templateKindSchema = z.enum(TEMPLATE_KINDS, { message: 'content.validation.templateKind' });
export type TemplateKind = z.infer<typeof templateKindSchema>;

/** Limits of a template. */
export const TEMPLATE_LIMITS = { name: 60 } as const;

/** A template row with its layout; `uses` counts how often members used it. */
export const templateSchema = contentRowSchema({
  name: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  coverUrl: z.string(),
  kind: templateKindSchema,
  layout: templateLayoutSchema,
  access: contentAccessSchema,
  priceCoins: z.number().int(),
  uses: z.number().int(),
  status: publishStatusSchema,
  createdBy: z.number().int().nullable(),
});
export type Template = z.infer<typeof templateSchema>;

/** GET /admin/templates: `q` (name contains, or the id when all digits), categoryId, kind, access, status; sort default createdAt:desc. */
export const templateListQuerySchema = listQuerySchema(TEMPLATE_SORT_FIELDS, {
  q: searchFilter(60),
  categoryId: optionalFilter(idSchema),
  kind: optionalFilter(templateKindSchema),
  access: optionalFilter(contentAccessSchema),
  status: optionalFilter(publishStatusSchema),
});
export type TemplateListQuery = z.input<typeof templateListQuerySchema>;

const fields = {
  name: z.string().trim().min(1).max(TEMPLATE_LIMITS.name),
  categoryId: idSchema,
  coverUrl: mediaUrlSchema,
  kind: templateKindSchema,
  layout: templateLayoutSchema,
  ...pricedFields,
};

/** POST /admin/templates. Without `coverUrl` the server draws a cover (PNG) from the layout. */
export const templateCreateBodySchema = z
  .object({
    ...fields,
    coverUrl: fields.coverUrl.optional(),
    kind: fields.kind.default('card'),
    ...pricedDefaults,
  })
  .superRefine(refinePrice);
export type TemplateCreateBody = z.infer<typeof templateCreateBodySchema>;
export type TemplateCreateInput = z.input<typeof templateCreateBodySchema>;

/**
 * PATCH /admin/templates/{id}: any fields, plus the `updatedAt` that was read. The price rule is
 * checked on the merged row. `coverUrl: null` asks the server to redraw the cover from the layout.
 */
export const templateUpdateBodySchema = updateBodySchema(fields, { coverUrl: fields.coverUrl.nullable() });
export type TemplateUpdateBody = z.infer<typeof templateUpdateBodySchema>;
export type TemplateUpdateInput = z.input<typeof templateUpdateBodySchema>;

/** POST /admin/templates/{id}/status and /admin/templates/bulk-status. */
export const templateStatusBodySchema = statusBodySchema(publishStatusSchema);
export const templateBulkStatusBodySchema = bulkStatusBodySchema(publishStatusSchema);
