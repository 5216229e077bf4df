import type { Page } from '../../schemas/common.js';
import type { CoinConsumeQuery, CoinConsumeRow } from '../../schemas/consume.js';
import { queryGet } from '../query-get.js';

/** GET /admin/consume/coin: coin ledger rows that took coins away (delta < 0), with the content an unlock paid for. */
export const listCoinConsumption = queryGet<CoinConsumeQuery, Page<CoinConsumeRow>>('/admin/consume/coin');
