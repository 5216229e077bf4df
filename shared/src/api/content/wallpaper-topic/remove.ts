import type { DeleteResult } from '../../../schemas/content/common.js';
import type { ApiClient } from '../../client.js';

/** DELETE /admin/wallpaper-topics/{id}: deletes a wallpaper topic; 409 naming what still refers to it. */
export function deleteWallpaperTopic(client: ApiClient, id: number): Promise<DeleteResult> {
  return client.request<DeleteResult>({ method: 'DELETE', url: `/admin/wallpaper-topics/${id}` });
}
