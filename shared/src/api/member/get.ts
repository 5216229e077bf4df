import type { MemberDetail } from '../../schemas/member.js';
import type { ApiClient } from '../client.js';

/**
 * GET /admin/members/{id}: one member with balances, recent ledgers, VIP grants and orders.
 * `id` may be the internal id, the 8-digit visible id or the 11-digit phone.
 */
export function getMember(client: ApiClient, id: string | number): Promise<MemberDetail> {
  return client.request<MemberDetail>({
    method: 'GET',
    url: `/admin/members/${encodeURIComponent(String(id))}`,
  });
}
