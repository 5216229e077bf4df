import type { Page } from '../../schemas/common.js';
import type { MemberListQuery, MemberRow } from '../../schemas/member.js';
import { queryGet } from '../query-get.js';

/** GET /admin/members: members filtered, sorted and paged on the server (`{list, total, estimated?}`). */
export const listMembers = queryGet<MemberListQuery, Page<MemberRow>>('/admin/members');
