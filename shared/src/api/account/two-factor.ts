import type {
  TwoFactorDisableBody,
  TwoFactorEnableBody,
  TwoFactorEnabled,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../../schemas/two-factor.js';
import type { ApiClient } from '../client.js';

/** GET /admin/account/two-factor: whether TOTP is on and how many recovery codes are left. */
export function getTwoFactor(client: ApiClient): Promise<TwoFactorStatus> {
  return client.request<TwoFactorStatus>({ method: 'GET', url: '/admin/account/two-factor' });
}

/** POST /admin/account/two-factor/setup: a pending secret, its otpauth URI and QR code. */
export function setupTwoFactor(client: ApiClient): Promise<TwoFactorSetup> {
  return client.request<TwoFactorSetup>({ method: 'POST', url: '/admin/account/two-factor/setup' });
}

/** POST /admin/account/two-factor/enable: the first code turns TOTP on; answers the recovery codes once. */
export function enableTwoFactor(client: ApiClient, body: TwoFactorEnableBody): Promise<TwoFactorEnabled> {
  return client.request<TwoFactorEnabled>({
    method: 'POST',
    url: '/admin/account/two-factor/enable',
    data: body,
  });
}

/** DELETE /admin/account/two-factor: a current code (or a recovery code) turns TOTP off. */
export function disableTwoFactor(client: ApiClient, body: TwoFactorDisableBody): Promise<TwoFactorStatus> {
  return client.request<TwoFactorStatus>({ method: 'DELETE', url: '/admin/account/two-factor', data: body });
}
