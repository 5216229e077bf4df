import type { WallpaperTopic, WallpaperTopicUpdateInput } from '../../../schemas/content/wallpaper-topic.js';
import type { ApiClient } from '../../client.js';

/**
 * PATCH /admin/wallpaper-topics/{id}: changes the given fields. `body.updatedAt` is the value that was read;
 * when someone else changed the wallpaper topic since, the answer is 409 (detail rule `stale`) and nothing changes.
 */
export function updateWallpaperTopic(
  client: ApiClient,
  id: number,
  body: WallpaperTopicUpdateInput,
): Promise<WallpaperTopic> {
  return client.request<WallpaperTopic>({
    method: 'PATCH',
    url: `/admin/wallpaper-topics/${id}`,
    data: body,
  });
}
