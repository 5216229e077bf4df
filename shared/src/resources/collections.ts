import {
  collectionDetailSchema,
  collectionSchema,
  collectionSchemas,
} from '../schemas/content/collection.js';
import { defineResource } from './define.js';
import { RESOURCE_PATHS } from './paths.js';

/** /admin/collections. */
export const collectionResource = defineResource(RESOURCE_PATHS.collection, {
  row: collectionSchema,
  detail: collectionDetailSchema,
  ...collectionSchemas,
});
