import type { MonitorNote, MonitorNoteBody } from '../../schemas/monitor.js';
import type { ApiClient } from '../client.js';

/** POST /admin/monitor/note: posts a note into the live stream. */
export function postMonitorNote(client: ApiClient, body: MonitorNoteBody): Promise<MonitorNote> {
  return client.request<MonitorNote>({ method: 'POST', url: '/admin/monitor/note', data: body });
}
