import { wallpaperTopicResource } from '@opsdeck/shared/resources';
import { resourceRoutes } from '../content/resource-routes.js';
import * as service from './service.js';

/** Wallpaper topics: /api/admin/wallpaper-topics (list, detail, create, update, status, bulk status, delete). */
export const wallpaperTopicRoutes = resourceRoutes({
  resource: wallpaperTopicResource,
  list: service.listWallpaperTopics,
  get: service.getWallpaperTopic,
  create: service.createWallpaperTopic,
  update: service.updateWallpaperTopic,
  setStatus: service.setWallpaperTopicStatus,
  bulkStatus: service.bulkSetWallpaperTopicStatus,
  remove: service.deleteWallpaperTopic,
});
