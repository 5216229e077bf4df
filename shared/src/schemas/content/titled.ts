import { z } from 'zod';
import { mediaUrlSchema, onlineStatusSchema, slugSchema, sortOrderSchema } from './common.js';

/**
 * Topics, wallpaper topics and collections are titled pages: a title, a unique slug, a cover, a
 * description, a display order and an online/offline status.
 */
export const titledRowShape = {
  title: z.string(),
  slug: z.string(),
  coverUrl: z.string(),
  description: z.string(),
  sort: z.number().int(),
  status: onlineStatusSchema,
};

/** The editable fields of a titled page, with its text limits. */
export function titledFields(limits: { title: number; description: number }) {
  return {
    title: z.string().trim().min(1).max(limits.title),
    slug: slugSchema,
    coverUrl: mediaUrlSchema,
    description: z.string().trim().max(limits.description),
    sort: sortOrderSchema,
    status: onlineStatusSchema,
  };
}

/** What a create body may leave out: an empty description, first in order, offline. */
export function titledDefaults(fields: ReturnType<typeof titledFields>) {
  return {
    description: fields.description.default(''),
    sort: fields.sort.default(0),
    status: fields.status.default('offline'),
  };
}
