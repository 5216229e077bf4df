import type { WallpaperTopic, WallpaperTopicCreateInput } from '../../../schemas/content/wallpaper-topic.js';
import type { ApiClient } from '../../client.js';

/** POST /admin/wallpaper-topics: creates a wallpaper topic (409 on a duplicate slug, 400 naming a bad field). */
export function createWallpaperTopic(
  client: ApiClient,
  body: WallpaperTopicCreateInput,
): Promise<WallpaperTopic> {
  return client.request<WallpaperTopic>({ method: 'POST', url: '/admin/wallpaper-topics', data: body });
}
