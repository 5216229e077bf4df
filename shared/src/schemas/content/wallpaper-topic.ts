import { z } from 'zod';
import { contentRowSchema } from './common.js';
import { titledRowShape, titledSchemas } from './titled.js';
import { TITLED_SORT_FIELDS } from './values.js';

/** Text limits of a wallpaper topic. */
export const WALLPAPER_TOPIC_LIMITS = { title: 60, description: 500 } as const;

/** A wallpaper topic (a wallpaper belongs to 0..n of them); `wallpaperCount` is derived. */
export const wallpaperTopicSchema = contentRowSchema({ ...titledRowShape, wallpaperCount: z.number().int() });

/** GET /admin/wallpaper-topics: `q` (title or slug contains), status; sort default sort:asc. */

/**
 * The list query and the create, update (PATCH /admin/wallpaper-topics/{id}), status and bulk-status bodies,
 * keyed as its resource declares them.
 */
export const wallpaperTopicSchemas = titledSchemas(TITLED_SORT_FIELDS, WALLPAPER_TOPIC_LIMITS);
