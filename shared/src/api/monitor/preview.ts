import type { MonitorPreview } from '../../schemas/monitor.js';
import type { ApiClient } from '../client.js';

/** GET /admin/monitor/preview: the newest published wallpaper or template, or null. */
export function getMonitorPreview(client: ApiClient): Promise<MonitorPreview> {
  return client.request<MonitorPreview>({ method: 'GET', url: '/admin/monitor/preview' });
}
