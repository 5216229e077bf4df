import type { Wallpaper, WallpaperStatusBody } from '../../../schemas/content/wallpaper.js';
import type { ApiClient } from '../../client.js';

/** POST /admin/wallpapers/{id}/status: sets the status of one wallpaper. */
export function setWallpaperStatus(
  client: ApiClient,
  id: number,
  body: WallpaperStatusBody,
): Promise<Wallpaper> {
  return client.request<Wallpaper>({ method: 'POST', url: `/admin/wallpapers/${id}/status`, data: body });
}
