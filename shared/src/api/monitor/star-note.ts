import type { MonitorNote, MonitorNoteStarBody } from '../../schemas/monitor.js';
import type { ApiClient } from '../client.js';

/** POST /admin/monitor/note/star: stars or unstars a note. */
export function starMonitorNote(client: ApiClient, body: MonitorNoteStarBody): Promise<MonitorNote> {
  return client.request<MonitorNote>({ method: 'POST', url: '/admin/monitor/note/star', data: body });
}
