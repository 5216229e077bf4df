import type { ReissuePending } from '../../schemas/approval.js';
import type { ReissueCoinsInput, ReissueCoinsResult } from '../../schemas/reissue.js';
import { keyedPost } from '../keyed-post.js';

/**
 * POST /admin/member/patch-coin: re-issue coins. `idempotencyKey` goes in the Idempotency-Key header;
 * it is required unless `body.dryRun` is true. Keep the key for retries: the same key and body
 * answer the first result (`replayed: true`) and change nothing; the same key with another body is 409.
 * Above the approval threshold nothing is executed: the answer (HTTP 202) is a pending approval.
 */
export const reissueCoins = keyedPost<ReissueCoinsInput, ReissueCoinsResult | ReissuePending>(
  '/admin/member/patch-coin',
);
