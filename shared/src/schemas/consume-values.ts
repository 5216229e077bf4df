/**
 * The consumption records' values (content types, unlock ways) as plain constants (no zod): a list that only shows them
 * loads nothing more. Their schemas are where they were.
 */

/** What an unlock opened. */
export const CONTENT_TYPES = ['wallpaper', 'template'] as const;

/** How content was unlocked: paid with coins, included in VIP, or free. */
export const UNLOCK_VIAS = ['coin', 'vip', 'free'] as const;
