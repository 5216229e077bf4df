import {
  wallpaperBulkStatusBodySchema,
  wallpaperCreateBodySchema,
  wallpaperListQuerySchema,
  wallpaperSchema,
  wallpaperStatusBodySchema,
  wallpaperUpdateBodySchema,
} from '../schemas/content/wallpaper.js';
import { defineResource } from './define.js';

/** /admin/wallpapers. */
export const wallpaperResource = defineResource('wallpapers', {
  row: wallpaperSchema,
  listQuery: wallpaperListQuerySchema,
  create: wallpaperCreateBodySchema,
  update: wallpaperUpdateBodySchema,
  status: wallpaperStatusBodySchema,
  bulkStatus: wallpaperBulkStatusBodySchema,
});
