import type { MonitorStatus } from '../../schemas/monitor.js';
import type { ApiClient } from '../client.js';

/** GET /admin/monitor/status: the server's status figures. */
export function getMonitorStatus(client: ApiClient): Promise<MonitorStatus> {
  return client.request<MonitorStatus>({ method: 'GET', url: '/admin/monitor/status' });
}
