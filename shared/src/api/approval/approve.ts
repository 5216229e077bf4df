import type { Approval } from '../../schemas/approval.js';
import type { ApiClient } from '../client.js';

/** POST /admin/approvals/{id}/approve (admins, not the requester): executes the request once. */
export function approveApproval(client: ApiClient, id: number): Promise<Approval> {
  return client.request<Approval>({ method: 'POST', url: `/admin/approvals/${id}/approve`, data: {} });
}
