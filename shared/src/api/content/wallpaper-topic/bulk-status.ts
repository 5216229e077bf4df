import type { BulkStatusResult } from '../../../schemas/content/common.js';
import type { WallpaperTopicBulkStatusBody } from '../../../schemas/content/wallpaper-topic.js';
import type { ApiClient } from '../../client.js';

/** POST /admin/wallpaper-topics/bulk-status: sets the status of up to 100 wallpaper topic rows at once. */
export function bulkSetWallpaperTopicStatus(
  client: ApiClient,
  body: WallpaperTopicBulkStatusBody,
): Promise<BulkStatusResult> {
  return client.request<BulkStatusResult>({
    method: 'POST',
    url: '/admin/wallpaper-topics/bulk-status',
    data: body,
  });
}
