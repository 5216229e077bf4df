import { z } from 'zod';
import {
  createdRangeFilters,
  daySchema,
  listQuerySchema,
  memberRefFilters,
  memberRefShape,
  optionalFilter,
} from './list-query.js';
import { INVITE_STATUSES } from './task-values.js';

// The values live in task-values.ts, without zod (a list showing them loads no zod).
export { INVITE_STATUSES } from './task-values.js';

/** Check-in streak days with a reward rule: day 1..7, then the cycle restarts. */
export const CHECKIN_CYCLE_DAYS = 7;

/** One check-in reward rule (checkin_rules): the reward of the n-th consecutive day of a cycle. */
export const checkinRuleSchema = z.object({
  day: z.number().int().min(1).max(CHECKIN_CYCLE_DAYS),
  rewardPoints: z.number().int(),
  rewardCoins: z.number().int(),
});
export type CheckinRule = z.infer<typeof checkinRuleSchema>;

/**
 * GET /admin/tasks/checkin: check-in records. Filter by member, day range (`dayFrom`/`dayTo`,
 * inclusive days), minimum streak; sort day (default desc) or streak.
 */
export const checkinListQuerySchema = listQuerySchema(['day', 'streak'], {
  ...memberRefFilters,
  dayFrom: optionalFilter(daySchema),
  dayTo: optionalFilter(daySchema),
  minStreak: optionalFilter(z.coerce.number().int().min(1).max(10_000)),
});
export type CheckinListQuery = z.input<typeof checkinListQuerySchema>;

/** One check-in: the member's `streak` on that `day` and what it paid out. */
export const checkinRowSchema = z.object({
  id: z.number().int(),
  ...memberRefShape,
  day: z.string(),
  streak: z.number().int(),
  rewardPoints: z.number().int(),
  rewardCoins: z.number().int(),
  createdAt: z.string(),
});
export type CheckinRow = z.infer<typeof checkinRowSchema>;

export const inviteStatusSchema = z.enum(INVITE_STATUSES);
export type InviteStatus = z.infer<typeof inviteStatusSchema>;

/**
 * GET /admin/tasks/invite: invites. Filter by status, the inviter (`inviterId` or 8-digit
 * `inviterVisibleId`), the invitee (`memberId`/`visibleId`), creation range; sort createdAt.
 */
export const inviteListQuerySchema = listQuerySchema(['createdAt'], {
  status: optionalFilter(inviteStatusSchema),
  inviterId: memberRefFilters.memberId,
  inviterVisibleId: memberRefFilters.visibleId,
  ...memberRefFilters,
  ...createdRangeFilters,
});
export type InviteListQuery = z.input<typeof inviteListQuerySchema>;

/** One invite: inviter → invitee (`member*` fields are the invitee), with the inviter's reward. */
export const inviteRowSchema = z.object({
  id: z.number().int(),
  inviterId: z.number().int(),
  inviterVisibleId: z.string(),
  inviterNickname: z.string(),
  ...memberRefShape,
  status: inviteStatusSchema,
  rewardPoints: z.number().int(),
  rewardCoins: z.number().int(),
  createdAt: z.string(),
  rewardedAt: z.string().nullable(),
});
export type InviteRow = z.infer<typeof inviteRowSchema>;
