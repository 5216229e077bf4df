import {
  wallpaperTopicBulkStatusBodySchema,
  wallpaperTopicCreateBodySchema,
  wallpaperTopicListQuerySchema,
  wallpaperTopicSchema,
  wallpaperTopicStatusBodySchema,
  wallpaperTopicUpdateBodySchema,
} from '../schemas/content/wallpaper-topic.js';
import { defineResource } from './define.js';

/** /admin/wallpaper-topics. */
export const wallpaperTopicResource = defineResource('wallpaper-topics', {
  row: wallpaperTopicSchema,
  listQuery: wallpaperTopicListQuerySchema,
  create: wallpaperTopicCreateBodySchema,
  update: wallpaperTopicUpdateBodySchema,
  status: wallpaperTopicStatusBodySchema,
  bulkStatus: wallpaperTopicBulkStatusBodySchema,
});
