import type { AccountOverview, Project, Teammate } from '../../schemas/account-info.js';
import type { ApiClient } from '../client.js';

/** GET /admin/account/overview: today's count, latest activity and visits, from the audit log. */
export function getAccountOverview(client: ApiClient): Promise<AccountOverview> {
  return client.request<AccountOverview>({ method: 'GET', url: '/admin/account/overview' });
}

/** GET /admin/account/projects: the collections and topics the caller curates. */
export function listProjects(client: ApiClient): Promise<Project[]> {
  return client.request<Project[]>({ method: 'GET', url: '/admin/account/projects' });
}

/** GET /admin/account/team: the operators of the caller's role and their recent activity. */
export function listTeam(client: ApiClient): Promise<Teammate[]> {
  return client.request<Teammate[]>({ method: 'GET', url: '/admin/account/team' });
}
