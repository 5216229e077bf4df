import type { LoginBody, LoginResult } from '../../schemas/auth.js';
import type { ApiClient } from '../client.js';

/** POST /admin/auth/login → the access token. */
export function login(client: ApiClient, body: LoginBody): Promise<LoginResult> {
  return client.request<LoginResult>({ method: 'POST', url: '/admin/auth/login', data: body });
}
