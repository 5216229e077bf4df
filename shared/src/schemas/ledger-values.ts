/**
 * The ledgers' values (coin and point reasons, point directions) as plain constants, without
 * zod: a list that only shows them loads nothing more. ledger.ts and point.ts re-export them
 * beside their schemas.
 */

/** Why a member's coins changed (coin_ledger.reason, docs/domain.md). */
export const COIN_REASONS = [
  'topup',
  'unlock',
  'patch',
  'exchange',
  'checkin',
  'invite',
  'refund',
  'gift',
] as const;

/** Why a member's points changed (point_ledger.reason); the points overview calls it the source. */
export const POINT_REASONS = ['checkin', 'invite', 'exchange', 'patch', 'expire'] as const;

/** `in` = points earned (delta > 0), `out` = points spent or expired (delta < 0). */
export const POINT_DIRECTIONS = ['in', 'out'] as const;
