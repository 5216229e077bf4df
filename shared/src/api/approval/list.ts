import type { Approval, ApprovalListQuery } from '../../schemas/approval.js';
import { queryGet } from '../query-get.js';

/** GET /admin/approvals: requests newest first, optionally one status (a non-admin sees their own). */
export const listApprovals = queryGet<ApprovalListQuery, Approval[]>('/admin/approvals');
