/**
 * The member fields' values as plain constants (no zod): a screen that only lists them (the member
 * list's filters) loads nothing more. Their schemas are in member.ts.
 */

/** Member account status; banned members cannot receive re-issues. */
export const MEMBER_STATUSES = ['active', 'banned'] as const;

/** The platform a member registered on. */
export const MEMBER_PLATFORMS = ['ios', 'android', 'web'] as const;

/**
 * The codes of the built-in channels (app store of the device, or the web); they have translated
 * labels. A member's channel is the code of any row of the channels table (GET /admin/channels).
 */
export const MEMBER_CHANNELS = ['appstore', 'huawei', 'xiaomi', 'oppo', 'vivo', 'web'] as const;

/** Fields of GET /admin/members that can be sorted (each backed by an index); default registeredAt:desc. */
export const MEMBER_SORT_FIELDS = [
  'registeredAt',
  'lastActiveAt',
  'coinBalance',
  'pointsBalance',
  'vipExpiresAt',
] as const;
