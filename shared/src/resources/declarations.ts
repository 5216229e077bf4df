import {
  categoryBulkStatusBodySchema,
  categoryCreateBodySchema,
  categoryListQuerySchema,
  categorySchema,
  categoryStatusBodySchema,
  categoryUpdateBodySchema,
} from '../schemas/content/category.js';
import {
  collectionDetailSchema,
  collectionSchema,
  collectionSchemas,
} from '../schemas/content/collection.js';
import {
  templateBulkStatusBodySchema,
  templateCreateBodySchema,
  templateListQuerySchema,
  templateSchema,
  templateStatusBodySchema,
  templateUpdateBodySchema,
} from '../schemas/content/template.js';
import {
  topicBulkStatusBodySchema,
  topicCreateBodySchema,
  topicListQuerySchema,
  topicSchema,
  topicStatusBodySchema,
  topicUpdateBodySchema,
} from '../schemas/content/topic.js';
import {
  wallpaperBulkStatusBodySchema,
  wallpaperCreateBodySchema,
  wallpaperListQuerySchema,
  wallpaperSchema,
  wallpaperStatusBodySchema,
  wallpaperUpdateBodySchema,
} from '../schemas/content/wallpaper.js';
import { wallpaperTopicSchema, wallpaperTopicSchemas } from '../schemas/content/wallpaper-topic.js';
import { defineResource, type RowOf } from './define.js';
import { RESOURCE_PATHS } from './paths.js';

/*
 * Every content resource, declared once from its schemas and its path in RESOURCE_PATHS (a test
 * fails when a declaration's path is not its entry there). A new resource adds its declaration
 * here; the fetchers, the server's routes table, the mock and the audit areas take it from here.
 */

/** /admin/categories. */
export const categoryResource = defineResource(RESOURCE_PATHS.category, {
  row: categorySchema,
  listQuery: categoryListQuerySchema,
  create: categoryCreateBodySchema,
  update: categoryUpdateBodySchema,
  status: categoryStatusBodySchema,
  bulkStatus: categoryBulkStatusBodySchema,
});

/** /admin/collections. */
export const collectionResource = defineResource(RESOURCE_PATHS.collection, {
  row: collectionSchema,
  detail: collectionDetailSchema,
  ...collectionSchemas,
});

/** /admin/templates. */
export const templateResource = defineResource(RESOURCE_PATHS.template, {
  row: templateSchema,
  listQuery: templateListQuerySchema,
  create: templateCreateBodySchema,
  update: templateUpdateBodySchema,
  status: templateStatusBodySchema,
  bulkStatus: templateBulkStatusBodySchema,
});

/** /admin/topics. */
export const topicResource = defineResource(RESOURCE_PATHS.topic, {
  row: topicSchema,
  listQuery: topicListQuerySchema,
  create: topicCreateBodySchema,
  update: topicUpdateBodySchema,
  status: topicStatusBodySchema,
  bulkStatus: topicBulkStatusBodySchema,
});

/** /admin/wallpaper-topics. */
export const wallpaperTopicResource = defineResource(RESOURCE_PATHS.wallpaperTopic, {
  row: wallpaperTopicSchema,
  ...wallpaperTopicSchemas,
});
/** A wallpaper topic row (its schema module is not in the schemas index: the type comes from here). */
export type WallpaperTopic = RowOf<typeof wallpaperTopicResource>;

/** /admin/wallpapers. */
export const wallpaperResource = defineResource(RESOURCE_PATHS.wallpaper, {
  row: wallpaperSchema,
  listQuery: wallpaperListQuerySchema,
  create: wallpaperCreateBodySchema,
  update: wallpaperUpdateBodySchema,
  status: wallpaperStatusBodySchema,
  bulkStatus: wallpaperBulkStatusBodySchema,
});
