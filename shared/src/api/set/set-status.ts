import type { SetRow, SetStatus } from '../../schemas/set.js';
import type { ApiClient } from '../client.js';

/** POST /admin/sets/{id}/status: takes a set online or offline (admin). */
export function setSetStatus(client: ApiClient, id: number, status: SetStatus): Promise<SetRow> {
  return client.request<SetRow>({ method: 'POST', url: `/admin/sets/${id}/status`, data: { status } });
}
