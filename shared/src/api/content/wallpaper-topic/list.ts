import type { Page } from '../../../schemas/common.js';
import type { WallpaperTopic, WallpaperTopicListQuery } from '../../../schemas/content/wallpaper-topic.js';
import type { ApiClient } from '../../client.js';

/** GET /admin/wallpaper-topics: wallpaper topic rows filtered, sorted and paged on the server (`{list, total}`). */
export function listWallpaperTopics(
  client: ApiClient,
  query: WallpaperTopicListQuery = {},
): Promise<Page<WallpaperTopic>> {
  return client.request<Page<WallpaperTopic>>({
    method: 'GET',
    url: '/admin/wallpaper-topics',
    params: query,
  });
}
