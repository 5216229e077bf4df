import type { Wallpaper, WallpaperUpdateInput } from '../../../schemas/content/wallpaper.js';
import type { ApiClient } from '../../client.js';

/**
 * PATCH /admin/wallpapers/{id}: changes the given fields. `body.updatedAt` is the value that was read;
 * when someone else changed the wallpaper since, the answer is 409 (detail rule `stale`) and nothing changes.
 */
export function updateWallpaper(
  client: ApiClient,
  id: number,
  body: WallpaperUpdateInput,
): Promise<Wallpaper> {
  return client.request<Wallpaper>({ method: 'PATCH', url: `/admin/wallpapers/${id}`, data: body });
}
