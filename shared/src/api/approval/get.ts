import type { ApprovalDetail } from '../../schemas/approval.js';
import type { ApiClient } from '../client.js';

/** GET /admin/approvals/{id}: one request with its operation log. */
export function getApproval(client: ApiClient, id: number): Promise<ApprovalDetail> {
  return client.request<ApprovalDetail>({ method: 'GET', url: `/admin/approvals/${id}` });
}
