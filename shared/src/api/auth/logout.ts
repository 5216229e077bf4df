import type { ApiClient } from '../client.js';

/** GET /admin/auth/logout: revokes the caller's token. */
export function logout(client: ApiClient): Promise<null> {
  return client.request<null>({ method: 'GET', url: '/admin/auth/logout' });
}
