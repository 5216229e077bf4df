import {
  collectionBulkStatusBodySchema,
  collectionCreateBodySchema,
  collectionDetailSchema,
  collectionListQuerySchema,
  collectionSchema,
  collectionStatusBodySchema,
  collectionUpdateBodySchema,
} from '../schemas/content/collection.js';
import { defineResource } from './define.js';

/** /admin/collections. */
export const collectionResource = defineResource('collections', {
  row: collectionSchema,
  detail: collectionDetailSchema,
  listQuery: collectionListQuerySchema,
  create: collectionCreateBodySchema,
  update: collectionUpdateBodySchema,
  status: collectionStatusBodySchema,
  bulkStatus: collectionBulkStatusBodySchema,
});
