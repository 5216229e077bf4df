import type {
  AccountProfile,
  AccountSession,
  PasswordChangeBody,
  PasswordChangeResult,
  ProfileUpdateBody,
  SessionsRevoked,
} from '../../schemas/account.js';
import type {
  Certification,
  CertificationRecord,
  SecuritySettings,
  SecurityUpdateBody,
} from '../../schemas/account-security.js';
import type { ApiClient } from '../client.js';

/** GET /admin/account/settings: the profile with the user-setting fields (nickname, area…). */
export function getAccountProfile(client: ApiClient): Promise<AccountProfile> {
  return client.request<AccountProfile>({ method: 'GET', url: '/admin/account/settings' });
}

/** PUT /admin/account/profile: saves the caller's own fields; answers the saved profile. */
export function updateProfile(client: ApiClient, body: ProfileUpdateBody): Promise<AccountProfile> {
  return client.request<AccountProfile>({ method: 'PUT', url: '/admin/account/profile', data: body });
}

/** POST /admin/account/password: changes the password; every other session is signed out. */
export function changePassword(client: ApiClient, body: PasswordChangeBody): Promise<PasswordChangeResult> {
  return client.request<PasswordChangeResult>({ method: 'POST', url: '/admin/account/password', data: body });
}

/** GET /admin/account/sessions: the caller's active sessions, newest first. */
export function listSessions(client: ApiClient): Promise<AccountSession[]> {
  return client.request<AccountSession[]>({ method: 'GET', url: '/admin/account/sessions' });
}

/** DELETE /admin/account/sessions/:id: signs one of the caller's sessions out. */
export function revokeSession(client: ApiClient, id: number): Promise<SessionsRevoked> {
  return client.request<SessionsRevoked>({ method: 'DELETE', url: `/admin/account/sessions/${id}` });
}

/** POST /admin/account/sessions/revoke-others: signs out every session but the caller's. */
export function revokeOtherSessions(client: ApiClient): Promise<SessionsRevoked> {
  return client.request<SessionsRevoked>({ method: 'POST', url: '/admin/account/sessions/revoke-others' });
}

/** GET /admin/account/security. */
export function getSecurity(client: ApiClient): Promise<SecuritySettings> {
  return client.request<SecuritySettings>({ method: 'GET', url: '/admin/account/security' });
}

/** PUT /admin/account/security: sets or unsets the question, security phone or email. */
export function updateSecurity(client: ApiClient, body: SecurityUpdateBody): Promise<SecuritySettings> {
  return client.request<SecuritySettings>({ method: 'PUT', url: '/admin/account/security', data: body });
}

/** GET /admin/account/certification. */
export function getCertification(client: ApiClient): Promise<Certification> {
  return client.request<Certification>({ method: 'GET', url: '/admin/account/certification' });
}

/** POST /admin/account/certification/records/:id/withdraw: withdraws a record still being audited. */
export function withdrawCertification(client: ApiClient, id: number): Promise<CertificationRecord[]> {
  return client.request<CertificationRecord[]>({
    method: 'POST',
    url: `/admin/account/certification/records/${id}/withdraw`,
  });
}
