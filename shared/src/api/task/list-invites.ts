import type { Page } from '../../schemas/common.js';
import type { InviteListQuery, InviteRow } from '../../schemas/task.js';
import type { ApiClient } from '../client.js';

/** GET /admin/tasks/invite: invites with inviter, invitee and reward. */
export function listInvites(client: ApiClient, query: InviteListQuery = {}): Promise<Page<InviteRow>> {
  return client.request<Page<InviteRow>>({ method: 'GET', url: '/admin/tasks/invite', params: query });
}
