import type { MonitorNote } from '../../schemas/monitor.js';
import type { ApiClient } from '../client.js';

/** GET /admin/monitor/notes: the newest notes, starred first. */
export function listMonitorNotes(client: ApiClient): Promise<MonitorNote[]> {
  return client.request<MonitorNote[]>({ method: 'GET', url: '/admin/monitor/notes' });
}
