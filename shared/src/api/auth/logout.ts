import type { ApiClient } from '../client.js';

/** POST /admin/auth/logout: revokes the caller's token. */
export function logout(client: ApiClient): Promise<null> {
  return client.request<null>({ method: 'POST', url: '/admin/auth/logout' });
}
