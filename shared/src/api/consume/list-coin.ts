import type { Page } from '../../schemas/common.js';
import type { CoinConsumeQuery } from '../../schemas/consume.js';
import type { CoinLedgerRow } from '../../schemas/ledger.js';
import type { ApiClient } from '../client.js';

/** GET /admin/consume/coin: coin ledger rows that took coins away (delta < 0). */
export function listCoinConsumption(
  client: ApiClient,
  query: CoinConsumeQuery = {},
): Promise<Page<CoinLedgerRow>> {
  return client.request<Page<CoinLedgerRow>>({ method: 'GET', url: '/admin/consume/coin', params: query });
}
