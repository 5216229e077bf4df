import { z } from 'zod';
import { BUSINESS_OFFSET_MS } from './business-time.js';
import { daySchema } from './list-query.js';
import { memberSummarySchema } from './member.js';
import { checkinRowSchema, inviteRowSchema } from './task.js';

/** How many business days back support may record a missed sign-in (today included). */
export const CHECKIN_MAKE_GOOD_DAYS = 30;

/** What a rewarded invite pays the inviter unless the `invite_reward` setting says otherwise. */
export const INVITE_REWARD_DEFAULT = { points: 100, coins: 10 } as const;

const DAY_MS = 86_400_000;

/** The business day (UTC+8) `daysBack` days before today, as `YYYY-MM-DD`. */
export function businessDayBefore(daysBack: number, now = Date.now()): string {
  return new Date(now + BUSINESS_OFFSET_MS - daysBack * DAY_MS).toISOString().slice(0, 10);
}

/** True when `day` lies in the make-good range: not after today (UTC+8), not older than the range. */
export function inMakeGoodWindow(day: string, now = Date.now()): boolean {
  return day <= businessDayBefore(0, now) && day >= businessDayBefore(CHECKIN_MAKE_GOOD_DAYS - 1, now);
}

const memberIdSchema = z.number().int().min(1).max(2_147_483_647);

/**
 * POST /admin/tasks/checkin body: record member `memberId`'s missed sign-in for business `day`
 * (UTC+8, within the last CHECKIN_MAKE_GOOD_DAYS days). Needs an Idempotency-Key header.
 */
export const checkinRecordBodySchema = z.object({
  memberId: memberIdSchema,
  day: daySchema.refine((d) => inMakeGoodWindow(d), { message: 'tasks.validation.makeGoodDay' }),
});
export type CheckinRecordBody = z.infer<typeof checkinRecordBodySchema>;

/** POST /admin/tasks/invite body: `inviterId` invited `inviteeId` (an invitee has at most one inviter). */
export const inviteRecordBodySchema = z
  .object({ inviterId: memberIdSchema, inviteeId: memberIdSchema })
  .refine((b) => b.inviterId !== b.inviteeId, {
    path: ['inviteeId'],
    message: 'tasks.validation.selfInvite',
  });
export type InviteRecordBody = z.infer<typeof inviteRecordBodySchema>;

/**
 * What a granted reward paid (through the ledger) and the balances after it. Null when the rule's
 * automation switch was off: the record was written, nothing was paid (`rewardRuleOff: true`).
 */
export const taskRewardSchema = z.object({
  points: z.number().int(),
  coins: z.number().int(),
  pointsBalance: z.number().int(),
  coinBalance: z.number().int(),
});
export type TaskReward = z.infer<typeof taskRewardSchema>;

const recordResultShape = {
  reward: taskRewardSchema.nullable(),
  rewardRuleOff: z.boolean(),
  /** True when this answer is the stored result of an earlier call with the same Idempotency-Key. */
  replayed: z.boolean(),
  /** The rewarded member after the call. */
  member: memberSummarySchema,
};

/** POST /admin/tasks/checkin answer. */
export const checkinRecordResultSchema = z.object({ checkin: checkinRowSchema, ...recordResultShape });
export type CheckinRecordResult = z.infer<typeof checkinRecordResultSchema>;

/** POST /admin/tasks/invite answer. */
export const inviteRecordResultSchema = z.object({ invite: inviteRowSchema, ...recordResultShape });
export type InviteRecordResult = z.infer<typeof inviteRecordResultSchema>;
