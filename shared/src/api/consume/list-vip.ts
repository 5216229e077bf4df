import type { Page } from '../../schemas/common.js';
import type { UnlockListQuery, UnlockRow } from '../../schemas/consume.js';
import { queryGet } from '../query-get.js';

/** GET /admin/consume/vip: content unlocked with VIP. */
export const listVipConsumption = queryGet<UnlockListQuery, Page<UnlockRow>>('/admin/consume/vip');
