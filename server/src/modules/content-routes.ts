import {
  type ContentResourceKey,
  categoryResource,
  collectionResource,
  templateResource,
  topicResource,
  wallpaperResource,
  wallpaperTopicResource,
} from '@opsdeck/shared/resources';
import type { FastifyPluginAsync } from 'fastify';
import * as categoryService from './categories/service.js';
import { collectionItemRoutes } from './collections/routes.js';
import * as collectionService from './collections/service.js';
import { resourceRoutes } from './content/resource-routes.js';
import * as templateService from './templates/service.js';
import * as topicService from './topics/service.js';
import * as wallpaperTopicService from './wallpaper-topics/service.js';
import * as wallpaperService from './wallpapers/service.js';

/**
 * Every content resource's routes plugin, by its key in RESOURCE_PATHS: its seven routes
 * (`resourceRoutes`: list, detail, create, update, status, bulk status, delete) from its
 * declaration and its service's functions, then any of its own (collection items). The type holds
 * one entry per declared resource, so a declared resource without routes does not compile; the
 * modules list registers them all (`contentRoutes`).
 */
const contentResourceRoutes = {
  /** Categories: /api/admin/categories. */
  category: resourceRoutes({
    resource: categoryResource,
    list: categoryService.listCategories,
    get: categoryService.getCategory,
    create: categoryService.createCategory,
    update: categoryService.updateCategory,
    setStatus: categoryService.setCategoryStatus,
    bulkStatus: categoryService.bulkSetCategoryStatus,
    remove: categoryService.deleteCategory,
  }),
  /** Editorial topics: /api/admin/topics. */
  topic: resourceRoutes({
    resource: topicResource,
    list: topicService.listTopics,
    get: topicService.getTopic,
    create: topicService.createTopic,
    update: topicService.updateTopic,
    setStatus: topicService.setTopicStatus,
    bulkStatus: topicService.bulkSetTopicStatus,
    remove: topicService.deleteTopic,
  }),
  /** Wallpaper topics: /api/admin/wallpaper-topics. */
  wallpaperTopic: resourceRoutes({
    resource: wallpaperTopicResource,
    list: wallpaperTopicService.listWallpaperTopics,
    get: wallpaperTopicService.getWallpaperTopic,
    create: wallpaperTopicService.createWallpaperTopic,
    update: wallpaperTopicService.updateWallpaperTopic,
    setStatus: wallpaperTopicService.setWallpaperTopicStatus,
    bulkStatus: wallpaperTopicService.bulkSetWallpaperTopicStatus,
    remove: wallpaperTopicService.deleteWallpaperTopic,
  }),
  /** Wallpapers: /api/admin/wallpapers. */
  wallpaper: resourceRoutes({
    resource: wallpaperResource,
    list: wallpaperService.listWallpapers,
    get: wallpaperService.getWallpaper,
    create: wallpaperService.createWallpaper,
    update: wallpaperService.updateWallpaper,
    setStatus: wallpaperService.setWallpaperStatus,
    bulkStatus: wallpaperService.bulkSetWallpaperStatus,
    remove: wallpaperService.deleteWallpaper,
  }),
  /** Templates: /api/admin/templates. */
  template: resourceRoutes({
    resource: templateResource,
    list: templateService.listTemplates,
    get: templateService.getTemplate,
    create: templateService.createTemplate,
    update: templateService.updateTemplate,
    setStatus: templateService.setTemplateStatus,
    bulkStatus: templateService.bulkSetTemplateStatus,
    remove: templateService.deleteTemplate,
  }),
  /** Collections: /api/admin/collections, and their items (add, remove, reorder). */
  collection: resourceRoutes(
    {
      resource: collectionResource,
      list: collectionService.listCollections,
      get: collectionService.getCollection,
      create: collectionService.createCollection,
      update: collectionService.updateCollection,
      setStatus: collectionService.setCollectionStatus,
      bulkStatus: collectionService.bulkSetCollectionStatus,
      remove: collectionService.deleteCollection,
    },
    collectionItemRoutes,
  ),
} satisfies Record<ContentResourceKey, FastifyPluginAsync>;

/** The content resources' routes plugins, in the order of their declaration here. */
export const contentRoutes: FastifyPluginAsync[] = Object.values(contentResourceRoutes);
