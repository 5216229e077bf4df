import type { ApiToken, ApiTokenCreateBody, ApiTokenCreated } from '../../schemas/api-token.js';
import type { ApiClient } from '../client.js';

/** GET /admin/account/tokens: the caller's API tokens, newest first (never their text). */
export function listApiTokens(client: ApiClient): Promise<ApiToken[]> {
  return client.request<ApiToken[]>({ method: 'GET', url: '/admin/account/tokens' });
}

/** POST /admin/account/tokens: a new token; its text is in this answer only. */
export function createApiToken(client: ApiClient, body: ApiTokenCreateBody): Promise<ApiTokenCreated> {
  return client.request<ApiTokenCreated>({ method: 'POST', url: '/admin/account/tokens', data: body });
}

/** DELETE /admin/account/tokens/{id}: revokes one of the caller's tokens at once. */
export function revokeApiToken(client: ApiClient, id: number): Promise<ApiToken> {
  return client.request<ApiToken>({ method: 'DELETE', url: `/admin/account/tokens/${id}` });
}
