import type { Resource, ResourceSchemas } from '../../resources/define.js';
import type * as declared from '../../resources/index.js';
import { RESOURCE_PATHS } from '../../resources/paths.js';
import { type ResourceApi, resourceApi } from '../resource.js';

type Paths = typeof RESOURCE_PATHS;
type Declared = (typeof declared)[keyof typeof declared];
/** The declaration (shared/src/resources) whose path is `P`, found by type: no list to keep. */
type DeclaredAt<P extends string> = Extract<Declared, Resource<ResourceSchemas, P>>;

/** Each content resource's fetchers, by its key in RESOURCE_PATHS. */
export type ContentApis = { [K in keyof Paths]: ResourceApi<DeclaredAt<Paths[K]>> };

/**
 * The fetchers of every content resource (`contentApi.<key>`), typed by its declaration in
 * shared/src/resources and derived from RESOURCE_PATHS: a new resource has them once it has a path
 * and a declaration. Only the paths are loaded (resource.test.ts checks each path is its
 * declaration's).
 */
export const contentApi = Object.fromEntries(
  Object.entries(RESOURCE_PATHS).map(([key, path]) => [key, resourceApi(path)]),
) as ContentApis;

export const categoryApi = contentApi.category;
export const collectionApi = contentApi.collection;
export const templateApi = contentApi.template;
export const topicApi = contentApi.topic;
export const wallpaperApi = contentApi.wallpaper;
export const wallpaperTopicApi = contentApi.wallpaperTopic;

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
