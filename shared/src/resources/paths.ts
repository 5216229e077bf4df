/**
 * Each content resource's URL segment under /admin, without its schemas: the fetchers
 * (api/content/resources.ts) need only these, so a content list loads no zod before its first
 * paint. The declarations (defineResource) take theirs from here.
 */
export const RESOURCE_PATHS = {
  category: 'categories',
  collection: 'collections',
  template: 'templates',
  topic: 'topics',
  wallpaper: 'wallpapers',
  wallpaperTopic: 'wallpaper-topics',
} as const;
