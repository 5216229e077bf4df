import type { ApiClient } from '../client.js';

/** POST /admin/auth/logout: revokes the caller's token. */
export function logout(client: ApiClient): Promise<null> {
  // an empty JSON object: a POST without a body reached the server with a JSON content type and no
  // body from the CLI's adapter, which Fastify refuses (400)
  return client.request<null>({ method: 'POST', url: '/admin/auth/logout', data: {} });
}
