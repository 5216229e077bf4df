import { z } from 'zod';
import { channelCodeSchema } from './channel.js';
import { queryBooleanSchema } from './common.js';
import { coinLedgerRowSchema, pointLedgerRowSchema, vipGrantRowSchema } from './ledger.js';
import { dateBoundSchema, listQuerySchema, optionalFilter } from './list-query.js';
import { MEMBER_PLATFORMS, MEMBER_SORT_FIELDS, MEMBER_STATUSES } from './member-values.js';
import { orderRowSchema } from './order.js';

export { MEMBER_CHANNELS, MEMBER_PLATFORMS, MEMBER_SORT_FIELDS, MEMBER_STATUSES } from './member-values.js';

/** Member account status (MEMBER_STATUSES); banned members cannot receive re-issues. */
export const memberStatusSchema = z.enum(MEMBER_STATUSES);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

/** The platform a member registered on (MEMBER_PLATFORMS). */
export const memberPlatformSchema = z.enum(MEMBER_PLATFORMS);
export type MemberPlatform = z.infer<typeof memberPlatformSchema>;

/** A member's channel: the code of a built-in channel (MEMBER_CHANNELS) or of a channels row. */
export const memberChannelSchema = channelCodeSchema;
export type MemberChannel = string;

/**
 * GET /admin/members query. `q` searches: all digits → visible id or phone starting with q;
 * anything else → nickname containing q anywhere (case-insensitive). `vip=true` keeps members whose VIP is active now,
 * `vip=false` the others. Registration range bounds are days (UTC+8) or ISO date-times.
 */
export const memberListQuerySchema = listQuerySchema(MEMBER_SORT_FIELDS, {
  q: optionalFilter(z.string().trim().min(1).max(50)),
  status: optionalFilter(memberStatusSchema),
  vip: optionalFilter(queryBooleanSchema),
  platform: optionalFilter(memberPlatformSchema),
  channel: optionalFilter(memberChannelSchema),
  registeredFrom: optionalFilter(dateBoundSchema),
  registeredTo: optionalFilter(dateBoundSchema),
});
export type MemberListQuery = z.input<typeof memberListQuerySchema>;

/** A member as the lists show it; `phone` is masked (`138****0001`). Times are ISO 8601 (UTC). */
export const memberRowSchema = z.object({
  id: z.number().int(),
  visibleId: z.string(),
  nickname: z.string(),
  avatarUrl: z.string(),
  phone: z.string(),
  platform: memberPlatformSchema,
  channel: z.string(),
  status: memberStatusSchema,
  coinBalance: z.number().int(),
  pointsBalance: z.number().int(),
  vipExpiresAt: z.string().nullable(),
  /** vipExpiresAt > now, computed by the server when answering. */
  vipActive: z.boolean(),
  inviteCode: z.string(),
  invitedBy: z.number().int().nullable(),
  registeredAt: z.string(),
  lastActiveAt: z.string(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

/** The short member summary of re-issue answers (and the confirmation step). */
export const memberSummarySchema = memberRowSchema.pick({
  id: true,
  visibleId: true,
  nickname: true,
  phone: true,
  status: true,
  coinBalance: true,
  pointsBalance: true,
  vipExpiresAt: true,
  vipActive: true,
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

/**
 * GET /admin/members/{id}: the profile (phone unmasked, as `phone`; `phoneMasked` too), who invited
 * the member, and the latest 20 coin and point ledger rows, VIP grants and orders (newest first).
 * `id` lookup rule: 8 digits → visible id; 11 digits → phone; any other positive integer → internal
 * id (an 8- or 11-digit value that matches no visible id or phone falls back to the internal id).
 */
export const memberDetailSchema = memberRowSchema.extend({
  phoneMasked: z.string(),
  inviter: z.object({ id: z.number().int(), visibleId: z.string(), nickname: z.string() }).nullable(),
  inviteCount: z.number().int(),
  recentCoinLedger: z.array(coinLedgerRowSchema),
  recentPointLedger: z.array(pointLedgerRowSchema),
  recentVipGrants: z.array(vipGrantRowSchema),
  recentOrders: z.array(orderRowSchema),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/** Path parameter of GET /admin/members/{id}: an id, a visible id or a phone (see memberDetailSchema). */
export const memberRefParamsSchema = z.object({
  id: z.string().regex(/^\d{1,11}$/, 'money.validation.memberRef'),
});
export type MemberRefParams = z.infer<typeof memberRefParamsSchema>;

/** Masks a phone number for lists: `13800000001` → `138****0001`. */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return phone.replace(/./g, '*');
  return `${phone.slice(0, 3)}${'*'.repeat(Math.max(4, phone.length - 7))}${phone.slice(-4)}`;
}
