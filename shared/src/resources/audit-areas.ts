import type { MonitorEventKind } from '../schemas/monitor.js';
import { RESOURCE_PATHS } from './paths.js';

/**
 * Which monitor event kind an audited action is, declared once: the server's event feed (in
 * TypeScript and in its SQL filters) and the mock API both read it. An audit action is
 * `<area>.<verb>`; the area decides the kind, except for the re-issues, named by whole action.
 * Every content resource (RESOURCE_PATHS) is `content` without being listed here.
 */

/** A content resource's key (`wallpaper`, `wallpaperTopic` …): its audit area and i18n key. */
export type ContentResourceKey = keyof typeof RESOURCE_PATHS;

/** The content resources' keys, in declaration order. */
export const CONTENT_RESOURCE_KEYS = Object.keys(RESOURCE_PATHS) as ContentResourceKey[];

/** Audit actions of a re-issue: today's names, and the names older audit rows carry. */
export const REISSUE_AUDIT_ACTIONS = [
  'member.reissueCoins',
  'member.reissueVip',
  'member.patchCoin',
  'member.patchVip',
] as const;

/** The event kind of each audit area other than the content resources. */
const AREA_KINDS: Record<string, Exclude<MonitorEventKind, 'reissue' | 'other'>> = {
  monitorNote: 'note',
  order: 'order',
  orders: 'order',
  approval: 'approval',
  approvals: 'approval',
  auth: 'auth',
  session: 'auth',
  upload: 'content',
};

/** Every audit area with a kind of its own (content resources included), mapped to its kind. */
export const AUDIT_AREA_KINDS: Readonly<Record<string, Exclude<MonitorEventKind, 'reissue' | 'other'>>> = {
  ...Object.fromEntries(CONTENT_RESOURCE_KEYS.map((key) => [key, 'content' as const])),
  ...AREA_KINDS,
};

/** The monitor event kind of an audit action (`wallpaper.create` → content). */
export function monitorKindOf(action: string): MonitorEventKind {
  if ((REISSUE_AUDIT_ACTIONS as readonly string[]).includes(action)) return 'reissue';
  return AUDIT_AREA_KINDS[action.split('.')[0] ?? ''] ?? 'other';
}

/** The audit areas of one kind (`content` → wallpaper, template, …, upload). */
export function auditAreasOf(kind: MonitorEventKind): string[] {
  return Object.entries(AUDIT_AREA_KINDS)
    .filter(([, k]) => k === kind)
    .map(([area]) => area);
}
