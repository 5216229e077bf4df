import type { Page } from '../../../schemas/common.js';
import type { Wallpaper, WallpaperListQuery } from '../../../schemas/content/wallpaper.js';
import type { ApiClient } from '../../client.js';

/** GET /admin/wallpapers: wallpaper rows filtered, sorted and paged on the server (`{list, total}`). */
export function listWallpapers(client: ApiClient, query: WallpaperListQuery = {}): Promise<Page<Wallpaper>> {
  return client.request<Page<Wallpaper>>({ method: 'GET', url: '/admin/wallpapers', params: query });
}
