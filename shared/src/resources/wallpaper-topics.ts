import { wallpaperTopicSchema, wallpaperTopicSchemas } from '../schemas/content/wallpaper-topic.js';
import { defineResource } from './define.js';
import { RESOURCE_PATHS } from './paths.js';

/** /admin/wallpaper-topics. */
export const wallpaperTopicResource = defineResource(RESOURCE_PATHS.wallpaperTopic, {
  row: wallpaperTopicSchema,
  ...wallpaperTopicSchemas,
});
