import { z } from 'zod';
import { REISSUE_LIMITS } from '../reissue/kinds.js';
import { pageQuerySchema } from './common.js';
import { visibleIdSchema } from './list-query.js';
import { memberListQuerySchema } from './member.js';
import { idempotencyKeySchema } from './reissue.js';
import { REISSUE_JOB_ROW_STATES, REISSUE_JOB_STATUSES } from './reissue-job-values.js';

/**
 * Re-issue jobs (POST /admin/reissue-jobs): coins or VIP days to every member a member-list filter
 * finds, or to explicit rows, run on the server in chunks, each row once (docs/domain.md).
 */

export {
  jobFinished,
  OPEN_JOB_STATUSES,
  REISSUE_JOB_ROW_STATES,
  REISSUE_JOB_STATUSES,
  type ReissueJobRowState,
  type ReissueJobStatus,
} from './reissue-job-values.js';

export const reissueJobStatusSchema = z.enum(REISSUE_JOB_STATUSES);

/** Most explicit rows one job takes, most members a filter job reaches, rows a preview lists. */
export const REISSUE_JOB_LIMITS = { rows: 20_000, members: 200_000, preview: 5 } as const;

/**
 * The member list's own filters (GET /admin/members without paging and sort). Strict: a misspelt
 * field is refused rather than dropped, which would widen the job to more members.
 */
export const reissueJobFilterSchema = memberListQuerySchema
  .omit({ current: true, pageSize: true, sort: true })
  .strict();
export type ReissueJobFilter = z.output<typeof reissueJobFilterSchema>;
export type ReissueJobFilterInput = z.input<typeof reissueJobFilterSchema>;

const reasonSchema = z.string().trim().min(REISSUE_LIMITS.reason.min).max(REISSUE_LIMITS.reason.max);
const amountSchema = z.number().int().min(1).max(REISSUE_LIMITS.coins.max);

/** One explicit row: the member's 8-digit ID (`member`, as in the CLI batch's CSV), amount, reason. */
export const reissueJobRowInputSchema = z
  .object({ member: visibleIdSchema, amount: amountSchema.optional(), reason: reasonSchema.optional() })
  .strict();
export type ReissueJobRowInput = z.infer<typeof reissueJobRowInputSchema>;

/** The largest amount a row of this kind may carry (coins 100,000; VIP days 3,650). */
export const jobAmountMax = (kind: 'coins' | 'vip') =>
  kind === 'coins' ? REISSUE_LIMITS.coins.max : REISSUE_LIMITS.days.max;

/**
 * POST /admin/reissue-jobs body: `kind`, the `amount` each member gets (a row may carry its own),
 * the `reason` (a row may carry its own), and exactly one of `filter` and `rows`. `dryRun: true`
 * answers the review (count, total, largest rows, a sample, whether approval is needed) and writes
 * nothing; otherwise the request needs an Idempotency-Key.
 */
export const reissueJobBodySchema = z
  .object({
    kind: z.enum(['coins', 'vip']),
    amount: amountSchema.optional(),
    reason: reasonSchema,
    filter: reissueJobFilterSchema.optional(),
    rows: z.array(reissueJobRowInputSchema).min(1).max(REISSUE_JOB_LIMITS.rows).optional(),
    dryRun: z.boolean().optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if ((b.filter === undefined) === (b.rows === undefined))
      ctx.addIssue({ code: 'custom', path: ['filter'], message: 'money.validation.jobSource' });
    const max = jobAmountMax(b.kind);
    if (b.amount !== undefined && b.amount > max)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'money.validation.jobAmount',
        params: { max },
      });
    if (b.filter !== undefined && b.amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'money.validation.jobAmountRequired' });
    b.rows?.forEach((r, i) => {
      if (r.amount === undefined && b.amount === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i, 'amount'],
          message: 'money.validation.jobAmountRequired',
        });
      if (r.amount !== undefined && r.amount > max)
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i, 'amount'],
          message: 'money.validation.jobAmount',
          params: { max },
        });
    });
  });
export type ReissueJobBody = z.output<typeof reissueJobBodySchema>;
export type ReissueJobInput = z.input<typeof reissueJobBodySchema>;

/** One row of a review: the member, the amount and reason they get. */
export const reissueJobPreviewRowSchema = z.object({
  visibleId: z.string(),
  nickname: z.string(),
  status: z.enum(['active', 'banned']),
  amount: z.number().int(),
  reason: z.string(),
});
export type ReissueJobPreviewRow = z.infer<typeof reissueJobPreviewRowSchema>;

/**
 * The dry run's answer: how many members (`count`) get how much in all (`total`: coins or VIP days),
 * the largest rows, a sample (the first rows), how many of them are banned (their rows will fail),
 * the filter in words, and whether a second admin must approve (total above `threshold`).
 */
