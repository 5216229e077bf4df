import type { WallpaperTopic } from '../../../schemas/content/wallpaper-topic.js';
import type { ApiClient } from '../../client.js';

/** GET /admin/wallpaper-topics/{id}: one wallpaper topic. */
export function getWallpaperTopic(client: ApiClient, id: number): Promise<WallpaperTopic> {
  return client.request<WallpaperTopic>({ method: 'GET', url: `/admin/wallpaper-topics/${id}` });
}
