import type { Page } from '../../schemas/common.js';
import type { CheckinListQuery, CheckinRow } from '../../schemas/task.js';
import { queryGet } from '../query-get.js';

/** GET /admin/tasks/checkin: sign-in records. */
export const listCheckins = queryGet<CheckinListQuery, Page<CheckinRow>>('/admin/tasks/checkin');
