import type { Approval, ApprovalListQuery } from '../../schemas/approval.js';
import type { ApiClient } from '../client.js';

/** GET /admin/approvals: requests newest first, optionally one status (a non-admin sees their own). */
export function listApprovals(client: ApiClient, query: ApprovalListQuery = {}): Promise<Approval[]> {
  return client.request<Approval[]>({ method: 'GET', url: '/admin/approvals', params: query });
}
