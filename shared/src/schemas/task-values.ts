/**
 * The task records' values (invite statuses) as plain constants, without zod: a list that only
 * shows them loads nothing more. task.ts re-exports them beside their schemas.
 */

/** Invite status: the invitee registered; the inviter was rewarded; or the invite was rejected (fraud). */
export const INVITE_STATUSES = ['registered', 'rewarded', 'rejected'] as const;
