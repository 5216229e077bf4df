import type { Page } from '../../schemas/common.js';
import type { MemberListQuery, MemberRow } from '../../schemas/member.js';
import type { ApiClient } from '../client.js';

/** GET /admin/members: members filtered, sorted and paged on the server (`{list, total, estimated?}`). */
export function listMembers(client: ApiClient, query: MemberListQuery = {}): Promise<Page<MemberRow>> {
  return client.request<Page<MemberRow>>({ method: 'GET', url: '/admin/members', params: query });
}
