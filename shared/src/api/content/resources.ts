import type {
  categoryResource,
  collectionResource,
  templateResource,
  topicResource,
  wallpaperResource,
  wallpaperTopicResource,
} from '../../resources/index.js';
import { RESOURCE_PATHS } from '../../resources/paths.js';
import { resourceApi } from '../resource.js';

/**
 * The fetchers of each content resource, typed by its declaration in shared/src/resources; only
 * its path is loaded (resource.test.ts checks each path is its declaration's).
 */
export const categoryApi = resourceApi<typeof categoryResource>(RESOURCE_PATHS.category);
export const collectionApi = resourceApi<typeof collectionResource>(RESOURCE_PATHS.collection);
export const templateApi = resourceApi<typeof templateResource>(RESOURCE_PATHS.template);
export const topicApi = resourceApi<typeof topicResource>(RESOURCE_PATHS.topic);
export const wallpaperApi = resourceApi<typeof wallpaperResource>(RESOURCE_PATHS.wallpaper);
export const wallpaperTopicApi = resourceApi<typeof wallpaperTopicResource>(RESOURCE_PATHS.wallpaperTopic);

// The names the screens and the catalogue call (one implementation each: the resource's fetchers).
export const {
  list: listCategories,
  create: createCategory,
  update: updateCategory,
  setStatus: setCategoryStatus,
} = categoryApi;
export const {
  list: listCollections,
  get: getCollection,
  create: createCollection,
  update: updateCollection,
  setStatus: setCollectionStatus,
} = collectionApi;
export const {
  list: listTemplates,
  get: getTemplate,
  create: createTemplate,
  update: updateTemplate,
  setStatus: setTemplateStatus,
  bulkStatus: bulkSetTemplateStatus,
} = templateApi;
export const {
  list: listTopics,
  get: getTopic,
  create: createTopic,
  update: updateTopic,
  setStatus: setTopicStatus,
} = topicApi;
export const {
  list: listWallpaperTopics,
  get: getWallpaperTopic,
  create: createWallpaperTopic,
  update: updateWallpaperTopic,
  setStatus: setWallpaperTopicStatus,
} = wallpaperTopicApi;
export const {
  list: listWallpapers,
  get: getWallpaper,
  create: createWallpaper,
  update: updateWallpaper,
  bulkStatus: bulkSetWallpaperStatus,
} = wallpaperApi;
