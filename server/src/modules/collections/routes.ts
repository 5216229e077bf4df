import { collectionResource } from '@opsdeck/shared/resources';
import {
  collectionDetailSchema,
  collectionItemAddBodySchema,
  collectionItemParamsSchema,
  collectionReorderBodySchema,
  contentIdParamsSchema,
  envelopeSchema,
} from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { ctxOf } from '../content/context.js';
import { registerResource } from '../content/resource-routes.js';
import { addItem, removeItem, reorderItems } from './items.js';
import * as service from './service.js';

/**
 * Collections: /api/admin/collections (list, detail with items, create, update, status, bulk status,
 * delete) and their items: add, remove, reorder.
 */
export const collectionRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    resource: collectionResource,
    list: service.listCollections,
    get: service.getCollection,
    create: service.createCollection,
    update: service.updateCollection,
    setStatus: service.setCollectionStatus,
    bulkStatus: service.bulkSetCollectionStatus,
    remove: service.deleteCollection,
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { roles: ['*' as const] };
  const response = { 200: envelopeSchema(collectionDetailSchema) };
  const tags = ['collections'];

  api.post(
    '/admin/collections/:id/items',
    { config, schema: { tags, params: contentIdParamsSchema, body: collectionItemAddBodySchema, response } },
    async (request) =>
      ok(await addItem(app.db, ctxOf(request), request.params.id, request.body, service.getCollection)),
  );
  api.delete(
    '/admin/collections/:id/items/:itemId',
    { config, schema: { tags, params: collectionItemParamsSchema, response } },
    async (request) =>
      ok(
        await removeItem(
          app.db,
          ctxOf(request),
          request.params.id,
          request.params.itemId,
          service.getCollection,
        ),
      ),
  );
  api.put(
    '/admin/collections/:id/items/order',
    { config, schema: { tags, params: contentIdParamsSchema, body: collectionReorderBodySchema, response } },
    async (request) =>
      ok(await reorderItems(app.db, ctxOf(request), request.params.id, request.body, service.getCollection)),
  );
};
