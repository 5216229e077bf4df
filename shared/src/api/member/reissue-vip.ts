import type { ReissuePending } from '../../schemas/approval.js';
import type { ReissueVipInput, ReissueVipResult } from '../../schemas/reissue.js';
import { IDEMPOTENCY_HEADER } from '../../schemas/reissue.js';
import type { ApiClient } from '../client.js';

/**
 * POST /admin/member/patch-vip: re-issue VIP days (they stack after the current expiry). The key
 * rules are those of `reissueCoins`.
 */
export function reissueVip(
  client: ApiClient,
  body: ReissueVipInput,
  idempotencyKey: string | undefined,
): Promise<ReissueVipResult | ReissuePending> {
  return client.request<ReissueVipResult | ReissuePending>({
    method: 'POST',
    url: '/admin/member/patch-vip',
    data: body,
    headers: idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {},
  });
}
