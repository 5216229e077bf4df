import { wallpaperTopicSchema, wallpaperTopicSchemas } from '../schemas/content/wallpaper-topic.js';
import { defineResource } from './define.js';

/** /admin/wallpaper-topics. */
export const wallpaperTopicResource = defineResource('wallpaper-topics', {
  row: wallpaperTopicSchema,
  ...wallpaperTopicSchemas,
});
