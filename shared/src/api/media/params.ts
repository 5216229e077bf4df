import type { MediaParams, MediaParamsChange, MediaParamsState } from '../../schemas/media-params.js';
import type { ApiClient } from '../client.js';

/** GET /admin/media-params: the encoding parameters in effect and any change waiting for approval. */
export function getMediaParams(client: ApiClient): Promise<MediaParamsState> {
  return client.request<MediaParamsState>({ method: 'GET', url: '/admin/media-params' });
}

/** PUT /admin/media-params (admins): asks for a change; it applies once a second admin approves. */
export function requestMediaParams(client: ApiClient, body: MediaParams): Promise<MediaParamsChange> {
  return client.request<MediaParamsChange>({ method: 'PUT', url: '/admin/media-params', data: body });
}
