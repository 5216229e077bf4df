import {
  wallpaperBulkStatusBodySchema,
  wallpaperCreateBodySchema,
  wallpaperListQuerySchema,
  wallpaperSchema,
  wallpaperStatusBodySchema,
  wallpaperUpdateBodySchema,
} from '../schemas/content/wallpaper.js';
import { defineResource } from './define.js';
import { RESOURCE_PATHS } from './paths.js';

/** /admin/wallpapers. */
export const wallpaperResource = defineResource(RESOURCE_PATHS.wallpaper, {
  row: wallpaperSchema,
  listQuery: wallpaperListQuerySchema,
  create: wallpaperCreateBodySchema,
  update: wallpaperUpdateBodySchema,
  status: wallpaperStatusBodySchema,
  bulkStatus: wallpaperBulkStatusBodySchema,
});
