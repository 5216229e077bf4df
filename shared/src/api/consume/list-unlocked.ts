import type { Page } from '../../schemas/common.js';
import type { UnlockListQuery, UnlockRow } from '../../schemas/consume.js';
import { queryGet } from '../query-get.js';

/** GET /admin/consume/unlocked: content unlocked by paying coins. */
export const listCoinUnlocks = queryGet<UnlockListQuery, Page<UnlockRow>>('/admin/consume/unlocked');
