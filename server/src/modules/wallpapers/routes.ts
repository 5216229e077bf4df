import {
  wallpaperBulkStatusBodySchema,
  wallpaperCreateBodySchema,
  wallpaperListQuerySchema,
  wallpaperSchema,
  wallpaperStatusBodySchema,
  wallpaperUpdateBodySchema,
} from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { registerResource } from '../content/resource-routes.js';
import * as service from './service.js';

/** Wallpapers: /api/admin/wallpapers (list, detail, create, update, status, bulk status, delete). */
export const wallpaperRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    path: 'wallpapers',
    tag: 'wallpapers',
    row: wallpaperSchema,
    schemas: {
      listQuery: wallpaperListQuerySchema,
      create: wallpaperCreateBodySchema,
      update: wallpaperUpdateBodySchema,
      status: wallpaperStatusBodySchema,
      bulkStatus: wallpaperBulkStatusBodySchema,
    },
    list: service.listWallpapers,
    get: service.getWallpaper,
    create: service.createWallpaper,
    update: service.updateWallpaper,
    setStatus: service.setWallpaperStatus,
    bulkStatus: service.bulkSetWallpaperStatus,
    remove: service.deleteWallpaper,
  });
};
