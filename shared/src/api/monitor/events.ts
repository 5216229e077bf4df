/** The path of the live activity stream (Server-Sent Events; send Authorization and Last-Event-ID). */
export const MONITOR_EVENTS_PATH = '/admin/monitor/events';
