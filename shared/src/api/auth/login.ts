import type { LoginBody, LoginResult } from '../../schemas/auth.js';
import type { LoginVerifyBody } from '../../schemas/two-factor.js';
import type { ApiClient } from '../client.js';

/** POST /admin/auth/login → the access token, or a challenge when the operator has TOTP on. */
export function login(client: ApiClient, body: LoginBody): Promise<LoginResult> {
  return client.request<LoginResult>({ method: 'POST', url: '/admin/auth/login', data: body });
}

/** POST /admin/auth/login/verify: the challenge and the TOTP (or recovery) code → the access token. */
export function verifyLogin(client: ApiClient, body: LoginVerifyBody): Promise<{ accessToken: string }> {
  return client.request<{ accessToken: string }>({
    method: 'POST',
    url: '/admin/auth/login/verify',
    data: body,
  });
}
