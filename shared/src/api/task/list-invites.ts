import type { Page } from '../../schemas/common.js';
import type { InviteListQuery, InviteRow } from '../../schemas/task.js';
import { queryGet } from '../query-get.js';

/** GET /admin/tasks/invite: invites with inviter, invitee and reward. */
export const listInvites = queryGet<InviteListQuery, Page<InviteRow>>('/admin/tasks/invite');
