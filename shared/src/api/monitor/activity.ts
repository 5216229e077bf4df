import type { MonitorActivityQuery, MonitorEvent } from '../../schemas/monitor.js';
import { queryGet } from '../query-get.js';

/** GET /admin/monitor/activity: the newest audited events, newest first. */
export const getMonitorActivity = queryGet<MonitorActivityQuery, MonitorEvent[]>('/admin/monitor/activity');
