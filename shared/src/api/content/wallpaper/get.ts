import type { Wallpaper } from '../../../schemas/content/wallpaper.js';
import type { ApiClient } from '../../client.js';

/** GET /admin/wallpapers/{id}: one wallpaper. */
export function getWallpaper(client: ApiClient, id: number): Promise<Wallpaper> {
  return client.request<Wallpaper>({ method: 'GET', url: `/admin/wallpapers/${id}` });
}
