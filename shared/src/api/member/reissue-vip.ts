import type { ReissueVipInput, ReissueVipResult } from '../../schemas/reissue.js';
import { reissueCall } from './reissue-call.js';

/**
 * POST /admin/member/patch-vip: re-issue VIP days (they stack after the current expiry). The key
 * rules are those of `reissueCoins`.
 */
export const reissueVip = reissueCall<ReissueVipInput, ReissueVipResult>('/admin/member/patch-vip');
