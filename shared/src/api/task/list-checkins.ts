import type { Page } from '../../schemas/common.js';
import type { CheckinListQuery, CheckinRow } from '../../schemas/task.js';
import type { ApiClient } from '../client.js';

/** GET /admin/tasks/checkin: sign-in records. */
export function listCheckins(client: ApiClient, query: CheckinListQuery = {}): Promise<Page<CheckinRow>> {
  return client.request<Page<CheckinRow>>({ method: 'GET', url: '/admin/tasks/checkin', params: query });
}
