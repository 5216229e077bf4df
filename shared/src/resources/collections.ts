import {
  collectionDetailSchema,
  collectionSchema,
  collectionSchemas,
} from '../schemas/content/collection.js';
import { defineResource } from './define.js';

/** /admin/collections. */
export const collectionResource = defineResource('collections', {
  row: collectionSchema,
  detail: collectionDetailSchema,
  ...collectionSchemas,
});
