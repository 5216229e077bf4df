import type { CheckinRule } from '../../schemas/task.js';
import type { ApiClient } from '../client.js';

/** GET /admin/tasks/checkin/rules: the reward of each streak day 1..7. */
export function listCheckinRules(client: ApiClient): Promise<CheckinRule[]> {
  return client.request<CheckinRule[]>({ method: 'GET', url: '/admin/tasks/checkin/rules' });
}
