import type { Wallpaper, WallpaperCreateInput } from '../../../schemas/content/wallpaper.js';
import type { ApiClient } from '../../client.js';

/** POST /admin/wallpapers: creates a wallpaper (409 on a duplicate slug, 400 naming a bad field). */
export function createWallpaper(client: ApiClient, body: WallpaperCreateInput): Promise<Wallpaper> {
  return client.request<Wallpaper>({ method: 'POST', url: '/admin/wallpapers', data: body });
}