export const reissueJobReviewSchema = z.object({
  dryRun: z.literal(true),
  kind: z.enum(['coins', 'vip']),
  count: z.number().int(),
  total: z.number().int(),
  banned: z.number().int(),
  largest: z.array(reissueJobPreviewRowSchema),
  sample: z.array(reissueJobPreviewRowSchema),
  filterText: z.string(),
  needsApproval: z.boolean(),
  threshold: z.number().int(),
  /**
   * Why the job cannot be created (field, rule and message in the caller's language), or null: every
   * matching member is banned, so every row would fail. Creating it is refused the same way.
   */
  refusal: z.object({ field: z.string(), rule: z.string(), message: z.string() }).nullable(),
});
export type ReissueJobReview = z.infer<typeof reissueJobReviewSchema>;

/**
 * A job as the API answers it. `count` rows give `total` (coins or VIP days) in all; `issued`,
 * `replayed` (already done under the row's key), `failed` and `cancelled` count rows, `left` the
 * rows not yet run. `rate` is rows per second since it started, `etaSeconds` the time left at it.
 */
export const reissueJobSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['coins', 'vip']),
  amount: z.number().int().nullable(),
  reason: z.string(),
  filter: z.record(z.string(), z.unknown()).nullable(),
  filterText: z.string(),
  status: reissueJobStatusSchema,
  count: z.number().int(),
  total: z.number().int(),
  issued: z.number().int(),
  replayed: z.number().int(),
  failed: z.number().int(),
  cancelled: z.number().int(),
  left: z.number().int(),
  rate: z.number(),
  etaSeconds: z.number().int().nullable(),
  createdBy: z.object({ id: z.number().int(), name: z.string() }),
  approvalId: z.number().int().nullable(),
  /** Why a job never ran when its approval stopped it: `rejected` or `expired` (null otherwise). */
  refusal: z.enum(['rejected', 'expired']).nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ReissueJob = z.infer<typeof reissueJobSchema>;

/** GET /admin/reissue-jobs query: optional status, newest first, at most `limit`. */
export const reissueJobListQuerySchema = z.object({
  status: reissueJobStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type ReissueJobListQuery = z.input<typeof reissueJobListQuerySchema>;

export const reissueJobIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** GET /admin/reissue-jobs/{id}/rows query: a page of the job's rows in order, optionally of one state. */
export const reissueJobRowsQuerySchema = pageQuerySchema.omit({ sort: true }).extend({
  state: z.enum(REISSUE_JOB_ROW_STATES).optional(),
});
export type ReissueJobRowsQuery = z.input<typeof reissueJobRowsQuerySchema>;

/** One row of a job with its result: the order it wrote, or why it failed (in the caller's language). */
export const reissueJobRowSchema = z.object({
  seq: z.number().int(),
  visibleId: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  state: z.enum(REISSUE_JOB_ROW_STATES),
  orderNo: z.string().nullable(),
  error: z.string().nullable(),
  doneAt: z.string().nullable(),
});
export type ReissueJobRow = z.infer<typeof reissueJobRowSchema>;

/** The args of cancelling a job (palette and CLI): its id. */
export const reissueJobCancelArgsSchema = z.object({ id: z.number().int().min(1).max(2_147_483_647) });
export type ReissueJobCancelArgs = z.infer<typeof reissueJobCancelArgsSchema>;

/** POST /admin/members/lookup: many member references (8-digit ID, 11-digit phone, internal id) at once. */
export const memberLookupBodySchema = z
  .object({
    refs: z
      .array(z.string().regex(/^\d{1,11}$/, 'money.validation.memberRef'))
      .min(1)
      .max(20_000),
  })
  .strict();
export type MemberLookupBody = z.infer<typeof memberLookupBodySchema>;

/** Its answer: each found reference with the member's internal and visible id; the others in `missing`. */
export const memberLookupResultSchema = z.object({
  found: z.array(z.object({ ref: z.string(), id: z.number().int(), visibleId: z.string() })),
  missing: z.array(z.string()),
});
export type MemberLookupResult = z.infer<typeof memberLookupResultSchema>;

/**
 * POST /admin/member/reissue-keys: which Idempotency-Keys of re-issues were already used (a CLI
 * batch run again asks before it sends anything, and issues only the rest).
 */
export const reissueKeysBodySchema = z
  .object({ keys: z.array(idempotencyKeySchema).min(1).max(20_000) })
  .strict();
export type ReissueKeysBody = z.infer<typeof reissueKeysBodySchema>;

/** Its answer: the keys with an order (issued), and those waiting for a second admin (pending). */
export const reissueKeysResultSchema = z.object({
  issued: z.array(z.object({ key: z.string(), orderNo: z.string(), memberId: z.number().int() })),
  pending: z.array(z.object({ key: z.string(), approvalId: z.number().int() })),
});
export type ReissueKeysResult = z.infer<typeof reissueKeysResultSchema>;
