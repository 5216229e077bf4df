import type { MemberLookupBody, MemberLookupResult } from '../../schemas/reissue-job.js';
import type { ApiClient } from '../client.js';

/** POST /admin/members/lookup: many member references (member ID, phone, internal id) in one request. */
export function lookupMembers(client: ApiClient, body: MemberLookupBody): Promise<MemberLookupResult> {
  return client.request<MemberLookupResult>({ method: 'POST', url: '/admin/members/lookup', data: body });
}
