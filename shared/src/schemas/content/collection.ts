import { z } from 'zod';
import { contentTypeSchema } from '../consume.js';
import { idSchema, listQuerySchema, optionalFilter } from '../ledger-query.js';
import {
  bulkStatusBodySchema,
  contentAccessSchema,
  mediaUrlSchema,
  onlineStatusSchema,
  publishStatusSchema,
  slugSchema,
  sortOrderSchema,
  statusBodySchema,
  updatedAtSchema,
} from './common.js';

/** Limits of a collection (the spec's "booklists"). */
export const COLLECTION_LIMITS = { title: 60, description: 500, items: 200 } as const;

/** A collection row; `itemCount` is derived. */
export const collectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  coverUrl: z.string(),
  description: z.string(),
  status: onlineStatusSchema,
  sort: z.number().int(),
  itemCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Collection = z.infer<typeof collectionSchema>;

/**
 * One item of a collection, in order (`sort` 0, 1, 2…), with the content it points at: `title`
 * (wallpaper title or template name), `imageUrl` (wallpaper thumbnail or template cover), `status` and
 * `access` of that content.
 */
export const collectionItemSchema = z.object({
  id: z.number().int(),
  contentType: contentTypeSchema,
  contentId: z.number().int(),
  sort: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  status: publishStatusSchema,
  access: contentAccessSchema,
  createdAt: z.string(),
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;

/** GET /admin/collections/{id} and every item change: the collection with its items in order. */
export const collectionDetailSchema = collectionSchema.extend({ items: z.array(collectionItemSchema) });
export type CollectionDetail = z.infer<typeof collectionDetailSchema>;

/** GET /admin/collections: `q` (title or slug contains), status; sort default sort:asc. */
export const COLLECTION_SORT_FIELDS = ['sort', 'createdAt', 'updatedAt'] as const;
export const collectionListQuerySchema = listQuerySchema(COLLECTION_SORT_FIELDS, {
  q: optionalFilter(z.string().trim().min(1).max(50)),
  status: optionalFilter(onlineStatusSchema),
});
export type CollectionListQuery = z.input<typeof collectionListQuerySchema>;

const fields = {
  title: z.string().trim().min(1).max(COLLECTION_LIMITS.title),
  slug: slugSchema,
  coverUrl: mediaUrlSchema,
  description: z.string().trim().max(COLLECTION_LIMITS.description),
  status: onlineStatusSchema,
  sort: sortOrderSchema,
};

/** POST /admin/collections. */
export const collectionCreateBodySchema = z.object({
  ...fields,
  description: fields.description.default(''),
  status: fields.status.default('offline'),
  sort: fields.sort.default(0),
});
export type CollectionCreateBody = z.infer<typeof collectionCreateBodySchema>;
export type CollectionCreateInput = z.input<typeof collectionCreateBodySchema>;

/** PATCH /admin/collections/{id}: any fields, plus the `updatedAt` that was read. */
export const collectionUpdateBodySchema = z.object({
  title: fields.title.optional(),
  slug: fields.slug.optional(),
  coverUrl: fields.coverUrl.optional(),
  description: fields.description.optional(),
  status: fields.status.optional(),
  sort: fields.sort.optional(),
  updatedAt: updatedAtSchema,
});
export type CollectionUpdateBody = z.infer<typeof collectionUpdateBodySchema>;
export type CollectionUpdateInput = z.input<typeof collectionUpdateBodySchema>;

/** POST /admin/collections/{id}/status and /admin/collections/bulk-status. */
export const collectionStatusBodySchema = statusBodySchema(onlineStatusSchema);
export type CollectionStatusBody = z.infer<typeof collectionStatusBodySchema>;
export const collectionBulkStatusBodySchema = bulkStatusBodySchema(onlineStatusSchema);
export type CollectionBulkStatusBody = z.infer<typeof collectionBulkStatusBodySchema>;

/** POST /admin/collections/{id}/items: append a wallpaper or template (409 when already in it). */
export const collectionItemAddBodySchema = z.object({ contentType: contentTypeSchema, contentId: idSchema });
export type CollectionItemAddBody = z.infer<typeof collectionItemAddBodySchema>;

/** DELETE /admin/collections/{id}/items/{itemId}. */
export const collectionItemParamsSchema = z.object({ id: idSchema, itemId: idSchema });
export type CollectionItemParams = z.infer<typeof collectionItemParamsSchema>;

/**
 * PUT /admin/collections/{id}/items/order: every item id of the collection, in the new order (400
 * when the list is not exactly the collection's items). `updatedAt` optional: 409 `stale` when outdated.
 */
export const collectionReorderBodySchema = z.object({
  itemIds: z.array(idSchema).max(COLLECTION_LIMITS.items),
  updatedAt: updatedAtSchema.optional(),
});
export type CollectionReorderBody = z.infer<typeof collectionReorderBodySchema>;
