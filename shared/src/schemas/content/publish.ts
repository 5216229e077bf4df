import { z } from 'zod';
import { contentTypeSchema } from '../consume.js';
import { idSchema } from '../list-query.js';
import { BULK_MAX } from './common.js';

/**
 * Arguments of the publish and unpublish actions (palette and CLI): which kind of content and which
 * ids. They run POST /admin/wallpapers/bulk-status or /admin/templates/bulk-status with status
 * `online` (publish) or `offline` (unpublish).
 */
export const contentPublishArgsSchema = z.object({
  contentType: contentTypeSchema,
  ids: z
    .array(idSchema)
    .min(1, 'content.validation.idsRequired')
    .max(BULK_MAX, 'content.validation.tooManyIds'),
});
export type ContentPublishArgs = z.infer<typeof contentPublishArgsSchema>;
