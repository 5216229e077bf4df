import {
  type CollectionDetail,
  collectionDetailSchema,
  collectionItemAddBodySchema,
  collectionItemParamsSchema,
  collectionReorderBodySchema,
  contentIdParamsSchema,
} from '@opsdeck/shared/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type AnyRoute, route } from '../../http/routes.js';
import { type ContentCtx, ctxOf } from '../content/context.js';
import { addItem, removeItem, reorderItems } from './items.js';
import * as service from './service.js';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A change of a collection's items (a body unless `body` is undefined); it answers the collection with its items. */
function itemsRoute<P extends z.ZodType, B extends z.ZodType | undefined>(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  params: P,
  body: B,
  change: (db: Db, ctx: ContentCtx, params: z.output<P>, body: Out<B>) => Promise<CollectionDetail>,
) {
  return route({
    method,
    url: `/admin/collections/:id/items${url}`,
    params: params as z.ZodType,
    body,
    response: collectionDetailSchema,
    handler: (call) => change(call.db, ctxOf(call.request), call.params as z.output<P>, call.body as Out<B>),
  });
}

/** A collection's own routes beside its seven (modules/content-routes.ts): add, remove and reorder its items. */
export const collectionItemRoutes: readonly AnyRoute[] = [
  itemsRoute('POST', '', contentIdParamsSchema, collectionItemAddBodySchema, (db, ctx, { id }, body) =>
    addItem(db, ctx, id, body, service.getCollection),
  ),
  itemsRoute('DELETE', '/:itemId', collectionItemParamsSchema, undefined, (db, ctx, { id, itemId }) =>
    removeItem(db, ctx, id, itemId, service.getCollection),
  ),
  itemsRoute('PUT', '/order', contentIdParamsSchema, collectionReorderBodySchema, (db, ctx, { id }, body) =>
    reorderItems(db, ctx, id, body, service.getCollection),
  ),
];
