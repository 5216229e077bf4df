import { z } from 'zod';

/** One audit-log entry of an operator, as the user centre lists it. */
export const activityItemSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  createdAt: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** Visits of the overview: audit-log entries per area, this week against the week before. */
export const visitSchema = z.object({
  name: z.string(),
  visits: z.number().int(),
  /** Percent against the previous 7 days; null when there were none. */
  growth: z.number().nullable(),
});
export type Visit = z.infer<typeof visitSchema>;

/** GET /admin/account/overview. */
export const accountOverviewSchema = z.object({
  today: z.number().int(),
  latestActivity: z.array(activityItemSchema),
  visits: z.array(visitSchema),
});
export type AccountOverview = z.infer<typeof accountOverviewSchema>;

/** A contributor of a project (spec §3). */
export const contributorSchema = z.object({ name: z.string(), email: z.string(), avatar: z.string() });

/** A project (spec §3 shape): a collection or topic the operator curates, with its contributors. */
export const projectSchema = z.object({
  id: z.string(),
  kind: z.enum(['collection', 'topic']),
  name: z.string(),
  description: z.string(),
  peopleNumber: z.number().int(),
  contributors: z.array(contributorSchema),
  lastChangedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/** A teammate: an operator of the same role and their recent activity. */
export const teammateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  jobName: z.string(),
  role: z.enum(['admin', 'user']),
  self: z.boolean(),
  actions30d: z.number().int(),
  recent: z.array(activityItemSchema),
});
export type Teammate = z.infer<typeof teammateSchema>;
