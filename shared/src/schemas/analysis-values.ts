/**
 * The analysis screens' figures, splits and chain quotas without zod (analysis.ts re-exports them):
 * the data analyses draw their cards and choices with these and evaluate no schema on their first
 * load.
 */

/** The overview figures, in the order the cards show them. */
export const ANALYSIS_METRICS = [
  'newMembers',
  'payingMembers',
  'paidOrders',
  'revenue',
  'coinsIssued',
  'coinsSpent',
  'unlocks',
] as const;

/** What the multi-dimension analysis splits by. */
export const ANALYSIS_DIMENSIONS = ['kind', 'channel', 'platform'] as const;

/** The data-chain growth's quotas. */
export const CHAIN_QUOTAS = ['newMembers', 'payingMembers', 'unlocks', 'coinsSpent'] as const;
