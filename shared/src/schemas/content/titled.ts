import { z } from 'zod';
import { listQuerySchema, optionalFilter } from '../list-query.js';
import {
  mediaUrlSchema,
  onlineStatusSchema,
  searchFilter,
  slugSchema,
  sortOrderSchema,
  statusBodySchemas,
  updateBodySchema,
} from './common.js';

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

/** The create body of a titled page: its fields with the defaults of `titledDefaults`. */
function titledCreateBodySchema(fields: ReturnType<typeof titledFields>) {
  return z.object({ ...fields, ...titledDefaults(fields) });
}

/** The list query of titled pages: `q` (title or slug contains) and status, sorted by `sortFields`. */
export function titledListQuerySchema<const F extends string>(sortFields: readonly [F, ...F[]]) {
  return listQuerySchema(sortFields, {
    q: searchFilter(50),
    status: optionalFilter(onlineStatusSchema),
  });
}

/**
 * Every query and body of a plain titled page (wallpaper topics, collections): GET list query, POST
 * create, PATCH update (any fields plus the `updatedAt` that was read), POST …/{id}/status and
 * …/bulk-status.
 */
export function titledSchemas<const F extends string>(
  sortFields: readonly [F, ...F[]],
  limits: { title: number; description: number },
) {
  const fields = titledFields(limits);
  return {
    listQuery: titledListQuerySchema(sortFields),
    create: titledCreateBodySchema(fields),
    update: updateBodySchema(fields),
    ...statusBodySchemas(onlineStatusSchema),
  };
}
