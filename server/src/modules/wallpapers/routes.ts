import { wallpaperResource } from '@opsdeck/shared/resources';
import { resourceRoutes } from '../content/resource-routes.js';
import * as service from './service.js';

/** Wallpapers: /api/admin/wallpapers (list, detail, create, update, status, bulk status, delete). */
export const wallpaperRoutes = resourceRoutes({
  resource: wallpaperResource,
  list: service.listWallpapers,
  get: service.getWallpaper,
  create: service.createWallpaper,
  update: service.updateWallpaper,
  setStatus: service.setWallpaperStatus,
  bulkStatus: service.bulkSetWallpaperStatus,
  remove: service.deleteWallpaper,
});
