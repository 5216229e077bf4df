import type { Page } from '../../schemas/common.js';
import type { PointLedgerRow } from '../../schemas/ledger.js';
import type { PointListQuery } from '../../schemas/point.js';
import type { ApiClient } from '../client.js';

/** GET /admin/points: point ledger rows. */
export function listPoints(client: ApiClient, query: PointListQuery = {}): Promise<Page<PointLedgerRow>> {
  return client.request<Page<PointLedgerRow>>({ method: 'GET', url: '/admin/points', params: query });
}
