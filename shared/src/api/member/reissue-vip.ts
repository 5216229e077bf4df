import type { ReissuePending } from '../../schemas/approval.js';
import type { ReissueVipInput, ReissueVipResult } from '../../schemas/reissue.js';
import { keyedPost } from '../keyed-post.js';

/**
 * POST /admin/member/patch-vip: re-issue VIP days (they stack after the current expiry). The key
 * rules are those of `reissueCoins`.
 */
export const reissueVip = keyedPost<ReissueVipInput, ReissueVipResult | ReissuePending>(
  '/admin/member/patch-vip',
);
