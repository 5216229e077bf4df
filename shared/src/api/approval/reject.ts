import type { Approval } from '../../schemas/approval.js';
import type { ApiClient } from '../client.js';

/** POST /admin/approvals/{id}/reject (admins, not the requester): nothing is executed. */
export function rejectApproval(client: ApiClient, id: number, reason: string): Promise<Approval> {
  return client.request<Approval>({ method: 'POST', url: `/admin/approvals/${id}/reject`, data: { reason } });
}
