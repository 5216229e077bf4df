import type { WallpaperTopic, WallpaperTopicStatusBody } from '../../../schemas/content/wallpaper-topic.js';
import type { ApiClient } from '../../client.js';

/** POST /admin/wallpaper-topics/{id}/status: sets the status of one wallpaper topic. */
export function setWallpaperTopicStatus(
  client: ApiClient,
  id: number,
  body: WallpaperTopicStatusBody,
): Promise<WallpaperTopic> {
  return client.request<WallpaperTopic>({
    method: 'POST',
    url: `/admin/wallpaper-topics/${id}/status`,
    data: body,
  });
}
