import type { DeleteResult } from '../../../schemas/content/common.js';
import type { ApiClient } from '../../client.js';

/** DELETE /admin/wallpapers/{id}: deletes a wallpaper; 409 naming what still refers to it. */
export function deleteWallpaper(client: ApiClient, id: number): Promise<DeleteResult> {
  return client.request<DeleteResult>({ method: 'DELETE', url: `/admin/wallpapers/${id}` });
}
