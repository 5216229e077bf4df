// The workplace's fixed ranges, apart from its schemas (dashboard.ts): the workplace page reads
// them without making any schema (zod) when it loads.

/** The workplace's content-data ranges, in days ending on the last full day (yesterday UTC+8); the default is 30. */
export const DASHBOARD_CONTENT_RANGES = ['7', '30', '90'] as const;
/**
 * The popular-content period: the last 7 days (ending today), ranked against the 7 days before. One
 * period keeps the ranking's read to at most 14 rows per piece of content, whatever the data size.
 */
export const DASHBOARD_POPULAR_DAYS = 7;
/** How many items the popular-content list holds. */
export const DASHBOARD_POPULAR_SIZE = 10;
