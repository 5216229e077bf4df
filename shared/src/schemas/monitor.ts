import { z } from 'zod';
import { databaseKindSchema } from './health.js';
import { MONITOR_EVENT_KINDS, MONITOR_NOTE_LIMITS } from './monitor-values.js';

export {
  DATABASE_KINDS,
  DATABASE_NAMES,
  MONITOR_EVENT_KINDS,
  MONITOR_NOTE_LIMITS,
  MONITOR_THRESHOLDS,
  reissueCountText,
  uptimeText,
} from './monitor-values.js';

/** What a live-activity event is about, for the monitor's filters. */
export const monitorEventKindSchema = z.enum(MONITOR_EVENT_KINDS);
export type MonitorEventKind = z.infer<typeof monitorEventKindSchema>;

/** One note of the live activity stream: id, username, content, time, isCollect (starred). */
export const monitorNoteSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  content: z.string(),
  time: z.string(),
  isCollect: z.boolean(),
});
export type MonitorNote = z.infer<typeof monitorNoteSchema>;

/**
 * One event of the live activity stream: an audited write (its audit_log row id is the event id,
 * so a reconnecting stream resumes after the last id it saw).
 */
export const monitorEventSchema = z.object({
  id: z.number().int(),
  time: z.string(),
  kind: monitorEventKindSchema,
  action: z.string(),
  status: z.enum(['ok', 'failed']),
  operator: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  targetType: z.string(),
  targetId: z.string(),
  /** The member's internal id (for links); screens show `memberVisibleId`, the 8-digit id. */
  memberId: z.number().int().nullable(),
  memberVisibleId: z.string().nullable(),
  orderNo: z.string().nullable(),
  /** Coins of a coin re-issue, days of a VIP re-issue. */
  coins: z.number().int().nullable(),
  days: z.number().int().nullable(),
  /** The note, for kind 'note' (its current star). */
  note: monitorNoteSchema.nullable(),
});
export type MonitorEvent = z.infer<typeof monitorEventSchema>;

/** GET /admin/monitor/activity query: the newest events, optionally of one kind. */
export const monitorActivityQuerySchema = z.object({
  kind: monitorEventKindSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type MonitorActivityQuery = z.input<typeof monitorActivityQuerySchema>;

/** POST /admin/monitor/note body: a short note into the live activity stream. */
export const monitorNoteBodySchema = z.object({
  content: z.string().trim().min(MONITOR_NOTE_LIMITS.min).max(MONITOR_NOTE_LIMITS.max),
});
export type MonitorNoteBody = z.infer<typeof monitorNoteBodySchema>;

/** POST /admin/monitor/note/star body: star or unstar a note. */
export const monitorNoteStarBodySchema = z.object({
  id: z.number().int().min(1).max(2_147_483_647),
  isCollect: z.boolean(),
});
export type MonitorNoteStarBody = z.infer<typeof monitorNoteStarBodySchema>;

/** GET /admin/monitor/status: the studio info and status figures of this server process. */
export const monitorStatusSchema = z.object({
  version: z.string(),
  uptimeSeconds: z.number().int(),
  db: databaseKindSchema,
  /** Over the last 5 minutes. */
  requestsPerMinute: z.number(),
  errorRate: z.number(),
  p95Ms: z.number(),
  openConnections: z.number().int(),
  streams: z.number().int(),
  /** The last 24 hours of re-issues. */
  reissuedCoins24h: z.number().int(),
  reissues24h: z.number().int(),
});
export type MonitorStatus = z.infer<typeof monitorStatusSchema>;

/** One row of the monitor list: an item of an online collection, in the collection's order. */
export const rotationItemSchema = z.object({
  order: z.number().int(),
  collectionId: z.number().int(),
  collectionName: z.string(),
  kind: z.enum(['wallpaper', 'template']),
  id: z.number().int(),
  name: z.string(),
  cover: z.string(),
  /** Seconds for a video wallpaper, null for a still one. */
  duration: z.number().int().nullable(),
  /** How many online collections this item is in. */
  rotationCount: z.number().int(),
});
export type RotationItem = z.infer<typeof rotationItemSchema>;

/** The newest published wallpaper or template, for the monitor's preview. */
export const monitorPreviewSchema = z
  .object({
    kind: z.enum(['wallpaper', 'template']),
    id: z.number().int(),
    name: z.string(),
    cover: z.string(),
    publishedAt: z.string(),
  })
  .nullable();
export type MonitorPreview = z.infer<typeof monitorPreviewSchema>;
