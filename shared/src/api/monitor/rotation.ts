import type { RotationItem } from '../../schemas/monitor.js';
import type { ApiClient } from '../client.js';

/** GET /admin/monitor/rotation: the content in rotation (online collections' items). */
export function getMonitorRotation(client: ApiClient): Promise<RotationItem[]> {
  return client.request<RotationItem[]>({ method: 'GET', url: '/admin/monitor/rotation' });
}
