import type { MonitorActivityQuery, MonitorEvent } from '../../schemas/monitor.js';
import type { ApiClient } from '../client.js';

/** GET /admin/monitor/activity: the newest audited events, newest first. */
export function getMonitorActivity(
  client: ApiClient,
  query: MonitorActivityQuery = {},
): Promise<MonitorEvent[]> {
  return client.request<MonitorEvent[]>({ method: 'GET', url: '/admin/monitor/activity', params: query });
}
