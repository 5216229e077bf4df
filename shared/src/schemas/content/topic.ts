import { z } from 'zod';
import {
  contentRowSchema,
  onlineStatusSchema,
  optionalDateTimeSchema,
  statusBodySchemas,
  updateBodySchema,
} from './common.js';
import { titledDefaults, titledFields, titledListQuerySchema, titledRowShape } from './titled.js';
import { TOPIC_SORT_FIELDS } from './values.js';

// The values live in values.ts, without zod (a list showing them loads no zod).
export { TOPIC_SORT_FIELDS } from './values.js';

/** Text limits of a topic. */
export const TOPIC_LIMITS = { title: 60, subtitle: 120, description: 500 } as const;

/** An editorial topic (a themed page in the app); `startsAt`/`endsAt` bound when it shows (null: always). */
export const topicSchema = contentRowSchema({
  ...titledRowShape,
  subtitle: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type Topic = z.infer<typeof topicSchema>;

/** GET /admin/topics: `q` (title or slug contains), status; sort default sort:asc. */
export const topicListQuerySchema = titledListQuerySchema(TOPIC_SORT_FIELDS);
export type TopicListQuery = z.input<typeof topicListQuerySchema>;

const titled = titledFields(TOPIC_LIMITS);
const topicFields = {
  ...titled,
  subtitle: z.string().trim().max(TOPIC_LIMITS.subtitle),
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
  .object({ ...topicFields, ...titledDefaults(titled), subtitle: topicFields.subtitle.default('') })
  .superRefine(refineWindow);
export type TopicCreateBody = z.infer<typeof topicCreateBodySchema>;

/** PATCH /admin/topics/{id}: any fields, plus the `updatedAt` that was read. */
export const topicUpdateBodySchema = updateBodySchema(topicFields).superRefine(refineWindow);
export type TopicUpdateBody = z.infer<typeof topicUpdateBodySchema>;

/** POST /admin/topics/{id}/status and /admin/topics/bulk-status. */
export const { status: topicStatusBodySchema, bulkStatus: topicBulkStatusBodySchema } =
  statusBodySchemas(onlineStatusSchema);
