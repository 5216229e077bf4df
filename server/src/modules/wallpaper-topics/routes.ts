import {
  wallpaperTopicBulkStatusBodySchema,
  wallpaperTopicCreateBodySchema,
  wallpaperTopicListQuerySchema,
  wallpaperTopicSchema,
  wallpaperTopicStatusBodySchema,
  wallpaperTopicUpdateBodySchema,
} from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { registerResource } from '../content/resource-routes.js';
import * as service from './service.js';

/** Wallpaper topics: /api/admin/wallpaper-topics (list, detail, create, update, status, bulk status, delete). */
export const wallpaperTopicRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    path: 'wallpaper-topics',
    tag: 'wallpaper-topics',
    row: wallpaperTopicSchema,
    schemas: {
      listQuery: wallpaperTopicListQuerySchema,
      create: wallpaperTopicCreateBodySchema,
      update: wallpaperTopicUpdateBodySchema,
      status: wallpaperTopicStatusBodySchema,
      bulkStatus: wallpaperTopicBulkStatusBodySchema,
    },
    list: service.listWallpaperTopics,
    get: service.getWallpaperTopic,
    create: service.createWallpaperTopic,
    update: service.updateWallpaperTopic,
    setStatus: service.setWallpaperTopicStatus,
    bulkStatus: service.bulkSetWallpaperTopicStatus,
    remove: service.deleteWallpaperTopic,
  });
};
