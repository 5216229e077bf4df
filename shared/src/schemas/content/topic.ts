import { z } from 'zod';
import { listQuerySchema, optionalFilter } from '../ledger-query.js';
import {
  bulkStatusBodySchema,
  mediaUrlSchema,
  onlineStatusSchema,
  optionalDateTimeSchema,
  slugSchema,
  sortOrderSchema,
  statusBodySchema,
  updatedAtSchema,
} from './common.js';

/** Text limits of a topic. */
export const TOPIC_LIMITS = { title: 60, subtitle: 120, description: 500 } as const;

/** An editorial topic (a themed page in the app); `startsAt`/`endsAt` bound when it shows (null: always). */
export const topicSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  subtitle: z.string(),
  coverUrl: z.string(),
  description: z.string(),
  sort: z.number().int(),
  status: onlineStatusSchema,
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Topic = z.infer<typeof topicSchema>;

/** GET /admin/topics: `q` (title or slug contains), status; sort default sort:asc. */
export const TOPIC_SORT_FIELDS = ['sort', 'createdAt', 'updatedAt', 'startsAt'] as const;
export const topicListQuerySchema = listQuerySchema(TOPIC_SORT_FIELDS, {
  q: optionalFilter(z.string().trim().min(1).max(50)),
  status: optionalFilter(onlineStatusSchema),
});
export type TopicListQuery = z.input<typeof topicListQuerySchema>;

const topicFields = {
  title: z.string().trim().min(1).max(TOPIC_LIMITS.title),
  slug: slugSchema,
  subtitle: z.string().trim().max(TOPIC_LIMITS.subtitle),
  coverUrl: mediaUrlSchema,
  description: z.string().trim().max(TOPIC_LIMITS.description),
  sort: sortOrderSchema,
  status: onlineStatusSchema,
  startsAt: optionalDateTimeSchema,
  endsAt: optionalDateTimeSchema,
};

function refineWindow(
  v: { startsAt?: string | null | undefined; endsAt?: string | null | undefined },
  ctx: z.RefinementCtx,
): void {
  if (v.startsAt && v.endsAt && Date.parse(v.endsAt) <= Date.parse(v.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'content.validation.endsBeforeStarts' });
  }
}

/** POST /admin/topics. */
export const topicCreateBodySchema = z
  .object({
    ...topicFields,
    subtitle: topicFields.subtitle.default(''),
    description: topicFields.description.default(''),
    sort: topicFields.sort.default(0),
    status: topicFields.status.default('offline'),
  })
  .superRefine(refineWindow);
export type TopicCreateBody = z.infer<typeof topicCreateBodySchema>;
export type TopicCreateInput = z.input<typeof topicCreateBodySchema>;

/** PATCH /admin/topics/{id}: any fields, plus the `updatedAt` that was read. */
export const topicUpdateBodySchema = z
  .object({
    title: topicFields.title.optional(),
    slug: topicFields.slug.optional(),
    subtitle: topicFields.subtitle.optional(),
    coverUrl: topicFields.coverUrl.optional(),
    description: topicFields.description.optional(),
    sort: topicFields.sort.optional(),
    status: topicFields.status.optional(),
    startsAt: topicFields.startsAt,
    endsAt: topicFields.endsAt,
    updatedAt: updatedAtSchema,
  })
  .superRefine(refineWindow);
export type TopicUpdateBody = z.infer<typeof topicUpdateBodySchema>;
export type TopicUpdateInput = z.input<typeof topicUpdateBodySchema>;

/** POST /admin/topics/{id}/status and /admin/topics/bulk-status. */
export const topicStatusBodySchema = statusBodySchema(onlineStatusSchema);
export type TopicStatusBody = z.infer<typeof topicStatusBodySchema>;
export const topicBulkStatusBodySchema = bulkStatusBodySchema(onlineStatusSchema);
export type TopicBulkStatusBody = z.infer<typeof topicBulkStatusBodySchema>;
