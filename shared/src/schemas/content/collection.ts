import { z } from 'zod';
import { contentTypeSchema } from '../consume.js';
import { idSchema } from '../list-query.js';
import { contentAccessSchema, contentRowSchema, publishStatusSchema, updatedAtSchema } from './common.js';
import { titledRowShape, titledSchemas } from './titled.js';
import { TITLED_SORT_FIELDS } from './values.js';

/** Limits of a collection (the spec's "booklists"). */
export const COLLECTION_LIMITS = { title: 60, description: 500, items: 200 } as const;

/** A collection row; `itemCount` is derived. */
export const collectionSchema = contentRowSchema({ ...titledRowShape, itemCount: z.number().int() });
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

/**
 * The list query and the create, update (PATCH /admin/collections/{id}), status and bulk-status bodies,
 * keyed as its resource declares them.
 */
export const collectionSchemas = titledSchemas(TITLED_SORT_FIELDS, COLLECTION_LIMITS);
export type CollectionListQuery = z.input<typeof collectionSchemas.listQuery>;

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
