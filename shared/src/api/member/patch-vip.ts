import type { ReissuePending } from '../../schemas/approval.js';
import type { PatchVipInput, PatchVipResult } from '../../schemas/patch.js';
import { IDEMPOTENCY_HEADER } from '../../schemas/patch.js';
import type { ApiClient } from '../client.js';

/**
 * POST /admin/member/patch-vip: re-issue VIP days (they stack after the current expiry). The key
 * rules are those of `patchCoin`.
 */
export function patchVip(
  client: ApiClient,
  body: PatchVipInput,
  idempotencyKey: string | undefined,
): Promise<PatchVipResult | ReissuePending> {
  return client.request<PatchVipResult | ReissuePending>({
    method: 'POST',
    url: '/admin/member/patch-vip',
    data: body,
    headers: idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {},
  });
}
