/**
 * The consumption records' values (content types, unlock ways) as plain constants, without zod:
 * a list that only shows them loads nothing more. consume.ts re-exports them beside their schemas.
 */

/** What an unlock opened. */
export const CONTENT_TYPES = ['wallpaper', 'template'] as const;

/** How content was unlocked: paid with coins, included in VIP, or free. */
export const UNLOCK_VIAS = ['coin', 'vip', 'free'] as const;
