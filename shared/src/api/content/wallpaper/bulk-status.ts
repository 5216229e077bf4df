import type { BulkStatusResult } from '../../../schemas/content/common.js';
import type { WallpaperBulkStatusBody } from '../../../schemas/content/wallpaper.js';
import type { ApiClient } from '../../client.js';

/** POST /admin/wallpapers/bulk-status: sets the status of up to 100 wallpaper rows at once. */
export function bulkSetWallpaperStatus(
  client: ApiClient,
  body: WallpaperBulkStatusBody,
): Promise<BulkStatusResult> {
  return client.request<BulkStatusResult>({
    method: 'POST',
    url: '/admin/wallpapers/bulk-status',
    data: body,
  });
}
