import type {
  CheckinRecordBody,
  CheckinRecordResult,
  InviteRecordBody,
  InviteRecordResult,
} from '../../schemas/task-record.js';
import type { ApiClient } from '../client.js';
import { keyedPost } from '../keyed-post.js';

/**
 * POST /admin/tasks/checkin: records a member's missed sign-in for a business day; the reward of its
 * streak day is paid through the ledger unless the sign-in reward rule is off (`reward: null`,
 * `rewardRuleOff: true`). The same Idempotency-Key and body answer the first result and change nothing.
 */
export const recordCheckin: (
  client: ApiClient,
  body: CheckinRecordBody,
  idempotencyKey: string,
) => Promise<CheckinRecordResult> = keyedPost('/admin/tasks/checkin');

/** POST /admin/tasks/invite: records who invited whom; the inviter's reward as with `recordCheckin`. */
export const recordInvite: (
  client: ApiClient,
  body: InviteRecordBody,
  idempotencyKey: string,
) => Promise<InviteRecordResult> = keyedPost('/admin/tasks/invite');
