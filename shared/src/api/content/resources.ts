import {
  categoryResource,
  collectionResource,
  templateResource,
  topicResource,
  wallpaperResource,
  wallpaperTopicResource,
} from '../../resources/index.js';
import { resourceApi } from '../resource.js';

/** The fetchers of each content resource, derived from its declaration in shared/src/resources. */
export const categoryApi = resourceApi(categoryResource);
export const collectionApi = resourceApi(collectionResource);
export const templateApi = resourceApi(templateResource);
export const topicApi = resourceApi(topicResource);
export const wallpaperApi = resourceApi(wallpaperResource);
export const wallpaperTopicApi = resourceApi(wallpaperTopicResource);

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
