/**
 * The task records' values (invite statuses) as plain constants (no zod): a list that only shows them
 * loads nothing more. Their schemas are where they were.
 */

/** Invite status: the invitee registered; the inviter was rewarded; or the invite was rejected (fraud). */
export const INVITE_STATUSES = ['registered', 'rewarded', 'rejected'] as const;
