/**
 * The curated sets' values as plain constants, without zod: the set list (its filters and columns)
 * loads nothing more before its first paint. set.ts re-exports them beside their schemas.
 */

/** What a set holds: pictures, landscape videos or portrait videos. */
export const SET_CONTENT_TYPES = ['img', 'horizontalVideo', 'verticalVideo'] as const;

/** How a set is filled: hand-picked (`artificial`) or by a saved query (`rules`). */
export const SET_FILTER_TYPES = ['artificial', 'rules'] as const;

export const SET_STATUSES = ['online', 'offline'] as const;

/** Sortable fields of GET /admin/sets (each backed by an index); default createdAt:desc. */
export const SET_SORT_FIELDS = ['createdAt', 'count'] as const;
