import { IDEMPOTENCY_HEADER } from '../../schemas/reissue.js';
import type {
  CheckinRecordBody,
  CheckinRecordResult,
  InviteRecordBody,
  InviteRecordResult,
} from '../../schemas/task-record.js';
import type { ApiClient } from '../client.js';

/**
 * POST /admin/tasks/checkin: records a member's missed sign-in for a business day; the reward of its
 * streak day is paid through the ledger unless the sign-in reward rule is off (`reward: null`,
 * `rewardRuleOff: true`). The same Idempotency-Key and body answer the first result and change nothing.
 */
export function recordCheckin(
  client: ApiClient,
  body: CheckinRecordBody,
  idempotencyKey: string,
): Promise<CheckinRecordResult> {
  return client.request<CheckinRecordResult>({
    method: 'POST',
    url: '/admin/tasks/checkin',
    data: body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** POST /admin/tasks/invite: records who invited whom; the inviter's reward as with `recordCheckin`. */
export function recordInvite(
  client: ApiClient,
  body: InviteRecordBody,
  idempotencyKey: string,
): Promise<InviteRecordResult> {
  return client.request<InviteRecordResult>({
    method: 'POST',
    url: '/admin/tasks/invite',
    data: body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}
