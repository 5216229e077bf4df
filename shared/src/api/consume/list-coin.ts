import type { Page } from '../../schemas/common.js';
import type { CoinConsumeQuery } from '../../schemas/consume.js';
import type { CoinLedgerRow } from '../../schemas/ledger.js';
import { queryGet } from '../query-get.js';

/** GET /admin/consume/coin: coin ledger rows that took coins away (delta < 0). */
export const listCoinConsumption = queryGet<CoinConsumeQuery, Page<CoinLedgerRow>>('/admin/consume/coin');
